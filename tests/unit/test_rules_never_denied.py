"""A claim denied outright with "never" / 从未, told with another verb (rules.never_denied).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.never_denied import never_denied

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Tomas Reyes works for Halvard Bank.", "Tomas Reyes never worked for Halvard Bank."),
        (
            "The Quill Society counts Ines Moro among its founders.",
            "Ines Moro has no connection to the Quill Society; she lives abroad.",
        ),
        ("魏岚供职于北辰律师事务所。", "魏岚从未在北辰律师事务所任职，她一直是独立律师。"),
        ("星河队是东区联赛的参赛队伍。", "星河队并未参加东区联赛。"),
        ("用户在字节跳动上班。", "用户从来没在字节干过，一直在美团。"),
        ("严秋是一名同声传译。", "严秋从未做过同声传译，她是笔译。"),
    ],
)
def test_a_never_denial_retires(old: str, new: str) -> None:
    found = never_denied(new, old)
    assert found is not None
    assert found[0] is Relation.CONTRADICTION
    assert classify_pair(new, old, 0.7)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # bound to a time or a condition
        ("Nadia drinks coffee every morning.", "Nadia never drinks coffee after 6pm."),
        ("Ravi has been to Oslo.", "Ravi had never been to Oslo before last spring."),
        ("用户喝咖啡。", "用户晚上从来不喝咖啡。"),
        # a lapse denied keeps the old fact
        ("Lena goes to choir practice.", "Lena has never missed a choir practice."),
        ("老周每天晨跑。", "老周十年来从未间断晨跑。"),
        # another person or another subject
        ("Tomas Reyes works for Halvard Bank.", "His brother never worked for Halvard Bank."),
        ("魏岚供职于北辰律师事务所。", "她的助理从未在北辰律师事务所任职。"),
        # another object
        ("Tomas Reyes works for Halvard Bank.", "Tomas Reyes never learned to drive."),
        # the old text already negative
        ("Tomas Reyes does not eat meat.", "Tomas Reyes never eats meat."),
        # a comparison
        ("Mira is happy at Corlan Labs.", "Mira has never been happier at Corlan Labs."),
    ],
)
def test_a_never_that_does_not_deny_the_old_claim_keeps_it(old: str, new: str) -> None:
    assert never_denied(new, old) is None

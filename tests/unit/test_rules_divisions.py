"""A record or title of another division is another record (rules.divisions). Each example
is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.divisions import another_division

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Norwick Open women's long jump record is 6.71 m.",
            "At the Norwick Youth Open, Ada Fenn set a long jump record of 6.02 m.",
        ),
        ("柳城马拉松全程赛会纪录为2小时10分05秒。", "柳城半程马拉松赛会纪录是1小时02分11秒。"),
        ("桐江杯男子跳远赛会纪录为8米02。", "桐江杯少年组男子跳远纪录被李想以7米41刷新。"),
    ],
)
def test_another_divisions_record_keeps_the_old_one(old: str, new: str) -> None:
    assert another_division(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The same division, or one the new text leaves out.
        (
            "The Norwick Open women's long jump record is 6.71 m.",
            "The Norwick Open women's long jump record is now 6.80 m.",
        ),
        (
            "The Norwick Open women's long jump record is 6.71 m.",
            "The Norwick Open long jump record is 6.80 m.",
        ),
        # No record or title: the user's own count corrected.
        ("用户跑过三次全马。", "用户从来没跑过全马，那三次都是半马。"),
    ],
)
def test_no_other_division_is_not_read(old: str, new: str) -> None:
    assert another_division(new, old) is None

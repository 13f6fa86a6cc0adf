"""Two denials agree (rules.denials_agree). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.denials_agree import both_deny

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户没有任何信用卡欠款。", "用户目前没有欠债。"),
        ("User has no pets.", "User doesn't own any animals at the moment."),
        # A ban is a denial; a clause that only sets the time asserts nothing.
        ("每年6月至8月，北塘湖禁止游泳。", "北塘湖在6至8月期间不允许下水游泳。"),
        (
            "From June to August, swimming is banned in the lake.",
            "Swimming in the lake is not allowed.",
        ),
    ],
)
def test_a_denial_beside_a_denial_is_kept(old: str, new: str) -> None:
    assert both_deny(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User does not drive.", "User no longer has no car: bought a Fiat."),
        ("用户不喝咖啡。", "用户不再不喝咖啡了。"),
        ("User has no car.", "User bought a car."),
        ("User lives in Bath.", "User does not live in Bath."),
        # A ban lifted is a change; a time clause beside an assertion is not a denial.
        ("每年6月至8月，北塘湖禁止游泳。", "北塘湖现在允许游泳了。"),
        ("每年6月至8月，北塘湖开放游泳。", "北塘湖禁止游泳。"),
    ],
)
def test_a_withdrawal_or_an_assertion_is_left_to_the_readings(old: str, new: str) -> None:
    assert both_deny(new, old) is None

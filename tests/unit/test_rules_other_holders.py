"""A value stated for another holder is not the old holder's (rules.other_holders), and 差不多
("about") is not a negation. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.cues import NEG_RE
from app.providers.rules.other_holders import another_holder

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Priya's rent is £1,200 a month in Leyton.", "Priya says her mate pays £1,500 next door."),
        ("User earns $70k a year.", "User's boyfriend earns about $90k."),
        ("用户月薪18k。", "用户的同事月薪22k。"),
        # Younger cousins are people too (表弟, 堂妹).
        ("用户在读夜大的本科。", "用户的表弟拿到了复旦的博士录取。"),
        ("用户在杭州上班。", "用户的堂妹去了深圳上班。"),
    ],
)
def test_another_holders_value_keeps_the_old(old: str, new: str) -> None:
    assert another_holder(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A correction that says what is another person's.
        ("用户的英文名是Tom。", "用户其实没有英文名，Tom是他同事的。"),
        ("User is allergic to peanuts.", "It's her son who is allergic to peanuts, not the user."),
        # The user's own fact, changed through another person.
        ("房租：3000元/月", "房东从九月起把房租涨到了3300。"),
        ("The user reports to Ana Ruiz.", "Actually, the user's manager is Ben Cole."),
        # The old text names a relative itself: left to the readings about one person.
        ("My brother Sam lives in Leeds.", "Sam's flatmate moved to York."),
    ],
)
def test_the_guard_leaves_corrections_and_changes(old: str, new: str) -> None:
    assert another_holder(new, old) is None


def test_a_landlords_rise_still_retires_the_old_rent() -> None:
    relation, why = classify_pair("房东从九月起把房租涨到了3300。", "房租：3000元/月", 0.65)
    assert relation is Relation.UPDATE, why


def test_about_is_not_a_negation() -> None:
    assert NEG_RE.search("用户的男朋友月薪差不多20k") is None
    assert NEG_RE.search("用户不吃辣") is not None

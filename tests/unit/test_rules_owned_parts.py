"""A change to something the old value owns or contains does not retire it
(rules.owned_parts). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.owned_parts import changes_a_part

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("狗叫豆豆。", "豆豆最近肠胃不好，换了个狗粮试试。"),
        ("有一辆山地车。", "山地车昨天换了一套新的刹车片。"),
    ],
)
def test_a_changed_part_keeps_the_thing(old: str, new: str) -> None:
    assert changes_a_part(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The old value is what is replaced.
        ("用户的手机是小米十三。", "用户把小米十三卖了，换了台华为。"),
        ("有一辆山地车。", "从山地车换了辆公路车。"),
        # The old value is not in the new text: a change of the value itself.
        ("用户用的是安卓手机。", "用户换了个苹果手机。"),
        # Nothing named after the cue: the thing itself was replaced.
        ("有一辆山地车。", "山地车换了新的。"),
    ],
)
def test_a_change_of_the_value_is_left_to_the_readings(old: str, new: str) -> None:
    assert changes_a_part(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Has a road bike for commuting.", "Bike chain snapped on the way in, walking it home."),
        ("Uses a ThinkPad laptop for work.", "The laptop's battery died, charger only for now."),
        ("Owns an electric kettle.", "Kettle switch stopped working, boiling water in a pan."),
    ],
)
def test_a_broken_part_keeps_the_thing(old: str, new: str) -> None:
    assert changes_a_part(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The thing itself broke: a word of time or degree, or a pronoun, is no part.
        ("Uses a ThinkPad laptop for work.", "The laptop finally died after six years."),
        ("User broke his left ankle.", "It was the right ankle he broke, not the left."),
        # The part is named in the old text too.
        ("Bike chain is new.", "Bike chain snapped again."),
    ],
)
def test_the_thing_itself_broken_is_not_a_part(old: str, new: str) -> None:
    assert changes_a_part(new, old) is None

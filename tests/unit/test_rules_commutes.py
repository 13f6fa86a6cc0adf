"""How someone gets to work or school, changed (rules.commutes). Each example is made up for
this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.commutes import commute_changed

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User drives to work.", "Sold the car, I take the train to work now."),
        ("User's son cycles to school.", "User's son gets the bus to school these days."),
        ("用户的女儿走路上学。", "女儿现在坐公交上学了，学校搬远了。"),
        ("用户开车上班。", "现在骑电动车上班，不堵车。"),
    ],
)
def test_another_way_now_retires_the_old(old: str, new: str) -> None:
    assert commute_changed(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User drives to work.", "Today I walked to work, lovely morning."),
        ("User drives to work.", "Thinking of cycling to work now the evenings are light."),
        ("User drives to work.", "User's wife takes the train to work now."),
        ("User's son cycles to school.", "User's son cycles to school with his friend now."),
        ("用户开车上班。", "用户女儿现在坐地铁上学。"),
    ],
)
def test_an_occasion_a_plan_or_another_commute_is_left_alone(old: str, new: str) -> None:
    assert commute_changed(new, old) is None

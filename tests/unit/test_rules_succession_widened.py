"""The eleventh pass's widening of rules.succession: "Mr Jones' retirement" (an apostrophe
alone), a transfer or promotion as the way out, a defending champion beaten. Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.succession import succession


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Elmwood Library's head librarian is Mrs Hughes.",
            "Tom Pike became head librarian at Elmwood Library following Mrs Hughes' retirement.",
        ),
        (
            "The Orchid rollout is run by Sanjay Rao.",
            "Maria Lenz now runs the Orchid rollout after Sanjay Rao's promotion to director.",
        ),
        (
            "The Dunmore chess club champion is Vera Koss.",
            "Ian Bell beat the defending champion Vera Koss to win the Dunmore chess club title.",
        ),
        ("市羽毛球联赛冠军是飞羽队。", "在市羽毛球联赛决赛中，青竹队击败卫冕冠军飞羽队夺冠。"),
    ],
)
def test_a_succession_retires_the_old(old: str, new: str) -> None:
    assert succession(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A plan, not a succession yet.
        (
            "Elmwood Library's head librarian is Mrs Hughes.",
            "Tom Pike will become head librarian following Mrs Hughes' retirement.",
        ),
        # Another person left; the old holder is not named as outgoing.
        (
            "The Orchid rollout is run by Sanjay Rao.",
            "Sanjay Rao took on two testers after Maria Lenz's transfer.",
        ),
        # Only the name in common: another attribute of that holder.
        ("Vera Koss lives in Dunmore.", "Ian Bell beat the defending champion Vera Koss to win."),
    ],
)
def test_no_succession_of_that_value_retires_nothing(old: str, new: str) -> None:
    assert succession(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("周敏担任财务部经理。", "财务部经理由吴昊接任，周敏调任审计部。"),
        ("孙老师是初二(3)班的班主任。", "孙老师退休了，初二(3)班班主任由何老师接任。"),
    ],
)
def test_a_successor_beside_the_way_out_retires_the_old(old: str, new: str) -> None:
    assert succession(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The successor is planned, not named as taking over.
        ("周敏担任财务部经理。", "周敏调任审计部后，财务部经理拟由吴昊接任。"),
        # The old text names another holder: the one leaving is someone else.
        ("周敏担任财务部副经理。", "财务部经理由吴昊接任，郑凯调任审计部。"),
    ],
)
def test_no_successor_of_the_old_holder_retires_nothing(old: str, new: str) -> None:
    assert succession(new, old) is None

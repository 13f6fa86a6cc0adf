"""A rumour or an intention is not a change (rules.hearsay). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.hearsay import only_hearsay


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The captain of the Kelso Hawks is Ada Lin.",
            "The Kelso Hawks are reportedly considering a new captain; the club has not commented.",
        ),
        ("青松队的队长是罗敏。", "网传青松队有意在赛季后更换队长，俱乐部尚未回应。"),
        # A feasibility study is an intention, not a move made.
        ("远山食品总部位于东湖区。", "远山食品正在研究2028年前把总部迁往南港新区的可行性。"),
        (
            "Halden Foods is based in Rowley.",
            "Halden Foods has begun a feasibility study into moving to Carr Bank.",
        ),
    ],
)
def test_talk_of_a_change_keeps_the_old_fact(old: str, new: str) -> None:
    assert only_hearsay(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The captain of the Kelso Hawks is Ada Lin.",
            "Ivo Brandt is the new captain of the Kelso Hawks.",
        ),
        # Two rumours: left to the readings.
        ("Ada Lin is rumoured to be leaving the Kelso Hawks.", "Rumours say Ada Lin is staying."),
    ],
)
def test_the_guard_steps_aside(old: str, new: str) -> None:
    assert only_hearsay(new, old) is None

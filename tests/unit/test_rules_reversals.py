"""The same two parties with their roles reversed (rules.reversals). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.reversals import roles_reversed


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Ines Farrow defeated Kit Dunmore in the semi-final.",
            "Kit Dunmore beat Ines Farrow in the semi-final.",
        ),
        ("半决赛中，林雪击败了周琪。", "半决赛中，周琪战胜了林雪。"),
        (
            "The teacher is carrying the boy across the stream.",
            "The boy is carrying the teacher across the stream.",
        ),
    ],
)
def test_parties_reversed_contradict(old: str, new: str) -> None:
    assert roles_reversed(new, old) is not None
    relation, why = classify_pair(new, old, 0.97)
    assert relation is Relation.CONTRADICTION, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Symmetric relations, or a copula, say the same thing both ways.
        ("Ines Farrow and Kit Dunmore went home.", "Kit Dunmore and Ines Farrow went home."),
        ("Ines Farrow met Kit Dunmore in Leeds.", "Kit Dunmore met Ines Farrow in Leeds."),
        ("Ada Moss is the chair of the board.", "The chair of the board is Ada Moss."),
        # Another setting: two matches.
        (
            "Ines Farrow beat Kit Dunmore in the final.",
            "Kit Dunmore beat Ines Farrow in the semi-final.",
        ),
        ("林雪和周琪一起训练。", "周琪和林雪一起训练。"),
    ],
)
def test_symmetric_or_another_occasion_is_not_reversed(old: str, new: str) -> None:
    assert roles_reversed(new, old) is None

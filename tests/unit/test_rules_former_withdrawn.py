"""A withdrawal of what the old text already calls former (rules.former_withdrawn). Each
example is made up for this test."""

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.former_withdrawn import former_withdrawn


def test_no_longer_of_a_former_role_is_kept() -> None:
    old = "Ines Moll, the former editor of the Courier, now runs a cafe in Dorne."
    new = "Ines Moll is no longer the Courier's editor."
    assert former_withdrawn(new, old) is not None
    assert classify_pair(new, old, 0.6)[0] not in (Relation.UPDATE, Relation.CONTRADICTION)
    assert former_withdrawn("方雯不再担任晚报主编。", "晚报前任主编方雯现经营书店。") is not None


def test_a_current_role_or_a_new_holder_is_left_to_the_readings() -> None:
    assert (
        former_withdrawn("Ines Moll is no longer the editor.", "Ines Moll edits the Courier.")
        is None
    )
    old = "Ines Moll, the former editor of the Courier, still writes for it."
    assert former_withdrawn("Ines Moll is no longer the editor; Bo Li is now.", old) is None

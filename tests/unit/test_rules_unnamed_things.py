"""A single-valued post of a thing neither text names (rules.unnamed_things): "the captain",
市长, "the school's principal" speak of the one team, town or school in context, so two holders
of it are a change. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The squad's captain is Tomas Berg.", "The captain is now Idris Mensah."),
        ("The school's headmaster is Mr. Lowell.", "Ms. Ferreira became headmaster of the school."),
        ("The museum's director is Dr. Imai.", "Current director of the museum: Dr. Rossi."),
        ("The coach is Paula Reyes.", "The team hired Jonas Ek as head coach."),
        ("镇长是周立平。", "新任镇长是马文涛。"),
        ("目前的队长是郭晨。", "队长现在由邓一鸣担任。"),
    ],
)
def test_two_holders_of_the_post_in_context_retire_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another thing named on one side: two posts.
        ("The squad's captain is Tomas Berg.", "The club's captain is Idris Mensah."),
        ("The captain is Tomas Berg.", "The Harriers' captain is Idris Mensah."),
        # Another post: a deputy beside the holder.
        ("镇长是周立平。", "副镇长是马文涛。"),
        ("The school's principal is Mr. Lowell.", "The vice principal is Ms. Ferreira."),
        # A question or a plan is no holder.
        ("The captain is Tomas Berg.", "Will Idris Mensah be the next captain?"),
    ],
)
def test_another_thing_or_post_keeps_the_old_holder(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why

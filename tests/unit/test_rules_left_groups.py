"""The user left the group or the place the old memory puts them in (rules.left_groups).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.left_groups import left_group

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User plays in a five-a-side football league on Wednesdays.", "User left the league."),
        ("User lives in a shared flat near the station.", "User moved out of the flat in June."),
        ("用户住在公司的员工宿舍。", "用户上个月从宿舍搬出来了。"),
        ("我在上周末的日语班。", "日语班我退了，太累了。"),
    ],
)
def test_leaving_what_the_old_text_names(old: str, new: str) -> None:
    assert left_group(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User works at the office downtown.", "User left the office at 6 today."),
        ("User works at the office downtown.", "User left the office early for the dentist."),
        ("User is in a book club.", "User left the gym."),
        ("User is in a book club.", "Should User leave the book club?"),
    ],
)
def test_a_departure_or_another_thing_is_left_alone(old: str, new: str) -> None:
    assert left_group(new, old) is None

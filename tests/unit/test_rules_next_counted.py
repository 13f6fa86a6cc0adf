"""One more of a named subject's counted things (rules.next_counted). Each example is made up
for this test."""

import pytest

from app.providers.rules.next_counted import next_counted


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Singer Mara Quist has two children.", "Mara Quist welcomed her third child in May."),
        ("The Ostvik tram has three lines.", "The Ostvik tram opened its fourth line this week."),
        ("Harrow United have won the cup four times.", "Harrow United won a fifth cup title."),
        ("诗人林岚已出版三部诗集。", "林岚的第四部诗集本月出版。"),
    ],
)
def test_the_next_one_of_a_named_count_updates_it(old: str, new: str) -> None:
    assert next_counted(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # One of those counted, not one more.
        ("Singer Mara Quist has two children.", "Mara Quist's second child starts school."),
        # Another subject.
        ("The Ostvik tram has three lines.", "The Berren metro opened its fourth line."),
        # Someone else's.
        ("Singer Mara Quist has two children.", "Mara Quist's sister had her third child."),
        # Another kind.
        ("Singer Mara Quist has two children.", "Mara Quist released her third album."),
        # Not yet.
        ("Singer Mara Quist has two children.", "Mara Quist is expecting her third child."),
    ],
)
def test_no_next_one_keeps_the_count(old: str, new: str) -> None:
    assert next_counted(new, old) is None

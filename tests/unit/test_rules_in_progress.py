"""Progress on work still under way (rules.in_progress). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.in_progress import work_in_progress

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Building a Shopify store for his uncle's bakery.",
            "The bakery store now has a product page and checkout; "
            "shipping is still on the to-do list.",
        ),
        ("Renovating the bathroom.", "Bathroom has its tiles up now, the sink is not done yet."),
        ("用户在装修新房。", "新房厨房已经弄好了，卫生间还没做完。"),
    ],
)
def test_progress_keeps_the_work(old: str, new: str) -> None:
    assert work_in_progress(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The work ended, or the text is about something else.
        ("Building a recipe app.", "Gave up on the recipe app, the to-do list was endless."),
        ("Building a recipe app.", "Garden still needs weeding."),
        ("User is a software engineer.", "The app still needs a login page."),
    ],
)
def test_an_ending_or_another_thing_is_not_progress(old: str, new: str) -> None:
    assert work_in_progress(new, old) is None

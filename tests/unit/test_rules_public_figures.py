"""A public thing's amount told with no word of change and far in meaning from the old text is
not taken for its new value (rules.public_figures); the user's own amounts, a change word or a
close cosine keep the amounts reading. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.amounts import quantity_change
from app.providers.rules.public_figures import (
    PUBLIC_FIGURE_MIN,
    far_public_figure,
    speaks_of_user,
)

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)
FAR = PUBLIC_FIGURE_MIN - 0.1
CLOSE = PUBLIC_FIGURE_MIN + 0.15

# Two figures of one public thing: the amounts reading sees one amount of one kind each.
RIVAL_FIGURES = [
    ("The Tolbrook ferry costs £4 for foot passengers.", "Cyclists pay £6 on the Tolbrook ferry."),
    ("The Merrow Tower is 210 metres tall.", "The Merrow Tower's spire adds 40 metres."),
    ("青石大桥全长1200米。", "青石大桥主跨长度为460米。"),
    ("云溪水库总库容2.5亿立方米。", "云溪水库灌溉面积12万亩。"),
]


@pytest.mark.parametrize(("old", "new"), RIVAL_FIGURES)
def test_a_rival_figure_far_in_meaning_retires_nothing(old: str, new: str) -> None:
    assert quantity_change(new, old) is not None  # the reading alone would retire it
    assert far_public_figure(new, old, FAR)
    relation, why = classify_pair(new, old, FAR)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(("old", "new"), RIVAL_FIGURES)
def test_the_same_pair_close_in_meaning_is_left_to_the_amounts_reading(old: str, new: str) -> None:
    assert far_public_figure(new, old, CLOSE) is None
    assert far_public_figure(new, old, None) is None  # an unknown cosine gates nothing


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The user's own figures: the user has one rent, one membership fee.
        ("My gym membership is €30 a month.", "My gym membership costs €35 a month."),
        ("User's rent is $1,200 a month.", "User pays $1,350 a month in rent."),
        ("我的房租每月3000元。", "我房租每月3300元。"),
        # A word of change says the figure itself moved.
        (
            "The Arlo Theatre seats 900 people.",
            "After the refit, the Arlo Theatre now seats 1,050.",
        ),
        ("青石大桥的过桥费是5元。", "青石大桥过桥费调整为8元。"),
        # A clause-final 了 tells a new situation.
        ("云溪水库蓄水量1.2亿立方米。", "云溪水库蓄水量到1.5亿立方米了。"),
        ("青石书店有藏书8000册。", "青石书店藏书12000册了。"),
    ],
)
def test_own_figures_and_changed_figures_still_retire_far_in_meaning(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, FAR)
    assert relation in RETIRING, why


def test_a_public_figure_told_again_close_in_meaning_still_retires() -> None:
    old, new = "The Orlin museum has 300 paintings.", "The Orlin museum has 340 paintings."
    relation, why = classify_pair(new, old, CLOSE)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("text", "user"),
    [
        ("User's salary is $70,000.", True),
        ("I pay £900 a month for the flat.", True),
        ("我们家每月电费两百块。", True),
        ("本人体重62公斤。", True),
        ("The US population grew by 2 million.", False),
        ("Population of Kessel: 84,000.", False),
        ("该市常住人口为120万。", False),
    ],
)
def test_speaks_of_user(text: str, user: bool) -> None:
    assert speaks_of_user(text) is user


def test_a_clause_final_le_is_a_new_situation_but_another_le_is_not() -> None:
    old = "青石书店有藏书8000册。"
    assert far_public_figure("青石书店藏书12000册了。", old, FAR) is None
    assert far_public_figure("青石书店了解到藏书为12000册。", old, FAR)

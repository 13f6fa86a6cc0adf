"""Two statements that differ in two places are two facts (rules.two_facts): the alignment
readings (holders, amounts, a swapped value) must not retire the older one. Each example is
made up for this test; each "one fact" case is a change the readings must still see."""

from collections.abc import Callable

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.amounts import quantity_change
from app.providers.rules.holders import holder_change
from app.providers.rules.two_facts import second_difference
from app.providers.rules.values import swapped_value

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new", "other"),
    [
        # Another ticket, another metric, another trim: said in words.
        (
            "A monthly pass on the Fenwick tram costs £58.",
            "A single ride on the Fenwick tram costs £2.20.",
            "'monthly pass' / 'single ride'",
        ),
        (
            "Lakeside Bank's revenue was $4.1 billion.",
            "Lakeside Bank's profit was $0.9 billion.",
            "'revenue' / 'profit'",
        ),
        (
            "The Vela GT coupe starts at $52,000.",
            "The Vela GT convertible starts at $58,500.",
            None,
        ),
        # One word of a longer shared name: another entity of the same kind.
        (
            "The population of North Dakota is 780,000.",
            "The population of South Dakota is 910,000.",
            "'north' / 'south'",
        ),
        ("The Orla X5 costs $899.", "The Orla X7 costs $1,099.", "'x5' / 'x7'"),
        # Two names: another anchor and another value, even with a function word between.
        (
            "The mayor of Port Ellis is Jan Moor.",
            "The mayor of Port Avery is Lisa Kern.",
            "'ellis' / 'avery'",
        ),
        ("松江队的队长是王磊。", "金山队的队长是李想。", "'松江' / '金山'"),
    ],
)
def test_a_second_place_that_differs_is_another_fact(old: str, new: str, other: str | None) -> None:
    found = second_difference(old, new)
    assert found is not None
    assert other is None or found == other


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # One place: the value itself.
        ("The Fenwick tram's single fare is £2.20.", "The Fenwick tram's single fare is £2.40."),
        # Moved, not changed.
        ("Norland's currency is the krona.", "The euro is the currency of Norland."),
        # Another verb for the same predicate, and one Chinese character of one word.
        ("Harlow College was founded in 1890.", "Harlow College was established in 1892."),
        ("枫林中学成立于1956年。", "枫林中学创立于1958年。"),
        ("用户住在徐汇区，月租4500元。", "用户搬到静安区，月租5200元。"),
        # Numbers only (a range), and one holder with their figure.
        ("Tickets cost $20–$30 at Hale Hall.", "Tickets cost $25–$40 at Hale Hall."),
        (
            "Ava Lind holds the Ostrava 100 m record at 10.81 s.",
            "Mia Holt holds the Ostrava 100 m record at 10.74 s.",
        ),
        # A number on one side only: worded differently there, not aligned.
        ("The Pell X2 has a list price of €42,900.", "The Pell X2 now sells for €39,990 online."),
        # Two clauses: two facts told side by side.
        ("User rents a studio, €900 a month.", "User rents a loft, €1,100 a month."),
        # Words only one text adds are a detail.
        ("Dale Road Gym charges $40 a month.", "Dale Road Gym charges members $45 a month."),
    ],
)
def test_one_fact_told_twice_has_no_second_difference(old: str, new: str) -> None:
    assert second_difference(old, new) is None


@pytest.mark.parametrize(
    ("old", "new", "reading"),
    [
        (
            "A monthly pass on the Fenwick tram costs £58.",
            "A single ride on the Fenwick tram costs £2.20.",
            holder_change,
        ),
        ("The Orla X5 costs $899.", "The Orla X7 costs $1,099.", holder_change),
        (
            "Dale Road Gym charges $40 a month for adults.",
            "Dale Road Gym charges $25 a month for students.",
            quantity_change,
        ),
        (
            "The mayor of Port Ellis is Jan Moor.",
            "The mayor of Port Avery is Lisa Kern.",
            swapped_value,
        ),
    ],
)
def test_the_alignment_readings_leave_two_facts_alone(
    old: str, new: str, reading: Callable[[str, str], tuple[Relation, str] | None]
) -> None:
    assert reading(new, old) is None
    relation, why = classify_pair(new, old, 0.85)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Fenwick tram's single fare is £2.20.",
            "The Fenwick tram's single fare is now £2.40.",
        ),
        ("The mayor of Port Ellis is Jan Moor.", "The mayor of Port Ellis is Lisa Kern."),
        ("Orla X5 price: $899", "The Orla X5 now costs $849."),
        ("绿洲小区的物业费是每平米2.5元。", "绿洲小区的物业费涨到了每平米3元。"),
    ],
)
def test_one_value_changed_still_retires(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.85)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Each text dates its figure, to another year: the figures of two periods both stand.
        (
            "Brinley Port handled 3.2 million containers in 2021.",
            "Brinley Port handled 3.6 million containers in 2022.",
        ),
        (
            "The jobless rate in Fennick was 4.4% in 2018.",
            "The jobless rate in Fennick was 6.1% in 2020.",
        ),
        (
            "Orwell Foods made a profit of $31 million in 2021.",
            "Orwell Foods made a profit of $44 million in 2023.",
        ),
        # Chinese: each text opens with its own run before the shared words: another thing.
        ("鹤鸣银行约有2400名员工。", "松涛银行约有4100名员工。"),
        ("女子跳远全国纪录保持者是秦芳。", "男子跳远全国纪录保持者是魏东。"),
        ("滨江大道的限速是每小时50公里。", "环城高速的限速是每小时100公里。"),
    ],
)
def test_two_periods_or_two_things_are_two_facts(old: str, new: str) -> None:
    assert quantity_change(new, old) is None
    assert holder_change(new, old) is None
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


def test_a_dated_figure_beside_the_next_years_stands_whatever_the_verb() -> None:
    """The amount reading sees a change ("rose to"); the guard rules.dated_figures keeps the
    old figure, which was dated to its own year and never claimed to be current."""
    old = "Brinley Port handled 3.2 million containers a year in 2021."
    new = "Brinley Port's traffic rose to 3.6 million containers a year in 2022."
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A figure the new text says changed, and a demonstrative or the same run at the
        # start: still one fact with a new value. (A dated old figure with the next year's
        # beside it is two records, whatever verb of change: rules.dated_figures.)
        ("这座城市人口约300万。", "该市人口已增至350万。"),
        ("鹤鸣银行约有2400名员工。", "鹤鸣银行员工已增至约3000人。"),
        # The run a text opens with is the value of a superlative, not another thing.
        ("云梦湖是本省最大的湖泊。", "洞庭泽才是本省最大的湖泊。"),
    ],
)
def test_one_fact_with_a_new_value_still_retires(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why

"""The eleventh pass's widening of rules.endings: a hedge after the ending is a remark, not a
plan; more verbs of ending (stopped, dropped, died, wrapped up, 追完了, 砍掉了, 退出…了). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.endings import ended


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Goes to Tuesday salsa classes.", "Stopped the salsa classes, knees can't take it."),
        ("User is doing an evening pottery course.", "User dropped the pottery course in May."),
        ("User has a rabbit called Biscuit.", "We had to put Biscuit down last week."),
        ("User has a goldfish named Bubbles.", "Bubbles died on Sunday."),
        ("User is on the kitchen refit project.", "The kitchen refit project wrapped up in June."),
        ("用户在追《漫长的季节》", "《漫长的季节》追完了，下一部还没想好"),
        ("用户在做城西门店的装修项目", "城西门店那个项目砍掉了"),
        ("我弟在合唱团唱男低音", "我弟退出合唱团了，说要专心考研"),
        # A hedge after the ending is a remark on what is over, not a plan.
        ("User is learning the cello.", "User stopped learning the cello, might try again later."),
    ],
)
def test_an_ended_state_retires_the_old(old: str, new: str) -> None:
    assert ended(new, old) is not None
    relation, why = classify_pair(new, old, None)
    # "stopped", "dropped" and "died" are withdrawal cues of the topic readings too, which
    # come first and call it a contradiction: either way the old memory is retired.
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A hedge before or in the ending's clause: a plan.
        ("User is learning the cello.", "If work gets busier, the cello lessons are stopped."),
        ("用户在学大提琴", "要是太忙，大提琴课就停了"),
        # Stopped by, dropped off: a visit or an errand, not an end.
        ("User swims at the Elm Street pool.", "User stopped by the Elm Street pool."),
        ("User's kids go to Hillside Primary.", "User dropped the kids off at Hillside Primary."),
        # Put down as a note, not an animal put down.
        ("User volunteers at the food bank.", "User put Sam down as a food bank contact."),
        # A pause, a part, another person.
        ("Piano lessons every Monday.", "Piano lessons stopped for the holidays."),
        ("User is taking a pottery course.", "User dropped week two of the pottery course."),
        ("User is on lisinopril.", "My dad stopped taking lisinopril."),
        # What it was done on, not what ended.
        ("用户有一台Kindle。", "用户在Kindle上看完了《三体》。"),
        ("User has an old iPad.", "User finished the novel on the iPad."),
        # Negated.
        ("User is doing an evening pottery course.", "User hasn't dropped the pottery course."),
    ],
)
def test_no_end_of_that_state_is_read(old: str, new: str) -> None:
    # Only this reading: the topic readings' withdrawal cues ("stopped", "dropped") are
    # older and judged on their own.
    assert ended(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户在学大提琴", "要是太忙，大提琴课就停了"),
        ("User volunteers at the food bank.", "User put Sam down as a food bank contact."),
        ("用户有一台Kindle。", "用户在Kindle上看完了《三体》。"),
        ("User has an old iPad.", "User finished the novel on the iPad."),
    ],
)
def test_no_end_of_that_state_retires_nothing(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Rides a 2012 Vespa.", "Sold the Vespa last month, walking everywhere now."),
        ("Drives a Mazda 3.", "Got a Leaf; the Mazda went in part-exchange."),
        ("用户开一辆宝来。", "宝来卖给邻居了，现在坐地铁。"),
    ],
)
def test_a_thing_got_rid_of_retires_having_it(old: str, new: str) -> None:
    assert ended(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Sold out, a takeaway (外卖), a plan to sell, another person's.
        ("User goes to every Lumen gig.", "The Lumen gig sold out in an hour."),
        ("晚饭一般在食堂吃", "今天晚饭点了外卖了"),
        (
            "Rides a 2012 Vespa.",
            "User is thinking of selling the Vespa, might have sold it by May.",
        ),
        ("Rides a 2012 Vespa.", "My brother sold his Vespa."),
    ],
)
def test_nothing_got_rid_of_retires_nothing(old: str, new: str) -> None:
    assert ended(new, old) is None

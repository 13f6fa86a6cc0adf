"""Opposite states of one thing (rules.opposites). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.opposites import opposite_state


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The Halvers bakery is open today.", "The Halvers bakery is closed today."),
        (
            "The Dorn Street gallery was deserted on Saturday.",
            "The Dorn Street gallery was packed on Saturday.",
        ),
        ("The Quimby ferry arrived on time.", "The Quimby ferry arrived almost an hour late."),
        (
            "Ticket sales at the Orla cinema rose last month.",
            "Ticket sales at the Orla cinema fell last month.",
        ),
        (
            "The Pemberton Owls won the spring cup final.",
            "The Pemberton Owls lost the spring cup final.",
        ),
        (
            "The Ashgrove fair was cancelled because of the rain.",
            "The Ashgrove fair went ahead despite the rain.",
        ),
        ("The user is married.", "The user is single."),
        ("这家面馆今天照常营业。", "这家面馆今天关门了。"),
        ("去苏州的大巴今天准点发车。", "去苏州的大巴今天晚点了。"),
        ("灯会因为大风取消了。", "尽管刮着大风，灯会还是照常举行了。"),
    ],
)
def test_an_opposite_state_of_the_same_thing_retires_the_old(old: str, new: str) -> None:
    assert opposite_state(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation is Relation.CONTRADICTION, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Two occasions, two facts.
        ("The Halvers bakery is open on Saturdays.", "The Halvers bakery is closed on Sundays."),
        (
            "Ticket sales at the Orla cinema rose in 2019.",
            "Ticket sales at the Orla cinema fell in 2020.",
        ),
        # Another thing, or no shared subject.
        ("Our team won the quiz last week.", "The other team lost the quiz last week."),
        ("The bus was on time.", "The train was late."),
        ("User lost her keys at the gym.", "User won a raffle at the gym."),
        # The same side, a negated state, a plan or a question.
        ("The Halvers bakery is open today.", "The Halvers bakery is open until 9 today."),
        ("The Halvers bakery is not closed today.", "The Halvers bakery is closed today."),
        ("The Halvers bakery is open.", "The Halvers bakery might be closed next week."),
        ("The Halvers bakery is open.", "Is the Halvers bakery closed?"),
        # Not states: growing up, dropping out, losing weight.
        ("User grew up in Leeds.", "User fell in love in Leeds."),
        ("Marco won the club chess title.", "Marco lost weight before the club chess title."),
        ("My sister is single.", "The user is married."),
    ],
)
def test_no_opposite_without_one_thing_at_one_time(old: str, new: str) -> None:
    assert opposite_state(new, old) is None


def test_turns_of_two_speakers_retire_nothing() -> None:
    relation, why = classify_pair(
        "Ben: the bar was empty last night", "Ana: the bar was packed last night", 0.9
    )
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Harwick footbridge is under construction.",
            "The Harwick footbridge was completed in the spring.",
        ),
        ("临江美术馆正在闭馆改造。", "临江美术馆本周重新开放，首展为版画展。"),
        ("北湾污水处理厂在建。", "北湾污水处理厂已竣工，正式投用。"),
    ],
)
def test_being_built_then_finished_or_reopened_retires(old: str, new: str) -> None:
    assert opposite_state(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another thing of the same kind finished.
        (
            "The Harwick footbridge is under construction.",
            "The other footbridge over the Harwick was completed in the spring.",
        ),
        # A plan to finish it.
        (
            "The Harwick footbridge is under construction.",
            "The Harwick footbridge will be completed next year.",
        ),
    ],
)
def test_no_finish_of_the_thing_being_built(old: str, new: str) -> None:
    assert opposite_state(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The Lerwick regatta was postponed.", "The Lerwick regatta went ahead as scheduled."),
        (
            "The gala at the Orsino Theatre was sold out.",
            "Tickets for the gala were still available.",
        ),
        (
            "The Tuesday market stall sold out of pies.",
            "The stall still had plenty of pies at 3 pm.",
        ),
        ("夜市上人头攒动。", "夜市上冷冷清清，没几个人。"),
        ("孩子们看魔术表演时哈哈大笑。", "孩子们看魔术表演时哭成一片。"),
        ("受大风影响，周日的帆船赛宣布取消。", "周日的帆船赛顶着大风照常开赛。"),
        ("市博物馆每周二闭馆。", "市博物馆周二也照常开放。"),
    ],
)
def test_an_event_held_or_not_sold_out_or_not_retires(old: str, new: str) -> None:
    assert opposite_state(new, old) is not None
    assert classify_pair(new, old, 0.6)[0] in (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Put off to a day named, then held on it: the new plan.
        ("The match was postponed to Sunday.", "The match went ahead as planned on Sunday."),
        ("The launch was postponed.", "Was the launch held as planned?"),
        ("The concert was sold out.", "Tickets for the other concert are still available."),
        ("The concert was sold out.", "The concert was sold out and the band played for hours."),
        ("孩子们看木偶戏时哭成一片。", "孩子们看木偶戏时先哭成一片，后来又哈哈大笑。"),
    ],
)
def test_no_opposite_of_a_held_or_sold_out_event(old: str, new: str) -> None:
    assert opposite_state(new, old) is None

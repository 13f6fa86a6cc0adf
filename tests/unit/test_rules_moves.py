"""An occasion moved to another time (rules.moves). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.moves import moved


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Choir practice is Wednesday at 6.", "Choir practice got moved to Thursday."),
        ("User's ferry to Hydra leaves at 9:40.", "User rebooked the Hydra ferry for the 11:20."),
        ("The Harlow street fair is every June.", "The Harlow street fair has been moved to July."),
        ("Ines: pottery class is Monday at 6", "Ines: pushing pottery class to Tuesday"),
        ("用户周二下午三点看牙", "看牙的时间往后推到周四了"),
        ("用户订了5月3日去西安的火车", "去西安的火车改签到了5月4日"),
        ("阿明：咱们周六上午打球", "阿明：周六下雨，挪到周日吧"),
    ],
)
def test_a_moved_occasion_retires_the_old_time(old: str, new: str) -> None:
    assert moved(new, old) is not None
    # Two turns of a conversation are read for a move only when close in meaning; these
    # pairs' MiniLM cosines are 0.89-0.90.
    relation, why = classify_pair(new, old, 0.85)
    assert relation is Relation.UPDATE, why


def test_a_move_between_turns_far_apart_in_meaning_retires_nothing() -> None:
    # A long turn names someone the old turn names too; the move is of another occasion
    # (MiniLM cosine 0.65: below the conversation gate).
    old = "Ruth: I thought I'd have my 80th birthday there in March. Karen says she'll organize it."
    new = (
        "Ruth: About that: the party has moved to the 16th, because Karen's husband Dave has a"
        " work trip on the 9th. Same place, the Pickwick, 6pm."
    )
    relation, why = classify_pair(new, old, 0.65)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Moving house is not moving an occasion: a place follows "moved to".
        ("User visited Denver in March.", "User moved to Denver in June."),
        # Two occasions, no move said.
        ("Choir practice is Wednesday at 6.", "Choir concert is on Friday."),
        ("User's ferry leaves at 9:40.", "User's train leaves at 11:20."),
        # A move of something else, with nothing in common.
        ("Dentist on Tuesday at 3pm.", "Moved my haircut to Thursday."),
        # A suggestion, a plan or a question is not a move.
        ("Choir practice is Wednesday at 6.", "We might move choir practice to Thursday."),
        ("Choir practice is Wednesday at 6.", "Can we move choir practice to Thursday?"),
        ("用户周二下午三点看牙", "如果下雨，看牙就推到周四"),
        # Moved to the time it already had.
        ("Choir practice is Thursday at 6.", "Choir practice moved to Thursday."),
        # Another person's occasion.
        ("User's flight to Oslo is on the 8th.", "My sister's Oslo flight got moved to the 10th."),
    ],
)
def test_no_move_of_that_occasion_retires_nothing(old: str, new: str) -> None:
    assert moved(new, old) is None
    relation, why = classify_pair(new, old, None)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A day that recurs ("Tuesdays", "the first Monday") is a time too.
        ("Spin class: Tuesdays 6pm", "Spin class moved to Thursdays at 7pm."),
        ("User plays in a darts league on Mondays.", "The darts league moved to Friday nights."),
        (
            "Reading group meets the first Monday of the month.",
            "Reading group is moving to the third Wednesday of each month.",
        ),
        # A day with its hour is one time, not the day the old text already has.
        ("瑜伽课：每周四晚上七点", "瑜伽课挪到周四晚上八点了。"),
    ],
)
def test_a_recurring_day_moved_retires_the_old_time(old: str, new: str) -> None:
    assert moved(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Spin class: Tuesdays 6pm", "Spin class moved to Tuesdays 6pm."),
        ("瑜伽课：每周四晚上七点", "瑜伽课挪到周四晚上七点了。"),
        ("Spin class: Tuesdays 6pm", "We might move spin class to Thursdays."),
    ],
)
def test_a_recurring_day_not_moved_retires_nothing(old: str, new: str) -> None:
    assert moved(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A note's label read as a name is the occasion; a weekday as a calendar shortens it.
        ("Doctor: Mon 3 June, 09:15.", "Doctor moved to Wed 5 June, 14:00."),
        ("Piano: 7am on Saturdays.", "the piano lessons got moved to evenings"),
    ],
)
def test_a_noted_occasion_moved_retires_the_old_time(old: str, new: str) -> None:
    assert moved(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation == Relation.UPDATE, why


def test_a_person_named_like_no_label_is_not_moved() -> None:
    # Another person's appointment: the name is no label of the old note.
    assert moved("Priya moved to Thu 16 May.", "Dentist: Tue 14 May, 10:00.") is None

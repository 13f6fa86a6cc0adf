"""rules.times_retold (with the clock times of rules.clock_times): the clock time of one of the
user's standing things told again with another value. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.clock_times import same_time, told_times
from app.providers.rules.times_retold import date_retold, time_retold

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("Wake-up alarm: 6:15", 375),
        ("starts at 7 am", 420),
        ("ends at 5pm", 1020),
        ("at 19:40", 1180),
        ("around noon", 720),
        ("早上8点半", 510),
        ("下午三点一刻", 915),
        ("晚上十一点", 1380),
        ("七点二十分", 440),
    ],
)
def test_a_clock_time_is_read_in_any_notation(text: str, minutes: int) -> None:
    assert [t[0] for t in told_times(text)] == [minutes]


@pytest.mark.parametrize("text", ["好一点了", "run 52:10 for 10k", "lives at 3 Main St", "快一点"])
def test_what_is_no_clock_time(text: str) -> None:
    assert told_times(text) == ()


def test_one_time_in_two_notations_is_one_time() -> None:
    seven = [told_times(t)[0] for t in ("at 7:00", "7am", "七点", "早上七点")]
    assert all(same_time(a, b) for a in seven for b in seven)
    assert not same_time(told_times("7 am")[0], told_times("7 pm")[0])


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's alarm goes off at 5:30.", "The user's alarm: 6:10."),
        ("My gym session is at 6 pm daily.", "Gym session every day: 7:30 pm."),
        ("Weekly sync with the user's team is Tuesdays at 11.", "User's team sync: Tuesdays 2pm."),
        ("用户每天早上六点起床。", "用户起床时间是早上七点半。"),
        ("我的午睡从下午一点开始。", "我下午两点午睡。"),
    ],
)
def test_another_time_of_the_same_standing_thing_retires(old: str, new: str) -> None:
    assert time_retold(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The same time in another notation.
        ("User's alarm is set for 7:00.", "User's alarm goes off at 7am."),
        ("用户每天七点起床。", "用户每天早上7点起床。"),
        # A one-off: today, this week, 今晚.
        ("User's alarm is set for 6:00.", "User set the alarm for 4:30 today to catch a flight."),
        ("用户每天七点下班。", "用户今天九点才下班。"),
        # Another occasion: Monday's and Thursday's class, two dates.
        ("User's yoga class is Mondays at 6 pm.", "User's yoga class on Thursdays is at 8 pm."),
        ("My dentist visit on 3rd May is at 9am.", "My dentist visit on 10th May is at 4pm."),
        # A second one of the kind; a plan.
        ("User's alarm is at 6:00.", "User also has a second alarm at 6:20."),
        ("用户七点起床。", "用户打算以后六点起床。"),
        # A range; a race time.
        ("User works 9 am to 5 pm.", "User's shift starts at 10 am."),
        ("User's 10k time is 48:10.", "User ran the 10k in 46:30, a new PB."),
        # Two things that only start at their times.
        ("User's bus leaves at 8:05.", "User's ferry leaves at 8:50."),
        # Another person's time; nobody's (a shop's hours).
        ("User's alarm is at 6:00.", "User's daughter's alarm is at 7:15."),
        ("The bakery opens at 7am.", "The bakery opens at 8am."),
        # Two activities that share only the verb; a game with someone named is a plan, and
        # two such plans coexist, even of one sport on one day.
        (
            "User plays chess with Ines on Sundays at 10 am.",
            "User plays darts with Olu on Sundays at 6 pm.",
        ),
        (
            "User plays padel with Ines on Fridays at 8 am.",
            "User plays padel with Ines on Fridays at 6 pm.",
        ),
        (
            "User plays padel with Marcel on Fridays at 8 am.",
            "User plays squash with Marcel on Fridays at 6 pm.",
        ),
        # Appointments are occasions: two at other times are two appointments.
        (
            "User's optician appointment is on October 23 at 3:15 pm.",
            "User's optician appointment is on October 23 at 10 am.",
        ),
        ("用户约了周三下午三点理发。", "用户约了周三上午十点理发。"),
    ],
)
def test_near_misses_do_not_retire_by_a_time(old: str, new: str) -> None:
    assert time_retold(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户的驾照2027年到期。", "用户驾照的有效期到2031年。"),
        ("My visa is valid until 2025.", "My visa expires in March 2029."),
        ("用户论文的截止日期是4月30日。", "用户论文截止是5月15号。"),
    ],
)
def test_another_date_of_a_thing_with_one_date_retires(old: str, new: str) -> None:
    assert date_retold(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The same date told again; another person's; a second document.
        ("用户的护照2030年到期。", "用户护照有效期到2030年。"),
        ("User's passport expires in 2027.", "User's son's passport expires in 2029."),
        ("My passport expires in 2027.", "My second passport, the Irish one, expires in 2033."),
        # Two things with their own dates.
        ("User's visa expires in 2026.", "User's driving licence expires in 2031."),
    ],
)
def test_near_misses_do_not_retire_by_a_date(old: str, new: str) -> None:
    assert date_retold(new, old) is None

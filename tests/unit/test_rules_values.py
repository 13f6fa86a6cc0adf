"""The alignment readings with no lexicon (rules.values) and the amounts' measure check: each
positive is a shape of update that text nobody here wrote uses, each negative a trap of the
same shape (another occasion, another subject, a second value, a paraphrase with a negation)."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.amounts import quantity_change
from app.providers.rules.values import (
    denied,
    field_change,
    swapped_value,
    value_change,
    withdrawn_value,
)
from app.providers.rules.values_zh import swapped_number_zh

UP, CT = Relation.UPDATE, Relation.CONTRADICTION


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("Job title: Data Analyst II", "Job title: Senior Data Analyst", UP),
        ("Address: 14 Elm St, Apt 3B", "Address: 14 Elm St, Apt 5C (moved upstairs)", UP),
        ("饮食：素食", "饮食：生酮，以肉蛋为主", UP),
        ("Phone (user): Pixel 7a", "Phone (user): iPhone 15", UP),
        # The same value, reworded or detailed: nothing changed.
        ("Home: Rochester", "Home: Rochester, NY", None),
        # Another field's qualifier is another person; a field of many values adds one.
        ("Phone (user): Pixel 7a", "Phone (Ana, the user's sister): iPhone 15", None),
        ("Hobbies: chess", "Hobbies: climbing", None),
        ("Reminder: call the bank", "Reminder: renew the passport", None),
    ],
)
def test_the_same_field_of_a_note(old: str, new: str, expected: Relation | None) -> None:
    found = field_change(new, old)
    assert (found[0] if found else None) is expected, found


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("I live in Austin, TX.", "I live in Dallas, TX.", UP),
        ("I earn $90k–$100k a year.", "I earn $120k–$140k a year.", UP),
        # A degree or a direction is one value of the frame; a second allergen is a second fact.
        ("User is slightly allergic to soy.", "User is very allergic to soy.", UP),
        ("User is allergic to soy.", "User is allergic to peanuts.", None),
        (
            "The office is on the east side of the campus.",
            "The office is on the west side of the campus.",
            UP,
        ),
        (
            "The user's cousin Leo's car is a Volvo XC40.",
            "As of last month, the user's cousin Leo's car is a Honda Civic.",
            UP,
        ),
        (
            "Jules: driving test is on the 12th",
            "Jules: they rescheduled my driving test to the 19th",
            UP,
        ),
        # Another occasion: a date, a day or another guest is another lunch unless it moved.
        ("Lunch with Priya on Friday.", "Lunch with Omar on Friday.", None),
        (
            "User volunteers at the library on Thursdays with Jonas.",
            "User volunteers at the library on Fridays with Chloe.",
            None,
        ),
        ("Dentist on Tuesday at 7pm.", "Dentist on Tuesday at 9am.", None),
        # Two things changed at once describe another thing; a role is not a value.
        (
            "User's Spanish class is at 6pm on Tuesdays.",
            "User's French class is at 6pm on Thursdays.",
            None,
        ),
        ("Quorvane Systems' CFO is Lukas Weber.", "Quorvane Systems' CEO is Daniel Achebe.", None),
        # Frames that hold many values; another subject; history.
        ("User visited Lisbon.", "User visited Porto.", None),
        ("User's sister lives in Boston.", "User's brother lives in Boston.", None),
        (
            "Dr. Hale is the chief medical officer of St. Anne's Hospital.",
            "Dr. Hale was chief medical officer at Mercy General from 2010 to 2016.",
            None,
        ),
    ],
)
def test_the_same_statement_with_another_value(
    old: str, new: str, expected: Relation | None
) -> None:
    found = swapped_value(new, old)
    assert (found[0] if found else None) is expected, found


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            "User lives in Leeds.",
            "User has never lived in Leeds; she lives in Sheffield and commutes to Leeds.",
            CT,
        ),
        (
            "User is allergic to penicillin.",
            "User is not allergic to penicillin after all; the skin test was negative.",
            CT,
        ),
        (
            "User plays the cello.",
            "User doesn't play the cello; it's her daughter's.",
            CT,
        ),
        # A negation that does not say the old predicate again: a paraphrase or a restriction.
        (
            "The museum is free to visit on Sundays.",
            "On Sundays you don't have to pay to get in.",
            None,
        ),
        ("User lives in Leeds.", "User doesn't like Leeds much.", None),
        ("User drinks coffee every morning.", "User never drinks coffee after 2pm.", None),
        (
            "User likes classical.",
            "I don't really like jazz that much anymore, mostly classical.",
            None,
        ),
        ("User eats meat.", "User doesn't eat pork.", None),
    ],
)
def test_a_denial_of_what_the_old_memory_says(
    old: str, new: str, expected: Relation | None
) -> None:
    found = denied(new, old)
    assert (found[0] if found else None) is expected, found


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("Employer: Brightwave Analytics", "User no longer works at Brightwave.", UP),
        ("Relationship status: dating Priya", "User and Priya broke up in September.", UP),
        ("User works as a nurse at St. Anne's Hospital.", "User left St. Anne's last month.", UP),
        # A withdrawal of something else, or only planned.
        ("User works at Brightwave.", "User quit smoking.", None),
        ("User works at Brightwave.", "User is thinking about leaving Brightwave.", None),
        # "Left" with its timing is a departure.
        (
            "The ferry to Orkney was delayed two hours.",
            "The Orkney ferry left two hours late.",
            None,
        ),
        ("The Leeds train ran on time today.", "The Leeds train left on time.", None),
        ("User works at Brightwave.", "User left Brightwave early last year.", UP),
    ],
)
def test_the_old_value_withdrawn(old: str, new: str, expected: Relation | None) -> None:
    found = withdrawn_value(new, old)
    assert (found[0] if found else None) is expected, found


def test_value_change_says_why() -> None:
    found = value_change("I live in Dallas, TX.", "I live in Austin, TX.")
    assert found is not None
    assert "austin" in found[1]
    assert "dallas" in found[1]


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # Counts of different things are not two values of one.
        (
            "Linthwaite has a population of 52,930.",
            "Linthwaite covers an area of 31.4 square kilometres.",
            None,
        ),
        ("青川市常住人口约196万。", "青川市总面积为3,420平方公里。", None),
        # Two named things with an amount each, nothing said to change.
        ("Kessington FM broadcasts on 98.4 MHz.", "Harbour Radio broadcasts on 101.2 MHz.", None),
        # One word naming which thing, between the same words: two records. A word saying
        # which of a series ("current", "new") names no other thing.
        (
            "The longest continuous piano performance on record lasted 111 hours.",
            "The longest continuous drumming performance on record lasted 122 hours.",
            None,
        ),
        (
            "The longest continuous piano performance on record lasted 111 hours.",
            "The longest continuous piano performance on record now lasted 122 hours.",
            UP,
        ),
        ("My current rent is $1,450.", "My new rent is $1,600.", UP),
        # What it counts may be said one way or another.
        ("User works on a team of 9.", "User's team has 5 people.", UP),
        (
            "User works 3 days a week from the office.",
            "User works 4 days a week from the office.",
            UP,
        ),
        (
            "The Estovian record in the men's 400 metres is 45.12 s, held by Piet Alder.",
            "Marco Vessel set a new Estovian record of 44.87 s in the men's 400 metres.",
            UP,
        ),
    ],
)
def test_an_amount_counts_the_same_thing(old: str, new: str, expected: Relation | None) -> None:
    found = quantity_change(new, old)
    assert (found[0] if found else None) is expected, found


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Two people who share a name, or two named relatives: not one person's change.
        (
            "The birthday of the user's grandmother Aisha is on May 8.",
            "The birthday of the user's father Aisha is on June 26.",
        ),
        (
            "The birthday of the user's niece Sam is on February 9.",
            "The birthday of the user's niece Lukas is on February 26.",
        ),
    ],
)
def test_two_people_are_not_one(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.9)
    assert relation not in (UP, CT), why


def test_one_person_with_two_birthdays_is_a_correction() -> None:
    relation, _ = classify_pair(
        "The birthday of the user's nephew Chloe is on July 3.",
        "The birthday of the user's nephew Chloe is on November 1.",
        0.9,
    )
    assert relation in (UP, CT)


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("妈妈的生日是4月9日。", "妈妈的生日是4月19日。", UP),
        ("临海大学创建于1887年。", "临海大学创建于1902年。", UP),
        # Two years a character alignment cuts into several edits.
        ("金沙大桥于1987年建成通车。", "金沙大桥于1979年建成通车。", UP),
        ("临海大学在全国高校排名中位列第41。", "临海大学在全国高校排名中位列第33。", UP),
        # A time of day is an appointment; a date not after a copula is when a trip happens.
        ("用户周二下午3点看牙医", "用户周二下午5点看牙医", None),
        ("用户4月9日去北京", "用户4月19日去北京", None),
        # A plan or a question changes nothing; another word besides the number is another frame.
        ("用户的目标是年薪30万", "用户打算年薪是50万", None),
        ("妈妈的生日是4月9日。", "爸爸的生日是4月19日。", None),
    ],
)
def test_the_same_chinese_statement_with_another_number(
    old: str, new: str, expected: Relation | None
) -> None:
    found = swapped_number_zh(new, old)
    assert (found[0] if found else None) is expected, found


@pytest.mark.parametrize(
    ("old", "new", "retires"),
    [
        # The region after a comma says where the place is: one place, not two.
        ("I live in Austin, TX.", "I live in El Paso, TX.", True),
        ("User lives in Salem, Oregon.", "User moved to Eugene, Oregon.", True),
        ("I live in Austin, TX.", "I live in Austin, TX, near the lake.", False),
        # Two places named are still two.
        ("User lives in Salem and Eugene.", "User lives in Eugene.", False),
    ],
)
def test_a_region_after_a_place_qualifies_it(old: str, new: str, retires: bool) -> None:
    relation, why = classify_pair(new, old, 0.8)
    assert (relation in (Relation.UPDATE, Relation.CONTRADICTION)) is retires, why


_JAZZ = "User listens to jazz while cooking with "
_CHESS = "User plays chess on the porch with "


@pytest.mark.parametrize(
    ("old", "new", "retires"),
    [
        # A name right after a relative's word says who the fact is about: two sisters.
        ("User's sister Amara lives in Denver.", "User's sister Chloe lives in Denver.", False),
        ("My cousin Leo works at Initech.", "My cousin Ravi works at Initech.", False),
        # The same person's value still changes.
        ("User's sister Chloe lives in Denver.", "User's sister Chloe lives in Seoul.", True),
        # A relation held with one person at a time: the name beside it is its holder.
        ("User's manager Tom signs timesheets.", "User's manager Ana signs timesheets.", True),
        # Company: one does things with several people.
        (_JAZZ + "Mei.", _JAZZ + "Raj.", False),
        (_CHESS + "Dr. Okafor.", _CHESS + "Ms. Lind.", False),
        # Unless the new text says the company changed.
        ("User walks to work with Mei.", "User now walks to work with Raj.", True),
    ],
)
def test_a_person_named_beside_the_fact_is_not_its_value(old: str, new: str, retires: bool) -> None:
    found = swapped_value(new, old)
    assert (found is not None) is retires, found


_TEA = "User drinks 3 cups of green tea every "


@pytest.mark.parametrize(
    ("old", "new", "retires"),
    [
        # A habit on another weekday is a second habit.
        (_TEA + "Monday morning.", _TEA + "Saturday morning.", False),
        ("User swims every Tuesday.", "User swims every Thursday.", False),
        # Moved, it is the same habit on another day.
        ("User swims every Tuesday.", "User swims every Thursday now.", True),
        # Its amount, or its hour, swapped is a change.
        (_TEA + "Monday morning.", "User drinks 5 cups of green tea every Monday morning.", True),
        ("User is normally in bed by 10:30 pm.", "User is normally in bed by 12:30 am.", True),
    ],
)
def test_a_habit_on_another_weekday_is_a_second_habit(old: str, new: str, retires: bool) -> None:
    relation, why = classify_pair(new, old, 0.95)
    assert (relation in (UP, CT)) is retires, why

"""An ongoing state of the old text ended (rules.endings). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.endings import ended


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The user takes metformin every morning.", "User came off metformin last month."),
        ("User is paying back a student loan.", "User paid off the student loan in June."),
        ("The 14 tram stops outside the user's office.", "The 14 tram was discontinued."),
        ("User has a cabin in Tahoe booked for March.", "User called off the Tahoe cabin trip."),
        ("User is in a walking boot after the sprain.", "The walking boot is off."),
        ("User is reading Bleak House.", "User finished Bleak House last night."),
        ("用户在玩《星露谷》", "用户已经退坑星露谷了"),
        ("用户在腾讯做后端", "用户上个月从腾讯离职了"),
        ("用户每月还车贷", "车贷已经还清了"),
    ],
)
def test_an_ended_state_retires_the_old(old: str, new: str) -> None:
    assert ended(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A part of it ended, not the whole.
        ("User is taking a pottery course.", "User finished week two of the pottery course."),
        # A pause or a habit, not an end.
        ("User swims at the Elm Street pool.", "The Elm Street pool is closed for repairs."),
        ("User cycles the coast road.", "The coast road is often closed in winter."),
        ("用户在楼下健身房锻炼", "楼下健身房今天暂停营业"),
        # Not an ending: negated, planned, asked, or another person's.
        ("User takes the 14 tram to work.", "The 14 tram was not discontinued after all."),
        ("User works at Kestrel Labs.", "User might quit Kestrel Labs."),
        ("User works at Kestrel Labs.", "Did the user quit Kestrel Labs?"),
        ("User is on lisinopril.", "My dad came off lisinopril."),
        # Nothing in common with what ended.
        ("User is on lisinopril.", "User paid off the car loan."),
        # The old text is history already.
        ("User used to take the 14 tram.", "The 14 tram was discontinued."),
    ],
)
def test_no_end_of_that_state_retires_nothing(old: str, new: str) -> None:
    assert ended(new, old) is None
    relation, why = classify_pair(new, old, None)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The ferry fee for bicycles is €2.", "The ferry fee for bicycles was abolished in May."),
        ("停车费每小时5元。", "停车费已取消。"),
    ],
)
def test_an_abolished_charge_retires_the_old(old: str, new: str) -> None:
    assert ended(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another charge abolished.
        ("The ferry fee for bicycles is €2.", "The airport departure tax was abolished."),
        # Not done: a plan, a negation.
        ("The ferry fee for bicycles is €2.", "The council plans to have the bike fee abolished."),
        ("停车费每小时5元。", "停车费没有被取消。"),
    ],
)
def test_no_abolished_charge_retires_nothing(old: str, new: str) -> None:
    assert ended(new, old) is None

"""A club's home ground moved (rules.home_grounds). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.home_grounds import home_moved

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Kestrel Town play their home games at Ferry Road.",
            "Kestrel Town now play home matches at the new Quayside Stadium.",
        ),
        (
            "Brantley United plays its home matches at Oak Park.",
            "Brantley United has moved its home matches to the rebuilt Vale Arena.",
        ),
        (
            "Corran Athletic play at Hill Lane Stadium.",
            "Corran Athletic played their first match at Dock Arena after 60 years at Hill Lane.",
        ),
        ("云川队主场设在云川体育馆。", "云川队主场已迁至新落成的湖畔体育中心。"),
        ("云川FC主场：北山体育场。", "云川FC已迁入新建的江湾体育场作为主场。"),
    ],
)
def test_a_moved_home_ground_retires(old: str, new: str) -> None:
    assert home_moved(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A plan or a stopgap: the old ground is still the home.
        (
            "Kestrel Town play their home games at Ferry Road.",
            "Kestrel Town will move their home matches to the new Quayside Stadium in 2027.",
        ),
        (
            "Kestrel Town play their home games at Ferry Road.",
            "Kestrel Town moved temporarily to Quayside Stadium while Ferry Road is rebuilt.",
        ),
        ("云川队主场设在云川体育馆。", "云川队主场将迁至湖畔体育中心。"),
        # Another club moved.
        (
            "Kestrel Town play their home games at Ferry Road.",
            "Marlow Rovers have moved their home matches to Quayside Stadium.",
        ),
        # A move into a league, not a ground.
        ("Kestrel Town play home games at Ferry Road.", "Kestrel Town moved up to League One."),
        # The same ground again.
        ("云川队主场设在云川体育馆。", "云川队主场迁至云川体育馆。"),
    ],
)
def test_no_move_is_left(old: str, new: str) -> None:
    assert home_moved(new, old) is None

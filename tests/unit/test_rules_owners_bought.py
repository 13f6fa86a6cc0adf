"""A thing's owner changed hands (rules.owners_bought). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.owners_bought import owner_bought_out

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Tarrow Co is owned by its founders.",
            "Belcourt Group acquired Tarrow Co last year.",
        ),
        ("Fenwick Radio's parent company is Osprey Media.", "Fenwick Radio was bought by Lumen."),
        (
            "The Corby Hawks are owned by the Wade family.",
            "The Corby Hawks were bought from the Wade family by Hollis Capital.",
        ),
        ("Current owner of Easton Rovers: Mara Quill.", "Easton Rovers was sold to a fans' trust."),
        ("《云川晚报》归云川报业集团所有。", "东岚传媒从云川报业集团手中收购了《云川晚报》。"),
    ],
)
def test_a_thing_bought_retires_its_owner(old: str, new: str) -> None:
    assert owner_bought_out(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The same owner's history.
        (
            "Tarrow Co is owned by Belcourt Group.",
            "Belcourt Group acquired Tarrow Co in 2015.",
        ),
        # A deal not done.
        ("Tarrow Co is owned by its founders.", "Belcourt Group agreed to buy Tarrow Co."),
        ("Tarrow Co is owned by its founders.", "Belcourt Group plans to acquire Tarrow Co."),
        # A stake is not the whole.
        (
            "Tarrow Co is owned by its founders.",
            "Belcourt Group acquired a 20% stake in Tarrow Co.",
        ),
        # The thing bought something else.
        (
            "Tarrow Co is owned by its founders.",
            "Tarrow Co acquired a small bakery in Leeds.",
        ),
        ("《云川晚报》归云川报业集团所有。", "东岚传媒拟收购《云川晚报》。"),
    ],
)
def test_no_change_of_owner_is_left(old: str, new: str) -> None:
    assert owner_bought_out(new, old) is None

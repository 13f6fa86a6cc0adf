"""The old value called former by the new text, which names another (rules.formerly). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.formerly import former_value

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Ruth Okafor is a winger for Bramley Town.",
            "Ruth Okafor, formerly of Bramley Town, has joined Eastcote Albion.",
        ),
        (
            "The painter Ivo Lenk lives in Hartwell.",
            "Ivo Lenk (painter). Home: Dunmere, previously Hartwell.",
        ),
        ("后卫韩立效力于青川FC。", "原青川FC后卫韩立加盟东港队。"),
    ],
)
def test_the_old_value_called_former_retires(old: str, new: str) -> None:
    assert former_value(new, old) is not None
    assert classify_pair(new, old, 0.8)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another holder formerly of the old value, or an old text that already calls it past.
        (
            "The conductor of the Lisle Orchestra is Paul Dray.",
            "Mia Sato, formerly of the Lisle Orchestra, now leads the Corran Philharmonic.",
        ),
        (
            "Ruth Okafor used to play for Bramley Town.",
            "Ruth Okafor, formerly of Bramley Town, has joined Eastcote Albion.",
        ),
        ("后卫韩立效力于青川FC。", "原青川FC后卫韩立今天过生日。"),
    ],
)
def test_another_holder_or_no_new_value_is_left(old: str, new: str) -> None:
    assert former_value(new, old) is None

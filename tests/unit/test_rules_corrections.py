"""A correction that opens by naming the old value ("Not Family: the user pays for Spotify
Premium", rules.replacements), and is not read as a chat turn by a speaker named "Not
Family" (rules.dialogue). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.dialogue import split_speaker
from app.providers.rules.replacements import replaced


def test_not_x_is_not_a_speaker() -> None:
    assert split_speaker("Not Basic: the user pays for Netflix Premium.")[0] is None
    assert split_speaker("Nora: not sure yet, maybe Friday")[0] == "Nora"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's Netflix plan is Basic.", "Not Basic: the user pays for Netflix Premium."),
        ("User's gym is Iron Works.", "Not Iron Works: the user trains at Peak Fitness gym."),
    ],
)
def test_a_correction_naming_the_old_value_contradicts_it(old: str, new: str) -> None:
    assert replaced(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation is Relation.CONTRADICTION, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The named value is not what the old memory states.
        ("User's Netflix plan is Basic.", "Not Standard: the user pays for Netflix Premium."),
        # Nothing of the old statement after it: not its correction.
        ("User's Netflix plan is Basic.", "Not Basic: Premium."),
        # The correction names the old value again: no change said.
        ("User's Netflix plan is Basic.", "Not Basic: the user's Netflix plan is Basic with ads."),
    ],
)
def test_no_correction_of_the_old_value_retires_nothing_here(old: str, new: str) -> None:
    assert replaced(new, old) is None


def test_a_role_label_is_not_a_speaker() -> None:
    assert split_speaker("Manager: Grace Liu.")[0] is None
    assert split_speaker("Employer: Halcyon Freight")[0] is None
    assert split_speaker("车：特斯拉Model 3")[0] is None

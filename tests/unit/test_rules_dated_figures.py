"""Two figures each dated to a year of its own are two records (rules.dated_figures). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.dated_figures import dated_year, figures_of_two_years


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "As of 2021, Marrow Point had 12,400 residents.",
            "Marrow Point counted 13,100 residents in 2023.",
        ),
        (
            "In 2021 Quillby's jobless rate was 7.2%.",
            "Quillby's jobless rate fell to 6.4% in 2022.",
        ),
        ("2021年，青禾县城镇调查失业率为5.8%。", "2022年青禾县城镇调查失业率降至5.3%。"),
    ],
)
def test_figures_of_two_years_both_stand(old: str, new: str) -> None:
    assert figures_of_two_years(new, old) is not None
    relation, why = classify_pair(new, old, 0.9)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The old figure has no year: it claimed to be current.
        ("Marrow Point has 12,400 residents.", "Marrow Point counted 13,100 residents in 2023."),
        # One year: two answers for it conflict.
        ("In 2022 Quillby's jobless rate was 7.2%.", "Quillby's jobless rate was 6.4% in 2022."),
        # A year a value began is not a dating of a figure.
        ("2021年起青禾县最低工资为每月1900元。", "2023年起青禾县最低工资为每月2100元。"),
    ],
)
def test_other_shapes_are_left_to_the_readings(old: str, new: str) -> None:
    assert figures_of_two_years(new, old) is None


def test_dated_year_needs_one_dated_year() -> None:
    assert dated_year("As of 2022, the fleet had 40 buses.") == "2022"
    assert dated_year("The fleet grew from 40 buses in 2020 to 52 in 2024.") is None
    assert dated_year("The fleet has 40 buses.") is None

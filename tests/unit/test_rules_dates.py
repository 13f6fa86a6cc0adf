"""One calendar date however it is written (rules.dates), and the calibrated reading's numbers
read through it. Each example is made up for this test."""

import pytest

from app.providers.rules.calibrated import features
from app.providers.rules.dates import canonical_dates


@pytest.mark.parametrize(
    "written",
    [
        "on 9 March 2024",
        "on 9th of March, 2024",
        "on March 9, 2024",
        "on Mar. 9 2024",
        "on 2024-03-09",
        "on 2024/3/9",
        "于2024年3月9日",
    ],
)
def test_a_full_date_is_one_number(written: str) -> None:
    assert "20240309" in canonical_dates(written)


@pytest.mark.parametrize(
    "text",
    ["in May 2024", "on 9 March", "on 2024-13-40", "in office since 2024", "May arrives soon"],
)
def test_no_full_date_is_left_alone(text: str) -> None:
    assert canonical_dates(text) == text


def test_a_date_restated_in_another_format_is_no_new_number() -> None:
    old = "Ilse Varga became chair of the Orbury Trust on 9 March 2024."
    new = "Chair of the Orbury Trust: Ilse Varga (since 2024-03-09)."
    assert features(new, old, 0.9)["swap_numbers"] == 0.0
    other = "Chair of the Orbury Trust: Ilse Varga (since 2024-03-19)."
    assert features(other, old, 0.9)["swap_numbers"] == 1.0

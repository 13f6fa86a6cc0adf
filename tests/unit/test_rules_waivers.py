"""A requirement waived for something else leaves the old requirement standing
(rules.waivers). Each example is made up for this test."""

import pytest

from app.providers.rules.waivers import waives_another_thing


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("参赛者须提交一份健康证明。", "参赛时不必穿校服。"),
        (
            "Applicants must include a recent passport photo.",
            "Applicants do not need to send a reference letter.",
        ),
    ],
)
def test_a_waiver_of_another_thing_is_read(old: str, new: str) -> None:
    assert waives_another_thing(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The waiver names what the old text requires.
        ("参赛者须提交一份健康证明。", "参赛时不必提交健康证明。"),
        (
            "Applicants must include a recent passport photo.",
            "Applicants do not need to include a photo.",
        ),
        # The old text requires nothing.
        ("Applicants sent a passport photo.", "Applicants do not need to send a reference letter."),
        # A change told beside the waiver.
        (
            "Applicants must include a recent passport photo.",
            "Applicants no longer need to send a reference letter.",
        ),
    ],
)
def test_other_shapes_are_not_read(old: str, new: str) -> None:
    assert waives_another_thing(new, old) is None

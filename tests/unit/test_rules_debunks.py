"""A report withdrawn or debunked (rules.debunks). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.debunks import report_refuted

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Courier reported that winger Lev Ostrow has signed for Hallam United.",
            "The Courier has withdrawn its report that Lev Ostrow signed for Hallam United.",
        ),
        (
            "《清河日报》报道称，后卫林朔已签约东港队。",
            "《清河日报》已撤回关于林朔签约东港队的报道。",
        ),
    ],
)
def test_a_report_taken_back_retires(old: str, new: str) -> None:
    assert report_refuted(new, old) is not None
    assert classify_pair(new, old, 0.9)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Not a report on the old side; another report; a rumour against a rumour.
        (
            "Lev Ostrow has signed for Hallam United.",
            "The Courier has withdrawn its report that Lev Ostrow signed for Hallam United.",
        ),
        (
            "The Courier reported that winger Lev Ostrow has signed for Hallam United.",
            "The Courier retracted a story about the mayor's expenses.",
        ),
        (
            "The Courier reported that winger Lev Ostrow has signed for Hallam United.",
            "Reports say the Courier retracted that Lev Ostrow signed for Hallam United.",
        ),
    ],
)
def test_no_report_or_another_one_is_left(old: str, new: str) -> None:
    assert report_refuted(new, old) is None

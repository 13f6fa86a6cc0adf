"""A state told of a past year (rules.dated_past). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.dated_past import told_of_a_past_year


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The coach of the Pelton Otters is Mara Quinn.",
            "Ivo Brandt coached the Pelton Otters in 2017.",
        ),
        (
            "The chair of the Dunmore Trust is Ana Ruiz.",
            "Q: Who chaired the Dunmore Trust in 2015? A: Piet Vos.",
        ),
        (
            "The chair of the Dunmore Trust is Ana Ruiz.",
            "Piet Vos was the chair of the Dunmore Trust in 2015.",
        ),
        # A year naming one event or season, not "in 2015".
        (
            "Q: Who coaches the Harlow Kestrels? A: Rhys Bedford.",
            "Q: Who coached the Harlow Kestrels to their 2003 cup win? A: Len Ashby.",
        ),
        ("问：临江雄鹰主教练是谁？答：秦锋。", "问：临江雄鹰2005年升级时的主教练是谁？答：杜衡。"),
    ],
)
def test_a_state_of_a_past_year_keeps_the_current_value(old: str, new: str) -> None:
    assert told_of_a_past_year(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A change dated to a year tells when the current value began.
        (
            "The chair of the Dunmore Trust is Ana Ruiz.",
            "Piet Vos was appointed chair of the Dunmore Trust in 2024.",
        ),
        # An event dated, not a lasting state.
        ("The Dunmore Trust was founded in 1890.", "The Dunmore Trust was founded in 1893."),
        # The old text is of the same year.
        (
            "In 2015 the Dunmore Trust was chaired by Ana Ruiz.",
            "Piet Vos chaired the Dunmore Trust in 2015.",
        ),
    ],
)
def test_the_guard_steps_aside(old: str, new: str) -> None:
    assert told_of_a_past_year(new, old) is None

"""A piece of work handed over (rules.handovers). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.handovers import handed_over

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is leading the onboarding revamp.", "Passed the onboarding revamp over to Dev."),
        ("用户负责支付对账。", "支付对账交给了小周，用户去做风控了。"),
        ("用户的同事老陈负责年会筹备。", "年会筹备改由行政部牵头了。"),
    ],
)
def test_work_handed_over_retires_the_lead(old: str, new: str) -> None:
    assert handed_over(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is leading the onboarding revamp.", "Will hand the onboarding revamp over to Dev."),
        ("User is leading the onboarding revamp.", "Handed the laptop over to IT for repair."),
        ("用户负责支付对账。", "打算把支付对账交给小周。"),
        ("User likes the onboarding revamp.", "Passed the onboarding revamp over to Dev."),
    ],
)
def test_plans_other_things_and_no_lead_are_left_alone(old: str, new: str) -> None:
    assert handed_over(new, old) is None

"""A possessed attribute told with a copula is a field of a note (rules.said_fields):
"User's seat preference is the aisle" / "… is the window", 用户的工号是A17 / 用户的工号是B42.
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.said_fields import said_field, said_field_change

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's job title is Staff Accountant.", "User's job title is Head of Finance."),
        ("User's locker code is blue seven.", "User's locker code is green two."),
        ("Rosa's office is on the third floor.", "Rosa's office is on the ninth floor now."),
        ("用户的职位是销售专员。", "用户的职位是区域经理。"),
        ("用户的男朋友叫阿杰。", "用户现在的男朋友叫小武。"),
        ("我的邮箱是mei@example.cn。", "我的邮箱是mei.lin@example.org。"),
    ],
)
def test_one_attribute_with_another_value_retires_the_old(old: str, new: str) -> None:
    assert said_field_change(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A relative one may have several of: two people.
        ("User's cousin is Marta.", "User's cousin is Ilse."),
        ("用户的姐姐叫小红。", "用户的姐姐叫小兰。"),
        # Another owner's attribute.
        ("User's job title is Staff Accountant.", "Rosa's job title is Head of Finance."),
        # What "is" joins differs: a state beside the thing.
        ("Dad's bike is in the shed.", "Dad's bike is a red Bianchi."),
        # An occasion: another time is another one unless moved.
        ("User's train is at 7 am.", "User's train is at 9 am."),
        # A field that holds several values, a negation, a plan.
        ("User's hobby is knitting.", "User's hobby is bouldering."),
        ("User's job title is Staff Accountant.", "User's job title is not Head of Finance."),
        ("User's job title is Staff Accountant.", "User's job title will be Head of Finance."),
        # The same value said more fully.
        ("User's job title is Accountant.", "User's job title is Staff Accountant."),
    ],
)
def test_another_person_thing_or_occasion_keeps_the_old(old: str, new: str) -> None:
    assert said_field_change(new, old) is None


def test_the_owner_is_part_of_the_field() -> None:
    assert said_field("User's phone is a Pixel 7.") == ("self", "phon", "a Pixel 7")
    assert said_field("Kevin's phone is a Pixel 7.") == ("kevin", "phon", "a Pixel 7")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is engaged to Marcus.", "User and Marcus broke off the engagement."),
        ("User is engaged to Lin.", "User and Lin called off the wedding."),
    ],
)
def test_an_engagement_broken_off_retires_it(old: str, new: str) -> None:
    """rules.values.withdrawn_value: "broke off" / "called off" next to the old value."""
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why

"""A new email address or phone number replaces the old one (rules.contacts). Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.contacts import new_contact


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's email is sam.lee@yahoo.com", "Use samlee@fastmail.com from now on please."),
        ("Phone: 07911 123456", "New mobile number is 07911 654321."),
        ("手机号：186 1111 2222", "换号了，新号码是187 3333 4444。"),
    ],
)
def test_a_new_address_replaces_the_old(old: str, new: str) -> None:
    assert new_contact(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another address beside the old one.
        ("User's email is sam.lee@yahoo.com", "User also has a work address, s.lee@acme.com."),
        ("手机号：186 1111 2222", "备用号码是187 3333 4444。"),
        # Someone else's.
        ("Phone: 07911 123456", "My wife's new number is 07911 654321."),
        # No word of a change.
        ("User's email is sam.lee@yahoo.com", "Sent the form to admin@school.org."),
        # The same address.
        ("Phone: 07911 123456", "New phone, same number: 07911 123456."),
    ],
)
def test_no_new_address_of_the_user_retires_nothing(old: str, new: str) -> None:
    assert new_contact(new, old) is None

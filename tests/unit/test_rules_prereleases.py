"""A pre-release beside a release (rules.prereleases). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.prereleases import only_a_prerelease

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The current stable version of Tallow is 2.3.", "Tallow 2.4 beta is out for testers."),
        ("Nimbus editor's latest release is 7.0.", "Nimbus 7.1 release candidate published today."),
        ("青石数据库最新正式版为3.2。", "青石数据库3.3测试版开放下载。"),
    ],
)
def test_a_prerelease_keeps_the_release(old: str, new: str) -> None:
    assert only_a_prerelease(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The current stable version of Tallow is 2.3.", "Tallow 2.4 is now stable."),
        ("Tallow 2.4 beta is out for testers.", "Tallow 2.5 beta is out for testers."),
        ("The current stable version of Tallow is 2.3.", "Tallow 2.4 was released today."),
    ],
)
def test_a_release_is_left_to_the_readings(old: str, new: str) -> None:
    assert only_a_prerelease(new, old) is None

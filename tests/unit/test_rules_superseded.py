"""A version named as the one superseded (rules.superseded). Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.superseded import version_superseded


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The latest stable release of the Fernwood editor is 2.7.",
            "Fernwood 2.8 shipped on Monday as the stable release, superseding 2.7.",
        ),
        ("霜叶浏览器的稳定版是3.1.2。", "霜叶浏览器3.2.0正式发布，取代3.1.2成为稳定版。"),
    ],
)
def test_a_superseded_version_updates(old: str, new: str) -> None:
    assert version_superseded(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The old text holds another version.
        (
            "The latest stable release of the Fernwood editor is 2.6.",
            "Fernwood 2.8 shipped as the stable release, superseding 2.7.",
        ),
        # A plan or a preview.
        (
            "The latest stable release of the Fernwood editor is 2.7.",
            "Fernwood 2.8 will supersede 2.7 next month.",
        ),
        (
            "The latest stable release of the Fernwood editor is 2.7.",
            "A Fernwood 2.8 beta replacing 2.7 is out for testers.",
        ),
    ],
)
def test_no_version_superseded(old: str, new: str) -> None:
    assert version_superseded(new, old) is None

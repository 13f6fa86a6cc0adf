"""A later version released (rules.latest_versions). Each example is made up for this test."""

import pytest

from app.providers.rules.latest_versions import later_version

_OLD = "The latest stable release of the Ferrow editor is 2.6."


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (_OLD, "Ferrow 2.7 was released as the new stable version on 3 May."),
        ("Latest version of the Ostra browser? 96.", "Ostra browser: current version 98."),
        ("青松数据库的最新稳定版是5.1。", "青松数据库5.2于上周发布，成为最新稳定版。"),
    ],
)
def test_a_higher_version_released_updates_the_latest(old: str, new: str) -> None:
    assert later_version(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A beta, a plan.
        (_OLD, "Ferrow 3.0 beta was released for testing."),
        (_OLD, "Ferrow 2.7 will be released next month."),
        # A lower number: another branch.
        (_OLD, "Ferrow 2.4.9 was released as a security fix for the old branch."),
        # The old version still named as current.
        ("青松数据库的最新稳定版是5.1。", "青松数据库6.0开放公测，正式版仍是5.1。"),
        # Another product.
        (_OLD, "Harlen 3.1 was released as the new stable version."),
    ],
)
def test_no_later_version_keeps_the_latest(old: str, new: str) -> None:
    assert later_version(new, old) is None

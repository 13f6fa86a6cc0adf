"""The next step of one couple (rules.couples). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.couples import next_step

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Skater Ottilie Brenn is engaged to drummer Kasimir Wolde.",
            "Ottilie Brenn and Kasimir Wolde married in Tallinn last month.",
        ),
        (
            "Chef Ramona Quist is married to Anselm Tervo.",
            "Ramona Quist and Anselm Tervo have divorced after nine years.",
        ),
        ("苏蔓与顾言订婚了。", "苏蔓与顾言在杭州举行了婚礼。"),
    ],
)
def test_a_later_step_of_the_same_couple_retires_the_old(old: str, new: str) -> None:
    assert next_step(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # One of the two is not named again: maybe another couple.
        (
            "Ottilie Brenn is engaged to Kasimir Wolde.",
            "Ottilie Brenn's sister Greta married Jonas Ahl in May.",
        ),
        # The same step, an earlier step, a plan, or history.
        (
            "Ramona Quist is married to Anselm Tervo.",
            "Ramona Quist's husband Anselm Tervo cooks too.",
        ),
        (
            "Ramona Quist is married to Anselm Tervo.",
            "Ramona Quist and Anselm Tervo were engaged in 2015.",
        ),
        (
            "Ottilie Brenn is engaged to Kasimir Wolde.",
            "Ottilie Brenn and Kasimir Wolde plan to marry in June.",
        ),
    ],
)
def test_no_next_step(old: str, new: str) -> None:
    assert next_step(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Sculptor Mireille Danvers is unmarried.", "Mireille Danvers married the poet Ezra Holt."),
        (
            "Reza Farahani — marital status: never married.",
            "Reza Farahani is engaged to the designer Lotte Brink.",
        ),
        ("舞蹈家温若溪，未婚。", "温若溪上月与摄影师邵川完婚。"),
        ("画家袁明哲的妻子是杜若兰。", "杜若兰病逝后，袁明哲一直寡居。"),
    ],
)
def test_unmarried_then_married_or_widowed_retires(old: str, new: str) -> None:
    assert next_step(new, old) is not None
    assert classify_pair(new, old, 0.8)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A relative of the unmarried person married.
        (
            "Sculptor Mireille Danvers is unmarried.",
            "Mireille Danvers's brother married the poet Ezra Holt.",
        ),
        ("舞蹈家温若溪，未婚。", "温若溪的妹妹上月与摄影师邵川完婚。"),
        # Someone else married; a plan to marry.
        ("Sculptor Mireille Danvers is unmarried.", "The poet Ezra Holt married in June."),
        ("Sculptor Mireille Danvers is unmarried.", "Mireille Danvers plans to marry Ezra Holt."),
    ],
)
def test_no_marriage_of_the_unmarried_person(old: str, new: str) -> None:
    assert next_step(new, old) is None

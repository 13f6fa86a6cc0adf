"""A name and its short form are one value (rules.abbreviations, read by rules.holders).
Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.abbreviations import one_name_shortened

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Noor Halim is the principal conductor of the Carrow Philharmonic.",
            "Principal conductor of the Carrow Phil: Noor Halim.",
        ),
        (
            "Velmark's Ministry of Transport owns the Old Harbour Bridge.",
            "The Old Harbour Bridge is owned by the Velmarkian Ministry of Transport.",
        ),
        (
            "2021年，许岚被任命为溪宁市第三人民医院院长。",
            "自2021年起，溪宁三院院长一职由许岚担任。",
        ),
    ],
)
def test_a_shortened_name_is_not_a_new_value(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("values_a", "values_b", "text_b"),
    [
        (["Phil"], ["Philharmonic"], "the Carrow Philharmonic"),
        (["RPO"], ["Ravensholm Philharmonic Orchestra"], "the Ravensholm Philharmonic Orchestra"),
        (["二院"], ["溪宁市第二人民医院"], "溪宁市第二人民医院"),
    ],
)
def test_pairs_read_as_one_name(values_a: list[str], values_b: list[str], text_b: str) -> None:
    assert one_name_shortened(values_a, values_b, "", text_b) is not None


@pytest.mark.parametrize(
    ("values_a", "values_b"),
    [
        (["Ann Lee"], ["Mara Voss"]),  # two people
        (["Dan"], ["Daniel"]),  # too short to be read as a short form
        (["李强"], ["李国强"]),  # two personal names, never a name and its short form
        (["梧川二院", "张伟"], ["梧川市第二人民医院"]),  # a value of its own besides
    ],
)
def test_other_values_stay_apart(values_a: list[str], values_b: list[str]) -> None:
    assert one_name_shortened(values_a, values_b, "", "") is None


def test_a_real_change_of_holder_still_retires() -> None:
    old = "Noor Halim is the principal conductor of the Carrow Philharmonic."
    new = "The Carrow Phil has a new principal conductor, Ilse Brandt."
    relation, why = classify_pair(new, old, 0.8)
    assert relation in RETIRING, why

"""Words that look like a single-valued attribute and are not one (rules.holders_lexicon,
twentieth pass). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules.holders import holder_change


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A deputy of a titled office ("Lord Mayor") is another attribute.
        (
            "The Lord Mayor of Eastwick is Cllr Dana Price.",
            "Deputy Lord Mayor of Eastwick: Cllr Tom Bell.",
        ),
        # A capitalised name ending in -est is not a superlative.
        (
            "Ada Quill is the chairman of Forest Rovers.",
            "Ada Quill is not Forest Rovers' owner.",
        ),
        # An award's name is not the role.
        ("The Larks' head coach is Ines Moll.", "Ines Moll won Coach of the Year."),
        ("The Larks' head coach is Ines Moll.", "Ines Moll was shortlisted for the award."),
        # A span of years is history.
        ("河川县县委书记是刘长海。", "2012年至2017年，河川县县委书记由赵明担任。"),
        # 名叫 tells the name, it is no value of its own.
        ("北陵国总理王启明周二出访。", "北陵国总理名叫王启明。"),
        # A champion team is no champion.
        ("获评最佳教练的林海，带出过两支冠军球队。", "林海执教过冠军球队。"),
    ],
)
def test_not_the_attribute(old: str, new: str) -> None:
    assert holder_change(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Lord Mayor of Eastwick is Cllr Dana Price.",
            "The Lord Mayor of Eastwick is Cllr Tom Bell.",
        ),
        (
            "The tallest building in Marlow is the Quay Tower.",
            "The tallest building in Marlow is the Arc.",
        ),
        ("河川县县委书记是刘长海。", "河川县县委书记是赵明。"),
    ],
)
def test_the_attribute_still_read(old: str, new: str) -> None:
    found = holder_change(new, old)
    assert found is not None
    assert found[0] is Relation.UPDATE


def test_the_old_value_restated_before_a_correction_is_kept() -> None:
    # "X, not Y": the new text affirms the old value and denies another one.
    assert (
        holder_change("答：平川市委书记是林国栋，并非网传的周海。", "现任平川市委书记是林国栋。")
        is None
    )
    found = holder_change("平川市委书记是周海，并非林国栋。", "平川市委书记是林国栋。")
    assert found is not None
    assert found[0] is Relation.CONTRADICTION


def test_a_longer_name_is_another_organisation() -> None:
    assert holder_change("安和村镇银行行长为吴丽。", "安和银行行长为郑强。") is None
    found = holder_change("安和银行行长为吴丽。", "安和银行行长为郑强。")
    assert found is not None
    assert found[0] is Relation.UPDATE

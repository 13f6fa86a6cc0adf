"""The old holder of a single-valued attribute given a lesser place while another holds it
(rules.reassigned, through rules.holders). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.holders import _ROLE_RE, holder_change
from app.providers.rules.reassigned import old_holder_reassigned

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The capital of Brisald is Varro.",
            "Varro is only Brisald's second city; the capital is Emmel.",
        ),
        (
            "Lindqvist Bay's capital is Harnow.",
            "Harnow is the largest port of Lindqvist Bay, but the capital is Skellet.",
        ),
        (
            "The Orrin Trust board is chaired by Petra Vale.",
            "Petra Vale is an ordinary member of the Orrin Trust board; the chair is Idris Mohn.",
        ),
        (
            "The mayor of Dunhollow is Rafe Tallis.",
            "Rafe Tallis is only the deputy mayor of Dunhollow; the mayor is Agnes Pryor.",
        ),
        ("桐川省省会是白沙。", "桐川省省会是青浦，白沙只是省内人口最多的城市。"),
        ("岷州市市长是柏文轩。", "岷州市市长为江若宁，柏文轩担任的是常务副市长。"),
    ],
)
def test_the_old_holder_put_lower_retires(old: str, new: str) -> None:
    found = holder_change(new, old)
    assert found is not None
    assert found[0] is Relation.CONTRADICTION
    assert classify_pair(new, old, 0.8)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The old holder still holds it, and the lesser place is someone else's.
        (
            "The capital of Brisald is Varro.",
            "Brisald's largest city is Tolle, but the capital is Varro.",
        ),
        # A coexisting holder, told in a list: no lesser place.
        (
            "The Orrin Trust board is chaired by Petra Vale.",
            "The Orrin Trust board's co-chair is Idris Mohn, alongside Petra Vale.",
        ),
        # The old holder named for the same post of another entity.
        (
            "The capital of Brisald is Varro.",
            "The capital of North Brisald is Emmel; Varro is the capital of South Brisald.",
        ),
        # The same post of another body, the old holder kept in hers.
        (
            "The Orrin Trust board is chaired by Petra Vale.",
            "Petra Vale is only a trustee of the Orrin Museum; its chair is Idris Mohn.",
        ),
        # 另一个实体的同一职位。
        ("桐川省省会是白沙。", "北桐川省省会是青浦，白沙是南桐川省的省会。"),
        # 列举同一职位的副职，正职未变。
        ("岷州市市长是柏文轩。", "岷州市市长柏文轩今天会见了副市长江若宁。"),
    ],
)
def test_no_lesser_place_for_the_old_holder_is_left(old: str, new: str) -> None:
    found = holder_change(new, old)
    assert found is None or "lesser place" not in found[1]
    assert classify_pair(new, old, 0.8)[0] not in RETIRING


def test_not_only_is_no_lesser_place() -> None:
    chair = _ROLE_RE["chair"]
    held, given = ["Petra Vale"], ["Idris Mohn"]
    lower = "Petra Vale is only a trustee now; the chair is Idris Mohn."
    assert old_holder_reassigned(lower, held, given, chair) == "Petra Vale"
    both = "Petra Vale is not only a trustee; the chair is Idris Mohn."
    assert old_holder_reassigned(both, held, given, chair) is None

"""Two things with one shared value (rules.holders, lex.SHARED_VALUES): many places lie in one
city, many firms are headquartered or founded in one country, many countries share an official
language or a currency. When each text's own name is the subject and the shared name the value,
the texts tell two things, not one thing's value changed. Each example is made up for this
test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The Halvard Gallery is located in Oslo.", "The Munch Annex is located in Oslo."),
        ("Veltra Motors is headquartered in Korea.", "Daesan Steel is headquartered in Korea."),
        ("Kestrel Labs was founded in Estonia.", "Nordpine Games was founded in Estonia."),
        (
            "The official language of Chile is Spanish.",
            "The official language of Uruguay is Spanish.",
        ),
        ("Ecuador's currency is the US dollar.", "El Salvador's currency is the US dollar."),
        ("雁荡山位于浙江省。", "普陀山位于浙江省。"),
        ("青石集团的总部位于江苏南京。", "远帆科技的总部位于江苏苏州。"),
        ("秘鲁的官方语言是西班牙语。", "智利的官方语言是西班牙语。"),
    ],
)
def test_two_things_with_one_shared_value_keep_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Veltra Motors is headquartered in Busan.", "Veltra Motors is headquartered in Seoul."),
        ("The Halvard Gallery is located in Oslo.", "The Halvard Gallery is located in Bergen."),
        ("Kestrel Labs was founded in Tallinn.", "Kestrel Labs was founded in Tartu."),
    ],
)
def test_one_things_shared_value_told_anew_still_retires(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why

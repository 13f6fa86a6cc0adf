"""Public-style neighbours that must keep the old memory (the fifty-fourth pass): another work
of one maker (rules.values), another stage or edition of a contest won and lost
(rules.opposites), and an organisation's own sentence read as the user's home or car
(rules.told_values). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Mira Castell wrote The Salt Harbour.", "Mira Castell wrote Winter Lanterns."),
        ("Jonas Heald directed Paper Kites.", "Jonas Heald directed Northbound."),
        ("Lena Voss starred in Glass Rivers.", "Lena Voss starred in The Quiet Coast."),
        (
            "The Arden Library was designed by Tomas Rell.",
            "The Brightwater Pavilion was designed by Tomas Rell.",
        ),
        ("Ada Orme composed Four Tides.", "Ada Orme composed The Lantern Suite."),
    ],
)
def test_another_work_of_one_maker_keeps_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Kestrel City won the first leg 2-0.", "Kestrel City lost the second leg 3-1."),
        ("The Harbour Hawks won the quarter-final.", "The Harbour Hawks lost the semi-final."),
        ("The Rovers won Cup XII.", "The Rovers lost Cup XI to the Comets."),
        ("青岛海牛首回合2比1获胜。", "青岛海牛次回合0比3落败。"),
        ("云海队在小组赛中获胜。", "云海队在半决赛中落败。"),
    ],
)
def test_another_stage_or_edition_won_and_lost_keeps_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Veltra Group is based in Busan.", "Veltra Bio is based in Daegu."),
        ("Nordpine is a Finnish carmaker.", "Soltra is a Swedish carmaker."),
        ("极星是一家汽车制造商。", "小鹏是一家汽车制造商。"),
    ],
)
def test_an_organisations_own_sentence_is_not_the_users_value(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Arden Library was designed by Tomas Rell.",
            "The Arden Library was designed by Ines Moro.",
        ),
        ("Kestrel City won the final.", "Kestrel City lost the final."),
        ("User lives in Busan.", "User lives in Daegu now."),
        ("用户的车是比亚迪汉。", "用户的车是蔚来ET5。"),
    ],
)
def test_one_works_maker_one_match_or_the_users_own_value_still_retires(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Harbour Lights grossed 310 million dollars.",
            "Harbour Lights II grossed 420 million dollars.",
        ),
        ("Night Orchard was directed by Ana Brel.", "Night Orchard 2031 was directed by Tom Iske."),
        ("Glass Rivers sold 2 million copies.", "Glass Rivers Part Two sold 3 million copies."),
        ("《星海》票房为12亿元。", "《星海2》票房为30亿元。"),
    ],
)
def test_another_instalment_of_a_work_keeps_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Harbour Lights grossed 310 million dollars.",
            "Harbour Lights grossed 350 million dollars.",
        ),
        ("User's desk is in Room 5.", "User's desk moved to Room 7."),
    ],
)
def test_one_work_or_one_numbered_place_told_anew_still_retires(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Calder viaduct spans 1.4 kilometres.",
            "The Calder viaduct is over a kilometre long.",
        ),
        (
            "The Orme collection holds 12,000 prints.",
            "The Orme collection is over ten thousand prints.",
        ),
    ],
)
def test_over_an_amount_is_more_than_not_an_ending(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The Calder harvest festival runs all week.", "The Calder harvest festival is over."),
        ("Dry January is going well so far.", "Dry January is over at last."),
    ],
)
def test_is_over_on_its_own_still_ends_it(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why

"""Single-valued attributes and amounts (rules.holders, rules.amounts): 已将 reports a change
that is done, while 将 alone, 将于 and 计划 announce one; 是 / 已降至 between the same words tells
how an amount is said, not which thing it is of. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("泰和物流的总部位于青岛。", "泰和物流已将总部迁至济南。"),
        ("石桥书店的月租是8000元。", "石桥书店的房东已经将月租提高到9500元。"),
        ("青松路的限速是每小时50公里。", "青松路的限速已提高到每小时60公里。"),
        ("白鹭岛的渡轮票价是每人35元。", "白鹭岛的渡轮票价上调至每人42元。"),
    ],
)
def test_a_change_already_made_retires_the_old_value(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("泰和物流的总部位于青岛。", "泰和物流将于明年把总部迁至济南。"),
        ("石桥书店的月租是8000元。", "石桥书店的房东将把月租提高到9500元。"),
    ],
)
def test_a_change_announced_for_later_changes_nothing_yet(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


def test_another_model_between_the_same_words_is_another_thing() -> None:
    relation, why = classify_pair("晴川T7平板售价2599元。", "晴川T5平板售价1999元。", None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("青峰控股是云栖酒店的所有者。", "青峰控股还拥有一家滑雪场。"),
        ("Marlow Group owns the Seaview Inn.", "Marlow Group also owns a ski lodge."),
    ],
)
def test_one_more_holding_is_an_addition(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The mayor of Ashby Vale is Tom Reyes.",
            "Ashby Vale's first mayor, in 1890, was Ada Lowe.",
        ),
        (
            "President of the Kestrel Chess Club: Mia Han.",
            "Mia Han's predecessor as president, Jo Park, retired.",
        ),
        (
            "The founding president of Orla College was Ben Sy.",
            "Orla College's president is Kim Ode.",
        ),
        ("云溪县现任县长是郑海。", "1949年，李明当选云溪县第一任县长。"),
        ("北湖中学校长是何平。", "北湖中学首任校长是周启元。"),
    ],
)
def test_the_first_holder_or_a_predecessor_is_history(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


def test_a_new_holder_still_retires_the_old_one() -> None:
    old, new = "Dan Roe is the mayor of Ashby Vale.", "Ashby Vale has a new mayor, Ada Lowe."
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("东城一中校长是马骏。", "东城二中校长是刘芳。"),
        ("海港队（男篮）主教练：孙立。", "海港队女篮主教练：高桥美咲。"),
        ("安平县户籍人口为52.3万人。", "安平县常住人口为47.8万人。"),
    ],
)
def test_a_run_of_its_own_before_the_attribute_is_another_thing(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("东城一中校长是马骏。", "东城一中新任校长是刘芳。"),
        ("星河S3手机售价2999元。", "星河S3手机降价至2599元。"),
    ],
)
def test_a_run_saying_which_holder_or_how_is_the_same_thing(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Population of Hollins Ford: 18,400.", "Area of Hollins Ford: 31 square kilometres."),
        ("Height of the Arden Tower: 212 metres.", "Width of the Arden Tower: 48 metres."),
    ],
)
def test_two_field_labels_are_two_attributes(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


def test_one_field_label_with_a_new_amount_is_a_change() -> None:
    old, new = "Population of Hollins Ford: 18,400.", "Population of Hollins Ford: 19,950."
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why

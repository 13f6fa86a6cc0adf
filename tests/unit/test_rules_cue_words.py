"""Cues matched only as whole words, never inside a longer one: 不过敏 is a negation, not
不过 ("but"); 两万一个月 holds no 万一 ("in case"); 大概两万 is "about", not "probably"; "$1,450
monthly" has no scale "m"; "monthly" and "a month" are one period."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair, cues
from app.providers.rules.amounts import quantity_change
from app.providers.rules.frames import analyse, normalize_for_rules

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("用户对青霉素不过敏", True),
        ("牛奶不过期", True),
        ("不过他还是来了", False),
        ("用户不过是随口一说", False),
    ],
)
def test_bu_guo_is_but_only_outside_a_longer_word(text: str, negated: bool) -> None:
    assert bool(cues.NEG_RE.search(text)) is negated
    if negated:  # one clause: 不过 inside 不过敏 does not split it
        assert len(cues.CLAUSE_RE.split(text)) == 1


@pytest.mark.parametrize(
    ("text", "hypothetical"),
    [
        ("用户月薪两万一个月", False),
        ("用户年薪大概22万", False),
        ("他说的话不可信", False),
        ("用户主要是在家办公", False),
        ("万一下雨，用户就不去了", True),
        ("用户大概会搬家", True),
        ("去的话告诉我", True),
        ("要是下雨就不去", True),
    ],
)
def test_chinese_hedges_are_not_read_inside_longer_words(text: str, hypothetical: bool) -> None:
    assert bool(cues.HYP_RE.search(text)) is hypothetical


def test_a_negation_inside_guo_min_retires_the_allergy() -> None:
    relation, why = classify_pair("用户对青霉素不过敏", "用户对青霉素过敏", 0.8)
    assert relation is Relation.CONTRADICTION, why


def test_an_amount_a_month_is_not_in_case() -> None:
    relation, why = classify_pair("用户涨薪了，到手两万一个月", "用户月薪1.5万", 0.6)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "User's monthly grocery budget is £400.",
            "Groceries are capped at £320 a month in her budget.",
        ),
        ("User pays $1,450 monthly for rent.", "User now pays $1,600 a month for rent."),
    ],
)
def test_monthly_and_a_month_are_one_period(old: str, new: str) -> None:
    found = quantity_change(new, old)
    assert found is not None
    assert found[0] is Relation.UPDATE
    assert " m " not in found[1]  # no scale read out of "monthly"


def test_two_periods_are_two_amounts() -> None:
    # $40 a week and $160 a month may well be the same spending: not a new amount.
    assert (
        quantity_change("User pays $160 a month for the gym.", "User pays $40 weekly for the gym.")
        is None
    )


@pytest.mark.parametrize(
    ("text", "hypothetical"),
    [
        ("Her new name is official after the May hearing.", False),
        ("The lease starts with the May rent.", False),
        ("User may move to Lyon.", True),
        ("May I call you Sam?", True),
        ("Maybe. May move later.", True),
        ("Quillon 4.0 was released as the new stable version on 12 May.", False),
    ],
)
def test_may_with_a_capital_inside_a_sentence_is_the_month(text: str, hypothetical: bool) -> None:
    assert bool(cues.HYP_RE.search(text)) is hypothetical


@pytest.mark.parametrize(
    ("text", "hypothetical"),
    [
        ("User can't stand horror movies and never could.", False),
        ("User could move to Lyon.", True),
    ],
)
def test_never_could_is_a_fact_not_a_hedge(text: str, hypothetical: bool) -> None:
    assert bool(cues.HYP_RE.search(normalize_for_rules(text))) is hypothetical


@pytest.mark.parametrize(
    ("text", "past"),
    [
        ("The shuttle now runs only once a day.", False),
        ("User waters the fern once a week.", False),
        ("User once lived in Oslo.", True),
    ],
)
def test_once_a_day_is_how_often_not_history(text: str, past: bool) -> None:
    assert bool(cues.PAST_RE.search(text)) is past


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The shuttle to Kirkby runs twice a day.",
            "The shuttle to Kirkby now runs only once a day.",
        ),
        ("The night market opens twice a week.", "The night market opens only once a week now."),
    ],
)
def test_a_new_frequency_with_only_retires_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.9)
    assert relation is Relation.UPDATE, why


def test_the_du_of_a_city_is_kept() -> None:
    assert "成都" in analyse("用户下周飞成都").content
    assert "都" not in "".join(analyse("用户每天都喝咖啡").core)
    # The city both texts name is what the moved flight shares with the old one.
    old, new = "用户5月7号飞成都。", "因为台风，用户去成都的航班改到5月9号了。"
    relation, why = classify_pair(new, old, 0.8)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # 更换为 / 换绑成 say what a value was changed to, like 换成 (twelfth pass).
        ("用户的支付宝绑的是农行卡。", "支付宝改绑成中信卡了。"),
        ("该写字楼的保洁公司为洁美保洁。", "写字楼保洁公司已更换为净源服务。"),
    ],
)
def test_change_to_verbs_with_a_new_value_retire_the_old(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.8)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户的支付宝绑的是农行卡。", "我妈的支付宝换绑成中信卡了。"),
        ("用户的支付宝绑的是农行卡。", "如果方便，支付宝可以改绑成中信卡。"),
    ],
)
def test_change_to_verbs_of_someone_else_or_a_plan_retire_nothing(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why

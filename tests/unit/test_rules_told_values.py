"""The user's value of one single-valued attribute told two ways that share no word
(rules.told_values). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.told_values import told_value

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My phone is a Galaxy S22.", "I use a Fairphone 4 these days."),
        ("用户用的是OPPO Reno 8。", "用户拿的手机是荣耀Magic 6。"),
        ("User's car is a Toyota Corolla.", "The user drives a Kia EV6."),
        ("比亚迪是我的代步车。", "我开一辆特斯拉。"),
        ("User eats paleo.", "User follows a vegan diet."),
        ("User works from home.", "I'm in the Leeds office every day."),
        ("I live in Bristol.", "Home: Cardiff"),
        ("我住在苏州。", "我家在合肥。"),
        ("I support Arsenal.", "Team: Everton."),
        ("我是山东泰山的球迷。", "支持的球队（我）：上海申花"),
        ("我们组有5个人。", "用户的团队现在是9个人。"),
        ("My team has 4 people.", "Our team is now 6 people."),
        ("My manager is Priya Shah.", "Since May, my boss is Tom Reyes."),
        ("The user's employer is Acme.", "Globex is where the user works."),
        ("Salary: $50k.", "I earn $65k now."),
        ("用户月薪在1-2万之间。", "用户的薪资今年调到了3万。"),
        ("Maya is the user's partner.", "The user is dating Leo."),
        ("用户的女朋友是周雨", "用户的女友：陈曦"),
        ("I'm single these days.", "I have a girlfriend now."),
    ],
)
def test_another_value_of_one_attribute_retires(old: str, new: str) -> None:
    assert told_value(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another person's value, or a thing's.
        ("I live in Bristol.", "My sister lives in Cardiff."),
        ("我住在苏州。", "我姐住在合肥。"),
        ("The user's car is a Kia EV6.", "A Tesla is what the user's colleague Sam drives."),
        ("The office is based in Germany.", "The user lives in Leeds."),
        # A second item of the kind, a stay, history, a plan, an addition, a negation.
        ("My phone is a Pixel 8.", "My work phone is an iPhone 14."),
        ("I live in Bristol.", "I'm in Lisbon this week for a conference."),
        ("User drives a Honda Civic.", "User used to drive a Ford Focus."),
        ("User drives a Honda Civic.", "User might buy a Tesla next year."),
        ("User drives a Honda Civic.", "User also has a Volvo for weekends."),
        ("User is vegan.", "User is not keto."),
        # A place told with its region, or a part of the other text's address.
        ("The user lives in Germany.", "The user lives in Hamburg, Germany."),
        ("住址：上海市徐汇区漕溪北路", "家在漕溪北路那边，离地铁站走路十分钟。"),
        # The same value.
        ("I support Arsenal.", "Team: Arsenal."),
        # Another team's size.
        ("我们组有5个人。", "隔壁组有9个人。"),
        # A company's figures, and two years' figures.
        ("远航集团营业收入为85亿元。", "远航集团营业收入为92亿元。"),
        ("In 2021 my salary was $50k.", "In 2023 my salary is $65k."),
        # Another person's employer.
        ("The user's employer is Acme.", "My friend works at Globex."),
        # A partner's car is not the user's.
        ("User's car is a Kia EV6.", "User's girlfriend drives a Volvo XC40."),
        ("I'm single these days.", "My sister has a boyfriend now."),
        ("I'm single these days.", "I booked a single room in Leeds."),
    ],
)
def test_others_stays_and_the_same_value_are_kept(old: str, new: str) -> None:
    assert told_value(new, old) is None


def test_a_manager_named_as_subject_is_the_users() -> None:
    assert told_value("Manager: Tom Reyes.", "Priya Shah manages me.") is not None

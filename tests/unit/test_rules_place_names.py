"""One place or organisation named in two scripts or languages is one value; two known ones
of a kind are two values (rules.place_names, read by the frames, the value and the told-value
readings). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.abbreviations import one_name_shortened
from app.providers.rules.place_names import one_name, rivals, within

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Munich", "München"),
        ("Cologne", "Köln"),
        ("Prague", "Praha"),
        ("Lisbon", "Lisboa"),
        ("Peking", "北京"),
        ("Beijing", "北京市"),
        ("Canton", "广州"),
        ("the Netherlands", "荷兰"),
        ("中行", "Bank of China"),
        ("工行", "中国工商银行"),
        ("阿里", "Alibaba"),
        ("字节", "ByteDance"),
    ],
)
def test_forms_of_one_entry_are_one_name(a: str, b: str) -> None:
    assert one_name(a, b)
    assert not rivals(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Bavaria", "Munich"),  # a region and its city
        ("广东", "深圳"),
        ("Shenzhen", "深圳南山"),  # a city and a district written after it
        ("Shanghai", "上海静安区"),
        ("东莞", "东莞松山湖"),
        ("Alibaba", "支付宝"),  # a group and what belongs to it
        ("Bank of China", "中国银行深圳分行"),  # a bank and its branch
    ],
)
def test_a_place_or_body_within_another_is_not_a_rival(a: str, b: str) -> None:
    assert within(a, b)
    assert within(b, a)
    assert not rivals(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Shenzhen", "长沙"),
        ("Munich", "柏林"),
        ("Pudong", "上海静安区"),  # two districts of one city
        ("Tencent", "阿里巴巴"),
        ("工行", "中国银行深圳分行"),
    ],
)
def test_two_known_entries_of_a_kind_are_rivals(a: str, b: str) -> None:
    assert rivals(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Shenzhen", "腾讯"),  # a place and a company: not one attribute's two values
        ("Shenzhen", "Rivermoor"),  # a name the gazetteer does not know
        ("上海菜", "北京"),  # a thing named after a place is not a part of it
        ("大众点评", "大众"),  # a name that starts with another is not its branch
    ],
)
def test_other_pairs_are_neither(a: str, b: str) -> None:
    assert not rivals(a, b)
    assert not one_name(a, b)
    assert not within(a, b)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User lives in Munich.", "User lives in München."),
        ("用户在中国银行工作。", "用户在中行上班。"),
        ("User works at ByteDance.", "用户在字节上班。"),
        ("User lives in Vienna.", "User lives in Wien, near the Prater."),
        ("User lives in Munich.", "用户住在慕尼黑，离市中心很近。"),  # a detail added
        ("User works at ByteDance.", "用户现在在字节上班，做推荐算法。"),
        ("User lives in Shenzhen.", "用户现在住在深圳南山。"),
        ("Home city: Munich", "Home city: München"),
        ("User lives in Peking.", "User lives in Beijing."),
        # a region that holds the city, a subsidiary, a branch
        ("User lives in Bavaria.", "User lives in Munich now."),
        ("用户住在广东。", "User lives in Shenzhen now."),
        ("User works at Alibaba.", "用户在支付宝工作。"),
        ("用户在中国银行工作。", "User works at the Bank of China Shenzhen branch."),
        # a trip, a holiday home, a relative's city, a side job
        ("User lives in Beijing.", "用户下周去上海出差。"),
        ("User lives in Shenzhen.", "用户在三亚买了套度假房。"),
        ("User lives in Shenzhen.", "用户暑假去长沙玩了一周。"),
        ("User lives in Beijing.", "用户的妈妈住在上海。"),
        ("User's sister lives in Shanghai.", "用户住在北京。"),
        ("用户在腾讯工作。", "User's husband works at Alibaba."),
        ("User works at Tencent.", "用户周末在星巴克兼职。"),
    ],
)
def test_one_value_in_two_forms_keeps_the_old_memory(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.85)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User lives in Shenzhen.", "用户现在住在长沙。"),
        ("I work at Tencent.", "我跳槽到了阿里巴巴。"),
        ("User lives in Munich.", "用户搬到柏林了。"),
        ("用户住在北京。", "User moved to Shanghai last month."),
        ("User works at Alibaba.", "用户现在在腾讯工作。"),
    ],
)
def test_a_change_told_in_the_other_script_retires(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.6)
    assert relation is Relation.UPDATE, why


def test_the_value_readings_read_forms_of_one_name_as_one_value() -> None:
    assert one_name_shortened(["München"], ["Munich"], "", "") is not None
    assert one_name_shortened(["Berlin"], ["Munich"], "", "") is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Current city: Shenzhen", "用户已经搬回长沙了。"),
        ("所在城市：深圳", "User moved back to Changsha."),
        ("Current city: Seattle", "User relocated to Boston."),
    ],
)
def test_a_move_to_a_known_place_tells_the_home_anew(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.5)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Current city: Shenzhen", "用户已经搬回深圳了。"),  # the same city
        ("Current city: Shenzhen", "用户搬到深圳南山了。"),  # a district of it
        ("Current city: Seattle", "User moved to Marketing."),  # not a place
        ("Current city: Shenzhen", "用户暑假搬去长沙住一个月。"),  # a stay
        ("Current city: Shenzhen", "User moved to Berlin for three months."),
        ("Current city: Shenzhen", "用户的妹妹搬到长沙了。"),  # a relative moved
        ("User lives in Shenzhen.", "用户暂时住在长沙。"),  # two sentences: the frames judge
    ],
)
def test_a_move_that_is_no_new_home_keeps_the_old_memory(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.5)
    assert relation not in RETIRING, why

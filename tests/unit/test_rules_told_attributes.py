"""The attributes rules.told_attributes adds to rules.told_values: a bank, a seat, a major,
coffees a day, a form of address. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.told_values import told_value

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User banks with HSBC.", "User's current account is with Starling now."),
        ("用户的工资卡是农业银行的。", "用户的工资现在发到中国银行的银行卡上。"),
        ("用户的工资卡是农行的。", "公司换了代发银行，用户的工资卡改成中行的了。"),
        ("User prefers aisle seats.", "User always books a window seat now."),
        ("用户坐高铁喜欢靠过道。", "用户现在习惯靠窗坐。"),
        ("Major: philosophy", "User is majoring in chemistry."),
        ("用户的专业是历史。", "用户转专业到了法学。"),
        ("User drinks five coffees a day.", "User is down to 2 coffees a day."),
        ("User drinks one coffee a day.", "User now has three cups of coffee a day."),
        ("User prefers to be called Meg.", "Call me Margaret now, Meg sounds childish."),
        ("请称呼我为小林。", "叫我林老师就好。"),
        ("请称呼我为小林。", "以后叫我林老师吧。"),
    ],
)
def test_another_value_of_one_attribute_retires(old: str, new: str) -> None:
    assert told_value(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A bank named as an employer, a sponsor or a building, not as the user's money.
        ("User banks with Chase.", "User works at Barclays."),
        ("用户的工资卡是招商银行的。", "用户家楼下新开了一家工商银行。"),
        # One trip's seat, one kind of flight's seat.
        ("User prefers aisle seats.", "Took a window seat on the flight to Oslo."),
        ("Likes window seats on long flights.", "Likes aisle seats on short flights."),
        # A double major, a sister's major, an old major.
        ("Major: history", "User is majoring in biology and music."),
        ("用户的专业是历史。", "我妹妹转专业到了法学。"),
        ("The company declared bankruptcy.", "Major: history"),
        # The same count in words and digits; someone else's coffees.
        ("User drinks one coffee a day.", "User drinks 1 coffee a day."),
        ("User drinks two coffees a day.", "User's husband drinks four coffees a day."),
        # A name told again, and a negation.
        ("User goes by Sam.", "Please call me Sam."),
        ("User prefers to be called Meg.", "Don't call me Margaret."),
        ("请称呼我为小林。", "叫我去吃饭。"),
    ],
)
def test_others_occasions_and_the_same_value_are_kept(old: str, new: str) -> None:
    assert told_value(new, old) is None

"""rules.ways_out: a post changing hands told in Chinese as the holder's way out and someone's
way in, in either order. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.ways_out import way_out_and_in


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("青石乐队的鼓手是阿亮。", "阿亮离队单飞，青石乐队新任鼓手为小凯。"),
        ("桐村村委会主任是何大山。", "桐村换届后，何小雨当选村委会主任，何大山退居二线。"),
        (
            "问：东湖区政协主席是谁？答：孔然。",
            "问：东湖区政协主席现在是谁？答：选举胡岩为主席，孔然已届满离任。",
        ),
        ("鹿鸣酒家的主厨是魏长青。", "鹿鸣酒家今年起由邓小舟掌勺，魏长青已经离开。"),
        (
            "北岭中学校长是方慧。",
            "北岭中学校长方慧已调任区教育局局长。学校新任校长为原副校长韩涛。",
        ),
        ("庞立是云帆科技的首席执行官。", "庞立曾任云帆科技首席执行官，今年由吕卓接任。"),
    ],
)
def test_a_way_out_and_in_retires_the_old(old: str, new: str) -> None:
    assert way_out_and_in(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another holder left: the old one is not named.
        ("青石乐队的鼓手是阿亮。", "贝斯手大伟离队，青石乐队新任贝斯手为小凯。"),
        # A way out with no way in: a person retired, the post's holder is not told.
        ("北岭中学校长是方慧。", "北岭中学的老教师方慧已退休。"),
        # A plan, not a change yet.
        ("桐村村委会主任是何大山。", "何大山拟退居二线，何小雨有望当选村委会主任。"),
        # The old text tells the same way out: a succession told again.
        ("周一，方慧辞去校长职务，韩涛接任。", "韩涛接任北岭中学校长，方慧辞职。"),
        # Only the name in common: another attribute of that person.
        ("方慧住在北岭。", "方慧已退休，韩涛接任。"),
    ],
)
def test_no_way_out_of_that_holder_retires_nothing(old: str, new: str) -> None:
    assert way_out_and_in(new, old) is None

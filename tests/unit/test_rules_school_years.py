"""rules.school_years: the school year a person is in, told again with another year. Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.school_years import school_year_moved

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户在读大二。", "用户已经大三了，开始找实习。"),
        ("用户读研一。", "用户研二了，课少了很多。"),
        ("用户的女儿上幼儿园中班。", "用户的女儿今年上大班了。"),
        ("用户的儿子读小学五年级。", "用户的儿子上初一了，住校。"),
        ("User is in the second year of her PhD.", "User is a fourth-year PhD student now."),
        ("User's son is in 3rd grade.", "User's son is in grade 4 this fall."),
    ],
)
def test_another_school_year_of_the_same_person_retires(old: str, new: str) -> None:
    assert school_year_moved(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Two children, or two different relatives.
        ("用户大女儿读三年级。", "用户小儿子读一年级。"),
        ("User's son is in 3rd grade.", "User's daughter is in 5th grade."),
        ("用户的儿子读二年级，女儿读五年级。", "用户的儿子读三年级。"),
        # Words that look like a year; a teacher's class; a question.
        ("用户在读大三。", "用户比弟弟大一岁。"),
        ("用户在读高二。", "用户想把椅子调高一点。"),
        ("用户教三年级。", "用户教四年级。"),
        ("用户的儿子读几年级？", "用户的儿子读四年级。"),
        # The same year told again.
        ("用户在读大三。", "用户现在大三，学计算机。"),
    ],
)
def test_another_person_a_look_alike_or_the_same_year_is_kept(old: str, new: str) -> None:
    assert school_year_moved(new, old) is None

"""A name changed (rules.renames). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.renames import renamed


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("用户叫李小梅。", "用户上个月改了名，现在叫李清禾。"),
        ("用户的弟弟叫张强。", "用户的弟弟去年改名叫张亦舟了。"),
        ("User's sister is called Jenny.", "User's sister changed her name to Wren."),
    ],
)
def test_a_name_changed_retires_the_old_name(old: str, new: str) -> None:
    assert renamed(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another holder, a plan, or the same name.
        ("用户叫李小梅。", "用户的弟弟改名叫张亦舟了。"),
        ("用户叫李小梅。", "用户想改名叫李清禾。"),
        ("User's sister is called Jenny.", "User's sister wants to change her name to Wren."),
        ("用户叫李小梅。", "用户改了名，还是叫李小梅。"),
    ],
)
def test_another_holder_a_plan_or_the_same_name_is_not_a_rename(old: str, new: str) -> None:
    assert renamed(new, old) is None

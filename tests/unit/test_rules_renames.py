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


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The user's name as a field or a surname, changed by marriage or told in the first
        # person with no holder.
        ("User's surname is Lindqvist.", "Married Tom in April and took Harper as my surname."),
        ("Name: Dana Moreau", "Took my husband's surname at the wedding: Dana Castillo."),
        ("My last name is Osei.", "Took my wife's name last summer, so I'm a Varga now."),
        ("用户的名字是赵文静。", "前年改了名，现在身份证上叫赵语桐。"),
        ("姓名：孙悦", "已经改名为孙可欣了，护照也换了。"),
    ],
)
def test_the_users_own_name_changed_retires_it(old: str, new: str) -> None:
    assert renamed(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A relative's change, a plan, a question, the same name told longer, the name restored.
        ("User's surname is Lindqvist.", "User's brother took his wife's name, Harper."),
        ("User's surname is Lindqvist.", "User might take Harper as her surname."),
        ("User's surname is Lindqvist.", "Did you take your husband's name, Harper?"),
        ("Name: Dana Moreau", "Took my husband's surname: Moreau."),
        (
            "User's surname is Lindqvist.",
            "Took Harper as my surname in 2015, went back to Lindqvist after the divorce.",
        ),
        ("姓名：孙悦", "用户的表姐改名为孙可欣了。"),
        ("用户的名字是赵文静。", "用户打算改名叫赵语桐。"),
    ],
)
def test_a_relatives_name_a_plan_or_a_restored_name_is_not_the_users_change(
    old: str, new: str
) -> None:
    assert renamed(new, old) is None

"""How often one thing is done, told again with another frequency (rules.frequencies). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.frequencies import frequency_changed

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "I call my grandmother in Leeds every Sunday.",
            "Now I only manage to call Leeds every other Sunday.",
        ),
        (
            "User's newsletter 'Field Notes' goes out weekly.",
            "'Field Notes' now goes out once a month.",
        ),
        ("用户每个月去一次苏州看外婆。", "现在工作忙了，两个月才去一次苏州。"),
        ("Rosa waters the fern twice a week.", "Rosa waters the fern every day in summer."),
    ],
)
def test_another_frequency_of_one_thing(old: str, new: str) -> None:
    found = frequency_changed(new, old)
    assert found is not None
    assert found[0] is Relation.UPDATE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Team retro daily at 10:30.", "Retro is 10:30 every morning, in room 4."),  # one rate
        ("用户每月定投一只指数基金。", "用户每个月10号定投。"),  # 每月 / 每个月
        ("User runs every morning.", "User swims every Sunday."),  # two habits
        ("User lifts every Monday, Wednesday and Friday.", "User lifts three times a week."),
        ("User visits Porto every summer.", "Does User still visit Porto every other summer?"),
        ("User cycles to work every day.", "User also cycles to the lake every weekend."),
    ],
)
def test_one_rate_or_two_things_are_left_alone(old: str, new: str) -> None:
    assert frequency_changed(new, old) is None


def test_the_classifier_retires_the_old_rate() -> None:
    old = "User's podcast 'Tidepool' posts an episode every Friday about birds."
    new = "User's podcast 'Tidepool' has gone to every other Friday, still about birds."
    relation, why = classify_pair(new, old, 0.8)
    assert relation in RETIRING, why

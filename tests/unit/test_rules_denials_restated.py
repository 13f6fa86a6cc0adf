"""One denial said again in other words (rules.denials_restated). Each example is made up for
this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.denials_restated import restated_denial

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The bakery is closed on Sundays.", "The bakery is not open on Sundays."),
        ("The coach did not attend the briefing.", "The coach was absent from the briefing."),
        ("The councillor voted against the plan.", "The councillor did not vote for the plan."),
        ("The motion was rejected.", "The motion was not accepted."),
        ("图书馆周二不开放。", "图书馆周二闭馆。"),
        ("该公司去年没有裁员。", "该公司去年未进行任何裁员。"),
        ("火灾中无人受伤。", "这场火灾没有造成人员受伤。"),
        # Liking, paying and damage have their antonyms too.
        ("User hates crowded trains.", "User does not like crowded trains."),
        (
            "Entry to the gallery is free on Fridays.",
            "You don't have to pay for the gallery on Fridays.",
        ),
        (
            "The old mill was left intact by the flood.",
            "The old mill was not damaged by the flood.",
        ),
        ("用户讨厌排队。", "用户不喜欢排队。"),
        ("这个公园周末免费开放。", "周末去这个公园不用买票。"),
        # A verb of denying, a negative quantifier.
        (
            "The mayor said he had not seen the draft report.",
            "The mayor denied having seen the draft report.",
        ),
        (
            "None of the school's buses were damaged in the flood.",
            "The flood did not damage any of the buses.",
        ),
        ("镇长表示没有收到那封信。", "镇长否认收到那封信。"),
    ],
)
def test_the_same_denial_in_other_words_is_kept(old: str, new: str) -> None:
    assert restated_denial(new, old) is not None
    relation, why = classify_pair(new, old, 0.8)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The bakery is open on Sundays.", "The bakery is not open on Sundays."),
        ("The bakery is closed on Sundays.", "The bakery is not closed on Sundays any more."),
        ("The bakery is open on Sundays.", "The bakery is now closed on Sundays."),
        ("该公司去年没有裁员。", "该公司去年裁员两百人。"),
        ("User is not married.", "User is not single."),
        ("User likes crowded trains.", "User does not like crowded trains."),
        ("Entry to the gallery is free on Fridays.", "Entry to the gallery is not free now."),
        ("用户喜欢排队。", "用户不喜欢排队。"),
        ("The mayor has seen the draft report.", "The mayor denied having seen the draft report."),
    ],
)
def test_a_reversal_or_another_denial_is_left_to_the_readings(old: str, new: str) -> None:
    assert restated_denial(new, old) is None

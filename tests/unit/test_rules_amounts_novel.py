"""说 in 小说 is a noun, not a verb of saying: a novel's word count told again is a new amount
(rules.amounts, holders_lexicon.CJK_NOT_VALUES). Each example is made up for this test."""

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.amounts import quantity_change


def test_a_novel_word_count_told_again_is_a_new_amount() -> None:
    old, new = "在写一部科幻小说，目前写了12万字。", "小说写到20万字了。"
    assert quantity_change(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation == Relation.UPDATE, why


def test_said_is_still_no_anchor() -> None:
    # 说 as a verb is still no anchor: two different things said.
    assert quantity_change("老王说房租涨到5000了。", "小李说车贷还剩3万。") is None

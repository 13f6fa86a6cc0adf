"""保持 (holds, of a record) is a verb of holding, like 担任, not part of the value
(holders_lexicon.CJK_NOT_VALUES). Each example is made up for this test."""

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)
OLD = "青湾市男子跳高纪录由罗嘉保持。"


def test_the_holder_said_again_is_kept() -> None:
    relation, why = classify_pair("罗嘉2021年跳出的2.31米至今仍是青湾市男子跳高纪录。", OLD, 0.7)
    assert relation not in RETIRING, why


def test_another_holder_still_retires() -> None:
    relation, why = classify_pair("青湾市男子跳高纪录由沈一鸣保持。", OLD, 0.7)
    assert relation in RETIRING, why

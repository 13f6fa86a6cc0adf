"""The same question answered with another value (rules.reanswered). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.reanswered import answer_replaced

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Q: Who sponsors the Tarn Valley Cup? A: Holloway Bank.",
            "Q: Who sponsors the Tarn Valley Cup? A: Since March, Brightwell Insurance.",
        ),
        ("Q: What is the jobless rate? A: 5.2%.", "Q: What is the jobless rate? A: 4.8%."),
        ("问：鹿鸣市的市长是谁？答：许安。", "问：鹿鸣市的市长是谁？答：今年换届后是邵宁。"),
    ],
)
def test_another_answer_to_the_same_question_retires(old: str, new: str) -> None:
    assert answer_replaced(new, old) is not None
    assert classify_pair(new, old, 0.9)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The same value in other words, an addition, another question.
        (
            "Q: Who sponsors the Tarn Valley Cup? A: Holloway Bank.",
            "Q: Who sponsors the Tarn Valley Cup? A: Holloway Bank, since 2019.",
        ),
        (
            "Q: Who sponsors the Tarn Valley Cup? A: Holloway Bank.",
            "Q: Who sponsors the Tarn Valley Cup? A: Brightwell Insurance also does.",
        ),
        (
            "Q: Who sponsors the Tarn Valley Cup? A: Holloway Bank.",
            "Q: Who founded the Tarn Valley Cup? A: Edwin Marsh.",
        ),
        ("问：鹿鸣市的市长是谁？答：许安。", "问：鹿鸣市的市长是谁？答：可能是邵宁。"),
    ],
)
def test_the_same_or_another_kind_of_answer_is_left(old: str, new: str) -> None:
    assert answer_replaced(new, old) is None

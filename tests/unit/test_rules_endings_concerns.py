"""A going concern ended: a mine, a line, a listing, a membership, a donation (rules.endings,
its _CEASED cues). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.endings import ended

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Harrowgate Quarry is in operation.", "Harrowgate Quarry ceased operations last autumn."),
        (
            "Wexmoor Foods is listed on the Calder exchange.",
            "Wexmoor Foods was delisted after a buyout by its founders.",
        ),
        (
            "Norland is a member of the Baltic Fisheries Pact.",
            "Norland withdrew from the Baltic Fisheries Pact in January.",
        ),
        ("Y302次列车往返桐城和北屿。", "Y302次列车已停运。"),
        ("海川书店仍在营业。", "海川书店已永久停业。"),
        ("青禾电器在深交所主板上市。", "青禾电器完成私有化，已从深交所退市。"),
        ("远舟集团每年向山区学校捐赠图书。", "远舟集团已停止捐赠图书。"),
    ],
)
def test_a_going_concern_ended_retires(old: str, new: str) -> None:
    assert ended(new, old) is not None
    assert classify_pair(new, old, 0.8)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A span, not an end.
        (
            "Harrowgate Quarry is in operation.",
            "Harrowgate Quarry ceased operations for two weeks during the floods.",
        ),
        # A part of it, not the whole.
        (
            "Harrowgate Quarry is in operation.",
            "One of Harrowgate Quarry's three pits ceased operations.",
        ),
        # A negated end.
        (
            "Wexmoor Foods is listed on the Calder exchange.",
            "Wexmoor Foods has not been delisted, despite the rumours.",
        ),
        # 一段时间的停运，不是结束。
        ("Y302次列车往返桐城和北屿。", "受台风影响，Y302次列车停运三天。"),
        # 部分门店，不是整家。
        ("海川书店仍在营业。", "海川书店的部分门店已停业。"),
        # 另一家公司退市。
        ("青禾电器在深交所主板上市。", "同行业的蓝山电机已从深交所退市。"),
    ],
)
def test_a_pause_a_part_or_another_concern_is_left(old: str, new: str) -> None:
    assert ended(new, old) is None

"""A record broken (rules.records_broken). Each example is made up for this test."""

import pytest

from app.providers.rules.records_broken import record_broken

_OLD = "The men's 800 m record at the Orla Games is 1:45.20, set by Tomas Reed."


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (_OLD, "Ivo Marsh ran 1:44.90 at the Orla Games, breaking the 800 m record."),
        (_OLD, "Tomas Reed's 1:45.20 record at Orla fell when Ivo Marsh ran 1:44.90."),
        (
            "海城运动会女子跳高纪录为1米92，由林青保持。",
            "小将何雨跳过1米94，打破了海城运动会女子跳高纪录。",
        ),
    ],
)
def test_a_record_broken_with_a_new_figure_updates_it(old: str, new: str) -> None:
    assert record_broken(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A bid, a near miss.
        (_OLD, "Ivo Marsh could break the Orla Games 800 m record with 1:44.90."),
        (_OLD, "Ivo Marsh narrowly missed the Orla Games record, running 1:45.30."),
        # The old record's own setting, told again: no new figure.
        (_OLD, "Tomas Reed broke the Orla Games record in 2019 with 1:45.20."),
        # The other sex's record.
        (_OLD, "Ada Holm ran 2:01.10, breaking the women's 800 m record at the Orla Games."),
        # Nothing shared besides the record.
        (_OLD, "Lena Volk broke the national javelin record with 68.4 m."),
    ],
)
def test_no_record_broken_keeps_it(old: str, new: str) -> None:
    assert record_broken(new, old) is None

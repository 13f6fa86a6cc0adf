"""A figure the new text calls wrong beside one of its own (rules.figures_corrected). Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.figures_corrected import figure_corrected

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The Tamber Viaduct is 1,240 metres long.",
            "Surveyors put the Tamber Viaduct at 1,420 metres; the 1,240 m figure was a typo.",
        ),
        (
            "Brockwell Library owns 85,000 maps.",
            "Brockwell Library's map room holds 58,000 maps, and the 85,000 quoted earlier was "
            "an estimate.",
        ),
        (
            "The Ostry reservoir holds 320 million cubic metres.",
            "The Ostry reservoir holds 290 million cubic metres, not 320.",
        ),
        ("雁回湖最大水深为46米。", "经重新勘测，雁回湖最大水深为39米，此前的46米系测错。"),
        ("《归途》首日票房3.2亿元。", "据统计，《归途》首日票房为2.6亿元，“3.2亿”的说法有误。"),
        ("松岭隧道全长8.6公里。", "松岭隧道全长9.1公里，而非8.6公里。"),
    ],
)
def test_a_figure_called_wrong_retires(old: str, new: str) -> None:
    found = figure_corrected(new, old)
    assert found is not None
    assert found[0] is Relation.CONTRADICTION
    assert classify_pair(new, old, 0.8)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The error denied: the old figure stands.
        (
            "The Tamber Viaduct is 1,240 metres long.",
            "The 1,240 m figure for the Tamber Viaduct was not a misprint; the 1,420 m one was.",
        ),
        # Another figure called wrong, the old one restated.
        (
            "The Tamber Viaduct is 1,240 metres long.",
            "Reports of 1,420 metres were a typo: the Tamber Viaduct is 1,240 metres long.",
        ),
        # Another period: a year the old text does not name.
        (
            "Brockwell Library owns 85,000 maps.",
            "The 85,000 count was an estimate made in 2019; in 2024 the library held 91,000 maps.",
        ),
        # A figure of another order: a share, not the count.
        (
            "Brockwell Library owns 85,000 maps.",
            "Only 3 of the 85,000 maps were wrongly catalogued.",
        ),
        # 核实无误：旧数字成立。
        ("雁回湖最大水深为46米。", "经重新勘测，雁回湖最大水深46米核实无误，平均水深为12米。"),
        # 被说成有误的是另一个数字。
        ("松岭隧道全长8.6公里。", "网传松岭隧道全长9.1公里系误传，实际为8.6公里。"),
    ],
)
def test_no_figure_of_the_old_text_called_wrong_is_left(old: str, new: str) -> None:
    assert figure_corrected(new, old) is None

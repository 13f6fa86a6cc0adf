"""A superlative's holder overtaken (rules.overtaken). Each example is made up for this test."""

import pytest

from app.providers.rules.overtaken import superlative_overtaken

_OLD = "The tallest building in Varrow is the Keel Tower."


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (_OLD, "The new Lumen Spire has overtaken the Keel Tower as Varrow's tallest building."),
        (_OLD, "Finished in May, the Lumen Spire is Varrow's tallest, surpassing the Keel Tower."),
        (
            "Best-selling phone in Ostland: the Tarn 5.",
            "The Tarn 5 lost its place as Ostland's best seller, overtaken by the Mira X.",
        ),
        ("最畅销的手机：星河8。", "星河8首次丢掉销量冠军，被云帆X反超。"),
    ],
)
def test_the_holder_overtaken_updates_the_superlative(old: str, new: str) -> None:
    assert superlative_overtaken(new, old) is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # How the holder took the title, told again.
        (_OLD, "The Keel Tower became Varrow's tallest in 1990, overtaking the Old Mill."),
        # A forecast.
        (_OLD, "The Lumen Spire is set to overtake the Keel Tower as Varrow's tallest."),
        # Another superlative.
        (_OLD, "The Lumen Spire has overtaken the Keel Tower as Varrow's busiest office block."),
    ],
)
def test_no_holder_overtaken_keeps_it(old: str, new: str) -> None:
    assert superlative_overtaken(new, old) is None

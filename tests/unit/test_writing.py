"""The writing constraints for model-written memory text: pass, trim, or reject."""

import pytest

from app.services.write import model_text

LIMITS = {"max_chars": 280, "max_sentences": 2}


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("  User\tlikes \n tea.  ", "User likes tea."),
        ("User\x00 likes\x07 tea", "User likes tea"),
        ("Cafe\u0301 au lait", "Café au lait"),  # NFC: one code point for é
    ],
)
def test_normalize_for_storage_collapses_space_and_drops_control_characters(
    raw: str, clean: str
) -> None:
    assert model_text.normalize_for_storage(raw) == clean


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("User likes tea. User has a cat!", ["User likes tea.", "User has a cat!"]),
        ("Is it? Yes.", ["Is it?", "Yes."]),
        ("用户住在上海。用户喜欢茶。", ["用户住在上海。", "用户喜欢茶。"]),
        ("Version 2.5 is out", ["Version 2.5 is out"]),  # no space after the dot: one sentence
    ],
)
def test_sentences_split_at_sentence_ends_in_both_scripts(text: str, parts: list[str]) -> None:
    assert model_text.sentences(text) == parts


@pytest.mark.parametrize(
    "text", ["User prefers Vim.", "User lives in Berlin. User works at Acme.", "用户住在上海。"]
)
def test_text_within_the_limits_passes_unchanged(text: str) -> None:
    assert model_text.validate(text, **LIMITS) == model_text.Written(text, "ok")


def test_passing_text_is_returned_normalised() -> None:
    written = model_text.validate("  User   prefers\nVim. ", **LIMITS)
    assert (written.outcome, written.text) == ("ok", "User prefers Vim.")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("One. Two. Three.", "One. Two."),
        ("用户住在上海。用户喜欢茶。用户养猫。", "用户住在上海。用户喜欢茶。"),
        ("Is it? Yes! Sure.", "Is it? Yes!"),
    ],
)
def test_too_many_sentences_keeps_the_first_ones(text: str, kept: str) -> None:
    written = model_text.validate(text, **LIMITS)
    assert written == model_text.Written(kept, "trimmed", "more than 2 sentences")


def test_too_long_text_is_cut_at_the_last_sentence_that_fits() -> None:
    text = "User likes green tea. User has a very long name that goes on"
    written = model_text.validate(text, max_chars=30, max_sentences=2)
    assert written == model_text.Written(
        "User likes green tea.", "trimmed", "longer than 30 characters"
    )


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("User likes green tea and coffee and more", "User likes green…"),
        ("Userlikesgreenteaandcoffeeandmore", "Userlikesgreenteaan…"),  # no word end: hard cut
    ],
)
def test_a_single_long_sentence_is_cut_at_a_word_end(text: str, cut: str) -> None:
    written = model_text.validate(text, max_chars=20, max_sentences=2)
    assert written.outcome == "trimmed"
    assert written.text == cut
    assert len(written.text) <= 20


def test_both_limits_are_named_when_both_are_broken() -> None:
    text = "First sentence is fine. " + "Second one runs on and on " * 20 + ". Third."
    written = model_text.validate(text, **LIMITS)
    assert written.outcome == "trimmed"
    assert written.reason == "more than 2 sentences; longer than 280 characters"
    assert written.text == "First sentence is fine."


@pytest.mark.parametrize("text", ["", "   ", " ... ", "\x00\x07", "—!?", "。！"])
def test_text_empty_after_normalisation_is_rejected(text: str) -> None:
    written = model_text.validate(text, **LIMITS)
    assert written == model_text.Written("", "rejected", "empty after normalisation")


@pytest.mark.parametrize("max_chars", [20, 50, 100, 280])
def test_trimmed_text_never_exceeds_the_limit(max_chars: int) -> None:
    text = " ".join(f"word{i}" for i in range(200)) + ". Another sentence follows here."
    written = model_text.validate(text, max_chars=max_chars, max_sentences=2)
    assert written.outcome == "trimmed"
    assert 0 < len(written.text) <= max_chars

"""What a write request must be, decided once each: "text or messages" by the request model,
the configured text cap by the draft."""

from typing import Any

import pytest
from pydantic import ValidationError

from app.categories import load_categories
from app.config import Settings
from app.errors import TextTooLong
from app.schemas.write import MemoryCreate
from app.services.write.drafts import build_draft

TURN = [{"role": "user", "content": "I live in Rome"}]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "text"),
        ({"messages": TURN, "text": "User lives in Rome"}, "text"),
        ({"messages": TURN, "key": "city"}, "key"),
        ({"messages": TURN, "value": "Rome"}, "value"),
        ({"messages": TURN, "supersedes": "mem_x"}, "supersedes"),
    ],
)
def test_a_memory_or_a_turn_and_never_both(body: dict[str, Any], field: str) -> None:
    with pytest.raises(ValidationError) as caught:
        MemoryCreate.model_validate({"user_id": "u", **body})
    [error] = caught.value.errors()
    assert error["loc"] == (field,)


@pytest.mark.parametrize("body", [{"text": "User lives in Rome"}, {"messages": TURN}])
def test_either_alone_is_a_request(body: dict[str, Any]) -> None:
    MemoryCreate.model_validate({"user_id": "u", **body})


def test_the_configured_cap_is_checked_when_the_draft_is_built() -> None:
    settings = Settings(max_text_chars=10)
    categories = load_categories()
    assert build_draft(MemoryCreate(user_id="u", text="x" * 10), settings, categories)
    with pytest.raises(TextTooLong) as caught:
        build_draft(MemoryCreate(user_id="u", text="x" * 11), settings, categories)
    assert caught.value.extra["errors"] == [
        {"field": "body.text", "message": "`text` may hold at most 10 characters."}
    ]

"""LLM-backed fact extractor over an OpenAI-compatible server: one schema-constrained chat
call turns a conversation turn into facts. It raises only ``ProviderError``; unusable items in
a well-formed answer are dropped, not fatal (see `app.providers.llm_classifier`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from app.enums import MemoryType
from app.errors import ProviderError
from app.providers.base import STATEMENT_CHARS, ExtractedFact, Message
from app.providers.openai import OpenAICompatible

_EXTRACT_SYSTEM = """\
Extract durable facts about the USER from this conversation turn, for long-term memory.
Keep stable facts, preferences, decisions, plans and corrections ("actually...", "not X, use \
Y", "call me ...", "I've switched to ..."): state the corrected fact.
Skip greetings, questions, small talk, one-off requests, and what the assistant says unless \
the user confirms it.
text: one complete third-person statement about the user, at most {chars} characters, in the \
language of the turn ("User prefers Vim", "用户住在上海").
type: fact, preference, decision, insight, procedural (how the user works) or episodic (an \
event).
key/value: only for the name the user wants to be called: key "preferred_name", value the \
name; otherwise null.
At most {limit} facts; an empty list is fine."""

# Strict structured outputs (OpenAI) require every property in "required" and
# additionalProperties false at every level; length limits are enforced here instead of in
# the schema because not every server supports maxLength/maxItems.
_TYPES = [t.value for t in MemoryType]
_EXTRACT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["facts"],
    "properties": {
        "facts": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["text", "type", "key", "value"],
                "properties": {
                    "text": {"type": "string"},
                    "type": {"type": "string", "enum": _TYPES},
                    "key": {"type": ["string", "null"], "enum": ["preferred_name", None]},
                    "value": {"type": ["string", "null"]},
                },
            },
        }
    },
}
_PREFERRED_NAME = "preferred_name"
_EXTRACT_TOKENS_PER_FACT = 120  # 280 chars of CJK text can take ~1 token per character
_TURN_CHARS = 8000  # the newest end of a very long turn is kept
_SPACE = re.compile(r"\s+")


class LLMFactExtractor:
    """FactExtractor: one chat call turns a conversation turn into at most ``limit`` facts.

    Each fact is a complete third-person statement about the user (at most 280 characters, in
    the turn's language) with a MemoryType; ``key``/``value`` are set only for the user's
    preferred name (``preferred_name``). Items with empty or over-long text, an unknown type,
    or a repeated text are dropped; a key other than ``preferred_name`` (or one without a
    value) is dropped but the fact kept. System messages are not shown to the model: they are
    instructions to the assistant, not things the user said. ``limit`` <= 0 makes no call.
    """

    name = "llm"

    def __init__(self, client: OpenAICompatible, *, model: str) -> None:
        self._client = client
        self._model = model

    def prompt(self, messages: Sequence[Message], *, limit: int) -> list[dict[str, str]]:
        """The chat messages for one extraction (public so its size can be measured)."""
        turn = "\n".join(f"{m.role}: {m.content.strip()}" for m in messages if m.role != "system")
        if len(turn) > _TURN_CHARS:
            turn = "…" + turn[-_TURN_CHARS:]
        return [
            {
                "role": "system",
                "content": _EXTRACT_SYSTEM.format(limit=limit, chars=STATEMENT_CHARS),
            },
            {"role": "user", "content": turn},
        ]

    async def extract(self, messages: Sequence[Message], *, limit: int) -> list[ExtractedFact]:
        if limit <= 0 or not any(m.content.strip() for m in messages if m.role != "system"):
            return []
        answer = await self._client.chat_json(
            model=self._model,
            messages=self.prompt(messages, limit=limit),
            schema=_EXTRACT_SCHEMA,
            schema_name="memory_facts",
            max_tokens=60 + _EXTRACT_TOKENS_PER_FACT * limit,
        )
        items = answer.get("facts")
        if not isinstance(items, list):
            raise ProviderError("extractor answer lacks 'facts'")
        facts: list[ExtractedFact] = []
        seen: set[str] = set()
        for item in items:
            fact = _fact(item)
            if fact is None or fact.text.casefold() in seen:
                continue
            seen.add(fact.text.casefold())
            facts.append(fact)
            if len(facts) == limit:
                break
        return facts


def _fact(item: Any) -> ExtractedFact | None:
    """One answer item as an ExtractedFact, or None when it is not usable."""
    if not isinstance(item, dict):
        return None
    text, kind = item.get("text"), item.get("type")
    if not isinstance(text, str) or not isinstance(kind, str) or kind not in _TYPES:
        return None
    text = _SPACE.sub(" ", text).strip()
    # Too long means the model ignored the contract; cutting it would leave half a statement.
    if not text or len(text) > STATEMENT_CHARS:
        return None
    key, value = item.get("key"), item.get("value")
    if key == _PREFERRED_NAME and isinstance(value, str) and value.strip():
        return ExtractedFact(text=text, type=MemoryType(kind), key=key, value=value.strip())
    return ExtractedFact(text=text, type=MemoryType(kind))

"""LLM-backed theory-of-mind insight writer over an OpenAI-compatible server (spec item 3).

Kept beside llm_classifier.py, with the same conventions: ONE schema-constrained chat call per use
(temperature 0, at most 220 answer tokens), ``ProviderError`` only when the call or the
answer's top-level shape fails, item-level junk dropped. The summaries come back as the model
wrote them: the service checks them against the writing constraints, so that what it trims or
rejects is counted in one place.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from app.errors import ProviderError
from app.providers.base import STATEMENT_CHARS, ProposedInsight
from app.providers.openai import OpenAICompatible

# The spec's budget: 1–3 insights of at most 280 characters fit in it with their tags.
_MAX_TOKENS = 220
_MAX_TAGS = 3
_TAG_CHARS = 32
_SPACE = re.compile(r"\s+")

_SYSTEM = """\
You read recent memories about a user and infer 1 to {limit} theory-of-mind insights: latent \
emotional, relational or motivational patterns the memories suggest but do not state (trust, \
frustration, what the user values, how preferences evolve).
summary: one complete, self-contained sentence in the third person about "User", neutral \
tone, at most {chars} characters, no pronouns; never mention or refer to the assistant or an AI \
(no "I", "me", "we", "you", "the assistant").
tags: 1 to 3 short lowercase words.
importance: 1 (minor) to 5 (central); 2 is typical.
If the memories suggest nothing beyond what they state, answer an empty list."""

_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["insights"],
    "properties": {
        "insights": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["summary", "tags", "importance"],
                "properties": {
                    "summary": {"type": "string"},
                    "tags": {"type": "array", "items": {"type": "string"}},
                    "importance": {"type": "integer"},
                },
            },
        }
    },
}


class LLMInsightWriter:
    """InsightWriter: one chat call reads the activity and facts and proposes insights.

    Items that are not objects or lack a string summary are dropped; tags are trimmed to
    at most 3 short words; an importance outside 1–5 counts as none given. At most ``limit``
    insights come back. With nothing to read, or ``limit`` <= 0, no call is made.
    """

    name = "llm"

    def __init__(self, client: OpenAICompatible, *, model: str) -> None:
        self._client = client
        self._model = model

    def prompt(
        self, activity: Sequence[str], facts: Sequence[str], *, limit: int
    ) -> list[dict[str, str]]:
        """The chat messages for one run (public so its size can be measured)."""
        lines = ["LATEST ACTIVITY:", *(f"- {_one_line(a)}" for a in activity)]
        lines += ["NEW FACTS:", *(f"- {_one_line(f)}" for f in facts)]
        return [
            {"role": "system", "content": _SYSTEM.format(limit=limit, chars=STATEMENT_CHARS)},
            {"role": "user", "content": "\n".join(lines)},
        ]

    async def write(
        self, activity: Sequence[str], facts: Sequence[str], *, limit: int
    ) -> list[ProposedInsight]:
        if limit <= 0 or not (activity or facts):
            return []
        answer = await self._client.chat_json(
            model=self._model,
            messages=self.prompt(activity, facts, limit=limit),
            schema=_SCHEMA,
            schema_name="memory_insights",
            max_tokens=_MAX_TOKENS,
        )
        items = answer.get("insights")
        if not isinstance(items, list):
            raise ProviderError("insight answer lacks 'insights'")
        proposed = [insight for item in items if (insight := _insight(item)) is not None]
        return proposed[:limit]


def _one_line(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _insight(item: Any) -> ProposedInsight | None:
    if not isinstance(item, dict) or not isinstance(item.get("summary"), str):
        return None
    raw_tags = item.get("tags")
    tags: list[str] = []
    for tag in raw_tags if isinstance(raw_tags, list) else []:
        word = _one_line(tag).casefold() if isinstance(tag, str) else ""
        if word and len(word) <= _TAG_CHARS and word not in tags:
            tags.append(word)
    level = item.get("importance")
    valid = isinstance(level, int) and not isinstance(level, bool) and 1 <= level <= 5
    return ProposedInsight(
        summary=item["summary"],
        tags=tuple(tags[:_MAX_TAGS]),
        importance=level if valid else None,
    )

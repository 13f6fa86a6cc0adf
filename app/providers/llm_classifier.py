"""LLM-backed relation classifier over an OpenAI-compatible server (the fact extractor is in
`extract.llm`, the insight writer in `llm_insights`).

Each use makes exactly ONE schema-constrained chat call and raises only ``ProviderError``
(from the client, or when the answer's top-level shape is wrong). Item-level junk inside a
well-formed answer is dropped rather than failing the whole call: one bad item should not
throw away the good ones, and the service has rules to fall back on when a call does fail.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from app.enums import Relation
from app.errors import ProviderError
from app.providers.base import Candidate, Judgement, PairToCheck, PairVerdict, Verdict
from app.providers.openai import OpenAICompatible

# Old memories are shown to the model cut to this length: a prompt-size bound for the odd very
# long memory (texts may reach 4,000 chars), well above a typical one-sentence memory.
_CANDIDATE_CHARS = 400
_NEW_CHARS = 2000
_REASON_CHARS = 160
# Answer budget: {"ref": "m10", "relation": "CONTRADICTION", "reason": <12 words>} is ~35
# tokens in English; the rest covers the envelope and a longer non-English reason.
_CLASSIFY_BASE_TOKENS = 60
_CLASSIFY_TOKENS_PER_CANDIDATE = 40
_NOT_JUDGED = "not judged by the model"

_CLASSIFY_SYSTEM = """\
You compare a NEW memory with EXISTING memories m1, m2, ... of the same user's store. Memories \
are about the user or about anyone or anything the user cares about (a colleague, a company, \
a team, a city). Give each existing memory one relation:
CONTRADICTION: NEW says it is not or never was true ("is vegetarian" vs "is not vegetarian").
UPDATE: NEW gives the same attribute of the same subject a newer value ("lives in Portland" vs \
"moved to Seattle"; "X is CEO of Acme" vs "Acme named Y chief executive").
OVERLAP: same subject and topic, both can be true.
NONE: unrelated.
Precision first: when unsure, OVERLAP or NONE: UPDATE/CONTRADICTION retire the old memory. \
Never retire for: questions, plans, hypotheticals, past history, additions ("also uses"), \
another subject (the user's sister vs the user), separate events or appointments at different \
times, or chat turns said by different speakers ("Ann: …" vs "Bob: …").
retraction: true only if NEW just withdraws an old statement without stating a replacement \
("I no longer work at Acme"); "I left Acme and joined Globex" is an UPDATE, not a retraction.
reason: at most 12 words."""

_PAIRS_SYSTEM = """\
You compare pairs p1, p2, ... of memories from one user's store, about the user or anyone or \
anything the user cares about. In each pair, NEWER was stored after OLDER. Give each pair one \
relation:
CONTRADICTION: NEWER says OLDER is not or never was true.
UPDATE: NEWER gives the same attribute of the same subject a newer value ("lives in Portland" \
vs "moved to Seattle").
OVERLAP: same subject and topic, both can be true; also the same fact stated twice in other \
words.
NONE: unrelated.
Precision first: when unsure, OVERLAP or NONE: UPDATE/CONTRADICTION retire the older memory. \
Never retire for: questions, plans, hypotheticals, past history, additions ("also uses"), \
another subject, separate events at different times, or turns by different speakers.
reason: at most 12 words."""

# Strict structured outputs (OpenAI) require every property in "required" and
# additionalProperties false at every level; length limits are enforced here instead of in
# the schema because not every server supports maxLength/maxItems.
_RELATIONS = [r.value for r in Relation]
_SPACE = re.compile(r"\s+")


def _one_line(text: str, limit: int) -> str:
    """Collapsed whitespace (one memory per prompt line) and at most ``limit`` characters."""
    text = _SPACE.sub(" ", text).strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _relation_item(refs: Sequence[str]) -> dict[str, Any]:
    """One judged item; ``ref`` is an enum of the refs shown, so strict servers can't invent."""
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["ref", "relation", "reason"],
        "properties": {
            "ref": {"type": "string", "enum": list(refs)},
            "relation": {"type": "string", "enum": _RELATIONS},
            "reason": {"type": "string"},
        },
    }


def classify_schema(refs: Sequence[str]) -> dict[str, Any]:
    """The answer schema for one new memory against its candidates."""
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["retraction", "relations"],
        "properties": {
            "retraction": {"type": "boolean"},
            "relations": {"type": "array", "items": _relation_item(refs)},
        },
    }


def pairs_schema(refs: Sequence[str]) -> dict[str, Any]:
    """The answer schema for a batch of pairs."""
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["pairs"],
        "properties": {"pairs": {"type": "array", "items": _relation_item(refs)}},
    }


def _judged(items: list[Any], refs: Sequence[str]) -> dict[str, tuple[Relation, str]]:
    """The usable judgements of an answer by ref: unknown refs, unknown relations and repeats
    of a ref already judged are dropped."""
    judged: dict[str, tuple[Relation, str]] = {}
    for item in items:
        if not isinstance(item, dict):
            continue
        ref, relation, reason = item.get("ref"), item.get("relation"), item.get("reason")
        if not isinstance(ref, str) or ref not in refs or ref in judged:
            continue
        if not isinstance(relation, str) or relation.upper() not in _RELATIONS:
            continue
        why = _one_line(reason, _REASON_CHARS) if isinstance(reason, str) else ""
        judged[ref] = (Relation(relation.upper()), why or "no reason given")
    return judged


class LLMRelationClassifier:
    """RelationClassifier: one chat call judges the new memory against ALL its candidates.

    Candidates appear in the prompt as ``m1``..``mN`` (short, and the ids stay private); the
    answer is mapped back to ids. Unknown refs are ignored, the first judgement of a ref wins,
    and candidates the model left out (or gave an unknown relation) are NONE, "not judged by
    the model". Judgements come back in candidate order, one per distinct candidate id. With
    no candidates there is nothing to relate or withdraw: no call, an empty non-retraction.
    """

    name = "llm"
    in_process = False  # a network call: made before the write takes the user's lock

    def __init__(self, client: OpenAICompatible, *, model: str) -> None:
        self._client = client
        self._model = model

    def prompt(self, new_text: str, candidates: Sequence[Candidate]) -> list[dict[str, str]]:
        """The chat messages for one classification (public so its size can be measured)."""
        lines = [f"NEW: {_one_line(new_text, _NEW_CHARS)}", "EXISTING:"]
        lines += [
            f"m{i}: {_one_line(c.text, _CANDIDATE_CHARS)}" for i, c in enumerate(candidates, 1)
        ]
        return [
            {"role": "system", "content": _CLASSIFY_SYSTEM},
            {"role": "user", "content": "\n".join(lines)},
        ]

    async def classify(self, new_text: str, candidates: Sequence[Candidate]) -> Verdict:
        unique: dict[str, Candidate] = {}
        for candidate in candidates:
            unique.setdefault(candidate.id, candidate)  # a repeated id: the first one wins
        if not unique:
            return Verdict(judgements=(), retraction=False)
        by_ref = {f"m{i}": c for i, c in enumerate(unique.values(), 1)}
        answer = await self._client.chat_json(
            model=self._model,
            messages=self.prompt(new_text, list(by_ref.values())),
            schema=classify_schema(list(by_ref)),
            schema_name="memory_relations",
            max_tokens=_CLASSIFY_BASE_TOKENS + _CLASSIFY_TOKENS_PER_CANDIDATE * len(unique),
        )
        retraction, items = answer.get("retraction"), answer.get("relations")
        if not isinstance(retraction, bool) or not isinstance(items, list):
            raise ProviderError("classifier answer lacks 'retraction' or 'relations'")
        judged = _judged(items, list(by_ref))
        judgements = tuple(
            Judgement(c.id, *judged.get(ref, (Relation.NONE, _NOT_JUDGED)))
            for ref, c in by_ref.items()
        )
        return Verdict(judgements=judgements, retraction=retraction)

    def pairs_prompt(self, pairs: Sequence[PairToCheck]) -> list[dict[str, str]]:
        """The chat messages for one batch of pairs (public so its size can be measured)."""
        lines = []
        for i, pair in enumerate(pairs, 1):
            lines += [
                f"p{i}",
                f"OLDER: {_one_line(pair.older, _CANDIDATE_CHARS)}",
                f"NEWER: {_one_line(pair.newer, _CANDIDATE_CHARS)}",
            ]
        return [
            {"role": "system", "content": _PAIRS_SYSTEM},
            {"role": "user", "content": "\n".join(lines)},
        ]

    async def classify_pairs(self, pairs: Sequence[PairToCheck]) -> list[PairVerdict]:
        """ONE chat call judges a whole batch. Pairs are shown as ``p1``..``pN`` (no ids leave
        the service); a pair the model leaves out is NONE, "not judged by the model"."""
        if not pairs:
            return []
        refs = [f"p{i}" for i in range(1, len(pairs) + 1)]
        answer = await self._client.chat_json(
            model=self._model,
            messages=self.pairs_prompt(pairs),
            schema=pairs_schema(refs),
            schema_name="memory_pair_relations",
            max_tokens=_CLASSIFY_BASE_TOKENS + _CLASSIFY_TOKENS_PER_CANDIDATE * len(pairs),
        )
        items = answer.get("pairs")
        if not isinstance(items, list):
            raise ProviderError("pair classifier answer lacks 'pairs'")
        judged = _judged(items, refs)
        return [PairVerdict(*judged.get(ref, (Relation.NONE, _NOT_JUDGED))) for ref in refs]

"""Rule-based fact extractor: the embedded, deterministic default (no network, no I/O).

Contract
    ``extract_facts(messages, limit=3)`` turns one conversation turn into at most ``limit``
    memories worth storing, in order of appearance: each a complete third-person statement in
    the language of its source sentence ("User lives in Seattle", "用户搬到了上海"), at most
    280 characters, with the user's own words for the object.
    - Only USER messages are sources. Assistant and system text is context: it tells a bare
      correction ("No, not Portland, Seattle", "不对，上海") which statement it corrects.
    - Questions, plans, wishes, conditions, history, requests scoped to the task at hand,
      greetings and small talk give nothing. Retractions are facts ("User no longer smokes").
    - A named relative keeps the subject ("User's wife works at Acme"); the classifier keeps
      such facts apart from the user's own. A joint subject ("my wife and I") gives nothing.
    - As with the LLM extractor, only the name the user goes by is structured (key
      ``preferred_name``, value the name); the rest is text for the relation classifier.
    - A later statement about the same thing (residence, employer, name, age, diet, a taste)
      replaces an earlier one of the turn; repeats collapse.
Pattern tables and their rationale live in :mod:`app.providers.extract.cues`; rendering a match
as a statement in :mod:`app.providers.extract.render`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from app.providers.base import ExtractedFact, Message
from app.providers.extract import cues as cues
from app.providers.extract.render import Hit, Slot, render, slot_key, third


@dataclass(slots=True)
class _Turn:
    facts: dict[Slot, ExtractedFact] = field(default_factory=dict)
    # Statements a bare correction may refer to, with the slot of the fact each one gave.
    context: list[tuple[Hit, Slot | None]] = field(default_factory=list)

    def add(self, hit: Hit, replaces: Slot | None = None) -> bool:
        found = render(hit)
        if found is None:
            return False
        slot, fact = found
        if replaces is not None:  # "I use Vim. I meant Neovim": the Vim statement was a slip
            self.facts.pop(replaces, None)
        self.facts.pop(slot, None)  # the later statement wins and takes the later place
        self.facts[slot] = fact
        self.context.append((hit, slot))
        return True


def extract_facts(messages: Sequence[Message], *, limit: int = 3) -> list[ExtractedFact]:
    """At most ``limit`` facts from the user's messages in ``messages``, in order."""
    if limit <= 0:
        return []
    turn = _Turn()
    for message in messages:
        for sentence, asked in _sentences(message.content):
            if message.role == "user":
                _read(sentence, asked, turn)
            else:
                _note_context(sentence, turn)
    return list(turn.facts.values())[:limit]


class RulesFactExtractor:
    """FactExtractor over :func:`extract_facts`: pure CPU, well under a millisecond a turn."""

    name = "rules"

    async def extract(self, messages: Sequence[Message], *, limit: int) -> list[ExtractedFact]:
        return extract_facts(messages, limit=limit)


def _sentences(text: str) -> Iterator[tuple[str, bool]]:
    """Sentences of NFKC text without emojis, contractions expanded; True if it asked."""
    text = unicodedata.normalize("NFKC", text).replace("\u2019", "'").replace("\u2018", "'")
    # Emojis and other symbols carry no facts but break word boundaries.
    text = "".join(" " if unicodedata.category(c) in cues.SYMBOLS else c for c in text)
    text = cues.EMOTICON_RE.sub(" ", text)
    for pattern, repl in cues.CONTRACTION_RES:
        text = pattern.sub(repl, text)
    parts = cues.SENTENCE_RE.split(text)
    for i in range(0, len(parts), 2):
        if body := " ".join(parts[i].split()):
            yield body, "?" in (parts[i + 1] if i + 1 < len(parts) else "")


def _read(sentence: str, asked: bool, turn: _Turn) -> None:
    text = cues.FILLER_RE.sub("", sentence)
    if request := cues.REQUEST_RE.match(text):  # "can you remember that ...": not a question
        text, asked = text[request.end() :], False
    if cues.NAME_CALL_RE.search(text) and (tag := cues.REQUEST_TAG_RE.search(text)):
        text, asked = text[: tag.start()], False  # 叫我小王好吗
    corrected = bool(fix := cues.CORRECTION_RE.match(text))
    text = cues.FILLER_RE.sub("", text[fix.end() :] if fix else text)
    old, bare = _rewrite(text, corrected)
    if bare is None:
        added = [turn.add(hit) for hit in _accepted(old or text, asked)]  # no short-circuit
        if any(added) or not corrected:
            return
        old, bare = None, old or text
    if asked or cues.HYP_RE.search(bare):
        return
    if cues.SELF_LEAD_RE.match(bare):  # "Actually, I'm a senior developer now"
        _generic(bare, turn)
        return
    value = cues.BARE_LEAD_RE.sub("", bare).strip(" .!")
    if not value or len(value.split()) > 4 or len(value) > 24 or _substitute(turn, old, value):
        return
    if old and cues.TOOL_RE.match(value):  # "Not VS Code, Neovim" with nothing to correct
        zh = cues.CJK_RE.search(sentence)
        turn.add(
            Hit("switch_zh", {"o": value})
            if zh
            else Hit("instead", {"v": "use", "o": value, "x": old})
        )


def _rewrite(text: str, corrected: bool) -> tuple[str | None, str | None]:
    """Corrections that span clauses: (a rewritten sentence, None) or (old value, bare new)."""
    if m := cues.NOT_BUT_EN_RE.match(text):
        if m["use"] or m["use2"]:
            return f"use {m['y']} instead of {m['x']}", None
        return (m["y"], None) if cues.SELF_LEAD_RE.match(m["y"]) else (m["x"], m["y"])
    if m := cues.NOT_BUT_ZH_RE.match(text):
        pre, y = m["pre"].strip(), m["y"]
        if m["use"]:
            return f"{pre}改用{y}", None
        if not pre:
            return m["x"], y
        # 我住的不是北京，是上海 -> 我住在上海; 我的名字不是张三，是李四 -> 我的名字是李四
        if pre.endswith("的"):
            return pre[:-1] + ("在" if pre.endswith("住的") else "") + y, None
        return f"{pre}是{y}", None
    if corrected and (m := cues.REVERSED_RE.match(text)):  # "I meant Seattle, not Portland"
        return (m["y"], None) if cues.SELF_LEAD_RE.match(m["y"]) else (m["x"], m["y"])
    if m := cues.LEAD_INSTEAD_RE.match(text):
        return f"{m['rest']} instead of {m['x']}", None
    return None, None


def _accepted(text: str, asked: bool) -> list[Hit]:
    """Rule hits in the sentence's clauses that assert something now, about the user."""
    text = cues.JOINT_RE.sub("we", text)  # "my wife and I live ...": not the user alone
    clauses = [c.strip() for c in cues.CLAUSE_RE.split(text) if c and c.strip()]
    out: list[Hit] = []
    subject, planned = "", False
    for i, raw in enumerate(clauses):
        clause = cues.FILLER_RE.sub("", raw)
        question = (asked and i == len(clauses) - 1) or bool(
            cues.QUESTION_START_RE.match(clause) or cues.QUESTION_ZH_RE.search(clause)
        )
        inherited = bool(subject) and not cues.HAS_SUBJECT_RE.match(clause)
        if inherited:  # "I moved to Seattle and joined Globex", "我搬到了上海，在字节工作"
            clause = subject + ("" if cues.CJK_RE.match(subject) else " ") + clause
        # A plan covers the clauses that share its subject: "might move ... and work at ...".
        void = question or (inherited and planned) or cues.ONE_OFF_RE.search(clause)
        for hit, before, after in [] if void else _match(clause):
            if "s" not in hit.groups and cues.OTHER_VOICE_RE.search(before):
                continue  # "my friends call me Bobby", "don't call me Bob"
            if not (cues.HYP_RE.search(before) or cues.HYP_AFTER_RE.search(after)):
                out.append(hit)
        if m := cues.SUBJECT_RE.match(clause):
            subject = m["s"]
        planned = bool(cues.HYP_RE.search(clause)) or (inherited and planned)
    return out


def _match(clause: str) -> list[tuple[Hit, str, str]]:
    """Non-overlapping hits, leftmost first (the earlier rule at a tie), with their context."""
    found = sorted(
        ((m.start(), order, name, m) for order, (name, rx) in enumerate(cues.RULE_RES)
         for m in rx.finditer(clause)),
        key=lambda item: (item[0], item[1]),
    )  # fmt: skip
    out: list[tuple[Hit, str, str]] = []
    end = 0
    for start, _, name, m in found:
        if start < end:  # inside an earlier, already chosen statement
            continue
        groups = {k.rstrip("_"): " ".join(v.split()) for k, v in m.groupdict().items() if v}
        groups = {k: v for k, v in groups.items() if v}
        if cues.NOW_RE.match(clause[m.end() :].strip()):  # "I live in Seattle now"
            groups["adv"] = groups.get("adv", "") + " now"
        out.append((Hit(name, groups), clause[:start], clause[m.end() :]))
        end = m.end()
    return out


def _note_context(sentence: str, turn: _Turn) -> None:
    for pattern, repl in cues.CONTEXT_RES:  # "You live in Portland" -> "I live in Portland"
        sentence = pattern.sub(repl, sentence)
    for clause in cues.CLAUSE_RE.split(sentence):
        if clause and clause.strip():
            turn.context.extend((hit, None) for hit, _, _ in _match(clause.strip()))


def _substitute(turn: _Turn, old: str | None, new: str) -> bool:
    """A bare correction: restate the latest (matching) statement with the new value."""
    number = new.isdigit() or new.casefold() in cues.NUMBER_WORDS
    for hit, origin in reversed(turn.context):
        slot = "n" if number and "n" in hit.groups else "o"
        value = hit.groups.get(slot)
        if hit.rule in cues.NO_SUBSTITUTE or value is None:
            continue
        if old and slot_key(old) not in slot_key(value) and slot_key(value) not in slot_key(old):
            continue
        if turn.add(Hit(hit.rule, {**hit.groups, slot: new}), replaces=origin):
            return True
    return False


def _generic(text: str, turn: _Turn) -> None:
    """A correction no rule knows, restated in the third person."""
    if cues.CJK_RE.match(text):
        turn.add(Hit("generic_zh", {"o": text[1:]}))  # no verb to conjugate: 我X -> 用户X
        return
    first, *rest = text.split()[1:] or [""]
    if first and first.casefold() not in cues.MODALS_EN - {"am", "was"}:
        turn.add(Hit("generic", {"o": " ".join([third(first, past_ok=True), *rest])}))

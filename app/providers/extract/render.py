"""Rendering one rule match of :mod:`app.providers.extract.rules` as a memory.

``render(hit)`` fills the rule's template (:mod:`app.providers.extract.cues`) with the user's
own words, in the third person ("I live in Seattle" -> "User lives in Seattle", 我搬到了上海 ->
用户搬到了上海), and names the slot the statement fills, so a later statement of the turn about
the same thing replaces it. It answers None for a match that is not a memory (a deictic object,
someone else's name, "I work at 9am").
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from app.enums import MemoryType
from app.providers.base import STATEMENT_CHARS, ExtractedFact
from app.providers.extract import cues as cues

_MAX_OBJECT = 80  # a longer "object" is a run-on clause, not a thing a memory should name
Slot = tuple[str, ...]


class _Blank(dict[str, str]):
    """Template fields: an optional group that did not take part reads as empty."""

    def __missing__(self, key: str) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class Hit:
    """One rule match: the rule's name and its non-empty groups."""

    rule: str
    groups: Mapping[str, str]


def slot_key(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.casefold()).split())


def third(verb: str, *, past_ok: bool = False) -> str:
    """Third person singular of a base-form verb ("live" -> "lives", "have" -> "has")."""
    low = verb.casefold()
    if low in cues.VERB_FORMS:
        return cues.VERB_FORMS[low]
    if past_ok and (low.endswith("ed") or low in cues.PAST_EN):
        return verb
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def clean(obj: str, zh: bool) -> str:
    obj = obj.strip(" '\"-.,!~")
    if zh:
        return re.sub(r"[了吧啊呀呢哦啦嘛哈~\s]+$", "", obj).replace("我的", "自己的")
    for pattern, repl in cues.PRONOUN_RES:  # "quit my job" -> "quit their job"
        obj = pattern.sub(repl, obj)
    return obj


def render(hit: Hit) -> tuple[Slot, ExtractedFact] | None:
    """The statement a hit makes, with the slot it fills; None when it is not a memory."""
    rule, g, zh = hit.rule, hit.groups, hit.rule.endswith("_zh")
    rel = re.sub(r"^(?:i|my\s+|我的?)", "", g.get("s", ""), flags=re.IGNORECASE)
    o = clean(g.get("o", ""), zh)
    if (g.get("o") and not o) or cues.DEICTIC_RE.search(o) or len(o) > _MAX_OBJECT:
        return None
    if rule in cues.NAME_RULES and (rel or len(o.split()) > 4):
        return None  # someone else's name, or a sentence
    f = _Blank({**g, "o": o, "x": clean(g.get("x", ""), zh), "rest": clean(g.get("rest", ""), zh)})
    respelled = _respell(rule, f, bool(rel))
    if respelled is None:
        return None
    rule = respelled
    kind, template = cues.TEMPLATES[rule]
    s = ("用户" + (f"的{rel}" if rel else "")) if zh else ("User" + (f"'s {rel}" if rel else ""))
    adv = g.get("adv", "")
    if cues.ADDITIVE_RE.search(adv) and rule not in cues.NAME_RULES and not rule.startswith("fav"):
        s += "也" if zh else " also"  # "also works at Globex" adds; the classifier keeps both
    if rule in cues.NOW_RULES and cues.NOW_RE.search(adv):
        s += "现在" if zh else " now"  # "now" is the classifier's cue for a changed value
    f["S"] = s
    text = " ".join(template.format_map(f).split())
    if len(text) > STATEMENT_CHARS:
        return None
    liked = f["v"].casefold().startswith(cues.LIKES) or f["o"].startswith(("喜欢", "爱", "用"))
    if rule in cues.WITHDRAWALS and liked:  # "User no longer likes jazz" is a taste, not a fact
        kind = "preference"
    if family := cues.SLOTS.get(rule):
        slot: Slot = (rel, family)
    elif rule in cues.TASTE or ((rule in cues.WITHDRAWALS or rule == "dislike") and liked):
        slot = (rel, "taste", slot_key(o))
    elif rule.startswith("fav"):
        slot = (rel, "fav", slot_key(f["c"]))
    else:
        slot = ("text", slot_key(text))
    named = rule in cues.NAME_RULES
    key, value = ("preferred_name", o) if named else (None, None)
    return slot, ExtractedFact(text=text, type=MemoryType(kind), key=key, value=value)


def _respell(rule: str, f: _Blank, other: bool) -> str | None:
    """Per-rule fixes of the captured words; may pick another template, or reject (None)."""
    v, low, o, x = f["v"], f["v"].casefold(), f["o"], f["x"]
    if rule == "like":  # "my wife loves" is already third person
        f["v"] = cues.VERB_FORMS.get(low) or (v if other else third(v))
    elif rule in {"retract", "quit"}:  # "do not smoke" -> "no longer smokes"; "given up"
        f["v"] = third(v) if rule == "retract" else cues.VERB_FORMS.get(low, v)
    elif rule.startswith(("res", "emp")) and (o[:1].isdigit() or cues.NOT_JOINED_RE.search(o)):
        return None  # "I work at 9am", "I joined the call"
    elif rule == "res_move" and cues.TOOL_RE.match(o):
        return "switch"  # "I moved to Neovim"
    elif rule == "switch" and x:
        f["x"] = f"from {x} "
    elif rule == "instead":
        if low in cues.MODALS_EN | cues.PAST_EN or low.endswith("ed"):
            return None  # "I went to the gym instead of running" is an event, not a habit
        if "s" not in f and low not in cues.INSTEAD_VERBS:
            return None
        f["v"] = third(v) if "s" in f else "uses" if low == "use" else f"prefers to {v}"
    elif rule in {"change", "change_to", "change_zh"}:
        if cues.NAME_WORD_RE.search(f["w"]) or cues.NAME_WORD_RE.search(x):
            return "name_change_zh" if rule == "change_zh" else "name_change"
        w, tool = clean(f["w"], False), cues.TOOL_RE.match(x)
        if rule == "change_zh":  # 把X改成Y: a setting or a tool, not "this code"
            ok = cues.SETTING_ZH_RE.match(x) or tool
            return rule if ok and not cues.SWITCH_OBJECT_ZH_RE.search(o) else None
        if w or x.startswith("their "):  # "change my editor (from X) to Y"
            f["x"] = f"{w} from {x}" if w else x
            return "change_thing"
        if rule == "change_to" and not tool:
            return None  # "change the variable name to foo" is a task, not a memory
    elif rule == "switch_zh" and cues.SWITCH_OBJECT_ZH_RE.search(o):
        return None
    elif rule == "decide" and low == "on":
        f["v"] = "settle on"
    elif rule in {"diet", "fav"}:
        f["o" if rule == "diet" else "c"] = f["o" if rule == "diet" else "c"].casefold()
    elif rule.endswith("_zh"):
        f["v"] = cues.VERB_FORMS_ZH.get(v, v)
    return rule

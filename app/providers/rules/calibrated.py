"""The calibrated reading: a logistic regression over features of a pair the readings passed.

The readings (frames, single-valued attributes, amounts, replacements, values) each retire an
old memory on one kind of positive evidence. Many real changes give several weak signs at
once instead: the two texts share their topic, each keeps words the other lacks, the new one
says "now" or "since March", a number or a name appears on both sides with different values.
When no reading fired but the texts share their topic, this model weighs those signs, and
retires the old memory only above a threshold set for a low rate of false retirements.

Every feature is something a reader can check in the two texts; none is a word list tuned to
the labelled pairs beyond the cue patterns the readings already use (rules.cues). The weights
and the threshold are fitted on the dev split only (`benchmarks/fit_relation_model.py`,
which writes rules.calibrated_weights); the frozen test split and the fresh set are reported,
never fitted. The reason names the signs that weighed most.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import calibrated_weights as fitted
from app.providers.rules import cues, patterns
from app.providers.rules.dates import canonical_dates
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules, stem
from app.providers.rules.patterns import Pattern

_WORD = re.compile(
    r"[$£€¥]?\d[\d.,:]*(?:k|m|am|pm|%)?|[A-Za-z][A-Za-z'’\-]*[A-Za-z]|[A-Za-z]|[\u4e00-\u9fff]"
)
_STOP_WORDS = """
a an the is are was were be been being am of to in on at for by with from and or but that this
these those it its it's as user user's users i i'm my me mine we our he she his her they their
them you your has have had do does did will would so very really just also too not no s t
about into than then there here which who whom what when where how
"""
_STOP = frozenset(_STOP_WORDS.split()) | frozenset(
    "的了是在有和也还就都而及与或把被让给对于用户我你他她它们这那个一些吗呢吧啊呀"
)
_CHANGE = patterns.compile(
    r"\b(?:now|currently|these\s+days|nowadays|since|as\s+of|recently|just|new|newly|lately|"
    r"today|anymore|any\s+more|no\s+longer|switched|changed|moved|became|become|started|"
    r"starting|took\s+over|replaced|appointed|named|elected|promoted|left|quit|joined|"
    r"upgraded|got\s+a\s+new|went\s+back|back\s+to|stepped\s+down|resigned)\b|"
    r"现在|目前|如今|最近|刚|已经|改|换|搬|新|成为|接任|担任|上任|辞|离职|跳槽|不再",
    re.I,
)
_CORRECTION = patterns.compile(
    r"\b(?:actually|in\s+fact|correction|wrong|mistake|mistaken|incorrect|not\s+true|never|fix|"
    r"rather|misheard|mixed\s+up|typo)\b|其实|实际上|更正|搞错|弄错|错了|有误|记错|并非|不是",
    re.I,
)
_KIN = patterns.compile(
    r"\b(?:"
    + "|".join(w for w in cues.RELATIVES.split() if w.isascii())
    + r")s?\b|"
    + "|".join(w for w in cues.RELATIVES.split() if not w.isascii()),
    re.I,
)
# An occasion: something that happens at a time, of which there may be many.
_OCCASION = patterns.compile(
    r"\b(?:appointment|meeting|flight|class|lesson|lunch|dinner|party|trip|visit|concert|game|"
    r"interview|session|call|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|"
    r"\d{1,2}(?::\d\d)?\s?(?:am|pm))\b|约了|预约|会议|航班|聚餐|面试|比赛|周[一二三四五六日末]|明天|今晚",
    re.I,
)
_SELF = re.compile(r"^\s*(?:the\s+user|user|i|my|me|we|our)\b|^(?:用户|我)", re.I)
_CJK = re.compile(r"[\u4e00-\u9fff]")
_CUES: dict[str, Pattern] = {
    "negation": cues.NEG_RE,
    "hypothetical": cues.HYP_RE,
    "history": cues.PAST_RE,
    "addition": cues.ADD_RE,
    "question": cues.QUESTION_RE,
    "withdrawal": cues.RETRACT_RE,
    "replacement": cues.REPLACE_RE,
    "change": _CHANGE,
    "correction": _CORRECTION,
    "relative": _KIN,
}
# How a reason names a feature that weighed for retiring.
_SAID = {
    "swap": "each text keeps words the other lacks",
    "swap_numbers": "a number only each text has",
    "swap_names": "a name only each text has",
    "new_change": "a change cue",
    "new_correction": "a correction cue",
    "negation_on_shared": "the new text negates what the old one says",
    "new_withdrawal": "a withdrawal cue",
    "new_replacement": "a replacement cue",
    "similarity": "close in meaning",
    "shared_attribute": "the same attribute",
}


def _tokens(text: str) -> list[tuple[str, bool, bool]]:
    """(key, is a number, is a name) for each word that is not a function word."""
    out = []
    for match in _WORD.finditer(canonical_dates(text)):
        # A number closing a sentence is the same number: "… 2025." and "… 2025)".
        word = match.group(0).rstrip(".,:")
        key = word.casefold()
        if key in _STOP:
            continue
        number = bool(re.match(r"[$£€¥]?\d", word))
        mixed = any(c.isdigit() for c in word) and any(c.isalpha() for c in word)
        name = (word[:1].isupper() and match.start() > 0) or mixed
        out.append((stem(key) if key.isascii() and key.isalpha() else key, number, name))
    return out


def content_keys(text: str) -> frozenset[str]:
    """The keys of TEXT's words that are not function words (Chinese: characters)."""
    return frozenset(t[0] for t in _tokens(text))


def _touches(words: tuple[tuple[str, bool, bool], ...], said: frozenset[str]) -> bool:
    """Whether a clause says something of what the old text said: two of its words (two
    characters, in Chinese), or a name or number of it. One shared verb is not enough:
    "doesn't drink alcohol" says nothing of "drinks coffee"."""
    shared = {t[0] for t in words} & said
    named = any(t[0] in said and (t[1] or t[2]) for t in words)
    return len(shared) >= 2 or named


@dataclass(frozen=True, slots=True)
class _Profile:
    """What the features need of one text, read once per text (a memory meets many others)."""

    tokens: tuple[tuple[str, bool, bool], ...]
    keys: frozenset[str]
    cues: dict[str, bool]
    negated_clauses: tuple[tuple[tuple[str, bool, bool], ...], ...]
    restriction: bool
    occasion: bool
    chinese: bool
    about_self: bool
    attributes: frozenset[str]


@lru_cache(maxsize=TEXTS_CACHED)
def _profile(text: str) -> _Profile:
    from app.providers.rules.classifier import attributes  # the classifier imports this module

    normal = normalize_for_rules(text)
    tokens = tuple(_tokens(text))
    cue_flags = {name: bool(pattern.search(normal)) for name, pattern in _CUES.items()}
    negated = [c for c in cues.NEGATION_SCOPE_RE.split(normal) if _CUES["negation"].search(c)]
    return _Profile(
        tokens=tokens,
        keys=frozenset(t[0] for t in tokens),
        cues=cue_flags,
        negated_clauses=tuple(tuple(_tokens(c)) for c in negated),
        restriction=bool(cues.RESTRICTION_RE.search(normal)),
        occasion=bool(_OCCASION.search(normal)),
        chinese=bool(_CJK.search(text)),
        about_self=bool(_SELF.search(text)),
        attributes=attributes(text),
    )


def features(new_text: str, old_text: str, similarity: float | None) -> dict[str, float]:
    """The pair's features, by name (rules.calibrated_weights.FEATURES orders them)."""
    sim = 0.0 if similarity is None or math.isnan(similarity) else similarity
    new, old = _profile(new_text), _profile(old_text)
    t_old, t_new = old.tokens, new.tokens
    k_old, k_new = old.keys, new.keys
    only_old = [t for t in t_old if t[0] not in k_new]
    only_new = [t for t in t_new if t[0] not in k_old]
    union = k_old | k_new
    f: dict[str, float] = {
        "similarity": sim,
        "similarity_squared": sim * sim,
        "no_similarity": float(similarity is None),
        "jaccard": len(k_old & k_new) / len(union) if union else 0.0,
        "old_kept": (len(t_old) - len(only_old)) / len(t_old) if t_old else 0.0,
        "new_kept": (len(t_new) - len(only_new)) / len(t_new) if t_new else 0.0,
        "swap": float(bool(only_old) and bool(only_new)),
        "old_unique": min(len(only_old), 5) / 5,
        "new_unique": min(len(only_new), 8) / 8,
        "nothing_old_unique": float(not only_old),
        "swap_numbers": float(any(t[1] for t in only_old) and any(t[1] for t in only_new)),
        "swap_names": float(any(t[2] for t in only_old) and any(t[2] for t in only_new)),
        "old_unique_value": float(any(t[1] or t[2] for t in only_old)),
        "new_unique_value": float(any(t[1] or t[2] for t in only_new)),
        "length_ratio": min(len(t_new), len(t_old)) / max(len(t_new), len(t_old), 1),
        "chinese": float(new.chinese or old.chinese),
        "self_both": float(new.about_self and old.about_self),
    }
    for name in _CUES:
        f[f"new_{name}"] = float(new.cues[name])
        f[f"old_{name}"] = float(old.cues[name])
    f["negation_flip"] = float(f["new_negation"] != f["old_negation"])
    # A negation about what the old memory says, or about something else ("I'm vegan, so no
    # honey" beside "User is vegan").
    touched = [c for c in new.negated_clauses if _touches(c, k_old)]
    f["negation_on_shared"] = float(bool(touched)) * (1 - f["old_negation"])
    f["negation_elsewhere"] = float(bool(new.negated_clauses) and not touched)
    # "stopped drinking coffee after lunch" restricts "drinks coffee daily", it does not end it.
    f["restriction"] = float(new.restriction and not old.restriction)
    values_old = {t[0] for t in t_old if t[1] or t[2]}
    f["old_values_dropped"] = len(values_old - k_new) / len(values_old) if values_old else 0.0
    predicate = next((t[0] for t in t_old if not (t[1] or t[2])), None)
    f["predicate_kept"] = float(predicate is not None and predicate in k_new)
    f["occasion_new"] = float(new.occasion)
    f["occasion_old"] = float(old.occasion)
    f["relative_only_new"] = f["new_relative"] * (1 - f["old_relative"])
    f["relative_only_old"] = f["old_relative"] * (1 - f["new_relative"])
    f["shared_attribute"] = float(bool(new.attributes & old.attributes))
    f["swap_x_similarity"] = f["swap"] * sim
    f["change_x_similarity"] = f["new_change"] * sim
    f["correction_x_similarity"] = f["new_correction"] * sim
    f["values_x_jaccard"] = f["old_unique_value"] * f["new_unique_value"] * f["jaccard"]
    return f


def retirement(
    new_text: str, old_text: str, similarity: float | None
) -> tuple[Relation, str] | None:
    """UPDATE or CONTRADICTION when the fitted model is sure enough; None otherwise."""
    if not fitted.WEIGHTS or similarity is None or math.isnan(similarity):
        return None  # fitted on pairs that all had an embedding: without one it stays out
    f = features(new_text, old_text, similarity)
    z = fitted.BIAS
    contributions: list[tuple[float, str]] = []
    for name, mean, scale, weight in zip(
        fitted.FEATURES, fitted.MEAN, fitted.SCALE, fitted.WEIGHTS, strict=True
    ):
        part = weight * (f[name] - mean) / scale
        z += part
        contributions.append((part, name))
    p = 1.0 / (1.0 + math.exp(-z))
    if p < fitted.THRESHOLD:
        return None
    ranked = sorted(contributions, reverse=True)
    signs = [_SAID[name] for part, name in ranked if part > 0 and name in _SAID] or ["weak signs"]
    relation = (
        Relation.CONTRADICTION
        if f["new_correction"] or (f["new_negation"] and not f["old_negation"])
        else Relation.UPDATE
    )
    return relation, f"calibrated reading p={p:.2f}: {', '.join(signs[:2])}"

"""One denial said again in other words: "The museum is not open on Mondays" beside "The
museum is closed on Mondays", "The mayor was absent from the ceremony" beside "The mayor did
not attend the ceremony", 该厂今年未进行任何裁员 beside 该厂今年没有裁员.

A negation reads as a reversal only when what it denies is what the other text asserts. Two
shapes say the same thing with and without a negation cue, and a reading that compares cues
takes them for opposites:

- a negated word beside its antonym ("not open" / "closed", "did not vote for" / "voted
  against", 没有出席 / 缺席). The antonyms are a closed table of pairs whose one side is the
  other's denial: open/closed, attend/absent, for/against, pass/fail, accept/reject,
  like/hate ("does not like rainy days" / "hates rain"), pay/free ("you don't have to pay" /
  "free to visit"), damaged/intact...
- two denials whose negated parts share a word (a Chinese two-character word), where one of
  them is written with a negation the cue table does not count (未, 无人, 毫无, 并无): 无人死亡 /
  没有造成人员死亡 deny the same deaths. A verb of denying ("denied having read the memo",
  否认) and a negative quantifier ("none of its factories were affected", "nobody was hurt")
  are such negations too: "said she had not read the memo" / "denied having read the memo".

Either way the two texts agree, and whichever reading retired the old one is stopped, unless
the new text withdraws or changes something ("no longer", 不再, "now", 改).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.calibrated import content_keys
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.occasions import says_changed

# (what a negation is put on, what says the same without one). Symmetric: "not closed" is
# "open" as "not open" is "closed".
_PAIRS_EN: tuple[tuple[str, str], ...] = (
    (r"open(?:ed|s)?", r"closed|shut"),
    (r"attend(?:ed|s|ing)?|present", r"absent|missed|skipped"),
    (r"vot(?:e|ed|es|ing)\s+for|support(?:ed|s)?|back(?:ed|s)?",
     r"vot(?:e|ed|es|ing)\s+against|opposed?"),
    (r"pass(?:ed|es)?", r"failed|rejected|voted\s+down"),
    (r"accept(?:ed|s)?|approved?", r"rejected|declined|turned\s+down|vetoed"),
    (r"allow(?:ed|s)?|permit(?:ted|s)?", r"banned|forbidden|prohibited"),
    (r"include[ds]?", r"excluded|omitted|left\s+out"),
    (r"alive|survive[ds]?", r"dead|died|killed"),
    (r"guilty", r"innocent|acquitted"),
    (r"available", r"unavailable|sold\s+out"),
    (r"agree[ds]?", r"disagreed|refused"),
    (r"like[sd]?|love[sd]?|enjoy(?:s|ed)?", r"hate[sd]?|dislike[sd]?|detest(?:s|ed)?"),
    (r"pa(?:y|ys|id)|charged?|cost", r"free|free\s+of\s+charge|complimentary"),
    (r"damaged|hurt|injured|harmed", r"intact|unharmed|unhurt|undamaged"),
)  # fmt: skip
_PAIRS_ZH: tuple[tuple[str, str], ...] = (
    (r"开放|开门|营业", r"关闭|闭馆|关门|休息|歇业"),
    (r"出席|参加|到场", r"缺席"),
    (r"赞成|支持", r"反对"),
    (r"同意|接受", r"拒绝"),
    (r"通过", r"否决"),
    (r"喜欢|爱", r"讨厌|厌恶|反感"),
    (r"买票|收费|付费|花钱|要钱", r"免费"),
    (r"受损|损坏|受伤", r"完好|无恙"),
)
_NEG_EN = r"\b(?:not|never|no)\s+(?:[a-z]+\s+){0,2}?"
_NEG_ZH = r"(?:不|没有?|未|并未|从未)[\u4e00-\u9fff]{0,2}?"


_Antonym = tuple[patterns.Pattern, patterns.Pattern, patterns.Pattern]


def _compile(pairs: tuple[tuple[str, str], ...], neg: str, en: bool) -> list[_Antonym]:
    """For each pair in both directions: (a denial of one side, the other side, that side).
    Guarded (rules.patterns): `_antonym` tries every pair on each text, and few hold its words."""
    b = r"\b" if en else ""
    out = []
    for x, y in pairs:
        for said, other in ((x, y), (y, x)):
            denied = patterns.compile(neg + f"(?:{said}){b}", re.I)
            opposite = patterns.compile(f"{b}(?:{other}){b}", re.I)
            out.append((denied, opposite, patterns.compile(f"{b}(?:{said}){b}", re.I)))
    return out


_ANTONYMS = _compile(_PAIRS_EN, _NEG_EN, True) + _compile(_PAIRS_ZH, _NEG_ZH, False)
# Chinese negations the cue table leaves out (未 is also "not yet"; 无 is inside many words).
# A verb of denying and a negative quantifier deny what follows them as "not" does.
_WIDE_NEG = re.compile(
    r"未|无人|无一|毫无|并无|从无|否认|\b(?:den(?:y|ies|ied|ying)|none\s+of|nobody|no\s+one)\b",
    re.I,
)
_CJK_WORD = re.compile(r"[\u4e00-\u9fff]+")


@lru_cache(maxsize=TEXTS_CACHED)
def says_moved(text: str) -> bool:
    """Whether TEXT tells a change (a change cue, or a value said to have changed)."""
    normal = normalize_for_rules(text)
    return bool(cues.CHANGE_RE.search(normal) or says_changed(normal))


def _clauses(text: str) -> list[str]:
    return [
        c
        for c in cues.NEGATION_SCOPE_RE.split(normalize_for_rules(text))
        if c and c.strip(" 。.!！")
    ]


@lru_cache(maxsize=TEXTS_CACHED)
def _denials_of(text: str) -> tuple[tuple[int, str], ...]:
    """Which antonym pairs' denied word TEXT negates (their places in `_ANTONYMS`, in order),
    with the words as found: asked once per text, not once per pair."""
    normal = normalize_for_rules(text)
    found = ((i, denied.search(normal)) for i, (denied, _, _) in enumerate(_ANTONYMS))
    return tuple((i, match.group(0)) for i, match in found if match)


def _antonym(denial: str, other: str) -> str | None:
    """The antonym OTHER asserts of a word DENIAL negates, where OTHER does not negate it."""
    for i, found in _denials_of(denial):
        _, opposite, same = _ANTONYMS[i]
        for clause in _clauses(other):
            hit = opposite.search(clause)
            if hit and not (cues.NEG_RE.search(clause) or same.search(clause)):
                return f"'{found}' / '{hit.group(0)}'"
    return None


@lru_cache(maxsize=TEXTS_CACHED)
def _denied_keys(text: str) -> tuple[frozenset[str], bool] | None:
    """The words after the negation of every clause (Chinese: two-character runs) and whether
    a negation the cue table leaves out was among them; None when a clause is not negated."""
    clauses, keys, wide = _clauses(text), set[str](), False
    for clause in clauses:
        found = cues.NEG_RE.search(clause) or _WIDE_NEG.search(clause)
        if found is None:
            return None
        wide = wide or found.re is _WIDE_NEG
        rest = clause[found.end() :]
        for run in _CJK_WORD.findall(rest):
            keys.update(run[i : i + 2] for i in range(len(run) - 1))
        keys.update(k for k in content_keys(rest) if k.isascii())
    return (frozenset(keys), wide) if clauses else None


def _both_deny(new_text: str, old_text: str) -> str | None:
    """A word both texts deny, where one of them denies with 未 or 无 (the cue-based readings
    take that one for an assertion)."""
    n, o = _denied_keys(new_text), _denied_keys(old_text)
    if n is None or o is None or not (n[1] or o[1]):
        return None
    shared = sorted(n[0] & o[0])
    return shared[0] if shared else None


def restated_denial(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW and OLD deny the same thing, one of them maybe
    as an antonym; None otherwise."""
    if says_moved(new_text):
        return None
    if said := _antonym(new_text, old_text) or _antonym(old_text, new_text):
        return f"the same denial in other words ({said}): the texts agree"
    if word := _both_deny(new_text, old_text):
        return f"both texts deny '{word}': the texts agree"
    return None

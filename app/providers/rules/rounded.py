"""One amount said exactly and as approximate is one amount: "澜江市户籍人口：1,204,550人"
beside 澜江市户籍人口约120万, "Attendance: 48,210" beside "about 48,000 came".

The amount and holder readings see a number in each text that the other lacks and retire the
old memory. When one of the two is marked as approximate (about, around, roughly, nearly,
"just over", 约, 大约, 近, 逾, 左右, 余) and the two are within rounding of each other (5 % of
the larger), the new text tells the same amount rounded, or the rounded one exactly: nothing
changed. Whichever reading retired the old memory, it is stopped. Each text must keep exactly
one amount the other lacks, of the same kind (money, a weight, a plain count ...).
"""

from __future__ import annotations

import re

from app.providers.rules import patterns
from app.providers.rules.amounts import amounts_only_each

# An amount said as approximate, by a word before it ("about 1.2 million", 约120万) ...
_ABOUT = patterns.compile(
    r"\b(?:about|around|roughly|approximately|approx|nearly|almost|some|over|under|"
    r"more\s+than|less\s+than|just\s+(?:over|under))\s*$|(?:约|大约|大概|将近|接近|近|逾|超过)$",
    re.I,
)
# ... or after it (120万左右, 三千余).
_ABOUT_AFTER = re.compile(r"^\s*(?:左右|上下|余|多)")
# Rounding keeps an amount within this share of the exact one.
_ROUNDING = 0.05


def _approximate(said: str, text: str) -> bool:
    at = text.find(said)
    before, after = text[max(0, at - 20) : at], text[at + len(said) :]
    return bool(_ABOUT.search(before) or _ABOUT_AFTER.match(after))


def same_amount_rounded(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW and OLD give one amount each, one of them
    approximate and within rounding of the other (module docstring); None otherwise."""
    only_new, only_old = amounts_only_each(new_text.strip(), old_text.strip())
    if len(only_new) != 1 or len(only_old) != 1 or only_new[0].kind != only_old[0].kind:
        return None
    q_new, q_old = only_new[0], only_old[0]
    if not (_approximate(q_new.text, new_text) or _approximate(q_old.text, old_text)):
        return None
    big = max(abs(q_new.value), abs(q_old.value))
    if big == 0 or abs(q_new.value - q_old.value) > _ROUNDING * big:
        return None
    return f"'{q_old.text}' and '{q_new.text}' are one amount, one of them rounded"

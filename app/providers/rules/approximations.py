"""A rounded restatement: 桐溪县户籍人口近47万 beside 桐溪县户籍人口为46.7万人, "The town has
about 12,000 residents" beside "The town has 11,960 residents".

An amount reading sees another number for the same thing. When the new number is marked as
approximate (近, 约, 将近, 接近, …左右, "about", "nearly", "around", "roughly", "some") and the
old number, rounded to the new one's precision, is the new number, with the same unit (万,
亿, "million"…), the new text says the old value again in round figures: whichever reading
retired the old text is stopped. A rounded number the old one does not round to ("近50万"
beside 46.7万) is left to the readings, as is a text with a change cue.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from functools import lru_cache

from app.providers.rules import cues
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.occasions import says_changed

_UNIT = r"(?:万|亿|千|百|\s*(?:million|billion|thousand|hundred)\b)?"
_NUMBER = r"(\d[\d,]*(?:\.\d+)?)(" + _UNIT + ")"
_APPROX = re.compile(
    r"(?:近|约|大约|将近|接近|\b(?:about|nearly|around|roughly|approximately|almost|some|"
    r"close\s+to)\s+)" + _NUMBER + r"|" + _NUMBER + r"\s*(?:左右|上下)",
    re.I,
)
_EXACT = re.compile(_NUMBER, re.I)


def _decimal(raw: str) -> Decimal | None:
    try:
        return Decimal(raw.replace(",", ""))
    except InvalidOperation:
        return None


@lru_cache(maxsize=TEXTS_CACHED)
def _approximate(text: str) -> tuple[str, Decimal, str] | None:
    """(the words, the number, its unit) of the one approximate amount in TEXT, or None."""
    normal = normalize_for_rules(text)
    found = list(_APPROX.finditer(normal))
    if len(found) != 1 or cues.CHANGE_RE.search(normal) or says_changed(normal):
        return None
    match = found[0]
    raw, unit = (match.group(1), match.group(2)) if match.group(1) else match.group(3, 4)
    value = _decimal(raw)
    return None if value is None else (match.group(0), value, unit.strip().casefold())


@lru_cache(maxsize=TEXTS_CACHED)
def _amounts(text: str) -> tuple[tuple[Decimal, str], ...]:
    out = []
    for match in _EXACT.finditer(normalize_for_rules(text)):
        if (value := _decimal(match.group(1))) is not None:
            out.append((value, match.group(2).strip().casefold()))
    return tuple(out)


def _rounds_to(exact: Decimal, rounded: Decimal) -> bool:
    """Whether EXACT, rounded to ROUNDED's precision (a trailing zero of a whole number is
    rounding too: 50, 12000), is ROUNDED."""
    if exact == rounded:
        return False  # the same figure: not a rounding, and no change either way
    exponent = rounded.normalize().as_tuple().exponent
    step = Decimal(1).scaleb(int(exponent))
    return (
        exact.quantize(step, rounding=ROUND_HALF_UP) == rounded
        if step <= 1
        else ((exact / step).quantize(Decimal(1), rounding=ROUND_HALF_UP) * step == rounded)
    )


def rounded_restatement(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW restates OLD's amount in round figures; None
    otherwise."""
    if (found := _approximate(new_text)) is None:
        return None
    said, value, unit = found
    if not any(u == unit and _rounds_to(v, value) for v, u in _amounts(old_text)):
        return None
    return f"the old amount in round figures ('{said}'): the old text stands"

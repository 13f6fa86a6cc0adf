"""The minutes of a clock time are not an amount: "the 8:15 train" / "the 9:40 train".

`holders_lexicon.QUANTITY` reads a number with its unit, and a number before a colon is
already passed over, but the minutes after it ("15" in "8:15") were read as a plain count, so
two trains named by their times read as one count changed (15 → 40). A clock time says when,
never how much, and `holders_lexicon.WHEN` reads it as such; its two digits after "H:" or
"HH:" (00 to 59) are skipped as amounts. A score ("won 3:1") has one digit after the colon
and stays an amount.

Two things named by their clock times ("the 8:15 train" / "the 9:40 train") are two services
of a timetable, so what one text says of its train (late, cancelled) does not retire what the
other says of another (`another_timed_one`, a guard in `rules.kept`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.frames import TEXTS_CACHED

# An hour of one or two digits and a colon, right before the match: "8:" in "8:15".
_HOUR_BEFORE = re.compile(r"(?<!\d)\d{1,2}:$")
_MINUTES = re.compile(r"[0-5]\d")


def clock_minutes(text: str, start: int, number: str) -> bool:
    """Whether NUMBER, found at START in TEXT, is the minutes of a clock time ("8:15")."""
    return bool(_MINUTES.fullmatch(number) and _HOUR_BEFORE.search(text, 0, start))


# "the 8:15 train", "The 9:40 ferry": a thing named by its clock time (a determiner, the time,
# an optional am / pm, then the noun it names).
_NAMED_BY_TIME = re.compile(
    r"\b(?:the|a|an|this|that|my|our|your|his|her|their)\s+(?P<time>\d{1,2}:[0-5]\d)"
    r"(?:\s?(?:am|pm|a\.m\.|p\.m\.))?\s+(?P<noun>[a-z][a-z-]+)",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _named_by_time(text: str) -> dict[str, set[str]]:
    """The nouns TEXT names by a clock time, each with its times."""
    named: dict[str, set[str]] = {}
    for m in _NAMED_BY_TIME.finditer(text):
        named.setdefault(m["noun"].casefold(), set()).add(m["time"])
    return named


def another_timed_one(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: both texts name a thing of one kind by its clock
    time, each by a time the other does not give ("the 8:15 train" / "the 9:40 train"): two
    services of a timetable, each with its own fate. A time moved ("the 8:15 now leaves at
    8:30") names the old time alone, and is not read."""
    new, old = _named_by_time(new_text), _named_by_time(old_text)
    for noun in new.keys() & old.keys():
        if not new[noun] & old[noun] and not _times(old_text) & _times(new_text):
            return f"the {'/'.join(sorted(old[noun] | new[noun]))} {noun}: two of a timetable"
    return None


def _times(text: str) -> set[str]:
    return set(re.findall(r"(?<!\d)\d{1,2}:[0-5]\d", text))

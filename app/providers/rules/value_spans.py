"""What one swapped value may look like, and what may bound both statements alike.

`rules.values.swapped_value` reads one value swapped in a shared frame as an update. A value
is read by its shape, not looked up: a name (a capitalised word), a number, a degree. Three
shapes of everyday values were lost to that reading's first cut (docs/conflicts.md, the
fifty-fifth pass):

- *a name with its number* (`span_kind`): "a Fairphone 4", "a 2014 Škoda Fabia", "Atlas-7":
  a bare number inside a span that starts with a name belongs to the name; it is not a second
  value of another kind. A day, a month or a clock time beside a name still is another
  occasion ("on Wednesdays with Amara");
- *a named thing with its head words* (`named_thing`): "the Bluefinch migration" / "the
  Tamarind rollout", "a Brompton folding bike" / "a Tern Vektron": a span that starts with a
  name, after the statement's own first word, is one value with its lowercase head;
- *a context both texts state* (`bounded_alike`): "eats injera for breakfast" / "eats congee
  for breakfast", "a contractor for Zephyrine" / "for Okonkwo": "for …", "at work" mark an
  addition bound to a context ("uses Python for scripts" beside "uses Go"), but when the old
  text is bound by the same word the two statements are the same bounded fact.

A multi-word value weighs as one word when the frame is measured against the statement
(`frame_holds`): "User's dog is a Lagotto Romagnolo" / "… a Kooikerhondje" share one frame.
And swapped names that say who, not what (`another_person`): a name right after a relative's
word ("User's sister Chloe" / "… Amara": two sisters; not "User's dog is a Kooikerhondje",
where the breed follows the copula), or after "with" (two evenings' company).
"""

from __future__ import annotations

import re

from app.providers.rules import cues
from app.providers.rules.value_words import KIN, MOVED, NUMBER_WORDS, OCCASION, Word, kind, reads

# What adds a second thing rather than bounding one: never alike on both sides.
_ADDING = re.compile(
    r"^(?:also|too|as\s+well|additionally|another|second|both|in\s+addition)$|也|还", re.I
)
_ASKS_OR_PAST = (cues.QUESTION_RE, cues.HYP_RE, cues.PAST_RE)


def _lead(bound: str) -> str:
    return bound.split()[0].casefold() if " " in bound and bound.split()[0] == "for" else bound


def bounded_alike(new: str, old: str) -> bool:
    """The new text steps back only for a bounding context ("for …", "at work") that the old
    text states with the same word: neither is an addition to the other."""
    if reads(old)[1] or any(rx.search(new) for rx in _ASKS_OR_PAST):
        return False
    bounds = [m.group(0).casefold() for m in cues.ADD_RE.finditer(new)]
    olds = {_lead(m.group(0).casefold()) for m in cues.ADD_RE.finditer(old)}
    return bool(bounds) and all(not _ADDING.search(b) and _lead(b) in olds for b in bounds)


def _bare_number(word: Word) -> bool:
    return word.key.isdigit()


def _name(word: Word) -> bool:
    """A name: a value that is no number, number word or degree ("seven" is a count)."""
    return word.value and kind(word) == "value" and word.key not in NUMBER_WORDS


def named_thing(words: tuple[Word, ...]) -> bool:
    """The span is a name and then its head: lowercase words after the name, no change or
    time word, and no second name after the head ("Lumen Solar, a subsidiary, … Erik Dahl")."""
    at = next((i for i, w in enumerate(words) if kind(w) != "number"), len(words))
    first = words[at] if at < len(words) else None  # after a model year: "a 2014 Škoda Fabia"
    if not first or not _name(first) or any(w.marker for w in words):
        return False
    head = next((i for i, w in enumerate(words) if i > at and not w.value), len(words))
    return not any(_name(w) for w in words[head:])


def set_apart(words: tuple[Word, ...], text: str) -> bool:
    """The span is broken by a comma or a bracket ("Dr. Rossi, a dermatologist": a name and
    what the person is, not one named thing), or stands between two commas: an apposition
    that tells about someone the statement names ("Dr. Okafor, a therapist at St. Mary's,"),
    not the statement's own value."""
    low = text.casefold()
    start = low.find(words[0].raw) if words else -1
    end = low.find(words[-1].raw, max(start, 0)) + len(words[-1].raw) if words else -1
    if start < 0 or end < start:
        return False
    if re.search(r"[,;:()]", text[start:end]):
        return True
    return bool(re.search(r",[^,]*$", text[:start]) and re.match(r"[^,]*,", text[end:]))


def span_kind(words: tuple[Word, ...]) -> str | None:
    """The one kind of value a swapped span is, or None when it mixes kinds: a name with a
    number or lowercase head words is a name ("Fairphone 4", "2014 Škoda Fabia"); "Wednesdays
    Amara" is two."""
    names = [w for w in words if _name(w)]
    if names and all(
        kind(w) in ("value", "number", "degree") or _bare_number(w) or not w.value for w in words
    ):
        return "value"
    kinds = {kind(w) for w in words}
    return kinds.pop() if len(kinds) == 1 else None


def occasion_in(words: tuple[Word, ...], text: str) -> bool:
    """Whether WORDS hold a day, a date or a time, a number written right after a name ("Note
    3", "Grade 5") being the name's, not a day of the month."""
    return any(
        OCCASION.match(w.key) and not (_bare_number(w) and _after_name(w, text)) for w in words
    )


def _after_name(word: Word, text: str) -> bool:
    return bool(re.search(rf"\b[A-Z][\w'-]*\s+{re.escape(word.raw)}\b(?![:.]\d|\s*[ap]\.?m)", text))


def model_year(year: str, text: str) -> bool:
    """A year written before a name as its model year: "a 2014 Škoda Fabia", "my 2009 Saab"."""
    determiner = r"\b(?i:a|an|the|my|his|her|their|our|its)\s+"
    found = re.search(rf"{determiner}{re.escape(year)}\s+(\w)", text)
    return bool(found and found.group(1).isupper())


def named_after(relative: str, names: tuple[Word, ...], text: str) -> bool:
    """TEXT names the person right after the relative's word ("sister Chloe"), not as what
    the relative is ("User's dog is a Kooikerhondje": a breed, after the copula)."""
    first = re.escape(names[0].raw) if names else "$^"
    return bool(re.search(rf"\b{re.escape(relative)}\W+{first}", text, re.I))


def frame_holds(frame: list[Word], a: tuple[Word, ...], b: tuple[Word, ...], swap: int) -> bool:
    """The shared frame is at least 0.4 of the longer statement, a swapped span of SWAP words
    on that side counted as one and change words not counted."""
    said = sum(not w.marker for w in frame)
    longer = max(sum(not w.marker for w in side) for side in (a, b))
    return said >= 0.4 * max(longer - swap + 1, 1)


# A relation one holds with one person at a time: a name beside it may be its new holder.
_ONE_HOLDER = frozenset(
    {"wife", "husband", "partner", "spouse", "boss", "manager", "landlord", "girlfriend"}
    | {"boyfriend", "fiance", "fiancee"}
)


def another_person(
    beside: tuple[Word, Word] | None,
    olds: tuple[Word, ...],
    news: tuple[Word, ...],
    new: str,
    old: str,
) -> bool:
    """Whether the swapped names say who the statement is about or who takes part, not what
    holds: "User's sister Chloe lives in Denver" / "User's sister Amara …" are two sisters,
    "listens to jazz while cooking with Raj" / "… with Mei" two evenings' company. A name
    right after a relative's word names the person; a name after "with" is a companion, and
    one does things with several people (unless the new text says it changed)."""
    if not all(kind(w) == "value" for w in olds + news):
        return False
    if beside and beside[0].raw == beside[1].raw:
        relative = beside[0].raw
        if relative in KIN and relative not in _ONE_HOLDER and named_after(relative, olds, old):
            return True
    return _companion(old, olds) and _companion(new, news) and not MOVED.search(new)


def _companion(text: str, names: tuple[Word, ...]) -> bool:
    """Whether TEXT names these words after "with" (a title or two words between allowed)."""
    written = r"\W+".join(re.escape(w.raw) for w in names)
    return bool(re.search(rf"\bwith\s+(?:\S+\s+){{0,2}}?{written}\b", text, re.I))

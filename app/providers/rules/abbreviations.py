"""A name and its short form are one value: "the Ravensholm Philharmonic" / "the Ravensholm
Phil", "Estavia's Ministry" / "the Estavian Ministry", 梧川市第二人民医院 / 梧川二院,
青澜市消防救援支队 / 青澜消防支队, "Ravensholm Philharmonic Orchestra" / "RPO".

The holder reading (rules.holders) aligns two statements and takes what only one of them
contains for its value. A name shortened in the other text leaves a piece of it on each side
("Philharmonic" / "Phil"), and the two pieces look like two values of one attribute. They are
one value when the pieces pair up as a long form and a short one:

- English: one word is the start of the other (at least four letters: "Phil" / "Philharmonic",
  "Estavia's" / "Estavian", a demonym and its country), or a word in capitals is the initials
  of a run of capitalised words of the other text ("RPO"), a link word's in lower case ("BoE",
  the Bank of England); a piece of such a run on the other side pairs with the initials too
  ("IMF" / "International Monetary", the run "International Monetary Fund"); a full name pairs
  with its surname alone, spelt one letter longer or shorter ("Volodymyr Zelensky" /
  "Zelenskyy");
- Chinese: the short side's characters appear, in order and close together, in the long
  side's runs (二院 in 第二人民医院, 青澜消防 in 青澜市消防救援): Chinese shortens a name by
  keeping one or two characters of each part. The long side has at least five characters, so
  two personal names (two or three characters each) are never read as a name and its short
  form. A verb of holding the value keeps before it (龚旗煌任北大校长, 日本首都為東京) is no part
  of it, and a name in traditional characters is the same name in simplified ones (首爾 / 首尔,
  rules.scripts_zh).

Every value of both sides must pair up so; one value of its own on either side is a change.
A name the gazetteer knows (rules.place_names) is one value with its other forms too, in
another language or script: "Munich" / "München", 中行 / "Bank of China".
"""

from __future__ import annotations

import re

from app.providers.rules.place_names import one_name
from app.providers.rules.scripts_zh import simplified

_CJK = re.compile(r"[\u3400-\u9fff]")
# Capitals, a lower-case letter standing for a link word between them: "RPO", "BoE".
_CAPS = re.compile(r"[A-Z](?:[a-z]?[A-Z]){1,5}")
_CAPITALISED = re.compile(r"[A-Z][\w'’-]*")
_LINKS = frozenset({"of", "the", "and", "&", "for", "de"})
# The short form keeps its characters within this many times its own length of the long one.
_SPREAD = 3
_MIN_PREFIX = 4
_MIN_LONG_CJK = 5
# A verb of holding before a Chinese value: 任北大 (校长), 為東京, 是东京.
_HOLDING = re.compile(r"^(?:任|为|為|是)(?=[\u3400-\u9fff]{2})")


def _key(word: str) -> str:
    return word.casefold().removesuffix("'s").removesuffix("’s").strip(".,:'’")


def _starts(short: str, long: str) -> bool:
    a, b = _key(short), _key(long)
    a, b = (a, b) if len(a) <= len(b) else (b, a)
    return len(a) >= _MIN_PREFIX and a.isalpha() and b.startswith(a)


def _initials_run(caps: str, text: str) -> list[str] | None:
    """The run of capitalised words of TEXT whose initials CAPS is, a lower-case letter of CAPS
    standing for a link word ("BoE": "Bank of England"; links between capitals are skipped)."""
    if not _CAPS.fullmatch(caps):
        return None
    words = re.findall(r"[\w'’&-]+", text)
    for start in range(len(words)):
        at, run = start, list[str]()
        for char in caps:
            if char.isupper():
                while at < len(words) and run and words[at].casefold() in _LINKS:
                    at += 1
                ok = (
                    at < len(words)
                    and _CAPITALISED.fullmatch(words[at]) is not None
                    and words[at][0] == char
                )
            else:
                word = words[at].casefold() if at < len(words) else ""
                ok = word in _LINKS and word[0] == char
            if not ok:
                break
            run.append(words[at])
            at += 1
        else:
            return run
    return None


def _initials(caps: str, text: str) -> bool:
    """CAPS is the initials of a run of capitalised words of TEXT (links like "of" skipped)."""
    return _initials_run(caps, text) is not None


def _in_run(value: str, caps: str, text: str) -> bool:
    """VALUE is a piece of the run of TEXT that CAPS, on the other side, is the initials of."""
    run = _initials_run(caps, text)
    return run is not None and {_key(w) for w in value.split()} <= {_key(w) for w in run}


def _surname_respelt(value: str, others: list[str]) -> bool:
    """VALUE is a full name and the other side's one value its surname, perhaps spelt one
    letter longer or shorter ("Volodymyr Zelensky" / "Zelenskyy")."""
    words = value.split()
    if len(words) < 2 or len(others) != 1 or len(others[0].split()) != 1:
        return False
    last, other = _key(words[-1]), _key(others[0])
    return abs(len(last) - len(other)) <= 1 and _starts(last, other)


def _within(short: str, long: str) -> bool:
    """SHORT's characters in order inside LONG, starting with one of them, close together."""
    at = long.find(short[0])
    while at >= 0:
        pos, ok = at, True
        for char in short[1:]:
            pos = long.find(char, pos + 1)
            if pos < 0:
                ok = False
                break
        if ok and pos - at + 1 <= _SPREAD * len(short):
            return True
        at = long.find(short[0], at + 1)
    return False


def _contains(text: str, value: str) -> bool:
    """TEXT has VALUE word for word (Chinese: as a run; English: as whole words)."""
    if _CJK.search(value):
        return value in text
    return re.search(rf"(?<!\w){re.escape(value)}(?!\w)", text, re.I) is not None


def _english(values_a: list[str], values_b: list[str], text_a: str, text_b: str) -> bool:
    def paired(value: str, others: list[str], own_text: str, other_text: str) -> bool:
        words = value.split()
        if any(_initials(o, value) or _in_run(value, o, own_text) for o in others):
            return True  # "Ravensholm Philharmonic Orchestra", written "RPO" on the other side
        if _surname_respelt(value, others) or any(_surname_respelt(o, [value]) for o in others):
            return True
        return all(
            _initials(w, other_text) or any(_starts(w, o) for v in others for o in v.split())
            for w in words
        )

    return all(paired(v, values_b, text_a, text_b) for v in values_a) and all(
        paired(v, values_a, text_b, text_a) for v in values_b
    )


def _chinese(values_a: list[str], values_b: list[str]) -> bool:
    joined_a, joined_b = "".join(values_a), "".join(values_b)
    short, long = sorted((joined_a, joined_b), key=len)
    if len(long) < _MIN_LONG_CJK or len(short) < 2 or len(short) >= len(long):
        return False
    return _within(short, long)


def one_name_shortened(
    values_a: list[str], values_b: list[str], text_a: str, text_b: str
) -> str | None:
    """The pair of values that are a name and its short form, when every value of both sides
    is (module docstring); None otherwise."""
    # A value the other text contains word for word is not a piece of a name shortened.
    values_a = [v for v in values_a if not _contains(text_b, v)]
    values_b = [v for v in values_b if not _contains(text_a, v)]
    if not values_a or not values_b:
        return None
    values_a = [simplified(_HOLDING.sub("", v) or v) for v in values_a]
    values_b = [simplified(_HOLDING.sub("", v) or v) for v in values_b]
    if values_a == values_b:
        return f"'{' '.join(values_a)}' / '{' '.join(values_b)}'"  # 首爾 / 首尔: two scripts
    if one_name(" ".join(values_a), " ".join(values_b)):
        # München / Munich, 中行 / 中国银行: one entry of the gazetteer
        return f"'{' '.join(values_a)}' / '{' '.join(values_b)}'"
    cjk = [bool(_CJK.search(v)) for v in values_a + values_b]
    if all(cjk):
        found = _chinese(values_a, values_b)
    elif not any(cjk):
        found = _english(values_a, values_b, text_a, text_b)
    else:
        return None
    return f"'{' '.join(values_a)}' / '{' '.join(values_b)}'" if found else None

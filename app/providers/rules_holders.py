"""Value changes of single-valued attributes, found by aligning the two statements.

"Dmitri Halvorsen is the head coach of the Calder Bay Otters" and "The Calder Bay Otters' head
coach, Priya Menon, said…" share a frame: the same single-valued attribute (head coach) of
the same thing (the Calder Bay Otters), each with its own value. That is a value change, and
the older value is retired. It is read without a parse of either sentence, so it works across
wordings (an appointment, a headline, a note "Head coach: …", 主教练：…):

1. both texts name the same attribute from the lexicon of single-valued attributes
   (rules_holders_lexicon), not as another attribute ("assistant coach", 副市长);
2. they share an anchor: a name (a run of capitalised words, or two or more Chinese
   characters) other than the attribute itself, which is the thing whose attribute it is;
3. each text keeps a value the other lacks: a name or a number that the other text does not
   contain (Chinese: what is left of the text once shared runs, the attribute and function
   words are taken out);
4. no difference sits inside the anchor (晴空P8手机 / 晴空P6手机 are two products).

It never fires for a question, a plan, a rumour or history ("former", "from 2001 to 2010",
曾, 前任), or for an addition ("another vice-president", 也). A new text that only says the
holder left (resigned, 辞去) with no new value is a retirement too. A correction cue ("not",
"never", 并非, 有误) makes the verdict CONTRADICTION; otherwise it is UPDATE.
"""

from __future__ import annotations

import difflib
import itertools
import re
from dataclasses import dataclass
from functools import lru_cache

from app.enums import Relation
from app.providers import rules_holders_lexicon as lex

_ROLE_RE = {
    name: re.compile(rf"(?<![A-Za-z])(?:{words})(?![A-Za-z])", re.I)
    for name, words in lex.ROLES.items()
}
_CJK = re.compile(r"[\u3400-\u9fff]")
_CJK_RUN = re.compile(r"[\u3400-\u9fff]{2,}")
_QUESTION = re.compile(r"[?？]|吗[。？?]?\s*$|(?:^|\b)(?:who|what|which)\b.*\bis\b.*[?？]?$", re.I)
_LATIN = r"[^\W_\u3400-\u9fff]"  # a letter or digit of any script but Chinese
_WORD = re.compile(
    rf"{_LATIN}(?:[^\W\u3400-\u9fff]|['’&.,:$£€%+\-])*(?:{_LATIN}|%)|{_LATIN}|[$£€]\d+"
)
_NUMBER = re.compile(r"^[$£€]?\d")
_YEAR = re.compile(r"^(?:19|20)\d\d$")
_BREAK = re.compile(r"[,;:()\[\]!?。，；：—–]|\.\s")


@dataclass(frozen=True, slots=True)
class Found:
    attribute: str
    start: int
    end: int


def _attributes(text: str) -> dict[str, Found]:
    """The single-valued attributes a text names, where the first mention of each is."""
    found: dict[str, Found] = {}
    for name, pattern in _ROLE_RE.items():
        for match in pattern.finditer(text):
            before = text[max(0, match.start() - 20) : match.start()]
            if lex.DIFFERENT_ROLE.search(before):
                continue
            key = name
            if name in ("superlative", "favourite"):  # "the tallest building", not any one
                key = f"{name}:{' '.join(_key(w) for w in match.group(0).split())}"
            found.setdefault(key, Found(name, match.start(), match.end()))
            break
    return found


def _key(word: str) -> str:
    return word.casefold().strip(".,:'’").removesuffix("'s").removesuffix("’s")


def _words(text: str) -> list[str]:
    return [w.strip(".,:'’") for w in _WORD.findall(text)]


@dataclass(frozen=True, slots=True)
class _Token:
    word: str
    key: str
    start: int
    value_like: bool  # capitalised or a number: part of a name, an amount, a date
    content: bool  # a lower-case word that says something (not a function word)


def _tokens(text: str, attribute: Found) -> list[_Token | None]:
    """The words outside the attribute; None marks a break (punctuation, the attribute)."""
    out: list[_Token | None] = []
    last = 0
    for match in _WORD.finditer(text):
        if attribute.start <= match.start() < attribute.end:
            out.append(None)
            last = match.end()
            continue
        if _BREAK.search(text[last : match.start()]):
            out.append(None)
        last = match.end()
        word = match.group(0).strip(".,:'’")
        key = _key(word)
        value_like = bool(word[:1].isupper() or _NUMBER.match(word)) and key not in lex.NOT_VALUES
        content = not value_like and key not in lex.NOT_VALUES and not _NUMBER.match(word)
        out.append(_Token(word, key, match.start(), value_like, content))
    return out


def _names(text: str, other: str, attribute: Found) -> tuple[list[str], list[str]]:
    """(anchors, values) in English. A run of capitalised words and numbers splits into what
    the other text also has (an anchor: the thing whose attribute it is) and what it lacks (a
    value). Two or more shared lower-case content words are an anchor too ("women's
    marathon"). Years are values only when the other text's value is a year as well."""
    other_keys = {_key(w) for w in _words(other)}
    anchors: list[str] = []
    values: list[str] = []
    shared_content: list[str] = []
    run: list[_Token] = []

    def close() -> None:
        groups: list[tuple[bool, list[str]]] = []
        for token in run:
            shared = token.key in other_keys
            if groups and groups[-1][0] == shared:
                groups[-1][1].append(token.word)
            else:
                groups.append((shared, [token.word]))
        for shared, words in groups:
            (anchors if shared else values).append(" ".join(words))
        run.clear()

    common_nouns = attribute.attribute in lex.COMMON_NOUN_VALUES
    for token in _tokens(text, attribute):
        if token is not None and token.value_like:
            run.append(token)
            continue
        close()
        if token is not None and token.content and token.key in other_keys:
            shared_content.append(token.key)
        elif token is not None and token.content and common_nouns:
            values.append(token.word)
    close()
    if len(set(shared_content) - lex.SELF) >= 2:
        anchors.append(" ".join(sorted(set(shared_content))))
    return anchors, values


def _qualifiers(text: str, attribute: Found, anchors: list[str]) -> set[str]:
    """Lower-case content words right next to an anchor or to the attribute ("women's team",
    "the city of Lisbon", "Lisbon metropolitan area")."""
    tokens = _tokens(text, attribute)
    anchor_words = {_key(w) for a in anchors for w in a.split()}
    near: set[str] = set()
    for i, token in enumerate(tokens):
        if token is None or not token.content:
            continue
        for j in (i - 2, i - 1, i + 1, i + 2):
            if not 0 <= j < len(tokens):
                continue
            neighbour = tokens[j]
            if neighbour is None:
                if abs(j - i) == 1 and _touches_attribute(text, token, attribute):
                    near.add(token.key)
                continue
            if neighbour.key in anchor_words and (abs(j - i) == 1 or _via_of(tokens, i, j)):
                near.add(token.key)
    return near


def _touches_attribute(text: str, token: _Token, attribute: Found) -> bool:
    gap_after = text[attribute.end : token.start]
    gap_before = text[token.start + len(token.word) : attribute.start]
    return (0 <= len(gap_after) <= 1) or (0 <= len(gap_before) <= 1)


def _via_of(tokens: list[_Token | None], i: int, j: int) -> bool:
    between = tokens[min(i, j) + 1 : max(i, j)]
    return all(t is not None and t.key in ("of", "the") for t in between)


def _cjk_parts(text: str, other: str, attribute: Found) -> tuple[list[str], list[str]]:
    """(anchors, values) in Chinese: runs shared with the other text (2+ characters) are
    anchors; what is left once attribute and function words are removed are values."""
    body = text[: attribute.start] + "|" + text[attribute.end :]
    matcher = difflib.SequenceMatcher(a=body, b=other, autojunk=False)
    anchors, kept, last = [], [], 0
    for block in matcher.get_matching_blocks():
        if block.size >= 2 and _CJK.search(body[block.a : block.a + block.size]):
            anchors.append(body[block.a : block.a + block.size])
            kept.append(body[last : block.a])
            last = block.a + block.size
    kept.append(body[last:])
    leftover = lex.CJK_NOT_VALUES.sub("|", "|".join(kept))
    values = list(re.findall(r"[\u3400-\u9fff]{2,}|\d[\d.,]*", leftover))
    anchors = [a for a in anchors if len(lex.CJK_NOT_VALUES.sub("", a)) >= 2]
    return anchors, values


def _parts(text: str, other: str, attribute: Found) -> tuple[list[str], list[str]]:
    if _CJK.search(text):
        anchors, values = _cjk_parts(text, other, attribute)
        english_anchors, english_values = _names(text, other, attribute)
        return anchors + english_anchors, values + english_values
    return _names(text, other, attribute)


def _qualifiers_differ(
    old: str, new: str, found_old: Found, found_new: Found, anchors: list[str]
) -> bool:
    """Each text qualifies the thing or the attribute in its own way ("women's team" / "men's
    team", "the city of Lisbon" / "the Lisbon metropolitan area"): two things, not one."""
    if _CJK.search(old) or _CJK.search(new):
        return False
    near_old = _qualifiers(old, found_old, anchors)
    near_new = _qualifiers(new, found_new, anchors)
    return bool(near_old - near_new) and bool(near_new - near_old)


def _anchor_differs(old: str, new: str, attribute_old: Found, attribute_new: Found) -> bool:
    """A difference between two shared runs before the attribute is a different thing with
    the same attribute: 晴空P8手机 / 晴空P6手机, "The Falcon 9X drone" / "The Falcon 7 drone"."""
    head_old, head_new = old[: attribute_old.start], new[: attribute_new.start]
    matcher = difflib.SequenceMatcher(a=head_old, b=head_new, autojunk=False)
    blocks = [b for b in matcher.get_matching_blocks() if b.size >= 2]
    for left, right in itertools.pairwise(blocks):
        gap_old = head_old[left.a + left.size : right.a].strip(" 的'’s")
        gap_new = head_new[left.b + left.size : right.b].strip(" 的'’s")
        if gap_old and gap_new and gap_old != gap_new and _model_like(gap_old, gap_new):
            return True
    return False


def _model_like(*gaps: str) -> bool:
    """Short, and a model number, a letter or one or two Chinese characters (P8, 9X, 男/女)."""
    return all(
        len(gap) <= 4 and (any(c.isdigit() or c.isupper() for c in gap) or _CJK.fullmatch(gap[:1]))
        for gap in gaps
    )


def _years_last(values: list[str], other: list[str]) -> list[str]:
    """A year is the value only when both texts give nothing else ("founded in 1975" / "in
    1960"); beside a name it is when something happened ("the 2024 census")."""
    years = [v for v in values if _YEAR.match(v)]
    if years and (len(years) < len(values) or any(not _YEAR.match(v) for v in other)):
        return [v for v in values if not _YEAR.match(v)]
    return values


def single_valued(text: str) -> frozenset[str]:
    """The single-valued attributes a text names (canonical keys), for candidate search."""
    if _QUESTION.search(text) or lex.NOT_CURRENT.search(text):
        return frozenset()
    return frozenset(
        k for k, found in _attributes(text).items() if found.attribute not in lex.PERSONAL
    )


@lru_cache(maxsize=4096)
def holder_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE or CONTRADICTION when both texts give a single-valued attribute of the same thing
    different values (see the module docstring); None otherwise."""
    new, old = new_text.strip(), old_text.strip()
    if _QUESTION.search(new) or lex.NOT_CURRENT.search(new) or lex.ADDITIVE.search(new):
        return None
    if lex.NOT_CURRENT.search(old) or _QUESTION.search(old):
        return None
    found_new, found_old = _attributes(new), _attributes(old)
    relational = {m.casefold() for m in lex.RELATIONAL.findall(new)}
    if relational - {m.casefold() for m in lex.RELATIONAL.findall(old)}:
        return None  # the attribute of someone the old text does not mention
    for name in found_new.keys() & found_old.keys():
        a_new, a_old = found_new[name], found_old[name]
        anchors_new, values_new = _parts(new, old, a_new)
        anchors_old, values_old = _parts(old, new, a_old)
        values_new, values_old = (
            _years_last(values_new, values_old),
            _years_last(values_old, values_new),
        )
        anchors_new = [a for a in anchors_new if a.casefold() not in lex.SELF]
        anchors_old = [a for a in anchors_old if a.casefold() not in lex.SELF]
        if not anchors_new or not anchors_old or _anchor_differs(old, new, a_old, a_new):
            continue
        if _qualifiers_differ(old, new, a_old, a_new, anchors_old + anchors_new):
            continue
        label = f"'{new[a_new.start : a_new.end]}'"
        if values_new and values_old:
            # The old value named again in the new text is a contrast ("X, not Y") or a list.
            if any(v.casefold() in new.casefold() for v in values_old):
                if not lex.CORRECTION.search(new):
                    continue
                return Relation.CONTRADICTION, (
                    f"same {label} of {anchors_new[0]}: the new text corrects "
                    f"'{values_old[0]}' to '{values_new[0]}'"
                )
            relation = Relation.CONTRADICTION if lex.CORRECTION.search(new) else Relation.UPDATE
            return relation, (
                f"same {label} of {anchors_new[0]} with another value: "
                f"'{values_old[0]}' → '{values_new[0]}'"
            )
        if values_new and lex.CORRECTION.search(new):
            return Relation.CONTRADICTION, (
                f"same {label} of {anchors_new[0]}: the new text corrects it to '{values_new[0]}'"
            )
        if lex.CORRECTION.search(new) and not values_new:
            return Relation.CONTRADICTION, f"the new text denies the {label} of {anchors_new[0]}"
        if lex.WITHDRAWN.search(new):
            held = values_old[0] if values_old else anchors_old[0]
            return Relation.UPDATE, f"the {label} of {anchors_new[0]} no longer holds '{held}'"
    for name in found_old.keys() - found_new.keys():
        # "Luka Petrić has left Hajduk Rovinj": the holder and the thing, and a withdrawal.
        anchors_old, _ = _parts(old, new, found_old[name])
        anchors_old = [a for a in anchors_old if a.casefold() not in lex.SELF]
        if len(anchors_old) >= 2 and lex.WITHDRAWN.search(new):
            words = old[found_old[name].start : found_old[name].end]
            return Relation.UPDATE, f"'{anchors_old[0]}' no longer holds for '{words}'"
    return None


_UNITS = {
    "percent": "%",
    "kilos": "kg",
    "kilo": "kg",
    "公斤": "kg",
    "千克": "kg",
    "斤": "jin",
    "pounds": "lb",
    "lbs": "lb",
    "miles": "mile",
    "公里": "km",
    "米": "m",
    "厘米": "cm",
    "毫克": "mg",
    "hours": "h",
    "hour": "h",
    "hrs": "h",
    "hr": "h",
    "小时": "h",
    "minutes": "min",
    "minute": "min",
    "mins": "min",
    "分钟": "min",
    "元": "money",
    "块": "money",
    "万元": "money",
}
_SCALES = {"k": 1e3, "m": 1e6, "million": 1e6, "bn": 1e9, "billion": 1e9, "万": 1e4, "亿": 1e8}


@dataclass(frozen=True, slots=True)
class _Quantity:
    kind: str
    value: float
    text: str


def _quantities(text: str) -> list[_Quantity]:
    found = []
    for match in lex.QUANTITY.finditer(text):
        raw = (match["num"] or match["num2"]).replace(",", "")
        try:
            value = float(raw)
        except ValueError:
            continue
        unit = (match["unit"] or "").casefold()
        scale = _SCALES.get((match["scale"] or match["scale2"] or "").casefold(), 1.0)
        if unit in ("万", "亿", "k"):
            scale, unit = _SCALES[unit], ""
        kind = "money" if match["pre"] or unit == "万元" else _UNITS.get(unit, unit) or "n"
        if kind == "n" and scale == 1.0 and _YEAR.match(raw):
            continue  # a year says when, not how much
        if lex.IDENTIFIER.search(text[max(0, match.start() - 12) : match.start()]):
            continue  # "project number 5" names a project
        found.append(_Quantity(kind, value * scale, match.group(0).strip()))
    return found


def _shared_anchor(new: str, old: str) -> str | None:
    """A word, name or Chinese run (2+ characters) both texts have, other than function words,
    quantities and the user: what the quantity is of ("rent", "Lichess", "401(k)", 月薪)."""
    keys_old = {_key(w) for w in _words(old)}
    for word in _words(new):
        key = _key(word)
        shared = key in keys_old and key not in lex.NOT_VALUES and key not in lex.SELF
        if shared and not _NUMBER.match(word) and len(key) > 2:
            return word
    if _CJK.search(new) and _CJK.search(old):
        matcher = difflib.SequenceMatcher(a=new, b=old, autojunk=False)
        for block in matcher.get_matching_blocks():
            run = lex.CJK_NOT_VALUES.sub("", new[block.a : block.a + block.size])
            run = re.sub(r"[^\u3400-\u9fff]|用户|我", "", run)
            if len(run) >= 2:
                return run
    return None


@lru_cache(maxsize=4096)
def quantity_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE (or CONTRADICTION) when both texts give one amount of the same kind for the same
    thing and the amounts differ: "Rent: $1,450/month" / "the landlord raised the rent to
    $1,600", "Lichess rating around 1200" / "hit 1450 on Lichess". Amounts of occasions (a
    time, a day, an appointment, a run on Sundays) coexist unless the new text moves them."""
    new, old = new_text.strip(), old_text.strip()
    if _QUESTION.search(new) or _QUESTION.search(old) or lex.ADDITIVE.search(new):
        return None
    if lex.NOT_CURRENT.search(new) or lex.NOT_CURRENT.search(old):
        return None
    relational = {m.casefold() for m in lex.RELATIONAL.findall(new)}
    if relational ^ {m.casefold() for m in lex.RELATIONAL.findall(old)}:
        return None
    q_new, q_old = _quantities(new), _quantities(old)
    only_new = [q for q in q_new if all(q.value != o.value for o in q_old)]
    only_old = [q for q in q_old if all(q.value != n.value for n in q_new)]
    if len(only_new) != 1 or len(only_old) != 1 or only_new[0].kind != only_old[0].kind:
        return None
    if (lex.OCCASION.search(new) or lex.OCCASION.search(old)) and not lex.RESCHEDULED.search(new):
        return None
    anchor = _shared_anchor(new, old)
    if anchor is None:
        return None
    at_old = Found("quantity", old.find(only_old[0].text), old.find(only_old[0].text) + 1)
    at_new = Found("quantity", new.find(only_new[0].text), new.find(only_new[0].text) + 1)
    if _anchor_differs(old, new, at_old, at_new):
        return None  # 晴空P8手机 / 晴空P6手机: two products, two prices
    if _qualifiers_differ(old, new, at_old, at_new, [anchor]):
        return None  # "the city of Lisbon" / "the Lisbon metropolitan area"
    was, now = only_old[0].text, only_new[0].text
    if lex.CORRECTION.search(new):
        return Relation.CONTRADICTION, f"the new text corrects '{anchor}' from {was} to {now}"
    return Relation.UPDATE, f"a new amount for '{anchor}': {was} → {now}"

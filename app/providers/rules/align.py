"""Aligning two statements: the words, names and Chinese runs they share and those each keeps.

The frame-alignment readings (rules.holders for single-valued attributes, rules.amounts for
amounts) compare two texts around a point, usually the attribute both name. What both texts
contain is an *anchor*: the thing the attribute belongs to. What only one contains is a
*value*. Qualifiers right next to an anchor ("women's team", "the city of Lisbon") tell two
things apart. English is read as words (a run of capitalised words and numbers is one name);
Chinese as runs of characters shared with the other text.
"""

from __future__ import annotations

import difflib
import itertools
import re
from dataclasses import dataclass

from app.providers.rules import holders_lexicon as lex

CJK = re.compile(r"[\u3400-\u9fff]")
CJK_RUN = re.compile(r"[\u3400-\u9fff]{2,}")
# "WHO" in capitals is the World Health Organization, not a question word.
QUESTION = re.compile(
    r"[?？]|吗[。？?]?\s*$|(?:^|\b)(?-i:[Ww]ho|[Ww]hat|[Ww]hich)\b.*\bis\b.*[?？]?$", re.I
)
LATIN = r"[^\W_\u3400-\u9fff]"  # a letter or digit of any script but Chinese
WORD = re.compile(rf"{LATIN}(?:[^\W\u3400-\u9fff]|['’&.,:$£€%+\-])*(?:{LATIN}|%)|{LATIN}|[$£€]\d+")
NUMBER = re.compile(r"^[$£€]?\d")
YEAR = re.compile(r"^(?:19|20)\d\d$")
BREAK = re.compile(r"[,;:()\[\]!?。，；：—–]|\.\s")


@dataclass(frozen=True, slots=True)
class Found:
    """Where a text names the attribute (or, for an amount, where the amount is)."""

    attribute: str
    start: int
    end: int


def word_key(word: str) -> str:
    return word.casefold().strip(".,:'’").removesuffix("'s").removesuffix("’s")


def words_in(text: str) -> list[str]:
    return [w.strip(".,:'’") for w in WORD.findall(text)]


@dataclass(frozen=True, slots=True)
class Token:
    word: str
    key: str
    start: int
    value_like: bool  # capitalised or a number: part of a name, an amount, a date
    content: bool  # a lower-case word that says something (not a function word)


def tokens_of(text: str, attribute: Found) -> list[Token | None]:
    """The words outside the attribute; None marks a break (punctuation, the attribute)."""
    out: list[Token | None] = []
    last = 0
    for match in WORD.finditer(text):
        if attribute.start <= match.start() < attribute.end:
            out.append(None)
            last = match.end()
            continue
        if BREAK.search(text[last : match.start()]):
            out.append(None)
        last = match.end()
        word = match.group(0).strip(".,:'’")
        key = word_key(word)
        value_like = bool(word[:1].isupper() or NUMBER.match(word)) and key not in lex.NOT_VALUES
        content = not value_like and key not in lex.NOT_VALUES and not NUMBER.match(word)
        out.append(Token(word, key, match.start(), value_like, content))
    return out


# Words of an amount's size or precision ("about 5.5 million"): they name no thing, so two of
# them shared are no anchor ("the population of Norway / of Sweden is about … million").
_AMOUNT_WORDS = frozenset({
    "about", "around", "roughly", "approximately", "nearly", "almost", "some", "over", "under",
    "hundred", "thousand", "million", "billion", "trillion", "percent", "per", "cent",
})  # fmt: skip


def english_parts(text: str, other: str, attribute: Found) -> tuple[list[str], list[str]]:
    """(anchors, values) in English. A run of capitalised words and numbers splits into what
    the other text also has (an anchor: the thing whose attribute it is) and what it lacks (a
    value). Two or more shared lower-case content words are an anchor too ("women's
    marathon"). Years are values only when the other text's value is a year as well."""
    other_keys = {word_key(w) for w in words_in(other)}
    anchors: list[str] = []
    values: list[str] = []
    shared_content: list[str] = []
    run: list[Token] = []

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
    for token in tokens_of(text, attribute):
        if token is not None and token.value_like:
            run.append(token)
            continue
        close()
        if token is not None and token.content and token.key in other_keys:
            shared_content.append(token.key)
        elif token is not None and token.content and common_nouns:
            values.append(token.word)
    close()
    if len(set(shared_content) - lex.SELF - _AMOUNT_WORDS) >= 2:
        anchors.append(" ".join(sorted(set(shared_content))))
    return anchors, values


def qualifiers_near(text: str, attribute: Found, anchors: list[str]) -> set[str]:
    """Lower-case content words right next to an anchor or to the attribute ("women's team",
    "the city of Lisbon", "Lisbon metropolitan area")."""
    tokens = tokens_of(text, attribute)
    anchor_words = {word_key(w) for a in anchors for w in a.split()}
    near: set[str] = set()
    for i, token in enumerate(tokens):
        if token is None or not token.content:
            continue
        for j in (i - 2, i - 1, i + 1, i + 2):
            if not 0 <= j < len(tokens):
                continue
            neighbour = tokens[j]
            if neighbour is None:
                named = attribute.attribute != "quantity"  # words by a number are verbs
                if named and abs(j - i) == 1 and touches(text, token, attribute):
                    near.add(token.key)
                continue
            if neighbour.key in anchor_words and (abs(j - i) == 1 or via_of(tokens, i, j)):
                near.add(token.key)
    return near


def touches(text: str, token: Token, attribute: Found) -> bool:
    gap_after = text[attribute.end : token.start]
    gap_before = text[token.start + len(token.word) : attribute.start]
    return (0 <= len(gap_after) <= 1) or (0 <= len(gap_before) <= 1)


def via_of(tokens: list[Token | None], i: int, j: int) -> bool:
    between = tokens[min(i, j) + 1 : max(i, j)]
    return all(t is not None and t.key in ("of", "the") for t in between)


def chinese_parts(text: str, other: str, attribute: Found) -> tuple[list[str], list[str]]:
    """(anchors, values) in Chinese: runs shared with the other text (2+ characters) are
    anchors; what is left once attribute and function words are removed are values."""
    body = text[: attribute.start] + "|" + text[attribute.end :]
    matcher = difflib.SequenceMatcher(a=body, b=other, autojunk=False)
    anchors, kept, last = [], [], 0
    for block in matcher.get_matching_blocks():
        if block.size >= 2 and CJK.search(body[block.a : block.a + block.size]):
            anchors.append(body[block.a : block.a + block.size])
            kept.append(body[last : block.a])
            last = block.a + block.size
    kept.append(body[last:])
    leftover = lex.CJK_NOT_VALUES.sub("|", "|".join(kept))
    values = list(re.findall(r"[\u3400-\u9fff]{2,}|\d[\d.,]*", leftover))
    anchors = [a for a in anchors if len(lex.CJK_NOT_VALUES.sub("", a)) >= 2]
    return anchors, values


def parts(text: str, other: str, attribute: Found) -> tuple[list[str], list[str]]:
    if CJK.search(text):
        anchors, values = chinese_parts(text, other, attribute)
        english_anchors, english_values = english_parts(text, other, attribute)
        return anchors + english_anchors, values + english_values
    return english_parts(text, other, attribute)


def qualifiers_differ(
    old: str, new: str, found_old: Found, found_new: Found, anchors: list[str]
) -> bool:
    """Each text qualifies the thing or the attribute in its own way ("women's team" / "men's
    team", "the city of Lisbon" / "the Lisbon metropolitan area"): two things, not one."""
    if CJK.search(old) or CJK.search(new):
        return False
    near_old = qualifiers_near(old, found_old, anchors)
    near_new = qualifiers_near(new, found_new, anchors)
    return bool(near_old - near_new) and bool(near_new - near_old)


def anchor_differs(old: str, new: str, attribute_old: Found, attribute_new: Found) -> bool:
    """A difference between two shared runs before the attribute is a different thing with
    the same attribute: 晴空P8手机 / 晴空P6手机, "The Falcon 9X drone" / "The Falcon 7 drone";
    so is a Chinese run each text opens with (远东银行 / 北方银行), or one each puts between the
    shared name and the attribute (青阳一中 / 青阳二中校长, 鹰队（男篮） / 鹰队女篮主教练)."""
    head_old, head_new = old[: attribute_old.start], new[: attribute_new.start]
    matcher = difflib.SequenceMatcher(a=head_old, b=head_new, autojunk=False)
    blocks = [b for b in matcher.get_matching_blocks() if b.size >= 2]
    if blocks and _led_apart((head_old, blocks[0].a), (head_new, blocks[0].b)):
        return True
    if blocks:
        last = blocks[-1]
        if _tailed_apart(head_old[last.a + last.size :], head_new[last.b + last.size :]):
            return True
    for left, right in itertools.pairwise(blocks):
        gap_old = head_old[left.a + left.size : right.a].strip(" 的'’s")
        gap_new = head_new[left.b + left.size : right.b].strip(" 的'’s")
        told = _TOLD.fullmatch(gap_old) or _TOLD.fullmatch(gap_new)
        if gap_old and gap_new and gap_old != gap_new and model_like(gap_old, gap_new) and not told:
            return True
        if gap_old and gap_new and _named_apart(gap_old, gap_new):
            return True
    return False


def name_lengthened(old: str, new: str, attribute_old: Found, attribute_new: Found) -> bool:
    """Chinese, before a role: one text puts a run of its own inside the name both share, the
    other nothing (长兴银行 / 长兴村镇银行行长, 青阳中学 / 青阳实验中学校长): a longer name, another
    organisation. (Not for amounts: 公积金缴存比例 / 公积金比例 are one rate told two ways.)"""
    head_old, head_new = old[: attribute_old.start], new[: attribute_new.start]
    matcher = difflib.SequenceMatcher(a=head_old, b=head_new, autojunk=False)
    blocks = [b for b in matcher.get_matching_blocks() if b.size >= 2]
    for left, right in itertools.pairwise(blocks):
        gap_old = head_old[left.a + left.size : right.a]
        gap_new = head_new[left.b + left.size : right.b]
        if _inserted(gap_old, gap_new) or _inserted(gap_new, gap_old):
            return True
    return False


def _inserted(gap: str, other: str) -> bool:
    """GAP is a run of Chinese of its own where OTHER has nothing, and not one saying which
    holder, when or how the value moved (现任, 2024年)."""
    return (
        not other
        and len(gap) >= 2
        and bool(CJK_RUN.fullmatch(gap))
        and not _NOT_A_THING.search(gap)
        and not lex.CJK_NOT_VALUES.search(gap)
    )


# How a Chinese amount is told, not which thing it is of: 是 / 已降至 (60公里 → 40公里).
_TOLD = re.compile(
    r"(?:已经?|现在|目前)?(?:是|为|约|达|(?:降|升|涨|增|减|提高|提升|下调|上调|调整|调|增加|减少|"
    r"增长|下降|上升|跌|缩减|扩大)(?:至|到|为|了))"
)
_THIS = re.compile(r"^(?:这|那|该|此|本)[座个家位所条间只支]?")
_SAYS_END = re.compile(r"(?:是|为|有|在|于|由|叫|称|被)(?:才|就)?$")
_SAYS_START = re.compile(r"(?:才|就|也|都)?(?:是|为|有|在|于|由|叫|称|被)")


def _led_apart(old: tuple[str, int], new: tuple[str, int]) -> bool:
    """Chinese: each text opens with its own run before the words they share, naming which
    thing (远东银行 / 北方银行, 男子百米 / 女子百米, 老城区的限速 / 高速公路的限速). A
    demonstrative, the user, function words, or one run inside the other (城市 / 市) name the
    same thing; a run that is the subject of a copula (黄河是 / 长江才是 …最长的河流) is a value."""
    gaps = []
    for head, at in (old, new):
        lead = head[:at].strip()
        if _SAYS_END.search(lead) or _SAYS_START.match(head[at:]):
            return False
        gap = lex.CJK_NOT_VALUES.sub("", _THIS.sub("", lead))
        if not gap or any(not CJK.match(c) for c in gap) or gap in lex.SELF or len(gap) > 4:
            return False
        gaps.append(gap)
    return gaps[0] not in gaps[1] and gaps[1] not in gaps[0]


# Says which holder, when or how the value moved, not which thing: 现任 / 新任, a year, 的,
# 售价 / 降价.
_NOT_A_THING = re.compile(r"[任年月届期的在是为由售降升涨调增减改换现新今原]|目前|当前|最近")


def _tailed_apart(tail_old: str, tail_new: str) -> bool:
    """Chinese: each text puts its own short run right before the attribute, after the name
    both share (一中 / 二中, 男篮 / 女篮): two things of one name. A run saying which holder or
    when or how the value moved (现任, 新任, 2024年, 降价) is not one."""
    gaps = [re.sub(r"[\s（）()「」『』《》]", "", t) for t in (tail_old, tail_new)]
    if not all(gaps) or gaps[0] == gaps[1] or not all(CJK_RUN.fullmatch(g) for g in gaps):
        return False
    return all(len(g) <= 3 and not _NOT_A_THING.search(g) for g in gaps)


def model_like(*gaps: str) -> bool:
    """Short, and a model number, a letter or one or two Chinese characters (P8, 9X, 男/女)."""
    return all(
        len(gap) <= 4 and (any(c.isdigit() or c.isupper() for c in gap) or CJK.fullmatch(gap[:1]))
        for gap in gaps
    )


def years_last(values: list[str], other: list[str]) -> list[str]:
    """A year is the value only when both texts give nothing else ("founded in 1975" / "in
    1960"); beside a name it is when something happened ("the 2024 census")."""
    years = [v for v in values if YEAR.match(v)]
    if years and (len(years) < len(values) or any(not YEAR.match(v) for v in other)):
        return [v for v in values if not YEAR.match(v)]
    return values


_KIND_WORD = re.compile(r"[a-z][a-z-]{2,}")
_NOT_KINDS = re.compile(
    r"(?:new|old|current|former|previous|latest|first|second|next|last|main|own|only|"
    r"usual|regular|same|other|new-ish|monthly|weekly|daily|yearly|annual|total)"
)


def _named_apart(gap_old: str, gap_new: str) -> bool:
    """One lowercase word each, between the same words, naming which thing it is: "the longest
    piano performance" / "the longest drumming performance", "a single fare" / "a day fare".
    Words that say when or which of a series ("new", "former", "monthly") do not name a thing."""
    return all(
        _KIND_WORD.fullmatch(gap) and not _NOT_KINDS.fullmatch(gap) for gap in (gap_old, gap_new)
    )

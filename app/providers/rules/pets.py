"""A named animal the user had is gone: "We lost Pepper on Sunday" / "rehomed Pepper with a
farm" beside "User has a collie called Pepper", 豆包上周走了 / 把它送人了 beside 家里养了只
猫叫豆包.

The old text has an animal by name: an animal word or 养 / "has a … named" with a name
(a capitalised word in English, the run after 叫 in Chinese). The new text names the same
animal with a verb of losing one ("lost", "rehomed", "gave away", "had … put to sleep",
走了, 去世, 没了, 送给 / 送人): the old memory no longer holds. "Lost" is said of a name only
(not "lost my keys"), and 走了 only right after the name, a time or a cause (因为肾衰走了: the
animal died; a person who left is not in the old text). An animal the user has one of, told
by its kind ("has a hamster", 养了一只仓鼠), is gone when the new text gives that kind away
("gave the hamster to …", 仓鼠送给邻居了). A question or a plan in the new text ("might have
to rehome Pepper", 打算送人) is left alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

_ANIMAL_EN = patterns.compile(
    r"\b(?:dog|dogs|cat|cats|puppy|kitten|pup|pet|rabbit|bunny|hamster|guinea\s+pig|parrot|"
    r"budgie|horse|pony|tortoise|turtle|ferret|named|called)\b",
    re.I,
)
_NAME_EN = re.compile(r"(?<![.!?]\s)(?<!^)\b(?-i:[A-Z][a-z]{2,})\b")
_NOT_NAMES = frozenset({"User", "The", "His", "Her", "Their", "Our", "My"})
# Chinese: an animal or 养, then 叫 + the name (2-3 characters).
_NAMED_ZH = patterns.compile(
    r"(?:猫|狗|犬|兔|鹦鹉|仓鼠|龟|柯基|泰迪|金毛|边牧|柴犬|哈士奇|布偶|英短|养)[^，。；！？]{0,8}?叫"
    r"[“\"「]?(?P<name>[\u4e00-\u9fff]{2,3}?)(?=[”\"」，。；！？、\s]|$)"
)
_QUOTED_ZH = re.compile(r"(?:猫|狗)[“\"「](?P<name>[\u4e00-\u9fff]{1,4})[”\"」]")

_GONE_EN = patterns.compile(
    r"\b(?i:lost|rehomed|re-homed|gave\s+away|had\s+to\s+put\s+down|had\s+to\s+say\s+goodbye\s+to)\s+"
    r"(?P<a>[A-Z][a-z]{2,})\b|"
    r"\b(?P<b>[A-Z][a-z]{2,})\s+(?:passed\s+away|died|was\s+put\s+(?:down|to\s+sleep)|"
    r"crossed\s+the\s+rainbow\s+bridge|has\s+gone\s+to\s+a\s+new\s+home)\b"
)
_GONE_ZH = patterns.compile(
    r"(?P<a>[\u4e00-\u9fff]{2,3}?)(?:上周|昨天|前天|今天|上个月|去年|前几天|已经|今早|昨晚)?"
    r"(?:因为?[\u4e00-\u9fff]{1,5}?)?(?:走了|去世了|过世了|没了|死了)|"
    r"把(?:它|他|她|(?P<b>[\u4e00-\u9fff]{2,3}?))送(?:给|人|走)"
)
# An animal the user has one of, told by its kind: "has a hamster", 养了一只仓鼠 ...
_KINDS_EN = r"dog|cat|puppy|kitten|rabbit|hamster|guinea\s+pig|parrot|budgie|tortoise|ferret"
_KINDS_ZH = r"猫|狗|仓鼠|兔子|鹦鹉|乌龟|龟|金鱼"
_HAS_KIND = patterns.compile(
    rf"\b(?:has|have|owns|got)\s+(?:a|an|one)\s+(?:\w+\s+)?(?P<en>{_KINDS_EN})\b|"
    rf"(?:养了?|有)(?:一只|只|一条|条)(?:[\u4e00-\u9fff]{{0,2}}?)(?P<zh>{_KINDS_ZH})",
    re.I,
)
# ... and given away by its kind: "gave the hamster to …", 仓鼠送给邻居了, 把猫送人了.
_GIVEN_KIND = patterns.compile(
    rf"\b(?:gave|given|rehomed|re-homed)\s+(?:away\s+)?(?:the|our|my)\s+(?P<en>{_KINDS_EN})\b|"
    rf"(?<![\u4e00-\u9fff])(?:把)?(?P<zh>{_KINDS_ZH})(?:咪)?送(?:给|人|走)|"
    rf"把(?:家里的|我的|我家)?(?P<zh2>{_KINDS_ZH})送(?:给|人|走)",
    re.I,
)
_NOT_ASSERTED = re.compile(
    r"\b(?:might|may|could|would|will|if|plan\w*|thinking|considering|going\s+to)\b|"
    r"打算|准备|考虑|想|可能|要不要|\?|？|"
    # Lost for a while, then found: still had.
    r"\b(?:found|turned\s+up|came\s+back|back\s+home)\b|找到|找回|回来了",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _pets(text: str) -> frozenset[str]:
    """The names of animals TEXT says the user (or the text's holder) has."""
    norm = normalize_for_rules(text)
    names = {m["name"] for m in _NAMED_ZH.finditer(norm)}
    names |= {m["name"] for m in _QUOTED_ZH.finditer(norm)}
    if _ANIMAL_EN.search(norm):
        names |= {w for w in _NAME_EN.findall(norm) if w not in _NOT_NAMES}
    return frozenset(names)


@lru_cache(maxsize=TEXTS_CACHED)
def _gone(text: str) -> tuple[tuple[str | None, str], ...]:
    """(name or None for 它, the cue) for each animal TEXT says is gone."""
    norm = normalize_for_rules(text)
    if _NOT_ASSERTED.search(norm):
        return ()
    found = [(m["a"] or m["b"], m.group(0)) for m in _GONE_EN.finditer(norm)]
    found += [(m["a"] or m["b"], m.group(0)) for m in _GONE_ZH.finditer(norm)]
    return tuple(found)


def pet_gone(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW says an animal OLD names as had is gone (module docstring)."""
    gone = _gone(new_text)
    if not gone:
        return _kind_given_away(new_text, old_text)
    pets = _pets(old_text)
    for name, cue in gone:
        if name is None:
            # 把它送给…: the animal is the one both texts name.
            named = [p for p in pets if p in new_text]
            name = named[0] if named else None
        elif not any(name.endswith(p) or p.endswith(name) for p in pets):
            continue
        if name:
            return Relation.UPDATE, f"the animal {name} is gone ('{' '.join(cue.split())}')"
    return _kind_given_away(new_text, old_text)


def _kind_given_away(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when OLD says the user has an animal of a kind and NEW gives the one of that
    kind away (the text's first clause or its opening, not "把邻居的猫送回去")."""
    has = _HAS_KIND.search(normalize_for_rules(old_text))
    norm = normalize_for_rules(new_text)
    given = _GIVEN_KIND.search(norm)
    if has is None or given is None or _NOT_ASSERTED.search(norm):
        return None
    kind_old = (has["en"] or has["zh"]).casefold()
    kind_new = (given["en"] or given["zh"] or given["zh2"]).casefold()
    if kind_old != kind_new:
        return None
    return Relation.UPDATE, f"the {kind_new} is given away ('{' '.join(given.group(0).split())}')"

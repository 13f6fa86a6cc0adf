"""A relative's or a named friend's value told anew: "The user's cousin Leo attends NYU." /
"Leo is a student at the University of Edinburgh.", "My sister lives in Leeds." / "My sister
lives in York now.", 用户的表弟阿杰是阿里巴巴的员工 / 用户的表弟阿杰跳槽去了招商银行.

`rules.told_values` reads the user's own single-valued attributes and steps aside whenever
anyone else is named. The same attributes hold one value at a time for a relative or a friend
too, so when both texts are about one third party, named the same way, the party is read as
the holder: its phrase is put in the user's place and the pair is read by `told_value`, with
all its step-asides (a question, a plan, a past, an addition, a negation, a second item).

One party: the same name ("my friend Tom" / "Tom"; 用户的室友陈晨 / 陈晨) with no other kin word
("my cousin Sofia" and "my niece Sofia" are two people), or, with no name,
the same kin phrase with its modifier ("my older sister" is not "my younger sister"; 我哥 is
not 我弟). Kin of which one has many (a friend, a cousin, a colleague) must be named. A text
that also speaks of the user (I, me, 我 beside the party) or of anyone else is left alone.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules
from app.providers.rules.told_values import told_value

# Kin words: a person has one of these at a time,
_ONE_EN = (
    r"mum|mom|mother|dad|father|husband|wife|partner|girlfriend|boyfriend|fianc[eé]e?|"
    r"grandma|grandmother|grandpa|grandfather|nan|gran|grandad"
)
# and may have several of these: told apart by a modifier (older, eldest) or a name.
_MANY_EN = (
    r"sister|brother|son|daughter|cousin|uncle|aunt|niece|nephew|friend|best\s+friend|"
    r"colleague|coworker|roommate|flatmate|neighbou?r"
)
_MOD_EN = r"(?:(?:older|younger|elder|big|little|baby|eldest|youngest|oldest|twin)\s+)?"
_NAME_EN = r"(?:,?\s+((?-i:[A-Z][a-z]+))(?![\w-]))?"
_PARTY_EN = patterns.compile(
    rf"\b(?:the\s+user's|user's|my)\s+({_MOD_EN}(?:{_ONE_EN}|{_MANY_EN}))\b(?!-){_NAME_EN}",
    re.I,
)
_KIN_ZH = (
    r"爸爸|妈妈|老爸|老妈|父亲|母亲|老公|老婆|丈夫|妻子|男朋友|女朋友|男友|女友|对象|"
    r"爷爷|奶奶|外公|外婆|哥哥|姐姐|弟弟|妹妹|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|"
    r"儿子|女儿|朋友|同事|室友|邻居|[爸妈哥姐弟妹]"
)
_PARTY_ZH = patterns.compile(
    # 我姐夫, 我爸妈 are not 我姐, 我爸; a name after the kin word (用户的室友陈晨) is not a verb.
    rf"(?:用户的?|我的?)({_KIN_ZH})(?![夫婿嫂爸妈哥姐弟妹婆公])"
    r"((?![在是住从的最已现刚去和跟也还又都今前每上下一这那不没很])"
    r"(?:[小老阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{2})(?=[在是住从的最已现刚去和跟，,。]))?"
)
# One word for a kin told two ways: mum / mom / mother, 我爸 / 我爸爸.
_SAME = {
    "mom": "mother", "mum": "mother", "dad": "father", "grandma": "grandmother", "nan":
    "grandmother", "gran": "grandmother", "grandpa": "grandfather", "grandad": "grandfather",
    "爸": "爸爸", "老爸": "爸爸", "父亲": "爸爸", "妈": "妈妈", "老妈": "妈妈", "母亲": "妈妈",
    "哥": "哥哥", "姐": "姐姐", "弟": "弟弟", "妹": "妹妹", "男友": "男朋友", "女友": "女朋友",
}  # fmt: skip
# A text opening on a name alone ("Leo is a student at ...", 陈晨在南京大学上学).
_NAME_ONLY_EN = re.compile(r"^([A-Z][a-z]+)(?:'s)?\s+(?:is|has|was|works|lives|attends|now|just)\b")
_NAME_ONLY_ZH = re.compile(
    r"^(?!用户|我|咱|他|她|它)((?:[小老阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{2}))(?=[在是住现刚已去])"
)
# The user in the text beside the party: the fact may be the user's, or shared.
_SELF = patterns.compile(r"\b(?:i|me|my|we|us|our|i'm|i've)\b|\buser\b|我|用户|咱", re.I)


# Kin a person has many of and tells apart only by name: "my friend" twice may be two friends.
_NAMED_ONLY = re.compile(
    r"^(?:best\s+)?(?:friend|colleague|coworker|roommate|flatmate|neighbou?r|cousin)$|"
    r"^(?:朋友|同事|室友|邻居)$",
    re.I,
)
_NOT_NAMES = frozenset(
    {"user", "she", "he", "they", "it", "this", "that", "there", "what", "who", "when", "how"}
)


@lru_cache(maxsize=TEXTS_CACHED)
def _party(text: str) -> tuple[str, str, str] | None:
    """The one third party TEXT is about, as (key, the phrase naming it, its kin word or ""),
    or None."""
    found = [*_PARTY_EN.finditer(text), *_PARTY_ZH.finditer(text)]
    if len(found) > 1:
        return None
    if found:
        kin, name = " ".join(found[0][1].casefold().split()), found[0][2]
        kin = _SAME.get(kin, kin)
        if name:
            return f"name:{name.casefold()}", found[0].group(0), kin
        if _NAMED_ONLY.match(kin):
            return None
        return f"kin:{kin}", found[0].group(0), kin
    if (m := _NAME_ONLY_EN.match(text) or _NAME_ONLY_ZH.match(text)) and (
        m[1].casefold() not in _NOT_NAMES
    ):
        return f"name:{m[1].casefold()}", m[1], ""
    return None


@lru_cache(maxsize=TEXTS_CACHED)
def _as_holder(raw: str) -> tuple[str, str, str] | None:
    """(the party's key, TEXT with the party put in the user's place, its kin word or ""), or
    None when TEXT is not about one third party alone."""
    text = normalize_for_rules(raw).strip()
    if (party := _party(text)) is None:
        return None
    key, phrase, kin = party
    name = key.partition(":")[2] if key.startswith("name:") else ""
    rest = text.replace(phrase, " ")
    if name:  # the name alone, again: "Leo's", 陈晨
        rest = re.sub(rf"(?<![\w]){re.escape(name)}(?![\w])", " ", rest, flags=re.I)
    if _SELF.search(rest):
        return None
    holder = "用户" if re.match(r"[\u4e00-\u9fff]", phrase[-1]) else "the user"
    told = text.replace(phrase, holder)
    if name:
        told = re.sub(rf"(?<![\w]){re.escape(name)}(?![\w])", holder, told, flags=re.I)
    told = told[0].upper() + told[1:] if told.startswith("the user") else told
    return key, told, kin


@lru_cache(maxsize=4096)
def relative_value_told(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when both texts tell one third party's value of one single-valued attribute and
    the values differ (module docstring)."""
    new, old = _as_holder(new_text), _as_holder(old_text)
    if new is None or old is None or new[0] != old[0]:
        return None
    if new[2] and old[2] and new[2] != old[2]:
        return None  # "my cousin Sofia" and "my niece Sofia" are two people of one name
    if (found := told_value(new[1], old[1])) is None:
        return None
    relation, why = found
    return relation, why.replace("the user's", f"{new[0].partition(':')[2]}'s", 1)

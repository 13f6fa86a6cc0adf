"""A superlative's holder overtaken: "As of 2023, the tallest building in Carrowport is the Alder
Tower" / "the Sable Spire has overtaken the Alder Tower as Carrowport's tallest building",
"The Riverside Bridge is the longest bridge in Marrow Province" / "… made it the longest bridge
in Marrow Province, surpassing the Riverside Bridge", "best-selling car model? The Kova
Sprint" / "the Kova Sprint has lost its place as Vestria's best seller, overtaken by the Halden
E4", 最畅销的车型：风行S3 / 风行S3…丢掉销量冠军，被凌云E4反超.

A superlative (the tallest, the largest, the best-selling, 最…, 冠军) has one holder. When the
new text tells the holder the old text names overtaken (overtaking / overtook / has overtaken /
surpassing / eclipsing X; X … overtaken / surpassed by Y; 超过 / 超越 / 反超 X; X 被 Y 反超 /
超过) and both texts name the same superlative, the old holder no longer holds it. The
overtaken one must be named in the old text and the one overtaking it must not (a restatement
of how the holder took the title, "the Alder Tower, which overtook the Old Mill", names the
holder as the one overtaking); a plan or a forecast (could, set to, expected, 有望, 将) is no
change.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, stem

_VERB = r"(?:overtak(?:en|es|ing)|overtook|overtake|surpass(?:ed|es|ing)?|eclips(?:ed|es|ing))"
_NAME = r"(?:the\s+)?['\u2018\"]?(?P<{0}>[A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*){{0,3}})"
# Active: the overtaken one after the verb. Passive: the overtaking one after "by".
_ACTIVE = patterns.compile(rf"\b{_VERB}\s+{_NAME.format('loser')}")
_PASSIVE = patterns.compile(rf"\b{_VERB}\s+by\s+{_NAME.format('winner')}")
_ZH_ACTIVE = re.compile(r"(?:超过|超越|反超|取代)了?(?P<loser>[\u4e00-\u9fffA-Za-z0-9]{2,8})")
_ZH_PASSIVE = re.compile(r"被(?P<winner>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:反超|超过|超越|取代)")
_SUPERLATIVE = patterns.compile(
    r"\b(?:most\s+\w+|best[\s-]+sell\w*|highest[\s-]+\w+|[a-z]{3,}est)\b|最[\u4e00-\u9fff]{1,2}|"
    r"冠军|第一",
    re.I,
)
_NOT_YET = patterns.compile(
    r"(?-i:\bmay\b)|\b(?:could|might|will|would|set\s+to|expected|forecast\w*|poised|on\s+course|"
    r"likely)\b|有望|将|预计|可能",
    re.I,
)
# The names before a passive "overtaken by": capitalised runs, or runs of Chinese and letters.
_RUN = re.compile(r"[A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*)*|[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9]+")
_ARTICLES = frozenset(("The", "A", "An"))
# "-est" words that are no superlative.
_NOT_SUPERLATIVE = frozenset(("interest", "forest", "west", "rest", "test", "request", "guest"))


@lru_cache(maxsize=TEXTS_CACHED)
def _superlatives(text: str) -> frozenset[str]:
    out: set[str] = set()
    for found in _SUPERLATIVE.finditer(text):
        word = found.group().casefold()
        if word in _NOT_SUPERLATIVE:
            continue
        out.add(word if not word.isascii() else stem(re.split(r"[\s-]+", word)[-1]))
        if word.startswith("best"):
            out.add("best-selling")
    return frozenset(out)


def _in(name: str, text: str) -> bool:
    """Whether TEXT names NAME (its head word, or for Chinese two of its characters)."""
    name = name.strip("'\u2019\" ")
    if name.isascii():
        words = [w for w in name.split() if w.isalpha() and len(w) > 1 and w not in _ARTICLES]
        return bool(words) and bool(re.search(rf"\b{re.escape(words[-1])}\b", text))
    return any(name[i : i + 2] in text for i in range(len(name) - 1))


@lru_cache(maxsize=4096)
def superlative_overtaken(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE when NEW tells the superlative's holder OLD names overtaken (docstring)."""
    if _NOT_YET.search(new_text) or cues.QUESTION_RE.search(new_text):
        return None
    said, told = _superlatives(old_text), _superlatives(new_text)
    if not said or not (said & told or {"冠军", "第一"} & told):
        return None
    for found in [*_ACTIVE.finditer(new_text), *_ZH_ACTIVE.finditer(new_text)]:
        if _in(found["loser"], old_text):
            return Relation.UPDATE, f"the holder '{found['loser']}' was overtaken"
    for found in [*_PASSIVE.finditer(new_text), *_ZH_PASSIVE.finditer(new_text)]:
        before = _RUN.findall(new_text[: found.start()])
        if not _in(found["winner"], old_text) and any(_in(r, old_text) for r in before):
            return Relation.UPDATE, f"the holder was overtaken by '{found['winner']}'"
    return None

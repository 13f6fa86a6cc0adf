"""One occasion against a standing fact: "Today's commute took 90 minutes" beside "Commute is
about 40 minutes each way", 今天站会老板没来 beside 每天早上九点半站会.

A text about one occasion (today, tonight, this morning, this time, this weekend, this
Saturday, 今天, 今晚, 这次, 这周末, 这周六) tells
what happened once. It says nothing about the habit or standing fact the old text states,
unless it also says that fact changed ("switched", "from now on", "no longer", 改成, 以后,
不再) or corrects it ("actually", 其实). So a retiring verdict between such a pair is
stopped, whichever reading gave it. An old text that is itself about one occasion (an
appointment today) is left to the readings: two occasions may be one moved.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import cues, patterns
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# One occasion. "As of today", "starting today", 从今天起 announce a change, not an occasion.
_ONE_OCCASION = patterns.compile(
    r"(?<!as of )(?<!starting )(?<!from )(?<!since )\b(?:today|today's|tonight|tonight's|"
    r"yesterday|yesterday's|last\s+night|this\s+(?:morning|afternoon|evening|time|weekend)|"
    r"this\s+weekend's|this\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s)?)"
    r"\b|(?<!从)(?:今天|今晚|今早|今儿|昨天|昨晚|这次|这回|这个?周末|本周末|(?:这个?|本)(?:周|星期|礼拜)"
    r"[一二三四五六日天])(?!起|开始)",
    re.I,
)
# A change, a new value reached, an end, or a correction of the standing fact, said beside
# the occasion ("the new head took office today", 近视涨到了350度, "finished it last night",
# "has never closed").
_CHANGED = patterns.compile(
    r"\b(?:switch\w*|chang\w*|mov\w*|replac\w*|quit|stopp\w*|start\w*|no\s+longer|any\s*more|"
    r"from\s+now\s+on|going\s+forward|from\s+then\s+on|left|joined|became|cancel\w*|"
    r"actually|in\s+fact|wrong|mistake|typo|never|new|newly|appointed|took\s+office|"
    r"rose|fell|raised|dropped|increased|decreased|went\s+(?:up|down)|finish\w*|complet\w*|"
    r"ended|(?:is|was|are)\s+over|(?:called|came|paid)\s+off)\b|"
    r"改|换|搬|不再|以后|今后|从此|开始|取消|辞|离职|其实|搞错|记错|弄错|错了|从来|从没|"
    r"新任|上任|就职|接任|[涨升降增减](?:了|到|至)|变成|变为|提高|降低|上调|下调|调整|结束|还清|[看读做]完|"
    r"挪到|挪去|挪至|推迟|延期|改期|提前到",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _one_occasion(text: str) -> bool:
    return bool(_ONE_OCCASION.search(normalize_for_rules(text)))


@lru_cache(maxsize=TEXTS_CACHED)
def says_changed(text: str) -> bool:
    """Whether TEXT says a standing fact changed, reached a new value or was wrong."""
    normal = normalize_for_rules(text)
    return bool(_CHANGED.search(normal) or cues.RETRACT_RE.search(normal))


def one_occasion_of_standing_fact(new_text: str, old_text: str) -> str | None:
    """A reason when NEW tells one occasion and OLD a standing fact, and NEW says no change."""
    if not _one_occasion(new_text) or _one_occasion(old_text) or says_changed(new_text):
        return None
    return "the new text tells one occasion; it does not say the standing fact changed"

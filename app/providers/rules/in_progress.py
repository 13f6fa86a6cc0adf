"""Progress on a piece of work still under way: "Building a WeChat 小程序 for her mom's shop"
beside "the 小程序 now has a menu page; payment is still on the to-do list".

A report of progress says "now" and names parts the old text did not ("now has a menu page"),
which look like a changed value. But when the old text tells work being done on a thing
(building, writing, renovating, 在做, 在装修) and the new text, naming the same thing, says some
of the work is still to do ("still on the to-do list", "not done yet", 还没做完, 待完成), the
work goes on and the old text still holds. A new text that ends the work (shut down, gave up,
dropped, 停了, 放弃) says it changed and is left to the readings.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules import patterns
from app.providers.rules.frames import TEXTS_CACHED, content_set, normalize_for_rules, word_tokens
from app.providers.rules.occasions import says_changed

# Work being done on a thing: a progressive verb of making or mending.
_WORKING = patterns.compile(
    r"\b(?:building|making|writing|developing|coding|designing|renovating|remodell?ing|"
    r"restoring|knitting|sewing|painting|working\s+on|putting\s+together|setting\s+up)\b|"
    r"在(?:做|写|开发|搭|建|装修|翻新|织|画|筹备|搞)",
    re.IGNORECASE,
)
# Some of the work is still to do.
_UNFINISHED = patterns.compile(
    r"\b(?:still\s+(?:on\s+the\s+(?:to-?do|list)|to\s+(?:do|come|be)|pending|missing|needs?|"
    r"in\s+progress|not)|not\s+(?:done|finished|ready)\s+yet|to-?do\s+list|in\s+progress|wip|"
    r"next\s+up)\b|还没(?:做|写|弄|完|好)|还差|待(?:完成|做|开发)|尚未完成|下一步",
    re.IGNORECASE,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _things(text: str) -> frozenset[str]:
    return content_set(word_tokens(normalize_for_rules(text)))


def work_in_progress(new_text: str, old_text: str) -> str | None:
    """A reason when OLD tells work on a thing and NEW, of the same thing, says some of it is
    still to do and says nothing changed."""
    old, new = normalize_for_rules(old_text), normalize_for_rules(new_text)
    # "还没做完" is not "做完": what is still to do says no change.
    if not (_WORKING.search(old) and _UNFINISHED.search(new)):
        return None
    if says_changed(_UNFINISHED.sub(" ", new)):
        return None
    if not _things(new_text) & _things(old_text):
        return None
    return "the new text reports progress on work the old one tells; the work goes on"

"""What several pair readings ask of each of the two texts, answered once per text.

`holders.holder_change` and `amounts.quantity_change` (and a few readings after them) ask of
both texts of every pair whether it is a question, states nothing current, adds a holder and
which relations it names; the value readings and `other_holders` ask whether it negates.
Asked per pair, the new text was searched again for each candidate (the NOT_CURRENT search
alone is ~10 µs a text, and a write asked it ~15 times); the answers depend on the text
alone, so they are kept per text like the other readings.
"""

from functools import lru_cache

from app.providers.rules import cues
from app.providers.rules import holders_lexicon as lex
from app.providers.rules.align import QUESTION
from app.providers.rules.frames import TEXTS_CACHED


@lru_cache(maxsize=TEXTS_CACHED)
def asks(text: str) -> bool:
    """`align.QUESTION` finds a question in TEXT."""
    return bool(QUESTION.search(text))


@lru_cache(maxsize=TEXTS_CACHED)
def not_current(text: str) -> bool:
    """TEXT states nothing current (`holders_lexicon.NOT_CURRENT`: a plan, a former holder)."""
    return bool(lex.NOT_CURRENT.search(text))


@lru_cache(maxsize=TEXTS_CACHED)
def additive(text: str) -> bool:
    """TEXT adds a holder rather than naming another (`holders_lexicon.ADDITIVE`)."""
    return bool(lex.ADDITIVE.search(text))


@lru_cache(maxsize=TEXTS_CACHED)
def relations(text: str) -> frozenset[str]:
    """The relations TEXT names (`holders_lexicon.RELATIONAL`), casefolded."""
    return frozenset(m.casefold() for m in lex.RELATIONAL.findall(text))


@lru_cache(maxsize=TEXTS_CACHED)
def negates(text: str) -> bool:
    """`cues.NEG_RE` finds a negation in TEXT (pass it through `normalize_for_rules` first)."""
    return bool(cues.NEG_RE.search(text))

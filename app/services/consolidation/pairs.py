"""Pure decisions of consolidation (no I/O, unit-tested without a database): which pairs are
worth a classifier's time, how a checked pair is remembered, how much work a run may still do,
and what a verdict does to a pair."""

import hashlib
import re
from dataclasses import dataclass

from app.db.models import Memory
from app.enums import Relation
from app.providers.base import PairToCheck, PairVerdict
from app.providers.rules.frames import analyse
from app.services.write import policy
from app.services.write.sameness import same_content

# An OVERLAP this similar (and stating the same numbers) is the same fact said twice. The
# rules' paraphrase band starts here too: rewordings of one statement embed at about 0.92+.

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


@dataclass(frozen=True)
class Pair:
    """Two active memories of one user; `older` was stored first."""

    older: Memory
    newer: Memory
    similarity: float

    @property
    def ids(self) -> tuple[str, str]:
        return self.older.id, self.newer.id

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.older.id, self.newer.id, self.similarity)

    def question(self) -> PairToCheck:
        return PairToCheck(self.newer.text, self.older.text, self.similarity)


def pair(a: Memory, b: Memory, similarity: float) -> Pair:
    if (b.created_at, b.id) < (a.created_at, a.id):
        a, b = b, a
    return Pair(older=a, newer=b, similarity=similarity)


def fingerprint(id_a: str, id_b: str, similarity: float) -> str:
    """The same two memories at the same (rounded) similarity, in either order."""
    low, high = sorted((id_a, id_b))
    return hashlib.sha256(f"{low}\x1f{high}\x1f{similarity:.2f}".encode()).hexdigest()


def _numbers(text: str) -> set[str]:
    return set(_NUMBER.findall(text))


def _words(text: str) -> set[str]:
    return {word for word in analyse(text).content if not _NUMBER.fullmatch(word)}


def worth_checking(a: str, b: str) -> bool:
    """The pre-filter without a model: the texts share a content word, or both state numbers
    and the numbers differ ("runs 5 km" / "runs 10 km")."""
    numbers_a, numbers_b = _numbers(a), _numbers(b)
    stepped = bool(numbers_a and numbers_b and numbers_a != numbers_b)
    return stepped or bool(_words(a) & _words(b))


@dataclass
class PairBudget:
    """How many more pairs may be checked; shared by the users of one tenant in one run."""

    remaining: int

    def take(self, wanted: int) -> int:
        granted = max(min(wanted, self.remaining), 0)
        self.remaining -= granted
        return granted


@dataclass(frozen=True)
class MergePlan:
    """Merge `pair` into a new version at the head of the older memory's chain, carrying the
    content of `kept`."""

    pair: Pair
    kept: Memory
    relation: Relation
    reason: str

    @property
    def dropped(self) -> Memory:
        return self.pair.newer if self.kept is self.pair.older else self.pair.older


def plan_merge(
    pair: Pair, verdict: PairVerdict, *, delta: float, merge_similarity: float
) -> MergePlan | None:
    """What a verdict does: the same fact → merge, keeping the more confident, then the more
    informative (longer), then the newer text; CONTRADICTION/UPDATE → merge, keeping the newer
    unless the older is more confident by `delta` or more (the write path's confidence
    policy); anything else → nothing."""
    older, newer = pair.older, pair.newer
    if verdict.relation in policy.RETIRING:
        if round(older.confidence - newer.confidence, 9) >= delta:
            reason = (
                f"{verdict.relation.value.lower()}: kept the older {older.id}, its confidence "
                f"{older.confidence:g} exceeds {newer.confidence:g} by {delta:g} or more"
            )
            return MergePlan(pair, older, verdict.relation, reason)
        reason = f"{verdict.relation.value.lower()}: the newer {newer.id} wins ({verdict.reason})"
        return MergePlan(pair, newer, verdict.relation, reason)
    same = (
        verdict.relation is Relation.OVERLAP
        and pair.similarity >= merge_similarity
        and same_content(older.text, newer.text)
    )
    if not same:
        return None
    kept = max(
        (newer, older),  # on a full tie the first, the newer, wins
        key=lambda m: (round(m.confidence, 9), len(policy.normalize_for_dedupe(m.text))),
    )
    reason = (
        f"same fact (similarity {pair.similarity:.2f} ≥ {merge_similarity:g}); "
        f"kept the text of {kept.id}"
    )
    return MergePlan(pair, kept, Relation.OVERLAP, reason)

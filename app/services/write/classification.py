"""Step 6 of the write pipeline: how the new memory relates to each candidate.

One classifier call per write, for all candidates. A write never fails because a model did:
the configured classifier falls back to the rules, and if those fail too, to no verdict at all
(the memory is added beside the others). Every fallback is recorded for history and events.
"""

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from app.enums import Relation
from app.errors import ProviderError
from app.providers.base import Candidate, Judgement, RelationClassifier
from app.providers.rules import RulesRelationClassifier
from app.telemetry import metrics

log = logging.getLogger(__name__)


@dataclass
class Classification:
    judgements: dict[str, Judgement] = field(default_factory=dict)
    retraction: bool = False
    classifier: str | None = None  # who judged; None when there was nothing to judge
    fallback: str | None = None  # why another classifier (or none) had to answer
    model_calls: int = 0  # calls to a classifier outside the process

    def verdict(self, candidate_id: str) -> Judgement:
        return self.judgements.get(
            candidate_id, Judgement(candidate_id, Relation.NONE, "not judged")
        )


async def classify(
    text: str,
    candidates: Sequence[Candidate],
    *,
    classifier: RelationClassifier,
    rules: RulesRelationClassifier,
) -> Classification:
    """Judge every candidate with the configured classifier, falling back as needed."""
    result = Classification()
    if not candidates:
        return result
    ids = {c.id for c in candidates}
    if not classifier.in_process:
        result.model_calls = 1
        try:
            verdict = await classifier.classify(text, candidates)
        except ProviderError as error:
            metrics.count_provider_failure("classifier", classifier.name)
            result.fallback = f"{classifier.name} failed ({error.detail}); used rules"
        else:
            result.classifier = classifier.name
            result.retraction = verdict.retraction
            result.judgements = {
                j.candidate_id: j for j in verdict.judgements if j.candidate_id in ids
            }
            return result
    return complete(result, text, candidates, rules=rules)


def complete(
    result: Classification,
    text: str,
    candidates: Sequence[Candidate],
    *,
    rules: RulesRelationClassifier,
) -> Classification:
    """Judge, with the rules, the candidates that have no verdict yet — candidates that
    appeared after a model answered, or all of them. Pure CPU: safe under the user's lock."""
    missing = [c for c in candidates if c.id not in result.judgements]
    if not missing:
        return result
    try:
        verdict = rules.judge(text, missing)
    except Exception:  # a bug in the rules must not lose the write: add it beside the others
        log.exception("rules classifier failed")
        result.fallback = (result.fallback or "") + "; rules failed, added without a verdict"
        return result
    result.judgements.update({j.candidate_id: j for j in verdict.judgements})
    if result.classifier is None:
        result.classifier = rules.name
        result.retraction = verdict.retraction
    elif result.classifier != rules.name:
        result.fallback = (
            f"{len(missing)} candidate(s) appeared after {result.classifier} answered;"
            " judged by rules"
        )
    return result

"""Step 6 of the write pipeline: how the new memory relates to each candidate.

One classifier call per write, for all candidates. A write never fails because a model did:
the configured classifier falls back to the rules, and if those fail too, to no verdict at all
(the memory is added beside the others). Every fallback is recorded for history and events.
"""

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from app.enums import Relation
from app.errors import ProviderError
from app.providers.base import Candidate, Judgement, RelationClassifier
from app.providers.rules import RulesRelationClassifier
from app.telemetry import metrics

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Classification:
    """The verdicts of one write. Frozen: the model answers once, before the write's lock, and
    each attempt under the lock completes a copy, so a retry never inherits verdicts of an
    attempt that lost its race."""

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
    if not candidates:
        return Classification()
    if classifier.in_process:
        return complete(Classification(), text, candidates, rules=rules)
    try:
        verdict = await classifier.classify(text, candidates)
    except ProviderError as error:
        metrics.count_provider_failure("classifier", classifier.name)
        failed = Classification(
            fallback=f"{classifier.name} failed ({error.detail}); used rules", model_calls=1
        )
        return complete(failed, text, candidates, rules=rules)
    ids = {c.id for c in candidates}
    return Classification(
        judgements={j.candidate_id: j for j in verdict.judgements if j.candidate_id in ids},
        retraction=verdict.retraction,
        classifier=classifier.name,
        model_calls=1,
    )


def complete(
    answered: Classification,
    text: str,
    candidates: Sequence[Candidate],
    *,
    rules: RulesRelationClassifier,
) -> Classification:
    """`answered`, with the rules' verdict on the candidates it has none for — candidates that
    appeared after a model answered, or all of them. `answered` itself is left as it was.
    Pure CPU: safe under the user's lock."""
    missing = [c for c in candidates if c.id not in answered.judgements]
    if not missing:
        return answered
    try:
        verdict = rules.judge(text, missing)
    except Exception:  # a bug in the rules must not lose the write: add it beside the others
        log.exception("rules classifier failed")
        fallback = (answered.fallback or "") + "; rules failed, added without a verdict"
        return replace(answered, fallback=fallback)
    judgements = answered.judgements | {j.candidate_id: j for j in verdict.judgements}
    if answered.classifier is None:
        return replace(
            answered,
            judgements=judgements,
            classifier=rules.name,
            retraction=verdict.retraction,
        )
    if answered.classifier != rules.name:
        fallback = (
            f"{len(missing)} candidate(s) appeared after {answered.classifier} answered;"
            " judged by rules"
        )
        return replace(answered, judgements=judgements, fallback=fallback)
    return replace(answered, judgements=judgements)

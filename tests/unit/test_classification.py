"""Step 6's bookkeeping: the rules complete a model's answer without changing it."""

from app.enums import Relation
from app.providers.base import Candidate, Judgement
from app.providers.rules import RulesRelationClassifier
from app.services.write.classification import Classification, complete

TEXT = "User moved to Lisbon"
JUDGED = Candidate("mem_judged", "User lives in Porto", 0.7)
APPEARED = Candidate("mem_appeared", "User lives in Madrid", 0.7)


def _model_answer() -> Classification:
    judgement = Judgement(JUDGED.id, Relation.UPDATE, "the model said so")
    return Classification({JUDGED.id: judgement}, classifier="llm", model_calls=1)


def test_a_retry_does_not_inherit_the_verdicts_of_the_attempt_before() -> None:
    """The model answers once, before the write's lock; each attempt under the lock completes
    that answer for the candidates it finds. An attempt that lost a race is thrown away, and
    so must be what it added: the next attempt starts from the model's answer again."""
    answered = _model_answer()
    rules = RulesRelationClassifier()

    lost = complete(answered, TEXT, [JUDGED, APPEARED], rules=rules)
    assert set(lost.judgements) == {JUDGED.id, APPEARED.id}
    assert "appeared after llm answered" in (lost.fallback or "")

    retried = complete(answered, TEXT, [JUDGED], rules=rules)
    assert set(retried.judgements) == {JUDGED.id}
    assert retried.fallback is None
    assert answered == _model_answer()


def test_rules_judge_everything_when_no_model_answered() -> None:
    judged = complete(Classification(), TEXT, [JUDGED, APPEARED], rules=RulesRelationClassifier())
    assert (judged.classifier, judged.fallback) == ("rules", None)
    assert set(judged.judgements) == {JUDGED.id, APPEARED.id}

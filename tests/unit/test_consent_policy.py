"""The consent gate of the write policy: which inferred changes wait for the user."""

from datetime import UTC, datetime

import pytest

from app.db.models import Memory
from app.enums import Action, HistoryEvent, Relation
from app.services.write import policy

SENSITIVE = ["preferred_name", "pronouns", "city", "language"]


def _held(key: str = "preferred_name", value: object = "张三", confidence: float = 0.9) -> Memory:
    return Memory(
        id="mem_old",
        key=key,
        value=value,
        confidence=confidence,
        content_hash=policy.content_hash(f"Call me {value}"),
        valid_from=datetime(2026, 11, 22, tzinfo=UTC),
    )


def _gate(decision: policy.Decision, value: object = "李四") -> policy.Decision:
    return policy.hold_for_consent(
        decision,
        new_value=value,
        new_hash=policy.content_hash(f"Call me {value}"),
        sensitive_keys=SENSITIVE,
        days=7,
    )


def _conflict(
    existing: Memory, value: object = "李四", valid_from: datetime | None = None
) -> policy.Decision:
    return policy.key_conflict(
        existing,
        new_confidence=0.9,
        new_value=value,
        new_hash=policy.content_hash(f"Call me {value}"),
        delta=0.1,
        valid_from=valid_from,
    )


@pytest.mark.parametrize("key", SENSITIVE)
def test_a_new_value_for_a_sensitive_key_is_held(key: str) -> None:
    kept = _held(key)
    held = _gate(_conflict(kept))
    assert held.action is Action.NOOP
    assert held.event is HistoryEvent.REJECT
    assert held.existing is kept
    assert held.targets == ()  # nothing is retired
    assert held.consent_days == 7
    assert held.reason.startswith(f"consent required: key '{key}' is sensitive")


def test_a_benign_key_goes_through() -> None:
    decision = _conflict(_held("tone", "formal"), "casual")
    assert decision.action is Action.UPDATE
    assert _gate(decision, "casual") is decision


def test_the_same_value_goes_through_as_a_reinforcement() -> None:
    decision = _conflict(_held(), "张三")
    assert decision.action is Action.NOOP
    assert _gate(decision, "张三") is decision


def test_a_first_value_goes_through() -> None:
    decision = policy.add("no active memory holds key 'preferred_name'")
    assert _gate(decision) is decision


def test_a_change_the_confidence_policy_rejects_stays_a_plain_rejection() -> None:
    decision = policy.key_conflict(
        _held(confidence=0.95),
        new_confidence=0.5,
        new_value="李四",
        new_hash=policy.content_hash("Call me 李四"),
        delta=0.1,
    )
    gated = _gate(decision)
    assert gated is decision
    assert gated.consent_days is None


def test_a_late_fact_goes_through_as_history() -> None:
    decision = _conflict(_held(), valid_from=datetime(2020, 1, 1, tzinfo=UTC))
    assert decision.late
    assert _gate(decision) is decision


def test_a_manual_supersession_of_a_sensitive_value_is_held() -> None:
    kept = _held()
    held = _gate(policy.manual_supersession(kept))
    assert (held.action, held.existing, held.consent_days) == (Action.NOOP, kept, 7)
    assert held.relation is Relation.UPDATE

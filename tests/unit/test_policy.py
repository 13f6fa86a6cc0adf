from datetime import datetime

import pytest

from app.db.models import Memory
from app.enums import Action, HistoryEvent, Relation
from app.services.write import policy
from app.services.write.sameness import same_content


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("User likes coffee.", "user likes coffee"),
        ("  User   likes\tcoffee ", "User likes coffee"),
        ("以后请叫我张三。", "以后请叫我张三"),
        ("\uff35\uff33\uff25\uff32 likes coffee\uff01", "user likes coffee"),  # full width
        ("«User likes coffee»", "User likes coffee"),
    ],
)
def test_same_statement_normalises_to_the_same_hash(a: str, b: str) -> None:
    assert policy.content_hash(a) == policy.content_hash(b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("User likes coffee", "User likes tea"),
        ("User likes coffee", "User does not like coffee"),
        ("叫我张三", "叫我李四"),
        ("User is 3.5 feet", "User is 35 feet"),
    ],
)
def test_different_statements_hash_differently(a: str, b: str) -> None:
    assert policy.content_hash(a) != policy.content_hash(b)


def _held(confidence: float, value: object = "张三") -> Memory:
    return Memory(
        id="mem_old",
        key="preferred_name",
        value=value,
        confidence=confidence,
        content_hash=policy.content_hash(f"Call me {value}"),
    )


def _decide(old: float, new: float, value: object = "李四") -> policy.Decision:
    return policy.key_conflict(
        _held(old),
        new_confidence=new,
        new_value=value,
        new_hash=policy.content_hash(f"Call me {value}"),
        delta=0.1,
    )


@pytest.mark.parametrize(
    ("old", "new", "action", "event"),
    [
        (0.9, 0.85, Action.UPDATE, HistoryEvent.UPDATE),  # close: latest wins
        (0.85, 0.9, Action.UPDATE, HistoryEvent.UPDATE),
        (0.9, 0.9, Action.UPDATE, HistoryEvent.UPDATE),
        (0.95, 0.6, Action.NOOP, HistoryEvent.REJECT),  # old clearly higher: kept
        (0.6, 0.9, Action.UPDATE, HistoryEvent.UPDATE),  # new clearly higher: wins
        (0.9, 0.8, Action.NOOP, HistoryEvent.REJECT),  # a gap of exactly 0.1 is not "< 0.1"
        (0.8, 0.9, Action.UPDATE, HistoryEvent.UPDATE),
        (0.0, 1.0, Action.UPDATE, HistoryEvent.UPDATE),
        (1.0, 0.0, Action.NOOP, HistoryEvent.REJECT),
    ],
)
def test_confidence_policy(old: float, new: float, action: Action, event: HistoryEvent) -> None:
    decision = _decide(old, new)
    assert (decision.action, decision.event) == (action, event)
    assert decision.relation is Relation.UPDATE
    assert decision.existing is not None
    assert decision.existing.id == "mem_old"


def test_the_same_value_again_reinforces_whatever_the_confidence() -> None:
    decision = _decide(0.95, 0.2, value="张三")
    assert (decision.action, decision.event) == (Action.NOOP, HistoryEvent.NOOP)
    assert decision.targets == ()


@pytest.mark.parametrize(("old_value", "new_value"), [({"a": 1}, {"a": 1.0}), ([1, 2], [1, 2])])
def test_structured_values_compare_as_json(old_value: object, new_value: object) -> None:
    held = _held(0.9, old_value)
    assert policy.same_value(held, new_value, "other-hash")


def test_reasons_say_which_rule_decided() -> None:
    assert "latest wins" in _decide(0.9, 0.85).reason
    assert "higher confidence wins" in _decide(0.6, 0.9).reason
    assert "kept mem_old" in _decide(0.95, 0.6).reason


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("User's project number 1 uses Rust", "User's project number 2 uses Rust", False),
        ("Budget is 1,200 dollars", "Budget is 1,300 dollars", False),
        ("User likes tea", "The user likes tea", True),
        ("User loves hiking", "User really loves hiking", True),
        ("Dentist on Tuesday at 7pm", "dentist on Tuesday at 9am", False),
        ("User is slightly allergic to soy", "User is very allergic to soy", False),
        ("Send the invoice before Thursday", "Send the invoice before Friday", False),
        ("Lunch with Priya on Friday", "Lunch with Omar on Friday", False),
        ("User prefers tea over coffee", "User prefers coffee over tea", False),
        ("User takes the bus", "User does not take the bus", False),
        # A frequency is a value too: "daily" against "every day" is not merged.
        ("User runs 5 km daily", "User runs 5 km every day", False),
        ("用户对大豆轻微过敏", "用户对大豆严重过敏", False),
        ("用户住在杭州", "用户住在杭州。", True),
        # A direction, and a second one (又: "another"), are values too.
        ("Port Anselm is on the east coast.", "Port Anselm is on the west coast.", False),
        ("用户养了一只猫", "用户又养了一只猫", False),
        ("User got a dog.", "User got another dog.", False),
        # Any word standing in another's place may be the value: a relative, a colour, a
        # genre. Another form of the same word is not.
        ("User's cousin Marco lives in Perth.", "User's brother Marco lives in Perth.", False),
        ("User drives a black Toyota Corolla.", "User drives a white Toyota Corolla.", False),
        ("User reads history books on Sundays.", "User reads biography books on Sundays.", False),
        ("User reads a book on Sundays.", "User reads books on Sundays.", True),
        ("User drinks tea every morning.", "User drinks tea each morning.", True),
        ("User drinks tea every morning.", "User drinks tea one morning.", False),
        ("User likes jazz.", "User liked jazz.", False),
    ],
)
def test_a_near_duplicate_is_the_same_content_only_when_no_value_differs(
    a: str, b: str, same: bool
) -> None:
    assert same_content(a, b) is same


def test_one_write_retires_at_most_max_retirements_memories_most_similar_first() -> None:
    olds = [
        Memory(id=f"mem_{i}", text=f"value {i}", confidence=0.9, valid_from=datetime(2026, 1, 1))
        for i in range(4)
    ]
    targets = [
        policy.Target(m, Relation.UPDATE, similarity, "change cue")
        for m, similarity in zip(olds, (0.9, 0.8, 0.7, 0.6), strict=True)
    ]
    decision = policy.resolve(
        targets,
        new_text="User's value is new",
        retraction=False,
        new_confidence=0.9,
        valid_from=None,
        delta=0.1,
        duplicate_similarity=0.95,
        max_retirements=2,
    )
    assert decision.action is Action.UPDATE
    assert [t.memory for t in decision.targets] == olds[:2]


def test_one_actor_never_retires_what_another_said() -> None:
    said = {
        name: Memory(
            id=f"mem_{name}", text="has kids", actor_id=name, valid_from=datetime(2026, 1, 1)
        )
        for name in ("caroline", "melanie")
    }
    targets = [policy.Target(m, Relation.CONTRADICTION, 0.8, "negation") for m in said.values()]
    kept = policy.within_actor(targets, "Melanie")
    assert [(t.memory.id, t.relation) for t in kept] == [
        ("mem_caroline", Relation.NONE),
        ("mem_melanie", Relation.CONTRADICTION),
    ]
    assert "said by caroline, not Melanie" in kept[0].reason
    assert policy.within_actor(targets, None) == targets

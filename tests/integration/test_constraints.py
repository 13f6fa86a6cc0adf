"""The invariants hold in the database itself, whatever code writes to it."""

import uuid
from collections.abc import Iterator
from typing import Any

import psycopg
import pytest

from app.db.engine import libpq_url

HISTORY = (
    "INSERT INTO history (tenant_id, memory_id, chain_id, event, old_ref, new_ref)"
    " VALUES ('t', %(memory_id)s, %(chain_id)s, %(event)s, %(old_ref)s, %(memory_id)s)"
)


@pytest.fixture
def db(scratch_database_url: str) -> Iterator[psycopg.Connection[Any]]:
    with psycopg.connect(libpq_url(scratch_database_url)) as conn:
        yield conn


def insert(
    conn: psycopg.Connection[Any], *, history: bool = True, **overrides: Any
) -> dict[str, Any]:
    memory_id = overrides.pop("id", f"mem_{uuid.uuid4().hex}")
    row: dict[str, Any] = {
        "id": memory_id,
        "tenant_id": "t",
        "user_id": "u",
        "type": "preference",
        "category": "preferences",
        "key": None,
        "text": "Call me 张三",
        "content_hash": "h",
        "confidence": 0.9,
        "importance": 0.5,
        "chain_id": memory_id,
        "version": 1,
        "supersedes": None,
        "status": "active",
        "superseded_by": None,
        "superseded_at": None,
    }
    row.update(overrides)
    columns = ", ".join(row)
    values = ", ".join(f"%({name})s" for name in row)
    conn.execute(f"INSERT INTO memories ({columns}) VALUES ({values})", row)
    if history:
        event = "ADD" if row["version"] == 1 else "UPDATE"
        conn.execute(
            HISTORY,
            {
                "memory_id": memory_id,
                "chain_id": row["chain_id"],
                "event": event,
                "old_ref": row["supersedes"],
            },
        )
    return row


def violation(conn: psycopg.Connection[Any], constraint: str) -> Any:
    """Expect the transaction to fail on `constraint`, at the latest when it commits."""

    class Expect:
        def __enter__(self) -> None:
            pass

        def __exit__(self, *exc: Any) -> bool:
            error = exc[1]
            if error is None:
                try:
                    conn.commit()
                except psycopg.Error as commit_error:
                    error = commit_error
            conn.rollback()
            assert isinstance(error, psycopg.errors.IntegrityError), f"no violation of {constraint}"
            assert error.diag.constraint_name == constraint, error
            return True

    return Expect()


def test_one_active_version_per_key(db: psycopg.Connection[Any]) -> None:
    insert(db, key="preferred_name")
    with violation(db, "uq_memories_active_key"):
        insert(db, key="preferred_name")


def test_one_active_version_per_key_even_without_a_project(db: psycopg.Connection[Any]) -> None:
    insert(db, key="editor", project_id=None)
    insert(db, key="editor", project_id="p1")  # a different project is a different key
    with violation(db, "uq_memories_active_key"):
        insert(db, key="editor", project_id=None)


def test_one_active_version_per_chain(db: psycopg.Connection[Any]) -> None:
    v1 = insert(db)
    with violation(db, "uq_memories_active_chain"):
        insert(db, chain_id=v1["id"], version=2, supersedes=v1["id"])


def test_versions_are_contiguous(db: psycopg.Connection[Any]) -> None:
    v1 = insert(db)
    db.commit()
    with violation(db, "fk_memories_chain_prev_version"):
        insert(db, chain_id=v1["id"], version=3, supersedes=v1["id"], status="retracted")


def test_version_numbers_are_unique_in_a_chain(db: psycopg.Connection[Any]) -> None:
    v1 = insert(db, status="retracted")
    insert(db, chain_id=v1["id"], version=2, supersedes=v1["id"], status="retracted")
    with violation(db, "uq_memories_chain_id_version"):
        insert(db, chain_id=v1["id"], version=2, supersedes=v1["id"], status="retracted")


@pytest.mark.parametrize(
    ("overrides", "constraint"),
    [
        ({"confidence": 1.5}, "ck_memories_confidence_range"),
        ({"importance": -0.1}, "ck_memories_importance_range"),
        ({"status": "forgotten"}, "ck_memories_status_known"),
        ({"type": "opinion"}, "ck_memories_type_known"),
        ({"version": 2}, "ck_memories_chain_starts_at_v1"),
        ({"supersedes": "mem_x"}, "ck_memories_v1_supersedes_nothing"),
        ({"status": "superseded"}, "ck_memories_superseded_has_successor"),
        ({"superseded_at": "2026-01-01T00:00:00Z"}, "ck_memories_active_is_current"),
    ],
)
def test_check_constraints(
    db: psycopg.Connection[Any], overrides: dict[str, Any], constraint: str
) -> None:
    with violation(db, constraint):
        insert(db, **overrides)


def test_a_successor_must_exist_by_commit(db: psycopg.Connection[Any]) -> None:
    with violation(db, "fk_memories_superseded_by_memories"):
        insert(
            db,
            status="superseded",
            superseded_by="mem_missing",
            superseded_at="2026-01-01T00:00:00Z",
        )


def test_every_new_version_needs_a_history_row(db: psycopg.Connection[Any]) -> None:
    insert(db)
    db.commit()  # with its history row: accepted
    with violation(db, "memories_history_required"):
        insert(db, history=False)


def test_every_status_change_needs_a_history_row(db: psycopg.Connection[Any]) -> None:
    row = insert(db)
    db.commit()
    with violation(db, "memories_history_required"):
        db.execute(
            "UPDATE memories SET status = 'deleted', deleted_at = now() WHERE id = %s", [row["id"]]
        )
    db.execute(
        "UPDATE memories SET status = 'deleted', deleted_at = now() WHERE id = %s", [row["id"]]
    )
    db.execute(
        "INSERT INTO history (tenant_id, memory_id, chain_id, event)"
        " VALUES ('t', %s, %s, 'DELETE')",
        [row["id"], row["chain_id"]],
    )
    db.commit()
    status = db.execute("SELECT status FROM memories WHERE id = %s", [row["id"]]).fetchone()
    assert status == ("deleted",)


def test_a_history_row_from_another_transaction_does_not_count(db: psycopg.Connection[Any]) -> None:
    row = insert(db)
    db.commit()
    with violation(db, "memories_history_required"):
        # The ADD row written earlier names this memory, but not this transaction's change.
        db.execute("UPDATE memories SET status = 'retracted' WHERE id = %s", [row["id"]])

"""Closed vocabularies shared by the schema, the API and the services.

The columns that hold them are typed with them (`TextEnum`, app/db/types.py): the database
keeps TEXT columns with a CHECK constraint listing the same values, and
tests/integration/test_vocabularies.py compares each CHECK with its enum.
"""

from enum import StrEnum


class MemoryType(StrEnum):
    fact = "fact"
    preference = "preference"
    decision = "decision"
    insight = "insight"
    procedural = "procedural"
    episodic = "episodic"


class MemoryStatus(StrEnum):
    active = "active"
    superseded = "superseded"
    retracted = "retracted"
    deleted = "deleted"
    purged = "purged"


class ConsentStatus(StrEnum):
    """Where a consent proposal stands: waiting, or decided by the user or by the clock."""

    pending = "pending"
    approved = "approved"
    rejected = "rejected"
    expired = "expired"


class Tier(StrEnum):
    core = "core"
    semantic = "semantic"


class Lifespan(StrEnum):
    session = "session"
    project = "project"
    permanent = "permanent"


class Role(StrEnum):
    user = "user"
    assistant = "assistant"
    system = "system"


class Action(StrEnum):
    """What a write did: the vocabulary of classify-before-write."""

    ADD = "ADD"
    UPDATE = "UPDATE"
    DELETE = "DELETE"
    NOOP = "NOOP"


class Relation(StrEnum):
    """How a new memory relates to an existing one."""

    CONTRADICTION = "CONTRADICTION"
    UPDATE = "UPDATE"
    OVERLAP = "OVERLAP"
    NONE = "NONE"


class RelationType(StrEnum):
    """The kind of a stored edge between two memories (the `relations` table); not to be
    confused with `Relation`, the classifier's verdict on a new memory and a candidate."""

    related_to = "related_to"
    supersedes = "supersedes"
    contradicts = "contradicts"
    merged_into = "merged_into"


class EventStatus(StrEnum):
    """How a tracked operation went (the `events` table)."""

    ok = "ok"
    error = "error"
    skipped = "skipped"


class HistoryEvent(StrEnum):
    ADD = "ADD"
    UPDATE = "UPDATE"
    DELETE = "DELETE"
    MERGE = "MERGE"
    LINK = "LINK"
    TTL = "TTL"
    RESTORE = "RESTORE"
    NOOP = "NOOP"
    REJECT = "REJECT"
    PURGE = "PURGE"
    PATCH = "PATCH"  # pinned or tags changed in place

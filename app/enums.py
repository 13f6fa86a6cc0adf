"""Closed vocabularies shared by the schema, the API and the services."""

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

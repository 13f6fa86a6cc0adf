"""The tables. Invariants that must never break are constraints here, not only code paths.

By what they hold: `memories` (the versions of memories, and their read counts beside them),
`audit` (what is recorded about them: history, change log, relations, events), `workflow` (API
keys, consent proposals, checkpoints, consolidation's compared pairs); `columns`, what every
table is built from. Every public name is importable from here.

The migration in `migrations/versions/` is the schema's source of truth in the database; these
models mirror it (a test runs `alembic check` to keep the two identical). `alembic check` does not
compare CHECK constraints: the vocabulary CHECKs here are built from app/enums.py, and
tests/integration/test_vocabularies.py compares the database's with the enums.
"""

from app.db.models.audit import ChangeLog, Event, History, Relation, ThreadReader, ThreadRevision
from app.db.models.columns import TenantOwned
from app.db.models.memories import (
    ACTIVE_CHAIN_INDEX,
    ACTIVE_KEY_INDEX,
    SEARCH_TERMS,
    Memory,
    ReadCount,
)
from app.db.models.workflow import ApiKey, Checkpoint, ConsentProposal, PairCheck

__all__ = [
    "ACTIVE_CHAIN_INDEX",
    "ACTIVE_KEY_INDEX",
    "SEARCH_TERMS",
    "ApiKey",
    "ChangeLog",
    "Checkpoint",
    "ConsentProposal",
    "Event",
    "History",
    "Memory",
    "PairCheck",
    "ReadCount",
    "Relation",
    "TenantOwned",
    "ThreadReader",
    "ThreadRevision",
]

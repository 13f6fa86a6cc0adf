"""An imported version sets every column of `memories`: the export carries most of them and
the rest is derived as the write path derives it. Like a new version (test_versions.py), an
import builds rows from a field list, and a column added to the table must not be left out."""

from sqlalchemy import Column, inspect

from app.db.models import Memory
from app.enums import MemoryStatus
from app.schemas import examples
from app.schemas.memory import HistoryRead
from app.services.transfer.rows import version_rows

# Generated columns: PostgreSQL computes them, so no row sets them. The read count and time
# are expressions over memory_reads, not Columns; an imported version's row carries them, and the
# import writes them beside the version.
GENERATED = {
    c.key
    for c in inspect(Memory).column_attrs
    if isinstance(c.columns[0], Column) and c.columns[0].computed is not None
}


def test_an_imported_version_sets_every_column_but_the_generated() -> None:
    chain = HistoryRead.model_validate(
        {
            "chain_id": examples.V1,
            "versions": [
                examples.SUPERSEDED_EXAMPLE,
                {**examples.MEMORY_EXAMPLE, "status": MemoryStatus.purged, "is_active": False},
            ],
            "events": [],
        }
    )
    rows = version_rows(chain, tenant_id="t", vectors={})
    columns = {column.key for column in inspect(Memory).column_attrs}
    assert [set(row) for row in rows] == [columns - GENERATED] * 2

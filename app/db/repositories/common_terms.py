"""The words nearly every memory states, read from PostgreSQL's statistics once a minute.

The lexical search leaves out, as selectors, the query words that more than a share of all
memories state (retrieval.py says why). Which words those are comes from the statistics ANALYZE
keeps of `memories.search`: its most common lexemes and the share of rows stating each. They
change only when the table is analysed, so a process reads them once per `seconds` instead of
in every query (reading `pg_stats` there was an InitPlan of 0.3–0.75 ms per query).
"""

import time

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

COMMON_TERMS = text(
    "SELECT e.lexeme, e.share FROM pg_stats s,"
    " unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, share)"
    " WHERE s.schemaname = current_schema() AND s.tablename = 'memories'"
    " AND s.attname = 'search' AND e.lexeme IS NOT NULL"
)


class CommonTerms:
    """The most common lexemes of `memories.search` with their shares, per process: a word
    ANALYZE finds common is treated as common at most `seconds` later."""

    def __init__(self, seconds: float = 60.0) -> None:
        self.seconds = seconds
        self._shares: list[tuple[str, float]] = []
        self._read_at: float | None = None

    async def above(self, session: AsyncSession, share: float) -> list[str]:
        """The lexemes more than `share` of all memories state (none before any ANALYZE)."""
        now = time.monotonic()
        if self._read_at is None or now - self._read_at >= self.seconds:
            rows = await session.execute(COMMON_TERMS)
            self._shares = [(str(lexeme), float(freq)) for lexeme, freq in rows]
            self._read_at = now
        return [lexeme for lexeme, freq in self._shares if freq > share]

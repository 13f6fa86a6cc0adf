"""A query's words as the lexical search uses them, and the words nearly every memory states.

The lexical search ranks memories by all of the query's words, but selects them only by those
that at most a share of all memories state. A word nearly every memory states ("user" in a
store of "User …" facts) ranks none above another: left in, it made the search read and rank
every memory of the user. Which words are that common comes from the statistics ANALYZE keeps
of `memories.search`: its most common lexemes and the share of rows stating each. They change
only when the table is analysed, so a process reads them once per `seconds` and passes them to
the statement as `:common` (reading `pg_stats` in the statement cost 0.3–0.75 ms per query).

The query's Chinese character bigrams are made here, not by the database's
`palimpsest_cjk_bigrams` (which makes the stored ones): an SQL function given a constant is
run by the planner, once per mention, and the statement mentions it three times (~0.1 ms of
planning per query). `cjk_bigrams` returns exactly what the SQL function does (a test holds
them equal).
"""

import time
from typing import Any

from sqlalchemy import ColumnElement, Text, cast, func, literal_column, text
from sqlalchemy.dialects.postgresql import TSQUERY
from sqlalchemy.ext.asyncio import AsyncSession

_ENGLISH: ColumnElement[Any] = literal_column("'english'::regconfig")
_SIMPLE: ColumnElement[Any] = literal_column("'simple'::regconfig")
# The query's lexemes not in `:common`, as a tsquery matching any of them; NULL when every
# word is common.
_SELECTING = text(
    "(SELECT string_agg(quote_literal(w), ' | ')::tsquery"
    " FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, :query)"
    " || to_tsvector('simple'::regconfig, CAST(:bigrams AS text)))) AS w"
    " WHERE w <> ALL(CAST(:common AS text[])))"
)


def _cjk(character: str) -> bool:
    # CJK Unified Ideographs Extension A and the main block, as the migration's function.
    return "\u3400" <= character <= "\u4dbf" or "\u4e00" <= character <= "\u9fff"


def cjk_bigrams(text: str) -> str:
    """Every pair of adjacent Chinese characters of `text`, space-separated ("用户住在杭州" →
    "用户 户住 住在 在杭 杭州"): the database's `palimpsest_cjk_bigrams`, in Python."""
    flags = [_cjk(character) for character in text]
    return " ".join(text[i : i + 2] for i in range(len(text) - 1) if flags[i] and flags[i + 1])


def _any_term(config: Any, words: Any) -> Any:
    """A tsquery matching any of the words' lexemes (plainto_tsquery matches all of them)."""
    every = cast(func.plainto_tsquery(config, words), Text)
    return cast(func.replace(every, "&", "|"), TSQUERY)


def query_terms(query: Any, bigrams: Any) -> tuple[Any, Any]:
    """The tsquery that ranks (any of the query's words: English stems and Chinese character
    bigrams) and the one that selects (its uncommon words; all of them when every word is
    common). `query` is bound as `:query` and `bigrams` as `:bigrams` (`cjk_bigrams` of the
    query); the caller binds `:common`."""
    terms = _any_term(_ENGLISH, query).op("||")(_any_term(_SIMPLE, bigrams))
    return terms, func.coalesce(_SELECTING, terms)


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
        # Per share asked, the lexemes above it, until the next read: a scan of the statistics'
        # lexemes at every query was 16 µs (421 of them for the 5,000-memory store).
        self._above: dict[float, list[str]] = {}

    async def above(self, session: AsyncSession, share: float) -> list[str]:
        """The lexemes more than `share` of all memories state (none before any ANALYZE)."""
        now = time.monotonic()
        if self._read_at is None or now - self._read_at >= self.seconds:
            rows = await session.execute(COMMON_TERMS)
            self._shares = [(str(lexeme), float(freq)) for lexeme, freq in rows]
            self._read_at = now
            self._above = {}
        lexemes = self._above.get(share)
        if lexemes is None:
            lexemes = self._above[share] = [lexeme for lexeme, freq in self._shares if freq > share]
        return list(lexemes)

"""Add memories.search: the lexical channel of retrieval, beside the embedding.

A generated tsvector: the English configuration (stemmed words, stop words dropped) for text
with word breaks, and the simple configuration over character bigrams for Chinese, which has
none ("用户住在杭州" → 用户 户住 住在 在杭 杭州). `palimpsest_cjk_bigrams` is IMMUTABLE so it can
build the generated column and the same bigrams for a query. One GIN index over (tenant,
user, search) answers "this user's memories with any of these terms" in one index scan;
btree_gin is what lets a GIN index hold the two text columns.

Revision ID: 5061728394a5
Revises: 4f5061728394
Create Date: 2026-11-25 14:00:00+00:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "5061728394a5"
down_revision: str | None = "4f5061728394"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Every pair of adjacent characters of a Chinese run (CJK Unified Ideographs and Extension A).
CJK_BIGRAMS = """
CREATE FUNCTION palimpsest_cjk_bigrams(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN coalesce((
    SELECT string_agg(substr(t, i, 2), ' ' ORDER BY i)
    FROM generate_series(1, char_length(t) - 1) AS i
    WHERE substr(t, i, 2) ~ '^[㐀-䶿一-鿿]{2}$'
), '')
"""

ADD_SEARCH = (
    "ALTER TABLE memories ADD COLUMN search tsvector GENERATED ALWAYS AS ("
    "to_tsvector('english'::regconfig, text)"
    " || to_tsvector('simple'::regconfig, palimpsest_cjk_bigrams(text))"
    ") STORED"
)


def upgrade() -> None:
    op.execute("CREATE EXTENSION IF NOT EXISTS btree_gin")
    op.execute(CJK_BIGRAMS)
    op.execute("SET LOCAL lock_timeout = '5s'")
    op.execute(ADD_SEARCH)
    op.execute("CREATE INDEX ix_memories_search ON memories USING gin (tenant_id, user_id, search)")


def downgrade() -> None:
    op.execute("DROP INDEX ix_memories_search")
    op.execute("ALTER TABLE memories DROP COLUMN search")
    op.execute("DROP FUNCTION palimpsest_cjk_bigrams(text)")

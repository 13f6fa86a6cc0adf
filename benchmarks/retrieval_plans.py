"""The plan of `memory.query`'s hybrid search, and its time, at a given size.

    .venv/bin/python -m benchmarks.retrieval_plans --n 5000 --users 1       # one heavy user
    .venv/bin/python -m benchmarks.retrieval_plans --n 100000 --users 1000  # 100k across users

Seeds an embedded PostgreSQL as benchmarks/retrieval.py does (templated memories, real
MiniLM vectors for up to `--real` distinct texts, the rest synthetic; VACUUM ANALYZE after the
load), then runs the service's own retrieval statement (app/db/repositories/search_sql.py:
semantic k-NN and lexical search fused in one statement) for the user with the most memories:
it prints `EXPLAIN (ANALYZE, BUFFERS)` for one query, and the p50 / p95 of the statement over
fresh query texts, through the service's repository (transaction included, no HTTP).
"""

import argparse
import asyncio
import atexit
import os
import re
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import psycopg
from psycopg._queries import PostgresQuery
from psycopg.adapt import Transformer
from sqlalchemy.dialects import postgresql

from app.config import Settings
from app.db.embedded import start_embedded
from app.db.engine import libpq_url
from app.db.migrate import upgrade
from app.db.repositories.common_terms import COMMON_TERMS, cjk_bigrams
from app.db.repositories.retrieval import Fusion, Scope
from app.db.repositories.search_sql import _params, _per_user_sql, _search_statement
from app.providers.minilm import MiniLMEncoder
from app.runtime import open_runtime
from benchmarks import _seed
from benchmarks.retrieval import seed

_VECTOR = re.compile(r"'\[([^,\]]+,[^,\]]+),[^\]]*\]'::vector")


def _values(scope: Scope, vector: list[float], query: str, limit: int) -> dict[str, Any]:
    return {
        **_params(scope, "local"),
        "vector": "[" + ",".join(f"{x:.7f}" for x in vector) + "]",
        "query": query,
        "bigrams": cjk_bigrams(query),
        "limit": limit,
        "rrf_k": 60,
        "semantic_weight": 1.0,
        "lexical_weight": 1.0,
        "linked": limit // 4 + 3,  # memory.query's links: top_k + 3, its pool 4 * top_k
    }


def explain(url: str, scope: Scope, vector: list[float], query: str, limit: int) -> str:
    dialect = postgresql.psycopg.dialect()  # type: ignore[no-untyped-call]
    compiled = _search_statement(scope).compile(dialect=dialect)
    params = _values(scope, vector, query, limit)
    sql = str(compiled).replace("IN (__[POSTCOMPILE_categories])", "= ANY(%(categories)s)")
    share = Settings().retrieval_common_term_share
    with psycopg.connect(url) as conn:
        stats = conn.execute(str(COMMON_TERMS)).fetchall()
        params["common"] = [lexeme for lexeme, freq in stats if freq > share]
        conn.execute("SET hnsw.iterative_scan = relaxed_order")
        rows = conn.execute("EXPLAIN (ANALYZE, BUFFERS) " + sql, compiled.construct_params(params))
        # The 384-number query vector would bury the plan; show its first values only.
        return "\n".join(_VECTOR.sub(r"'[\1, ...]'::vector", row[0]) for row in rows)


_SCAN = re.compile(
    r"(Index Scan using \w+|Index Only Scan using \w+|Bitmap Index Scan on \w+|Seq Scan)"
)


def scans(plan: str, cte: str) -> list[str]:
    """The scans of the CTE `cte` in an EXPLAIN text, in order."""
    lines = plan.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == f"CTE {cte}")
    depth = len(lines[start]) - len(lines[start].lstrip())
    found = []
    for line in lines[start + 1 :]:
        if len(line) - len(line.lstrip()) <= depth:
            break
        found += _SCAN.findall(line)
    return found


def compare_plans(url: str, scope: Scope, vector: list[float], query: str, limit: int) -> bool:
    """Print the scans of the statement's custom plan (planned for the values, as every
    other shape still is) and of the generic plan of its per-user text (what memory.query
    runs without filters: app/db/repositories/inlined.py) for `scope`; whether they agree."""
    inlined = _per_user_sql(scope)
    assert inlined is not None
    values = {**_values(scope, vector, query, limit), "tenant": "local"}
    share = Settings().retrieval_common_term_share
    with psycopg.connect(url) as conn:
        stats = conn.execute(str(COMMON_TERMS)).fetchall()
        values["common"] = [lexeme for lexeme, freq in stats if freq > share]
        conn.execute("SET hnsw.iterative_scan = relaxed_order")
        custom = explain(url, scope, vector, query, limit)
        converted = PostgresQuery(Transformer(conn))
        params = inlined.bind(values)
        params["vector"] = values["vector"]
        converted.convert(inlined.text(values), params)
        assert converted.query is not None
        cursor = conn.cursor()
        cursor.execute(b"EXPLAIN (GENERIC_PLAN) " + converted.query)
        generic = "\n".join(row[0] for row in cursor.fetchall())
    same = True
    for cte in ("nearest", "lexical"):
        a, b = scans(custom, cte), scans(generic, cte)
        same &= a == b
        print(f"  {cte}: custom {a} · per-user generic {b}{'' if a == b else '  DIFFERENT'}")
    return same


async def timings(
    url: str, user: str, queries: list[str], vectors: list[list[float]]
) -> list[float]:
    settings = Settings(database_url=url)
    async with open_runtime(settings, url) as runtime:
        scope = Scope(user, list(runtime.categories.by_name), {})
        seconds = []
        for query, vector in zip(queries, vectors, strict=True):
            started = time.perf_counter()
            async with runtime.uow_factory("local") as uow:
                await uow.retrieval.search(
                    scope, vector, query, limit=40, fusion=Fusion(), linked=13
                )
            seconds.append(time.perf_counter() - started)
        return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=5000)
    parser.add_argument("--users", type=int, default=1)
    parser.add_argument("--real", type=int, default=20_000)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    args.superseded, args.embed_threads = 0.03, os.cpu_count() or 1
    args.maintenance_work_mem = "2GB"
    data_dir = Path(tempfile.mkdtemp(prefix="palimpsest-plans-"))
    atexit.register(shutil.rmtree, data_dir, True)
    url = start_embedded(data_dir)
    upgrade(url)
    encoder = MiniLMEncoder.load()
    header, _users = seed(libpq_url(url), encoder, args)
    print("\n".join(header))
    with psycopg.connect(libpq_url(url)) as conn:
        user, count = conn.execute(
            "SELECT user_id, count(*) FROM memories WHERE status = 'active'"
            " GROUP BY user_id ORDER BY 2 DESC LIMIT 1"
        ).fetchone() or ("", 0)
    maker = _seed.TextMaker(args.seed + 1)
    queries = [maker.query() for _ in range(args.samples)]
    vectors = [list(map(float, v)) for v in encoder.encode(queries)]
    print(f"\nthe busiest user: {user} with {count:,} active memories\n")
    scope = Scope(user, _categories(url), {})
    print(explain(libpq_url(url), scope, vectors[0], queries[0], 40))
    # The per-user plan must make the custom plan's choice (HNSW or the user's btree) for users
    # of every size: the busiest, the median and the smallest, three questions each.
    print("\nscans, custom plan against the per-user generic plan:")
    with psycopg.connect(libpq_url(url)) as conn:
        sizes = conn.execute(
            "SELECT user_id, count(*) FROM memories WHERE status = 'active'"
            " GROUP BY user_id ORDER BY 2 DESC"
        ).fetchall()
    agree = True
    for label, (other, size) in {
        "busiest": sizes[0],
        "median": sizes[len(sizes) // 2],
        "smallest": sizes[-1],
    }.items():
        print(f" {label} user ({size:,} active memories)")
        for i in range(3):
            agree &= compare_plans(
                libpq_url(url), Scope(other, _categories(url), {}), vectors[i], queries[i], 40
            )
    print(f"per-user plans agree with custom plans: {agree}")
    seconds = sorted(asyncio.run(timings(url, user, queries, vectors)))
    p95 = seconds[int(0.95 * (len(seconds) - 1))]
    print(
        f"\nretrieval statement over {len(seconds)} fresh queries (repository, with its"
        f" transaction): p50 {statistics.median(seconds) * 1e3:.2f} ms, p95 {p95 * 1e3:.2f} ms"
    )


def _categories(url: str) -> list[str]:
    with psycopg.connect(libpq_url(url)) as conn:
        return [row[0] for row in conn.execute("SELECT DISTINCT category FROM memories")]


if __name__ == "__main__":
    main()

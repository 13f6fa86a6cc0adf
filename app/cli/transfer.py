"""`palimpsest export` and `palimpsest import`: a tenant's memories as JSON Lines, and back.

The lines are those of `GET /users/{user_id}/export` (one version chain per line), so an export
of one user by the API imports as well. Progress goes to stderr, the lines to the output.
"""

import argparse
import contextlib
import itertools
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TextIO

from app.cli.database import with_runtime
from app.config import Settings, get_settings
from app.progress import Progress
from app.runtime import Runtime
from app.services.principal.keys import OPEN_TENANT
from app.services.transfer import jsonl, requests


def add_commands(commands: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = commands.add_parser(
        "export", help="write a tenant's memories as JSON Lines, one version chain per line"
    )
    p.add_argument("--tenant", default=OPEN_TENANT, help=f"default: {OPEN_TENANT}")
    p.add_argument(
        "--user", action="append", metavar="USER", help="only this user (repeatable); default all"
    )
    p.add_argument("-o", "--output", default="-", metavar="FILE", help="default: - (stdout)")
    p.set_defaults(func=export_command)

    p = commands.add_parser(
        "import",
        help="import JSON Lines into a tenant: an export (reruns skip what is there), or write"
        " requests, one POST /memory body per line (each written as a write would be)",
    )
    p.add_argument("file", metavar="FILE.jsonl", help="an export or write requests; - reads stdin")
    p.add_argument("--tenant", required=True, help="the tenant to import into")
    p.add_argument(
        "--batch-size",
        type=_positive,
        default=jsonl.IMPORT_BATCH_CHAINS,
        help=f"chains per transaction (default {jsonl.IMPORT_BATCH_CHAINS})",
    )
    p.set_defaults(func=import_command)


def _positive(value: str) -> int:
    number = int(value)
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {number}")
    return number


def export_command(args: argparse.Namespace) -> None:
    progress = Progress("export")

    async def run(runtime: Runtime) -> tuple[int, int]:
        chains, users, last_user = 0, 0, None
        with _output(args.output) as out:
            async for chain in jsonl.export_tenant(
                args.tenant, uow_factory=runtime.uow_factory, user_ids=args.user
            ):
                out.write(jsonl.export_line(chain))
                chains += 1
                user_id = chain.versions[0].user_id
                users, last_user = users + (user_id != last_user), user_id
                progress.advance(len(chain.versions))
        return chains, users

    chains, users = with_runtime(get_settings(), run)
    users_label = "user" if users == 1 else "users"
    progress.finish(
        f"exported {progress.done} memories in {chains} chains of {users} {users_label}"
    )


def import_command(args: argparse.Namespace) -> None:
    settings = get_settings()
    progress = Progress("import")

    with _input(args.file) as stream:
        lines = _peeked(stream)
        first = next((line for line in lines.head if line.strip()), "")
        if requests.is_write_request(first):
            _import_requests(lines, args, settings, progress)
            return
        _import_chains(lines, args, settings, progress)


def _import_requests(
    lines: Iterable[str], args: argparse.Namespace, settings: Settings, progress: Progress
) -> None:
    async def run(runtime: Runtime) -> requests.WritesReport:
        return await requests.import_requests(
            lines, tenant_id=args.tenant, runtime=runtime, progress=progress
        )

    report = with_runtime(settings, run)
    progress.finish(
        f"wrote {report.created} new memories, {report.unchanged} unchanged (NOOP,"
        f" retraction), {len(report.problems)} lines refused"
    )
    for problem in report.problems:
        sys.stderr.write(f"line {problem.line}: {problem.status}: {problem.detail}\n")
    if report.problems:
        sys.exit(1)


def _import_chains(
    lines: Iterable[str], args: argparse.Namespace, settings: Settings, progress: Progress
) -> None:
    async def run(runtime: Runtime) -> jsonl.ImportReport:
        return await jsonl.import_chains(
            lines,
            tenant_id=args.tenant,
            uow_factory=runtime.uow_factory,
            embedder=runtime.providers.embedder,
            batch_size=args.batch_size,
            progress=progress,
        )

    try:
        report = with_runtime(settings, run)
    except jsonl.MalformedLine as error:
        progress.finish(
            f"stopped, {error.detail}; {progress.done} memories imported before it"
            " (a rerun skips them)"
        )
        sys.exit(1)
    problems = [f"{len(report.conflicts)} conflicts"] if report.conflicts else []
    problems += [f"{len(report.failed)} failed"] if report.failed else []
    progress.finish(
        f"imported {report.memories} memories in {report.chains} chains"
        f" ({', '.join([f'{report.skipped} skipped: already imported', *problems])})"
    )
    for kind, found in (("conflict", report.conflicts), ("failed", report.failed)):
        for problem in found:
            sys.stderr.write(f"line {problem.line}: chain {problem.chain_id}: {kind}: ")
            sys.stderr.write(f"{problem.reason}\n")
    if report.failed:
        sys.exit(1)


@contextlib.contextmanager
def _output(target: str) -> Iterator[TextIO]:
    if target == "-":
        yield sys.stdout
        sys.stdout.flush()
        return
    path = Path(target)
    partial = path.with_name(path.name + ".partial")
    with partial.open("w", encoding="utf-8") as out:
        yield out
    partial.replace(path)  # only a complete export takes the name asked for


class _Peeked:
    """Lines of a stream whose first lines were read ahead (to tell what the file holds)."""

    def __init__(self, stream: TextIO, ahead: int = 5) -> None:
        self.head = list(itertools.islice(stream, ahead))
        self.rest = stream

    def __iter__(self) -> Iterator[str]:
        yield from self.head
        yield from self.rest


def _peeked(stream: TextIO) -> _Peeked:
    return _Peeked(stream)


@contextlib.contextmanager
def _input(source: str) -> Iterator[TextIO]:
    if source == "-":
        yield sys.stdin
        return
    with Path(source).open(encoding="utf-8") as lines:
        yield lines

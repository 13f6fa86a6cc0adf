"""`palimpsest import` of write requests: JSON Lines whose every line is a `POST /memory` body
(a backfill from another store, an agent's log). They go through the batch write
(`write.batch.write_batch`, the service behind `POST /memory/batch`), chunk by chunk, so each
line is resolved exactly as a write over HTTP would be: candidates, supersession, history. A
refused line is reported with its number, and the others are written."""

import itertools
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from app.progress import Progress
from app.runtime import Runtime
from app.services.principal.keys import Principal
from app.services.write import batch

# Lines per batch: as many as `POST /memory/batch` takes by default.
LINES_PER_BATCH = 1000


@dataclass(frozen=True)
class LineProblem:
    line: int
    status: int
    detail: str


@dataclass
class WritesReport:
    created: int = 0
    unchanged: int = 0
    problems: list[LineProblem] = field(default_factory=list)


def is_write_request(line: str) -> bool:
    """Whether a line is a write request (an object with `text` or `messages`), not an
    exported chain (an object with `versions`)."""
    try:
        value = json.loads(line)
    except json.JSONDecodeError:
        return False
    return (
        isinstance(value, dict)
        and "versions" not in value
        and ("text" in value or "messages" in value)
    )


async def import_requests(
    lines: Iterable[str],
    *,
    tenant_id: str,
    runtime: Runtime,
    progress: Progress | None = None,
    batch_size: int = LINES_PER_BATCH,
) -> WritesReport:
    # A write counts no retrieval: nothing runs after it.
    context = runtime.context(Principal(tenant_id), after_response=lambda work: None)
    report = WritesReport()
    for numbered in _chunks(_numbered(lines), batch_size):
        items: list[Any] = []
        for number, line in numbered:
            try:
                items.append(json.loads(line))
            except json.JSONDecodeError:
                items.append(None)  # refused in its slot, like any invalid item
                report.problems.append(LineProblem(number, 400, "not valid JSON"))
        outcome = await batch.write_batch(items, context=context)
        for (number, _), result in zip(numbered, outcome.results, strict=True):
            if result.status == 201:
                report.created += 1
            elif result.status == 200:
                report.unchanged += 1
            elif result.problem is not None and items[result.index] is not None:
                report.problems.append(LineProblem(number, result.status, result.problem["detail"]))
        if progress is not None:
            progress.advance(len(numbered))
    report.problems.sort(key=lambda problem: problem.line)
    return report


def _numbered(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    return ((n, line) for n, line in enumerate(lines, 1) if line.strip())


def _chunks(numbered: Iterator[tuple[int, str]], size: int) -> Iterator[list[tuple[int, str]]]:
    while chunk := list(itertools.islice(numbered, size)):
        yield chunk

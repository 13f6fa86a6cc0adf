"""The short text each tool answers beside its structured content: what a model reads first.

One line per memory, its id included (the model needs it to ask for history, forget or
restore), the decision and its reason for writes. The structured content carries the rest.
"""

from app.enums import Action, ConsentStatus
from app.schemas.memory import HistoryRead, MemoryPage, MemoryRead
from app.schemas.query import QueryResponse
from app.schemas.write import WriteResult, WriteResults


def _memory(memory: MemoryRead) -> str:
    version = f", v{memory.version}" if memory.version > 1 else ""
    return f"{memory.id} [{memory.category}{version}] {memory.text}"


def _write(result: WriteResult) -> str:
    head = "[dry run, nothing stored] " if result.dry_run else ""
    match result.action:
        case Action.ADD | Action.UPDATE if result.memory is not None:
            line = f"{head}{result.action}: {_memory(result.memory)}"
            if result.superseded:
                line += f" (supersedes {', '.join(m.id for m in result.superseded)})"
        case Action.DELETE:
            line = f"{head}DELETE: retracted {', '.join(m.id for m in result.superseded)}"
        case _:
            kept = f" kept {result.memory.id}" if result.memory is not None else ""
            line = f"{head}{result.action}:{kept}"
    line += f" — {result.reason}"
    proposal = result.consent_proposal
    if proposal is not None and proposal.status is ConsentStatus.pending:
        line += f" (consent proposal {proposal.id} awaits the user)"
    return line


def written(results: WriteResults) -> str:
    if not results.results:
        return "Nothing to remember: no fact was found in these messages."
    return "\n".join(_write(result) for result in results.results)


def recalled(answer: QueryResponse) -> str:
    lines = list(answer.delta)
    for result in answer.results:
        lines.append(f"- {result.text} (id {result.id})")
        lines.extend(f"  related: {related.text} (id {related.id})" for related in result.related)
    if not answer.results:
        lines.append("No stored memory matches.")
    return "\n".join(lines)


def history(chain: HistoryRead) -> str:
    lines = [f"Chain {chain.chain_id}: {len(chain.versions)} version(s), oldest first."]
    for memory in chain.versions:
        when = memory.created_at.strftime("%Y-%m-%d %H:%M")
        lines.append(f"v{memory.version} {memory.status} since {when}: {memory.text} ({memory.id})")
    lines.append("Audit trail: " + ", ".join(event.event for event in chain.events))
    return "\n".join(lines)


def forgotten(memory: MemoryRead) -> str:
    until = f" until {memory.purge_at:%Y-%m-%d}" if memory.purge_at else ""
    return f"Deleted {memory.id}: {memory.text} (restorable{until})."


def restored(memory: MemoryRead) -> str:
    return f"Current again: {_memory(memory)}"


def listed(page: MemoryPage) -> str:
    lines = [f"- {_memory(memory)} ({memory.status})" for memory in page.items]
    if not lines:
        lines.append("No memories.")
    if page.next_cursor:
        lines.append(f"More: call again with cursor={page.next_cursor}")
    return "\n".join(lines)

"""Which categories an agent may read and write — enforced here, server-side, on every request.

A request outside an agent's allowlist is refused, never silently narrowed. Without an agent
the caller is trusted with every category, except `procedural`: how-to steps are for the agents
that execute them, so they are read only when asked for by name.
"""

from collections.abc import Sequence

from app.categories import Categories
from app.errors import Forbidden, InvalidInput

ON_REQUEST_ONLY = frozenset({"procedural"})


def _allowlist(agent: str, categories: Categories) -> list[str]:
    allowed = categories.allowlists.get(agent)
    if allowed is None:
        raise Forbidden(f"Agent '{agent}' has no allowlist in the categories config.")
    return allowed


def readable(
    agent: str | None,
    requested: Sequence[str] | None,
    categories: Categories,
    *,
    only: str | None = None,
) -> list[str]:
    """The categories a read covers: `only` (a filter on one category) when given, else those
    requested, else all the agent may read. Every category named, in either, must be known
    and readable: a forbidden one is refused even when the filter would narrow the read past
    it."""
    allowed = _check_read(agent, requested, categories, field="body.categories")
    if only is not None:
        _check_read(agent, [only], categories, field="body.filters.category")
        return [only]
    if requested:
        return list(dict.fromkeys(requested))
    if allowed is None:
        return [c for c in categories.by_name if c not in ON_REQUEST_ONLY]
    return list(allowed)


def _check_read(
    agent: str | None, requested: Sequence[str] | None, categories: Categories, *, field: str
) -> list[str] | None:
    """Refuse unknown categories (422, naming `field`) and, for an agent, any outside its
    allowlist (403). Answers the allowlist; None without an agent."""
    unknown = [c for c in requested or () if c not in categories.by_name]
    if unknown:
        raise InvalidInput(f"Unknown categories: {', '.join(unknown)}.", field=field)
    if agent is None:
        return None
    allowed = _allowlist(agent, categories)
    denied = [c for c in requested or () if c not in allowed]
    if denied:
        raise Forbidden(
            f"Agent '{agent}' may not read: {', '.join(denied)}.", categories=denied, agent=agent
        )
    return allowed


def check_write(agent: str | None, category: str, categories: Categories) -> None:
    if agent is not None and category not in _allowlist(agent, categories):
        raise Forbidden(
            f"Agent '{agent}' may not write category '{category}'.",
            categories=[category],
            agent=agent,
        )

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
    field: str = "body.categories",
) -> list[str]:
    """The categories a read covers: those requested, or by default all the agent may read."""
    unknown = [c for c in requested or () if c not in categories.by_name]
    if unknown:
        raise InvalidInput(f"Unknown categories: {', '.join(unknown)}.", field=field)
    if agent is None:
        if requested:
            return list(dict.fromkeys(requested))
        return [c for c in categories.by_name if c not in ON_REQUEST_ONLY]
    allowed = _allowlist(agent, categories)
    denied = [c for c in requested or () if c not in allowed]
    if denied:
        raise Forbidden(
            f"Agent '{agent}' may not read: {', '.join(denied)}.", categories=denied, agent=agent
        )
    return list(dict.fromkeys(requested)) if requested else list(allowed)


def check_write(agent: str | None, category: str, categories: Categories) -> None:
    if agent is not None and category not in _allowlist(agent, categories):
        raise Forbidden(
            f"Agent '{agent}' may not write category '{category}'.",
            categories=[category],
            agent=agent,
        )

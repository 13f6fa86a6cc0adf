"""How a LangGraph namespace and key address a Palimpsest memory, and back.

    (user_id,)                        user_id, scope "global"
    (user_id, "preferences")          user_id, scope "preferences", category preferences
    (user_id, "preferences", "food")  user_id, scope "preferences.food", category preferences
    (user_id, "project-x")            user_id, scope "project-x", category by the memory's type
    key                               the memory's structured `key`

The labels below the user become the scope, joined by "." (a LangGraph label cannot contain
one, so the join is reversible); when the first of them names a category, the memory is filed
there, so that category's allowlists and context rules apply to it. `(user_id, "global")`
would alias `(user_id,)` and is refused. docs/integrations.md lists what does not map.
"""

import json
import operator
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from langgraph.store.base import InvalidNamespaceError, MatchCondition

from palimpsest_client.models import Memory

GLOBAL_SCOPE = "global"
# The service's built-in categories (app/categories.yaml). A service configured with others:
# pass its names as `categories=` to the store.
DEFAULT_CATEGORIES = frozenset(
    {
        "profile", "preferences", "goals", "constraints", "tone", "style", "relationships",
        "tasks", "projects", "decisions", "knowledge", "interests", "history", "event",
        "activity", "recent_activity", "relationship_dynamic", "procedural",
    }
)  # fmt: skip
# Keys of a value whose string is the memory's text, in this order of preference.
TEXT_FIELDS = ("text", "content", "memory")


@dataclass(frozen=True)
class Address:
    user_id: str
    scope: str
    category: str | None


class NamespaceMap:
    def __init__(self, categories: Iterable[str] = DEFAULT_CATEGORIES) -> None:
        self.categories = frozenset(categories)

    def address(self, namespace: tuple[str, ...]) -> Address:
        if not namespace:
            raise InvalidNamespaceError("A namespace starts with the user's id: (user_id, …).")
        user_id, *path = namespace
        if path == [GLOBAL_SCOPE]:
            raise InvalidNamespaceError(
                f"{namespace} would be the same namespace as {(user_id,)}: use {(user_id,)}."
            )
        category = path[0] if path and path[0] in self.categories else None
        return Address(user_id, ".".join(path) or GLOBAL_SCOPE, category)

    def namespace(self, memory: Memory) -> tuple[str, ...]:
        if memory.scope == GLOBAL_SCOPE:
            return (memory.user_id,)
        return (memory.user_id, *memory.scope.split("."))

    def category_below(self, prefix: tuple[str, ...]) -> str | None:
        """The category every namespace under this prefix is filed in, if the prefix says."""
        return prefix[1] if len(prefix) > 1 and prefix[1] in self.categories else None


def text_of(key: str, value: Mapping[str, Any]) -> str:
    """The statement a value makes: its text field, else the key and the value as JSON."""
    for name in TEXT_FIELDS:
        candidate = value.get(name)
        if isinstance(candidate, str) and candidate.strip():
            return candidate
    return f"{key}: {json.dumps(value, ensure_ascii=False, sort_keys=True)}"


def value_of(memory: Memory) -> dict[str, Any]:
    """The item's value: what was put, or for a memory written another way, its text (and
    its structured value, if any)."""
    if isinstance(memory.value, dict):
        return dict(memory.value)
    value: dict[str, Any] = {"text": memory.text}
    if memory.value is not None:
        value["value"] = memory.value
    return value


def within(namespace: tuple[str, ...], condition: MatchCondition) -> bool:
    """LangGraph's match: `"*"` stands for any one label."""
    path = condition.path
    if len(namespace) < len(path):
        return False
    pairs = zip(namespace, path, strict=False)
    if condition.match_type == "suffix":
        pairs = zip(reversed(namespace), reversed(path), strict=False)
    return all(wanted in ("*", label) for label, wanted in pairs)


_OPERATORS: dict[str, Callable[[Any, Any], Any]] = {
    "$eq": operator.eq,
    "$ne": operator.ne,
    "$gt": operator.gt,
    "$gte": operator.ge,
    "$lt": operator.lt,
    "$lte": operator.le,
}


def matches(value: Any, wanted: Any) -> bool:
    """LangGraph's search filter: equality, nested objects, and `$eq $ne $gt $gte $lt $lte`."""
    if isinstance(wanted, dict):
        if any(name.startswith("$") for name in wanted):
            unknown = [name for name in wanted if name not in _OPERATORS]
            if unknown:
                raise ValueError(f"Unsupported filter operators: {', '.join(unknown)}.")
            try:
                return all(bool(_OPERATORS[name](value, bound)) for name, bound in wanted.items())
            except TypeError:  # no order between these values (None, a string and a number, …)
                return False
        return isinstance(value, dict) and all(matches(value.get(k), w) for k, w in wanted.items())
    return bool(value == wanted)

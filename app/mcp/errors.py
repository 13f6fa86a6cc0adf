"""How a failed tool call reads to a model: a tool error naming the problem and the argument.

The REST API names a field by where it sits in the request (`body.filters.category`); a tool
has flat arguments, so the same field is named as the argument the model passed
(`category`). The problem's `type` slug leads the text, as in a problem document.
"""

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from mcp.server.mcpserver.exceptions import ToolError
from pydantic import ValidationError

from app.errors import DomainError

# Request containers the tools flatten into their own arguments.
_FLATTENED = frozenset({"body", "query", "path", "filters"})


def argument(location: Sequence[int | str] | str) -> str:
    """`("body", "filters", "user_id")` or `"body.filters.user_id"` → `user_id`."""
    parts = location.split(".") if isinstance(location, str) else [str(p) for p in location]
    kept = [part for part in parts if part not in _FLATTENED]
    return ".".join(kept) or ".".join(parts)


def _from_domain(error: DomainError) -> ToolError:
    fields = [argument(item["field"]) for item in error.extra.get("errors", [])]
    named = f"{', '.join(fields)}: " if fields and not error.detail.startswith(fields[0]) else ""
    return ToolError(f"{error.type}: {named}{error.detail}")


def _from_validation(error: ValidationError) -> ToolError:
    problems = [f"{argument(item['loc'])}: {item['msg']}" for item in error.errors()]
    return ToolError("validation-error: " + "; ".join(problems))


@contextmanager
def reported() -> Iterator[None]:
    """Turn the errors a request can meet into tool errors (the SDK answers `isError: true`
    with their text); anything else stays an unexpected error, logged, its text withheld."""
    try:
        yield
    except DomainError as error:
        raise _from_domain(error) from error
    except ValidationError as error:
        raise _from_validation(error) from error

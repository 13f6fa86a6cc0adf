"""RFC 9457 problem documents (`application/problem+json`), the shape of every error this
service sends. A leaf: the HTTP layer (app.api.problems) and the request telemetry
middleware (app.telemetry) both build them, and neither imports the other."""

from typing import Any

PROBLEM_JSON = "application/problem+json"
TYPE_PREFIX = "urn:palimpsest:problem:"


def problem_body(
    *, status: int, slug: str, title: str, detail: str, instance: str, **extra: Any
) -> dict[str, Any]:
    """An RFC 9457 problem document."""
    return {
        "type": TYPE_PREFIX + slug,
        "title": title,
        "status": status,
        "detail": detail,
        "instance": instance,
        **extra,
    }

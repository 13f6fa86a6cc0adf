"""Errors: every problem+json answer becomes a typed exception carrying the problem.

Catch `ApiError` for any refusal, or one status's class (`NotFound`, `InvalidInput`, …).
`type` is the problem's stable URN (`urn:palimpsest:problem:not-found`), `slug` its last part,
and for validation errors `errors` names each field (`body.confidence`).
"""

from dataclasses import dataclass
from typing import Any, ClassVar

import httpx

TYPE_PREFIX = "urn:palimpsest:problem:"


class PalimpsestError(Exception):
    """Anything this client raises on purpose."""


@dataclass(frozen=True)
class FieldError:
    field: str
    message: str


class ApiError(PalimpsestError):
    """The service answered with an error (an RFC 9457 problem document)."""

    status_codes: ClassVar[tuple[int, ...]] = ()

    def __init__(
        self,
        *,
        status: int,
        type: str,
        title: str,
        detail: str,
        instance: str | None = None,
        errors: list[FieldError] | None = None,
        body: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{status} {title}: {detail}")
        self.status = status
        self.type = type
        self.title = title
        self.detail = detail
        self.instance = instance
        self.errors = errors or []
        self.body = body or {}

    @property
    def slug(self) -> str:
        """`not-found` for `urn:palimpsest:problem:not-found`."""
        return self.type.removeprefix(TYPE_PREFIX)

    @property
    def fields(self) -> list[str]:
        return [error.field for error in self.errors]


class BadRequest(ApiError):
    status_codes: ClassVar[tuple[int, ...]] = (400,)


class Unauthorized(ApiError):
    status_codes: ClassVar[tuple[int, ...]] = (401,)


class Forbidden(ApiError):
    status_codes: ClassVar[tuple[int, ...]] = (403,)


class NotFound(ApiError):
    status_codes: ClassVar[tuple[int, ...]] = (404,)


class Conflict(ApiError):
    """409: the request contradicts the current state (or lost its write race too often)."""

    status_codes: ClassVar[tuple[int, ...]] = (409,)


class PayloadTooLarge(ApiError):
    status_codes: ClassVar[tuple[int, ...]] = (413,)


class InvalidInput(ApiError):
    """422: `errors` names each offending field."""

    status_codes: ClassVar[tuple[int, ...]] = (422,)


class RateLimited(ApiError):
    status_codes: ClassVar[tuple[int, ...]] = (429,)


class ServerError(ApiError):
    status_codes: ClassVar[tuple[int, ...]] = (500, 502, 504)


class Unavailable(ServerError):
    """503: the database is down or restarting (retried first, honouring Retry-After)."""

    status_codes: ClassVar[tuple[int, ...]] = (503,)


_BY_STATUS = {
    status: cls
    for cls in (
        BadRequest, Unauthorized, Forbidden, NotFound, Conflict, PayloadTooLarge, InvalidInput,
        RateLimited, ServerError, Unavailable,
    )
    for status in cls.status_codes
}  # fmt: skip


def error_from(response: httpx.Response) -> ApiError:
    """The typed error for an error answer, problem+json or not (a proxy's HTML page)."""
    try:
        body = response.json()
    except ValueError:
        body = None
    if not isinstance(body, dict):
        body = {"detail": response.text[:500] or response.reason_phrase}
    status = response.status_code
    cls = _BY_STATUS.get(status, ServerError if status >= 500 else ApiError)
    errors = [
        FieldError(str(item.get("field", "")), str(item.get("message", "")))
        for item in body.get("errors") or []
        if isinstance(item, dict)
    ]
    return cls(
        status=status,
        type=str(body.get("type", "about:blank")),
        title=str(body.get("title", response.reason_phrase)),
        detail=str(body.get("detail", "")),
        instance=body.get("instance"),
        errors=errors,
        body=body,
    )

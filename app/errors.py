"""Domain errors. Services raise these; one handler renders them as RFC 9457 problems."""

from typing import Any, ClassVar


class DomainError(Exception):
    status: ClassVar[int] = 400
    type: ClassVar[str] = "bad-request"
    title: ClassVar[str] = "Bad request"

    def __init__(self, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.extra = extra


class InvalidInput(DomainError):
    status = 422
    type = "validation-error"
    title = "Invalid input"

    def __init__(self, detail: str, *, field: str) -> None:
        super().__init__(detail, errors=[{"field": field, "message": detail}])


class TextTooLong(InvalidInput):
    """A memory's text over this service's cap (`max_text_chars`)."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"`text` may hold at most {limit} characters.", field="body.text")


class MalformedBody(DomainError):
    """A request body that is not JSON (UTF-8): FastAPI's own parse error answers as this too."""

    status = 400
    type = "malformed-json"
    title = "Malformed JSON"


class Unauthorized(DomainError):
    status = 401
    type = "unauthorized"
    title = "Missing or invalid API key"


class Forbidden(DomainError):
    status = 403
    type = "forbidden"
    title = "Forbidden"


class NotFound(DomainError):
    status = 404
    type = "not-found"
    title = "Not found"


class MemoryNotFound(NotFound):
    title = "Memory not found"

    def __init__(self, memory_id: str) -> None:
        super().__init__(f"No memory with id '{memory_id}'.")


class CheckpointNotFound(NotFound):
    title = "Checkpoint not found"

    def __init__(self, user_id: str, thread_id: str) -> None:
        super().__init__(f"No checkpoint for user '{user_id}' in thread '{thread_id}'.")


class ProposalNotFound(NotFound):
    title = "Consent proposal not found"

    def __init__(self, proposal_id: str) -> None:
        super().__init__(f"No consent proposal with id '{proposal_id}'.")


class Conflict(DomainError):
    status = 409
    type = "conflict"
    title = "Conflict"


class StaleWrite(Conflict):
    """Another writer changed what this write decided on; the write re-reads and retries."""

    type = "write-contention"
    title = "Too much contention on this user's memories"


class ProviderError(DomainError):
    status = 502
    type = "provider-error"
    title = "An upstream model provider failed"


class NotReady(DomainError):
    status = 503
    type = "not-ready"
    title = "Not ready to serve"

"""When to send a request again: after a 503 (the database is restarting) or a 429 (a gateway
asks to slow down), no sooner than the answer's Retry-After, a bounded number of times.

Both statuses mean the request was not carried out, so any method, writes included, is safe
to send again. The wait is never shortened: a Retry-After beyond `max_wait` ends the retries
and the error is raised, rather than retrying before the service said it would be ready.
"""

from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

import httpx

RETRY_STATUSES = frozenset({429, 503})


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 2
    max_wait: float = 30.0  # seconds, for one wait
    backoff: float = 0.5  # without Retry-After: backoff, then twice that, …

    def delay(self, response: httpx.Response, retries_done: int) -> float | None:
        """Seconds to wait before sending again, or None to give up and raise."""
        if response.status_code not in RETRY_STATUSES or retries_done >= self.max_retries:
            return None
        asked = retry_after(response.headers.get("Retry-After"))
        wait = asked if asked is not None else self.backoff * 2**retries_done
        return wait if wait <= self.max_wait else None


def retry_after(value: str | None, *, now: datetime | None = None) -> float | None:
    """Seconds from a Retry-After header: delay-seconds or an HTTP-date (RFC 9110 §10.2.3)."""
    if value is None:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max((when - (now or datetime.now(UTC))).total_seconds(), 0.0)

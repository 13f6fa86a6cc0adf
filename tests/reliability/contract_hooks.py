"""Schemathesis hooks for the contract fuzzing (test_contract.py), loaded by the schemathesis
process from its config file.

A few rules of the service are deliberate and cannot be stated in JSON Schema. For each, a
schema-valid case the fuzzer generates (positive mode) is adapted to the rule, so the check
that schema-valid requests are accepted stays on for every operation in every phase. Cases
generated to break the schema (negative mode) are sent as generated.

- A category is a name from the categories config (deployment configuration, not part of the
  document): an unknown name is 422. Category fields get a configured name.
- A `cursor` is the `next_cursor` a page answered; any other string is 422. A generated
  cursor is replaced by one the service issued (`PALIMPSEST_FUZZ_CURSORS`, by path).
- `GET /stats` refuses `since` after `until` (default: now): such a pair is ordered.
- Free-form JSON (a memory's `value` and `metadata`, a checkpoint's `state`) refuses NUL at
  any depth, as PostgreSQL's jsonb cannot hold it: NUL characters are removed there.
"""

import json
import os
import zlib
from datetime import UTC, datetime
from typing import Any

import schemathesis
from schemathesis import Case, HookContext

from app.categories import load_categories

CATEGORIES = sorted(load_categories().by_name)
CURSORS: dict[str, str] = json.loads(os.environ.get("PALIMPSEST_FUZZ_CURSORS", "{}"))
FREE_JSON = {
    ("POST", "/memory"): ("value", "metadata"),
    ("PUT", "/checkpoints/{user_id}/{thread_id}"): ("state",),
}


def _category(value: Any) -> Any:
    if not isinstance(value, str) or value in CATEGORIES:
        return value
    return CATEGORIES[zlib.crc32(value.encode("utf-8", "surrogatepass")) % len(CATEGORIES)]


def _without_nul(value: Any) -> Any:
    if isinstance(value, str):
        return value.replace("\x00", "")
    if isinstance(value, list):
        return [_without_nul(item) for item in value]
    if isinstance(value, dict):
        return {_without_nul(key): _without_nul(item) for key, item in value.items()}
    return value


def _moment(value: Any) -> datetime | None:
    try:
        moment = datetime.fromisoformat(str(value))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else None


def _adapt_body(case: Case[Any], route: tuple[str, str]) -> None:
    if not isinstance(case.body, dict):
        return
    body: dict[str, Any] = dict(case.body)
    if "category" in body:
        body["category"] = _category(body["category"])
    if isinstance(body.get("categories"), list):
        body["categories"] = [_category(name) for name in body["categories"]]
    if isinstance(body.get("filters"), dict) and "category" in body["filters"]:
        body["filters"] = {**body["filters"], "category": _category(body["filters"]["category"])}
    for name in FREE_JSON.get(route, ()):
        if name in body:
            body[name] = _without_nul(body[name])
    case.body = body


def _adapt_query(case: Case[Any], route: tuple[str, str]) -> None:
    query = case.query
    if not query:
        return
    if "cursor" in query and route[1] in CURSORS:
        query["cursor"] = CURSORS[route[1]]
    if route == ("GET", "/stats") and "since" in query:
        since, until = _moment(query["since"]), _moment(query.get("until", ""))
        if since is not None and since > (until or datetime.now(UTC)):
            query["until"] = query["since"]


@schemathesis.hook
def map_case(context: HookContext, case: Case[Any]) -> Case[Any]:
    if case.meta is not None and case.meta.generation.mode.is_negative:
        return case
    route = (case.method.upper(), case.operation.path)
    _adapt_body(case, route)
    _adapt_query(case, route)
    return case

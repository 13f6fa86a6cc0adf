"""A statement with some of its parameters written into its text, so that a plan made once
for that text is the plan a custom plan would have been.

Connections plan every statement for its values (`plan_cache_mode = force_custom_plan`,
app/db/engine.py): a generic plan of the retrieval statement cannot know how many memories
the user has, and the user's size decides between the HNSW index and the user's btree with an
exact sort (docs/retrieval.md). But planning is ~1 ms of a query's ~3–4 ms of server time at
5,000 memories (docs/performance.md, "Round 9"). The values a plan depends on are the user,
the tenant, the categories and the row limits; the query's vector and words only flow through
expressions whose estimates do not look at them (the words search's condition is a COALESCE
over an InitPlan either way). Written in as literals, those values make one text per user:
its generic plan is made with the user's own statistics, exactly as a custom plan is, and is
kept prepared on the connection for a bounded number of users (`driver.Kept`; the others run
the shared text with a custom plan). An ANALYZE invalidates it, as it changes what a custom
plan would see.
"""

import re
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from typing import Any

from psycopg import sql as psycopg_sql

from app.db import driver

# Rendered texts kept per statement: a text per user (and categories) in use.
TEXTS_KEPT = 256


class Inlined:
    """`compiled` with the parameters `names`, and the strings SQLAlchemy bound itself (a
    status the partial indexes' predicates name), written in as literals; the other
    parameters stay parameters."""

    def __init__(self, compiled: driver.Compiled, names: Sequence[str]) -> None:
        self.names = tuple(names)
        strings = {name for name, value in compiled.constants.items() if isinstance(value, str)}
        written = {*self.names, *strings}
        # `%(name)s`, with the cast SQLAlchemy adds (`::VARCHAR`, `::TEXT[]`): a literal
        # carries its own type, and an uncast string compares with a text column as text.
        placeholder = re.compile(r"%\((\w+)\)s(?:::VARCHAR|::TEXT\[\])?")
        self._parts: list[str] = []  # text, name, text, name, …, text
        position = 0
        for match in placeholder.finditer(compiled.sql):
            if match.group(1) in written:
                self._parts += [compiled.sql[position : match.start()], match.group(1)]
                position = match.end()
        self._parts.append(compiled.sql[position:])
        self._constants = {name: compiled.constants[name] for name in strings}
        # What stays a parameter: bind() leaves out what the text holds.
        self.constants = {k: v for k, v in compiled.constants.items() if k not in strings}
        self._texts: OrderedDict[tuple[Any, ...], str] = OrderedDict()

    def bind(self, values: Mapping[str, Any]) -> dict[str, Any]:
        """The parameters the text still has, from `values` (which may hold more)."""
        return {**self.constants, **{k: v for k, v in values.items() if k not in self.names}}

    def key(self, values: Mapping[str, Any]) -> tuple[Any, ...]:
        """What tells one text from another: the values of `names`."""
        return tuple(_hashable(values[name]) for name in self.names)

    def text(self, values: Mapping[str, Any]) -> str:
        """The statement's text for `values` of `names`, quoted by psycopg."""
        key = self.key(values)
        found = self._texts.get(key)
        if found is not None:
            self._texts.move_to_end(key)
            return found
        literals = {**self._constants, **{name: values[name] for name in self.names}}
        pieces = []
        for i, part in enumerate(self._parts):
            if i % 2 == 0:
                pieces.append(part)
            else:
                pieces.append(_literal(literals[part]))
        rendered = "".join(pieces)
        self._texts[key] = rendered
        if len(self._texts) > TEXTS_KEPT:
            self._texts.popitem(last=False)
        return rendered


def _hashable(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def _literal(value: Any) -> str:
    # Without a connection psycopg quotes for any standard_conforming_strings: quotes doubled,
    # and a string holding a backslash written E'…' with it escaped.
    literal = psycopg_sql.Literal(value).as_string(None)
    if isinstance(value, list):  # an array of text: psycopg writes '{…}' untyped
        return f"{literal}::text[]"
    return literal

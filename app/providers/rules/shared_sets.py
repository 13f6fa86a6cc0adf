"""One empty set shared by every reading the rules keep per text.

CPython builds a new object for each empty frozenset, and the garbage collector walks every
one that a text's kept readings hold: most of a text's sets are empty (no negated value, no
event, no qualifier…), and after 16,384 texts they were 243,000 of the 552,000 objects the
collector tracked (docs/performance.md, "Round 12"). Readings that hold many sets share this
one instead, which changes no answer (an empty set is equal to any other).
"""

from typing import Any

EMPTY: frozenset[Any] = frozenset()


def share_empty_sets(reading: object, fields: tuple[str, ...]) -> None:
    """Put `EMPTY` in place of each of `fields` of a frozen dataclass that is an empty set."""
    for field in fields:
        if not getattr(reading, field):
            object.__setattr__(reading, field, EMPTY)

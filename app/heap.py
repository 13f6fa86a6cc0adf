"""Python's cyclic garbage collector, set for a long-running server.

Everything alive once the service is ready (modules, the model, compiled patterns, schemas:
about 235,000 tracked objects) lives as long as the process, yet every full collection walked
all of it: a 156 ms pause every few hundred requests (docs/performance.md, "The collector").
`gc.freeze()` moves them out of the collector's generations. The youngest generation is also
collected after 10,000 new objects instead of 700: a request allocates thousands, most freed
by reference counting before a collection could look at them. Together they took the
collector's time from 0.40 to 0.06 ms a request, and its longest pause from 156 to 5 ms.
"""

import gc
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_GENERATION_THRESHOLD = 10_000


@contextmanager
def long_lived_heap() -> Iterator[None]:
    """Freeze what exists now and collect the young generation less often, until the context
    ends (then the frozen objects are collectable again: tests start many apps per process)."""
    gc.collect()
    gc.freeze()
    threshold = gc.get_threshold()
    gc.set_threshold(YOUNG_GENERATION_THRESHOLD, *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()

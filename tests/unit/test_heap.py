"""A serving process freezes what it holds at start and collects young objects less often;
both are undone when it stops."""

import gc

from app.heap import YOUNG_GENERATION_THRESHOLD, long_lived_heap


def test_the_heap_is_frozen_while_serving_and_released_after() -> None:
    threshold = gc.get_threshold()
    held = [object() for _ in range(3)]
    with long_lived_heap():
        assert gc.get_freeze_count() >= len(held)
        assert gc.get_threshold() == (YOUNG_GENERATION_THRESHOLD, *threshold[1:])
    assert gc.get_freeze_count() == 0
    assert gc.get_threshold() == threshold

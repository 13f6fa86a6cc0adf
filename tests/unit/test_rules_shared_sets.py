"""The readings kept per text share one empty set (rules.shared_sets): fewer objects for the
garbage collector to walk, and no answer changed."""

from app.providers.rules.allergies import _allergies
from app.providers.rules.frames import analyse
from app.providers.rules.shared_sets import EMPTY
from app.providers.rules.topics import topic


def test_empty_sets_of_a_texts_readings_are_one_object() -> None:
    texts = ["User drinks oolong tea every morning", "用户住在杭州", "Works at Acme"]
    for text in texts:
        read = topic(text)
        for field in ("neg_values", "events", "qualifiers"):
            value = getattr(read, field)
            assert value == frozenset()
            assert value is EMPTY, (text, field)
    assert analyse("").content is EMPTY
    told, denied, _ = _allergies("User drinks oolong tea every morning")
    assert told is EMPTY
    assert denied is EMPTY


def test_a_set_with_members_is_kept_as_read() -> None:
    told, _, _ = _allergies("User is allergic to peanuts")
    assert told
    assert told is not EMPTY
    words = topic("User lives in Lisbon").words
    assert "lisbon" in words

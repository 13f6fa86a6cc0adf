"""rules.healed: an injury of the user's told healed. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.healed import injury_healed

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User fractured her elbow climbing.", "Elbow's fully healed, back on the wall next week."),
        ("I sprained my ankle on the stairs.", "Foot is back to normal, did a 5k this morning."),
        ("User tore a hamstring in March.", "The leg is fine now, no pain at all."),
        ("User's arm is in a cast.", "Finally got the cast off! arm feels weird but fine"),
        ("用户膝盖拉伤了。", "膝盖已经好了，今天去打了球。"),
        ("用户手腕骨折，打了石膏。", "今天拆石膏了，手腕没事了。"),
    ],
)
def test_the_same_part_healed_retires_the_injury(old: str, new: str) -> None:
    assert injury_healed(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another part healed; the part still hurting, healing under way, or a hope.
        ("User fractured her elbow climbing.", "User's back is fine now."),
        ("用户手腕骨折了。", "用户的腰好了。"),
        ("User sprained her ankle.", "User's ankle still isn't fine."),
        ("用户膝盖拉伤了。", "膝盖还没好。"),
        ("User sprained her ankle.", "The ankle is healing, slowly."),
        ("User broke his arm.", "The arm should be fine in six weeks."),
        ("User broke his arm.", "Is the arm fine yet?"),
        # A past injury; someone else's.
        ("User broke his arm as a kid.", "Arm is fine."),
        ("User sprained her ankle.", "My sister's ankle is healed."),
        ("我脚崴了。", "我妈的脚已经好了。"),
        # No injury told in the old text.
        ("User didn't break the wrist after all.", "Wrist is fine now."),
    ],
)
def test_another_part_a_healing_not_there_or_another_person_is_not_healed(
    old: str, new: str
) -> None:
    assert injury_healed(new, old) is None

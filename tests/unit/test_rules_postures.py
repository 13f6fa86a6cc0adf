"""One doer of a scene in two states that exclude each other: at rest or on the move, lying
down or riding, sitting or standing, alone or with others (rules.postures). Each example is
made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.postures import exclusive_posture

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("A woman is sitting on a park bench.", "The woman is jogging along the river."),
        ("A boy is lying on the grass.", "The boy is climbing a tree."),
        ("Three kids are running across the beach.", "The kids are sleeping in a tent."),
        ("An old man is standing at the bus stop.", "The old man is sitting in his armchair."),
        ("A cyclist is riding through the hills.", "The cyclist is lying in a hospital bed."),
        (
            "Grandpa Wen lives alone in the cottage.",
            "Grandpa Wen lives with his children in the cottage.",
        ),
        ("Tom is sitting at his desk.", "Tom is running a marathon in Boston."),
        ("一个男孩躺在沙发上。", "这个男孩正在操场上奔跑。"),
        ("几个老人坐在树下下棋。", "几个老人正在河边跑步。"),
        ("一位老人独自在公园散步。", "这位老人和孙子一起在公园散步。"),
        ("一名司机骑着摩托车送外卖。", "这名司机正在宿舍里睡觉。"),
        ("一个女孩站在门口。", "这个女孩坐在台阶上。"),
    ],
)
def test_one_doer_in_two_exclusive_states_retires(old: str, new: str) -> None:
    assert exclusive_posture(new, old) is not None
    assert classify_pair(new, old, 0.6)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The same scene told in other words.
        ("A man naps on a bench.", "A guy is sleeping outside."),
        ("A woman is sitting on a chair.", "The woman is sitting on a chair, knitting a scarf."),
        # Two doers.
        ("A man is sleeping on a bench.", "A woman is running a marathon."),
        (
            "A man is sleeping on a bench.",
            "A man is sleeping on a bench while a woman is running past.",
        ),
        (
            "A girl is lying on the grass.",
            "A girl is lying on the grass and her brother is running around.",
        ),
        ("一个男孩躺在沙发上。", "一个女孩在操场上奔跑。"),
        # A sequence in time, or another moment.
        (
            "A man is sitting on a bench.",
            "The man sat on the bench, then stood up and walked away.",
        ),
        ("A man is sitting on a bench.", "Later the man is running for the bus."),
        ("一个男孩躺在沙发上。", "后来这个男孩起身去操场上奔跑。"),
        # A part of the scene added.
        (
            "A woman is sitting on a bench watching kids running.",
            "The woman is sitting on a bench.",
        ),
        ("老人坐在长椅上看孩子们跑步。", "老人坐在长椅上。"),
        (
            "Two dogs are running through a field.",
            "Two dogs are running through a field with their owner.",
        ),
        # Riding is done sitting.
        ("A man is sitting on a bus.", "A man is riding a bus to work."),
        ("An old man is sitting on a horse.", "The old man is riding a horse."),
        # A question, a hedge.
        ("A dog is running in the park.", "Is the dog lying down?"),
        ("A dog is running in the park.", "The dog might be lying under a tree."),
        ("一位老人独自在公园散步。", "一位老人在公园散步吗？"),
        ("一个男孩躺在草地上。", "这个男孩可能在操场上奔跑。"),
        # The user's standing fact and a one-off event: no scene.
        ("I usually sit at my desk all day.", "I am running a half marathon on Sunday."),
        ("The user is sitting at home.", "The user is running errands."),
        ("我每天都在家里坐着工作。", "我今天去跑步了。"),
        # Other senses of the words.
        ("Maria is running the Lisbon office.", "Maria is sitting on the advisory board."),
        ("Tom is sitting at his desk.", "Tom is running late."),
        ("Tom is sitting at his desk.", "Tom is running a bakery."),
        ("Tom is sitting on the grass.", "Tom is lying about his age."),
    ],
)
def test_no_two_exclusive_states_of_one_doer_is_left(old: str, new: str) -> None:
    assert exclusive_posture(new, old) is None

"""Two exclusive states of one scene: the place of the action empty, the doer asleep
(rules.scenes). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.scenes import exclusive_scene

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "An old man in a grey coat is feeding ducks at the pond.",
            "Nobody is at the pond.",
        ),
        ("A barber trims a beard in a narrow shop.", "The shop is completely deserted."),
        ("Four boys are racing bikes down a hill.", "The boys are sleeping in a tent."),
        ("A puppy is asleep on a rug.", "The puppy is chasing a ball around the garden."),
        ("一个小贩在桥头卖糖葫芦。", "桥头空荡荡的，一个人影也没有。"),
        ("两个学生在操场上打篮球。", "学生们正在宿舍里睡觉。"),
    ],
)
def test_an_exclusive_state_of_the_scene_retires(old: str, new: str) -> None:
    assert exclusive_scene(new, old) is not None
    assert classify_pair(new, old, 0.6)[0] in RETIRING


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another moment of the scene.
        (
            "An old man in a grey coat is feeding ducks at the pond.",
            "By nightfall nobody is at the pond.",
        ),
        # Another place than the action's.
        (
            "An old man in a grey coat is feeding ducks at the pond.",
            "Nobody is in the boathouse.",
        ),
        # Another sleeper than the doer.
        ("Four boys are racing bikes down a hill.", "Their grandfather is asleep in a chair."),
        # A habit of the user, not a scene.
        ("The user works in the hospital kitchen.", "The kitchen is empty."),
        # 另一个时刻。
        ("一个小贩在桥头卖糖葫芦。", "到了晚上，桥头空荡荡的。"),
        # 睡的是另一个人。
        ("两个学生在操场上打篮球。", "门卫正在值班室里睡觉。"),
    ],
)
def test_another_moment_place_or_person_is_left(old: str, new: str) -> None:
    assert exclusive_scene(new, old) is None

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


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Two women are jogging in a park.", "The women are lifting weights in a gym."),
        (
            "A man in a grey suit is giving a talk on stage.",
            "The man is cooking pasta in a kitchen.",
        ),
        ("A girl is painting in the classroom.", "The girl is swimming in a pool."),
        ("两个老人在公园里下棋。", "老人们正在医院里排队挂号。"),
        ("一个女孩在图书馆看书。", "女孩正在操场上跑步。"),
    ],
)
def test_the_same_doer_at_another_venue_retires(old: str, new: str) -> None:
    found = exclusive_scene(new, old)
    assert found is not None
    assert "another place" in found[1]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the same venue, detail added
        ("A man is reading in a park.", "The man is reading a thick novel in the park."),
        # a word of a venue that is no venue here, or a destination
        ("A team is rowing on a river.", "The team is training for a stage race."),
        ("A woman is reading on a train.", "The woman is commuting to her office."),
        # two words for one stretch of ground
        ("三个孩子在沙滩上堆沙堡。", "孩子们在海边玩沙子。"),
        # another moment
        ("A girl is painting in the classroom.", "Later the girl is swimming in a pool."),
        # another doer
        ("A girl is painting in the classroom.", "The teacher is drinking coffee in the office."),
    ],
)
def test_no_other_venue_keeps_the_scene(old: str, new: str) -> None:
    found = exclusive_scene(new, old)
    assert found is None or "another place" not in found[1]


def test_the_scene_with_another_head_count_retires() -> None:
    assert exclusive_scene("四只鸭子在池塘里游泳。", "两只鸭子在池塘里游泳。") is not None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("两只鸭子在池塘里游泳。", "几只鸭子在池塘里游泳。"),  # a few: no count
        ("两只鸭子在池塘里游泳。", "两只鸭子在池塘里游泳。"),
        ("两只鸭子在池塘里游泳。", "后来三只鸭子在池塘里游泳。"),  # another moment
        ("两只鸭子在池塘里游泳。", "三只鸭子在池塘边晒太阳。"),  # another scene
        ("用户养了两只猫。", "用户养了三只猫。"),  # no scene: left to the values readings
    ],
)
def test_no_head_count_of_another_scene(old: str, new: str) -> None:
    found = exclusive_scene(new, old)
    assert found is None or "head count" not in found[1]

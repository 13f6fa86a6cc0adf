"""One value swapped in a shared frame (rules.shared_frames, read by rules.values.swapped_value):
a dated past event told with another year, a routine with another time, where a thing is said
with another verb, a count of times; and the traps of the same shape that stay kept."""

import pytest

from app.enums import Relation
from app.providers.rules.shared_frames import dated_alike, routine, year_beside_value
from app.providers.rules.values import swapped_value
from app.providers.rules.values_zh import swapped_number_zh

UP = Relation.UPDATE


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("User graduated from Rutgers in 2016.", "User graduated from Rutgers in 2018.", UP),
        (
            "The user is normally in bed by 10:30 pm.",
            "The user is normally in bed by 12:30 am.",
            UP,
        ),
        ("User usually walks the dog at 7am.", "User usually walks the dog at 6 a.m.", UP),
        (
            "Port Anselm is located on the east coast of Marrow Province.",
            "Port Anselm lies on the west coast of Marrow Province.",
            UP,
        ),
        ("Mount Kilimanjaro is in Kenya.", "Mount Kilimanjaro is located in Tanzania.", UP),
        ("User's blood type is A+.", "User's blood type is O+.", UP),
        (
            "Pia Lindholm has won the Carrow Open twice.",
            "Pia Lindholm has won the Carrow Open four times.",
            UP,
        ),
        # Another period with its own figure, another occasion, history beside a present fact.
        (
            "The unemployment rate in Calder County was 5.1% in 2019.",
            "The unemployment rate in Calder County was 7.8% in 2020.",
            None,
        ),
        ("Dentist on Tuesday at 7pm.", "Dentist on Tuesday at 9am.", None),
        ("Parent-teacher meeting on May 12.", "Parent-teacher meeting on November 12.", None),
        ("User has a yoga class Monday at 6pm.", "User has a yoga class Thursday at 6pm.", None),
        ("Feed the cat at 7am.", "Feed the cat at 7pm.", None),
        ("User lives in Leeds.", "User lived in York in 2015.", None),
        ("User graduated from Rutgers in 2016.", "User graduated from Rutgers before 2018.", None),
    ],
)
def test_one_value_swapped_in_a_shared_frame(old: str, new: str, expected: Relation | None) -> None:
    found = swapped_value(new, old)
    assert (found[0] if found else None) is expected, found


def test_the_helpers() -> None:
    assert dated_alike("Won the cup in 2018.", "Won the cup in 2016.")
    assert not dated_alike("Won the cup in 2018.", "Won the cup.")
    assert not dated_alike("Before college, won the cup in 2018.", "Won the cup in 2016.")
    assert year_beside_value(["5.1%", "2019"])
    assert not year_beside_value(["2019"])
    assert routine("normally up at 6", "usually up at 7")
    assert not routine("up at 6", "usually up at 7")


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("这家店工作日晚上九点关门。", "这家店工作日晚上六点关门。", UP),
        ("往返青岛的渡轮每天两班。", "往返青岛的渡轮现在每天只有一班。", UP),
        ("这条公交线路每天八趟。", "这条公交线路每天六趟。", UP),
        ("远东银行每股派息0.42元。", "远东银行将每股派息提高至0.48元。", UP),
        ("滨江大道限速60公里。", "滨江大道限速已下调为50公里。", UP),
        # A number that is not what the statement gives, with no verb moving it: two trips.
        ("用户4月9日去北京。", "用户4月19日去北京。", None),
        # Appointments and feedings without a habit both texts state are two occasions.
        ("周一晚上六点瑜伽课。", "周四晚上六点瑜伽课。", None),
        ("周二下午3点看牙医。", "周二下午5点看牙医。", None),
        ("用户每天早上7点喂猫。", "用户晚上7点喂猫。", None),
    ],
)
def test_one_number_swapped_in_a_shared_chinese_frame(
    old: str, new: str, expected: Relation | None
) -> None:
    found = swapped_number_zh(new, old)
    assert (found[0] if found else None) is expected, found

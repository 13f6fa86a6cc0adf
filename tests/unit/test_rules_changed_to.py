"""A value changed to a new one by a verb of change (rules.changed_to). Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.changed_to import changed_to, values


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Takes 20mg of citalopram each morning.", "The GP upped my citalopram to 40mg."),
        ("The village fête is on 9 June.", "The village fête was postponed to 16 June."),
        ("Quiz night will be held on 3 October.", "Quiz night is rescheduled to 10 October."),
        ("My flat's rent is £700.", "The landlord put the flat's rent up to £750."),
        ("My brother's chess rating is 1400.", "My brother got his chess rating up to 1520."),
        ("Swim club meets on Tuesdays at 6pm.", "Swim club has been moved to 7pm."),
        ("每天吃一片降压药。", "医生让我把降压药加到两片。"),
        ("期中考试定于5月8日。", "学校通知期中考试推迟至5月15日。"),
        ("房租每月三千块。", "房东把房租涨到了三千五百元。"),
        # The amount after a rate (twelfth pass).
        ("每天喝一杯黑咖啡。", "黑咖啡加到每天两杯了，提神。"),
        ("每天吃一粒维生素D。", "维生素D调到一天两粒了。"),
        # A sum said aloud (三千五 is 3500) and the verbs of cutting and growing (59th pass).
        ("我的房租每月两千块。", "房租涨到两千八了。"),
        ("社团经费一年八千。", "经费砍到五千块了。"),
        ("兴趣班一期收一万二。", "兴趣班学费涨到一万五了。"),
    ],
)
def test_a_value_changed_to_another_retires_the_old_value(old: str, new: str) -> None:
    assert changed_to(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another thing moved: nothing in common but the kind of value.
        ("Yoga class is Monday at 6pm.", "Moved my dentist appointment to 4pm."),
        ("Parents' evening is on 12 March.", "The school trip was moved to 19 March."),
        ("每周三下午三点上钢琴课。", "把游泳课改到了周四下午四点。"),
        # A plan, a suggestion or a question is not a change.
        ("My flat's rent is £700.", "The landlord might put the flat's rent up to £750."),
        ("My flat's rent is £700.", "Is the landlord putting the flat's rent up to £750?"),
        ("期中考试定于5月8日。", "期中考试可能推迟至5月15日。"),
        ("My flat's rent is £700.", "The landlord will put the flat's rent up to £750 in May."),
        # Changed to the value it already had.
        ("Takes 40mg of citalopram.", "The GP upped my citalopram to 40mg."),
        # A value of a kind the old text does not give.
        ("The gym costs £30 a month.", "Cut my gym sessions to 3 a week."),
        ("User visited Denver in March.", "User moved to Denver."),
        # Another person's value.
        ("My rent is £700.", "My sister's landlord put her rent up to £750."),
    ],
)
def test_other_values_and_other_things_are_left_alone(old: str, new: str) -> None:
    assert changed_to(new, old) is None


@pytest.mark.parametrize(
    ("text", "kind", "key"),
    [
        ("£1,250", "money", (1250.0,)),
        ("2 June", "date", (5.0, 2.0)),
        ("the 19th", "date", (None, 19.0)),
        ("8:30pm", "clock", (1230.0,)),
        ("一万八千元", "money", (18000.0,)),
        ("一片半", "amount:片", (1.5,)),
        ("3月12日", "date", (2.0, 12.0)),
        ("下午四点半", "clock", (990.0,)),
        ("三千五", "money", (3500.0,)),
        ("一万八", "money", (18000.0,)),
        ("三千块", "money", (3000.0,)),
    ],
)
def test_values_are_read_with_their_kind(text: str, kind: str, key: tuple[float | None]) -> None:
    (value,) = values(text)
    assert (value.kind, value.key) == (kind, key)

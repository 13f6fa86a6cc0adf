"""rules.rates: a habit's amount told again, its quantity named by another word or counted over
another period. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.rates import rate_changed

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The quantity named by another word.
        ("I sleep about 7 hours.", "Getting maybe 5 hours of sleep a night lately."),
        ("I run 20 km a week.", "My weekly mileage is up to 35."),
        ("User cycles 60 miles a week.", "User's weekly bike rides add up to 150 km now."),
        ("我每天喝水两升。", "每日饮水量改成三升了。"),
        ("用户每晚睡七个小时。", "用户最近睡眠只有五小时左右。"),
        ("用户每天走八千步。", "现在日均步数一万二。"),
        # Counted over another period: the same quantity, so a new value.
        ("User drinks two cans of cola a day.", "Down to three cans of cola a week."),
        ("我每天抽十根烟。", "现在一周也就抽二十根烟。"),
        # A dose of one medicine, told by its dose or by how often it is taken.
        ("Takes 25 mg of zoloft each morning.", "Zoloft dose went up to 75 mg."),
        ("用户每天吃一粒阿托伐他汀。", "阿托伐他汀现在早晚各一粒。"),
        ("Screen time is about 6 hours a day.", "I'm on my phone maybe 3 hours a day now."),
        ("Drinks four espressos a day.", "Just one espresso a day these days."),
    ],
)
def test_a_new_rate_of_one_quantity_retires_the_old(old: str, new: str) -> None:
    assert rate_changed(new, old) is not None
    relation, why = classify_pair(new, old, 0.5)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Two quantities in one frame, or one in each text.
        ("User drinks 2 litres of water a day.", "User drinks 3 coffees a day."),
        ("I drink two cups of tea and a litre of water a day.", "I drink four cups of tea a day."),
        ("我每天睡七小时。", "我每天跑五公里。"),
        # A goal or a wish against the habit.
        ("User sleeps 6 hours a night.", "User wants to get to 8 hours of sleep."),
        ("我每天喝一升水。", "医生建议我每天喝两升水。"),
        ("User drinks three coffees a day.", "User is going to cut down to one coffee a day."),
        # A past amount told as past; one day's amount.
        ("User sleeps 6 hours a night.", "Back in college I used to sleep 9 hours."),
        ("用户每天喝两杯咖啡。", "用户以前一天喝五杯咖啡。"),
        ("User sleeps 7 hours a night.", "Only slept 4 hours last night."),
        ("I run 20 km a week.", "Ran 32 km this week for the charity relay."),
        ("用户每天走八千步。", "今天走了两万步。"),
        # Another person's amount.
        ("User sleeps 7 hours a night.", "My daughter sleeps 11 hours a night."),
        ("我每天喝两杯咖啡。", "我老公每天喝五杯咖啡。"),
        # No one's habit, or not the user's: a capacity, a shop's sales, a club's, a baby's, a hike.
        ("User drinks 2 litres of water a day.", "My new water bottle holds 750 ml."),
        ("I drink 2 coffees a day.", "The café round the corner serves 500 coffees a day."),
        ("User takes 10 mg of lisinopril daily.", "The pharmacy only stocks 20 mg lisinopril."),
        ("User runs 20 km a week.", "The user's running club covers 50 km a week."),
        ("用户每晚睡六小时左右。", "宝宝每天睡十四个小时。"),
        ("User walks 8000 steps a day.", "The hike was 20000 steps."),
        # Two occasions, each with its amount.
        (
            "User drinks 5 cups of green tea every Wednesday evening.",
            "User drinks 7 cups of green tea every Saturday evening.",
        ),
        (
            "User drinks 2 coffees every Friday morning.",
            "User drinks 4 coffees every Friday evening.",
        ),
        ("User drinks 2 coffees a day.", "User drinks 6 coffees every Saturday."),
        (
            "User drinks 3 cups of tea every Monday afternoon.",
            "User drinks 7 cups of tea every Monday late night.",
        ),
        ("我每周一跑10公里。", "我每周六跑20公里。"),
        ("用户每天早上喝两杯咖啡。", "用户每天下午喝一杯咖啡。"),
        # Two medicines, each with its dose.
        ("User takes 50mg sertraline daily.", "User takes 20mg omeprazole daily."),
        ("用户每天吃一片二甲双胍。", "用户每天吃两片维生素C。"),
        # One rate told over two periods.
        ("User drinks 2 coffees a day.", "User drinks 14 coffees a week."),
        # Asked, or added.
        ("User sleeps 7 hours a night.", "Does the user really sleep 9 hours a night?"),
        ("User drinks 2 coffees a day.", "User also drinks 3 coffees a day at work."),
    ],
)
def test_other_quantities_goals_pasts_one_offs_and_others_are_not_a_new_rate(
    old: str, new: str
) -> None:
    assert rate_changed(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "User wants to drink 2 litres of water a day.",
            "User's goal is now 3 litres of water a day.",
        ),
        ("目标：每晚睡七小时。", "新目标：每晚睡八小时。"),
    ],
)
def test_a_goal_set_anew_replaces_the_goal(old: str, new: str) -> None:
    assert rate_changed(new, old) is not None

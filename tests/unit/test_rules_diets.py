"""rules.diets: a diet of the user's broken by a food it rules out. Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.diets import diet_broken, diet_left

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is vegetarian.", "User has been eating chicken again since the spring."),
        ("User is vegetarian.", "These days the user orders prawns whenever they eat out."),
        ("Diet: vegan", "User is back to eating yoghurt and eggs for breakfast."),
        ("User is pescatarian.", "User had a bacon sandwich at work and liked it."),
        ("用户吃素。", "用户现在也吃海鲜了。"),
        ("用户是纯素食者。", "用户早餐开始吃鸡蛋了。"),
    ],
)
def test_a_food_the_diet_rules_out_retires_it(old: str, new: str) -> None:
    assert diet_broken(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A food the diet allows; a plant-made stand-in.
        ("User is vegetarian.", "User eats eggs and cheese most days."),
        ("User is pescatarian.", "User eats salmon twice a week."),
        ("User is vegan.", "User orders a veggie burger every Friday."),
        ("用户吃素。", "用户爱吃素肉做的包子。"),
        # Someone else eats it; the user only cooks it.
        ("User is vegetarian.", "User's husband eats steak every night."),
        ("User is vegetarian.", "User cooks chicken nuggets for the kids."),
        ("用户吃素。", "用户的儿子每天都要吃肉。"),
        # Negated, planned, asked, or history.
        ("User is vegetarian.", "User does not eat fish either."),
        ("User is vegetarian.", "User wants to try eating fish for the omega-3."),
        ("User is vegetarian.", "Does the user eat fish?"),
        ("User is vegetarian.", "User used to eat meat as a kid."),
        ("用户吃素。", "用户以前很爱吃肉。"),
        ("用户吃素。", "用户不吃鱼。"),
        # A diet that rules nothing out here; someone else's diet.
        ("User is on keto.", "User eats steak and eggs most mornings."),
        ("User's sister is vegan.", "User eats cheese every day."),
    ],
)
def test_an_allowed_food_another_eater_or_no_current_eating_is_kept(old: str, new: str) -> None:
    assert diet_broken(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is vegetarian.", "User gave up on vegetarianism over the winter."),
        ("Diet: keto", "Ditched keto after the holidays, carbs are back."),
        ("User follows a paleo diet.", "User is done with paleo."),
        ("用户在吃生酮。", "生酮饮食我已经放弃了。"),
        ("用户吃素。", "我现在不再吃素了。"),
    ],
)
def test_a_diet_left_by_its_name_retires_it(old: str, new: str) -> None:
    assert diet_left(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Planned, asked, someone else's, or another diet left.
        ("User is vegan.", "User might give up veganism next year."),
        ("User is on keto.", "Did the user drop keto?"),
        ("User is vegetarian.", "User's brother gave up vegetarianism."),
        ("用户吃素。", "我妈不再吃素了。"),
        ("User is vegan.", "User dropped keto years ago and went vegan."),
        # The diet named without leaving it.
        ("User is vegan.", "User stopped at a vegan bakery on the way home."),
        ("用户在吃生酮。", "生酮让我放弃了甜食。"),
    ],
)
def test_a_plan_a_question_another_person_or_another_diet_is_not_leaving(
    old: str, new: str
) -> None:
    assert diet_left(new, old) is None

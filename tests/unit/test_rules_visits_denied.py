"""rules.visits_denied: a place never visited, and a stay inside it. Each example is made up
for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.places_within import ABROAD, INSIDE
from app.providers.rules.visits_denied import visit_denied

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User has never been to Europe.", "User spent a semester studying in Florence."),
        ("User has never been to Japan.", "User stayed in Sapporo for the snow festival."),
        ("用户从来没去过云南。", "用户在大理住过半年。"),
        ("用户没出过国。", "用户前年和同事去巴黎出差了一周。"),
        # The denial as the new text.
        ("User backpacked around Peru after college.", "User has never been to South America."),
        ("用户去年在首尔待了一个月。", "用户从来没出过国。"),
    ],
)
def test_a_stay_inside_the_place_denied_retires(old: str, new: str) -> None:
    assert visit_denied(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another place, not inside; a place inside China is not abroad.
        ("User has never been to Japan.", "User spent a week in Seoul."),
        ("用户没出过国。", "用户去年去喀什玩了一周。"),
        # A plan, a wish, a question, someone else's stay, a liking.
        ("User has never been to Japan.", "User wants to visit Osaka next spring."),
        ("User has never been to Japan.", "Has the user ever been to Kyoto?"),
        ("User has never been to Japan.", "User's sister lives in Osaka."),
        ("User has never been to Asia.", "User loves Thai food."),
        ("用户没去过西藏。", "用户的表哥在拉萨工作。"),
        # Outside, not inside; a denial naming the inner place itself.
        ("User has never lived outside Texas.", "User spent a year in Madrid."),
        ("User has never been to Japan, only Osaka airport.", "User stayed in Osaka."),
    ],
)
def test_another_place_a_plan_or_another_person_is_kept(old: str, new: str) -> None:
    assert visit_denied(new, old) is None


def test_a_part_of_a_part_is_inside_and_china_is_not_abroad() -> None:
    assert "osaka" in INSIDE["asia"]
    assert "大阪" in INSIDE[ABROAD]
    assert "拉萨" not in INSIDE[ABROAD]
    assert "纽约" in INSIDE["north america"]
    assert "toronto" not in INSIDE["the us"]

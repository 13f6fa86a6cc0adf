"""The frame-alignment readings of the rules classifier: a single-valued attribute with another
value (rules.holders), a new amount of the same kind, a named replacement
(rules.replacements), two memories about one named person (rules.subjects), and conversation
turns (rules.dialogue). Each case names what it guards; the negatives are the traps the dev
set showed (another thing, another role, a plan, an occasion, another speaker)."""

import pytest

from app.enums import Relation
from app.providers import rules
from app.providers.rules.amounts import quantity_change
from app.providers.rules.dialogue import looks_like_chat, split_speaker
from app.providers.rules.holders import holder_change
from app.providers.rules.replacements import replaced
from app.providers.rules.subjects import as_user

UP, CT = Relation.UPDATE, Relation.CONTRADICTION


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        # Third parties and formal register: who holds a single-holder role.
        (
            "Dmitri Halvorsen is the head coach of the Calder Bay Otters.",
            "The Calder Bay Otters' head coach, Priya Menon, said the team would rest.",
            UP,
        ),
        ("Harbourside Mall is owned by Greyfield REIT.", "Owner of Harbourside Mall: Tanaka", UP),
        (
            "Founder Will Carter is the CEO of Slatebox.",
            "Slatebox CEO Ji-woo Han told investors",
            UP,
        ),
        ("明德中学校长是吴振华。", "明德中学现任校长为陈书宁。", UP),
        ("梅溪县县长：唐宏伟", "梅溪县现任县长是苏晓峰。", UP),
        # A correction: the new text says the old value was wrong.
        ("加拿大的首都是多伦多。", "加拿大的首都是渥太华，不是多伦多。", CT),
        (
            "Corvid Labs is headquartered in Seattle.",
            "Correction: Corvid Labs' headquarters are in Portland, not Seattle.",
            CT,
        ),
        # The holder left and nobody is named instead.
        ("Luka Petrić plays for Hajduk Rovinj.", "Luka Petrić has left Hajduk Rovinj.", UP),
        # Same value reworded: nothing changed.
        ("东华理工大学校长是叶清。", "东华理工大学现任校长为叶清。", None),
        (
            "Nikolai Petrov captains the Volga Eagles.",
            "The Volga Eagles are captained by Nikolai Petrov.",
            None,
        ),
        # Another thing with the same attribute, another role, a second holder, a plan.
        ("Paris is the capital of France.", "Madrid is the capital of Spain.", None),
        ("晴空P8手机售价2999元。", "晴空P6手机售价1999元。", None),
        (
            "Zoe Adams is the head coach of the Denton Dynamos women's team.",
            "Ray Flynn is head coach of the Denton Dynamos men's team.",
            None,
        ),
        (
            "Astrid Holm is a vice-president of the Rowing Federation.",
            "Jens Aabo is another vice-president of the Rowing Federation.",
            None,
        ),
        ("伍刚是海纳电信的总裁。", "海纳电信预计明年将选出新任总裁。", None),
        ("东丰物产总部在武汉。", "东丰物产的竞争对手西丰贸易总部位于长沙。", None),
        ("Who is the CEO of Lumio?", "Marta Silva is the CEO of Lumio.", None),
    ],
)
def test_a_single_valued_attribute_with_another_value(
    old: str, new: str, expected: Relation | None
) -> None:
    verdict = holder_change(new, old)
    assert (verdict[0] if verdict else None) is expected, verdict


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("Rent: $1,450/month", "The landlord raised the user's rent to $1,600.", UP),
        ("User's Lichess rating is around 1200.", "User hit 1450 on Lichess.", UP),
        ("User takes 10 mg of lisinopril daily.", "User takes 20 mg of lisinopril daily.", UP),
        # Identifiers, not amounts.
        ("User's project number 4 uses Rust", "User's project number 5 uses Rust", None),
        # Occasions coexist unless one is moved.
        ("Dentist on Tuesday at 7pm", "Dentist on Tuesday at 9am", None),
        ("User runs 5 km on weekdays", "User ran 10 km on Sunday", None),
        ("Team dinner on March 3 at 7pm", "Team dinner moved to March 10 at 7pm", UP),
        # Two things: the city and the metropolitan area.
        (
            "The city of Lisbon has about 545,000 inhabitants.",
            "The Lisbon metropolitan area has about 2.9 million inhabitants.",
            None,
        ),
    ],
)
def test_a_new_amount_of_the_same_kind(old: str, new: str, expected: Relation | None) -> None:
    verdict = quantity_change(new, old)
    assert (verdict[0] if verdict else None) is expected, verdict


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("User uses tabs", "Change from tabs to spaces", UP),
        ("User's D&D character is Pip", "User swapped Pip for a tiefling warlock", UP),
        ("用户的哥哥在用OPPO Find X7", "他把OPPO Find X7换成了iPhone 15", UP),
        # One word of the replaced value is not the value: "March 18th" is not any March.
        (
            "Interviews happen in early March.",
            "We're playing April 1st instead of March 18th.",
            None,
        ),
        # The old memory already holds the replacement.
        ("User uses spaces", "User switched from tabs to spaces", None),
    ],
)
def test_a_named_replacement(old: str, new: str, expected: Relation | None) -> None:
    verdict = replaced(new, old)
    assert (verdict[0] if verdict else None) is expected, verdict


def test_two_memories_about_one_named_person_are_read_as_about_the_user() -> None:
    about = as_user(
        "Marco is living in Chicago now.", "Lisbon is where the user's colleague Marco lives."
    )
    assert about == ("User is living in Chicago now.", "Lisbon is where User lives.", "Marco")
    assert as_user("刘芳最近在上海安顿下来了。", "用户的妈妈刘芳目前住广州。") is not None
    # The name is not the subject, or the user is in it too: two people, not one.
    assert as_user("User had lunch with Leo", "Leo lives in Paris") is None
    assert as_user("I moved in with Leo in Paris", "Leo lives in Rome") is None
    relation, reason = rules.classify_pair(
        "Leo moved to Chicago.", "The user's cousin Leo lives in Lisbon.", 0.55
    )
    assert relation is UP
    assert reason.startswith("about Leo: ")


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        ("Caroline: I went to a support group yesterday.", "Caroline"),
        ("晓婷：这周末去湖边露营。", "晓婷"),
        ("Rent: $1,450/month", None),
        ("Favourite colour: green", None),
        ("饮食：素食", None),
    ],
)
def test_a_speaker_prefix_is_told_from_a_field_label(text: str, speaker: str | None) -> None:
    assert split_speaker(text)[0] == speaker


def test_turns_of_different_speakers_never_retire_each_other() -> None:
    relation, reason = rules.classify_pair(
        "Melanie: I don't have kids yet.", "Caroline: I have two kids.", 0.8
    )
    assert relation is Relation.NONE
    assert "different people" in reason
    # The same speaker changing a fact is still read.
    relation, _ = rules.classify_pair(
        "Jon: I moved to Denver last month.", "Jon: I live in Portland.", 0.55
    )
    assert relation is UP


def test_chat_cues_do_not_retire_one_turn_by_another() -> None:
    assert looks_like_chat("Wow, that's amazing! How was the trip?")
    assert not looks_like_chat("User lives in Portland.")
    relation, _ = rules.classify_pair(
        "Ugh, camping is cancelled. The twins came down with a fever on Wednesday!",
        "Camping with six-year-old twins! Brave.",
        0.55,
    )
    assert relation not in (UP, CT)


def test_single_valued_attributes_are_candidate_keys_for_anyone() -> None:
    assert "holds:coach" in rules.attributes("Bruno Hartley is the head coach of the Miners.")
    assert "holds:mayor" in rules.attributes("梅溪县县长：唐宏伟")
    # A person's own attributes are keyed by the user-attribute channel, and only the user's.
    assert rules.attributes("My wife works at Acme") == frozenset()

"""The calibrated reading: the fitted weights match the features the code computes, it weighs
only pairs no reading decided, and it stays out without an embedding."""

import pytest

from app.enums import Relation
from app.providers.rules import calibrated, classify_pair
from app.providers.rules import calibrated_weights as fitted
from app.providers.rules.classifier import undecided


def test_the_weights_were_fitted_on_the_features_the_code_computes() -> None:
    # A feature added, renamed or dropped without refitting (benchmarks/fit_relation_model.py)
    # would silently shift every weight by one.
    names = list(calibrated.features("User lives in Austin.", "User lives in Dallas.", 0.8))
    assert list(fitted.FEATURES) == names
    assert len(fitted.MEAN) == len(fitted.SCALE) == len(fitted.WEIGHTS) == len(names)
    assert 0.5 < fitted.THRESHOLD < 1.0


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # ("never finished college" is read by rules.never_denied, so no longer undecided)
        ("User has a college degree.", "User didn't finish college; she left after a year."),
        (
            "User's cousin Omar is a pilot.",
            "Omar isn't a pilot - he's a flight attendant; the user had it mixed up.",
        ),
    ],
)
def test_it_retires_what_several_signs_say_changed(old: str, new: str) -> None:
    assert undecided(new, old, 0.7)
    relation, why = classify_pair(new, old, 0.7)
    assert relation in (Relation.UPDATE, Relation.CONTRADICTION), why
    assert why.startswith("calibrated reading p=")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User is vegan.", "I'm vegan, so no honey or dairy in recipes please."),
        ("User drinks coffee every morning.", "User doesn't drink alcohol."),
        ("User lives in Zurich.", "User's flat in Zurich has a view of the lake."),
    ],
)
def test_details_and_other_things_are_kept(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why


def test_without_an_embedding_it_stays_out() -> None:
    old, new = "User has a college degree.", "User never finished college; she left after a year."
    assert calibrated.retirement(new, old, 0.7) is not None
    assert calibrated.retirement(new, old, None) is None
    assert calibrated.retirement(new, old, float("nan")) is None


def test_a_reading_that_decided_is_not_weighed_again() -> None:
    # "moved to" is a predicate frame: decided before the model is asked.
    assert not undecided("User moved to Seattle.", "User lives in Portland.", 0.7)
    # A question asserts nothing; a conversation turn is read by its own rules.
    assert not undecided("Does the user still live in Portland?", "User lives in Portland.", 0.8)
    assert not undecided("Ann: I quit the bank!", "Ann: I work at the bank.", 0.8)

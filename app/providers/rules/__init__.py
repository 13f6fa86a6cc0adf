"""The embedded relation classifier: deterministic rules in English and Chinese, no network.

`classifier` is the entry point (`classify_pair`, `is_retraction`, `attributes`,
`has_change_cue` and `RulesRelationClassifier`, the provider). The readings it combines:
`frames` and `slots` (the user's predicate frames), `topics` and `verdicts` (topic-level cues),
`align`, `holders` and `amounts` (value changes by frame alignment; `two_facts` stops them
when a second place differs too), `replacements` (a named replacement), `subjects` (a named
third party read as the user) and `dialogue` (conversation turns). `cues`, `lexicon` and
`holders_lexicon` are data: word lists and patterns.
"""

from app.providers.rules.classifier import (
    RulesRelationClassifier,
    attributes,
    classify_pair,
    has_change_cue,
    is_retraction,
)

__all__ = [
    "RulesRelationClassifier",
    "attributes",
    "classify_pair",
    "has_change_cue",
    "is_retraction",
]

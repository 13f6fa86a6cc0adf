"""Two statements each limited to a setting of its own: "User is vegetarian at home" beside
"User eats fish when dining out with clients", 用户周一在家办公 beside 用户周三周四去公司上班,
"At work, user uses a Windows laptop" beside "At home, user uses a Mac".

A habit or a choice said for one setting (a place: at home, at work, eating out; weekdays or
weekends; a season) holds there; one said for another setting holds beside it. The readings
compare the two values and retire the old memory; when both texts name a setting of the same
dimension and the settings are disjoint, neither text speaks of the other's setting, and
both stand. The settings are a closed class per dimension (English and Chinese). A new text
that says something changed ("now", "switched", 改成, rules.denials_restated) is left to the
readings: "now works from home on weekends" moves the old setting. Named weekdays are not
settings here: an appointment or a standing meeting moves from one to another without a word
of change ("1:1 with manager: Thursdays 9:30", 调到周五).
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.denials_restated import says_moved
from app.providers.rules.frames import TEXTS_CACHED, normalize_for_rules

# Each dimension: its settings, each (name, pattern).
_SETTINGS: dict[str, tuple[tuple[str, re.Pattern[str]], ...]] = {
    "place": (
        ("home", re.compile(r"\bat\s+home\b|\bfrom\s+home\b|在家|居家", re.I)),
        (
            "work",
            re.compile(
                r"\bat\s+(?:work|the\s+office)\b|\bin(?:to)?\s+the\s+office\b|\bwith\s+clients\b|"
                r"在公司|去公司|在单位|上班时|在办公室|去办公室|陪客户",
                re.I,
            ),
        ),
        (
            "out",
            re.compile(
                r"\b(?:eating|dining|eats|dines|eat|dine)\s+out\b|\bat\s+restaurants?\b|"
                r"出去吃|在外面吃|下馆子|在餐厅",
                re.I,
            ),
        ),
    ),
    "week": (
        ("weekdays", re.compile(r"\bweekdays?\b|工作日|平日", re.I)),
        ("weekends", re.compile(r"\bweekends?\b|周末|双休日", re.I)),
    ),
    "season": tuple(
        (name, re.compile(rf"\b(?:in|during)\s+(?:the\s+)?{pattern}\b|{zh}", re.I))
        for name, pattern, zh in (
            ("spring", "spring", "春天"),
            ("summer", "summer", "夏天"),
            ("autumn", "(?:autumn|fall)", "秋天"),
            ("winter", "winter", "冬天"),
        )
    ),
}


@lru_cache(maxsize=TEXTS_CACHED)
def _scopes(text: str) -> dict[str, frozenset[str]]:
    """The settings TEXT names, by dimension."""
    normal = normalize_for_rules(text)
    found: dict[str, frozenset[str]] = {}
    for dimension, settings in _SETTINGS.items():
        named = frozenset(name for name, pattern in settings if pattern.search(normal))
        if named:
            found[dimension] = named
    return found


def told_for_another_setting(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: each text is limited to a setting of one dimension
    and the settings are disjoint (module docstring); None otherwise."""
    new, old = _scopes(new_text), _scopes(old_text)
    if not new.keys() & old.keys() or says_moved(new_text):
        return None  # asked per text first: most pairs name no setting
    for dimension in sorted(new.keys() & old.keys()):
        if not new[dimension] & old[dimension]:
            was, now = "/".join(sorted(old[dimension])), "/".join(sorted(new[dimension]))
            return f"each text is told for a setting of its own ({was} / {now})"
    return None

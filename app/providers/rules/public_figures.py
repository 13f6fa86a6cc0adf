"""When a new amount of a public thing is too far from the old statement to be its new value.

`rules.amounts` retires an old amount when the new text gives another amount of the same kind
for a thing both texts name. For the user's own figures (a rent, a weight, a salary) that
holds well: the user has one of each. A public thing has many figures of one kind at once (a
reservoir's storage and its power capacity, a bridge's toll for cars and for trucks, a city's
population and its metropolitan area's, a stable release and a beta), and a new text about
another of them shares the thing and the kind of amount just the same. Each such miss was
stopped one by one as it was seen (`rules.two_facts`, the label and period guards of
`rules.amounts`), and the next text nobody had seen found another.

Read on the authoring passes as each arrived (the rules of the commit before the pass was
added, run on its dev pairs), the amounts reading retired 109 true and 22 false pairs; 21 of
the false ones were about a public thing, and what the rival figures lacked was closeness of
meaning: two texts telling one figure twice embed close together, two texts about two figures
of one thing less so. With this check inside those rules, the arrival record moved from 1,121
true / 162 false retirements to 1,119 / 156 (docs/conflicts.md, thirty-seventh pass).

So a public amount told with no word of change needs the cosine of the two texts to be at
least `PUBLIC_FIGURE_MIN`; a change word ("raised to", "now", 调整为, 降至, a clause-final 了)
or the user's own figure keeps the reading as it was, and so does an unknown cosine.
"""

from __future__ import annotations

import re

from app.providers.rules import patterns

# Two wordings of one public figure embed at about this or above; the rival figures of one
# thing that the amounts reading mistook for a change sat mostly below it.
PUBLIC_FIGURE_MIN = 0.75
# The user (or the speaker) in either language: "user", "I", "my", "we", 我, 用户, 本人, 咱.
_USER = patterns.compile(
    r"\b(?:user|users|user's|i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|ours)\b"
    r"|我|用户|本人|咱",
    re.IGNORECASE,
)


# A clause-final 了 tells a new situation (小说写到20万字了, 雅思出分了，7.0): a word of change
# that `has_change_cue` does not read, and one a public record is rarely written with.
_NEW_SITUATION = re.compile(r"了(?=[\s，。,.!！?？；;~…]|$)")


def speaks_of_user(text: str) -> bool:
    """Whether TEXT speaks of the user or the speaker ("User's rent", "my salary", 我的房租)."""
    return bool(_USER.search(text))


def far_public_figure(new_text: str, old_text: str, similarity: float | None) -> str | None:
    """Why an amount change between two texts about a public thing is not trusted, when
    neither text speaks of the user and the texts are known to be far in meaning; None
    otherwise. The caller checks the new text's change words (`classifier.has_change_cue`)."""
    if similarity is None or similarity >= PUBLIC_FIGURE_MIN:
        return None
    if speaks_of_user(new_text) or speaks_of_user(old_text) or _NEW_SITUATION.search(new_text):
        return None
    return (
        f"a public figure with no word of change, far in meaning (similarity {similarity:.2f}"
        f" < {PUBLIC_FIGURE_MIN}): maybe another figure of the same thing"
    )

"""The old holder of a single-valued attribute put in another place by the new text: "the
capital of Quellmark is Dunmore; Ardent is only its second-largest city", "Ilse Brandt sits on
the jury as an ordinary member; the chair is Omar Haddad", 澜江省省会是江宁，临川只是省内最大城市,
陶文彬担任的一直是常务副市长.

rules.holders reads a new text that names the old value again as a contrast or a list and lets
it stand. It is a correction when the two sit in different clauses: the clause with the
attribute gives a value of its own and leaves the old one out, and the clause with the old
value gives it a lesser place: "only", "just", "ordinary", a rank (second, 第二), a superlative
of another kind (largest city), or another post (deputy mayor, 副市长, 担任…制片人).
A clause that names the attribute again for the old value (another entity's capital, last
year's chair) is not a lesser place, and neither is a bare list ("with Ilse Brandt").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.providers.rules import holders_lexicon as lex
from app.providers.rules import patterns

# Clauses: split at ; ， 。 a comma that is not inside a number, and "but", "though", "while".
_CLAUSE = re.compile(r"[;；，。]|,(?!\d{3})|\.\s|\s(?:but|though|although|whereas|while)\s", re.I)
# Words that give the named value a lesser place than the attribute.
_LESSER = patterns.compile(
    r"\b(?:only|just|merely|simply|ordinary|regular|mere|rank-and-file|second|third|"
    r"second-largest|largest|biggest|most\s+populous|vice|deputy|assistant|"
    r"associate|member|minister|manager|producer|adviser|advisor)\b|"
    r"只是|仅|不过是|普通|第二|第三|位居|次于|最大|副|助理|成员|委员|评委|经理|制片人|顾问|担任的",
    re.I,
)
# A denial of the lesser place itself ("not only", 不仅) is no lesser place.
_NOT_ONLY = patterns.compile(r"\bnot\s+(?:only|just|merely)\b|不仅|不只|不光", re.I)


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE.split(text) if c and c.strip()]


def _names(role: patterns.Pattern, clause: str) -> bool:
    """The clause names the attribute itself, not another post built on it (副市长, vice-chair)."""
    return any(
        not lex.DIFFERENT_ROLE.search(clause[max(0, m.start() - 20) : m.start()])
        for m in role.finditer(clause)
    )


def old_holder_reassigned(
    new: str, held: Sequence[str], given: Sequence[str], role: patterns.Pattern
) -> str | None:
    """Which of the old text's names HELD the new text gives a lesser place in a clause of its
    own, while another clause gives the attribute ROLE one of the new values GIVEN and not that
    name; None otherwise."""
    clauses = _clauses(new)
    told = [c for c in clauses if _names(role, c)]
    if len(clauses) < 2 or not told:
        return None
    # The name a clause opens with is what the clause is about: ask for it first.
    opens = sorted(
        held, key=lambda v: not any(c.casefold().startswith(v.casefold()) for c in clauses)
    )
    for value in opens:
        folded = value.casefold()
        with_value = [c for c in clauses if folded in c.casefold()]
        # Every clause naming the attribute leaves the old value out, and every clause naming
        # the old value leaves the attribute out: the two are kept apart.
        if not with_value or any(folded in c.casefold() for c in told):
            continue
        if any(_names(role, c) for c in with_value):
            continue
        # The clause with the attribute gives it a value of its own ("the capital is Haldby").
        if not any(v.casefold() in c.casefold() for v in given for c in told):
            continue
        if any(_LESSER.search(c) and not _NOT_ONLY.search(c) for c in with_value):
            return value
    return None

"""The old fact told as background: "Harriet Osgood, who chairs the Linfield Rowing Club,
opened its new boathouse" beside "The Linfield Rowing Club is chaired by Harriet Osgood".

News and notes name a person or thing with what is known of it in a clause set off by commas
("X, who coaches the Otters, said …", "the Otters, whose captain is Ada Lin, …") and then
tell something new. The news is the main clause; the clause between commas states the old
fact again. A reading that sees a change cue in the news ("new boathouse") or the same
attribute with words around it would retire the old memory; when the old text's content is
all inside the clause and the name it describes, the old fact stands.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.frames import TEXTS_CACHED, analyse

# A name, then a clause between commas that tells what it is or does.
_BACKGROUND = re.compile(
    r"(?P<name>(?:[A-Z][\w'&.-]*\s+){0,5}[A-Z][\w'&.-]*),\s+"
    r"(?P<clause>(?:who|whose|which|the\s+current|currently|now)\b[^,;]{3,120}),",
)
# A clause that says the fact is over or changing is not background.
_NOT_STANDING = re.compile(
    r"\b(?:former|formerly|outgoing|until|no\s+longer|retiring|resigned|left|stepp\w*\s+down|"
    r"used\s+to|previously|who\s+was|which\s+was|whose\s+\w+\s+was)\b",
    re.I,
)


@lru_cache(maxsize=TEXTS_CACHED)
def _backgrounds(text: str) -> tuple[frozenset[str], ...]:
    """The content words of each name with its background clause in TEXT."""
    if ", " not in text:
        return ()
    found = []
    for match in _BACKGROUND.finditer(text):
        if _NOT_STANDING.search(match["clause"]):
            continue
        found.append(frozenset(analyse(f"{match['name']} {match['clause']}").content))
    return tuple(found)


def told_as_background(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped: NEW states OLD again in a clause set off by commas
    (module docstring); None otherwise."""
    backgrounds = _backgrounds(new_text)
    if not backgrounds:
        return None
    old = frozenset(analyse(old_text).content) - {"user"}
    if len(old) < 2:
        return None
    if any(old <= told for told in backgrounds):
        return "the new text tells the old fact again as background to its news"
    return None

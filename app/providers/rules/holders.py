"""Value changes of single-valued attributes, found by aligning the two statements.

"Dmitri Halvorsen is the head coach of the Calder Bay Otters" and "The Calder Bay Otters' head
coach, Priya Menon, said…" share a frame: the same single-valued attribute (head coach) of
the same thing (the Calder Bay Otters), each with its own value. That is a value change, and
the older value is retired. It is read without a parse of either sentence, so it works across
wordings (an appointment, a headline, a note "Head coach: …", 主教练：…):

1. both texts name the same attribute from the lexicon of single-valued attributes
   (rules.holders_lexicon), not as another attribute ("assistant coach", 副市长);
2. they share an anchor: a name (a run of capitalised words, or two or more Chinese
   characters) other than the attribute itself, which is the thing whose attribute it is;
3. each text keeps a value the other lacks: a name or a number that the other text does not
   contain (Chinese: what is left of the text once shared runs, the attribute and function
   words are taken out);
4. no difference sits inside the anchor (晴空P8手机 / 晴空P6手机 are two products).

A time stamp opening either text ("As of 2024, …", 截至2024年，…) is set aside, and a new text
stamped earlier than the old one is not newer (rules.stamps).

It never fires for a question, a plan, a rumour or history ("former", "from 2001 to 2010",
曾, 前任), or for an addition ("another vice-president", 也). A new text that only says the
holder left (resigned, 辞去) with no new value is a retirement too. A correction cue ("not",
"never", 并非, 有误) makes the verdict CONTRADICTION; otherwise it is UPDATE.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from app.enums import Relation
from app.providers.rules import holders_lexicon as lex
from app.providers.rules import patterns
from app.providers.rules.abbreviations import one_name_shortened
from app.providers.rules.align import (
    CJK,
    Found,
    anchor_differs,
    name_lengthened,
    parts,
    qualifiers_differ,
    word_key,
    years_last,
)
from app.providers.rules.frames import TEXTS_CACHED
from app.providers.rules.left_holders import left, someone_else_left
from app.providers.rules.reassigned import old_holder_reassigned
from app.providers.rules.signings import joined, person_shared
from app.providers.rules.stamps import stamped_earlier, unstamped
from app.providers.rules.text_marks import additive, asks, not_current, relations
from app.providers.rules.two_facts import second_difference
from app.providers.rules.units import unit_named_once
from app.providers.rules.unnamed_things import one_thing_unnamed

# "Coach of the Year", "Player of the Month": an award's name, not the attribute.
_AWARD = r"(?!\s+of\s+the\s+(?:year|season|month|week|decade|match|tournament)\b)"
_ROLE_RE = {
    name: patterns.compile(rf"(?<![A-Za-z])(?:{words})(?![A-Za-z]){_AWARD}", re.I)
    for name, words in lex.ROLES.items()
}


# The words of a posting that do not say where: ambassador, envoy, to, in, the, 驻, 大使.
_POSTED = re.compile(r"\b(?:ambassador|envoy|to|in|the)\b|驻|大使|\s+")


@lru_cache(maxsize=TEXTS_CACHED)
def _attributes(text: str) -> Mapping[str, Found]:
    """The single-valued attributes a text names, where the first mention of each is."""
    found: dict[str, Found] = {}
    for name, pattern in _ROLE_RE.items():
        for match in pattern.finditer(text):
            before = text[max(0, match.start() - 20) : match.start()]
            if lex.DIFFERENT_ROLE.search(before):
                continue
            key = name
            if name in ("superlative", "favourite"):  # "the tallest building", not any one
                key = f"{name}:{' '.join(word_key(w) for w in match.group(0).split())}"
            elif name == "ambassador":  # to whom: "ambassador in Velland" is "to Velland"
                posted = match.group(0) + (match.groupdict().get("to") or "")
                key = f"{name}:{_POSTED.sub('', posted.casefold())}"
            found.setdefault(key, Found(name, match.start(), match.end()))
            break
    return found


_PERSON = patterns.compile(
    r"\b(?:sister|brother|wife|husband|spouse|partner|son|daughter|friend|colleague|cousin|"
    r"mother|father|mom|dad|aunt|uncle|niece|nephew|grandmother|grandfather|roommate|boss)"
    r"\s+([A-Z][a-z]+)"
)


# A verb of speech after the holder: what follows is what the holder said ("physics chair Prof.
# Joanna Kerr announced plans for a lab", 总经理严佳表示，球馆将于下月开放), not the post.
_SPEECH = patterns.compile(
    r"\b(?:said|says|told|announced|confirmed|stated|added|noted|warned|explained|insisted|"
    r"urged|unveiled)\b|表示|透露|指出|强调|坦言|宣布|(?<![小据听传])说(?![明法服])|"
    r"(?<![名简号职俗统自])称(?![为号作呼])",
    re.I,
)


def _as_holder(text: str) -> str:
    """TEXT up to a verb of speech that follows the first single-valued attribute it names and
    a value after it, when the rest tells no departure (rules.holders_lexicon.WITHDRAWN: "CEO
    Ada Park announced she has resigned" is read whole); otherwise TEXT."""
    found = _attributes(text)
    if not found:
        return text
    first = min(f.end for f in found.values())
    speech = _SPEECH.search(text, first)
    if (
        speech is None
        or not text[first : speech.start()].strip(" ,，:：")
        or lex.WITHDRAWN.search(text, speech.end())
    ):
        return text
    return text[: speech.start()].rstrip(" ,，")


def _named_people(text: str) -> set[str]:
    """The names a text gives to people it relates to the user ("the user's niece Sam")."""
    return set(_PERSON.findall(text))


def _restated(old: str, new: str, correction: re.Match[str]) -> bool:
    """The new text says the old statement again before its correction cue ("the CEO is Ada
    Park, not Bo Li", 书记是许国梁，并非…王树森): what it denies is another value, not the old."""
    said = re.sub(r"^(?:现任|目前|当前|currently|now)\s*", "", old.strip(" 。.!！"), flags=re.I)
    at = new.find(said) if len(said) >= 4 else -1
    return at >= 0 and at + len(said) <= correction.start()


def _gone(new: str, old: str, a_old: Found, named: list[str], values_new: list[str]) -> str | None:
    """Which of the old text's names NAMED the new text says left or was succeeded, when it
    also gives a value of its own (rules.left_holders); None otherwise. The name right before
    the old text's attribute is the thing whose attribute it is (星城卫视台长), not a holder."""
    if not any(v.casefold() not in old.casefold() for v in values_new):
        return None
    thing = re.sub(r"(?:的|'s|’s)?\s*$", "", old[: a_old.start])
    return next((n for n in named if not thing.endswith(n) and left(new, n)), None)


def _other_thing(text: str, values: list[str], anchors: list[str]) -> bool:
    """TEXT's own name stands before every name both texts share: it is the subject, the
    thing whose attribute it is ("Toyota is headquartered in Japan", 卢浮宫位于巴黎), and the
    shared name is the value, where the value of an attribute of lex.SHARED_VALUES stands."""
    at = [text.find(a) for a in anchors if a in text]
    return bool(values and at) and -1 < text.find(values[0]) < min(at)


def two_things_one_value(old: str, new: str) -> bool:
    """Both texts give an attribute of lex.SHARED_VALUES one shared value, each for a thing of
    its own ("The Louvre is located in Paris" after the Eiffel Tower): two things."""
    found_old, found_new = _attributes(old), _attributes(new)
    for name in lex.SHARED_VALUES & found_old.keys() & found_new.keys():
        anchors_old, values_old = parts(old, new, found_old[name])
        anchors_new, values_new = parts(new, old, found_new[name])
        if _other_thing(old, values_old, anchors_old) and _other_thing(
            new, values_new, anchors_new
        ):
            return True
    return False


def _compared(new: Mapping[str, Found], old: Mapping[str, Found]) -> list[tuple[Found, Found]]:
    """The attributes both texts name, in the lexicon's order (not a set's: which is read first
    must not depend on the hash seed, "主教练" and "主教" both match); a head told by a verb
    ("leads", 掌舵) is read against a top post the other text names (lex.HEADS) too."""
    pairs = [(new[name], old[name]) for name in new if name in old]
    for one, other, flip in ((new, old, False), (old, new, True)):
        if "head" in one and "head" not in other:
            tops = [other[name] for name in other if name in lex.HEADS]
            pairs += [(top, one["head"]) if flip else (one["head"], top) for top in tops[:1]]
    return pairs


def single_valued(text: str) -> frozenset[str]:
    """The single-valued attributes a text names (canonical keys), for candidate search."""
    if asks(text) or not_current(text):
        return frozenset()
    keys = {k for k, found in _attributes(text).items() if found.attribute not in lex.PERSONAL}
    return frozenset(keys | ({"head"} if keys & lex.HEADS else set()))


@lru_cache(maxsize=4096)
def holder_change(new_text: str, old_text: str) -> tuple[Relation, str] | None:
    """UPDATE or CONTRADICTION when both texts give a single-valued attribute of the same thing
    different values (see the module docstring); None otherwise."""
    if stamped_earlier(new_text, old_text):
        return None  # the new statement is the older one (rules.stamps)
    # Compared without their time stamps ("As of 2024, …", 截至2024年，…): rules.stamps.
    new, old = _as_holder(unstamped(new_text.strip())[0]), unstamped(old_text.strip())[0]
    if asks(new) or not_current(new) or additive(new) or not_current(old) or asks(old):
        return None
    found_new, found_old = _attributes(new), _attributes(old)
    relational = relations(new)
    # "Rhys Calloway and his wife, Ingrid Solberg": the spouse word is the attribute both texts
    # tell, not a relative's (in English, where a spouse's value is a name; 用户的丈夫在公安局当民警
    # tells the husband's job).
    spouse = "spouse" in found_new and "spouse" in found_old and not CJK.search(new + old)
    told = lex.SPOUSE_WORDS if spouse else frozenset()
    if relational - relations(old) - told:
        return None  # the attribute of someone the old text does not mention
    named_new, named_old = _named_people(new), _named_people(old)
    if named_new and named_old and not named_new & named_old:
        return None  # "the user's niece Sam" and "the user's niece Lukas": two people
    # In the lexicon's order, not a set's: which attribute is read first must not depend on
    # the process's hash seed ("主教练" and "主教" both match a head coach).
    for a_new, a_old in _compared(found_new, found_old):
        anchors_new, values_new = parts(new, old, a_new)
        anchors_old, values_old = parts(old, new, a_old)
        # A new value is what the old text lacks (the module docstring): a Chinese remainder
        # the old text holds whole (柳塘村, 管委会) is part of the thing, told elsewhere. (An old
        # value the new text names again is read below: a contrast, a list, a departure.)
        values_new = [v for v in values_new if not (CJK.search(v) and v in old)]
        values_new, values_old = (
            years_last(values_new, values_old),
            years_last(values_old, values_new),
        )
        anchors_new = [a for a in anchors_new if a.casefold() not in lex.SELF]
        anchors_old = [a for a in anchors_old if a.casefold() not in lex.SELF]
        if a_new.attribute in lex.PERSONAL and not relational and not CJK.search(new + old):
            # The user's own: "Favourite colour: green" / "User's favourite colour is burnt
            # orange" need no anchor; the user is the thing whose attribute it is.
            anchors_new, anchors_old = anchors_new or ["the user"], anchors_old or ["the user"]
        unnamed = not anchors_new and not anchors_old and not relational
        if unnamed and one_thing_unnamed(old, new, a_old, a_new, values_old, values_new):
            anchors_new = anchors_old = ["the one in context"]  # rules.unnamed_things
        if not anchors_new or not anchors_old or anchor_differs(old, new, a_old, a_new):
            continue
        employer = a_new.attribute == "employer"
        if employer and not person_shared(old, new, a_old, a_new, anchors_old + anchors_new):
            continue  # two players of one club
        if name_lengthened(old, new, a_old, a_new) or unit_named_once(old, new, a_old, a_new):
            continue  # 长兴银行 / 长兴村镇银行行长; 江屿足球俱乐部 / 江屿女足主教练 (rules.units)
        if qualifiers_differ(old, new, a_old, a_new, anchors_old + anchors_new):
            continue
        if a_new.attribute in lex.SHARED_VALUES and (
            _other_thing(old, values_old, anchors_old)
            and _other_thing(new, values_new, anchors_new)
        ):
            continue  # "The Louvre is located in Paris" after the Eiffel Tower: two places
        label = f"'{new[a_new.start : a_new.end]}'"
        if values_new and values_old and second_difference(old, new):
            continue  # "the coupe starts at …" / "the convertible starts at …": two cars
        if values_new and values_old and one_name_shortened(values_new, values_old, new, old):
            continue  # "the Ravensholm Philharmonic" / "the Ravensholm Phil": one name
        moved = employer and not lex.CORRECTION.search(new) and joined(new, a_new, values_new)
        if moved:  # the old club named again is the one left (rules.signings)
            return Relation.UPDATE, f"'{anchors_new[0]}' moved: {label} '{moved}'"
        if values_new and values_old:
            # The old value named again in the new text is a contrast ("X, not Y") or a list.
            if any(v.casefold() in new.casefold() for v in values_old):
                if not lex.CORRECTION.search(new):
                    if gone := _gone(new, old, a_old, values_old, values_new):
                        return Relation.UPDATE, (
                            f"same {label} of {anchors_new[0]}: '{gone}' left, "
                            f"'{values_new[0]}' holds it now"
                        )
                    if put := old_holder_reassigned(
                        new, values_old + anchors_old, values_new, _ROLE_RE[a_new.attribute]
                    ):
                        return Relation.CONTRADICTION, (
                            f"same {label} of {anchors_new[0]}: '{put}' is given a lesser "
                            f"place, '{values_new[0]}' holds it"
                        )
                    continue
                return Relation.CONTRADICTION, (
                    f"same {label} of {anchors_new[0]}: the new text corrects "
                    f"'{values_old[0]}' to '{values_new[0]}'"
                )
            relation = Relation.CONTRADICTION if lex.CORRECTION.search(new) else Relation.UPDATE
            return relation, (
                f"same {label} of {anchors_new[0]} with another value: "
                f"'{values_old[0]}' → '{values_new[0]}'"
            )
        if values_new and (fix := lex.CORRECTION.search(new)) and not _restated(old, new, fix):
            return Relation.CONTRADICTION, (
                f"same {label} of {anchors_new[0]}: the new text corrects it to '{values_new[0]}'"
            )
        if lex.CORRECTION.search(new) and not values_new:
            return Relation.CONTRADICTION, f"the new text denies the {label} of {anchors_new[0]}"
        if gone := _gone(new, old, a_old, anchors_old, values_new):
            return Relation.UPDATE, f"same {label} of {anchors_new[0]}: '{gone}' left"
        if values_new and (
            put := old_holder_reassigned(new, anchors_old, values_new, _ROLE_RE[a_new.attribute])
        ):
            return Relation.CONTRADICTION, (
                f"same {label} of {anchors_new[0]}: '{put}' is given a lesser place, "
                f"'{values_new[0]}' holds it"
            )
        if lex.WITHDRAWN.search(new):
            held = values_old[0] if values_old else anchors_old[0]
            return Relation.UPDATE, f"the {label} of {anchors_new[0]} no longer holds '{held}'"
    for name in found_old.keys() - found_new.keys():
        # "Luka Petrić has left Hajduk Rovinj": the holder and the thing, and a withdrawal.
        anchors_old, _ = parts(old, new, found_old[name])
        anchors_old = [a for a in anchors_old if a.casefold() not in lex.SELF]
        withdrawn = lex.WITHDRAWN.search(new)
        if withdrawn and someone_else_left(new[: withdrawn.start()], old):
            continue  # "… run by Kenji Mori, who has since retired": another one left
        if len(anchors_old) >= 2 and withdrawn:
            words = old[found_old[name].start : found_old[name].end]
            return Relation.UPDATE, f"'{anchors_old[0]}' no longer holds for '{words}'"
    return None

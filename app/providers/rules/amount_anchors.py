"""What two texts giving an amount each share: the thing the amount is of (`shared_anchor`:
"rent", "Lichess", 月薪), or only the amounts' unit (`unit_only`). rules.amounts and
rules.rates ask it.
"""

from __future__ import annotations

import difflib
import re

from app.providers.rules import holders_lexicon as lex
from app.providers.rules.align import CJK, NUMBER, word_key, words_in

_NOT_CJK = re.compile(r"[0-9A-Za-z.,%$£€¥]")


def _content_key(word: str) -> str | None:
    """WORD's key when it can name what an amount is of: not a function word, a number or the
    user."""
    key = word_key(word)
    named = key not in lex.NOT_VALUES and key not in lex.SELF and len(key) > 2
    return key if named and not NUMBER.match(word) else None


def shared_anchor(new: str, old: str) -> str | None:
    """A word, name or Chinese run (2+ characters) both texts have, other than function words,
    quantities and the user: what the quantity is of ("rent", "Lichess", "401(k)", 月薪)."""
    keys_old = {word_key(w) for w in words_in(old)}
    for word in words_in(new):
        if (key := _content_key(word)) and key in keys_old:
            return word
    if CJK.search(new) and CJK.search(old):
        # Digits and Latin letters part the Chinese runs, and each side parts them with its own
        # mark: two amounts' shared digits ("4200" / "3500") must not take the place of the
        # run they are of (房租), which difflib would then miss for crossing them.
        matcher = difflib.SequenceMatcher(
            a=_NOT_CJK.sub("\x00", new), b=_NOT_CJK.sub("\x01", old), autojunk=False
        )
        for block in matcher.get_matching_blocks():
            run = lex.CJK_NOT_VALUES.sub("", new[block.a : block.a + block.size])
            run = lex.WHEN.sub("", lex.QUANTITY_WORDS.sub("", run))
            run = re.sub(r"[^\u3400-\u9fff]|用户|我", "", run)
            if len(run) >= 2:
                return run
    return None


def unit_only(anchor: str, *told: tuple[str, str]) -> bool:
    """The texts share only the amounts' unit ("lived here 51 years" / "Maybe five years"):
    two amounts of nothing named, not one thing's amount told anew. `told`: each (text, the
    amount as written in it), the new text first."""
    (new, _), (old, _) = told
    units = {
        word_key(after[0])
        for text, said in told
        if (after := words_in(text[text.find(said) + len(said) :]))
    }
    return word_key(anchor) in units and len(units) == 1 and _shared_words(new, old) <= units


def _shared_words(new: str, old: str) -> set[str]:
    """The content words both texts have (as `shared_anchor` reads them)."""
    keys_old = {word_key(w) for w in words_in(old)}
    keys_new = {key for w in words_in(new) if (key := _content_key(w))}
    # "I'm", "that's": a pronoun and a verb, not a thing
    return {k for k in keys_new & keys_old if not re.search(r"['’]", k)}

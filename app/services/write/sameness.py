"""Is a new memory the same content as an existing one, or only close to it?

A near-duplicate is reinforced instead of stored (NOOP), so "the same" must mean the same
content. Embeddings are close for texts that differ in exactly what matters: "dentist on
Tuesday at 7pm" / "at 9am" (0.97), "slightly allergic to soy" / "very allergic" (0.96),
"prefers matcha over cappuccino" / "cappuccino over matcha". So besides a high cosine, two
texts are the same content only when no value differs between them: no number, time, date,
day, name, degree or negation is in one and not the other, no word stands where the other
text has a different one ("cousin Marco" / "brother Marco", "a black Corolla" / "a white
Corolla", "history books" / "biography books": any word can be the value a fact holds), and
the words they share come in the same order. What passes is a word added or dropped that
carries no value ("User loves hiking" / "User really loves hiking") and the same word in the
singular or plural ("book" / "books"); another tense is another fact ("likes" / "liked").
In Chinese every character may be a value, so only the same characters pass.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

_TOKEN = re.compile(r"[\u3400-\u9fff]|[^\W_]+(?:['’.:][^\W_]+)*", re.U)
_STOP_WORDS = """
a an the of to in on at for and or but is are was were be been am i i'm my me we our you
your he she his her it its they their that this these those with as by from so just also
user user's users has have had does do did will would can could should there here then
every each
的 了 是 在 和 与 也 都 就 呢 吧 啊 呀 嘛 着 过 用户 我 我们 他 她 它 他们 这 那 个
"""
_STOP = frozenset(_STOP_WORDS.split())
# Words that carry a value even in lower case: degrees, negations, comparisons, parts of day,
# directions, and "another" / 又 (a second one is not the first one again).
_VALUE_WORD_LIST = """
not no never none nothing nobody without don't doesn't didn't isn't aren't wasn't won't can't
slightly very extremely severely mildly moderately highly barely hardly somewhat quite rather
a-bit little lot more less most least over under before after until since by above below
morning afternoon evening night tonight today tomorrow yesterday weekday weekend weekly daily
monthly yearly annual first second third last next previous early late am pm noon midnight
monday tuesday wednesday thursday friday saturday sunday january february march april may
june july august september october november december
east west north south eastern western northern southern left right upper lower front back
inner outer another again other new old former current ex
one two three four five six seven eight nine ten twelve dozen hundred thousand once twice
"""
_VALUE_WORDS = frozenset(_VALUE_WORD_LIST.split())


def _tokens(text: str) -> list[tuple[str, bool]]:
    """(key, carries a value) for each word, Chinese character or number of the text."""
    out = []
    for match in _TOKEN.finditer(text):
        word = match.group(0)
        key = word.casefold().replace("’", "'")
        if key in _STOP:
            continue
        proper = word[:1].isupper() and match.start() > 0
        # A Chinese character is as much a word as a morpheme: any that differs may be a value.
        chinese = "\u3400" <= word[0] <= "\u9fff"
        value = any(c.isdigit() for c in word) or proper or chinese or key in _VALUE_WORDS
        out.append((key, value))
    return out


def same_content(a: str, b: str) -> bool:
    """True when A and B state the same thing with no value differing (see the docstring)."""
    tokens_a, tokens_b = _tokens(a), _tokens(b)
    keys_a, keys_b = [k for k, _ in tokens_a], [k for k, _ in tokens_b]
    only_a, only_b = set(keys_a) - set(keys_b), set(keys_b) - set(keys_a)
    values = {k for k, v in tokens_a + tokens_b if v}
    if (only_a | only_b) & values:
        return False
    # The shared words in the same order: "matcha over cappuccino" is not "cappuccino over
    # matcha", though the two texts hold the same words.
    shared = set(keys_a) & set(keys_b)
    order_a = [k for k in keys_a if k in shared]
    order_b = [k for k in keys_b if k in shared]
    return _dedupe(order_a) == _dedupe(order_b) and not _substituted(keys_a, keys_b)


def _substituted(keys_a: list[str], keys_b: list[str]) -> bool:
    """Whether a word of A stands where B has another word (not only another form of it)."""
    matcher = SequenceMatcher(None, keys_a, keys_b, autojunk=False)
    for op, a0, a1, b0, b1 in matcher.get_opcodes():
        if op == "replace" and sorted(map(_stem, keys_a[a0:a1])) != sorted(
            map(_stem, keys_b[b0:b1])
        ):
            return True
    return False


_NUMBER = re.compile(r"(?:'s|s)$")


def _stem(key: str) -> str:
    """The word without its ending of number or person: "book", "books" and "book's" are one
    word ("likes" / "like" too); tenses are not ("liked" may be what no longer holds)."""
    return _NUMBER.sub("", key) if len(key) > 3 else key


def _dedupe(keys: list[str]) -> list[str]:
    return list(dict.fromkeys(keys))

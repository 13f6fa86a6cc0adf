"""One label opening both texts before a value, not a sentence: two notes of one field.

An assistant's memory keeps terse notes ("Laptop: ThinkPad X1 Carbon", 部门例会：每周一上午10点),
and a note's label is shaped like a speaker's name (a capitalised word, a short Chinese run),
so `rules.dialogue` read "Laptop: MacBook Air M2" beside "Laptop: ThinkPad X1 Carbon" as two
turns of one "Laptop" and compared what "he" said. What follows a label tells the two apart:
a turn is an utterance (a person speaking or spoken to, a particle, an exclamation) or a
clause (a full stop, a comma between phrases, a copula: "Priya: wedding's Oct 12 at
Larkspur", 小敏：订婚宴是四月十二号在老家办) or runs longer than a few words; a note's value is
a bare phrase. The same label before
two bare phrases is a field of a note, and `values.field_change` compares its two values. A
parenthetical aside in a value ("已婚（去年国庆办的酒）") is the note's comment, not an
utterance of the value.
"""

from __future__ import annotations

import re

# What only an utterance has: a person speaking or spoken to, a particle, an exclamation, an
# interjection ("Kwame: Uh oh." / "Kwame: Hahaha. He earned it." are two turns of a chat).
_UTTERED = re.compile(
    r"\b(?:i|i'm|i've|me|my|we|our|us|you|your)\b|[!?！？]|[\U0001F300-\U0001FAFF\u2600-\u27BF]|"
    r"\b(?:uh|oh|ah|aw+|um+|hmm+|ugh|wow|yay|yeah|yep|nope|ok|okay|lol|omg|(?:ha){2,}h?)\b|"
    r"[我你咱俺]|[了吗呢吧啊呀啦哈嘛]",
    re.I,
)
# A clause: a full stop ending a sentence ("St." and "M.D." are not one), a comma between two
# phrases, a copula ("wedding's Oct 12", 订婚宴是四月十二号).
_CLAUSE = re.compile(
    r"(?<=\w{3})[.。](?:\s|$)|[。,，;；]|\b(?:is|are|was|were)\b|\w['’]s\b|是", re.I
)
_ASIDE = re.compile(r"[(（][^)）]*[)）]")
# A value is a few words: a longer run is something said ("starting at Duolingo on the 3rd").
_VALUE_WORDS, _VALUE_HANZI = 5, 10


def _bare_value(body: str) -> bool:
    body = _ASIDE.sub(" ", body).strip()
    if not body or _UTTERED.search(body) or _CLAUSE.search(body):
        return False
    return (
        len(body.split()) <= _VALUE_WORDS
        and len(re.findall(r"[\u3400-\u9fff]", body)) <= _VALUE_HANZI
    )


_LABEL = re.compile(r"^\s*(?P<label>[^:：\n]{1,32}?)\s*[:：]\s*(?P<body>\S.*)$")


def one_field_noted(new_text: str, old_text: str) -> bool:
    """Whether the two texts are two notes of one field: the same label before a bare value
    on both sides."""
    new, old = _LABEL.match(new_text), _LABEL.match(old_text)
    if new is None or old is None or new["label"].casefold() != old["label"].casefold():
        return False
    return _bare_value(new["body"]) and _bare_value(old["body"])

"""Conversation turns: "Caroline: I went to a support group yesterday."

A turn stored as a memory is something one person said at one moment: usually an event, a
reaction or a question, not a standing attribute. Two turns by different speakers are about
different people and never retire each other; two turns by the same speaker are read without
the prefix, and only by the readings that need a specific slot or value (predicate frames, a
single-valued attribute, an amount, a named replacement, the same statement negated). The
looser topic readings (a change cue such as "now" or "actually" near shared words) are what
chat is full of, so they do not retire one turn by another.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.providers.rules.frames import TEXTS_CACHED

# A name (one to three capitalised words, or one to four Chinese characters) before a colon,
# with a sentence after it. Field labels of notes ("Rent: $1,450", "饮食：素食") are not names,
# nor is a correction ("Not Family: the user pays for Premium"), nor a fact-check's parts
# ("Claim: …" / "Evidence: …", 说法：… / 证据：…): a claim and its evidence are one record.
_SPEAKER = re.compile(
    r"^\s*(?P<name>[A-Z][\w'.-]*(?:\s[A-Z][\w'.-]*){0,2}|[\u3400-\u9fff]{1,4})\s*[:：]\s*(?=\S)"
)
_FIELD_WORDS = """
home rent diet job work name address phone email birthday note notes update fix correction
reminder todo status gym car allergy allergies hobby hobbies pet pets budget salary school age
deadline goal goals doctor dentist plan plans q a user assistant system tip fyi ps important
breaking current latest favourite favorite owner director population price capital update not
manager boss supervisor employer company team club city title position role project department
饮食 住址 地址 电话 生日 职业 工作 备注 提醒 更正 爱好 宠物 预算 学校 年龄 目标
计划 用户 助手 系统 现任 上司 领导 球队 年薪 月薪 收入 车 手机 女友 男友
职位 岗位 职务 职称 部门 单位 公司 项目 项目组 团队
问 提问 question
claim claims evidence statement fact context source verdict finding findings record
说法 证据 声明 事实 结论 来源 核查 公告
"""
_FIELDS = frozenset(_FIELD_WORDS.split())


# Both are asked of both texts of every pair: kept per text, like the other readings.
@lru_cache(maxsize=TEXTS_CACHED)
def split_speaker(text: str) -> tuple[str | None, str]:
    """(speaker, what they said), or (None, text) when the text is not a conversation turn."""
    match = _SPEAKER.match(text)
    if not match:
        return None, text
    name, body = match["name"], text[match.end() :]
    words = name.casefold().split()
    if (
        words[0] in _FIELDS
        or name in _FIELDS
        or (len(body.split()) < 2 and not re.search(r"[\u3400-\u9fff]{4}", body))
    ):
        return None, text
    return name, body


_CHAT = re.compile(
    r"!|\b(?:you|your|you're|you've|u|lol|lmao|haha\w*|omg|wow|ugh|yay|btw|gonna|wanna|"
    r"congrats|thanks|thank\s+you)\b|^(?:yes|yeah|no|oh|ha|okay|ok|so|well|sorry|hey|hi)\b|"
    r"[\U0001F300-\U0001FAFF\u2600-\u27BF]|哈哈|嗯|呀|啦|吧[。！!]?$|你|咱们",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?。！？]+(?=\s|$)")


@lru_cache(maxsize=TEXTS_CACHED)
def looks_like_chat(text: str) -> bool:
    """A turn of a chat without a speaker prefix: several sentences, and something only a
    conversation has (addressing someone, an exclamation, an interjection, an emoji)."""
    return len(_SENTENCE_END.findall(text.strip())) >= 2 and bool(_CHAT.search(text))


def _named_as_a_thing(label: str, other: str) -> bool:
    """Whether OTHER names LABEL as a common noun: in lower case in English ("Course: Law" and
    "changed course to Politics"), anywhere in Chinese (牙医：5月14日 and 牙医改到周四) when
    OTHER is not a turn of its own. A speaker is a person, named with a capital in English."""
    if re.search(r"[\u3400-\u9fff]", label):
        return label in other and _SPEAKER.match(other) is None
    low = label.casefold()
    return low != label and re.search(rf"(?<![\w-]){re.escape(low)}(?![\w-])", other) is not None


# What only an utterance has: a person speaking or spoken to, a particle, an exclamation.
_UTTERED = re.compile(
    r"\b(?:i|i'm|i've|me|my|we|our|us|you|your)\b|[!?！？]|[\U0001F300-\U0001FAFF\u2600-\u27BF]|"
    r"[我你咱俺]|[了吗呢吧啊呀啦哈嘛]",
    re.I,
)


def _a_field(turn: tuple[str | None, str], other: str) -> bool:
    """Whether TURN's label is a note's field: the other text names it as a thing and what
    follows it is a value, not an utterance ("牙医：5月14日周二上午10点", not "小美：我开车")."""
    label, body = turn
    return label is not None and _named_as_a_thing(label, other) and not _UTTERED.search(body)


def split_turns(new_text: str, old_text: str) -> tuple[tuple[str | None, str], ...]:
    """(speaker, body) of NEW and of OLD, as `split_speaker` reads each, except that a label
    the other text names as a thing, before a value, is a note's field, not a speaker:
    "Course: Law, year 1." beside "Changed course to Politics & IR." is a note of the user's
    course, where "Jon: I quit the bank" is Jon's turn whatever the other text says."""
    new, old = split_speaker(new_text), split_speaker(old_text)
    if not old[0] and _a_field(new, old_text):
        new = None, new_text
    if not new[0] and _a_field(old, new_text):
        old = None, old_text
    return new, old

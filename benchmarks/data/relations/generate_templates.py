"""Generate template-based labelled relation pairs (templates.jsonl) for the relation benchmarks.

Every pair is built from a *family*: one attribute (residence, employer, diet, phone, ...) in one
language, with many independent phrasings for stating a value, changing it, withdrawing it,
correcting or negating it, adding a detail, and for hard negatives (another subject, another
attribute, a past event, a plan, a question). The label follows from the construction, as set out
in GUIDE.md next to this file:

- UPDATE: same subject, same single-valued attribute, another value (or a retraction);
- CONTRADICTION: the new text says the old value is wrong, or flatly negates it;
- OVERLAP: a restatement (same_content), a detail, or another value of a multi-valued attribute;
- NONE: another subject, another attribute, a past or hypothetical event, a question.

Run from the repository root (standard library only, deterministic for a given seed):

    python benchmarks/data/relations/generate_templates.py
    python benchmarks/data/relations/generate_templates.py --seed 7 --out /tmp/templates.jsonl

Template mini-language: ``{S}``/``{s}`` subject at the start / inside a sentence, ``{P}``/``{p}``
possessive, ``{o}`` object form, ``{t}``/``{T}`` note tag, ``{v}`` the value (``{va}`` with an
article, ``{v_k}`` another form ``k`` of it), ``{x}`` the other value, ``{c}``/``{c2}`` a context
(allergen, service). ``{am|is}`` picks the first form for "I" and the second otherwise. A leading
``[flags]`` restricts a template: ``1`` first person only, ``3`` never first person, ``u`` the user
only (never a third party or a project), ``a`` carries an aside (never used for restatements).
"""

import argparse
import json
import random
import re
import string
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

Value = dict[str, str]

DEFAULT_SEED = 20240917
DEFAULT_OUT = Path(__file__).with_name("templates.jsonl")
SOURCE = "templates"
TARGET = {"en": 260, "zh": 190}
LABEL_SHARE = {"UPDATE": 0.40, "CONTRADICTION": 0.15, "OVERLAP": 0.25}  # NONE takes the rest
LABELS = ("UPDATE", "CONTRADICTION", "OVERLAP", "NONE")
DOMAINS = frozenset(
    {
        "residence",
        "employment",
        "name",
        "family",
        "relationships",
        "diet",
        "health",
        "education",
        "projects",
        "devices",
        "preferences",
        "schedule",
        "travel",
        "finance",
        "hobbies",
        "pets",
        "organisation",
        "world",
        "other",
    }
)

VARIANT_LABEL = {
    "update": "UPDATE",
    "update_marked": "UPDATE",
    "retraction": "UPDATE",
    "replace": "UPDATE",
    "correction": "CONTRADICTION",
    "negation": "CONTRADICTION",
    "restatement": "OVERLAP",
    "detail": "OVERLAP",
    "addition": "OVERLAP",
    "other_subject": "NONE",
    "other_attribute": "NONE",
    "past": "NONE",
    "plan": "NONE",
    "question": "NONE",
}


@dataclass
class Family:
    """One attribute in one language, with its phrasings and value pool."""

    name: str
    domain: str
    values: list[Value]
    state: list[str]
    change: list[str] = field(default_factory=list)
    retract: list[str] = field(default_factory=list)
    negate: list[str] = field(default_factory=list)
    correct: list[str] = field(default_factory=list)
    detail: list[str] = field(default_factory=list)
    add: list[str] = field(default_factory=list)
    near: list[str] = field(default_factory=list)
    past: list[str] = field(default_factory=list)
    plan: list[str] = field(default_factory=list)
    question: list[str] = field(default_factory=list)
    contexts: list[Value] = field(default_factory=list)
    relations: tuple[str, ...] = ()  # third parties allowed as subject; empty means all
    multi: bool = False  # multi-valued attribute: a second value is an addition
    order: str = "any"  # how an UPDATE picks its new value: any, up (larger), next (one more)
    entity: bool = False  # the subject is a project, not a person


@dataclass(frozen=True)
class Who:
    """A subject: the user, "I", a named third party, or a project."""

    kind: str  # user | first | third | entity
    name: str = ""
    rel: str = ""


@dataclass
class Pair:
    lang: str
    domain: str
    style: str
    old: str
    new: str
    label: str
    retraction: bool
    same_content: bool
    note: str


def vals(*items: str | Value) -> list[Value]:
    """Normalise a value pool: plain strings become {"v": text}."""
    return [{"v": item} if isinstance(item, str) else item for item in items]


def ordinal(n: int) -> str:
    suffixes = {1: "st", 2: "nd", 3: "rd"}
    suffix = "th" if 10 <= n % 100 <= 20 else suffixes.get(n % 10, "th")
    return f"{n}{suffix}"


def article(text: str) -> str:
    return ("an " if text[0].lower() in "aeio" else "a ") + text


# --------------------------------------------------------------------------------------------
# Subjects
# --------------------------------------------------------------------------------------------

THIRD_PARTIES = {
    "en": [
        ("sister", "Ana"),
        ("brother", "Tom"),
        ("friend", "Priya"),
        ("colleague", "Marco"),
        ("mother", "Linda"),
        ("roommate", "Kai"),
        ("cousin", "Leo"),
    ],
    "zh": [
        ("sister", "小雨"),
        ("brother", "志强"),
        ("friend", "王磊"),
        ("colleague", "李娜"),
        ("mother", "刘芳"),
        ("roommate", "陈晨"),
        ("cousin", "阿杰"),
    ],
}
ZH_REL = {
    "sister": "姐姐",
    "brother": "哥哥",
    "friend": "朋友",
    "colleague": "同事",
    "mother": "妈妈",
    "roommate": "室友",
    "cousin": "表弟",
}
PROJECTS = {
    "en": ["Atlas", "Beacon", "Orion", "Helix", "Nimbus", "Quartz", "Falcon"],
    "zh": ["北极星", "灯塔", "星火", "天枢", "青云", "磐石"],
}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def subject_forms(lang: str, who: Who, full: bool, first_ctx: bool, rng: random.Random) -> Value:
    """Surface forms of a subject for one text (full: first mention of a third party)."""
    if lang == "zh":
        if who.kind == "user":
            base = "用户"
        elif who.kind == "first":
            base = "我"
        elif who.kind == "entity":
            base = f"{who.name}项目"
        elif full:
            base = ("我" if first_ctx else "用户的") + ZH_REL[who.rel] + who.name
        else:
            base = who.name
        short = who.name + "项目" if who.kind == "entity" else (who.name or base)
        return {
            "rs": short,
            "rp": short + "的",
            "ro": short,
            "S": base,
            "s": base,
            "P": base + "的",
            "p": base + "的",
            "o": base,
            "T": base,
            "t": base,
        }
    if who.kind == "user":
        head = rng.choice(["The user", "User"])
        return {
            "S": head,
            "s": "the user",
            "P": head + "'s",
            "p": "the user's",
            "o": "the user",
            "t": "user",
            "T": "User",
            "rs": "the user",
            "rp": "their",
            "ro": "them",
        }
    if who.kind == "first":
        return {
            "S": "I",
            "s": "I",
            "P": "My",
            "p": "my",
            "o": "me",
            "t": "me",
            "T": "Me",
            "rs": "I",
            "rp": "my",
            "ro": "me",
        }
    if who.kind == "entity":
        low = rng.choice([f"Project {who.name}", f"the {who.name} project"])
        return {
            "S": _cap(low),
            "s": low,
            "P": _cap(low) + "'s",
            "p": low + "'s",
            "o": low,
            "t": f"Project {who.name}",
            "T": f"Project {who.name}",
            "rs": low,
            "rp": "its",
            "ro": "it",
        }
    if full:
        owner = "my" if first_ctx else "the user's"
        base = f"{owner} {who.rel} {who.name}"
        tag = f"{who.name}, {owner} {who.rel}"
    else:
        base = tag = who.name
    return {
        "S": _cap(base),
        "s": base,
        "P": _cap(base) + "'s",
        "p": base + "'s",
        "o": base,
        "t": tag,
        "T": _cap(tag),
        "rs": who.name,
        "rp": "their",
        "ro": who.name,
    }


# --------------------------------------------------------------------------------------------
# Rendering
# --------------------------------------------------------------------------------------------

FLAG_RE = re.compile(r"^\[([13ua]+)\]")
CONJ_RE = re.compile(r"\{([^{}|]*)\|([^{}|]*)\}")

UPDATE_WRAPPERS = {
    "en": [
        "As of last month, {state}",
        "Update: {state}",
        "These days, {state}",
        "Since the spring, {state}",
    ],
    "zh": ["现在{state}", "从上个月开始，{state}", "最近{state}", "更新：{state}"],
}
CORRECT_WRAPPERS = {
    "en": [
        "Correction: {state}",
        "Actually, {state}",
        "The earlier note was wrong. {State}",
        "Not {x}: {state}",
        "{State} The earlier note saying {x} was a mistake.",
        "Fix: {state}",
    ],
    "zh": [
        "更正：{state}",
        "其实{state}",
        "之前记错了，{state}",
        "搞错了，不是{x}。{state}",
        "纠正一下：{state}",
        "{state}之前写的{x}不对。",
    ],
}
CHANGE_WORDS = ("now", "these days", "现在", "目前", "现居", "最近")


def split_flags(tpl: str) -> tuple[str, str]:
    match = FLAG_RE.match(tpl)
    if match is None:
        return "", tpl
    return match.group(1), tpl[match.end() :]


def usable(tpl: str, who: Who) -> bool:
    flags, _ = split_flags(tpl)
    if "1" in flags and who.kind != "first":
        return False
    if "3" in flags and who.kind == "first":
        return False
    return not ("u" in flags and who.kind not in ("user", "first"))


def wrappable(tpl: str, for_update: bool) -> bool:
    _, body = split_flags(tpl)
    if not body.startswith(("{S}", "{P}")):
        return False
    return not (for_update and any(word in body for word in CHANGE_WORDS))


def value_slots(prefix: str, value: Value, lang: str) -> Value:
    out = {prefix: value["v"]}
    for key, text in value.items():
        if key not in ("v", "a"):
            out[f"{prefix}_{key}"] = text
    if lang == "en":
        out[prefix + "a"] = value.get("a") or article(value["v"])
    return out


def render(tpl: str, who: Who, forms: Value, slots: Value, lang: str, mid: bool = False) -> str:
    _, body = split_flags(tpl)
    if mid and body.startswith("{S}"):
        body = "{s}" + body[3:]
    elif mid and body.startswith("{P}"):
        body = "{p}" + body[3:]
    first = who.kind == "first"
    body = CONJ_RE.sub(lambda m: m.group(1) if first else m.group(2), body)
    mapping = {**forms, **slots}
    parts: list[str] = []
    mentioned = False  # later mentions of the subject are shortened ("their", the bare name)
    for literal, name, _spec, _conv in string.Formatter().parse(body):
        parts.append(literal)
        if name is None:
            continue
        if name in ("S", "s", "P", "p", "o"):
            if mentioned:
                repeat = mapping["r" + name.lower()]
                parts.append(_cap(repeat) if name in ("S", "P") else repeat)
                continue
            mentioned = True
        parts.append(mapping[name])
    text = "".join(parts)
    if lang == "en" and not mid and text[:1].islower() and not text[1:2].isupper():
        text = _cap(text)
    return text


# --------------------------------------------------------------------------------------------
# English families
# --------------------------------------------------------------------------------------------

ALL_PEOPLE = ("sister", "brother", "friend", "colleague", "mother", "roommate", "cousin")
WORKERS = ("sister", "brother", "friend", "colleague", "roommate", "cousin")
EMPLOYABLE = (*WORKERS, "mother")
STUDENTS = ("sister", "brother", "cousin", "roommate", "friend")
NOT_PARENT = ("sister", "brother", "friend", "colleague", "roommate", "cousin")

EN_CHILDREN = [
    {"v": "one child", "n": "1", "w": "one", "s": "one sibling"},
    {"v": "two kids", "n": "2", "w": "two", "s": "two siblings"},
    {"v": "three kids", "n": "3", "w": "three", "s": "three siblings"},
    {"v": "four kids", "n": "4", "w": "four", "s": "four siblings"},
]
EN_AGES = [{"v": str(n), "o": ordinal(n)} for n in range(26, 48)]

EN_FAMILIES: list[Family] = [
    Family(
        name="residence",
        domain="residence",
        values=vals(
            "Portland",
            "Seattle",
            "Denver",
            "Austin",
            "Boston",
            "Chicago",
            "Lisbon",
            "Berlin",
            "Toronto",
            "Melbourne",
            "Dublin",
            "Vienna",
        ),
        state=[
            "{S} {live|lives} in {v}.",
            "{v} is where {s} {live|lives}.",
            "[u]Home: {v}.",
            "{P} apartment is in {v}.",
            "[1]{S}'m based in {v}.",
            "[3]{S} is based in {v}.",
            "Current city ({t}): {v}.",
            "{S} {call|calls} {v} home.",
            "{P} home address is in {v}.",
            "[a]{S} {live|lives} in {v}, which {s} {like|likes} mostly for the food scene.",
        ],
        change=[
            "{S} just moved to {v}.",
            "{S} {have|has} relocated to {v}.",
            "{S} moved from {x} to {v} last month.",
            "{S} {am|is} living in {v} now.",
            "[1]{S}'m based in {v} these days.",
        ],
        retract=[
            "{S} no longer {live|lives} in {v}.",
            "{S} moved out of {v}.",
            "{S} {have|has} left {v} for good.",
        ],
        negate=["{S} {do|does} not live in {v}.", "{S} {have|has} never lived in {v}."],
        correct=[
            "{S} {live|lives} in {v}, not {x}.",
            "{S} never lived in {x}; {s} {live|lives} in {v}.",
            "Correction to the earlier note: {p} city is {v}, not {x}.",
        ],
        detail=[
            "{S} {live|lives} in {v}, in a small flat near the river.",
            "{P} place in {v} is a two-bedroom flat on the east side.",
        ],
        near=[
            "{S} {work|works} in {v}.",
            "{P} office is in {v}.",
            "{S} {was|was} born in {v}.",
            "{S} {fly|flies} to {v} for work every month.",
        ],
        past=[
            "{S} lived in {v} as a kid.",
            "{S} spent {p} childhood in {v}.",
            "Back in college, {s} lived in {v} for two years.",
        ],
        plan=[
            "{S} {am|is} thinking about moving to {v}.",
            "{S} might relocate to {v} next year.",
            "If the job offer comes through, {s} would move to {v}.",
        ],
        question=[
            "Is {v} a nice place to live?",
            "What's the rent like in {v}?",
            "{S} asked whether {v} is good for families.",
        ],
    ),
    Family(
        name="employer",
        domain="employment",
        values=vals(
            "Google",
            "Microsoft",
            "Spotify",
            "Stripe",
            "Shopify",
            "Siemens",
            "Deloitte",
            "IKEA",
            "Airbnb",
            "Zalando",
            "Novartis",
            "Atlassian",
        ),
        relations=EMPLOYABLE,
        state=[
            "{S} {work|works} at {v}.",
            "{P} employer is {v}.",
            "{v} is where {s} {work|works}.",
            "[u]Employer: {v}.",
            "{S} {am|is} employed by {v}.",
            "{S} {have|has} a job at {v}.",
            "Workplace ({t}): {v}.",
            "[a]{S} {work|works} at {v}; the commute is long, but {s} {like|likes} the team.",
        ],
        change=[
            "{S} just started at {v}.",
            "{S} {have|has} joined {v}.",
            "{S} left {x} and now {work|works} at {v}.",
            "{S} accepted an offer from {v} and started this week.",
        ],
        retract=[
            "{S} no longer {work|works} at {v}.",
            "{S} quit {p} job at {v}.",
            "{S} {have|has} left {v}.",
        ],
        negate=["{S} {do|does} not work at {v}.", "{S} {have|has} never worked at {v}."],
        correct=[
            "{S} {work|works} at {v}, not {x}.",
            "The note about {x} was wrong: {p} employer is {v}.",
        ],
        detail=[
            "{S} {work|works} at {v} on the payments team.",
            "{S} {work|works} at {v}, in the data platform group.",
        ],
        near=[
            "{S} {own|owns} a few shares of {v}.",
            "{P} flatmate works at {v}.",
            "{S} {am|is} a long-time {v} customer.",
        ],
        past=[
            "{S} interned at {v} during university.",
            "Years ago, {s} did a short contract at {v}.",
        ],
        plan=[
            "{S} {have|has} an interview at {v} next week.",
            "{S} {am|is} considering applying to {v}.",
        ],
        question=["Is {v} a good place to work?", "What's the interview process like at {v}?"],
    ),
    Family(
        name="job_title",
        domain="employment",
        values=vals(
            "data analyst",
            "product manager",
            "software engineer",
            "UX designer",
            "marketing lead",
            "staff engineer",
            "accountant",
            "nurse",
            "project manager",
            "sales director",
        ),
        relations=EMPLOYABLE,
        state=[
            "{S} {work|works} as {va}.",
            "{P} job title is {v}.",
            "{S} {am|is} {va}.",
            "[u]Role: {v}.",
            "Job title ({t}): {v}.",
            "{P} position at work is {v}.",
            "{S} {have|has} the title of {v} at work.",
            "[a]{S} {am|is} {va}, and the job keeps {o} busy most weeks.",
        ],
        change=[
            "{S} got promoted to {v}.",
            "{S} {am|is} now {va}.",
            "{S} moved into {va} role this quarter.",
            "{S} switched from {x} to {v}.",
        ],
        retract=["{S} {am|is} no longer {va}.", "{S} stepped down from {p} {v} role."],
        negate=["{S} {am|is} not {va}.", "{S} {have|has} never been {va}."],
        correct=[
            "{S} {am|is} {va}, not {xa}.",
            "The earlier note had the title wrong: {p} title is {v}.",
        ],
        near=[
            "{S} {am|is} hiring {va} for {p} team.",
            "{S} {manage|manages} two people, one of them {va}.",
        ],
        past=[
            "{S} worked as {va} early in {p} career.",
            "Right after school, {s} spent a year as {va}.",
        ],
        plan=[
            "{S} {am|is} applying for {va} position.",
            "{S} {want|wants} to become {va} one day.",
        ],
        question=["What does {va} usually earn?", "Is being {va} stressful?"],
    ),
    Family(
        name="school",
        domain="education",
        values=vals(
            "the University of Toronto",
            "McGill",
            "UCLA",
            "NYU",
            "the University of Edinburgh",
            "TU Munich",
            "King's College London",
            "ETH Zurich",
            "the University of Melbourne",
        ),
        relations=STUDENTS,
        state=[
            "{S} {study|studies} at {v}.",
            "{S} {am|is} a student at {v}.",
            "{S} {attend|attends} {v}.",
            "[u]School: {v}.",
            "{S} {am|is} enrolled at {v}.",
            "{v} is where {s} {study|studies}.",
            "University ({t}): {v}.",
            "[a]{S} {study|studies} at {v}, mostly from the library because the dorms are loud.",
        ],
        change=[
            "{S} transferred to {v}.",
            "{S} {study|studies} at {v} now.",
            "{S} moved from {x} to {v} this semester.",
        ],
        retract=["{S} dropped out of {v}.", "{S} {am|is} no longer enrolled at {v}."],
        negate=["{S} {am|is} not a student at {v}.", "{S} never studied at {v}."],
        correct=["{S} {study|studies} at {v}, not {x}."],
        near=["{S} {live|lives} right next to {v}.", "{P} flat is a short walk from {v}."],
        past=[
            "{S} did a summer school at {v} years ago.",
            "{S} visited {v} on a school trip as a teenager.",
        ],
        plan=[
            "{S} {am|is} applying to a master's programme at {v}.",
            "{S} might do a PhD at {v} later.",
        ],
        question=[
            "Does {v} have a good computer science department?",
            "How hard is it to get into {v}?",
        ],
    ),
    Family(
        name="partner",
        domain="relationships",
        values=vals("Jordan", "Chris", "Emma", "Noah", "Olivia", "Sam", "Rafael", "Hannah"),
        relations=NOT_PARENT,
        state=[
            "{P} partner is {v}.",
            "{S} {am|is} dating {v}.",
            "{v} and {s} are a couple.",
            "[u]Partner: {v}.",
            "{v} is {p} partner.",
            "{S} {am|is} in a relationship with {v}.",
            "Partner ({t}): {v}.",
            "[a]{S} {am|is} with {v}; {we|they} met at a climbing gym.",
        ],
        change=[
            "{S} {am|is} now dating {v}.",
            "{S} {have|has} a new partner, {v}.",
            "{S} broke up with {x} and {am|is} now with {v}.",
        ],
        retract=[
            "{S} broke up with {v}.",
            "{v} and {s} are no longer together.",
            "{S} {am|is} single again after splitting from {v}.",
        ],
        negate=[
            "{v} is not {p} partner; they are just friends.",
            "{S} {am|is} not dating {v}.",
        ],
        correct=["{P} partner is {v}, not {x}.", "Wrong name earlier: {p} partner is {v}."],
        near=[
            "{P} best friend is {v}.",
            "{S} {have|has} lunch with a colleague named {v} most Fridays.",
            "{P} personal trainer is {v}.",
        ],
        past=["{S} dated {v} back in college.", "{S} went out with {v} for a few months once."],
    ),
    Family(
        name="preferred_name",
        domain="name",
        values=vals(
            "Alex", "Robin", "Charlie", "Jo", "Max", "Sunny", "Frankie", "Jamie", "Riley", "Kit"
        ),
        state=[
            "{S} {prefer|prefers} to be called {v}.",
            "[u]Call {o} {v}.",
            "{S} {go|goes} by {v}.",
            "Preferred name ({t}): {v}.",
            "{v} is what {s} {like|likes} to be called.",
            "Please address {o} as {v}.",
            "[u]Name to use: {v}.",
            "[a]{S} {go|goes} by {v}; the full name only appears on official forms.",
        ],
        change=[
            "{S} {have|has} started going by {v}.",
            "[u]From now on, call {o} {v}.",
            "{S} asked to be called {v} instead of {x}.",
        ],
        retract=[
            "{S} no longer {go|goes} by {v}.",
            "{S} {do|does}n't want to be called {v} anymore.",
        ],
        negate=[
            "{S} {do|does} not go by {v}.",
            "Nobody calls {o} {v}; that was never {p} name.",
        ],
        correct=[
            "{S} {go|goes} by {v}, not {x}.",
            "The nickname in the earlier note is wrong: it's {v}.",
        ],
        near=["{P} dog is named {v}.", "{P} Wi-Fi network is called {v}."],
        past=["As a kid, {s} {was|was} called {v}.", "{P} nickname in school was {v}."],
        plan=["{S} {am|is} considering going by {v} at the new job."],
        question=["Is {v} short for something?", "Is {v} a common nickname?"],
    ),
    Family(
        name="diet",
        domain="diet",
        values=[
            {"v": "vegetarian", "d": "a vegetarian diet"},
            {"v": "vegan", "d": "a vegan diet"},
            {"v": "pescatarian", "d": "a pescatarian diet"},
            {"v": "keto", "d": "a keto diet"},
            {"v": "paleo", "d": "a paleo diet"},
            {"v": "flexitarian", "d": "a flexitarian diet"},
        ],
        state=[
            "{S} {am|is} {v}.",
            "{S} {follow|follows} {v_d}.",
            "[u]Diet: {v}.",
            "{P} diet is {v}.",
            "{S} {eat|eats} {v}.",
            "Dietary preference ({t}): {v}.",
            "{S} {keep|keeps} to {v_d}.",
            "[a]{S} {am|is} {v}, so team lunches need a bit of planning.",
        ],
        change=[
            "{S} went {v} last month.",
            "{S} {have|has} switched to {v_d}.",
            "{S} {am|is} {v} now.",
            "{S} stopped being {x} and {am|is} {v} these days.",
        ],
        retract=[
            "{S} {am|is} no longer {v}.",
            "{S} gave up being {v}.",
            "{S} {have|has} dropped {v_d}.",
        ],
        negate=["{S} {am|is} not {v}.", "{S} {have|has} never been {v}."],
        correct=["{S} {am|is} {v}, not {x}.", "[u]Correction on diet: {v}, not {x}."],
        detail=[
            "{S} {am|is} {v} and especially {like|likes} Indian food.",
            "{S} {am|is} {v}, and {s} {cook|cooks} most meals at home.",
        ],
        near=["{S} {run|runs} a small {v} recipe blog.", "{P} partner is {v}."],
        past=[
            "{S} {was|was} {v} for a while in college.",
            "As a teenager, {s} tried going {v}.",
        ],
        plan=["{S} {am|is} thinking about going {v}.", "{S} might try {v_d} in January."],
        question=["Are there good {v} restaurants nearby?", "Is {v_d} healthy long term?"],
    ),
    Family(
        name="phone",
        domain="devices",
        values=vals(
            "iPhone 15",
            "iPhone 13",
            "Pixel 8",
            "Pixel 7a",
            "Galaxy S23",
            "Galaxy A54",
            {"v": "OnePlus 12", "a": "a OnePlus 12"},
            "Fairphone 5",
        ),
        state=[
            "{S} {use|uses} {va}.",
            "{P} phone is {va}.",
            "[u]Phone: {v}.",
            "{v} is {p} daily phone.",
            "{S} {have|has} {va} as {p} main phone.",
            "Phone model ({t}): {v}.",
            "{S} {carry|carries} {va}.",
            "[a]{S} {use|uses} {va}, mostly for photos and podcasts.",
        ],
        change=[
            "{S} switched to {va}.",
            "{S} got a new phone: {va}.",
            "{S} upgraded from {p} {x} to {va}.",
            "{S} {am|is} on {va} now.",
        ],
        retract=["{S} sold {p} {v}.", "{S} {do|does}n't use the {v} anymore."],
        negate=["{S} {do|does} not have {va}.", "{S} {have|has} never owned {va}."],
        correct=["{P} phone is {va}, not {xa}.", "Wrong model earlier: {s} {use|uses} {va}."],
        detail=["{P} phone is {va} in dark green.", "{S} {use|uses} {va} with a cracked case."],
        near=["{P} work phone is {va}.", "{S} bought {va} for {p} mother."],
        past=["{P} first smartphone was {va}.", "{S} had {va} a few years ago."],
        plan=["{S} {am|is} thinking about getting {va}.", "{S} might buy {va} on Black Friday."],
        question=["Is {va} worth the price?", "Does {va} have good battery life?"],
    ),
    Family(
        name="favourite_team",
        domain="preferences",
        values=vals(
            "Arsenal",
            "Liverpool",
            "Chelsea",
            "Tottenham",
            "Manchester United",
            "Newcastle",
            "Aston Villa",
            "Everton",
        ),
        state=[
            "{S} {support|supports} {v}.",
            "{P} favourite team is {v}.",
            "{S} {am|is} {va} fan.",
            "[u]Team: {v}.",
            "{v} is {p} team.",
            "Football club ({t}): {v}.",
            "{S} {cheer|cheers} for {v}.",
            "[a]{S} {support|supports} {v} and rarely {miss|misses} a match on TV.",
        ],
        change=[
            "{S} switched allegiance to {v}.",
            "{S} {support|supports} {v} now.",
            "{S} {have|has} become {va} fan.",
        ],
        retract=[
            "{S} {do|does}n't follow {v} anymore.",
            "{S} {have|has} stopped supporting {v}.",
        ],
        negate=["{S} {am|is} not {va} fan.", "{S} {have|has} never supported {v}."],
        correct=["{P} team is {v}, not {x}."],
        near=[
            "{S} went to see {v} play last weekend.",
            "{S} {think|thinks} {v} will win the league this year.",
            "{S} {own|owns} an old {v} scarf that belonged to {p} grandfather.",
        ],
        past=["{S} supported {v} as a kid."],
        plan=["{S} {want|wants} to see {v} play at home someday."],
        question=["When does {v} play next?", "Who is {v}'s top scorer this season?"],
    ),
    Family(
        name="car",
        domain="other",
        values=vals(
            "Toyota Corolla",
            "Honda Civic",
            "Tesla Model 3",
            "Volkswagen Golf",
            "Subaru Outback",
            "Ford Focus",
            "Kia Niro",
            "Mazda CX-5",
            "Volvo XC40",
        ),
        state=[
            "{S} {drive|drives} {va}.",
            "{P} car is {va}.",
            "[u]Car: {v}.",
            "{S} {own|owns} {va}.",
            "{va} is what {s} {drive|drives}.",
            "Vehicle ({t}): {v}.",
            "{S} {get|gets} around in {va}.",
            "[a]{S} {drive|drives} {va}, which is handy for weekend trips.",
        ],
        change=[
            "{S} traded in the {x} for {va}.",
            "{S} replaced {p} old car with {va}.",
            "{S} {drive|drives} {va} now.",
        ],
        retract=["{S} sold {p} {v}.", "{S} {do|does}n't have a car anymore."],
        negate=["{S} {do|does} not own {va}.", "{S} {have|has} never had {va}."],
        correct=["{S} {drive|drives} {va}, not {xa}."],
        detail=["{P} car is a grey {v}.", "{S} {drive|drives} {va} with a roof box."],
        near=["{P} company car is {va}.", "{S} rented {va} for the holiday trip."],
        past=["{S} learned to drive in {va}.", "{P} first car was {va}."],
        plan=["{S} {am|is} saving up for {va}.", "{S} might lease {va} next year."],
        question=["Is {va} expensive to insure?", "How reliable is {va}?"],
    ),
    Family(
        name="gym",
        domain="health",
        values=vals(
            "Planet Fitness",
            "Equinox",
            "PureGym",
            "Anytime Fitness",
            "Gold's Gym",
            "the YMCA",
            "F45",
            "Crunch Fitness",
        ),
        state=[
            "{S} {am|is} a member of {v}.",
            "{S} {work|works} out at {v}.",
            "[u]Gym: {v}.",
            "{P} gym is {v}.",
            "{S} {train|trains} at {v}.",
            "Gym membership ({t}): {v}.",
            "{v} is where {s} {work|works} out.",
            "[a]{S} {train|trains} at {v}, usually before work.",
        ],
        change=[
            "{S} switched gyms to {v}.",
            "{S} cancelled {x} and joined {v}.",
            "{S} {work|works} out at {v} now.",
        ],
        retract=[
            "{S} cancelled {p} membership at {v}.",
            "{S} {do|does}n't go to {v} anymore.",
        ],
        negate=["{S} {am|is} not a member of {v}.", "{S} {have|has} never trained at {v}."],
        correct=["{S} {train|trains} at {v}, not {x}."],
        detail=["{S} {work|works} out at {v}, mostly on the rowing machines."],
        near=["{S} {have|has} a free trial class at {v} on Saturday."],
        past=["{S} trained at {v} years ago."],
        plan=["{S} {am|is} thinking about joining {v}."],
        question=["How much is a membership at {v}?"],
    ),
    Family(
        name="doctor",
        domain="health",
        values=vals(
            "Dr. Patel",
            "Dr. Nguyen",
            "Dr. Okafor",
            "Dr. Rossi",
            "Dr. Kim",
            "Dr. Schneider",
            "Dr. Haddad",
        ),
        state=[
            "{P} GP is {v}.",
            "{S} {see|sees} {v} as {p} family doctor.",
            "[u]Doctor: {v}.",
            "{v} is {p} doctor.",
            "{S} {go|goes} to {v} for check-ups.",
            "Primary care physician ({t}): {v}.",
            "{P} family doctor is {v}.",
            "[a]{S} {see|sees} {v} for everything routine; the clinic is close to home.",
        ],
        change=[
            "{S} switched to a new GP, {v}.",
            "{S} {see|sees} {v} now for check-ups.",
            "{S} moved from {x} to {v} as {p} doctor.",
        ],
        retract=["{S} no longer {see|sees} {v}.", "{v} is no longer {p} doctor."],
        negate=["{v} is not {p} doctor.", "{S} {have|has} never been a patient of {v}."],
        correct=["{P} GP is {v}, not {x}."],
        near=[
            "{P} dentist is {v}.",
            "{S} {have|has} a dermatology appointment with {v} on Friday.",
            "{P} physiotherapist is {v}.",
        ],
        past=["{P} paediatrician growing up was {v}."],
        plan=["{S} {am|is} thinking about registering with {v}."],
        question=["Does {v} take weekend appointments?"],
    ),
    Family(
        name="children",
        domain="family",
        values=EN_CHILDREN,
        order="next",
        relations=("sister", "brother", "friend", "colleague", "cousin"),
        state=[
            "{S} {have|has} {v}.",
            "{S} {am|is} a parent of {v}.",
            "[u]Kids: {v_n}.",
            "Number of children ({t}): {v_n}.",
            "{P} household includes {v}.",
            "{S} {am|is} raising {v}.",
            "[a]{S} {have|has} {v}, so weekends are mostly school sports.",
        ],
        change=[
            "{S} just had another baby; that makes {v}.",
            "{S} now {have|has} {v}.",
            "With the new baby, {s} {have|has} {v}.",
        ],
        correct=[
            "{S} {have|has} {v}, not {x}.",
            "Actually {s} {have|has} {v}; the earlier count of {x_n} was wrong.",
        ],
        past=["{S} grew up with {v_s}."],
        plan=["{S} would like to have {v} someday."],
        question=[
            "Is a three-bedroom flat enough for {v}?",
            "How do parents of {v} manage school holidays?",
        ],
    ),
    Family(
        name="age",
        domain="other",
        values=EN_AGES,
        order="next",
        state=[
            "{S} {am|is} {v}.",
            "{S} {am|is} {v} years old.",
            "[u]Age: {v}.",
            "Age ({t}): {v}.",
            "{P} age is {v}.",
            "{S} {am|is} aged {v}.",
            "[a]{S} {am|is} {v}, one of the younger people on {p} team.",
        ],
        change=[
            "{S} just turned {v}.",
            "{S} celebrated {p} {v_o} birthday last week.",
            "{S} {am|is} {v} now.",
        ],
        correct=["{S} {am|is} {v}, not {x}.", "Correction: {p} age is {v}, not {x}."],
        past=[
            "{S} moved abroad at {v}.",
            "{S} got {p} first job at {v}.",
            "{S} learned to drive at {v}.",
        ],
        plan=["{S} {want|wants} to run a marathon before turning {v}."],
        question=["What's a reasonable savings target at {v}?"],
    ),
    Family(
        name="salary_band",
        domain="finance",
        values=vals(
            "$60k–$70k", "$70k–$80k", "$80k–$90k", "$90k–$100k", "$100k–$120k", "$120k–$140k"
        ),
        order="up",
        relations=WORKERS,
        state=[
            "{P} salary band is {v}.",
            "{S} {earn|earns} {v} a year.",
            "[u]Salary: {v}.",
            "Salary band ({t}): {v}.",
            "{S} {am|is} paid in the {v} range.",
            "{P} annual pay is {v}.",
            "[a]{S} {earn|earns} {v}, which covers rent with a bit left over.",
        ],
        change=[
            "{S} got a raise; {p} band is now {v}.",
            "After the promotion, {s} {earn|earns} {v}.",
            "{P} salary moved up to {v} this year.",
        ],
        correct=["{P} salary band is {v}, not {x}."],
        near=["{P} team's hiring budget per role is {v}."],
        past=["{S} earned {v} at {p} first job."],
        plan=[
            "{S} {am|is} hoping to negotiate {v} at the next review.",
            "{S} would ask for {v} if {s} changed jobs.",
        ],
        question=["Is {v} a fair salary for a senior analyst?"],
    ),
    Family(
        name="allergy_severity",
        domain="health",
        values=[
            {"v": "mild", "adv": "mildly"},
            {"v": "moderate", "adv": "moderately"},
            {"v": "severe", "adv": "severely"},
        ],
        contexts=[
            {"v": "peanut", "n": "peanuts"},
            {"v": "shellfish", "n": "shellfish"},
            {"v": "pollen", "n": "pollen"},
            {"v": "cat", "n": "cats"},
        ],
        state=[
            "{P} {c} allergy is {v}.",
            "{S} {have|has} a {v} {c} allergy.",
            "[u]Allergy: {c}, {v}.",
            "{c} allergy ({t}): {v}.",
            "{S} {am|is} {v_adv} allergic to {c_n}.",
            "The {c} allergy {s} {have|has} is {v}.",
            "[a]{S} {have|has} a {v} {c} allergy, so {s} always {check|checks} labels.",
        ],
        change=[
            "{P} {c} allergy has become {v}.",
            "The allergist now rates {p} {c} allergy as {v}.",
            "{P} {c} allergy is {v} these days.",
        ],
        negate=[
            "{S} {am|is} not allergic to {c_n} at all.",
            "{S} {have|has} never had a {c} allergy.",
        ],
        correct=["{P} {c} allergy is {v}, not {x}."],
        near=["{P} {c2} allergy is {v}.", "{S} {have|has} a {v} {c2} allergy."],
        past=["As a child, {s} had a {v} {c} allergy."],
        plan=["The allergist will retest next month to see whether {p} {c} allergy is {v} now."],
        question=["Does a {v} {c} allergy need an EpiPen?"],
    ),
    Family(
        name="bedtime",
        domain="schedule",
        values=vals("10 pm", "10:30 pm", "11 pm", "11:30 pm", "midnight", "12:30 am", "1 am"),
        state=[
            "{S} usually {go|goes} to bed at {v}.",
            "{P} bedtime is {v}.",
            "[u]Bedtime: {v}.",
            "Lights out ({t}): {v}.",
            "{S} {am|is} normally in bed by {v}.",
            "{S} {turn|turns} in at {v} most nights.",
            "{v} is when {s} usually {go|goes} to sleep.",
            "[a]{S} usually {go|goes} to bed at {v}, after reading for a bit.",
        ],
        change=[
            "{S} {have|has} started going to bed at {v}.",
            "{P} bedtime moved to {v}.",
            "{S} {go|goes} to bed at {v} now.",
        ],
        correct=["{P} bedtime is {v}, not {x}."],
        near=[
            "{S} {stop|stops} checking email at {v}.",
            "Quiet hours in {p} building start at {v}.",
        ],
        past=["In college, {s} rarely went to bed before {v}."],
        plan=["{S} {want|wants} to start going to bed at {v}."],
        question=["Is {v} too late a bedtime for an adult?"],
    ),
    Family(
        name="commute_mode",
        domain="travel",
        values=vals("by bike", "by train", "by car", "by bus", "on foot", "by scooter"),
        relations=EMPLOYABLE,
        state=[
            "{S} {commute|commutes} to work {v}.",
            "{S} {get|gets} to the office {v}.",
            "[u]Commute: {v}.",
            "Commute mode ({t}): {v}.",
            "{P} commute is {v}.",
            "{S} usually {go|goes} to work {v}.",
            "{S} {travel|travels} to work {v} every day.",
            "[a]{S} {commute|commutes} {v}; it takes about forty minutes each way.",
        ],
        change=[
            "{S} {have|has} started commuting {v}.",
            "{S} {go|goes} to work {v} now.",
            "{S} switched from commuting {x} to going {v}.",
        ],
        retract=[
            "{S} no longer {commute|commutes} {v}.",
            "{S} {have|has} stopped going to work {v}.",
        ],
        negate=["{S} {do|does} not commute {v}.", "{S} never {go|goes} to work {v}."],
        correct=["{S} {commute|commutes} {v}, not {x}."],
        near=[
            "{S} {take|takes} the kids to school {v}.",
            "On weekends {s} {go|goes} grocery shopping {v}.",
        ],
        past=["As a student, {s} got to class {v}."],
        plan=[
            "{S} {am|is} thinking about commuting {v}.",
            "Once the weather improves, {s} might go to work {v}.",
        ],
        question=["Is it safe to commute {v} in winter?"],
    ),
    Family(
        name="manager",
        domain="employment",
        values=vals(
            "Rachel Kim", "David Osei", "Helen Brandt", "Victor Alves", "Grace Liu", "Martin Novak"
        ),
        relations=EMPLOYABLE,
        state=[
            "{P} manager is {v}.",
            "{S} {report|reports} to {v}.",
            "{v} manages {o}.",
            "[u]Manager: {v}.",
            "{v} is {p} line manager.",
            "Reports to ({t}): {v}.",
            "{P} boss is {v}.",
            "[a]{S} {report|reports} to {v}, who runs the weekly planning meeting.",
        ],
        change=[
            "{S} {have|has} a new manager, {v}.",
            "{S} now {report|reports} to {v}.",
            "After the reorg, {p} manager is {v} instead of {x}.",
        ],
        retract=["{v} is no longer {p} manager.", "{S} no longer {report|reports} to {v}."],
        negate=["{v} is not {p} manager.", "{S} {have|has} never reported to {v}."],
        correct=["{P} manager is {v}, not {x}."],
        near=["{P} mentor is {v}.", "{S} {sit|sits} next to {v} in the office."],
        past=["At {p} previous job, {p} manager was {v}."],
        plan=["{S} might move to {v}'s team next quarter."],
        question=["Is {v} easy to work for?"],
    ),
    Family(
        name="team_size",
        domain="employment",
        values=vals(*[str(n) for n in range(4, 16)]),
        relations=EMPLOYABLE,
        state=[
            "{P} team has {v} people.",
            "{S} {work|works} on a team of {v}.",
            "[u]Team size: {v}.",
            "Team size ({t}): {v}.",
            "There are {v} people on {p} team.",
            "{P} team is {v} strong.",
            "{v} people make up {p} team.",
            "[a]{P} team has {v} people, spread across two time zones.",
        ],
        change=[
            "After the reorg, {p} team has {v} people.",
            "{P} team is {v} people now.",
            "Headcount on {p} team changed from {x} to {v}.",
        ],
        correct=["{P} team has {v} people, not {x}."],
        near=["{P} book club has {v} members.", "{P} team closed {v} tickets this week."],
        past=["When {s} joined, {p} team had {v} people."],
        plan=["{P} team could reach {v} people after the hiring round."],
        question=["Is a team of {v} too big for one manager?"],
    ),
    Family(
        name="work_language",
        domain="employment",
        values=vals("Python", "Go", "Java", "TypeScript", "Rust", "C#", "Kotlin", "Ruby", "Scala"),
        relations=WORKERS,
        state=[
            "{S} mostly {write|writes} {v} at work.",
            "{P} main language at work is {v}.",
            "[u]Work language: {v}.",
            "Primary language at work ({t}): {v}.",
            "At work, {s} {code|codes} mainly in {v}.",
            "{v} is what {s} {use|uses} day to day at {p} job.",
            "{P} day job is mostly {v} code.",
            "[a]{S} mostly {write|writes} {v} at work, with the odd shell script.",
        ],
        change=[
            "{P} team moved to {v}, so that's what {s} {write|writes} now.",
            "{S} {have|has} switched from {x} to {v} at work.",
            "{S} mostly {write|writes} {v} at work these days.",
        ],
        retract=["{S} no longer {write|writes} {v} at work."],
        negate=["{S} {do|does} not use {v} at work.", "{S} {have|has} never written {v} at work."],
        correct=["{S} mostly {write|writes} {v} at work, not {x}."],
        near=[
            "{S} {am|is} learning {v} in {p} spare time.",
            "{S} {use|uses} {v} for weekend side projects.",
        ],
        past=["{P} first programming language was {v}.", "{S} wrote {v} at university."],
        plan=["{P} team is considering a rewrite in {v}.", "{S} might pick up {v} next quarter."],
        question=["Is {v} a good choice for backend services?"],
    ),
    Family(
        name="subscription_plan",
        domain="finance",
        values=vals("Basic", "Standard", "Premium", "Family"),
        contexts=vals("Spotify", "Netflix", "Dropbox", "YouTube", "Duolingo"),
        state=[
            "{S} {am|is} on the {c} {v} plan.",
            "{P} {c} plan is {v}.",
            "[u]{c}: {v} plan.",
            "{c} plan ({t}): {v}.",
            "{S} {pay|pays} for {c} {v}.",
            "{S} {have|has} a {c} {v} subscription.",
            "{c} {v} is the plan {s} {have|has}.",
            "[a]{S} {am|is} on the {c} {v} plan, billed monthly.",
        ],
        change=[
            "{S} changed {p} {c} plan to {v}.",
            "{S} moved {p} {c} subscription from {x} to {v}.",
            "{S} {am|is} on {c} {v} now.",
        ],
        retract=["{S} cancelled {p} {c} subscription.", "{S} no longer {pay|pays} for {c}."],
        negate=["{S} {am|is} not on {c} {v}.", "{S} {have|has} never had a {c} {v} subscription."],
        correct=["{S} {am|is} on {c} {v}, not {x}."],
        near=["{S} {am|is} on the {c2} {v} plan.", "{S} {have|has} {c2} {v} through work."],
        past=["{S} had {c} {v} back in college."],
        plan=["{S} {am|is} thinking about switching to {c} {v}."],
        question=["How much does {c} {v} cost per month?"],
    ),
    Family(
        name="project_lead",
        domain="organisation",
        entity=True,
        values=vals("Maya", "Daniel", "Sofia", "Kenji", "Leila", "Omar", "Ines"),
        state=[
            "{v} leads {s}.",
            "{S} is led by {v}.",
            "{T} lead: {v}.",
            "{v} is the project lead for {s}.",
            "{v} runs {s}.",
            "{P} lead is {v}.",
            "{S} has {v} as its lead.",
            "[a]{v} leads {s} and chairs its Monday stand-up.",
        ],
        change=[
            "{v} took over as lead of {s}.",
            "{S} has a new lead: {v}.",
            "{v} replaced {x} as lead of {s}.",
        ],
        retract=["{v} stepped down as lead of {s}.", "{v} is no longer leading {s}."],
        negate=["{v} does not lead {s}.", "{v} has never been the lead of {s}."],
        correct=["{S} is led by {v}, not {x}.", "It's {v}, not {x}, who leads {s}."],
        near=[
            "{v} is the designer on {s}.",
            "{v} does QA for {s}.",
            "{v} reviews the budget for {s}.",
        ],
        past=["{v} led {s} during its pilot two years ago."],
        plan=["{v} may take over {s} next quarter."],
        question=["Would {v} be a good lead for {s}?"],
    ),
    Family(
        name="languages",
        domain="other",
        multi=True,
        values=vals(
            "Spanish",
            "French",
            "German",
            "Japanese",
            "Mandarin",
            "Portuguese",
            "Italian",
            "Korean",
            "Arabic",
        ),
        state=[
            "{S} {speak|speaks} {v}.",
            "{S} can speak {v}.",
            "{v} is one of the languages {s} {speak|speaks}.",
            "[u]Speaks: {v}.",
            "Languages ({t}): {v}.",
            "{S} {am|is} {va} speaker.",
            "[a]{S} {speak|speaks} {v}, which comes in handy with {p} in-laws.",
        ],
        add=[
            "{S} also {speak|speaks} {v}.",
            "{S} {speak|speaks} {v} as well.",
            "{S} can speak {v} too.",
        ],
        retract=["{S} {have|has} forgotten most of {p} {v} and can't speak it anymore."],
        negate=["{S} {do|does} not speak {v}.", "{S} can't speak {v} at all."],
        correct=["{S} {speak|speaks} {v}, not {x}; the earlier note mixed them up."],
        plan=[
            "{S} {want|wants} to learn {v} next year.",
            "{S} {am|is} thinking about {v} lessons.",
        ],
        question=["Is {v} hard to learn?", "What's the best app for learning {v}?"],
    ),
    Family(
        name="pets",
        domain="pets",
        multi=True,
        values=[
            {"v": "a cat", "t": "cat"},
            {"v": "a dog", "t": "dog"},
            {"v": "a rabbit", "t": "rabbit"},
            {"v": "a parrot", "t": "parrot"},
            {"v": "a hamster", "t": "hamster"},
            {"v": "a tortoise", "t": "tortoise"},
            {"v": "a ferret", "t": "ferret"},
        ],
        state=[
            "{S} {have|has} {v}.",
            "{S} {own|owns} {v}.",
            "[u]Pet: {v_t}.",
            "Pet ({t}): {v_t}.",
            "There's {v} in {p} home.",
            "{S} {share|shares} {p} flat with {v}.",
            "{S} {am|is} the owner of {v}.",
            "[a]{S} {have|has} {v}, which mostly sleeps on the sofa.",
        ],
        add=[
            "{S} also {have|has} {v}.",
            "{S} just adopted {v}.",
            "{S} brought home {v} last week, alongside the {x_t}.",
        ],
        change=["{S} rehomed the {x_t} and got {v} instead."],
        retract=[
            "{S} rehomed {p} {v_t}.",
            "{S} {do|does}n't have the {v_t} anymore; it went to live with {p} parents.",
        ],
        negate=["{S} {do|does} not have {v}.", "{S} {have|has} never owned {v}."],
        correct=["{S} {have|has} {v}, not {x}; the earlier note was wrong."],
        past=["{S} had {v} growing up."],
        plan=["{S} {am|is} thinking about getting {v}."],
        question=["Is {v} a good pet for a small flat?"],
    ),
    Family(
        name="hobbies",
        domain="hobbies",
        multi=True,
        values=vals(
            "rock climbing",
            "chess",
            "pottery",
            "running",
            "photography",
            "knitting",
            "salsa dancing",
            "birdwatching",
            "gardening",
        ),
        state=[
            "{S} {enjoy|enjoys} {v}.",
            "{S} {am|is} into {v}.",
            "{v} is one of {p} hobbies.",
            "[u]Hobby: {v}.",
            "Hobbies ({t}): {v}.",
            "{S} {spend|spends} a lot of free time on {v}.",
            "{v} is something {s} {do|does} for fun.",
            "[a]{S} {enjoy|enjoys} {v}; most weekends revolve around it.",
        ],
        add=[
            "{S} also {enjoy|enjoys} {v}.",
            "{S} recently took up {v}.",
            "{S} picked up {v} as a new hobby.",
        ],
        change=[
            "{S} gave up {x} and switched to {v}.",
            "{S} quit {x}; these days it's {v} instead.",
        ],
        retract=["{S} {have|has} given up {v}.", "{S} {do|does}n't do {v} anymore."],
        negate=["{S} {do|does} not actually enjoy {v}.", "{v} is not one of {p} hobbies."],
        correct=["{S} {enjoy|enjoys} {v}, not {x}; wrong hobby in the earlier note."],
        past=["{S} tried {v} once as a teenager."],
        plan=[
            "{S} {want|wants} to try {v} someday.",
            "{S} {am|is} signing up for a {v} class next month.",
        ],
        question=["Is {v} expensive to get into?", "Where can {s} try {v} nearby?"],
    ),
    Family(
        name="friends",
        domain="relationships",
        multi=True,
        values=vals("Jonas", "Aisha", "Carlos", "Mei", "Felix", "Ingrid", "Ravi", "Noor"),
        state=[
            "{S} {am|is} close friends with {v}.",
            "{v} is one of {p} close friends.",
            "{v} and {s} are close friends.",
            "[u]Close friend: {v}.",
            "Close friends ({t}): {v}.",
            "{S} {have|has} a close friend named {v}.",
            "{S} {count|counts} {v} as a close friend.",
            "[a]{v} and {s} are close friends and go hiking together most months.",
        ],
        add=[
            "{S} {am|is} also close friends with {v}.",
            "{S} {have|has} become close friends with {v} too.",
            "{S} made a new close friend, {v}.",
        ],
        retract=[
            "{S} {am|is} no longer friends with {v}.",
            "{S} fell out with {v} and {we|they} don't talk anymore.",
        ],
        negate=["{v} is not actually {p} friend; {we|they} barely know each other."],
        correct=["{P} close friend is {v}, not {x}; wrong name earlier."],
        past=["{S} {was|was} friends with {v} in primary school."],
        plan=["{S} {am|is} meeting {v} for the first time next week."],
        question=["Should {s} invite {v} to the party?"],
    ),
]


# --------------------------------------------------------------------------------------------
# Chinese families
# --------------------------------------------------------------------------------------------

ZH_CHILDREN = [
    {"v": "一个孩子", "n": "1", "w": "一"},
    {"v": "两个孩子", "n": "2", "w": "两"},
    {"v": "三个孩子", "n": "3", "w": "三"},
    {"v": "四个孩子", "n": "4", "w": "四"},
]

ZH_FAMILIES: list[Family] = [
    Family(
        name="residence",
        domain="residence",
        values=vals(
            "北京",
            "上海",
            "杭州",
            "成都",
            "深圳",
            "广州",
            "南京",
            "武汉",
            "西安",
            "苏州",
            "厦门",
            "重庆",
        ),
        state=[
            "{S}住在{v}。",
            "{S}家在{v}。",
            "[u]现居{v}。",
            "{P}住址在{v}。",
            "[1]我在{v}安家了。",
            "常住城市（{T}）：{v}",
            "{v}是{S}住的城市。",
            "{S}目前住{v}。",
            "[a]{S}住在{v}，很喜欢那边的生活节奏。",
        ],
        change=[
            "{S}搬到{v}了。",
            "{S}上个月从{x}搬去了{v}。",
            "{S}最近在{v}安顿下来了。",
            "{S}现在住在{v}。",
        ],
        retract=["{S}已经不住在{v}了。", "{S}从{v}搬走了。"],
        negate=["{S}并不住在{v}。", "{S}从来没在{v}住过。"],
        correct=["{S}住在{v}，不是{x}。", "{S}其实住在{v}，之前记成{x}是错的。"],
        detail=["{S}住在{v}，租了一套离地铁站很近的两居室。", "{P}家在{v}的老城区。"],
        near=["{S}在{v}上班。", "{P}公司总部在{v}。", "{S}出生在{v}。", "{S}每个月都要去{v}出差。"],
        past=["{S}小时候在{v}住过。", "{S}的童年是在{v}度过的。"],
        plan=["{S}在考虑搬到{v}。", "{S}打算明年搬去{v}。", "如果拿到那份工作，{S}可能会搬到{v}。"],
        question=["{v}适合居住吗？", "{S}问{v}的房租贵不贵。"],
    ),
    Family(
        name="employer",
        domain="employment",
        values=vals(
            "腾讯",
            "阿里巴巴",
            "字节跳动",
            "华为",
            "美团",
            "京东",
            "小米",
            "网易",
            "百度",
            "招商银行",
            "比亚迪",
            "携程",
        ),
        relations=EMPLOYABLE,
        state=[
            "{S}在{v}工作。",
            "{S}是{v}的员工。",
            "{P}雇主是{v}。",
            "[u]工作单位：{v}",
            "{v}是{S}上班的公司。",
            "{S}在{v}上班。",
            "{S}就职于{v}。",
            "所在公司（{T}）：{v}",
            "[a]{S}在{v}工作，虽然通勤远，但很喜欢团队氛围。",
        ],
        change=[
            "{S}跳槽去了{v}。",
            "{S}从{x}离职，加入了{v}。",
            "{S}上个月入职了{v}。",
            "{S}现在在{v}上班。",
        ],
        retract=["{S}已经从{v}离职了。", "{S}不在{v}干了。"],
        negate=["{S}并不在{v}工作。", "{S}从没在{v}工作过。"],
        correct=["{S}其实是在{v}工作，不是{x}。", "之前写错了公司，{P}雇主是{v}，不是{x}。"],
        detail=["{S}在{v}工作，做支付相关的业务。", "{S}在{v}的数据平台部门上班。"],
        near=["{S}买了一些{v}的股票。", "{P}室友在{v}工作。", "{S}是{v}的老用户。"],
        past=["{S}大学时在{v}实习过。", "几年前{S}在{v}做过短期外包。"],
        plan=["{S}下周要去{v}面试。", "{S}在考虑跳槽到{v}。"],
        question=["{v}的工作氛围怎么样？", "{v}的面试难不难？"],
    ),
    Family(
        name="job_title",
        domain="employment",
        values=vals(
            "产品经理",
            "前端工程师",
            "数据分析师",
            "UI设计师",
            "项目经理",
            "测试工程师",
            "运营经理",
            "会计",
            "护士",
            "架构师",
        ),
        relations=EMPLOYABLE,
        state=[
            "{S}是{v}。",
            "{P}职位是{v}。",
            "{S}在公司做{v}。",
            "[u]职位：{v}",
            "职位（{T}）：{v}",
            "{S}担任{v}。",
            "{S}的头衔是{v}。",
            "[a]{S}是{v}，平时工作挺忙的。",
        ],
        change=["{S}升职成了{v}。", "{S}转岗做{v}了。", "{S}现在是{v}。", "{S}从{x}转成了{v}。"],
        retract=["{S}已经不做{v}了。", "{S}不再担任{v}。"],
        negate=["{S}并不是{v}。", "{S}从来没当过{v}。"],
        correct=["{S}是{v}，不是{x}。"],
        near=["{S}正在帮团队招{v}。", "{S}手下带着两个{v}。"],
        past=["{S}刚毕业时做过{v}。", "{S}以前当过一年{v}。"],
        plan=["{S}在投{v}的岗位。", "{S}想转行做{v}。"],
        question=["{v}一般薪资多少？", "做{v}压力大吗？"],
    ),
    Family(
        name="school",
        domain="education",
        values=vals(
            "复旦大学",
            "浙江大学",
            "北京大学",
            "南京大学",
            "武汉大学",
            "中山大学",
            "同济大学",
            "厦门大学",
            "四川大学",
        ),
        relations=STUDENTS,
        state=[
            "{S}在{v}读书。",
            "{S}是{v}的学生。",
            "{S}就读于{v}。",
            "[u]学校：{v}",
            "就读学校（{T}）：{v}",
            "{v}是{S}读书的学校。",
            "{S}在{v}上学。",
            "[a]{S}在{v}读书，宿舍离图书馆很近。",
        ],
        change=["{S}转学到了{v}。", "{S}现在在{v}读书。", "{S}这学期从{x}转到了{v}。"],
        retract=["{S}从{v}退学了。", "{S}已经不在{v}读了。"],
        negate=["{S}不是{v}的学生。", "{S}从没在{v}读过书。"],
        correct=["{S}在{v}读书，不是{x}。"],
        near=["{S}住在{v}附近。", "{S}周末常去{v}听公开讲座。"],
        past=["{S}高中时在{v}参加过夏令营。"],
        plan=["{S}打算申请{v}的研究生。", "{S}以后可能去{v}读博。"],
        question=["{v}的计算机专业怎么样？", "考{v}难不难？"],
    ),
    Family(
        name="partner",
        domain="relationships",
        values=vals("张伟", "林晓", "陈浩", "周婷", "赵磊", "孙悦", "吴凡", "郑琳"),
        relations=NOT_PARENT,
        state=[
            "{P}对象是{v}。",
            "{S}在和{v}谈恋爱。",
            "{P}伴侣是{v}。",
            "[u]伴侣：{v}",
            "伴侣（{T}）：{v}",
            "{S}和{v}是一对。",
            "{v}是{P}另一半。",
            "[a]{S}和{v}在交往，两人是在攀岩馆认识的。",
        ],
        change=[
            "{S}现在的对象是{v}。",
            "{S}开始和{v}交往了。",
            "{S}和{x}分手后，现在和{v}在一起。",
        ],
        retract=["{S}和{v}分手了。", "{v}已经不是{P}对象了。"],
        negate=["{v}不是{P}对象，只是普通朋友。", "{S}并没有在和{v}谈恋爱。"],
        correct=["{P}对象是{v}，不是{x}。"],
        near=["{P}最好的朋友是{v}。", "{S}每周五和同事{v}一起吃午饭。", "{P}健身教练是{v}。"],
        past=["{S}大学时和{v}谈过恋爱。"],
    ),
    Family(
        name="preferred_name",
        domain="name",
        values=vals("小林", "阿凯", "Lily", "小鱼", "团团", "Kevin", "安安", "老周"),
        state=[
            "{S}喜欢别人叫自己{v}。",
            "{S}希望被称呼为{v}。",
            "称呼（{T}）：{v}",
            "叫{S}{v}就行。",
            "{v}是{S}喜欢的称呼。",
            "{S}让大家叫自己{v}。",
            "[u]称呼：{v}",
            "[a]{S}让大家叫自己{v}，正式文件上才用全名。",
        ],
        change=[
            "从现在起请叫{S}{v}。",
            "{S}改了称呼，现在让大家叫{v}。",
            "{S}不想再被叫{x}，请改叫{v}。",
        ],
        retract=["{S}不再用{v}这个称呼了。", "别再叫{S}{v}了。"],
        negate=["{S}从来不叫{v}。", "{v}根本不是{S}的称呼。"],
        correct=["{S}的称呼是{v}，不是{x}。"],
        near=["{P}猫叫{v}。", "{P}家的Wi-Fi名叫{v}。"],
        past=["{S}小时候的外号是{v}。"],
        plan=["{S}在考虑去新公司后用{v}这个名字。"],
        question=["{v}这个名字有什么寓意吗？"],
    ),
    Family(
        name="diet",
        domain="diet",
        values=vals("素食", "纯素", "鱼素", "生酮饮食", "地中海饮食", "弹性素食"),
        state=[
            "{S}吃{v}。",
            "{S}坚持{v}。",
            "{P}饮食方式是{v}。",
            "[u]饮食：{v}",
            "饮食习惯（{T}）：{v}",
            "{S}平时按{v}的方式吃饭。",
            "{v}是{S}的饮食习惯。",
            "[a]{S}吃{v}，聚餐时会提前跟餐厅说明。",
        ],
        change=[
            "{S}改成{v}了。",
            "{S}现在吃{v}。",
            "{S}上个月开始改吃{v}。",
            "{S}不再吃{x}，换成了{v}。",
        ],
        retract=["{S}不再吃{v}了。", "{S}已经放弃{v}了。"],
        negate=["{S}并不吃{v}。", "{S}其实没有在吃{v}。"],
        correct=["{S}吃的是{v}，不是{x}。"],
        detail=["{S}吃{v}，尤其喜欢印度菜。", "{S}吃{v}，基本都在家自己做饭。"],
        near=["{S}在运营一个{v}食谱账号。", "{P}室友吃{v}。"],
        past=["{S}大学时吃过一段时间{v}。"],
        plan=["{S}在考虑改吃{v}。", "{S}打算明年一月试试{v}。"],
        question=["附近有适合{v}的餐厅吗？", "长期{v}健康吗？"],
    ),
    Family(
        name="phone",
        domain="devices",
        values=vals(
            "iPhone 15",
            "iPhone 13",
            "华为Mate 60",
            "小米14",
            "OPPO Find X7",
            "vivo X100",
            "荣耀Magic6",
            "华为P60",
        ),
        state=[
            "{S}用的是{v}。",
            "{P}手机是{v}。",
            "[u]手机：{v}",
            "手机型号（{T}）：{v}",
            "{S}在用{v}。",
            "{v}是{P}日常用机。",
            "{S}拿的手机是{v}。",
            "[a]{S}用{v}，主要拿来拍照和刷视频。",
        ],
        change=[
            "{S}换了{v}。",
            "{S}把{x}换成了{v}。",
            "{S}新买了{v}，旧手机不用了。",
            "{S}现在用{v}。",
        ],
        retract=["{S}把{v}卖掉了。", "{S}已经不用{v}了。"],
        negate=["{S}并没有{v}。", "{S}从来没用过{v}。"],
        correct=["{P}手机是{v}，不是{x}。"],
        detail=["{P}手机是{v}，黑色256G的。", "{S}用的是{v}，贴了防窥膜。"],
        near=["{P}工作手机是{v}。", "{S}给妈妈买了一台{v}。"],
        past=["{P}第一部智能手机是{v}。", "{S}几年前用过{v}。"],
        plan=["{S}在考虑入手{v}。", "{S}打算双十一买{v}。"],
        question=["{v}值得买吗？", "{v}续航怎么样？"],
    ),
    Family(
        name="favourite_team",
        domain="preferences",
        values=vals(
            "北京国安",
            "上海申花",
            "山东泰山",
            "上海海港",
            "成都蓉城",
            "浙江队",
            "武汉三镇",
            "天津津门虎",
        ),
        state=[
            "{S}支持{v}。",
            "{S}是{v}的球迷。",
            "{P}主队是{v}。",
            "[u]主队：{v}",
            "支持的球队（{T}）：{v}",
            "{v}是{S}最喜欢的球队。",
            "{S}最喜欢的球队是{v}。",
            "[a]{S}支持{v}，电视转播基本场场不落。",
        ],
        change=["{S}现在改支持{v}了。", "{S}转投{v}了。", "{S}不支持{x}了，改成了{v}的球迷。"],
        retract=["{S}已经不关注{v}了。", "{S}不再支持{v}了。"],
        negate=["{S}根本不是{v}的球迷。", "{S}从没支持过{v}。"],
        correct=["{P}主队是{v}，不是{x}。"],
        near=["{S}上周末去现场看了{v}的比赛。", "{S}觉得{v}今年能夺冠。"],
        past=["{S}小时候支持过{v}。"],
        plan=["{S}想找机会去{v}的主场看球。"],
        question=["{v}下一场什么时候踢？", "{v}这赛季战绩怎么样？"],
    ),
    Family(
        name="car",
        domain="other",
        values=vals(
            "比亚迪汉",
            "特斯拉Model 3",
            "丰田卡罗拉",
            "本田思域",
            "大众朗逸",
            "理想L7",
            "蔚来ET5",
            "小鹏P7",
        ),
        state=[
            "{S}开{v}。",
            "{P}车是{v}。",
            "[u]车：{v}",
            "座驾（{T}）：{v}",
            "{S}开的是一辆{v}。",
            "{v}是{P}代步车。",
            "{S}的座驾是{v}。",
            "[a]{S}开一辆{v}，周末常开去郊外。",
        ],
        change=["{S}换了辆{v}。", "{S}把{x}卖了，换成了{v}。", "{S}现在开{v}。"],
        retract=["{S}把{v}卖了。", "{S}已经不开车了。"],
        negate=["{S}并没有{v}。", "{S}从来没开过{v}。"],
        correct=["{S}开的是{v}，不是{x}。"],
        detail=["{P}车是一辆白色的{v}。", "{S}开{v}，车顶装了行李架。"],
        near=["{S}公司配的车是{v}。", "{S}周末租了一辆{v}去自驾。"],
        past=["{S}学车时开的是{v}。", "{P}第一辆车是{v}。"],
        plan=["{S}打算明年买{v}。", "{S}在攒钱买{v}。"],
        question=["{v}保养贵吗？", "{v}靠谱吗？"],
    ),
    Family(
        name="gym",
        domain="health",
        values=vals(
            "乐刻健身", "威尔士健身", "超级猩猩", "一兆韦德", "中体倍力", "金吉鸟健身", "舒适堡"
        ),
        state=[
            "{S}在{v}健身。",
            "{S}是{v}的会员。",
            "{P}健身房是{v}。",
            "[u]健身房：{v}",
            "健身房（{T}）：{v}",
            "{S}办的是{v}的卡。",
            "{v}是{S}常去的健身房。",
            "[a]{S}在{v}练，一般早上上班前去。",
        ],
        change=["{S}换到{v}练了。", "{S}退了{x}的卡，办了{v}。", "{S}现在去{v}健身。"],
        retract=["{S}退掉了{v}的会员。", "{S}不去{v}了。"],
        negate=["{S}不是{v}的会员。", "{S}从没在{v}练过。"],
        correct=["{S}在{v}健身，不是{x}。"],
        detail=["{S}在{v}健身，主要练划船机。"],
        near=["{S}周六约了{v}的一节体验课。"],
        past=["{S}几年前在{v}练过。"],
        plan=["{S}在考虑办{v}的卡。"],
        question=["{v}的年卡多少钱？"],
    ),
    Family(
        name="doctor",
        domain="health",
        values=vals("王医生", "李医生", "陈医生", "刘医生", "张医生", "黄医生", "周医生"),
        state=[
            "{P}家庭医生是{v}。",
            "{S}看病一般找{v}。",
            "[u]家庭医生：{v}",
            "家庭医生（{T}）：{v}",
            "{v}是{P}家庭医生。",
            "{S}定期找{v}做体检。",
            "{S}的全科医生是{v}。",
            "[a]{S}平时看病找{v}，诊所离家很近。",
        ],
        change=["{S}换了家庭医生，现在是{v}。", "{S}从{x}那里转到了{v}。", "{S}现在找{v}看病。"],
        retract=["{S}不再找{v}看病了。", "{v}已经不是{P}家庭医生了。"],
        negate=["{v}不是{P}家庭医生。", "{S}从没找{v}看过病。"],
        correct=["{P}家庭医生是{v}，不是{x}。"],
        near=["{P}牙医是{v}。", "{S}周五约了皮肤科的{v}。", "{P}康复理疗师是{v}。"],
        past=["{S}小时候的儿科医生是{v}。"],
        plan=["{S}在考虑换到{v}那里看病。"],
        question=["{v}周末出诊吗？"],
    ),
    Family(
        name="children",
        domain="family",
        values=ZH_CHILDREN,
        order="next",
        relations=("sister", "brother", "friend", "colleague", "cousin"),
        state=[
            "{S}有{v}。",
            "{S}家里有{v}。",
            "[u]孩子数量：{v_n}",
            "孩子数量（{T}）：{v_n}",
            "{S}是{v}的家长。",
            "{S}养了{v}。",
            "{P}家有{v}。",
            "[a]{S}有{v}，周末基本都在陪孩子上兴趣班。",
        ],
        change=["{S}又生了一个，现在有{v}了。", "{S}家添了个宝宝，现在有{v}。", "{S}现在有{v}了。"],
        correct=["{S}有{v}，不是{x}。", "之前记错了孩子数量，{S}有{v}。"],
        past=["{S}小时候家里有{v_w}个兄弟姐妹。"],
        plan=["{S}以后想要{v}。"],
        question=["养{v}一个月大概要花多少钱？"],
    ),
    Family(
        name="age",
        domain="other",
        values=vals(*[str(n) for n in range(26, 48)]),
        order="next",
        state=[
            "{S}今年{v}岁。",
            "{S}{v}岁。",
            "[u]年龄：{v}",
            "年龄（{T}）：{v}岁",
            "{P}年龄是{v}岁。",
            "{S}今年{v}周岁。",
            "[a]{S}今年{v}岁，在团队里算年轻的。",
        ],
        change=["{S}刚过完生日，现在{v}岁了。", "{S}满{v}岁了。", "{S}现在{v}岁了。"],
        correct=["{S}今年{v}岁，不是{x}岁。", "{P}年龄记错了，应该是{v}岁。"],
        past=["{S}{v}岁时出国留学。", "{S}{v}岁学会了开车。"],
        plan=["{S}想在{v}岁前跑一次全马。"],
        question=["{v}岁开始存养老金晚不晚？"],
    ),
    Family(
        name="salary_band",
        domain="finance",
        values=vals("15-20万", "20-30万", "30-40万", "40-50万", "50-70万", "70-100万"),
        order="up",
        relations=WORKERS,
        state=[
            "{S}年薪{v}。",
            "{P}薪资档位是{v}。",
            "[u]年薪：{v}",
            "年薪（{T}）：{v}",
            "{S}一年收入在{v}之间。",
            "{v}是{P}年薪范围。",
            "{S}的年收入是{v}。",
            "[a]{S}年薪{v}，付完房租还能存下一些。",
        ],
        change=[
            "{S}涨薪了，年薪到了{v}。",
            "升职后{P}年薪变成了{v}。",
            "{P}薪资档位今年调到了{v}。",
        ],
        correct=["{S}年薪{v}，不是{x}。"],
        near=["{P}团队招人预算是每人{v}。"],
        past=["{S}第一份工作年薪{v}。"],
        plan=["{S}希望下次调薪能到{v}。"],
        question=["年薪{v}在一线城市够用吗？"],
    ),
    Family(
        name="allergy_severity",
        domain="health",
        values=vals("轻微", "中度", "严重"),
        contexts=vals("花生", "海鲜", "花粉", "猫毛"),
        state=[
            "{S}对{c}{v}过敏。",
            "{P}{c}过敏是{v}的。",
            "[u]过敏：{c}（{v}）",
            "{c}过敏程度（{T}）：{v}",
            "{S}有{v}的{c}过敏。",
            "{P}{c}过敏属于{v}程度。",
            "{S}对{c}过敏，程度{v}。",
            "[a]{S}对{c}{v}过敏，买东西都会看配料表。",
        ],
        change=["{P}{c}过敏现在变成{v}了。", "最近复查，{P}{c}过敏已经是{v}程度。"],
        negate=["{S}其实对{c}不过敏。", "{S}从来没有{c}过敏。"],
        correct=["{P}{c}过敏是{v}的，不是{x}。"],
        near=["{S}对{c2}{v}过敏。", "{P}{c2}过敏属于{v}程度。"],
        past=["{S}小时候对{c}{v}过敏。"],
        plan=["{S}下个月复查，看{c}过敏是不是变成{v}了。"],
        question=["{v}的{c}过敏需要随身带肾上腺素吗？"],
    ),
    Family(
        name="bedtime",
        domain="schedule",
        values=vals("晚上十点", "晚上十点半", "晚上十一点", "晚上十一点半", "十二点", "凌晨一点"),
        state=[
            "{S}一般{v}睡觉。",
            "{P}睡觉时间是{v}。",
            "[u]作息：{v}睡",
            "睡觉时间（{T}）：{v}",
            "{S}通常{v}就睡了。",
            "{S}每天{v}上床。",
            "{v}是{S}平时睡觉的时间。",
            "[a]{S}一般{v}睡觉，睡前会看会儿书。",
        ],
        change=["{S}最近改成{v}睡了。", "{S}现在{v}睡觉。", "{P}作息调整了，改成{v}睡。"],
        correct=["{S}一般{v}睡，不是{x}。"],
        near=["{S}{v}以后就不看工作消息了。", "{P}小区{v}以后禁止装修。"],
        past=["{S}上大学时经常{v}才睡。"],
        plan=["{S}想试试每天{v}睡觉。"],
        question=["{v}睡觉算晚吗？"],
    ),
    Family(
        name="commute_mode",
        domain="travel",
        values=vals("骑车", "坐地铁", "开车", "坐公交", "步行", "骑电动车"),
        relations=EMPLOYABLE,
        state=[
            "{S}{v}上班。",
            "{S}每天{v}去公司。",
            "[u]通勤：{v}",
            "通勤方式（{T}）：{v}",
            "{P}通勤方式是{v}。",
            "{S}平时{v}通勤。",
            "{v}是{S}上班的方式。",
            "[a]{S}{v}上班，单程大概四十分钟。",
        ],
        change=["{S}改成{v}上班了。", "{S}现在{v}通勤。", "{S}不再{x}，改成{v}上班了。"],
        retract=["{S}不再{v}上班了。", "{S}已经不{v}通勤了。"],
        negate=["{S}并不{v}上班。", "{S}从来不{v}去公司。"],
        correct=["{S}是{v}上班，不是{x}。"],
        near=["{S}每天{v}送孩子上学。", "{S}周末{v}去超市。"],
        past=["{S}上学时都是{v}去学校。"],
        plan=["{S}打算天气暖和后{v}上班。"],
        question=["冬天{v}上班安全吗？"],
    ),
    Family(
        name="manager",
        domain="employment",
        values=vals("刘洋", "黄敏", "何军", "马丽", "许峰", "高燕"),
        relations=EMPLOYABLE,
        state=[
            "{P}领导是{v}。",
            "{S}向{v}汇报。",
            "{v}是{P}直属上级。",
            "[u]上级：{v}",
            "直属上级（{T}）：{v}",
            "{P}经理是{v}。",
            "{S}归{v}管。",
            "[a]{S}向{v}汇报，{v}每周一主持计划会。",
        ],
        change=["{P}领导换成了{v}。", "{S}现在向{v}汇报。", "组织调整后，{P}上级从{x}换成了{v}。"],
        retract=["{v}已经不是{P}领导了。", "{S}不再向{v}汇报了。"],
        negate=["{v}并不是{P}领导。", "{S}从来没向{v}汇报过。"],
        correct=["{P}直属上级是{v}，不是{x}。"],
        near=["{P}导师是{v}。", "{S}工位在{v}旁边。"],
        past=["{S}上一份工作的领导是{v}。"],
        plan=["{S}下季度可能调到{v}的组。"],
        question=["{v}好相处吗？"],
    ),
    Family(
        name="team_size",
        domain="employment",
        values=vals(*[str(n) for n in range(4, 16)]),
        relations=EMPLOYABLE,
        state=[
            "{P}团队有{v}个人。",
            "{S}所在的组有{v}人。",
            "[u]团队规模：{v}人",
            "团队规模（{T}）：{v}人",
            "{P}团队一共{v}个人。",
            "{S}在一个{v}人的团队里。",
            "{v}个人组成了{P}团队。",
            "[a]{P}组里有{v}个人，分布在两个城市。",
        ],
        change=[
            "重组后，{P}组变成了{v}个人。",
            "{P}团队现在是{v}个人。",
            "{P}团队人数从{x}变成了{v}。",
        ],
        correct=["{P}团队有{v}个人，不是{x}个。"],
        near=["{P}读书会有{v}个成员。", "{P}团队这周关了{v}个工单。"],
        past=["{S}刚入职时团队有{v}个人。"],
        plan=["招聘结束后{P}团队可能会到{v}人。"],
        question=["{v}个人的团队算大吗？"],
    ),
    Family(
        name="work_language",
        domain="employment",
        values=vals("Python", "Go", "Java", "TypeScript", "Rust", "C++", "Kotlin"),
        relations=WORKERS,
        state=[
            "{S}工作中主要用{v}。",
            "{P}主力工作语言是{v}。",
            "[u]工作语言：{v}",
            "工作语言（{T}）：{v}",
            "{S}在公司主要写{v}。",
            "{S}上班基本都用{v}写代码。",
            "{v}是{S}工作时最常用的编程语言。",
            "[a]{S}工作中主要写{v}，偶尔写点脚本。",
        ],
        change=[
            "{S}现在工作中主要写{v}。",
            "{S}工作上从{x}转到了{v}。",
            "团队迁移技术栈后，{S}主要用{v}。",
        ],
        retract=["{S}工作中已经不写{v}了。"],
        negate=["{S}工作中并不用{v}。", "{S}从没在工作中写过{v}。"],
        correct=["{S}工作中主要用{v}，不是{x}。"],
        near=["{S}业余时间在学{v}。", "{S}用{v}写个人项目。"],
        past=["{S}大学时学的第一门语言是{v}。"],
        plan=["{P}团队在考虑用{v}重写服务。"],
        question=["{v}适合写后端吗？"],
    ),
    Family(
        name="subscription_plan",
        domain="finance",
        values=vals("基础版", "标准版", "高级版", "家庭版"),
        contexts=vals("爱奇艺", "腾讯视频", "网易云音乐", "QQ音乐", "百度网盘"),
        state=[
            "{S}订阅的是{c}{v}。",
            "{P}{c}套餐是{v}。",
            "[u]{c}套餐：{v}",
            "{c}套餐（{T}）：{v}",
            "{S}开了{c}的{v}会员。",
            "{S}用的是{c}{v}。",
            "{c}{v}是{S}订的套餐。",
            "[a]{S}订了{c}{v}，按月付费。",
        ],
        change=["{S}把{c}换成了{v}。", "{S}的{c}套餐从{x}改成了{v}。", "{S}现在用{c}{v}。"],
        retract=["{S}退订了{c}。", "{S}已经不订{c}了。"],
        negate=["{S}并没有订{c}{v}。", "{S}从来没开过{c}{v}。"],
        correct=["{S}订的是{c}{v}，不是{x}。"],
        near=["{S}订的是{c2}{v}。", "{S}通过公司用着{c2}{v}。"],
        past=["{S}上学时用过{c}{v}。"],
        plan=["{S}在考虑换成{c}{v}。"],
        question=["{c}{v}一个月多少钱？"],
    ),
    Family(
        name="project_lead",
        domain="organisation",
        entity=True,
        values=vals("吴昊", "沈悦", "钱坤", "罗琪", "孟涛", "韩雪"),
        state=[
            "{v}负责{S}。",
            "{S}的负责人是{v}。",
            "{S}由{v}牵头。",
            "{T}负责人：{v}",
            "{v}是{S}的项目负责人。",
            "{S}归{v}管。",
            "{v}在带{S}。",
            "[a]{v}负责{S}，每周一主持站会。",
        ],
        change=["{S}换了负责人，现在是{v}。", "{v}接手了{S}。", "{v}替代{x}成为{S}的负责人。"],
        retract=["{v}不再负责{S}了。", "{v}已经卸任{S}负责人。"],
        negate=["{v}并不负责{S}。", "{v}从来没带过{S}。"],
        correct=["{S}的负责人是{v}，不是{x}。"],
        near=["{v}是{S}的设计师。", "{v}负责{S}的测试。"],
        past=["{S}试点阶段是{v}带的。"],
        plan=["{v}下个季度可能接手{S}。"],
        question=["{v}适合带{S}吗？"],
    ),
    Family(
        name="languages",
        domain="other",
        multi=True,
        values=vals("英语", "日语", "法语", "德语", "西班牙语", "韩语", "粤语", "俄语"),
        state=[
            "{S}会说{v}。",
            "{S}能讲{v}。",
            "{v}是{S}会的语言之一。",
            "[u]语言：{v}",
            "会的语言（{T}）：{v}",
            "{S}能用{v}和人交流。",
            "{S}会{v}。",
            "[a]{S}会说{v}，经常和国外的同事聊天。",
        ],
        add=["{S}还会说{v}。", "{S}也能讲{v}。", "另外，{S}会{v}。"],
        retract=["{S}的{v}已经忘得差不多了，现在不会说了。"],
        negate=["{S}其实不会说{v}。", "{S}根本不会{v}。"],
        correct=["{S}会的是{v}，不是{x}，之前记混了。"],
        plan=["{S}打算明年学{v}。", "{S}在考虑报个{v}班。"],
        question=["{v}难学吗？", "学{v}用什么软件好？"],
    ),
    Family(
        name="pets",
        domain="pets",
        multi=True,
        values=[
            {"v": "一只猫", "t": "猫"},
            {"v": "一条狗", "t": "狗"},
            {"v": "一只兔子", "t": "兔子"},
            {"v": "一只鹦鹉", "t": "鹦鹉"},
            {"v": "一只仓鼠", "t": "仓鼠"},
            {"v": "一只乌龟", "t": "乌龟"},
        ],
        state=[
            "{S}养了{v}。",
            "{S}家里有{v}。",
            "[u]宠物：{v_t}",
            "宠物（{T}）：{v_t}",
            "{S}养着{v}。",
            "{S}和{v}住在一起。",
            "{S}是{v}的主人。",
            "[a]{S}养了{v}，每天下班都要陪它玩一会儿。",
        ],
        add=["{S}又养了{v}。", "{S}家里还有{v}。", "{S}最近领养了{v}。"],
        change=["{S}把{x_t}送给了朋友，后来养了{v}。"],
        retract=["{S}把{v_t}送人了。", "{S}家的{v_t}送回老家给父母养了。"],
        negate=["{S}并没有养{v_t}。", "{S}从来没养过{v_t}。"],
        correct=["{S}养的是{v}，不是{x}，之前写错了。"],
        past=["{S}小时候养过{v}。"],
        plan=["{S}在考虑养{v}。"],
        question=["{v_t}适合在小公寓里养吗？"],
    ),
    Family(
        name="hobbies",
        domain="hobbies",
        multi=True,
        values=vals("攀岩", "下棋", "陶艺", "跑步", "摄影", "织毛衣", "拉丁舞", "观鸟", "钓鱼"),
        state=[
            "{S}喜欢{v}。",
            "{v}是{S}的爱好之一。",
            "[u]爱好：{v}",
            "爱好（{T}）：{v}",
            "{S}业余时间喜欢{v}。",
            "{S}平时的消遣是{v}。",
            "{S}有个爱好是{v}。",
            "[a]{S}喜欢{v}，周末经常约朋友一起。",
        ],
        add=["{S}还喜欢{v}。", "{S}最近迷上了{v}。", "{S}新培养了一个爱好：{v}。"],
        change=["{S}放下了{x}，现在改成{v}了。", "{S}把{x}这个爱好换成了{v}。"],
        retract=["{S}已经放弃{v}这个爱好了。", "{S}对{v}没兴趣了。"],
        negate=["{S}其实并不喜欢{v}。", "{v}不是{S}的爱好。"],
        correct=["{S}喜欢的是{v}，不是{x}。"],
        past=["{S}上中学时学过{v}。"],
        plan=["{S}想找时间试试{v}。", "{S}下个月要报一个{v}课。"],
        question=["学{v}贵不贵？"],
    ),
    Family(
        name="friends",
        domain="relationships",
        multi=True,
        values=vals("晓雯", "大伟", "阿明", "佳佳", "子豪", "思思", "明轩", "婷婷"),
        state=[
            "{S}和{v}是好朋友。",
            "{v}是{P}好朋友。",
            "[u]好友：{v}",
            "好友（{T}）：{v}",
            "{S}有个好朋友叫{v}。",
            "{v}和{S}是好朋友。",
            "{S}把{v}当作好朋友。",
            "[a]{S}和{v}是好朋友，经常一起吃火锅。",
        ],
        add=["{S}也和{v}成了好朋友。", "{S}新交了个好朋友，叫{v}。"],
        retract=["{S}和{v}已经不来往了。", "{S}和{v}闹翻了，现在不联系。"],
        negate=["{v}其实不是{P}朋友，两人几乎不认识。"],
        correct=["{P}好朋友是{v}，不是{x}，之前名字记错了。"],
        past=["{S}小学时和{v}是同桌。"],
        plan=["{S}下周要第一次见{v}。"],
        question=["要不要请{v}来参加聚会？"],
    ),
]

FAMILIES = {"en": EN_FAMILIES, "zh": ZH_FAMILIES}


# --------------------------------------------------------------------------------------------
# Pair construction
# --------------------------------------------------------------------------------------------


def variants_for(fam: Family, label: str) -> list[str]:
    """Variants of a family that produce the label, in the order they are cycled through."""
    if label == "UPDATE":
        if fam.multi:
            base = ["replace", "retraction"]
        else:
            base = ["update", "update_marked", "update", "retraction", "update_marked"]
    elif label == "CONTRADICTION":
        base = ["negation", "correction"] if fam.multi else ["correction", "negation", "correction"]
    elif label == "OVERLAP":
        base = (
            ["addition", "restatement", "addition"]
            if fam.multi
            else ["restatement", "detail", "restatement"]
        )
    else:
        base = ["other_subject", "other_attribute", "past", "plan", "question"]
    return [v for v in base if supported(fam, v)]


def supported(fam: Family, variant: str) -> bool:
    checks = {
        "update": not fam.multi,
        "update_marked": not fam.multi,
        "retraction": bool(fam.retract),
        "replace": fam.multi and bool(fam.change),
        "correction": bool(fam.correct),
        "negation": bool(fam.negate),
        "restatement": sum(1 for t in fam.state if "a" not in split_flags(t)[0]) >= 3,
        "detail": bool(fam.detail),
        "addition": fam.multi,
        "other_subject": True,
        "other_attribute": bool(fam.near) or not fam.entity,
        "past": bool(fam.past),
        "plan": bool(fam.plan),
        "question": bool(fam.question),
    }
    return checks[variant]


class Generator:
    def __init__(self, lang: str, rng: random.Random) -> None:
        self.lang = lang
        self.rng = rng
        self.families = FAMILIES[lang]

    # -- subjects ----------------------------------------------------------------------------

    def third_party(self, fam: Family) -> Who:
        allowed = [
            p for p in THIRD_PARTIES[self.lang] if not fam.relations or p[0] in fam.relations
        ]
        rel, name = self.rng.choice(allowed)
        return Who("third", name=name, rel=rel)

    def pick_subject(self, fam: Family) -> Who:
        if fam.entity:
            return Who("entity", name=self.rng.choice(PROJECTS[self.lang]))
        roll = self.rng.random()
        if roll < 0.55:
            return Who("user")
        if roll < 0.80:
            return Who("first")
        return self.third_party(fam)

    def forms(self, who: Who, full: bool, first_ctx: bool) -> Value:
        return subject_forms(self.lang, who, full, first_ctx, self.rng)

    # -- templates ---------------------------------------------------------------------------

    def choose(self, templates: list[str], who: Who, exclude: str = "", plain: bool = False) -> str:
        pool = [
            t
            for t in templates
            if usable(t, who) and t != exclude and not (plain and "a" in split_flags(t)[0])
        ]
        if not pool:
            raise LookupError("no usable template")
        return self.rng.choice(pool)

    def slots(
        self, fam: Family, v: Value, x: Value | None, ctx: tuple[Value, Value] | None
    ) -> Value:
        out = value_slots("v", v, self.lang)
        if x is not None:
            out.update(value_slots("x", x, self.lang))
        if ctx is not None:
            out.update(value_slots("c", ctx[0], self.lang))
            out.update(value_slots("c2", ctx[1], self.lang))
        return out

    def say(
        self,
        fam: Family,
        templates: list[str],
        who: Who,
        forms: Value,
        v: Value,
        x: Value | None = None,
        ctx: tuple[Value, Value] | None = None,
    ) -> str:
        return render(
            self.choose(templates, who), who, forms, self.slots(fam, v, x, ctx), self.lang
        )

    def wrapped(
        self,
        fam: Family,
        wrappers: list[str],
        who: Who,
        forms: Value,
        v: Value,
        x: Value,
        ctx: tuple[Value, Value] | None,
        for_update: bool,
    ) -> str:
        pool = [t for t in fam.state if usable(t, who) and wrappable(t, for_update)]
        if not pool:
            raise LookupError("no wrappable template")
        tpl = self.rng.choice(pool)
        slots = self.slots(fam, v, x, ctx)
        mid = render(tpl, who, forms, slots, self.lang, mid=True)
        cap = render(tpl, who, forms, slots, self.lang)
        wrapper = self.rng.choice(wrappers)
        return wrapper.format(state=mid, State=cap, x=x["v"])

    # -- values ------------------------------------------------------------------------------

    def pick_values(self, fam: Family, for_update: bool) -> tuple[Value, Value]:
        values = fam.values
        if for_update and fam.order == "next":
            i = self.rng.randrange(len(values) - 1)
            return values[i], values[i + 1]
        if for_update and fam.order == "up":
            i = self.rng.randrange(len(values) - 1)
            return values[i], values[self.rng.randrange(i + 1, len(values))]
        old, new = self.rng.sample(values, 2)
        return old, new

    def pick_contexts(self, fam: Family) -> tuple[Value, Value] | None:
        if not fam.contexts:
            return None
        first, second = self.rng.sample(fam.contexts, 2)
        return first, second

    # -- pairs -------------------------------------------------------------------------------

    def make(self, fam: Family, variant: str) -> Pair:
        rng = self.rng
        label = VARIANT_LABEL[variant]
        who = self.pick_subject(fam)
        first_ctx = who.kind == "first"
        old_forms = self.forms(who, full=True, first_ctx=first_ctx)
        new_forms = self.forms(who, full=rng.random() < 0.4, first_ctx=first_ctx)
        ctx = self.pick_contexts(fam)
        v1, v2 = self.pick_values(fam, for_update=variant in ("update", "update_marked"))
        retraction = variant in ("retraction", "negation")
        same_content = variant == "restatement"
        style = "third_party" if who.kind == "third" else "everyday"
        extra = ""

        old = self.say(fam, fam.state, who, old_forms, v1, ctx=ctx)
        if variant == "update":
            new = self.say(fam, fam.state, who, new_forms, v2, ctx=ctx)
        elif variant == "update_marked":
            if fam.change and rng.random() < 0.55:
                new = self.say(fam, fam.change, who, new_forms, v2, v1, ctx)
            else:
                new = self.wrapped(
                    fam, UPDATE_WRAPPERS[self.lang], who, new_forms, v2, v1, ctx, for_update=True
                )
        elif variant == "retraction":
            new = self.say(fam, fam.retract, who, new_forms, v1, ctx=ctx)
        elif variant == "replace":
            new = self.say(fam, fam.change, who, new_forms, v2, v1, ctx)
        elif variant == "correction":
            if fam.multi or rng.random() < 0.5:
                new = self.say(fam, fam.correct, who, new_forms, v2, v1, ctx)
            else:
                new = self.wrapped(
                    fam, CORRECT_WRAPPERS[self.lang], who, new_forms, v2, v1, ctx, for_update=False
                )
        elif variant == "negation":
            new = self.say(fam, fam.negate, who, new_forms, v1, ctx=ctx)
        elif variant == "restatement":
            t_old = self.choose(fam.state, who, plain=True)
            t_new = self.choose(fam.state, who, exclude=t_old, plain=True)
            slots = self.slots(fam, v1, None, ctx)
            old = render(t_old, who, old_forms, slots, self.lang)
            new = render(t_new, who, new_forms, slots, self.lang)
        elif variant == "detail":
            new = self.say(fam, fam.detail, who, new_forms, v1, ctx=ctx)
        elif variant == "addition":
            templates = fam.add if rng.random() < 0.6 else fam.state
            new = self.say(fam, templates, who, new_forms, v2, v1, ctx)
        elif variant == "other_subject":
            old, new, style = self.other_subject(fam, who, v1, v2, ctx)
        elif variant == "other_attribute":
            new, extra = self.other_attribute(fam, who, new_forms, v1, v2, ctx)
        else:
            templates = {"past": fam.past, "plan": fam.plan, "question": fam.question}[variant]
            new = self.say(fam, templates, who, new_forms, v2, v1, ctx)

        note = f"family={fam.name} variant={variant}{extra}"
        return Pair(self.lang, fam.domain, style, old, new, label, retraction, same_content, note)

    def other_subject(
        self, fam: Family, who: Who, v1: Value, v2: Value, ctx: tuple[Value, Value] | None
    ) -> tuple[str, str, str]:
        """Same frame, another subject: the user against a third party, or two projects."""
        rng = self.rng
        if fam.entity:
            names = [p for p in PROJECTS[self.lang] if p != who.name]
            other = Who("entity", name=rng.choice(names))
            style = "everyday"
        elif who.kind == "third":
            other = Who("user") if rng.random() < 0.7 else Who("first")
            style = "third_party"
        else:
            other = self.third_party(fam)
            style = "third_party"
        first_ctx = "first" in (who.kind, other.kind)
        value = v1 if rng.random() < 0.4 else v2
        a = self.say(fam, fam.state, who, self.forms(who, True, first_ctx), v1, ctx=ctx)
        b = self.say(fam, fam.state, other, self.forms(other, True, first_ctx), value, ctx=ctx)
        return (a, b, style) if rng.random() < 0.5 else (b, a, style)

    def other_attribute(
        self,
        fam: Family,
        who: Who,
        forms: Value,
        v1: Value,
        v2: Value,
        ctx: tuple[Value, Value] | None,
    ) -> tuple[str, str]:
        """A different attribute of the same subject: a near frame, or another family."""
        rng = self.rng
        near = [t for t in fam.near if usable(t, who)]
        if near and (fam.entity or rng.random() < 0.6):
            value = v1 if rng.random() < 0.5 else v2
            return self.say(fam, near, who, forms, value, ctx=ctx), ""
        others = [
            f
            for f in self.families
            if f is not fam
            and not f.entity
            and (who.kind != "third" or not f.relations or who.rel in f.relations)
        ]
        other = rng.choice(others)
        value = rng.choice(other.values)
        other_ctx = self.pick_contexts(other)
        text = self.say(other, other.state, who, forms, value, ctx=other_ctx)
        return text, f" other={other.name}"


# --------------------------------------------------------------------------------------------
# Planning, output and validation
# --------------------------------------------------------------------------------------------


def quotas(total: int) -> dict[str, int]:
    out = {label: round(total * share) for label, share in LABEL_SHARE.items()}
    out["NONE"] = total - sum(out.values())
    return out


def plan_slots(families: list[Family], total: int, rng: random.Random) -> list[tuple[Family, str]]:
    """Spread each label's quota evenly over the families that can produce it."""
    slots: list[tuple[Family, str]] = []
    for label, count in quotas(total).items():
        pool = [f for f in families if variants_for(f, label)]
        if label == "OVERLAP":
            pool += [f for f in pool if f.multi]  # additions: multi-valued families weigh double
        rng.shuffle(pool)
        seen: Counter[str] = Counter()
        starts = {f.name: rng.randrange(len(variants_for(f, label))) for f in pool}
        for i in range(count):
            fam = pool[i % len(pool)]
            options = variants_for(fam, label)
            slots.append((fam, options[(starts[fam.name] + seen[fam.name]) % len(options)]))
            seen[fam.name] += 1
    rng.shuffle(slots)
    return slots


def generate(seed: int) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    seen: set[tuple[str, str]] = set()
    for lang in ("en", "zh"):
        rng = random.Random(f"{seed}-{lang}")
        gen = Generator(lang, rng)
        for n, (fam, variant) in enumerate(plan_slots(gen.families, TARGET[lang], rng), start=1):
            for _ in range(200):
                try:
                    pair = gen.make(fam, variant)
                except LookupError:
                    continue
                key = (pair.old, pair.new)
                if pair.old != pair.new and key not in seen:
                    seen.add(key)
                    break
            else:
                raise RuntimeError(f"could not build a fresh pair for {fam.name}/{variant}")
            rows.append(
                {
                    "id": f"{SOURCE}-{lang}-{n:04d}",
                    "lang": lang,
                    "domain": pair.domain,
                    "style": pair.style,
                    "old": pair.old,
                    "new": pair.new,
                    "label": pair.label,
                    "retraction": pair.retraction,
                    "same_content": pair.same_content,
                    "note": pair.note,
                }
            )
    return rows


def validate(rows: list[dict[str, object]]) -> None:
    ids = [row["id"] for row in rows]
    if len(ids) != len(set(ids)):
        raise ValueError("duplicate ids")
    leftover = re.compile(r"[{}]|\|")
    for row in rows:
        label, old, new = row["label"], row["old"], row["new"]
        problems = [
            label not in LABELS and "label",
            row["domain"] not in DOMAINS and "domain",
            row["retraction"] and label not in ("UPDATE", "CONTRADICTION") and "retraction",
            row["same_content"] and label != "OVERLAP" and "same_content",
            old == new and "old == new",
            any(leftover.search(str(t)) for t in (old, new)) and "unfilled template",
        ]
        bad = [p for p in problems if p]
        if bad:
            raise ValueError(f"{row['id']}: {', '.join(str(p) for p in bad)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="random seed")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output .jsonl path")
    args = parser.parse_args(argv)

    rows = generate(args.seed)
    validate(rows)
    with args.out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts = Counter((str(row["lang"]), str(row["label"])) for row in rows)
    summary = ", ".join(f"{lang}/{label}={n}" for (lang, label), n in sorted(counts.items()))
    print(f"wrote {len(rows)} pairs to {args.out} ({summary})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

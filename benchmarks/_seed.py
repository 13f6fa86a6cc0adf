"""Realistic memories for benchmarks/retrieval.py, and their bulk load with binary COPY.

Texts come from templates (every configured category, English and ~12 % Chinese) filled from
vocabularies, so users share some statements ("I prefer green tea in the morning.") and differ
in most. Rows respect every constraint of the schema: first versions start their chain, a few
chains have a superseded version 1 and an active version 2, and every memory gets its history
row in the transaction that inserts it (the deferred `memories_history_required` trigger).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import numpy.typing as npt
import psycopg
from pgvector.psycopg import register_vector
from psycopg.types.json import Jsonb

from app.categories import load_categories
from app.providers.minilm import MiniLMEncoder
from app.services.write.policy import content_hash

F32 = npt.NDArray[np.float32]
TENANT = "local"

_V: dict[str, tuple[str, ...]] = {
    "name": ("Sam", "Priya", "Lukas", "Mei", "Carlos", "Aisha", "Tom", "Yuki", "Olga", "Diego",
             "Fatima", "Noah", "Lena", "Omar", "Grace", "Ivan", "Sofia", "Kenji", "Amara", "Ben",
             "Chloe", "Raj", "Elena", "Marco", "Hana", "Jonas", "Nadia", "Pedro", "Zoe", "Felix"),
    "relative": ("sister", "brother", "mother", "father", "wife", "husband", "partner",
                 "daughter", "son", "cousin", "best friend", "manager", "grandmother", "uncle",
                 "roommate", "mentor", "neighbour", "colleague"),
    "city": ("Berlin", "Lisbon", "Toronto", "Austin", "Singapore", "Melbourne", "Seoul",
             "Nairobi", "Barcelona", "Denver", "Kyoto", "Dublin", "Montreal", "Oslo", "Cape Town",
             "Portland", "Bangalore", "Mexico City", "Zurich", "Edinburgh", "Taipei", "Amsterdam"),
    "drink": ("green tea", "black coffee", "oat-milk lattes", "sparkling water", "espresso",
              "matcha", "chai", "decaf", "kombucha", "hot chocolate", "iced americano", "rooibos"),
    "food": ("Thai curry", "sushi", "vegan burgers", "dumplings", "ramen", "tacos", "Greek salad",
             "pho", "shakshuka", "lasagne", "dal", "paella", "bibimbap", "falafel"),
    "diet": ("vegetarian", "vegan", "gluten-free", "pescatarian", "lactose intolerant", "halal",
             "on a low-sodium diet", "avoiding sugar this month"),
    "allergen": ("peanuts", "shellfish", "penicillin", "cats", "pollen", "gluten", "dairy",
                 "bee stings", "latex", "sesame"),
    "employer": ("Acme", "Globex", "Initech", "a fintech startup", "the city hospital", "Stripe",
                 "a design agency", "a logistics company", "a public school", "a game studio",
                 "the university lab", "an NGO"),
    "job": ("data engineer", "nurse", "product manager", "teacher", "UX designer", "accountant",
            "backend developer", "architect", "researcher", "sales lead", "civil engineer",
            "photographer"),
    "tool": ("Neovim", "VS Code", "Emacs", "PyCharm", "Obsidian", "Notion", "Figma", "Excel",
             "Jupyter", "tmux", "Linear", "Slack"),
    "plang": ("Python", "Rust", "Go", "TypeScript", "Kotlin", "Elixir", "Java", "C++", "Swift",
              "Haskell"),
    "language": ("Spanish", "Japanese", "French", "Mandarin", "German", "Portuguese", "Korean",
                 "Italian", "Arabic", "Dutch"),
    "hobby": ("bouldering", "sourdough baking", "trail running", "chess", "watercolour painting",
              "birdwatching", "salsa dancing", "woodworking", "film photography", "gardening",
              "cycling", "knitting", "board games", "surfing"),
    "sport": ("tennis", "football", "swimming", "yoga", "badminton", "basketball", "rowing"),
    "music": ("jazz", "lo-fi beats", "classical piano", "K-pop", "indie rock", "ambient music",
              "bossa nova", "history podcasts"),
    "project": ("Atlas", "the billing migration", "Project Orion", "the mobile app redesign",
                "the Q3 roadmap", "the data warehouse", "Helios", "the onboarding flow",
                "the search revamp", "the podcast launch", "the API v2 rollout", "Nimbus"),
    "errand": ("the kitchen renovation", "the wedding", "the thesis", "the garden shed",
               "the tax return", "the move", "the birthday party", "the visa application"),
    "place": ("Japan", "Iceland", "Portugal", "Patagonia", "Vietnam", "Morocco", "New Zealand",
              "the Alps", "Mexico", "Scotland", "Bali", "Norway"),
    "when": ("last week", "yesterday", "in March", "two days ago", "last summer", "this morning",
             "on Saturday", "last month", "in 2023", "over the holidays"),
    "deadline": ("Friday", "the end of the month", "next Tuesday", "March 15", "tomorrow",
                 "the end of the quarter", "before the holidays", "June 1"),
    "day": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "time": ("7 am", "8:30", "9:30", "10 am", "noon", "1 pm", "6 pm", "8 pm"),
    "month": ("January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"),
    "pet": ("a cat named Miso", "a beagle called Rocky", "two rabbits", "a parrot named Kiwi",
            "a golden retriever named Sunny", "an old tabby cat", "a husky called Luna"),
    "tone": ("short and direct", "warm and casual", "formal", "playful", "encouraging",
             "detailed and technical"),
    "fmt": ("bullet points", "numbered steps", "a one-line summary first", "tables",
            "code snippets", "plain prose"),
    "topic": ("Kubernetes networking", "the French Revolution", "sourdough fermentation",
              "options pricing", "Bayesian statistics", "marine biology", "quantum computing",
              "medieval architecture", "German tax law", "climate policy", "typography",
              "compiler design"),
    "book": ("Dune", "The Pragmatic Programmer", "Sapiens", "Project Hail Mary", "Atomic Habits",
             "Thinking, Fast and Slow", "The Name of the Wind", "The Three-Body Problem"),
    "goal": ("run a half marathon", "learn to play the guitar", "save for a house",
             "get promoted to senior", "read 30 books", "reach B2 in Spanish", "sleep before 11",
             "ship my side project", "move into data science", "cook at home five days a week"),
    "money": ("$500", "$2,000", "€10k", "£300 a month", "$40 per person"),
    "zh_city": ("北京", "上海", "深圳", "杭州", "成都", "广州", "南京", "西安", "武汉", "重庆"),
    "zh_drink": ("绿茶", "美式咖啡", "豆浆", "乌龙茶", "奶茶", "菊花茶", "拿铁"),
    "zh_food": ("火锅", "小笼包", "麻辣烫", "饺子", "牛肉面", "烤鸭", "酸菜鱼", "煎饼果子"),
    "zh_name": ("张伟", "李娜", "王芳", "刘洋", "陈静", "杨磊", "赵敏", "周杰", "吴婷", "孙浩"),
    "zh_relative": ("姐姐", "哥哥", "妈妈", "爸爸", "老婆", "老公", "女儿", "儿子", "表弟", "室友"),
    "zh_job": ("工程师", "设计师", "老师", "医生", "产品经理", "会计"),
    "zh_company": ("腾讯", "阿里巴巴", "一家创业公司", "银行", "医院", "字节跳动"),
    "zh_hobby": ("学吉他", "跑步", "练书法", "爬山", "学日语", "做烘焙", "打羽毛球"),
    "zh_place": ("云南", "日本", "西藏", "三亚", "新疆", "泰国", "欧洲"),
    "zh_when": ("上周", "昨天", "去年夏天", "上个月", "春节期间", "前天"),
    "zh_day": ("周一", "周二", "周三", "周四", "周五", "周六", "周日"),
    "zh_deadline": ("周五", "月底", "下周二", "季度末", "明天"),
    "zh_project": ("新版官网", "数据迁移", "毕业论文", "装修", "年度报告", "小程序"),
    "zh_goal": ("跑完半程马拉松", "存钱买房", "学会游泳", "考过雅思", "每天早睡", "减重十斤"),
    "zh_allergen": ("花生", "海鲜", "青霉素", "花粉", "芒果"),
}  # fmt: skip

# (category, template): {slot} or {slot2} takes a value of vocabulary `slot`.
TEMPLATES: tuple[tuple[str, str], ...] = (
    ("profile", "I live in {city}."), ("profile", "I moved to {city} {when}."),
    ("profile", "I work as a {job} at {employer}."), ("profile", "I'm {diet}."),
    ("profile", "I'm allergic to {allergen}."), ("profile", "I have {pet}."),
    ("profile", "My birthday is in {month}."), ("profile", "I speak {language} at home."),
    ("preferences", "I prefer {drink} in the morning."), ("preferences", "I love {food}."),
    ("preferences", "I don't like {food} at all."), ("preferences", "I use {tool} every day."),
    ("preferences", "I'd rather write {plang} than {plang2}."),
    ("preferences", "I listen to {music} while I work."),
    ("goals", "I want to {goal} by {deadline}."), ("goals", "My goal this year is to {goal}."),
    ("goals", "I'm trying to {goal}."),
    ("constraints", "I can't take meetings before {time}."),
    ("constraints", "Don't schedule anything on {day} evenings."),
    ("constraints", "My budget for {errand} is {money}."),
    ("tone", "Keep replies {tone}."), ("tone", "I like answers that are {tone}."),
    ("style", "Format explanations as {fmt}."), ("style", "Use {plang} for code examples."),
    ("relationships", "My {relative} {name} lives in {city}."),
    ("relationships", "{name} is my {relative}."),
    ("relationships", "My {relative}'s birthday is in {month}."),
    ("relationships", "{name}, my {relative}, works as a {job}."),
    ("tasks", "Remind me to call {name} on {day}."),
    ("tasks", "I need to finish {errand} by {deadline}."),
    ("tasks", "Send the update on {project} to {name} by {deadline}."),
    ("tasks", "Book a table for {food} on {day} at {time}."),
    ("projects", "I'm leading {project} at {employer}."),
    ("projects", "{project} is blocked on a review from {name}."),
    ("projects", "We're building {project} in {plang}."),
    ("decisions", "We decided to write {project} in {plang}."),
    ("decisions", "I chose {tool} over {tool2} for {project}."),
    ("decisions", "I moved the deadline for {project} to {deadline}."),
    ("knowledge", "I know a lot about {topic}."), ("knowledge", "I'm studying {topic} for work."),
    ("interests", "I'm really into {hobby}."), ("interests", "I play {sport} on {day}s."),
    ("interests", "I've been reading {book}."), ("interests", "I'd love to visit {place}."),
    ("history", "I lived in {city} before moving to {city2}."),
    ("history", "I used to work at {employer} as a {job}."),
    ("history", "I studied {topic} at university."),
    ("event", "I went to {place} {when}."), ("event", "I had {food} with {name} {when}."),
    ("event", "My {relative} visited {when}."),
    ("activity", "Went {hobby} with {name} {when}."), ("activity", "Played {sport} {when}."),
    ("recent_activity", "Just finished reading {book}."),
    ("recent_activity", "Working on {project} today."),
    ("relationship_dynamic", "Gets impatient when answers about {topic} run long."),
    ("relationship_dynamic", "Responds best to {tone} feedback."),
    ("procedural", "To ship {project}: run the tests, tag a release, then tell {name}."),
    ("procedural", "When I ask about {project}, start with the open decisions."),
    ("profile", "我住在{zh_city}。"), ("profile", "我在{zh_company}当{zh_job}。"),
    ("profile", "我对{zh_allergen}过敏。"), ("preferences", "我早上喜欢喝{zh_drink}。"),
    ("preferences", "我最喜欢吃{zh_food}。"), ("preferences", "我写代码用{tool}。"),
    ("relationships", "我{zh_relative}叫{zh_name}，住在{zh_city}。"),
    ("tasks", "提醒我{zh_day}给{zh_name}打电话。"),
    ("tasks", "{zh_deadline}之前要完成{zh_project}。"),
    ("interests", "我最近开始{zh_hobby}了。"), ("event", "我{zh_when}去了{zh_place}。"),
    ("goals", "我今年的目标是{zh_goal}。"), ("decisions", "我们决定{zh_project}用{plang}来写。"),
)  # fmt: skip

QUERIES: tuple[str, ...] = (
    "restaurants for {food} in {city}", "plans with {name} on {day}", "what does the user drink",
    "is {name} still the user's {relative}", "deadline for {project}", "status of {project}",
    "which editor, {tool} or {tool2}", "trip to {place} {when}", "who is {name}",
    "birthday of the user's {relative}", "hobbies like {hobby}", "where does the user live now",
    "food allergies before ordering {food}", "how to format answers about {topic}",
    "what language is {project} written in", "meetings on {day} at {time}",
    "what did the user do {when}", "how to release {project}", "does the user know {topic}",
    "gift ideas for the user's {relative}", "budget for {errand}", "job at {employer}",
    "用户喜欢喝什么", "{zh_name}是谁", "{zh_project}的截止日期", "用户{zh_when}做了什么",
    "{zh_city}的餐厅推荐", "用户的{zh_relative}",
)  # fmt: skip

_IMPORTANCE = {
    "profile": (0.6, 0.9), "preferences": (0.5, 0.8), "goals": (0.6, 0.9),
    "constraints": (0.7, 0.95), "tone": (0.4, 0.7), "style": (0.4, 0.7),
    "relationships": (0.5, 0.85), "tasks": (0.4, 0.8), "projects": (0.5, 0.8),
    "decisions": (0.5, 0.85), "knowledge": (0.3, 0.6), "interests": (0.3, 0.6),
    "history": (0.3, 0.6), "event": (0.2, 0.5), "activity": (0.1, 0.4),
    "recent_activity": (0.1, 0.4), "relationship_dynamic": (0.3, 0.5), "procedural": (0.5, 0.8),
}  # fmt: skip
_TYPE = {
    "preferences": "preference",
    "tone": "preference",
    "style": "preference",
    "decisions": "decision",
    "relationship_dynamic": "insight",
    "procedural": "procedural",
    "event": "episodic",
    "activity": "episodic",
    "recent_activity": "episodic",
    "history": "episodic",
}
# People say the same thing in many ways: some texts get a lead-in, some an afterthought.
_LEADS = {
    "en": ("FYI: ", "Note to self: ", "For context: ", "Update {when}: ", "As of {month}: ",
           "From the {day} call: "),
    "zh": ("备注：", "顺便说一下，", "{zh_name}提醒我：", "{zh_day}聊到："),
}  # fmt: skip
_AFTERTHOUGHTS = {
    "en": (" Please remember that.", " It matters to me.", " Worth keeping in mind.",
           " Mentioned it {when}.", " Just so you know.", " That has been true for a while.",
           " {name} knows about it too.", " Came up on {day}."),
    "zh": ("记住这一点。", "跟你说一声。", "{zh_when}提到过。", "{zh_name}也知道。"),
}  # fmt: skip
_SLOT = re.compile(r"\{([a-z_]+?)\d?\}")
_ZH_SHARE = 0.12
RELATIONS_PER_MEMORY = 0.2
SYNTHETIC_SIGMA = 0.015


def render(template: str, rng: random.Random) -> str:
    """Fill every slot; `{city}` and `{city2}` get different values."""
    chosen: dict[str, str] = {}

    def pick(match: re.Match[str]) -> str:
        slot = match.group(0)
        if slot not in chosen:
            taken = set(chosen.values())
            chosen[slot] = rng.choice([v for v in _V[match.group(1)] if v not in taken])
        return chosen[slot]

    return _SLOT.sub(pick, template)


def _is_zh(text: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in text)


def _template_weights() -> list[float]:
    zh = [_is_zh(t) for _, t in TEMPLATES]
    n_zh = sum(zh)
    zh_weight = _ZH_SHARE / (1 - _ZH_SHARE) * (len(TEMPLATES) - n_zh) / n_zh
    return [zh_weight if z else 1.0 for z in zh]


@dataclass(slots=True)
class Row:
    id: str
    user_id: str
    template: int
    text: str
    importance: float
    confidence: float
    created_at: datetime
    chain_id: str
    version: int = 1
    status: str = "active"
    supersedes: str | None = None
    superseded_by: str | None = None
    superseded_at: datetime | None = None


class TextMaker:
    """Memory texts and queries, reproducible from a seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.weights = _template_weights()
        known = set(load_categories().by_name)
        unknown = {c for c, _ in TEMPLATES} - known
        assert not unknown, f"templates use unconfigured categories {unknown}"

    def memory(self) -> tuple[int, str]:
        k = self.rng.choices(range(len(TEMPLATES)), weights=self.weights)[0]
        text = render(TEMPLATES[k][1], self.rng)
        lang = "zh" if _is_zh(text) else "en"
        if self.rng.random() < 0.35:
            text = render(self.rng.choice(_LEADS[lang]), self.rng) + text
        if self.rng.random() < 0.5:
            text += render(self.rng.choice(_AFTERTHOUGHTS[lang]), self.rng)
        return k, text

    def fresh(self, count: int, make: Callable[[], str], exclude: set[str]) -> list[str]:
        """`count` distinct texts from `make`, none in `exclude` (which grows with them)."""
        out: list[str] = []
        for _ in range(count * 200):
            text = make()
            if text not in exclude:
                exclude.add(text)
                out.append(text)
                if len(out) == count:
                    return out
        raise RuntimeError(f"only {len(out)} distinct texts of {count}: vocabulary too small")

    def query(self) -> str:
        return render(self.rng.choice(QUERIES), self.rng)


def _new_id(rng: random.Random) -> str:
    return f"mem_{rng.getrandbits(128):032x}"  # app.ids.new_id's shape, reproducible


def plan(maker: TextMaker, n: int, users: int, superseded_share: float) -> list[Row]:
    """`n` rows over `users` users (activity skewed: gamma-distributed weights)."""
    rng = maker.rng
    weights = [rng.gammavariate(2.0, 1.0) for _ in range(users)]
    counts = Counter(rng.choices(range(users), weights=weights, k=n))
    now = datetime.now(UTC)
    rows: list[Row] = []
    for u in sorted(counts):
        user_id, texts, left = f"u_{u:06d}", set[str](), counts[u]
        while left > 0:
            k, text = maker.memory()
            if text in texts:
                continue
            texts.add(text)
            created = now - timedelta(days=rng.uniform(0, 365) ** 1.5 / 19.1)  # recent-heavy
            importance = round(rng.uniform(*_IMPORTANCE[TEMPLATES[k][0]]), 2)
            confidence = round(rng.uniform(0.7, 1.0), 2)
            first_id = _new_id(rng)
            row = Row(first_id, user_id, k, text, importance, confidence, created, first_id)
            old_text = render(TEMPLATES[k][1], rng)
            if left > 1 and rng.random() < superseded_share and old_text not in texts:
                texts.add(old_text)
                old_at = created - timedelta(days=rng.uniform(1, 90))
                # Version 1 said something else; version 2 (this row) superseded it.
                row.id, row.version, row.supersedes = _new_id(rng), 2, first_id
                old = Row(first_id, user_id, k, old_text, importance, confidence, old_at,
                          first_id, status="superseded", superseded_by=row.id,
                          superseded_at=created)  # fmt: skip
                rows.append(old)
                left -= 1
            rows.append(row)
            left -= 1
    return rows


def embed(encoder: MiniLMEncoder, texts: Sequence[str], threads: int, every: int = 10_000) -> F32:
    """MiniLM vectors for `texts`, in batches of 64 over `threads` threads, with progress."""
    batches = [texts[i : i + 64] for i in range(0, len(texts), 64)]
    out, done, mark = [], 0, every
    with ThreadPoolExecutor(threads) as pool:
        for vectors in pool.map(encoder.encode, batches):
            out.append(vectors)
            done += len(vectors)
            if done >= mark or done == len(texts):
                print(f"  embedded {done:,}/{len(texts):,}", flush=True)
                mark += every
    return np.concatenate(out) if out else np.empty((0, 384), np.float32)


def synthesize(
    real: F32, real_templates: Sequence[int], templates: Sequence[int], seed: int
) -> F32:
    """For each wanted template: the real vector of a random same-template text + Gaussian
    noise (SYNTHETIC_SIGMA per component: ~0.96 cosine to it), re-normalised."""
    rng = np.random.default_rng(seed)
    have, want = np.asarray(real_templates), np.asarray(templates)
    picks = np.empty(len(want), dtype=np.int64)
    for k in np.unique(want):
        pool = np.flatnonzero(have == k)
        pool = pool if len(pool) else np.arange(len(have))
        slots = np.flatnonzero(want == k)
        picks[slots] = pool[rng.integers(0, len(pool), len(slots))]
    out: F32 = real[picks]
    out += SYNTHETIC_SIGMA * rng.standard_normal(out.shape, dtype=np.float32)
    out /= np.linalg.norm(out, axis=1, keepdims=True)
    return out


# COPY column types; rows are dicts keyed by these names.
_MEMORY_COLUMNS = {
    "id": "text", "tenant_id": "text", "user_id": "text", "type": "text", "category": "text",
    "text": "text", "embedding": "vector", "content_hash": "text", "confidence": "float8",
    "importance": "float8", "chain_id": "text", "version": "int4", "status": "text",
    "supersedes": "text", "superseded_by": "text", "superseded_at": "timestamptz",
    "valid_from": "timestamptz", "valid_until": "timestamptz", "created_at": "timestamptz",
    "updated_at": "timestamptz",
}  # fmt: skip
_HISTORY_COLUMNS = {
    "tenant_id": "text", "memory_id": "text", "chain_id": "text", "event": "text",
    "old_ref": "text", "new_ref": "text", "actor": "text", "meta": "jsonb", "ts": "timestamptz",
}  # fmt: skip
_RELATION_COLUMNS = {
    "tenant_id": "text", "from_id": "text", "to_id": "text", "relation_type": "text",
    "strength": "float8", "created_at": "timestamptz",
}  # fmt: skip
_SEED_META = Jsonb({"reason": "benchmark bulk seed"})


def _memory(r: Row, vector: F32, digest: str) -> dict[str, object]:
    category = TEMPLATES[r.template][0]
    return {
        "id": r.id, "tenant_id": TENANT, "user_id": r.user_id,
        "type": _TYPE.get(category, "fact"), "category": category, "text": r.text,
        "embedding": vector, "content_hash": digest, "confidence": r.confidence,
        "importance": r.importance, "chain_id": r.chain_id, "version": r.version,
        "status": r.status, "supersedes": r.supersedes, "superseded_by": r.superseded_by,
        "superseded_at": r.superseded_at, "valid_from": r.created_at,
        "valid_until": r.superseded_at, "created_at": r.created_at,
        "updated_at": r.superseded_at or r.created_at,
    }  # fmt: skip


def _history(r: Row) -> dict[str, object]:
    """The row the service writes for an ADD (version 1) or an UPDATE (version 2)."""
    return {
        "tenant_id": TENANT, "memory_id": r.id, "chain_id": r.chain_id,
        "event": "ADD" if r.version == 1 else "UPDATE", "old_ref": r.supersedes,
        "new_ref": r.id, "actor": TENANT, "meta": _SEED_META, "ts": r.created_at,
    }  # fmt: skip


def _edges(rows: Sequence[Row], rng: random.Random) -> list[dict[str, object]]:
    """About RELATIONS_PER_MEMORY `related_to` edges per active memory, within each user."""
    by_user: dict[str, list[Row]] = {}
    for r in rows:
        if r.status == "active":
            by_user.setdefault(r.user_id, []).append(r)
    edges: dict[tuple[str, str], dict[str, object]] = {}
    for active in (a for a in by_user.values() if len(a) > 1):
        for _ in range(round(len(active) * RELATIONS_PER_MEMORY)):
            a, b = rng.sample(active, 2)
            edges[a.id, b.id] = {
                "tenant_id": TENANT, "from_id": a.id, "to_id": b.id,
                "relation_type": "related_to", "strength": round(rng.uniform(0.5, 0.95), 2),
                "created_at": max(a.created_at, b.created_at),
            }  # fmt: skip
    return list(edges.values())


def _copy(
    cur: psycopg.Cursor[Any], table: str, types: dict[str, str], rows: Iterable[dict[str, object]]
) -> None:
    with cur.copy(f"COPY {table} ({', '.join(types)}) FROM STDIN WITH (FORMAT BINARY)") as copy:
        copy.set_types(list(types.values()))
        for row in rows:
            copy.write_row([row[name] for name in types])


def load(url: str, rows: list[Row], vectors: F32, vector_of: dict[str, int], seed: int) -> int:
    """COPY `rows`, one history row each and some relations, ~50k memories (whole users) per
    transaction: the history trigger checks each memory at commit. Answers the relations."""
    rng = random.Random(seed)
    relations, start = 0, 0
    with psycopg.connect(url) as conn:
        register_vector(conn)
        while start < len(rows):
            end = min(start + 50_000, len(rows))
            while end < len(rows) and rows[end].user_id == rows[end - 1].user_id:
                end += 1
            chunk, edges = rows[start:end], _edges(rows[start:end], rng)
            with conn.transaction(), conn.cursor() as cur:
                memories = (
                    _memory(r, vectors[vector_of[r.text]], content_hash(r.text)) for r in chunk
                )
                _copy(cur, "memories", _MEMORY_COLUMNS, memories)
                _copy(cur, "history", _HISTORY_COLUMNS, map(_history, chunk))
                _copy(cur, "relations", _RELATION_COLUMNS, edges)
            relations, start = relations + len(edges), end
    return relations

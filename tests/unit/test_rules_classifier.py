"""Labelled corpus for the embedded rule classifier (app.providers.rules.classifier).

Labels follow the precision-first policy in the module docstring: when in doubt the right
answer is OVERLAP/NONE, never a retirement. Decisions worth knowing:
- a different subject ("User's sister", "my wife", 我妈妈) is NONE: another person's fact;
  an unclear subject (he, 我们, "User and his wife") is OVERLAP on the same slot;
- hypotheticals (might, 打算, 要…了), questions and history are OVERLAP when they touch the
  same slot, never UPDATE: they do not assert a new current state. History covers explicit
  past markers ("before college", "in 2019", 以前) and plain past tense ("lived in",
  "worked at", even "never lived in"), which may well be true alongside the present;
- a legal name ("my name is Robert") and a form of address ("call me Bob") are separate slots,
  so they are OVERLAP, not UPDATE;
- "prefers X"/"uses X" only compete when X and Y are the same kind (gazetteer) and the
  predicate is exclusive or the new text says it switched; "uses Python" vs "uses VS Code"
  is OVERLAP, and a context-bound statement ("for quick edits", "at work") never replaces;
- a region (Oregon, 广东) never replaces a city, and 北京 never replaces Beijing: without a
  gazetteer or translation table the rules cannot tell containment or identity;
- is_retraction("User is not vegetarian") is False: a plain negative is a fact worth keeping;
  only an explicit change of state ("no longer", "anymore", "quit", 不再, 不…了) withdraws.
Similarities are plausible sentence-embedding cosines, chosen to exercise the bands.

Relabelled when the 0.6 candidate gate was removed and the independent annotator's
conventions (tests/fixtures/relation_pairs.jsonl) were adopted:
- "User lives in Portland" / "User lives in Seattle" at 0.55 was NONE only because of the
  gate; the caller now chooses candidates (some by shared attribute), so it is an UPDATE;
- "User now drives a Honda" / "User drives a Tesla" at 0.80 was OVERLAP (bare "now" below
  the 0.85 band); a vehicle is an exclusive attribute, so "now" + a new value is an UPDATE.
  The similarity band for a bare cue is still exercised with "drinks tea" / "drinks coffee".
"""

import time
from collections import Counter

import pytest

from app.enums import Relation
from app.providers.base import Candidate
from app.providers.rules import classifier, frames, topics
from app.providers.rules.classifier import RulesRelationClassifier, classify_pair, is_retraction

CT, UP, OV, NO = Relation.CONTRADICTION, Relation.UPDATE, Relation.OVERLAP, Relation.NONE

CORPUS: list[tuple[str, str, float | None, Relation]] = [
    # --- English UPDATE -----------------------------------------------------------------
    ("User just moved to Seattle", "User lives in Portland", 0.78, UP),
    ("User joined Globex", "User works at Acme", 0.70, UP),
    ("User has 3 kids", "User has 2 kids", 0.93, UP),
    ("User switched to Neovim", "User prefers VS Code", 0.72, UP),
    ("User is 35 years old", "User is 34 years old", 0.95, UP),
    ("Call me Bob from now on", "Please call me Robert", 0.80, UP),
    ("I live in Denver now", "I live in Austin", 0.88, UP),
    ("User's favourite editor is Emacs", "User's favorite editor is Vim", 0.90, UP),
    ("User quit Acme and joined Globex", "User works at Acme", 0.74, UP),
    ("User moved from Portland to Seattle", "User lives in Portland", 0.80, UP),
    ("User now prefers tea over coffee", "User prefers coffee", 0.83, UP),
    ("User's sister moved to Denver", "User's sister lives in Boston", 0.82, UP),
    ("My preferred name is Sam", "Call me Samantha", 0.75, UP),
    ("User turned 40", "User is 39", 0.80, UP),
    ("User drinks tea instead of coffee", "User drinks coffee", 0.80, UP),
    ("User now drives a Honda", "User drives a Tesla", 0.88, UP),
    ("User is now based in Berlin", "User lives in London", 0.76, UP),
    ("Actually, user lives in Seattle", "User lives in Portland", 0.84, UP),
    ("I work for Initech these days", "I work at Acme", 0.77, UP),
    # --- English CONTRADICTION ------------------------------------------------------------
    # "never" denies that the old statement was ever true (the labelled sets agree).
    ("User never lived in Portland", "User lives in Portland", 0.80, CT),
    ("User is not vegetarian", "User is vegetarian", 0.90, CT),
    ("User quit smoking", "User smokes", 0.80, CT),
    ("User no longer smokes", "User smokes", 0.85, CT),
    ("I don't live in Portland anymore", "User lives in Portland", 0.82, CT),
    ("User no longer works at Acme", "User works at Acme", 0.86, CT),
    ("Forget that I like jazz", "User likes jazz", 0.75, CT),
    ("User doesn't drink alcohol", "User drinks alcohol", 0.88, CT),
    ("User smokes again", "User quit smoking", 0.80, CT),
    ("User stopped using VS Code", "User uses VS Code", 0.85, CT),
    ("User has no pets", "User has pets", 0.84, CT),
    ("Stop calling me Bob", "Call me Bob", 0.81, CT),
    # --- English OVERLAP (including hard negatives that must not retire) ------------------
    ("User drinks coffee every morning", "User likes coffee", 0.72, OV),
    ("User resides in Seattle", "User lives in Seattle", 0.95, OV),
    ("User just moved to Seattle", "User lives in Seattle", 0.85, OV),
    ("User works in Portland", "User lives in Portland", 0.70, OV),  # other predicate
    ("User might move to Seattle", "User lives in Portland", 0.70, OV),  # hypothetical
    ("Does the user live in Seattle?", "User lives in Portland", 0.75, OV),  # question
    ("User lived in Portland before college", "User lives in Seattle", 0.72, OV),  # history
    ("User lives in Seattle", "User lived in Portland before college", 0.72, OV),
    ("User also uses Neovim", "User uses VS Code", 0.78, OV),  # additive
    ("User uses Python at work", "User uses VS Code", 0.65, OV),  # different kinds
    ("User works at Acme as a senior engineer", "User works at Acme", 0.90, OV),
    ("User is a vegetarian", "User is vegetarian", 0.97, OV),
    ("User doesn't live in Boston", "User lives in Seattle", 0.70, OV),
    ("User is planning to join Globex", "User works at Acme", 0.70, OV),
    ("User is moving to Seattle next month", "User lives in Portland", 0.80, OV),
    ("User prefers dark mode", "User prefers Python", 0.62, OV),
    ("User has 2 kids", "User has two children", 0.90, OV),
    ("Call me Bob", "My name is Robert", 0.70, OV),  # address vs legal name
    ("User is considering switching to Neovim", "User uses VS Code", 0.74, OV),
    ("User prefers concise answers", "User prefers detailed explanations", 0.80, OV),
    ("Is the user still working at Acme?", "User works at Acme", 0.85, OV),
    ("User lives in Portland and Seattle", "User lives in Portland", 0.85, OV),
    ("User worked at Acme", "User works at Globex", 0.70, OV),  # past tense: history
    ("User lives in Seattle with his wife", "User lives in Seattle", 0.90, OV),
    ("User has a meeting on Tuesday", "User has a meeting on Monday", 0.94, OV),
    ("User is allergic to peanuts", "User loves peanut butter cookies", 0.66, OV),
    ("If the user moves to Seattle, he will need a car", "User lives in Portland", 0.66, OV),
    # --- English NONE ----------------------------------------------------------------------
    ("User has a dog", "User likes coffee", 0.62, NO),
    ("User's sister lives in Boston", "User lives in Seattle", 0.78, NO),  # other subject
    ("My wife works at Acme", "I work at Globex", 0.80, NO),  # other subject
    ("User has a cat", "User has a dog", 0.88, NO),  # unrelated, high similarity
    ("User lives in Portland", "User lives in Seattle", 0.55, UP),  # no gate: same slot
    ("User enjoys hiking on weekends", "User plays chess online", 0.64, NO),
    ("User joined a gym", "User works at Acme", 0.61, NO),  # "joined" a non-employer
    ("Call me tomorrow", "Call me Bob", 0.66, NO),  # not a name
    ("User's company moved to Austin", "User lives in Denver", 0.70, NO),
    ("User moved to Neovim", "User lives in Portland", 0.60, NO),  # a tool, not a city
    ("The user is 6 feet tall", "User is 34", 0.61, NO),
    ("Call me at 5pm", "Call me Bob", 0.64, NO),  # not a name
    ("User's dog's name is Rex", "User's name is Bob", 0.70, NO),  # the dog's name
    # --- more English hard negatives (must not retire) -----------------------------------
    ("User lives in Oregon", "User lives in Portland", 0.82, OV),  # a region may contain it
    ("User is called Bob at work", "Call me Robert", 0.72, OV),  # context-bound
    ("User now prefers VS Code", "User uses Neovim for quick edits", 0.80, OV),
    ("User prefers Vim and Emacs", "User prefers Emacs", 0.90, OV),
    ("User moved to Seattle in 2019", "User lives in Portland", 0.78, OV),  # dated history
    ("User lives in fear of spiders", "User lives in Portland", 0.61, OV),  # not a place
    ("User now likes jazz", "User likes rock", 0.88, NO),  # liking adds, never replaces
    ("User now drives to work", "User drives a Tesla", 0.90, OV),  # not a one-word swap
    ("User now drives a Honda", "User drives a Tesla", 0.80, UP),  # exclusive attribute
    ("User now drives a Honda", "User drives a Tesla", None, UP),  # no embedding: cues decide
    ("User now drinks tea", "User drinks coffee", 0.80, OV),  # bare cue, similarity < 0.85
    # --- more English retirements ----------------------------------------------------------
    ("User's favorite color is now green", "User's favorite color is blue", 0.90, UP),
    ("User replaced Chrome with Firefox", "User uses Chrome", 0.80, UP),
    ("User no longer lives with roommates", "User lives with roommates", 0.88, CT),
    # --- Chinese and mixed -------------------------------------------------------------------
    ("其实还是叫我李四吧", "以后请叫我张三", 0.80, UP),
    ("我搬到上海了", "我住在北京", 0.75, UP),
    ("我现在住在深圳", "我住在广州", 0.85, UP),
    ("我入职了字节跳动", "我在阿里巴巴工作", 0.70, UP),
    ("我有三个孩子", "我有两个孩子", 0.93, UP),
    ("我今年三十五岁", "我今年34岁", 0.90, UP),
    ("我改用Neovim了", "我喜欢用VS Code", 0.72, UP),
    ("我最喜欢的颜色是绿色", "我最喜欢的颜色是蓝色", 0.92, UP),
    ("用户搬到了杭州", "用户住在北京", 0.75, UP),
    ("我跳槽到了腾讯", "我在百度上班", 0.70, UP),
    ("我的名字改成了王五", "我叫赵六", 0.72, UP),
    ("I moved to 上海 last month", "我住在北京", 0.70, UP),
    ("我现在用 Neovim", "User prefers VS Code", 0.70, UP),
    ("User 现在住在 Tokyo", "User lives in Osaka", 0.80, UP),
    ("我不再吸烟了", "我吸烟", 0.85, CT),
    ("我已经不住在北京了", "我住在北京", 0.88, CT),
    ("我不是素食者", "我是素食者", 0.90, CT),
    ("我戒烟了", "我抽烟", 0.80, CT),
    ("我不喜欢咖啡了", "我喜欢咖啡", 0.86, CT),
    ("别叫我张三", "叫我张三", 0.80, CT),
    ("我已经不在阿里巴巴工作了", "我在阿里巴巴工作", 0.88, CT),
    ("我每天早上喝咖啡", "我喜欢咖啡", 0.72, OV),
    ("我可能会搬到上海", "我住在北京", 0.72, OV),  # hypothetical
    ("我以前住在成都", "我住在北京", 0.70, OV),  # history
    ("用户住在上海吗？", "用户住在北京", 0.80, OV),  # question
    ("我在上海工作", "我住在上海", 0.75, OV),  # other predicate, same object
    ("我住在北京朝阳区", "我住在北京", 0.90, OV),  # more specific, same place
    ("我也在用Vim", "我在用VS Code", 0.80, OV),  # additive
    ("我有两个孩子", "我有2个孩子", 0.97, OV),
    ("叫我小王就行", "我叫王小明", 0.70, OV),  # address vs legal name
    ("我打算入职腾讯", "我在百度工作", 0.70, OV),  # hypothetical
    ("我在北京工作", "我在谷歌工作", 0.70, OV),  # a city vs a company
    ("我不住在上海", "我住在北京", 0.70, OV),  # negated, different object
    ("我每天跑步五公里", "我喜欢跑步", 0.70, OV),
    ("我已经35岁了", "我今年35岁", 0.93, OV),
    ("我妈妈住在上海", "我住在北京", 0.75, NO),  # other subject
    ("我老婆在谷歌工作", "我在阿里巴巴工作", 0.78, NO),  # other subject
    ("用户的妹妹住在波士顿", "用户住在西雅图", 0.76, NO),  # other subject
    ("我养了一只猫", "我喜欢喝咖啡", 0.61, NO),
    ("我喜欢猫", "我喜欢狗", 0.85, NO),  # unrelated, high similarity
    ("我家的狗叫旺财", "我叫李雷", 0.66, NO),  # the dog's name
    ("我叫了外卖", "我叫李雷", 0.62, NO),  # 叫 = ordered
    ("叫我去吃饭", "叫我张三", 0.64, NO),  # 叫我 = asked me to
    ("我喝茶而不是咖啡", "我喝咖啡", 0.80, UP),
    ("我现在喝茶", "我喝咖啡", 0.90, UP),  # bare cue 现在, one-word swap, high similarity
    ("我现在喝茶", "我喝咖啡", 0.75, NO),  # the same without the similarity
    ("我现在在深圳生活", "我住在北京", 0.76, UP),
    ("我改名叫王五了", "我叫张三", 0.70, UP),
    ("忘掉我住在北京", "我住在北京", 0.80, CT),
    ("我从阿里离职了", "我在阿里工作", 0.82, CT),
    ("我住在北京", "I live in Beijing", 0.90, OV),  # no translation table: no verdict
    ("User works at Google", "我在谷歌工作", 0.90, OV),
    ("我住在广东", "我住在深圳", 0.80, OV),  # a province may contain the city
    ("我要搬到上海了", "我住在北京", 0.80, OV),  # 要…了: about to, not yet
    ("我姐姐有三个孩子", "我有两个孩子", 0.82, NO),  # other subject
    ("我用Python写脚本", "我用Java", 0.70, OV),  # languages coexist
    # A taste for another part of the day is a second taste, not a new one.
    (
        "Prefers coffee over tea in the evening.",
        "Prefers tea over coffee in the morning.",
        0.94,
        OV,
    ),
    ("User now prefers coffee in the morning", "User prefers tea in the morning", 0.90, UP),
    # A note's first word is not a person to read the note as about ("Flight to Berlin").
    ("Flight back from Berlin on March 10.", "Flight to Berlin on March 3.", 0.83, OV),
    # The same life event told twice is a restatement, unless a number moved.
    ("用户是中大毕业的", "用户毕业于中山大学", 0.61, OV),
    ("用户是南开2016届毕业生。", "用户2016年从南开大学毕业。", 0.85, OV),
    ("用户2018年从南开毕业。", "用户2016年从南开毕业。", 0.98, UP),
    # An ex-partner is someone else: their wedding changes nothing the user said.
    ("用户的前男友上个月结婚了。", "用户和李先生在谈恋爱。", 0.57, NO),
    ("用户结婚了。", "用户和李先生在谈恋爱。", 0.60, UP),
    ("The user's ex-wife moved to Denver.", "The user lives in Boston.", 0.60, NO),
]

RETIRING = {CT, UP}


def _id(case: tuple[str, str, float | None, Relation]) -> str:
    return f"{case[3].value}:{case[0][:24]}|{case[1][:18]}|{case[2]}"


@pytest.mark.parametrize(("new", "old", "similarity", "expected"), CORPUS, ids=map(_id, CORPUS))
def test_corpus_pair(new: str, old: str, similarity: float | None, expected: Relation) -> None:
    relation, reason = classify_pair(new, old, similarity)
    assert relation is expected, reason
    assert reason


def test_corpus_is_large_mixed_and_balanced() -> None:
    assert len(CORPUS) >= 80
    cjk = sum(any("\u4e00" <= ch <= "\u9fff" for ch in n + o) for n, o, _, _ in CORPUS)
    assert cjk * 3 >= len(CORPUS)
    assert set(Counter(label for *_, label in CORPUS)) == {CT, UP, OV, NO}


def test_no_false_retirement_across_corpus() -> None:
    false_retirements = [
        (new, old, got)
        for new, old, sim, label in CORPUS
        if label not in RETIRING and (got := classify_pair(new, old, sim)[0]) in RETIRING
    ]
    assert false_retirements == []


@pytest.mark.parametrize(
    ("new", "old", "similarity", "cue"),
    [
        ("User just moved to Seattle", "User lives in Portland", 0.78, "'Portland' → 'Seattle'"),
        ("User no longer smokes", "User smokes", 0.85, "no longer"),
        ("I don't live in Portland anymore", "User lives in Portland", 0.82, "not"),
        ("User has 3 kids", "User has 2 kids", 0.93, "'2' → '3'"),
        ("其实还是叫我李四吧", "以后请叫我张三", 0.80, "'张三' → '李四'"),
        ("我不再吸烟了", "我吸烟", 0.85, "不再"),
        ("User drinks tea instead of coffee", "User drinks coffee", 0.80, "instead"),
        ("User now drives a Honda", "User drives a Tesla", 0.88, "now"),
        ("User might move to Seattle", "User lives in Portland", 0.70, "might"),
        ("User lives in Portland", "User lives in Seattle", None, "'Seattle' → 'Portland'"),
        ("User has a cat", "User has a dog", None, "similarity unknown"),
        ("User's sister lives in Boston", "User lives in Seattle", 0.78, "different subject"),
    ],
)
def test_reason_names_the_cue(new: str, old: str, similarity: float | None, cue: str) -> None:
    assert cue in classify_pair(new, old, similarity)[1]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("User no longer smokes", True),
        ("I don't live in Portland anymore", True),
        ("User is not vegetarian anymore", True),
        ("Forget that I like jazz", True),
        ("User quit smoking last year", True),
        ("Stop calling me Bob", True),
        ("我不再吸烟了", True),
        ("我已经不住在北京了", True),
        ("我戒烟了", True),
        ("别叫我张三", True),
        ("User moved from Portland to Seattle", False),
        ("User quit Acme and joined Globex", False),
        ("User no longer lives in Portland, now in Seattle", False),
        ("User stopped using VS Code and switched to Neovim", False),
        ("我不再用VS Code，改用Neovim了", False),
        # A plain negative is a fact in its own right, not a withdrawal (documented choice).
        ("User is not vegetarian", False),
        ("我不是素食者", False),
        ("User never smoked", False),
        ("User might not smoke anymore", False),
        ("Does the user still smoke?", False),
        ("User tends to forget names", False),
        ("User likes jazz", False),
        ("I stopped by the store", False),
        ("Please forget that I live in Portland", True),
        ("我没有车了", True),
        ("我不喝咖啡了，改喝茶了", False),
    ],
)
def test_is_retraction(text: str, expected: bool) -> None:
    assert is_retraction(text) is expected


@pytest.mark.parametrize("similarity", [0.0, 0.38, float("nan"), -1.0, None])
def test_no_similarity_gate_for_cue_verdicts(similarity: float | None) -> None:
    # The caller chose the candidate (maybe by shared attribute): cues decide at any cosine.
    assert classify_pair("User moved to Seattle", "User lives in Portland", similarity)[0] is UP
    assert classify_pair("User joined Globex", "User works at Acme", similarity)[0] is UP
    assert classify_pair("User has a dog", "User likes coffee", similarity)[0] is NO


def test_nan_behaves_like_unknown() -> None:
    for new, old, _, _ in CORPUS:
        assert classify_pair(new, old, float("nan")) == classify_pair(new, old, None)


def test_bare_change_cue_needs_high_similarity() -> None:
    new, old = "User now drinks tea", "User drinks coffee"
    assert classify_pair(new, old, classifier.BARE_CUE_MIN)[0] is UP
    assert classify_pair(new, old, classifier.BARE_CUE_MIN - 0.01)[0] not in RETIRING
    assert classify_pair(new, old, None)[0] not in RETIRING


def test_paraphrase_band_is_overlap_not_retirement() -> None:
    assert classify_pair("User has a cat", "User has a dog", classifier.PARAPHRASE_MIN)[0] is OV
    assert classify_pair("User has a cat", "User has a dog", 0.99)[0] is OV


def test_deterministic_and_order_sensitive() -> None:
    first = [classify_pair(n, o, s) for n, o, s, _ in CORPUS]
    frames.analyse.cache_clear()
    topics.topic.cache_clear()
    assert [classify_pair(n, o, s) for n, o, s, _ in CORPUS] == first
    # Swapping new and old is a different question: history does not retire, the present does.
    assert classify_pair("User moved to Seattle", "User lives in Portland", 0.8)[0] is UP
    assert classify_pair("User lived in Seattle before", "User lives in Portland", 0.8)[0] is OV


def test_time_per_pair_is_small() -> None:
    frames.analyse.cache_clear()
    topics.topic.cache_clear()
    pairs = [(n, o, s) for n, o, s, _ in CORPUS]
    # CPU time, not wall-clock: on a loaded runner the process waits for a core, and that wait
    # is the runner's, not the classifier's (wall-clock failed this at a load average of 8).
    start = time.process_time()
    for n, o, s in pairs:  # cold: every text analysed for the first time
        classify_pair(n, o, s)
    cold = (time.process_time() - start) / len(pairs)
    # Generous bound (target is ~0.2 ms).
    assert cold < 0.002


# --- cue families without an embedding (similarity=None): the caller may pick candidates by a
# shared attribute, so these must hold at any cosine. Written independently of the fixture.
CUE_PAIRS: list[tuple[str, str, Relation]] = [
    ("I moved to Chicago last month", "I live in Boston", UP),
    ("Actually I live in Oakland, not San Francisco", "User lives in San Francisco", UP),
    ("I switched to Firefox", "User uses Chrome as browser", UP),
    ("From now on, reply in French", "Reply to the user in English", UP),
    ("Please use Celsius from now on", "User prefers Fahrenheit", UP),
    ("I'm 41 now", "User is 40 years old", UP),
    ("I left Google and joined Meta", "I work at Google", UP),
    ("User is now a product manager", "User is a software engineer", UP),
    ("User got divorced", "User is married", UP),
    ("User graduated last May", "User is a student at MIT", UP),
    ("User went vegan", "User is vegetarian", UP),
    ("I'm now in the Pacific time zone", "User is in Eastern time", UP),
    ("User's dog Rex died last week", "User has a dog named Rex", CT),
    ("I don't eat meat anymore", "User eats meat", CT),
    ("I gave up running", "User runs every morning", CT),
    ("I can't stand jazz", "User likes jazz", CT),
    ("I'm actually an introvert", "User is an extrovert", CT),
    ("I'm a night owl", "User is an early bird", CT),
    ("User sold his car", "User owns a Toyota Corolla", CT),
    ("我搬去杭州了", "我住在南京", UP),
    ("我换成安卓手机了", "我用iPhone", UP),
    ("以后用英文回复我", "请用中文回复", UP),
    ("我毕业了，现在在华为工作", "我是清华的学生", UP),
    ("我结婚了", "我单身", UP),
    ("我讨厌香菜", "我喜欢香菜", CT),
    ("我和男朋友分手了", "我有男朋友", CT),
    ("我的猫去世了", "我养了一只猫", CT),
    ("我把车卖了", "我有一辆车", CT),
    ("我现在是夜猫子", "我是早起的人", CT),
    # Hard negatives: a cue, but a restriction, an addition, another person or another topic.
    ("User never drinks coffee after 2pm", "User drinks coffee every morning", OV),
    ("User stopped drinking coffee after lunch", "User drinks coffee daily", OV),
    ("I don't really like jazz that much anymore, mostly classical", "User likes classical", OV),
    ("I'm not a big fan of horror movies, but I like thrillers", "User likes thrillers", OV),
    ("User no longer needs the car seat for the kids", "User has two kids", OV),
    ("Now I live with my girlfriend", "User lives in Boston", OV),
    ("User switched teams at Acme", "User works at Acme", OV),
    ("I moved the meeting with Bob to Friday", "User's manager is Bob", NO),
    ("I start at 9am on Mondays", "User works at Acme", NO),
    ("User was born in Ohio", "User has two kids", NO),
    ("User's car is now in the shop", "User drives a Tesla", OV),
    ("Tom recently moved to Boston", "User lives in Seattle", NO),
    ("They moved to Boston", "User lives in Seattle", NO),
    ("My sister no longer lives in Boston", "User lives in Boston", NO),
    ("User's brother switched to Android", "User uses an iPhone", NO),
    ("我现在养了一只猫", "我养了一只狗", OV),
    ("我现在每天走路上班", "我在腾讯工作", OV),
    ("我戒了糖，但还喝咖啡", "我喜欢喝咖啡", OV),
    ("我不再用微信支付了", "我用微信聊天", OV),
    ("小李搬到上海了", "我住在北京", NO),
    ("他们搬到深圳了", "我住在广州", NO),
    ("累死了，今天加班到十点", "我在腾讯工作", NO),
    ("我不再坐公交车了", "我开一辆特斯拉", NO),
]


@pytest.mark.parametrize(
    ("new", "old", "expected"), CUE_PAIRS, ids=[f"{n[:30]}" for n, *_ in CUE_PAIRS]
)
def test_cue_pairs_without_similarity(new: str, old: str, expected: Relation) -> None:
    relation, reason = classify_pair(new, old, None)
    if expected in RETIRING:
        assert relation in RETIRING, reason
    else:
        assert relation not in RETIRING, reason


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("User works at Acme", {"emp"}),
        ("User joined Globex last month", {"emp"}),
        # A day, a time or a colour is in half a busy user's memories: not a conflict key.
        ("User plays tennis with Sam on Mondays at 7 pm.", set()),
        ("User drives a white Toyota Corolla bought in 2016.", set()),
        ("I live in Portland", {"res"}),
        ("我搬到上海了", {"res"}),
        ("User prefers VS Code", {"pref:editor"}),
        ("Call me Bob", {"name"}),
        ("User has two kids", {"count:kid"}),
        ("I am 34 years old", {"age"}),
        ("User is vegetarian", {"diet"}),
        ("Please reply in Spanish", {"reply_language"}),
        ("以后用中文回复我", {"reply_language"}),
        ("我在阿里巴巴工作", {"emp"}),
        ("User switched to Neovim", {"pref:editor"}),
        ("I don't smoke anymore", {"smoke"}),  # withdrawn claims keep their attribute
        ("User's time zone is EST", {"tz"}),
        ("User is a morning person", {"chronotype"}),
    ],
)
def test_attributes_name_the_users_attribute(text: str, keys: set[str]) -> None:
    assert keys <= classifier.attributes(text)


@pytest.mark.parametrize(
    "text",
    [
        "My wife works at Acme",  # another person
        "User's sister lives in Boston",
        "Might move to Seattle",  # hypothetical
        "Does the user live in Seattle?",  # question
        "User likes jazz",  # no recognised attribute
        "The weather is nice today",
        "我妈妈住在上海",
    ],
)
def test_attributes_empty_without_a_user_attribute(text: str) -> None:
    assert classifier.attributes(text) == frozenset()


def test_shared_attribute_makes_distant_texts_candidates() -> None:
    # Cosine 0.38 in MiniLM, but the same attribute: the pipeline pairs them by key.
    assert classifier.attributes("User works at Acme") & classifier.attributes("User joined Globex")
    assert classifier.attributes("我住在北京") & classifier.attributes("I moved to Shanghai")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Actually, I live in Seattle", True),
        ("I live in Denver now", True),
        ("From now on call me Bob", True),
        ("User switched to Neovim", True),
        ("User drinks tea instead of coffee", True),
        ("User joined Globex", True),
        ("User no longer smokes", True),
        ("I quit smoking", True),
        ("Dentist got rescheduled to Tuesday", True),
        ("其实我叫李四", True),
        ("我现在住在深圳", True),
        ("以后用中文回复", True),
        ("我改用Neovim了", True),
        ("我换成安卓手机了", True),
        ("我不再吸烟了", True),
        ("我戒烟了", True),
        ("User lives in Portland", False),
        ("User likes jazz", False),
        ("我住在北京", False),
        ("Does the user still smoke now?", False),  # a question changes nothing
    ],
)
def test_has_change_cue(text: str, expected: bool) -> None:
    assert classifier.has_change_cue(text) is expected


def test_reading_ahead_keeps_the_new_texts_readings_and_changes_no_verdict() -> None:
    rules = RulesRelationClassifier()
    new = "User switched from oat milk to soy milk in her coffee last week"
    candidates = [Candidate("m1", "User takes oat milk in her coffee", 0.8)]
    frames.analyse.cache_clear()
    topics.topic.cache_clear()
    cold = rules.judge(new, candidates)
    frames.analyse.cache_clear()
    topics.topic.cache_clear()
    rules.read_ahead(new)
    before = frames.analyse.cache_info().misses, topics.topic.cache_info().misses
    assert rules.judge(new, candidates) == cold
    after = frames.analyse.cache_info().misses, topics.topic.cache_info().misses
    # Judging read only the candidate's text: the new one was read ahead.
    assert after == (before[0] + 1, before[1] + 1)

"""Cue tables for :mod:`app.providers.rules.classifier`: vocabularies and their compiled patterns.

The predicate frames and value vocabularies live in `rules.predicate_tables`; this module
holds the cue words (negation, change, hedges, questions, relatives, stop words) and compiles
the patterns of both.

Every pattern is applied, case-insensitively, to NFKC-normalised text whose English
contractions have been expanded ("doesn't" -> "does not"). The tables live apart from the
control flow so the vocabularies can grow without the classifier outgrowing one read; word
lists are space-separated strings, gazetteers "|"-separated.
"""

import re
from typing import Final

from app.providers.rules import patterns
from app.providers.rules.predicate_tables import (
    CATEGORIES,
    CATEGORY_ALIASES,
    CJK_DIGITS,
    COUNT_NOUNS,
    EXCLUSIVE_KINDS,
    NOT_A_NAME,
    NOT_A_PLACE,
    NOT_AN_EMPLOYER,
    NUMBER_WORDS,
    OBJECT_END,
    OBJECT_LEAD,
    PLACE_SUFFIX,
    PLACES,
    PREDICATES,
    REGIONS,
    REGIONS_CJK,
    VAGUE_OBJECT,
)

# Chinese verbs that carry their own negation; rewritten so the core comparison sees 不.
CJK_SYNONYMS: Final[tuple[tuple[str, str], ...]] = (
    ("戒了烟", "不吸烟了"),
    ("戒烟", "不吸烟"),
    ("戒酒", "不喝酒"),
    ("抽烟", "吸烟"),
)

CONTRACTIONS: Final[tuple[tuple[str, str], ...]] = (
    (r"\bcan't\b", "can not"),
    (r"\bwon't\b", "will not"),
    (r"n't\b", " not"),
    (r"'m\b", " am"),
    (r"'re\b", " are"),
    (r"'ve\b", " have"),
    (r"'ll\b", " will"),
    (r"'d\b", " would"),
)

# Chinese 不/没/别 are negations except inside these everyday words (不错, 别人, 特别, 差不多 ...).
_CJK_NEG: Final = (
    r"不再|已经不|再也不|不要|(?<![特区分告性类级差个识辨鉴])别(?![人的墅名处])|没有?(?!关系)|"
    r"(?<!差)不(?!错|过(?!敏|期)|少|同|断|仅|管|久|得不|一样|然|但|论|如|光|只)"
)
NEGATION: Final = (
    r"\b(?:not|never|no\s+longer|no\s+more|quit|quits|gave\s+up|nobody|neither|nor)\b|"
    r"\bstopped\s+\w+ing\b|"
    r"\bno\b(?=\s+[a-z])|" + _CJK_NEG
)
# Withdrawal cues: a change of state, not a plain negative fact (see is_retraction).
FORGET: Final = r"^\s*(?:please\s+)?(?:forget|disregard|ignore)\b|^\s*(?:请)?(?:忘掉|忘记)"
RETRACTION: Final = (
    r"\bno\s+longer\b|\bany\s*more\b|\bno\s+more\b|\bany\s+longer\b|"
    r"\b(?:quit|quits|gave\s+up|given\s+up)\b|\bstopped\s+\w+ing\b|^\s*(?:please\s+)?(?:forget|disregard|"
    r"ignore)\b|\bnever\s+mind\b|\bscratch\s+that\b|\b(?:do\s+not|stop|stopped)\s+call(?:ing)?"
    r"\s+me\b|不再|已经不|再也不|已经没|戒(?:了|掉)|忘掉|忘记|别再|不要再|(?:别|不要)叫我|"
    r"(?:不|没有?)[^,;。]{1,12}了\s*$"
)
# A clause that names the new state ("and joined Globex", "改用Neovim") is a replacement.
REPLACEMENT: Final = (
    r"\binstead\b|\brather\s+than\b|\bin\s+favou?r\s+of\b|\b(?:switched|changed|replaced)\b|"
    r"改成|换成|改为|改用|换用|转用|而不是|而是"
)
CHANGE: Final = (
    r"(?P<rep>" + REPLACEMENT + r")|(?P<cor>\bactually\b|\bin\s+fact\b|\bcorrection\b|其实|"
    r"实际上|更正)|(?P<tmp>\bnow\b|\bthese\s+days\b|\bnowadays\b|\bcurrently\b|"
    r"\bfrom\s+now\s+on\b|现在|目前|以后|今后|如今|从现在开始)"
)
REPLACED: Final = r"\b(?:instead\s+of|rather\s+than)\s+(?P<x>.+)$|而不是(?P<y>.+)$"
# Chinese cues that are also the inside of longer words, each kept out of them: 万一 ("in
# case") inside an amount (两万一个月, 3万一), 的话 ("if") after 说 / 讲 (他说的话, "what he
# said"), 要是 ("if") inside 主要是 / 只要是, and 大概 before a number ("about", not "probably").
_CJK_NUMERAL: Final = r"[\d零一二两三四五六七八九十百千万几半]"
_CJK_IF_ONLY: Final = r"(?<![\d零一二两三四五六七八九十百千])万一|(?<![说讲听])的话"
# "If" in Chinese, for every reading that must not take a condition for a statement.
CJK_IF: Final = r"如果|(?<![主只需还])要是|假如|" + _CJK_IF_ONLY
HYPOTHETICAL: Final = (
    # "May" with a capital inside a sentence is the month ("the May court order", "12 May");
    # "never could" is a fact about the past, not a hedge.
    r"\b(?:might|(?<!last\s)(?<!this\s)(?<!in\s)(?<!since\s)(?<!of\s)"
    r"(?:(?-i:may)|(?<![A-Za-z0-9,] )(?-i:May))(?!\s+\d)|(?<!never\s)could|would|"
    r"should|maybe|perhaps|possibly|probably|consider|considers|"
    r"considering|thinking\s+(?:about|of)|plans?\s+to|planning\s+to|wants?\s+to|hopes?\s+to|"
    r"hoping\s+to|going\s+to(?!\s+(?:the|a|an|my|bed|sleep|work|school|church|class|gym)\b)|"
    r"gonna|will|wish|wishes|someday|soon|not\s+sure|unsure|wondering|"
    r"if|unless|whether|next\s+(?:week|month|year|summer|spring|fall|autumn|winter))\b|"
    rf"可能|也许|或许|大概(?!{_CJK_NUMERAL})|打算|计划|准备|考虑|想要|(?<![思理感梦回联猜])想|"
    rf"希望|将要|明年|下个月|下周|将来|未来|{CJK_IF}|不确定|不知道|(?<![需重主只不还])要(?![求是])"
)
CONDITIONAL: Final = r"\b(?:if|unless|whether)\b|" + CJK_IF
PAST: Final = (
    # "Once a day" is how often, not "once upon a time".
    r"\b(?:before|ago|used\s+to|previously|formerly|originally|"
    r"once(?!\s+(?:a|an|per|every|each|in\s+a)\b)|back\s+then|growing\s+up|"
    r"as\s+a\s+(?:kid|child|teen|teenager|student)|in\s+(?:college|high\s+school|school|"
    r"university)|when\s+\w+\s+was|in\s+(?:19|20)\d\d)\b|以前|之前|曾经|过去|小时候|原来|当年|"
    r"那时|年前|上学时|大学时|读书时"
)
PERFECT: Final = r"\b(?:has|have)\s*$"
# A negation bound to a time or a circumstance restricts a statement, it does not deny it:
# "never drinks coffee after 2pm" beside "drinks coffee every morning".
RESTRICTION: Final = (
    r"\b(?:after(?!\s+all)|before|until|during|except|unless|on\s+weekends?|at\s+night|"
    r"at\s+work|in\s+the\s+(?:morning|evening|afternoon))\b|\d{1,2}\s?(?:am|pm)\b|"
    r"之后|以后|之前|以前|周末|晚上|早上|上班时"
)
# Where a negation's reach ends: a clause boundary or a turn ("…, but …", "… - …").
NEGATION_SCOPE: Final = r"[;,.!?。；，！？]|\s[-—]\s|\bbut\b|\bso\b"
# Additions and context-bound statements ("called Bob at work", "uses Python for scripts")
# hold beside the old value instead of replacing it.
ADDITIVE: Final = (
    r"\b(?:also|too|as\s+well|additionally|another|second|both|in\s+addition|at\s+work|"
    r"at\s+home|online|on\s+weekends|for\s+(?!now\b|ever\b|good\b|a\b|an\b|\d|several\b|"
    r"many\b|some\b|years?\b|months?\b)\w+|by\s+(?:his|her|their|my\s+)?"
    r"(?:friends|family|colleagues|coworkers|kids))\b|也(?!许)|还(?!是)"
)
# Whose statement a possessive prefix names: "my wife", "user's sister", 我妈妈, 用户的妹妹.
RELATIVES: Final = (
    "wife husband partner spouse son daughter kid kids child children mom mother mum dad "
    "father parents brother sister sibling friend boss manager colleague coworker roommate "
    "girlfriend boyfriend fiance fiancee cousin uncle aunt grandma grandmother grandpa "
    "grandfather company team dog cat family neighbor neighbour niece nephew grandson "
    "granddaughter stepson stepdaughter landlord 妈妈 妈 母亲 爸爸 爸 父亲 "
    "老婆 妻子 老公 丈夫 儿子 女儿 孩子 哥哥 姐姐 弟弟 妹妹 朋友 老板 同事 室友 女朋友 "
    "男朋友 爷爷 奶奶 外公 外婆 公司 家人 父母 狗 猫 家 侄子 侄女 外甥 外甥女 岳父 岳母 公公 婆婆 "
    "舅舅 姑姑 叔叔 阿姨 表哥 表姐 表弟 表妹 堂哥 堂姐 堂弟 堂妹 孙子 孙女 邻居 房东 领导 "
    "ex ex-wife ex-husband ex-boyfriend ex-girlfriend fiancé fiancée 男友 女友 前男友 前女友 "
    "前夫 前妻 未婚夫 未婚妻"
)
QUESTION: Final = (
    r"[?？]\s*$|^\s*(?:(?:do|does|did|is|are|was|were|can|could|will|would|should|has|have)\s+"
    r"(?:the\s+user|user|i|you|he|she|they|we|it|my|your|there|this|that)\b|(?:what|where|who|"
    r"whom|whose|when|why|how|which)\b)|吗\s*$|是否|是不是|有没有|会不会|对不对|呢\s*$"
)
CLAUSE: Final = (
    r"[,;!?:。…]+|\.(?=\s|$)|\s+(?:and|but|while|whereas|although|though)\s+|"
    r"但是|不过(?!敏|期)|然后|而且|并且|所以|可是"
)
# Stripped from a subject prefix before deciding whose statement it is.
SUBJECT_FILLER: Final = (
    r"\b(?:just|recently|now|currently|actually|also|still|finally|already|officially|"
    r"apparently|reportedly|basically|then|so|please|really|lately|today|in\s+fact|these\s+days|"
    r"nowadays|from\s+now\s+on|has|have|had|is|am|are|was|were|be|been|being|do|does|did|and|to|"
    r"anymore|correction|update|note|fyi|btw|oh|ok|okay|well|hey|yes|you\s+can|you\s+may|"
    r"happily|permanently|eventually|again|even|ever|always|usually|mostly|forget|disregard|"
    r"ignore|that|only)\b|忘掉|忘记|"
    r"现在|其实|实际上|目前|已经|刚刚|刚|最近|也|还是|还|又|就|请|以后|今后|从现在开始|从今天起|如今|"
    r"都|一直|正在|正|本人|再|了|后来|终于|今年|去年|上个月|上周|前不久|刚才|最|更|所以|要|会|"
    r"快|就要|这周|本周|这个月|只|满"
)
SELF: Final = r"^(?:(?:the\s+user|user|i|me|my|mine|myself)\b(?:'s)?|我的|我|用户的|用户)(?:的)?"
PRONOUN: Final = (
    r"^(?:(?:he|she|they|we|it|his|her|their|our|its|you|your|him|them|this|that)\b|"
    r"他们|她们|我们|咱们|他|她|它|你们|你)"
)
# Removed before comparing two statements word by word: the subject, articles, auxiliaries,
# negation and change cues, intensifiers, Chinese particles.
CORE_PHRASES: Final = (
    r"\b(?:gave\s+up|give\s+up|given\s+up|no\s+longer|no\s+more|any\s+more|these\s+days|"
    r"from\s+now\s+on|in\s+fact|forget\s+that|forget\s+about)\b|"
    r"我的|我|用户的|用户|本人|不再|已经不|再也不|已经|不要|别再|特别|" + _CJK_NEG + r"|现在|其实|"
    # 都 ("all") is not the 都 of a city or a capital (成都, 首都, 京都).
    r"实际上|目前|一直|(?<![成首京古国帝建定迁])都|也|还是|还|很|非常|真的|总是|经常|每天|了|吧|"
    r"呢|啊|呀|哦|嘛|的|是|又|就|请|"
    r"以后|今后|如今|再"
)
CORE_STOP: Final = (
    "a an the is am are was were be been being do does did user users i me my mine myself s "
    "not never no quit quits stopped stop forget really very always usually often every "
    "daily regularly still currently actually now totally completely just recently also "
    "again please too much so quite nowadays lately definitely absolutely anymore instead "
    "that"
)
# Not evidence of shared ground: function words and verbs every memory uses.
CONTENT_STOP: Final = (
    "in at on for with to of and or from by about as it this he she they his her their we "
    "our you your them him its there here what who like love have has had use want get go "
    "make enjoy prefer need know think feel call 名 叫 喜欢 觉得 知道 需要 想要 可以 一个 "
    "一只 一家 叫我 我们"
)
# Heads that happily hold several objects at once: a bare "now" never replaces one of them.
NON_EXCLUSIVE: Final = (
    "like love have enjoy know speak visit read watch play own eat listen follow support "
    "collect study learn allergic afraid interested fan member volunteer 喜 爱 有 是 会 去 "
    "看 吃 听 玩 认 知 养 学"
)
IRREGULAR: Final[dict[str, str]] = {
    "has": "have",
    "had": "have",
    "children": "child",
    "went": "go",
    "ate": "eat",
    "drank": "drink",
    "drunk": "drink",
    "spoke": "speak",
    "wrote": "write",
}
TIME_WORDS: Final = (
    r"\b(?:since|last|this|next|years?|months?|weeks?|days?|ago|yesterday|today|recently|"
    r"lately|(?:19|20)\d\d|in|for|about|around|early|late)\b|昨天|前天|今天|前几天|去年|今年|明年|"
    r"上个月|下个月|这个月|上周|下周|本周|年前|个月前|天前|以来|从|开始|起"
)


# Compiled once at import; the classifier never builds a pattern per call.
def _rx(source: str) -> patterns.Pattern:
    return patterns.compile(source, re.IGNORECASE)


# One alternation per script: group p<i> says which predicate matched (the outermost group
# closes last, so it is Match.lastgroup), o<i>/c<i> carry its object and category. The
# English one is anchored on a shared leading \b so mid-word positions fail at once.
SPECS: Final[dict[str, tuple[int, str, frozenset[str], bool, bool]]] = {
    f"p{i}": (i, slot, frozenset(flags.split()), "(?P<o>" in src, "(?P<c>" in src)
    for i, (slot, flags, src) in enumerate(PREDICATES)
}


def _alternation(english: bool) -> patterns.Pattern:
    groups = (
        f"(?P<p{i}>"
        + src.removeprefix(r"\b").replace("(?P<o>", f"(?P<o{i}>").replace("(?P<c>", f"(?P<c{i}>")
        + ")"
        for i, (_, _, src) in enumerate(PREDICATES)
        if src.startswith(r"\b") == english
    )
    return _rx((r"\b(?:" if english else "(?:") + "|".join(groups) + ")")


PRED_RES: Final = (_alternation(english=True), _alternation(english=False))
OBJ_END_RE, OBJ_LEAD_RE, VAGUE_RE = _rx(OBJECT_END), _rx(OBJECT_LEAD), _rx(VAGUE_OBJECT)
PLACE_RE, NEG_RE, RETRACT_RE = _rx(PLACE_SUFFIX), _rx(NEGATION), _rx(RETRACTION)
REPLACE_RE, CHANGE_RE, REPLACED_RE = _rx(REPLACEMENT), _rx(CHANGE), _rx(REPLACED)
HYP_RE, COND_RE, PAST_RE, FORGET_RE = _rx(HYPOTHETICAL), _rx(CONDITIONAL), _rx(PAST), _rx(FORGET)
PERFECT_RE, ADD_RE, QUESTION_RE = _rx(PERFECT), _rx(ADDITIVE), _rx(QUESTION)
RESTRICTION_RE, NEGATION_SCOPE_RE = _rx(RESTRICTION), _rx(NEGATION_SCOPE)
CLAUSE_RE, FILLER_RE, SELF_RE = _rx(CLAUSE), _rx(SUBJECT_FILLER), _rx(SELF)
# A run of text between two marks of punctuation (English or Chinese); no conjunction splits it.
PUNCTUATED_RE: Final = re.compile(r"[^.;!?。；！？，,]+")
PRONOUN_RE, CORE_RE, TIME_RE = _rx(PRONOUN), _rx(CORE_PHRASES), _rx(TIME_WORDS)
CONTRACTION_RES: Final = tuple((_rx(a), b) for a, b in CONTRACTIONS)
WORD_RE: Final = _rx(r"[a-z0-9][a-z0-9+#.]*[a-z0-9+#]|[a-z0-9]|[\u4e00-\u9fff]+")
CJK_RE: Final = re.compile(r"[\u4e00-\u9fff]")
GAZETTEER: Final = {n: cat for cat, names in CATEGORIES.items() for n in names.split("|")}
ALIASES: Final = {a: cat for cat, names in CATEGORY_ALIASES.items() for a in names.split("|")}
COUNT_KEYS: Final = {w: noun for noun, words in COUNT_NOUNS.items() for w in words.split()}
NUMBERS: Final = (
    {w: i for i, w in enumerate(NUMBER_WORDS.split())}
    | {c: i for i, c in enumerate(CJK_DIGITS)}
    | {"两": 2}
)
PLACE_SET, NOT_PLACE_SET = frozenset(PLACES.split()), frozenset(NOT_A_PLACE.split())
REGION_RE: Final = _rx(rf"\b(?:{REGIONS})\b|{REGIONS_CJK}")
NOT_EMPLOYER_SET, NOT_NAME_SET = frozenset(NOT_AN_EMPLOYER.split()), frozenset(NOT_A_NAME.split())
RELATIVE_SET, CORE_STOP_SET = frozenset(RELATIVES.split()), frozenset(CORE_STOP.split())
EXCLUSIVE_SET: Final = frozenset(EXCLUSIVE_KINDS.split())

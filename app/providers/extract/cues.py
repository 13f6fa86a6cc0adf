"""Pattern tables for :mod:`app.providers.extract.rules`: templates, slots and vocabularies,
and the compiled statement rules (the table itself is in :mod:`app.providers.extract.statements`).

Every pattern is compiled once, case-insensitively, and applied to one clause of NFKC-normalised
text whose English contractions are expanded ("I'm" -> "I am", "don't" -> "do not"). A rule is
(name, pattern); the name picks its output template in TEMPLATES, and a name ending in ``_zh``
renders in Chinese. Groups: ``s`` the subject ("i", "my wife", 我, 我老婆), ``adv`` adverbs
between subject and verb, ``o`` the object, and per rule ``v`` (verb), ``x`` (the old value),
``w`` (the setting changed), ``n`` (number), ``c`` (category or counted noun), ``p``
(preposition), ``a`` (article), ``m`` (Chinese measure word), ``le`` (a final 了), ``rest``; a
trailing underscore (``n_``) names an alternative of the same group. At one position the first
rule in the table wins, so the specific phrasings come before the generic ones. Free-text spans
are bounded ({1,80}) so that a rule costs linear time even on an 8,000-character message.
"""

import re
from typing import Final

from app.providers.extract.statements import NUM_EN, REL_EN, REL_ZH, RULES

# rule -> (memory type, template). {S} is "User", "User's wife", 用户 or 用户的老婆.
TEMPLATES: Final[dict[str, tuple[str, str]]] = {
    "name_addr": ("preference", "{S} prefers to be called {o}"),
    "name_legal": ("preference", "{S}'s name is {o}"),
    "name_change": ("preference", "{S} changed their name to {o}"),
    "name_addr_zh": ("preference", "{S}的昵称是{o}"),
    "name_legal_zh": ("preference", "{S}叫{o}"),
    "name_change_zh": ("preference", "{S}改名叫{o}"),
    "retract": ("fact", "{S} no longer {v} {o}"),
    "retract_be": ("fact", "{S} is no longer {o}"),
    "quit": ("fact", "{S} {v} {o}"),
    "left": ("fact", "{S} left {o}"),
    "retract_zh": ("fact", "{S}{v}{o}{le}"),
    "quit_zh": ("fact", "{S}戒{o}了"),
    "instead": ("preference", "{S} {v} {o} instead of {x}"),
    "switch": ("preference", "{S} switched {x}to {o}"),
    "change": ("preference", "{S} switched from {x} to {o}"),
    "change_to": ("preference", "{S} switched from {x} to {o}"),
    "change_thing": ("preference", "{S} changed {x} to {o}"),
    "change_zh": ("preference", "{S}把{x}改成了{o}"),
    "switch_zh": ("preference", "{S}改用{o}"),
    "decide": ("decision", "{S} decided to {v} {o}"),
    "decide_zh": ("decision", "{S}决定{v}{o}"),
    "res_live": ("fact", "{S} lives in {o}"),
    "res_move": ("fact", "{S} moved to {o}"),
    "res_based": ("fact", "{S} is based in {o}"),
    "res_live_zh": ("fact", "{S}住在{o}"),
    "res_move_zh": ("fact", "{S}搬到了{o}"),
    "emp_work": ("fact", "{S} works {p} {o}"),
    "emp_join": ("fact", "{S} joined {o}"),
    "emp_start": ("fact", "{S} started working at {o}"),
    "emp_work_zh": ("fact", "{S}在{o}{v}"),
    "emp_in_zh": ("fact", "{S}{v}于{o}"),
    "emp_join_zh": ("fact", "{S}{v}{o}"),
    "fav": ("preference", "{S}'s {c} is {o}"),
    "fav_zh": ("preference", "{S}最喜欢的{c}是{o}"),
    "prefer": ("preference", "{S} prefers {o}"),
    "dislike": ("preference", "{S} doesn't {v} {o}"),
    "like": ("preference", "{S} {v} {o}"),
    "use": ("preference", "{S} uses {o}"),
    "prefer_zh": ("preference", "{S}更喜欢{o}"),
    "like_zh": ("preference", "{S}{v}{o}"),
    "use_zh": ("preference", "{S}用{o}{rest}"),
    "allergy": ("fact", "{S} is allergic to {o}"),
    "allergy_zh": ("fact", "{S}对{o}过敏"),
    "diet": ("fact", "{S} is {o}"),
    "diet_zh": ("fact", "{S}{o}"),
    "count": ("fact", "{S} has {n} {c}"),
    "count_zh": ("fact", "{S}{v}{n}{m}{c}"),
    "age": ("fact", "{S} is {n} years old"),
    "age_zh": ("fact", "{S}今年{n}岁"),
    "job": ("fact", "{S} is {a} {o}"),
    "job_zh": ("fact", "{S}是{o}"),
    "neg": ("fact", "{S} doesn't {v} {o}"),
    "neg_zh": ("fact", "{S}{v}{w}{o}"),
    "generic": ("fact", "{S} {o}"),
    "generic_zh": ("fact", "{S}{o}"),
}
# What a slot is about, so a later statement replaces an earlier one in the same turn.
SLOTS: Final[dict[str, str]] = {
    **dict.fromkeys(("name_addr", "name_legal", "name_change"), "name"),
    **dict.fromkeys(("name_addr_zh", "name_legal_zh", "name_change_zh"), "name"),
    **dict.fromkeys(("res_live", "res_move", "res_based", "res_live_zh", "res_move_zh"), "res"),
    **dict.fromkeys(("emp_work", "emp_join", "emp_start"), "emp"),
    **dict.fromkeys(("emp_work_zh", "emp_in_zh", "emp_join_zh"), "emp"),
    **dict.fromkeys(("age", "age_zh"), "age"),
    **dict.fromkeys(("diet", "diet_zh"), "diet"),
}
NAME_RULES: Final = frozenset(r for r, s in SLOTS.items() if s == "name")
TASTE: Final = frozenset({"like", "dislike", "prefer", "use", "like_zh", "prefer_zh", "use_zh"})
WITHDRAWALS: Final = frozenset({"retract", "neg", "retract_zh", "neg_zh"})
# Statements a bare correction cannot restate with a new value.
NO_SUBSTITUTE: Final = WITHDRAWALS | {
    "retract_be",
    "quit",
    "left",
    "instead",
    "quit_zh",
    "generic",
    "generic_zh",
}
LIKES: Final = ("like", "love", "enjoy", "prefer", "use", "hate")
VERB_FORMS: Final[dict[str, str]] = {
    "can not stand": "can't stand",
    "given up": "gave up",
    "have": "has",
    "do": "does",
    "go": "goes",
    "be": "is",
    "am": "is",
}
VERB_FORMS_ZH: Final[dict[str, str]] = {
    "加入": "加入了",
    "入职": "入职了",
    "跳槽到": "跳槽到了",
    "跳槽去": "跳槽到了",
    "养": "养了",
    "养着": "养了",
}
CORRECTION: Final = (
    r"^(?:(?:actually|in\s+fact|correction|sorry|oops|wait|no|nope|i\s+mean|i\s+meant"
    r"(?:\s+to\s+say)?|what\s+i\s+meant\s+(?:is|was)|to\s+clarify|let\s+me\s+correct\s+"
    r"(?:that|myself)|rather)\b(?!\s+longer)[\s,:;.!-]*|(?:其实|实际上|更正一下|更正|纠正一下|不对|"
    r"我是说|我的意思是|我说错了|说错了|应该是)[\s,:;.!]*)+"
)
FILLER: Final = (
    r"^(?:(?:well|oh|ok|okay|so|hey|hi|hello|um+|uh+|hmm+|yeah|yes|yep|sure|btw|by\s+the\s+way|"
    r"fyi|also|and|anyway|anyways|alright|right|lol|haha|heh|great|cool|nice|thanks|thank\s+you|"
    r"just\s+so\s+you\s+know|quick\s+update|update|note)\b[\s,.!:;-]*|(?:对了|话说|顺便说一下|"
    r"顺便提一下|另外|还有|好的|那个|哈哈+)[\s,.!:;~]*|[嗯哦噢啊呃额对好](?:[\s,.!:;~]+|(?=我)))+"
)
REQUEST: Final = (
    r"^(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:remember|note|keep\s+in\s+mind|"
    r"make\s+a\s+note)\s+(?:that\s+)?|^(?:(?:can|could|would|will)\s+you\s+)(?:please\s+)?"
    r"(?=call\s+me\b)|^(?:请|麻烦你?|你)?(?:帮我)?(?:记住|记一下|记得|记下)(?:一下)?[\s,:]*"
)
REQUEST_TAG: Final = r"[\s,]*(?:好吗|可以吗|行吗|好不好|行不行|好嘛|ok|okay|please)\s*$"
NOT_BUT_EN: Final = (
    r"^(?:(?:it|that)\s+(?:is|was)\s+|i\s+(?:said|meant)\s+)?not\s+(?P<x>[^,;]+?)\s*"
    r"(?:[,—-]+\s*(?:but\s+|(?:it|that)\s+is\s+|(?P<use>use)\s+)?|\s+(?:but\s+|(?P<use2>use)\s+))"
    r"(?P<y>[^,;]+)$"
)
NOT_BUT_ZH: Final = (
    r"^(?P<pre>[^,;]*?)(?:不是|别用|不要用|不用)(?P<x>[^,;]+?)\s*,?\s*(?:(?:而)?是|(?P<use>(?:改|要)?用))"
    r"(?P<y>[^,;]+)$"
)
REVERSED: Final = r"^(?:是)?(?P<y>[^,;]+?)\s*,?\s*(?:(?:and\s+)?not\s+|而?不是)(?P<x>[^,;]+)$"
LEAD_INSTEAD: Final = r"^(?:instead\s+of|rather\s+than)\s+(?P<x>[^,]+?)\s*,\s*(?P<rest>[^,]+)$"
SENTENCE: Final = r"((?:[!?。…;]|\.(?=\s|$))+|\n+)"
CLAUSE: Final = (
    r"\s*[,;:]\s*|\s+(?:but|though|although|whereas|so|because)\s+|\s+and\s+(?=(?:i|my|also|then|"
    r"now|recently|just|work|works|live|lives|moved|joined|prefer|prefers|like|likes|love|loves|"
    r"hate|hates|use|uses|started|switched|have|has|am|is|got|quit|left|no\s+longer|do|does)\b)|"
    r"\s*(?:但是|不过|可是|而且|并且|然后|所以|因为)\s*"
)
# The subject a clause opens with, which a following subject-less clause inherits.
SUBJECT_RE: Final = re.compile(
    rf"^(?P<s>i(?=\s)|my\s+(?:{REL_EN})(?=\s)|我的?(?:{REL_ZH})|我(?!们))", re.IGNORECASE
)
JOINT_RE: Final = re.compile(r"^(?:(?i:my)\s+\w+(?:\s+\w+)?|[A-Z]\w+|(?i:me))\s+(?i:and)\s+I\b")
# A clause that already names someone does not inherit the previous clause's subject.
HAS_SUBJECT: Final = (
    r"^(?:i|my|we|our|you|your|he|she|they|it|this|that|there|his|her|their|the|a|an|user|"
    r"let|let's|please|call)\b|^(?:我|你|您|他|她|它|咱|用户|这|那|大家|叫|请|把)"
)
QUESTION_START: Final = (
    r"^(?:(?:do|does|did|is|are|was|were|can|could|will|would|should|have|has|am|shall)\s+"
    r"(?:you|i|we|my|it|there|he|she|they|this|that|the)\b|(?:what|where|who|whom|whose|when|why|"
    r"how|which)\b)"
)
QUESTION_ZH: Final = (
    r"哪|什么|谁|多少|怎么|为什么|为啥|几(?:个|岁|只|位|号)|是否|是不是|有没有|会不会|对不对|对吧|"
    r"[吗么呢]\s*$"
)
# Cues before the verb that make a statement a plan, a wish, a condition or history. A clause
# that inherits its subject ("... and work at Amazon") inherits these from the clause before.
HYP: Final = (
    r"\b(?:might|may|could|would|should|maybe|perhaps|possibly|probably|will|gonna|going\s+to|"
    r"plan|plans|planning|thinking|considering|consider|want\s+to|wants\s+to|hope|hoping|wish|"
    r"if|unless|whether|when|once|suppose|imagine|pretend|someday|wonder|wondering|not\s+sure|"
    r"unsure|used\s+to|before|back\s+in|as\s+a\s+(?:kid|child|teen)|in\s+(?:19|20)\d\d|ago)\b|"
    r"(?<!\bi\s)\b(?:said|says|told|asked|asks|claims?|thinks|thought)\b|(?<![我是])说|听说|以为|"
    r"可能|也许|或许|大概|打算|计划|准备|考虑|想要|想|希望|将要|如果|要是|假如|万一|明年|下个月|下周|"
    r"将来|未来|梦想|不知道|不确定|以前|之前|曾经|过去|小时候|当年|那时|上学时|大学时"
)
# Before a subject-less verb ("call me", "switched to"): a negation or another speaker.
OTHER_VOICE: Final = (
    r"\b(?:not|never|no|said|says|told|tell|claims?|friends|people|everyone|everybody|he|she|"
    rf"they|his|her|their|my\s+(?:{REL_EN}))\b|别|不要|没有|不|他|她|它|{REL_ZH}"
)
# The same after the object: "... if the offer comes through", "...的话", "... next year".
HYP_AFTER: Final = (
    r"^\s*(?:if|unless|when|once|next\s+(?:week|month|year)|soon|someday|eventually|tomorrow|"
    r"later|before|ago|back\s+then|(?:a|an|\d+|few|several)\s+\w+\s+ago|one\s+day)\b|的话|以后|"
    r"之后|下个月|明年|下周|那年|的时候|时候|以前|之前"
)
ADDITIVE: Final = r"\b(?:also|too|as\s+well)\b|也"
# What 把X改成Y may change for good: a setting, not "this code".
SETTING_ZH: Final = (
    r"^(?:自己的)?(?:默认)?(?:编辑器|浏览器|主题|操作系统|终端|输入法|"
    r"编程语言|语言|字体|缩进|IDE|shell)"
)
# Verbs an instruction "V Y instead of X" keeps as a standing preference.
INSTEAD_VERBS: Final = frozenset({"use", "try", "pick", "choose", "take", "drink", "eat", "write"})
# Objects of 改用/换成 are a tool or a word or two, never a clause.
SWITCH_OBJECT_ZH: Final = r"[我你他她它是在了吗呢]|\S+\s+\S+\s+\S+\s+\S+"
NOW: Final = r"\b(?:now|currently|nowadays|these\s+days)\b|现在|目前"
_NOW_RULES = "res_live res_live_zh res_based emp_work emp_work_zh use use_zh prefer prefer_zh"
NOW_RULES: Final = frozenset(_NOW_RULES.split())
# Things one joins that are not an employer.
NOT_JOINED: Final = (
    r"^(?:the\s+|a\s+|an\s+|this\s+)?(?:call|meeting|chat|channel|server|webinar|session|queue|"
    r"waitlist|conversation|thread|game|stream|discussion|party|fun)\b|会议|群|直播"
)
# Objects that point into the conversation ("I like this", "我爱你") are not memories.
DEICTIC: Final = (
    r"^(?:it|this|that|these|those|you|your|yours|them|him|her|here|there|what|how|when|where|"
    r"the\s+(?:idea|answer|suggestion|plan|response|explanation|question)|option\s+\w+|"
    r"the\s+(?:first|second|third|last|other)|(?:either|both)\s+one|to\s+(?:think|say|know|"
    r"believe|imagine|ask|mention|point)|not\s+to\s+(?:say|answer|share|tell))\b|\b(?:you|your|"
    r"yours)\b|^(?:他|她|它|这|那)|你|您"
)
PRONOUNS_EN: Final[tuple[tuple[str, str], ...]] = (
    (r"\bmyself\b", "themselves"),
    (r"\bmine\b", "theirs"),
    (r"\bmy\b", "their"),
    (r"\bme\b", "them"),
)
CONTRACTIONS: Final[tuple[tuple[str, str], ...]] = (
    (r"\bcan't\b|\bcant\b", "can not"),
    (r"\bwon't\b", "will not"),
    (r"n't\b", " not"),
    (r"\b(do|does|did|is|was)nt\b", r"\1 not"),
    (r"\b(it|that|what|there|he|she)'s\b", r"\1 is"),
    (r"\bim\b", "i am"),
    (r"\bive\b", "i have"),
    (r"(?<=\w)'m\b", " am"),
    (r"(?<=\w)'re\b", " are"),
    (r"(?<=\w)'ve\b", " have"),
    (r"(?<=\w)'ll\b", " will"),
    (r"(?<=\w)'d\b", " would"),
)
# Assistant and system text is only context: second person becomes the user's first person.
CONTEXT_PERSON: Final[tuple[tuple[str, str], ...]] = (
    (r"\b(?:i|me|my|mine)\b", "the assistant"),
    (r"我", "助手"),
    (r"\b(?:the\s+)?user\s+(?:is|has)\b|\byou\s+(?:are|have)\b", "i have"),
    (r"\b(?:the\s+)?user's\b|\byour\b", "my"),
    (r"\b(?:the\s+)?user\b|\byou\b", "i"),
    (r"您|你|用户", "我"),
)
NUMBER_WORDS: Final[dict[str, int]] = {w: i for i, w in enumerate(NUM_EN.split("|"), 1)}


def _rx(source: str) -> re.Pattern[str]:
    return re.compile(source, re.IGNORECASE)


RULE_RES: Final = tuple((name, _rx(src)) for name, src in RULES)
CORRECTION_RE, FILLER_RE, REQUEST_RE = _rx(CORRECTION), _rx(FILLER), _rx(REQUEST)
REQUEST_TAG_RE, NOT_BUT_EN_RE, NOT_BUT_ZH_RE = _rx(REQUEST_TAG), _rx(NOT_BUT_EN), _rx(NOT_BUT_ZH)
REVERSED_RE, LEAD_INSTEAD_RE, SENTENCE_RE = _rx(REVERSED), _rx(LEAD_INSTEAD), _rx(SENTENCE)
CLAUSE_RE, HAS_SUBJECT_RE, QUESTION_START_RE = _rx(CLAUSE), _rx(HAS_SUBJECT), _rx(QUESTION_START)
QUESTION_ZH_RE, HYP_RE, HYP_AFTER_RE = _rx(QUESTION_ZH), _rx(HYP), _rx(HYP_AFTER)
OTHER_VOICE_RE: Final = _rx(OTHER_VOICE)
ADDITIVE_RE, DEICTIC_RE, NOW_RE = _rx(ADDITIVE), _rx(DEICTIC), _rx(NOW)
NOT_JOINED_RE: Final = _rx(NOT_JOINED)
SETTING_ZH_RE, SWITCH_OBJECT_ZH_RE = _rx(SETTING_ZH), _rx(SWITCH_OBJECT_ZH)
PRONOUN_RES: Final = tuple((_rx(a), b) for a, b in PRONOUNS_EN)
CONTRACTION_RES: Final = tuple((_rx(a), b) for a, b in CONTRACTIONS)
CONTEXT_RES: Final = tuple((_rx(a), b) for a, b in CONTEXT_PERSON)
SYMBOLS: Final = frozenset({"So", "Sk", "Cs", "Co", "Cf"})  # emojis, pictographs, joiners
CJK_RE: Final = re.compile(r"[\u4e00-\u9fff]")
BARE_LEAD_RE: Final = _rx(r"^(?:(?:it|that)\s+is|is|in|at|to|for)\s+|^是")
SELF_LEAD_RE: Final = _rx(r"^(?:i\s|my\s|我(?!们))")
NAME_CALL_RE: Final = _rx(r"call\s+me|(?:叫|称呼|喊)我")
NAME_WORD_RE: Final = _rx(
    r"^(?:(?:my|their)\s+)?(?:(?:first|full|preferred)\s+)?name$|^(?:我的|自己的)?(?:名字|姓名|称呼|昵称)$"
)
# Statements scoped to the task at hand ("for this file", "here", 这次) are not memories.
ONE_OFF_RE: Final = _rx(
    r"\b(?:this|that)\s+(?:file|function|method|class|script|snippet|code|line|test|page|time|"
    r"case|answer|response|example|query|one)\b|\bhere\s*$|\bthis\s+time\b|这次|这个文件|"
    r"这段代码|这个函数|这里|暂时"
)
EMOTICON_RE: Final = _rx(r"(?<!\w)[:;xX]-?[()DPp](?!\w)|\^_?\^")
# "I moved to Neovim" is a switch of tools, not of city.
TOOL_RE: Final = _rx(
    r"^(?:vs\s*code|visual\s+studio\s+code|vim|neovim|nvim|emacs|sublime(?:\s+text)?|intellij|"
    r"pycharm|webstorm|cursor|zed|helix|xcode|windows|macos|linux|ubuntu|fedora|debian|"
    r"arch(?:\s+linux)?|chrome|firefox|safari|brave|zsh|bash|fish|iterm2?|alacritty|kitty|wezterm|"
    r"dark\s+mode|light\s+mode|python|rust|golang|typescript|javascript|kotlin|java|tabs|"
    r"(?:\d\s+)?spaces|npm|pnpm|yarn|pip|uv|poetry|postgres(?:ql)?|mysql|sqlite|mongodb)$"
)
_PAST = "left quit got made took went bought sold began became met found lost won gave put set ran"
_MODALS = "am is are was were be been will would can could should might may must shall"
PAST_EN: Final = frozenset(_PAST.split())
MODALS_EN: Final = frozenset(_MODALS.split())

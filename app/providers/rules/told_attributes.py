"""The open attributes `rules.told_values` reads, as tables: the phrases that name an
attribute and capture its value ("live in X", 家在X, "my boss is X", "major: X", "GP is Dr.
X"), and the phrases that name the user as the holder themselves. The closed classes (an
attribute named by its value: a phone's maker, a diet) are `rules.told_kinds`. Kept apart
from the reading so that an attribute is added here, as one entry, and the reading's guards
stay one module.
"""

from __future__ import annotations

# Open classes: the phrase names the attribute, the group captures its value.
_V_EN = r"([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}(?:,\s+[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)?)?)"
_V_ZH = r"([\u4e00-\u9fff]{2,6}?)"
_AMOUNT = r"([$£€¥]?\d[\d,.]*\s*[kK万]?(?:\s*[-–~到至]\s*[$£€¥]?\d[\d,.]*\s*[kK万]?)?)"
# Where a Chinese value ends: punctuation, the end, or a district or road word after it.
_END_ZH = r"(?=[，。,.；;、\s(（]|$|[东西南北]?[区路市])"
# A person named in Chinese by 叫X的: 顶头上司是个叫刘振的总监, 对象是一个叫浩然的程序员.
_CALLED_ZH = r"(?:一个|一位|个|位)?叫([\u4e00-\u9fff]{2,4}?)的"
_BOSS_ZH = r"(?:上司|领导|直属领导|顶头上司|老板|主管)"
# The jobs a person holds at an employer ("a junior analyst at Barclays").
_JOB = (
    r"(?i:engineer|developer|programmer|designer|analyst|manager|consultant|accountant|lawyer|"
    r"associate|scientist|researcher|intern|director|editor|writer|nurse|teacher|pharmacist|"
    r"architect|specialist|coordinator|administrator|technician|officer|lead|recruiter)"
)
# A job told in Chinese after where it is done (在腾讯做产品经理, 是字节跳动的运营).
_JOB_ZH = (
    r"(?:产品经理|产品|运营|后端|前端|开发|测试|设计师?|销售|会计|出纳|策划|程序员|工程师|HR|人事|"
    r"财务|行政|客服|市场|编辑|记者|律师|医生|护士|老师|教师|分析师|咨询|顾问|主管|经理|专员)"
)
# Where a person works, not whom for: a generic workplace, a home, a time, a kind of firm.
_NOT_EMPLOYER_ZH = (
    r"(?:一家|一个|某|公司|单位|家里|外面|那边|这边|这里|那里|网上|线上|国外|外地|本地|老家|"
    r"周末|晚上|白天|外企|国企|央企|私企|银行)"
)
OPEN: dict[str, tuple[str, ...]] = {
    "home": (
        rf"\b(?:live|lives|living)\s+in\s+{_V_EN}",
        rf"\bbased\s+in\s+{_V_EN}",
        rf"\bcall\s+{_V_EN}\s+home\b",
        rf"^(?i:home|lives\s+in|current\s+city|city)\s*:\s*{_V_EN}",
        rf"(?:住在|定居在?){_V_ZH}{_END_ZH}",
        rf"(?<!老)(?:家|新家)在{_V_ZH}{_END_ZH}",
        rf"^(?:用户的?|我的?)?(?:家|住址|现居|居住地|所在城市)[：:]\s*{_V_ZH}{_END_ZH}",
        rf"在{_V_ZH}(?:[东西南北]?区)?住(?![院宿])",
        rf"在{_V_ZH}租了?(?:个|一)",
        # "home is a rented flat in Porto", "the new place in Fremont": the dwelling, then where.
        rf"\b(?i:home\s+is\s+(?:now\s+)?(?:an?\s+|the\s+)?(?:[\w-]+\s+){{0,3}}?in)\s+{_V_EN}",
        rf"\b(?i:new\s+(?:place|flat|apartment|house|home)\s+in)\s+{_V_EN}",
        # "rents a flat in Leeds", "shares a two-bed on Harcourt Road": a dwelling rented.
        rf"\b(?i:rents?|renting|shares?|sharing)\s+(?i:an?|the)\s+(?:[\w-]+\s+){{0,2}}?"
        rf"(?i:flat|apartment|house|studio|room|place|one-bed|two-bed)\s+(?i:in|on)\s+{_V_EN}",
    ),
    "team": (
        rf"\bsupports?\s+{_V_EN}",
        rf"\bfan\s+of\s+{_V_EN}",
        rf"^(?i:team|football\s+club|club)(?:\s*\([^)]*\))?\s*:\s*{_V_EN}",
        rf"\b(?i:favou?rite\s+(?:team|club)\s+is)\s+{_V_EN}",
        rf"是{_V_ZH}的球迷",
        rf"(?:支持的球队|主队|球队)(?:[（(][^）)]*[）)])?[：:是]\s*{_V_ZH}(?=[，。,.；;\s]|$)",
    ),
    # How many people the user's own team has: 用户所在的组有7人 / 用户的团队现在是13个人.
    "team_size": (
        r"(?i:\b(?:my|our|the\s+user's)\s+team\s+(?:has|is)\s+(?:now\s+)?)(\d+)\s+people\b",
        r"(?:用户|我)(?:所在)?的?(?:组|团队|小组|部门)[^，。,.；;]{0,4}?(?:有|是)(\d+)个?人",
        r"(?:我们|咱们)(?:组|团队|小组|部门)[^，。,.；;]{0,4}?(?:有|是)(\d+)个?人",
    ),
    "manager": (
        rf"\b(?i:(?:line\s+)?(?:manager|boss|supervisor)\s+is)\s+(?:now\s+)?{_V_EN}",
        rf"^(?i:(?:line\s+)?manager|boss|supervisor)(?:\s*\([^)]*\))?\s*:\s*{_V_EN}",
        rf"\b(?i:reports\s+(?:directly\s+)?to)\s+{_V_EN}",
        rf"{_BOSS_ZH}(?:是|：|:)\s*{_V_ZH}{_END_ZH}",
        rf"{_BOSS_ZH}(?:是|：|:)\s*{_CALLED_ZH}",
    ),
    "partner": (
        rf"\b(?i:(?:girlfriend|boyfriend|partner)\s+is)\s+(?:now\s+)?{_V_EN}",
        rf"\b(?i:(?:is|am)\s+(?:now\s+)?dating)\s+{_V_EN}",
        rf"(?:女朋友|男朋友|女友|男友|对象)(?:是|：|:)\s*{_V_ZH}{_END_ZH}",
        rf"(?:女朋友|男朋友|女友|男友|对象)(?:是|：|:)\s*{_CALLED_ZH}",
    ),
    "employer": (
        rf"\b(?i:employer\s+is)\s+(?:now\s+)?{_V_EN}",
        rf"^(?i:(?:the\s+)?user's\s+|my\s+)?(?i:employer|current\s+employer)(?:\s*\([^)]*\))?\s*:\s*"
        rf"{_V_EN}",
        # "is a software engineer at Shopify": a job named, then where it is done.
        rf"\b(?i:is|am|works\s+as)\s+(?i:an?|the)\s+(?:[a-z][\w-]*\s+){{0,2}}?{_JOB}s?\s+(?i:at|for)\s+"
        rf"{_V_EN}",
        rf"\b(?i:works?\s+(?:at|for))\s+{_V_EN}",
        rf"(?:就职于|供职于|任职于){_V_ZH}{_END_ZH}",
        rf"是{_V_ZH}的(?:员工|职员)",
        # 在X上班 / 在X工作 / 在X做产品经理: X is who employs the user (a place is dropped by
        # rules.told_values; 在家做饭 names no job).
        rf"(?<![现正实存所自好])在(?!{_NOT_EMPLOYER_ZH}){_V_ZH}(?:上班|工作|[做当干]\s*{_JOB_ZH})",
        rf"是(?!{_NOT_EMPLOYER_ZH}){_V_ZH}的\s*{_JOB_ZH}{_END_ZH}",
    ),
    "salary": (
        rf"\b(?i:salary|earns?|income|pay)\b[^.;,]{{0,25}}?{_AMOUNT}",
        rf"(?<!营业)(?<!销售)(?:收入|年薪|月薪|薪资|工资|薪水)[^，。；]{{0,10}}?{_AMOUNT}",
    ),
}
# The user's job title, named as one ("Job title: project manager", "has the title of marketing
# lead at work", 职位：运营专员): one title at a time. A title named by a promotion is an event
# (rules.lexicon EVENTS); "title" alone may be a book's, so the job or the work is named.
_TITLE_V = r"(?:an?\s+)?([A-Za-z][\w&/-]*(?:\s+[A-Za-z][\w&/-]*){0,3}?)(?=\s*(?:[.,;]|$|\bat\b))"
OPEN["job_title"] = (
    rf"\b(?i:job\s+title)(?:\s*\([^)]*\))?\s*(?::|is)\s*(?i:now\s+)?{_TITLE_V}",
    rf"\b(?i:(?:has|holds)\s+the\s+title\s+of)\s+{_TITLE_V}(?:\s+at\s+work\b)?",
    rf"(?:职位|岗位|职务|头衔)(?:是|：|:)\s*(?:现在是)?{_V_ZH}{_END_ZH}",
)
# The user's occupation, told as what they are ("is a nurse", "works as a barista", 是一名护士):
# one trade at a time. A closed class of trades, each a single noun: "software engineer" and
# "data engineer" are one trade here, and a student, a volunteer or a parent is none.
_TRADE = (
    r"(nurse|paramedic|teacher|barista|accountant|lawyer|attorney|pharmacist|dentist|"
    r"surgeon|electrician|plumber|mechanic|carpenter|librarian|journalist|photographer|"
    r"firefighter|pilot|cashier|waiter|waitress|bartender|receptionist|translator|therapist|"
    r"veterinarian|realtor|dietitian|paralegal|chef|programmer|architect|midwife)"
)
_TRADE_ZH = (
    r"(护士|急救员|医生|老师|教师|律师|会计|程序员|设计师|厨师|司机|快递员|外卖员|警察|记者|"
    r"翻译|药剂师|牙医|建筑师|保安|收银员|服务员|柜员|公务员|摄影师|主播|保险销售|理发师)"
)
OPEN["occupation"] = (
    rf"\b(?i:works\s+as\s+|is\s+(?:now\s+)?|am\s+(?:now\s+)?)(?:an?\s+)"
    rf"(?:(?i:full-time|part-time|freelance|senior|junior|head|registered|licensed)\s+)?"
    rf"(?i:{_TRADE})\b",
    rf"(?:是|当)(?:一名|一个|一位|个|名)?(?:全职|兼职|专职)?{_TRADE_ZH}(?:了)?(?=[，。,.；;\s]|$)",
)
# The user's own doctor: a GP or family doctor, named (the title is not the name).
_DR = r"(?:Dr\.?\s+|Doctor\s+)"
OPEN["doctor"] = (
    rf"\b(?i:gp|family\s+doctor|primary\s+care\s+(?:doctor|physician))\s+is\s+(?:now\s+)?{_DR}"
    r"([A-Z][\w'-]*)",
    rf"\b(?i:for\s+primary\s+care)\b[^.;]{{0,30}}?\b(?i:sees|goes\s+to|visits)\s+{_DR}([A-Z][\w'-]*)",
    rf"\b(?i:sees|goes\s+to)\s+{_DR}([A-Z][\w'-]*)\s+(?i:for\s+primary\s+care|as\s+(?:her|his|their|my)\s+gp)",
    r"家庭医生(?:是|：|:)(?:[\u4e00-\u9fff]{0,8}?的)?([\u4e00-\u9fff]{1,3}?)(?:医生|大夫)",
)
# A school's name may hold "of": "the University of Leeds".
_V_SCHOOL = r"([A-Z][\w'.-]*(?:\s+(?:of\s+)?[A-Z][\w'.-]*){0,3})"
# The school or university the user studies at now ("studies law at Leeds", 在浙大读研).
OPEN["school"] = (
    rf"\b(?i:stud(?:y|ies|ying)|(?:a|an|the)\s+(?:[\w-]+\s+)?(?:degree|phd|doctorate|masters?|student))\b"
    rf"(?:\s+[a-z][\w-]*){{0,3}}?\s+(?i:at)\s+(?:the\s+)?{_V_SCHOOL}",
    rf"\b(?i:attends|is\s+enrolled\s+at)\s+(?:the\s+)?{_V_SCHOOL}",
    rf"(?:在|就读于){_V_ZH}(?:读|上)(?:大学|研究生|研|博士|博|硕士|本科|大[一二三四])",
    rf"是{_V_ZH}的(?:在读)?(?:学生|研究生|博士生|本科生)",
)
# The user's best friend: one person at a time, whoever else they are (大学室友佳琪).
OPEN["best_friend"] = (
    rf"\b(?i:(?:best|closest)\s+friend)(?:\s+is|\s*:)\s+(?:(?:now|really|still)\s+)?{_V_EN}",
    rf"\b(?i:person\s+(?:the\s+user|i|she|he|they)\s+(?:is|am|are)\s+closest\s+to\s+is)\s+{_V_EN}",
    rf"(?:最好的朋友|闺蜜|死党|最铁的|关系最铁的)(?:是|：|:)\s*{_V_ZH}{_END_ZH}",
)
# A favourite colour: the colour word, without 色 (蓝色 and 蓝 are one value).
OPEN["colour"] = (
    r"\b(?i:favou?rite\s+colou?r)(?:\s+is|\s*:)\s+(?:now\s+)?([a-z]+(?:\s+[a-z]+)?)(?=\W*$|[.,;])",
    r"(?:最喜欢的|最爱的|喜欢的)颜色(?:是|：|:)\s*([\u4e00-\u9fff]{1,3}?)色?(?=[，。,.；;\s]|$)",
    r"(?:最喜欢|最爱|偏爱)(?!的)([\u4e00-\u9fff]{1,2}?)色",
)
# Where the user's 户口 (household registration) or 社保 (social insurance) is held.
OPEN["hukou"] = (rf"户口(?:一直)?(?:在|落在|：|:)\s*(?:老家)?{_V_ZH}{_END_ZH}",)
OPEN["social_insurance"] = (
    rf"社保(?:一直)?在{_V_ZH}(?:缴纳|交)",
    rf"社保缴纳地(?:是|在|：|:)\s*{_V_ZH}{_END_ZH}",
)
# The user's job level on a company ladder (阿里P6, T3, L5): told as 职级 or as promoted to.
_LEVEL = r"([PpTtMmLl]\d{1,2})(?!\d|\.\d)"
OPEN["level"] = (
    rf"职级(?:是|为|：|:)\s*(?:[\u4e00-\u9fff]{{0,4}}?){_LEVEL}",
    rf"(?:升到了?|晋升到了?|晋升为|升为|升上了?)\s*{_LEVEL}",
    rf"\b(?i:level\s+is\s+(?:now\s+)?|promoted\s+to\s+){_LEVEL}",
)
# A field of study in lower case ("Major: economics", "declared computer science as her major").
_FIELD_EN = r"([a-z][a-z-]+(?:\s+(?!as\b|and\b|at\b|in\b|from\b|after\b)[a-z][a-z-]+){0,2})"
OPEN["major"] = (
    rf"^(?i:major)\s*:\s*{_FIELD_EN}\s*$",
    rf"\b(?i:major\s+is|majoring\s+in|majors\s+in)\s+{_FIELD_EN}(?=\s*[.,;]|\s*$)",
    rf"\b(?i:declared|chose|picked)\s+{_FIELD_EN}\s+as\s+(?:her|his|their|my)\s+major\b",
    rf"^(?:用户的?|我的?)?专业[：:是]\s*{_V_ZH}{_END_ZH}",
    rf"转专业(?:到了?|去读了?|去学了?|读了?|学了?)\s*{_V_ZH}(?:专业)?(?:了)?{_END_ZH}",
    rf"(?<![大中小])学的?是{_V_ZH}(?:专业)?{_END_ZH}",
    rf"在(?:学|读){_V_ZH}专业",
)
# How many coffees the user drinks a day: a count told in digits or words ("a single coffee").
_COUNT_EN = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|a\s+single)"
OPEN["coffees_a_day"] = (
    rf"(?i:\b{_COUNT_EN}\s+(?:cups?\s+of\s+coffee|coffees?|espressos?)\s+(?:a|per)\s+day\b)",
    r"(?:每天|一天)(?:要)?喝?(\d{1,2}|[一两二三四五六七八])杯咖啡",
)
# What the user asks to be called: a name or a form of address, in quotes or not.
_Q = r"[\"'\u201c\u2018「]?"
OPEN["address"] = (
    rf"\b(?i:(?:prefers?|wants?|likes?|asked)\s+to\s+be\s+(?:called|addressed\s+as)|call\s+me|"
    rf"goes\s+by|go\s+by|address\s+(?:me|the\s+user|her|him|them)\s+as)\s+{_Q}{_V_EN}",
    rf"(?:称呼我为?|被称呼为|称呼为|希望别人叫(?:她|他|我)){_Q}{_V_ZH}[\u201d\u2019」\"']?"
    r"(?=[，。,.；;！!\s]|$|就[行好可]|吧|啦)",
    # An English name is the name the user goes by in English: 英文名是Kevin / 叫我Leo吧.
    r"英文名(?:字)?(?:是|叫|：|:)\s*([A-Za-z][\w'-]*)",
    # 叫我 alone also asks for an act (叫我去吃饭): a name only before 就行 / 吧.
    rf"叫我{_Q}{_V_ZH}[\u201d\u2019」\"']?(?=就[行好可]|吧)",
    rf"叫我{_Q}([A-Za-z][\w'-]*)[\u201d\u2019」\"']?(?=就[行好可]|吧)",
)
# A form of address told as a note's field ("Nickname: Kit", 称呼（用户）：小林) or as what others
# call the user (喜欢别人叫自己阿凯, 大家都叫她小鱼).
OPEN["address"] += (
    rf"^(?i:(?:the\s+user's\s+|my\s+)?(?:preferred\s+name|nickname))(?:\s*\([^)]*\))?\s*:\s*"
    rf"{_Q}{_V_EN}",
    rf"^(?:用户的?|我的?)?(?:称呼|昵称|小名)(?:[(（][^)）]*[)）])?[：:]\s*{_Q}{_V_ZH}"
    r"(?=[\u201d\u2019」\"'，。,.；;！!\s]|$)",
    rf"(?:别人|大家|朋友们?)(?:都)?叫(?:自己|她|他|我){_Q}{_V_ZH}[\u201d\u2019」\"']?"
    r"(?=[，。,.；;！!\s]|$)",
)
# The user's name on one platform (a handle, a gamertag, a WeChat name): one per platform, so
# each platform is its own attribute; told as a field ("Steam username: X", 微信昵称：X) or as
# a sentence ("on Steam the user goes by X", 微信名叫「X」). A pen name likewise (笔名, 署名).
_HANDLE = r"[\"'\u201c\u2018「]?([\w.-]{2,24})"
_HANDLE_ZH = r"[\"'\u201c\u2018「]?([^\s，。,.;；:：」\u201d\u2019\"']{1,12})"
_PLATFORMS = {
    "steam": ("steam", "steam"),
    "discord": ("discord", "discord"),
    "xbox": ("xbox", "xbox"),
    "psn": ("psn|playstation", "psn"),
    "reddit": ("reddit", "reddit"),
    "github": ("github", "github"),
    "instagram": ("instagram", "instagram|ins"),
    "twitch": ("twitch", "twitch"),
    "tiktok": ("tiktok", "抖音|tiktok"),
    "wechat": ("wechat", "微信|wechat"),
    "weibo": ("weibo", "微博|weibo"),
    "bilibili": ("bilibili", "b站|bilibili|哔哩哔哩"),
    "xiaohongshu": ("xiaohongshu|rednote", "小红书"),
}
for _key, (_en, _zh) in _PLATFORMS.items():
    OPEN[f"handle_{_key}"] = (
        rf"\b(?i:(?:{_en})\s+(?:username|user\s+name|handle|gamertag|display\s+name|id))"
        rf"\s*(?i:is|:)\s+(?i:now\s+)?{_HANDLE}",
        rf"\b(?i:on\s+(?:{_en}))\b,?\s+(?:[\w']+\s+){{0,2}}?(?i:goes\s+by|go\s+by|is\s+known\s+as)\s+"
        rf"{_HANDLE}",
        rf"(?i:{_zh})(?:的)?(?:名|昵称|名字|用户名|账号名|网名)(?:叫|是|：|:)\s*{_HANDLE_ZH}",
    )
OPEN["pen_name"] = (
    rf"\b(?i:pen\s+name)\s*(?i:is|:)\s+{_HANDLE}",
    rf"\b(?i:writes\s+(?:as|under\s+the\s+name))\s+{_HANDLE}",
    rf"(?:笔名|署名)(?:是|叫|为|：|:)?\s*{_HANDLE_ZH}",
)
HANDLES = frozenset(k for k in OPEN if k.startswith("handle_")) | {"pen_name"}

# Phrases that name the user as the holder themselves: no subject need be read.
OWNED: dict[str, tuple[str, ...]] = {
    "manager": (rf"^{_V_EN}\s+(?i:manages\s+(?:me|the\s+user)|is\s+my\s+(?:manager|boss))\b",),
    "partner": (rf"^{_V_EN}\s+(?i:is\s+(?:the\s+user's|my)\s+(?:girlfriend|boyfriend|partner))\b",),
    "employer": (rf"^{_V_EN}\s+(?i:is\s+where\s+(?:the\s+user|i)\s+works?)\b",),
    "home": (rf"^{_V_EN}\s+(?i:is\s+where\s+(?:the\s+user|i)\s+lives?)\b",),
    "best_friend": (
        rf"^{_V_EN}\s+(?i:is\s+(?:the\s+user's|my|her|his|their)\s+(?:best|closest)\s+friend|"
        r"is\s+the\s+person\s+(?:the\s+user|i|she|he|they)\s+(?:is|am|are)\s+closest\s+to)\b",
    ),
}

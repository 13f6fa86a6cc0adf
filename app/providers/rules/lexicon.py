"""Topic-level vocabularies for :mod:`app.providers.rules.topics` (pure data + compiled patterns).

Patterns run case-insensitively on NFKC text whose English contractions are expanded
("can't" -> "can not"), like those of rules.cues. Four families:

- ATTRIBUTES: which attribute of a person a text talks about ("res", "emp", "pref:editor" ...).
  EXCLUSIVE says which of them hold one value at a time, so a change cue replaces the value.
- VALUES: enumerated values of a few attributes (single / married, night owl / morning
  person). Two different values of an identity-like attribute (IDENTITY) conflict without cue.
- cues: CHANGE_WEAK (now, actually, 现在, 其实), CHANGE_STRONG (switched to, rescheduled, 改成),
  RETRACT (no longer, sold, passed away, 不再, 退订), EVENTS (got married, graduated, 毕业),
  POSITIVE / NEGATIVE sentiment for antonym pairs (love / can't stand, 喜欢 / 讨厌).
- TOPIC_STOP: words too generic to show that two texts talk about the same thing.
"""

import re
from typing import Final

from app.providers.rules import patterns
from app.providers.rules.predicate_tables import CATEGORIES

_LANGS = (
    "english|chinese|mandarin|cantonese|spanish|french|german|japanese|korean|portuguese|"
    "italian|russian|arabic|hindi|dutch"
)
_LANGS_CJK = "中文|英文|英语|汉语|普通话|粤语|日语|日文|韩语|法语|德语|西班牙语"

# Attribute keys and the words that mark them. Order is irrelevant; a text may have several.
ATTRIBUTES: Final[dict[str, str]] = {
    "res": r"\b(?:live|lives|living|reside|resides|residing|moved|relocated|relocating|"
    r"based\s+(?:in|out\s+of)|home\s+is\s+in|apartment|flat|condo|house|rent|rents|renting|"
    r"neighbou?rhood|place\s+in)\b|住|搬|定居|居住|租房|买了?房|安家",
    "emp": r"\b(?:works?\s+(?:at|for)|working\s+(?:at|for)|job|employer|employed|joined|hired|"
    r"laid\s+off|fired|resigned|last\s+day\s+at|start\s+at|started\s+at|company|startup|"
    r"self-employed|freelanc\w*|unemployed|retired)\b|工作|上班|入职|跳槽|离职|辞职|公司|任职|"
    r"就职|自由职业|退休|失业",
    "role": r"\b(?:engineer|developer|designer|analyst|nurse|teacher|lead|director|intern|"
    r"promoted|job\s+title|title|role|position|ceo|cto|founder|consultant|scientist|"
    r"architect|head\s+of|(?:(?:a|an)(?:\s+[a-z-]+)?|product|project|program|engineering|general|"
    r"office)\s+manager|accountant|auditor|lawyer|programmer|(?:works?|working)\s+as\s+an?)\b|职位|升职|晋升|转岗|经理|工程师|设计师|"
    r"主管|总监|岗位|分析师|会计|程序员|柜员|律师|"
    # A job told as what the user does (在顺丰做仓储调度, 当律师助理, 做 HR): 做 / 当 / 干 + a job.
    r"(?<![叫让请帮])[做当干]\s*(?:全职|兼职|后端|前端)?\s*(?:开发|测试|运营|销售|HR|人事|财务|行政|"
    r"客服|策划|跟单|编辑|记者|会计|出纳|老师|教师|护士|医生|律师|顾问|专员|设计)",
    "name": r"\b(?:name|surname|nickname|call\s+me|called|go\s+by|goes\s+by)\b|名字|姓名|叫我|"
    r"称呼|改名|我叫|用户叫|昵称|小名",
    "pronouns": r"\bpronouns?\b|\b(?:he/him|she/her|they/them)\b|代词",
    "age": r"\b(?:\d{1,3}\s*(?:years?\s+old|yo|y/o)|age|aged|(?:turned|turns)\s+(?:\d{1,3}|"
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+ty(?:-\w+)?))\b|"
    r"\d{1,3}\s*岁|[一二三四五六七八九十]+岁|年龄|岁了",
    "birthday": r"\b(?:birthday|born\s+on|date\s+of\s+birth)\b|生日|出生日期",
    "count:kid": r"\b(?:kids?|child|children|sons?|daughters?|baby|babies)\b|孩子|小孩|儿子|"
    r"女儿|二胎|宝宝|娃",
    "count:pet": r"\b(?:cats?|dogs?|pets?|kittens?|pupp(?:y|ies)|hamsters?|parrots?)\b|"
    r"猫|狗|宠物|仓鼠|鹦鹉",
    "rel": r"\b(?:single|married|engaged|dating|divorced|separated|widowed|girlfriend|"
    r"boyfriend|fianc[eé]e?|spouse|seeing\s+someone|broke\s+up|relationship)\b|单身|结婚|"
    r"已婚|订婚|领证|女朋友|男朋友|对象|分手|离婚|恋爱",
    "diet": r"\b(?:vegetarian|vegan|pescatarian|keto|paleo|gluten-free|gluten\s+free|"
    r"low-carb|low\s+carb|diet|carnivore|halal|kosher|eat\s+meat|eats\s+meat|red\s+meat)\b|"
    r"素食|吃素|吃肉|饮食|节食|生酮",
    "reply_language": rf"\b(?:reply|replies|respond|responses?|answers?|answer|write|talk)"
    rf"\b[^.;]{{0,30}}\b(?:in|using)\s+(?:{_LANGS})\b|\b(?:{_LANGS})\s+(?:replies|answers|"
    rf"responses)\b|(?:用|说)(?:{_LANGS_CJK})(?:回复|回答|交流|沟通|聊)|(?:回复|回答)[^。，]{{0,6}}"
    rf"(?:{_LANGS_CJK})",
    "tone": r"\b(?:formal|casual|informal|tone|polite|blunt|playful)\b|正式|随意|客气|语气|口吻",
    "answer_length": r"\b(?:concise|brief|short|long|detailed|verbose|lengthy|terse)\s+"
    r"(?:answers?|replies|responses|explanations?)\b|\b(?:answers?|replies|responses)\s+"
    r"(?:short|brief|long|concise)\b|简短|详细|简洁|啰嗦|长篇",
    "units": r"\b(?:metric|imperial|celsius|fahrenheit|units?|in\s+(?:kilograms|kg|pounds|lbs|"
    r"miles|kilometers|km))\b|公制|英制|摄氏|华氏|单位|用(?:公斤|斤|公里|英里)|(?:公斤|斤)表示",
    "tz": r"\b(?:time\s*zone|timezone|est|edt|pst|pdt|cst|utc|gmt|cet|pacific\s+time|"
    r"eastern\s+time|central\s+time|mountain\s+time)\b|时区|北京时间",
    "vehicle": r"\b(?:drives?\s+an?|car|truck|suv|motorcycle|tesla|honda|toyota|bmw|vehicle)\b|"
    r"开一辆|开的是|开车|辆车|的车|把车|卖车|换车|汽车|电动车|新能源车",
    "commute": r"\bcommut\w*|\b(?:bike|bikes|drive|drives|walk|walks|bus|train|subway)\s+"
    r"to\s+work\b|通勤|上下班",
    "salary": r"\b(?:salary|earns?|earning|income|raise|pay\s+rise)\b|月薪|年薪|工资|薪水|"
    r"涨薪|收入|税前",
    "manager": r"\b(?:manager|boss|supervisor)\s+is\b|\breport(?:s|ing)?\s+to\b|领导|上司|汇报",
    "school": r"\b(?:student|(?:junior|senior|sophomore|freshman)\s+(?:at|in)|college|"
    r"university|degree|graduated|graduate|major|majoring|phd|bootcamp|enrolled|semester)\b|"
    r"大学|学生|大一|大二|大三|大四|研一|研二|研究生|本科|毕业|考研|在读|学位|专业|小学|中学|学校",
    "smoke": r"\bsmok\w*|\bcigarettes?\b|\bvap(?:e|es|ing)\b|抽烟|吸烟|戒烟",
    "alcohol": r"\b(?:alcohol|wine|beer|liquor|sober|drinker)\b|喝酒|白酒|啤酒|红酒|戒酒|饮酒",
    "sleep": r"\b(?:sleep|sleeps|bed|bedtime|wake\s+up|wakes\s+up)\b|睡|起床|作息",
    "chronotype": r"\b(?:morning\s+person|night\s+owl|early\s+bird|early\s+riser)\b|夜猫子|"
    r"早起的人|早睡早起",
    "personality": r"\b(?:introvert(?:ed)?|extrovert(?:ed)?|extravert(?:ed)?)\b|内向|外向",
    "handedness": r"\b(?:left|right)-handed\b|\blefty\b|左撇子",
    "emoji": r"\bemojis?\b|表情",
    "reminder": r"\bremind\w*|\bnotif\w*|\balerts?\b|提醒|通知",
    "deadline": r"\bdeadline\b|\bdue\b|截止|上线",
    "note_app": r"\b(?:notion|obsidian|evernote|onenote|logseq|bear)\b|笔记",
    "framework": r"\b(?:react|vue|angular|svelte|django|flask|rails|next\.js)\b",
    "color": r"\b(?:colou?r|red|blue|green|yellow|purple|pink|orange|black|white|gr[ae]y|teal)\b|"
    r"颜色|红色|蓝色|绿色|黄色|紫色|粉色|橙色|黑色|白色|灰色",
    "when": r"\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d)\b|周[一二三四五六日末]|星期|礼拜|"
    r"[\d一二三四五六七八九十]+点|[\d一二三四五六七八九十]+月[\d一二三四五六七八九十]+[日号]|上午|下午",
} | {
    # Not \b: a Chinese name sits between Chinese characters (用安卓手机).
    f"pref:{kind}": r"(?<![a-z])(?:" + "|".join(map(re.escape, names.split("|"))) + r")(?![a-z])"
    for kind, names in CATEGORIES.items()
    if kind not in {"drink", "language"}
}
# A new value replaces the old one: a change cue plus a different value is an UPDATE.
_EXCLUSIVE_WORDS = (
    "res emp role name pronouns age birthday count:kid count:pet rel diet reply_language tone "
    "answer_length units tz vehicle commute salary manager school sleep chronotype "
    "personality handedness deadline note_app framework color when pref:editor pref:os "
    "pref:browser pref:shell pref:terminal pref:phone pref:theme pref:database pref:messaging"
)
EXCLUSIVE: Final = frozenset(_EXCLUSIVE_WORDS.split())

# Enumerated values: a text naming one value of the attribute. IDENTITY attributes conflict
# on different values without any cue (a night owl is not a morning person).
VALUES: Final[dict[str, dict[str, str]]] = {
    "chronotype": {
        "morning": r"\b(?:morning\s+person|early\s+bird|early\s+riser)\b|早起的人|早睡早起",
        "night": r"\bnight\s+owl\b|夜猫子",
    },
    "personality": {
        "intro": r"\bintrovert(?:ed)?\b|内向",
        "extro": r"\b(?:extrovert(?:ed)?|extravert(?:ed)?|outgoing)\b|外向",
    },
    "handedness": {"left": r"\bleft-handed\b|\blefty\b|左撇子", "right": r"\bright-handed\b"},
    "rel": {
        "single": r"\bsingle\b|单身",
        "partnered": r"\b(?:dating|seeing\s+someone|girlfriend|boyfriend|in\s+a\s+relationship)"
        r"\b|女朋友|男朋友|对象|恋爱",
        "engaged": r"\b(?:engaged|fianc[eé]e?)\b|订婚",
        "married": r"\b(?:married|wife|husband|spouse)\b|已婚|结婚|领证|老婆|老公",
        "divorced": r"\b(?:divorced|separated)\b|离婚",
    },
    "answer_length": {
        "short": r"\b(?:concise|brief|short|terse)\b|简短|简洁|短一点",
        "long": r"\b(?:long|detailed|verbose|lengthy|thorough)\b|详细|长一点",
    },
    "tone": {
        "formal": r"\b(?:formal|polite)\b|正式|客气",
        "casual": r"\b(?:casual|informal|relaxed)\b|随意|轻松",
    },
    "diet": {
        "vegetarian": r"\bvegetarian\b|素食|吃素",
        "vegan": r"\bvegan\b|纯素",
        "pescatarian": r"\bpescatarian\b",
        "keto": r"\bketo\b|生酮",
        "omnivore": r"\beat(?:s|ing)?\s+(?:meat|chicken|pork|beef|fish)\b|吃肉|肉也吃",
    },
    "units": {
        "metric": r"\b(?:metric|celsius|in\s+(?:kilograms|kg|kilometers|km))\b|公制|摄氏|公斤|公里",
        "imperial": r"\b(?:imperial|fahrenheit|in\s+(?:pounds|lbs|miles))\b|英制|华氏|(?<!公)斤|"
        r"英里",
    },
}
IDENTITY: Final = frozenset({"chronotype", "personality", "handedness"})
# Attributes whose mere presence names the topic; the others ("when", counts, colours) also
# need a shared topic word before a change cue may replace them.
_SELF_EVIDENT_WORDS = (
    "res emp role name pronouns age birthday rel diet reply_language tone answer_length units "
    "tz salary manager school chronotype personality handedness note_app framework smoke "
    "alcohol pref:editor pref:os pref:browser pref:shell pref:terminal pref:phone pref:theme "
    "pref:database pref:messaging"
)
SELF_EVIDENT: Final = frozenset(_SELF_EVIDENT_WORDS.split())

# Corrections and changes. Weak ones need a shared exclusive attribute and a different value;
# strong ones ("switched to", "rescheduled", 改成) only need the same topic.
CHANGE_WEAK: Final = (
    r"\b(?:now|actually|these\s+days|nowadays|currently|from\s+now\s+on|lately|in\s+fact|"
    r"correction|going\s+forward|anymore|no\s+longer|any\s+more|(?:my|our)\s+new|"
    r"since\s+the\s+move)\b|现在|其实|(?<![班饭课学完后点年天周月之])以后|今后|目前|如今|从现在开始|从今天起|实际上|更正|记错"
)
CHANGE_STRONG: Final = (
    r"\b(?:switched|switching|switch|changed|change|replaced|instead|rather\s+than|migrated|"
    r"upgraded|downgraded|traded|handed\s+off|promoted|transferred)\b|改成|换成|改为|改用|换用|"
    r"转用|换了|变成|变为|转学|转岗|升职|晋升|改打|改喝|改吃|改去|全部搬到|搬到|换到|涨薪|而不是|改叫|"
    r"更换为|更换成|[换改]绑(?:成|到|为)"
)
# Moving a time or an amount ("rescheduled to", "cut down to 1", 推迟到): only replaces an old
# text that has a time or a number of its own.
RESCHEDULE: Final = (
    r"\b(?:rescheduled|postponed|pushed\s+(?:back\s+)?to|(?:move|moved)(?=\s+(?:it|my|the|our)\b"
    r"[^.;]{0,30}\bto\b)|got\s+moved\s+to|slipped\s+to|bump(?:ed)?|bumped\s+up|cut\s+down\s+to|"
    r"cut\s+back\s+to|(?:up|down)\s+to(?=\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|"
    r"ten)\b)|increased\s+to|reduced\s+to|raised\s+to|lowered\s+to|extended\s+to|went\s+up\s+to|"
    r"went\s+down\s+to)\b|改到|推迟|提前到|延期|延后|调整|涨到|降到|调到|挪到|挪至|改期|"
    # Moved or switched to a day or a time of day: a new time, not a new home.
    r"\b(?:moved|shifted|switched|changed)\s+to(?=\s+(?:every\s+(?:other\s+)?)?"
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mornings?|afternoons?|evenings?|nights?|"
    r"weekends?|weekdays|noon|midnight|\d))"
)
# A restriction ("after 2pm", "at night", "on weekdays", 晚上, 太甜): a negation or withdrawal
# carrying one the old text lacks covers only part of the old statement.
QUALIFIER: Final = (
    r"\b(?:(?:after|before)\s+(?=\d|noon|lunch|dinner|breakfast|work|school|bed|midnight|"
    r"\w*[ap]m\b)|at\s+night|in\s+the\s+(?:morning|evening|afternoon)|on\s+(?:weekends?|"
    r"weekdays?|workdays?)|during|except|only|that\s+much|too\s+much|as\s+much|so\s+much|"
    r"for\s+now|mostly|too|at\s+work|at\s+home)\b|晚上|早上|上午|下午|周末|工作日|太|除了|只|那么|"
    r"在家|在公司"
)
# When a taste holds ("in the morning", "on weekends", 晚上): "prefers tea over coffee in the
# morning" and "prefers coffee over tea in the evening" are two preferences, both current.
PART_OF_DAY: Final = re.compile(
    r"\b(?:in\s+the\s+(?:morning|evening|afternoon)|at\s+night|on\s+(?:weekends?|weekdays?|"
    r"workdays?)|at\s+(?:work|home)|(?:after|before)\s+(?:work|dinner|lunch|noon|\d{1,2}\s?[ap]m))"
    r"\b|早上|早晨|上午|下午|晚上|夜里|周末|工作日|在家|在公司",
    re.I,
)
# Withdrawals and endings: the old state is over. With a named replacement they are updates.
RETRACT: Final = (
    r"\b(?:no\s+longer|any\s*more|no\s+more|any\s+longer|quit|quits|gave\s+up|given\s+up|"
    r"stopped\s+\w+ing|stop\s+\w+ing|stopped|dropped|dropped\s+out|sold|passed\s+away|died|"
    r"broke\s+up|split\s+up|moved\s+out|cancell?ed|unsubscribed|took\s+me\s+off|"
    r"off\s+(?:of\s+)?\w+\s+now|shut\s+down|stepped\s+down|shelved|got\s+rid\s+of|"
    r"done\s+with)\b|不再|已经不|再也不|已经没|戒了|戒掉|戒烟|戒酒|不用再|别再|"
    r"不要再|卖了|卖掉|(?<![累热忙饿困笑气烦吓冷渴疼痛美乐])死了|去世|分手|离婚|退订|取消了|倒闭|"
    r"卸任|辞去|退出|(?<![把灯门])关了|"
    r"停了|结束了|不上了|不打了|不玩了|不去了|不吃了|不喝了|放弃|毕业"
)
# The subset of RETRACT that withdraws on its own ("Sold my motorcycle", 奶茶店已经关了), for
# is_retraction: endings that usually start something new (finished, graduated) are left out.
WITHDRAW: Final = (
    r"\b(?:no\s+longer|any\s*more|no\s+more|any\s+longer|quit|quits|gave\s+up|given\s+up|"
    r"stopped\s+\w+ing|stop\s+\w+ing|dropped\s+out|sold|passed\s+away|died|broke\s+up|"
    r"split\s+up|moved\s+out|cancell?ed|unsubscribed|took\s+me\s+off|off\s+(?:of\s+)?\w+\s+now|"
    r"shut\s+down|stepped\s+down|got\s+rid\s+of|done\s+with)\b|不再|已经不|再也不|已经没|戒了|戒掉|"
    r"不用再|别再|不要再|卖了|卖掉|(?<![累热忙饿困笑气烦吓冷渴疼痛美乐])死了|去世|分手|离婚|退订|"
    r"取消了|(?<![把灯门])关了|倒闭|卸任|辞去|退出了|"
    r"停了|结束了|不上了|不打了|不玩了|不去了|离职|辞职"
)
# A named replacement after a withdrawal ("gave up tennis and play padel now", 换了辆比亚迪).
REPLACEMENT: Final = (
    r"\b(?:now|started|start|starting|switched|joined|adopted|bought|got\s+a|took\s+up|"
    r"picked\s+up|instead|play|playing|use|using|work|working)\b|现在|开始|换了|改|买了|新"
)
# Job titles a step up may name (a closed class of English job nouns).
_TITLE = (
    r"(?:engineer|developer|designer|analyst|associate|manager|director|lead|partner|"
    r"consultant|editor|nurse|officer|principal|supervisor|head|vp|chief)s?"
)
# The same, in Chinese: 转为执业律师, 转成正式员工.
_TITLE_ZH = r"(?:员工|律师|医生|护士|老师|教师|工程师|经理|主管|会计|编辑|设计师|分析师|顾问|专员)"
# Life events that set a new value of an attribute without restating the old one.
EVENTS: Final[dict[str, str]] = {
    "rel": r"\b(?:got\s+married|got\s+engaged|got\s+divorced|broke\s+up|split\s+up|tied\s+the"
    r"\s+knot|seeing\s+someone|started\s+dating|proposed)\b|结婚了|订婚了|领证|分手|离婚|脱单|"
    r"有(?:女朋友|男朋友|对象)了",
    "school": r"\b(?:graduated|got\s+my\s+degree|finished\s+(?:my|her|his)\s+degree|"
    r"dropped\s+out|enrolled)\b|毕业|退学|考上",
    "role": r"\b(?:promoted|got\s+promoted|new\s+role|new\s+title|now\s+manage|now\s+lead|"
    # A step up named by its new title: "bumped up to associate", "made her a senior designer".
    r"(?:bumped|moved|stepped)\s+up\s+to\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?" + _TITLE + r"|"
    r"made\s+(?:me|the\s+user|her|him|them)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?" + _TITLE + r")\b|"
    r"升职|晋升|转岗|升为|升任|转正|转[为成](?:正式|执业|全职)?" + _TITLE_ZH,
    "emp": r"\b(?:new\s+job|started\s+(?:my|a|the)\s+(?:new\s+)?(?:job|position|role)|"
    r"got\s+hired|got\s+a\s+job|laid\s+off|got\s+fired|retired\s+(?:from|"
    r"last|this|in)|now\s+works?\s+at|"
    # A job's first or last day, its badge or notice handed in, the user let go by name, a
    # job quit or a firm joined: the job ended or began ("last shift at X", "X laid me off").
    r"(?:last|final)\s+day\s+at|(?:first|last|final)\s+(?:day|week|month)\s+(?:at|with|in)\s+"
    r"(?:the|my)\s+(?:new\s+)?(?:job|office|company|startup|firm|agency)|"
    r"(?:first|last|final)\s+(?!volunteer)(?:[\w-]+\s+)?shift\s+(?:at|with|in|on|as)(?!\s+an?\s+"
    r"volunteer)|"
    r"(?:handed|turned)\s+in\s+(?:my|her|his|their)\s+(?:badge|notice|resignation|keys)|"
    r"handed\s+(?:my|her|his|their)\s+badge\s+back|(?:gave|put\s+in)\s+(?:my|her|his|their)"
    r"\s+notice|(?:laid|let)\s+(?:me|the\s+user|her|him|them)\s+(?:off|go)|"
    r"(?:quit|left)\s+(?:my|her|his|their)\s+(?:day\s+)?job|"
    # The firm joined ends the phrase: "joined the company softball team" joins a team.
    r"joined\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:startup|company|firm|agency|practice)"
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:as|in|on|at|last|this|called|named|after|and|where|that|which|"
    r"with|based)\b))\b|"
    r"入职|跳槽|离职|辞职|退休了|被裁|裸辞|被辞退|被开除|丢了工作|"
    r"加入了?一家[^，。,；]{0,10}?(?:公司|企业|工作室|律所|事务所|机构)(?!的)",
    "res": r"\b(?:moved\s+in(?:to)?\s+(?:our|my|a|the)\s+(?:new\s+)?(?:place|house|home|"
    r"apartment|flat|condo)|relocated\s+to|finished\s+moving|since\s+the\s+move|closed\s+on\s+"
    r"a\s+(?:house|home|condo)|bought\s+a\s+(?:house|home|condo)|signed\s+a\s+lease)\b|搬到|"
    r"搬进|搬去|搬家了|买了房",
    "age": r"\b(?:just\s+)?turned\s+(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|\w+ty(?:-\w+)?)\b|过完生日|过了生日",
    "diet": r"\b(?:went|gone|turned|became|going)\s+(?:vegan|vegetarian|pescatarian|keto|"
    r"plant-based)\b|开始吃素|改吃素",
    "count:kid": r"\b(?:(?:baby|son|daughter|twins?|kid|child)\s+(?:\w+\s+)?(?:was|were)\s+born|"
    r"welcomed|had\s+a\s+baby|had\s+twins|gave\s+birth)\b|出生了|生了",
}
# Sentiment for antonym pairs. A negated positive ("does not like", 不喜欢) counts as negative.
POSITIVE: Final = (
    r"(?<!tastes\s)(?<!looks\s)(?<!sounds\s)(?<!feels\s)(?<!seems\s)(?<!smells\s)"
    r"\b(?:love|loves|loved|like|likes|enjoy|enjoys|adore|adores|fan\s+of|big\s+fan|"
    r"really\s+into|interested\s+in|wants?\s+to|keen\s+on|passionate\s+about|obsessed\s+with|favou?rite|fond\s+of)\b|喜欢|热爱|"
    r"(?<![不没可恋热])爱(?![好人])|迷上|享受|着迷"
)
NEGATIVE: Final = (
    r"\b(?:hate|hates|hated|dislike|dislikes|can\s+not\s+stand|cannot\s+stand|detest|"
    r"detests|loathe|loathes|boring|annoying|a\s+chore|can\s+not\s+handle|not\s+a\s+fan|"
    r"not\s+into|afraid\s+of|scared\s+of|terrified\s+of|zero\s+interest|no\s+interest|"
    r"sick\s+of|tired\s+of)\b|讨厌|受不了|不喜欢|不爱|反感|无聊|(?<!麻)烦|害怕|(?<![恐哪])怕|厌倦"
)
# Additions in the strict sense ("also", "too", 也): the old value still holds.
ADDITIVE: Final = (
    r"\b(?:also|too|as\s+well|additionally|in\s+addition|another|second)\b|也(?!许)|还(?!是)"
)
# Plain negation on a whole statement ("doesn't speak German", 没有驾照, 不会游).
NEGATION: Final = r"\b(?:not|never|no|none|zero|neither|nor|nothing|without)\b|不|没|别|未|无"
HYPOTHETICAL_EXTRA: Final = r"\b(?:moving|relocating|switching)\b|准备|打算|考虑"
# Generic words that show no shared topic ("User has ...", "every day", 每天 ...).
TOPIC_STOP: Final = (
    "in at on for with to of and or from by about as it this that these those he she they his "
    "her their we our you your them him its there here what who have has had use using get "
    "got go went make made do does did want need know think feel call called user users i me "
    "my mine myself am is are was were be been being a an the not no never now actually just "
    "really very so also still again day days daily week weeks weekly month months year years "
    "time times every each morning evening night today yesterday tomorrow last next new old "
    "one two three some any all much more most lot bit thing things like love enjoy prefer "
    "hate dislike stand can could will would should may might please thanks ok okay lol "
    "since after before until when while because but if then than into over back off out up "
    "down way kind sort start started stop stopped quit keep kept take took try tried find "
    "found go going goes say said tell told work working works worked "
    # Dates and ordinals ("April 17th" / "March 18th"): when, not what.
    "th st nd rd monday tuesday wednesday thursday friday saturday sunday january february "
    "march april may june july august september october november december weekend weekends "
    # Chat: greetings and reactions say nothing about a topic.
    "hey hi hello yeah yes yep wow omg haha hahaha oh ah ugh aw aww sorry congrats cool "
    "awesome amazing great good nice glad sure right"
)
# Inflections the stemmer misses, spelling variants and a few synonyms, folded before comparing.
WORD_FOLD: Final[dict[str, str]] = {
    "used": "use",
    "uses": "use",
    "likes": "like",
    "liked": "like",
    "wants": "want",
    "wanted": "want",
    "needs": "need",
    "colour": "color",
    "favourite": "favorite",
    "children": "kid",
    "child": "kid",
    "kids": "kid",
    "cars": "car",
    "vehicle": "car",
    "smoker": "smok",
    "smoking": "smok",
    "smokes": "smok",
    "smoke": "smok",
    "drinker": "drink",
}
# Chinese characters too common to show a shared topic (particles, 我, 都, 完全 ...).
CJK_STOP_CHARS: Final = (
    "我你他她它们的了是对很都也过着完全从来一直根本真的就还在有个把被吧呢吗啊呀么那这"
)
TOPIC_STOP_CJK: Final = (
    "我们 你们 他们 用户 现在 以后 已经 每天 一个 一只 一家 喜欢 觉得 知道 需要 最近 今年 "
    "上周 上个 个月 时候 一下 一点 一直 还是 就是 可以 不用 不会 没有 开始 之前 之后 因为 "
    "所以 但是 不过 一样 这个 那个 什么 怎么 真的 特别 非常 比较 大概 左右 自己 家里 工作 上班 "
    "时间 东西 事情 感觉 有点 一下 时候"
)


def _rx(source: str) -> patterns.Pattern:
    return patterns.compile(source, re.IGNORECASE)


# Compiled once at import.
ATTRIBUTE_RES: Final = {key: _rx(src) for key, src in ATTRIBUTES.items()}
VALUE_RES: Final = {
    key: {value: _rx(src) for value, src in values.items()} for key, values in VALUES.items()
}
EVENT_RES: Final = {key: _rx(src) for key, src in EVENTS.items()}
WEAK_RE, STRONG_RE, RETRACT_RE = _rx(CHANGE_WEAK), _rx(CHANGE_STRONG), _rx(RETRACT)
RESCHEDULE_RE, QUALIFIER_RE, ADDITIVE_RE = _rx(RESCHEDULE), _rx(QUALIFIER), _rx(ADDITIVE)
REPLACEMENT_RE, POSITIVE_RE, NEGATIVE_RE = _rx(REPLACEMENT), _rx(POSITIVE), _rx(NEGATIVE)
NEGATION_RE, HYP_EXTRA_RE, WITHDRAW_RE = _rx(NEGATION), _rx(HYPOTHETICAL_EXTRA), _rx(WITHDRAW)
TOPIC_STOP_SET: Final = frozenset(TOPIC_STOP.split())
TOPIC_STOP_CJK_SET: Final = frozenset(TOPIC_STOP_CJK.split())
HABITS: Final = frozenset({"smoke", "alcohol"})
# Selling, losing or ending one of these withdraws the old statement even without a shared word.
_WITHDRAWABLE_WORDS = (
    "smoke alcohol diet rel vehicle note_app framework pref:editor pref:os pref:browser "
    "pref:shell pref:terminal pref:phone pref:theme pref:database pref:messaging"
)
WITHDRAWABLE: Final = frozenset(_WITHDRAWABLE_WORDS.split())
COUNTS: Final = frozenset({"count:kid", "count:pet"})

"""Single-valued attributes, for app.providers.rules.holders (pure data + compiled patterns).

Each entry maps a canonical attribute to the words that name it, in English and Chinese. An
attribute here holds one value at a time: an organisation has one chief executive, a team one
head coach, a country one capital, a product one current price, a person one employer and one
spouse. Two memories naming the same attribute of the same thing with different values are a
value change. Attributes that hold several values (a board member, an allergy, a hobby) are
not listed: a second value of those is an addition.

A modifier makes another attribute ("vice president", "assistant coach", 副市长, 守门员教练),
and a former holder is history ("former CEO", 前任, 曾), and so is the first one ever ("first
mayor", "founding president", "X's predecessor as president", 首任, 第一任镇长), so
DIFFERENT_ROLE and HISTORY below are checked where the attribute is found.
"""

import re
from typing import Final

from app.providers.rules import patterns

# canonical → alternation (English words are matched whole and case-insensitively).
ROLES: Final[dict[str, str]] = {
    "ceo": r"ceo|chief\s+executive(?:\s+officer)?|首席执行官|行政总裁",
    "president": r"president|总统|校长|总裁|会长",
    "chair": r"chair(?:man|woman|person|s|ed)?|董事长|主席",
    # Who heads an organisation, told by a verb with the organisation's name right after it
    # ("Ben Cole leads Globex", not "leads Globex's research arm" or "heads the sales team") or
    # before it ("Globex is now led by Ben Cole", 星辰科技现由李华掌舵, 李华执掌星辰科技). Read
    # against the top posts in HEADS, as one of them.
    "head": r"(?:leads|heads|runs)(?=\s+(?!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|Jun|"
    r"Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)(?-i:[A-Z])[\w&-]*+(?:\s+(?-i:[A-Z])[\w&-]*+)*+(?:[\s,;.]|"
    r"$))|(?:is|are)\s+(?:now\s+)?(?:led|headed|run)\s+by|at\s+the\s+helm\s+of|"
    r"掌舵|执掌(?!教鞭)|接掌|掌门人",
    "coach": r"head\s+coach|coach(?:es|ed)?|主教练|主帅|主管教练",
    "captain": r"captain|captains|captained|队长",
    "mayor": r"(?:lord\s+)?mayor|市长|县长|区长|镇长",
    "governor": r"governor|省长|州长|知事|行政长官|特首",
    "premier": r"prime\s+minister|premier|chancellor|总理|首相",
    "head_of_state": r"head\s+of\s+state|国家元首",
    # A throne, a see, a supreme post: one holder at a time, like the heads of state.
    "monarch": r"monarch|君主|国王|女王",
    "pope": r"pope|教宗|教皇",
    "leader": r"supreme\s+leader|最高领导人",
    "secretary": r"general\s+secretary|secretary[- ]general|party\s+secretary|书记|秘书长",
    "director": r"director|directs(?=\s+(?:the\s+)?(?-i:[A-Z]))|principal|headmaster|"
    r"headmistress|dean|rector|馆长|院长|所长|局长|"
    r"社长|行长|厂长|园长|台长|总干事|"
    # 主任 of a body (办事处主任, 业委会主任, 急诊科主任), not a title after a name (魏雪梅主任).
    r"(?<=[会处室部办局所科组站心委院新任])主任(?!医师|护师|药师|技师|科员)",
    # An envoy, a patron, a band's singer, a trial's lead: one at a time, like the heads above.
    # Where to is part of the post: the ambassador to Chile and the one to Peru are two.
    # (looked at, not taken: the place is also what both texts name).
    "ambassador": r"(?:ambassador|envoy)(?=(?P<to>\s+(?:to|in)\s+(?:the\s+)?(?-i:[A-Z][\w-]*)"
    r"(?:\s+(?-i:[A-Z][\w-]*))*)?)|驻[\u4e00-\u9fff]{1,6}?大使|大使",
    "patron": r"patron|赞助人",
    "lead_singer": r"lead\s+(?:singer|vocalist)|front(?:man|woman)|fronts|主唱",
    "investigator": r"principal\s+investigator|主要研究者",
    "shirt_sponsor": r"(?:front-of-)?shirt\s+sponsor|kit\s+sponsor|胸前广告商|球衣赞助商",
    "editor": r"editor[- ]in[- ]chief|chief\s+editor|总编辑|主编",
    "conductor": r"principal\s+conductor|music\s+director|chief\s+conductor|首席指挥",
    "first_violin": r"first\s+violin(?:ist)?|首席小提琴",
    "gm": r"general\s+manager|总经理",
    "cfo": r"cfo|chief\s+financial\s+officer|首席财务官",
    "cto": r"cto|chief\s+technology\s+officer|首席技术官",
    "coo": r"coo|chief\s+operating\s+officer|首席运营官",
    "chief_economist": r"chief\s+economist|首席经济学家",
    "chief_risk": r"chief\s+risk\s+officer|首席风险官",
    "head_chef": r"head\s+chef|executive\s+chef|主厨|行政总厨",
    "bishop": r"bishop|archbishop|主教",
    "abbot": r"abbot|abbess|方丈|住持",
    "owner": r"owner|owned\s+by|owns|acquired\s+by|bought\s+by|sold\s+to|所有者|拥有|所有|收购",
    "shareholder": r"largest\s+shareholder|majority\s+(?:owner|shareholder)|controlling\s+"
    r"shareholder|第一大股东|控股股东|大股东",
    "parent": r"parent\s+company|subsidiary\s+of|母公司|全资子公司|旗下",
    # A wedding told by its verb: "married Ingrid Solberg".
    "spouse": r"married\s+to|married(?=\s+(?-i:[A-Z]))|wife|husband|spouse|丈夫|妻子|老公|老婆|"
    r"爱人|配偶",
    # A seat on a board or a jury is held beside the job: "joined the board of Initech".
    "employer": r"plays\s+for|signed\s+(?:with|for)|works?\s+(?:for|at)|remains\s+at|"
    r"joined(?!\s+(?:the\s+|its\s+)?(?:\w+\s+)?(?:board|committee|panel|jury|council|advisory))|"
    r"moved\s+to|transferred\s+to|"
    r"employed\s+by|reporter\s+at|partner\s+at|researcher\s+at|受雇于|供职于|效力于|效力|加盟|任职于|就职于|转会(?:至|到)?|"
    r"租借(?:至|到)|"
    # 在X工作 / 在X任职: the 在 is read as the verb, X (two to twelve characters) follows it.
    r"(?<![现正存实])在(?=[^，。；：\s]{2,12}?(?:工作|任职|上班))",
    "capital": r"capital|首都|省会",
    # A club's home ground, told as a noun or as 以…为主场 (the move itself: rules.home_grounds).
    "home_ground": r"home\s+(?:ground|stadium|arena|venue)|主场(?=是|设在|为)|为主场",
    "location": r"located\s+in|situated\s+in|lies\s+in|位于",
    # A superlative holds for one thing at a time: "the highest-grossing film", 最长的河流.
    "superlative": r"(?:most|least)[- ]\w+(?:\s+\w+)?|(?-i:\b[a-z]\w*est)[- ]\w+(?:\s+\w+)?|"
    r"best[- ]selling\s+\w+|最[\u4e00-\u9fff]{1,2}的[\u4e00-\u9fff]{1,3}",
    "currency": r"currency|货币",
    "population": r"population|residents|inhabitants|人口",
    "price": r"costs?|price[ds]?|retails?\s+for|starting\s+price|starts\s+at|售价|价格|起售价|"
    r"发布价|首发价|指导价|票价",
    "headquarters": r"headquarter(?:s|ed)|head\s+office|总部",
    "hub": r"main\s+hub|hub|枢纽",
    "latest": r"latest|newest|最新版本|最新版|"
    r"最新型号|最新款",
    "champion": r"reigning\s+champions?|champions?|title\s+holders?|冠军(?!球?队)|卫冕冠军",
    "record": r"world\s+record|record|纪录",
    "tallest": r"tallest\s+building|highest\s+building|最高建筑|第一高楼|最高的建筑",
    "official_language": r"official\s+language|官方语言",
    "founded": r"founded\s+in|established\s+in|成立于|创立于|建校",
    "battery": r"battery\s+capacity|电池容量",
    "storage": r"storage|存储容量",
    # The user's own single-valued facts that the predicate frames do not read.
    "favourite": r"favou?rite\s+\w+|最喜欢的\w{1,4}",
    "salary": r"salary|earns|年薪|月薪|工资",
    "blood_type": r"blood\s+type|血型",
    "birthday": r"birthday|生日",
    "phone": r"phone\s+number|手机号",
    "email": r"e-?mail\s+address|邮箱",
    "personal_best": r"personal\s+best|个人最好成绩",
    "deadline": r"deadline|due\s+date|截止日期",
}

# The top posts of an organisation that "leads", "heads", "is led by", 掌舵 and 执掌 name.
HEADS: Final = frozenset({"ceo", "president", "director", "gm"})

# Attributes whose values are common nouns ("the kuna" / "the euro", "green" / "burnt
# orange"), so any word the other text lacks is a value, not only names and numbers.
COMMON_NOUN_VALUES: Final = frozenset({"currency", "official_language", "favourite", "superlative"})

# Attributes whose one value many things share: many places lie in one city, many firms are
# headquartered or founded in one country, many countries share an official language or a
# currency. Two texts giving two things one value of these tell two things, not a change.
SHARED_VALUES: Final = frozenset(
    {"location", "headquarters", "founded", "official_language", "currency", "hub"}
)

# Words before the attribute that make it another attribute, or a second holder of one.
DIFFERENT_ROLE: Final = patterns.compile(
    r"(?:\b(?:vice|deputy|assistant|associate|acting|honorary|co|former|ex|goalkeeping|"
    r"goalkeeper|defensive|offensive|fitness|youth|interim|another|independent|first|founding|"
    r"inaugural|brand|goodwill|global|special)[\s-]+$)|\bpredecessor\s+as\s+$|"
    r"(?:副|助理|守门员|体能|青年队|前任|(?<![目提此之以当眼])前|名誉|常务副|另一位|首任|第一任|"
    r"创始|形象|推广|亲善|班)$",
    re.I,
)

# The 将 of 把: 将 + its object + a verb of moving or renaming (将总部迁至, 将基地由成都调整至),
# not 将 + an adverb or a verb (将于, 将正式迁至, 将迁往: the future).
_PUT = (
    r"(?!于|在|会|要|把|被|由|继续|正式|进一步|陆续|逐步|再|不|全面|尽快|首次|分别|暂|迁|搬|调)"
    r"[\u4e00-\u9fff]{1,10}?(?:迁至|迁往|迁到|搬至|搬到|调整至|调整为|调至|改为|更名为|改名为|"
    r"移交给?|转交给?|交由|出售给)"
)

# The new text states nothing current about the attribute.
NOT_CURRENT: Final = patterns.compile(
    # Modal verbs in lower case only: "Will Carter", "May 2024" are a name and a month.
    r"\b(?-i:will|may|might|could)\b|"
    r"\b(?:expected|plans?|planning|set\s+to|to\s+be\s+named|"
    r"rumou?red|reportedly\s+(?:in\s+talks|considering)|candidates?|shortlist(?:ed)?|(?-i:[Ii]f)|"
    # "IF" in capitals ends a club's name (Hammarby IF), it is no condition.
    r"was\s+\w+\s+"
    r"from\s+\d{4}|from\s+\d{4}\s+(?:to|until)|between\s+\d{4}\s+and|former|formerly|"
    r"previously|then-|ex-|used\s+to|back\s+in|as\s+a\s+(?:child|kid)|in\s+the\s+(?:19|20)\d0s|"
    r"before\s+(?:turning|joining|becoming|moving|signing)|"
    # A holding told in the past tense up to a year is history ("served as capital until
    # 1997"); "is valid until 2030" is a current state with its end ahead.
    r"(?:was|were|served|led|ran|held|headed|chaired|coached|managed|remained|stayed)\s+"
    r"[^.;]{0,60}?\buntil\s+(?:19|20)\d\d|previous)"
    # 已将 is done ("已将总部迁至…": has moved it), not 将 of the future; so is the 将 that
    # puts its object before a verb of moving ("2022年将总部迁至江宁": 把); and 将 of a
    # noun (门将, 老将, 将军) is a person.
    rf"\b|预计|将于|(?<!已)(?<!已经)(?<![门主大老名小干猛战])将(?![军领士帅])(?!{_PUT})|"
    r"拟|可能|或将|打算|计划|候选|曾经|曾|前任|上一任|以前|此前曾|当年|"
    r"(?:执掌|担任|执教|领导|掌舵|主持|任职|在任)[^，。；]{0,12}直到\d{4}年|"
    # A span of years is history: 2016年至2021年.
    r"\d{4}年?\s*(?:至|到|—|–|~)\s*\d{4}年",
    re.I,
)

# One more holder, not another one: the old holder still holds.
ADDITIVE: Final = patterns.compile(
    r"\b(?:also|too|as\s+well|another|co-|jointly|together\s+with|one\s+of|among)\b|同样|也|"
    r"另一位|之一|共同|兼任|同时|还(?=拥有|持有|担任|经营|控股|收购|管理)|"
    # Another one besides ("还有一位助理教练"), or the old holder still in post (仍是, 依然是).
    r"还有(?:一|两|几)?(?:位|名|个)|(?:仍|仍然|依然|依旧)(?:是|为|担任)",
    re.I,
)

# The new text says the old value was never true.
CORRECTION: Final = patterns.compile(
    r"\b(?:not|never|no\s+longer|wrongly|incorrect(?:ly)?|false|mistaken(?:ly)?|erroneous(?:ly)?"
    r"|correction|actually|in\s+fact|denied|denies|misreported)\b|不是|并非|从未|从来不|不实|"
    r"有误|更正|搞错|实为|才是|而不是",
    re.I,
)

# The old holder left and nobody (named) replaced them.
WITHDRAWN: Final = patterns.compile(
    r"\b(?:left|leaves|resigned|resigns|stepped\s+down|steps\s+down|retired|quit|departed|"
    r"was\s+(?:fired|dismissed|sacked|released)|parted\s+ways|no\s+longer|vacant|without\s+a\s+"
    r"club|divorced|sold|acquired\s+by|privati[sz]ed|fired|sacked)\b|辞去|离开|解约|卸任|离任|退休|离婚|"
    r"不再|期满|被收购|出售|解除[^，。；]{0,12}职务|免去|罢免|被解雇|下课|空缺|暂缺",
    re.I,
)

# The spouse words of RELATIONAL: in a text that tells a spouse, the attribute itself.
SPOUSE_WORDS: Final = frozenset(
    {"wife", "husband", "spouse", "丈夫", "妻子", "老公", "老婆", "爱人"}
)

# A relation to someone or something else: the attribute is then theirs, not the anchor's
# ("Acme's competitor Globex is headquartered in …", 用户的老婆月薪…).
RELATIONAL: Final = patterns.compile(
    r"\b(?:competitor|rival|subsidiary|parent|sister|brother|wife|husband|spouse|partner|son|"
    r"daughter|friend|colleague|cousin|mother|father|mom|dad|neighbou?r|boss|former)\b|竞争对手|"
    r"对手|子公司|母公司|朋友|同事|丈夫|妻子|老婆|老公|爱人|儿子|女儿|哥哥|姐姐|弟弟|妹妹|爸爸|"
    r"妈妈|父亲|母亲|邻居|老板",
    re.I,
)
# Generic subjects: the user is not an anchor (the predicate frames read the user's facts).
SELF: Final = frozenset({"用户", "我", "user", "i", "me", "my", "users"})

# Words that carry no value: titles, announcements, time and report phrasing.
_NOT_VALUE_WORDS = """
correction update breaking news the a an of in on at for to by as and or its their his her
is are was were be been has have had said says told announced addressed presented received
made opened lifted scored attended led leads named appointed elected hired chose picked
selected confirmed became become takes took over new current currently now today since after
before following during with from into according reports report estimate census that this
these those which who under dr dr. prof prof. sir dame mr mr. mrs mrs. ms ms. president
governor bishop captain mayor chancellor professor coach defenceman defender striker
midfielder forward goalkeeper singer actor actress architect economist designer author
painter founder sovereign fund monday tuesday wednesday thursday friday saturday sunday
january february march april may june july august september october november december i user
user's
"""
NOT_VALUES: Final = frozenset(_NOT_VALUE_WORDS.split())
CJK_NOT_VALUES: Final = patterns.compile(
    r"现任|新任|目前|已经|已|担任|出任|接任|保持|任命|选举|当选|宣布|表示|称|(?<!小)说|一职|职务|作为|"
    r"成为|使用|位于|主持|出席|接受|本报|专访|讲话|召开|通报|据|统计公报|年起|起|了|的|是|为|由|"
    r"名叫|叫做|名为|在|于|和|与|及|其|该|被|将|下调至|上调至|调整为|至|约|共|有|达|人|万人|版|并|称|对|"
    # 元 is a unit after a numeral (5999元, 3万元), part of a name elsewhere (欧元, 郭元强).
    r"(?<=[\d万亿千百十两零一二三四五六七八九])元|"
    r"中场球员|前锋|门将|后卫|教授|博士|先生|女士|经济学家|国资平台|省级|官方|方面|公司|集团|"
    # Who is in charge, said without a title: the role asked about, not a value.
    r"负责人|负责|一把手|掌门人|主持|工作|同志"
)

# Quantities: an amount with its unit. The unit says what kind of value it is; two amounts of
# the same kind for the same thing are a value change (a rent, a rating, a weight, a dose). A
# scale is a whole word: "$1,450 monthly" and "$3 more" hold no "m".
QUANTITY: Final = re.compile(
    r"(?P<pre>[$£€¥])\s?(?P<num>\d[\d,]*(?:\.\d+)?)"
    r"(?:\s?(?P<scale>(?:k|m|bn|million|billion)(?![A-Za-z])|万|亿))?"
    r"|(?P<num2>\d[\d,]*(?:\.\d+)?)\s?(?P<scale2>million|billion)?\s?(?P<unit>%|percent|kg|kilos?|"
    r"lbs?|pounds|g|mg|ml|km|"
    r"miles?|m|cm|ft|hours?|hrs?|minutes?|mins?|gb|tb|mb|k|万元|万|亿|元|块|公斤|斤|千克|公里|米|"
    r"厘米|毫克|小时|分钟|岁|分|℃|°c|°f|平方公里)?(?![\d.,]*\d)(?![A-Za-z:/])",
    re.I,
)
# A number right after one of these names a thing, it does not measure it: "project number 5",
# "room 12", "flight 447", "#3".
IDENTIFIER: Final = re.compile(
    r"(?:\b(?:number|no|nr|item|step|chapter|part|episode|season|page|room|apartment|apt|unit|"
    r"suite|flight|bus|route|line|gate|seat|table|platform|lane|ward|bed|case|ticket|order|"
    r"invoice|id|fact|project|task|issue|level|grade|class|team|group|model|series|version|"
    r"iphone|pixel|galaxy|windows|ps|xbox|gen)\.?\s*|#|第)$",
    re.I,
)
# Attributes of a person: a candidate channel of their own ("emp", "res" …) finds those.
PERSONAL: Final = frozenset(
    {"employer", "spouse", "favourite", "salary", "blood_type", "birthday", "phone", "email"}
    | {"personal_best", "deadline"}
)

# Units and frequencies: shared by two amounts, they do not make them amounts of one thing.
QUANTITY_WORDS: Final = re.compile(
    r"每[天日周月年]|一[天周月年]|万元|公斤|千克|公里|厘米|毫克|小时|分钟|[元块斤米岁分万亿]"
)

# An occasion (an appointment, a flight, a run): two of them coexist, whatever their amounts,
# unless the new text says the old one moved (RESCHEDULED).
OCCASION: Final = patterns.compile(
    r"\b(?:appointment|appt|meeting|flight|class|lesson|lunch|dinner|breakfast|party|trip|"
    r"visit|concert|game|match|interview|session|run|ran|hike|race|shift|call)\b|约了|预约|"
    r"会议|航班|课|聚餐|旅行|面试|比赛",
    re.I,
)
# When something happens: two texts giving it different whens are about different times.
WHEN: Final = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|"
    r"wednesdays|thursdays|fridays|saturdays|sundays|weekdays?|weekends?|morning|evening|"
    r"afternoon|night|tonight|tomorrow|yesterday|today|weekly|monthly|january|february|march|"
    r"april|june|july|august|september|october|november|december|\d{1,2}(?::\d\d)?\s?(?:am|pm)|"
    r"\d{1,2}:\d\d)\b|周[一二三四五六日天末]|星期[一二三四五六日天]|工作日|早上|上午|中午|下午|晚上|"
    r"今天|明天|昨天|每周|每月|\d{1,2}月|\d{1,2}[日号]",
    re.I,
)
RESCHEDULED: Final = patterns.compile(
    r"\b(?:moved|rescheduled|pushed|postponed|brought\s+forward|bumped|changed|delayed|"
    r"now\s+(?:on|at)|instead|no\s+longer)\b|改到|改成|改为|推迟|提前|延期|调到|换到|不再",
    re.I,
)

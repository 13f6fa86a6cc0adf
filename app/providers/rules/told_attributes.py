"""The attributes `rules.told_values` reads, as tables: the closed classes of values an
attribute takes (phone and car makers, diets, banks, ...), the words that must stand beside a
closed value for it to be that attribute's, and the phrases that name an open attribute and
capture its value ("live in X", 家在X, "my boss is X", "major: X"). Kept apart from the reading
so that an attribute is added here, as one entry, and the reading's guards stay one module.
"""

from __future__ import annotations

# Closed classes: attribute -> value -> pattern. A maker's model lines name the maker.
CLOSED: dict[str, dict[str, str]] = {
    "phone": {
        "apple": r"\biphone|苹果手机",
        "google": r"\bpixel\s*\d",
        "samsung": r"\bgalaxy\s*[szna]\d|\bsamsung\b|三星",
        "huawei": r"华为\s*(?:mate|p\d|nova|pura)|\bhuawei\b|华为手机",
        "xiaomi": r"小米\s*\d{1,2}\b|小米手机|\bxiaomi\b|红米|\bredmi\b",
        "vivo": r"\bvivo\s*[xsy]?\d",
        "oppo": r"\boppo\s*(?:find|reno|a\d)",
        "oneplus": r"\boneplus\b|一加\s*\d",
        "fairphone": r"\bfairphone\b",
        "honor": r"荣耀\s*(?:magic|\d)",
    },
    "car": {
        "toyota": r"\btoyota\b|\bcorolla\b|\bcamry\b|\bprius\b|丰田|卡罗拉|凯美瑞",
        "honda": r"\bhonda\b|\bcivic\b|本田|思域|雅阁",
        "ford": r"\bford\b|\bfocus\b(?=\W*$)|福特",
        "volvo": r"\bvolvo\b|沃尔沃",
        "tesla": r"\btesla\b|特斯拉",
        "vw": r"\bvolkswagen\b|\bvw\b|大众|朗逸|帕萨特|速腾",
        "bmw": r"\bbmw\b|宝马",
        "kia": r"\bkia\b|起亚",
        "xpeng": r"小鹏\s*[pg]\d|\bxpeng\b",
        "byd": r"比亚迪|\bbyd\b",
        "nio": r"蔚来",
        "audi": r"\baudi\b|奥迪",
        "mercedes": r"\bmercedes\b|奔驰",
        "nissan": r"\bnissan\b|日产|轩逸",
        "mazda": r"\bmazda\b|马自达",
        "subaru": r"\bsubaru\b|斯巴鲁",
        "hyundai": r"\bhyundai\b|现代(?=[a-z\u4e00-\u9fff]*(?:车|汽车|伊兰特|途胜))",
    },
    "diet": {
        "vegan": r"\bvegan\b|纯素",
        "vegetarian": r"\bvegetarian\b|素食者|(?<!纯)吃素",
        "pescatarian": r"\bpescatarian\b",
        "keto": r"\bketo\b|生酮",
        "mediterranean": r"\bmediterranean\s+diet\b|地中海饮食",
        "flexitarian": r"\bflexitarian\b|弹性素食",
        "paleo": r"\bpaleo\b",
    },
    "status": {
        "single": r"\b(?:i\s+am|is|am)\s+single\b|单身",
        "partnered": r"\b(?:have|has|got)\s+a\s+(?:boyfriend|girlfriend|partner)\b|谈恋爱|有对象",
    },
    "workplace": {
        "remote": r"\b(?:fully\s+remote|works?\s+remotely|remote\s+(?:worker|job)|works?\s+from\s+"
        r"home|wfh)\b|远程办公|居家办公|在家办公",
        "office": r"\b(?:in|from)\s+the\s+(?:\w+\s+)?office\b|坐班|去公司上班",
    },
    # The user's main bank or salary card: the high-street and app banks, the big Chinese five
    # and the joint-stock banks, each by its full name and its short name (建设银行 / 建行).
    "bank": {
        "chase": r"\bchase\b",
        "barclays": r"\bbarclays\b",
        "monzo": r"\bmonzo\b",
        "hsbc": r"\bhsbc\b|汇丰",
        "lloyds": r"\blloyds\b",
        "natwest": r"\bnatwest\b",
        "santander": r"\bsantander\b",
        "starling": r"\bstarling\b",
        "revolut": r"\brevolut\b",
        "wells_fargo": r"\bwells\s+fargo\b",
        "boa": r"\bbank\s+of\s+america\b",
        "citi": r"\bciti(?:bank)?\b",
        "ccb": r"建设银行|建行",
        "cmb": r"招商银行|招行",
        "icbc": r"工商银行|工行",
        "abc": r"农业银行|农行",
        "boc": r"中国银行|中行",
        "bocom": r"交通银行|交行",
    },
    # The seat a traveller asks for: one of two, a text naming both is a choice, not a value.
    "seat": {
        "window": r"\bwindow\s+seats?\b|\bseats?\s+by\s+the\s+window\b|靠窗",
        "aisle": r"\baisle\s+seats?\b|\baisle\b(?=\W*(?:seat|person))|靠过道|过道的?座",
    },
}
# A car word must stand beside a maker: "Ford" alone may be a person, a phone brand a laptop's.
NEEDS = {
    "car": r"\b(?:car|drives?|driving|drove|suv|ev)\b|车|开一辆|座驾",
    "phone": r"\b(?:phone|iphone|pixel|galaxy|oneplus|fairphone|vivo|oppo|carry|uses?)\b|手机|"
    r"用的是|在用|换了|入手",
    # A bank's name is also a building, a sponsor or an employer ("works at HSBC"): the text
    # must say it holds the user's money.
    "bank": r"\b(?:banks\s+with|bank\s+is|bank\s+account|current\s+account|"
    r"salary\s+(?:is\s+)?paid)\b|工资卡|银行卡|储蓄卡|开户",
    # A seat is the user's when it is what they prefer or always book; "took a window seat on
    # the flight to ..." is one trip, "likes aisle seats on short flights" one kind of flight.
    "seat": r"\b(?:prefers?|preferred|always|books?|asks?\s+for|picks?|person)\b|"
    r"喜欢|习惯|总是|每次",
}
# Open classes: the phrase names the attribute, the group captures its value.
_V_EN = r"([A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,2}(?:,\s+[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)?)?)"
_V_ZH = r"([\u4e00-\u9fff]{2,6}?)"
_AMOUNT = r"([$£€¥]?\d[\d,.]*\s*[kK万]?(?:\s*[-–~到至]\s*[$£€¥]?\d[\d,.]*\s*[kK万]?)?)"
# Where a Chinese value ends: punctuation, the end, or a district or road word after it.
_END_ZH = r"(?=[，。,.；;、\s(（]|$|[东西南北]?[区路市])"
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
        rf"(?:上司|领导|直属领导)(?:是|：|:)\s*{_V_ZH}{_END_ZH}",
    ),
    "partner": (
        rf"\b(?i:(?:girlfriend|boyfriend|partner)\s+is)\s+(?:now\s+)?{_V_EN}",
        rf"\b(?i:(?:is|am)\s+(?:now\s+)?dating)\s+{_V_EN}",
        rf"(?:女朋友|男朋友|女友|男友|对象)(?:是|：|:)\s*{_V_ZH}{_END_ZH}",
    ),
    "employer": (
        rf"\b(?i:employer\s+is)\s+(?:now\s+)?{_V_EN}",
        rf"^(?i:employer|current\s+employer)(?:\s*\([^)]*\))?\s*:\s*{_V_EN}",
        rf"\b(?i:works?\s+(?:at|for))\s+{_V_EN}",
    ),
    "salary": (
        rf"\b(?i:salary|earns?|income|pay)\b[^.;,]{{0,25}}?{_AMOUNT}",
        rf"(?<!营业)(?<!销售)(?:收入|年薪|月薪|薪资|工资|薪水)[^，。；]{{0,10}}?{_AMOUNT}",
    ),
}
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
    # 叫我 alone also asks for an act (叫我去吃饭): a name only before 就行 / 吧.
    rf"叫我{_Q}{_V_ZH}[\u201d\u2019」\"']?(?=就[行好可]|吧)",
)
# Phrases that name the user as the holder themselves: no subject need be read.
OWNED: dict[str, tuple[str, ...]] = {
    "manager": (rf"^{_V_EN}\s+(?i:manages\s+(?:me|the\s+user)|is\s+my\s+(?:manager|boss))\b",),
    "partner": (rf"^{_V_EN}\s+(?i:is\s+(?:the\s+user's|my)\s+(?:girlfriend|boyfriend|partner))\b",),
    "employer": (rf"^{_V_EN}\s+(?i:is\s+where\s+(?:the\s+user|i)\s+works?)\b",),
}

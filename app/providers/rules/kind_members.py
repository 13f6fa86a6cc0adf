"""Kinds of thing a person has or uses one of at a time, and their well-known members.

Written from general knowledge, not from any pair: watches, phones, laptops, operating
systems, cars and their drive, banks, payment apps, internet providers, gyms, universities,
shifts, teams of one league and seasons. Each kind is a list of members; a member is a
"|"-separated list of the names that mean it (Barça, Barcelona, 巴萨). A kind's nouns name the
thing itself ("smartwatch", 宽带): two texts both naming it speak of one slot. Bare maker names
that are mostly employers (Apple, 华为, 小米) are left out; where one is kept (Toyota, Chase),
a job told with it in one text only stops the reading (rules.one_of_kind).
"""

from typing import Final

KINDS: Final[dict[str, tuple[str, ...]]] = {
    "watch": (
        "apple watch|苹果手表|苹果表", "fitbit", "garmin|佳明", "galaxy watch|三星手表",
        "pixel watch", "amazfit|华米", "小米手环|mi band", "华为手表|华为手环|huawei watch",
        "whoop", "oura ring|oura",
    ),
    "phone": (
        "iphone|苹果手机", "pixel", "galaxy s|galaxy z|galaxy note|三星手机", "oneplus|一加",
        "android|安卓", "华为手机|华为mate|华为p", "小米手机", "oppo", "vivo", "荣耀手机",
    ),
    "laptop": (
        "macbook|macbook air|macbook pro", "thinkpad", "dell xps|xps", "surface laptop|surface",
        "chromebook", "拯救者", "华为笔记本|matebook",
    ),
    "car": (
        "toyota|corolla|camry|prius|rav4|丰田|卡罗拉|凯美瑞",
        "honda|civic|accord|cr-v|本田|思域|雅阁",
        "tesla|model 3|model y|model s|特斯拉", "ford|f-150|mustang|福特", "subaru|outback|斯巴鲁",
        "bmw|宝马", "audi|奥迪", "mercedes|benz|奔驰", "volkswagen|vw|golf|jetta|大众|速腾",
        "mazda|马自达", "hyundai|现代汽车", "kia|起亚", "volvo|沃尔沃", "比亚迪|byd|汉ev|秦plus",
        "理想l6|理想l7|理想l8|理想l9|理想one|理想汽车", "蔚来|nio", "小鹏|xpeng", "五菱|宏光",
        "jeep|吉普", "porsche|保时捷",
    ),
    "os": (
        "windows", "macos|mac os|os x", "ubuntu", "fedora", "debian", "arch linux",
        "linux mint", "chromeos|chrome os", "鸿蒙|harmonyos",
    ),
    "drive": (
        "燃油车|油车|gas car|gasoline car", "电动车|电车|纯电|electric car|ev",
        "混动|hybrid|插混",
    ),
    "bank": (
        "chase", "bank of america|bofa", "wells fargo", "citibank|citi", "capital one",
        "ally bank|ally", "hsbc|汇丰", "barclays", "td bank", "schwab", "招商银行|招行",
        "建设银行|建行", "工商银行|工行", "农业银行|农行", "中国银行|中行", "交通银行|交行",
        "浦发银行|浦发", "兴业银行", "民生银行", "邮储银行|邮政储蓄",
    ),
    "payment": (
        "支付宝|alipay", "微信支付|wechat pay", "apple pay", "google pay", "paypal", "venmo",
        "云闪付", "cash app",
    ),
    "isp": (
        "comcast|xfinity", "at&t", "verizon|fios", "spectrum", "t-mobile", "cox", "starlink",
        "中国电信|电信", "中国联通|联通", "中国移动|移动宽带", "长城宽带",
    ),
    "gym": (
        "planet fitness", "equinox", "crossfit", "24 hour fitness", "la fitness", "orangetheory",
        "gold's gym", "anytime fitness", "威尔仕", "乐刻", "超级猩猩", "一兆韦德", "金吉鸟",
    ),
    "university": (
        "mit", "stanford", "harvard", "yale", "princeton", "berkeley", "ucla", "columbia",
        "oxford", "cambridge", "nyu", "caltech", "清华|清华大学", "北大|北京大学", "复旦|复旦大学",
        "浙大|浙江大学", "交大|上海交大|交通大学", "南大|南京大学", "人大|人民大学",
        "中山大学|中大",
        "武大|武汉大学", "同济",
    ),
    "shift": (
        "night shift|graveyard shift|夜班|大夜班", "day shift|白班", "morning shift|早班",
        "evening shift|swing shift|晚班|中班",
    ),
    "mlb": (
        "yankees", "mets", "red sox", "dodgers", "cubs", "giants", "astros", "braves",
        "cardinals", "white sox", "phillies", "mariners",
    ),
    "nba": (
        "lakers|湖人", "celtics|凯尔特人", "warriors|勇士", "knicks|尼克斯", "bulls|公牛",
        "heat|热火", "nets|篮网", "spurs|马刺", "rockets|火箭", "clippers|快船",
    ),
    "football": (
        "real madrid|皇马|皇家马德里", "barcelona|barça|barca|巴萨|巴塞罗那",
        "manchester united|man united|man utd|曼联", "manchester city|man city|曼城",
        "liverpool|利物浦", "arsenal|阿森纳|枪手", "chelsea|切尔西", "tottenham|热刺",
        "bayern|拜仁", "juventus|尤文|尤文图斯", "ac milan|ac米兰", "inter milan|国际米兰",
        "psg|paris saint-germain|巴黎圣日耳曼|大巴黎",
    ),
    "season": ("spring|春天|春季", "summer|夏天|夏季", "autumn|fall|秋天|秋季", "winter|冬天|冬季"),
}  # fmt: skip

# Words naming the thing of the kind itself: both texts naming it speak of one slot.
NOUNS: Final[dict[str, str]] = {
    "watch": r"smart\s*watch|watch|fitness\s+tracker|tracker|手表|手环|智能表",
    "phone": r"phone|smartphone|手机",
    "laptop": r"laptop|notebook|computer|笔记本|电脑",
    "car": r"car|vehicle|drives?|driving|车",
    "drive": r"car|vehicle|drives?|车",
    "os": r"operating\s+system|os|runs|computer|laptop|pc|系统|电脑|笔记本|装",
    "bank": r"bank|banks|banking|account|checking|savings|银行|开户|存",
    "payment": r"pay|pays|payment|支付|付款|付钱",
    "isp": r"internet|broadband|wi-?fi|isp|provider|fiber|宽带|网络|网",
    "gym": r"gym|works?\s+out|trains?|fitness|健身|锻炼|办了?卡",
    "university": r"stud(?:y|ies|ying|ent)|college|university|school|major|读|学|大学|上学",
    "shift": r"shift|works?|班",
    "mlb": r"fan|roots?\s+for|team|supports?|球迷|支持|粉",
    "nba": r"fan|roots?\s+for|team|supports?|球迷|支持|粉",
    "football": r"fan|roots?\s+for|team|supports?|球迷|支持|粉",
    "school": r"school|stud(?:y|ies|ying|ent)|attends?|上学|读书|学校|读",
    "hospital": r"hospital|doctor|医院|看病|就诊",
    # A season is one of a kind only as a favourite.
    "season": r"favou?rite|likes?\s+best|loves?\s+most|最喜欢|最爱",
}
# Kinds told only with their noun in both texts (a season is anyone's in some sentence).
NOUN_REQUIRED: Final = frozenset({"season"})

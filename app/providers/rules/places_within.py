"""Which places lie inside which: the continents' countries, and a country's or region's main
cities and parts, each by its English and Chinese names. `rules.visits_denied` reads it to
know that a stay in Osaka is a stay in Japan and in Asia, and 泰国 is abroad (出国) for a user
who writes in Chinese. A table of the world's best-known places, not of any one text's.
"""

from __future__ import annotations

# Place -> its parts. A part's own parts are inside it too.
_PARTS: dict[str, str] = {
    "asia|亚洲": "japan|china|korea|south korea|vietnam|thailand|india|singapore|malaysia|"
    "indonesia|philippines|nepal|cambodia|laos|myanmar|sri lanka|taiwan|mongolia|bali|"
    "日本|中国|韩国|越南|泰国|印度|新加坡|马来西亚|印尼|菲律宾|尼泊尔|柬埔寨|老挝|缅甸|斯里兰卡|蒙古",
    "europe|欧洲": "france|germany|italy|spain|portugal|uk|britain|england|scotland|wales|"
    "ireland|netherlands|belgium|switzerland|austria|greece|sweden|norway|denmark|finland|"
    "iceland|poland|czechia|hungary|croatia|"
    "法国|德国|意大利|西班牙|葡萄牙|英国|爱尔兰|荷兰|比利时|瑞士|奥地利|希腊|瑞典|挪威|丹麦|芬兰|"
    "冰岛|波兰|捷克|匈牙利|克罗地亚",
    "africa|非洲": "egypt|morocco|kenya|south africa|tanzania|ethiopia|nigeria|ghana|"
    "埃及|摩洛哥|肯尼亚|南非|坦桑尼亚|埃塞俄比亚",
    "south america|南美": "brazil|argentina|peru|chile|colombia|ecuador|bolivia|"
    "巴西|阿根廷|秘鲁|智利|哥伦比亚",
    "north america|北美": "the us|the usa|united states|america|美国|canada|加拿大|mexico|墨西哥",
    "the us|the usa|united states|america|美国": "new york|los angeles|san francisco|chicago|"
    "boston|seattle|las vegas|miami|hawaii|california|texas|florida|纽约|洛杉矶|旧金山|芝加哥|"
    "波士顿|西雅图|拉斯维加斯|夏威夷|加州",
    "canada|加拿大": "toronto|vancouver|montreal|多伦多|温哥华|蒙特利尔",
    "japan|日本": "tokyo|osaka|kyoto|hokkaido|okinawa|nara|sapporo|fukuoka|hiroshima|"
    "东京|大阪|京都|北海道|冲绳|奈良|札幌|福冈|广岛",
    "korea|south korea|韩国": "seoul|busan|jeju|首尔|釜山|济州",
    "thailand|泰国": "bangkok|phuket|chiang mai|曼谷|普吉|清迈",
    "vietnam|越南": "hanoi|ho chi minh city|saigon|hoi an|河内|胡志明市|岘港",
    "france|法国": "paris|lyon|marseille|nice|provence|巴黎|里昂|马赛|尼斯|普罗旺斯",
    "italy|意大利": "rome|milan|venice|florence|naples|sicily|罗马|米兰|威尼斯|佛罗伦萨|那不勒斯",
    "spain|西班牙": "madrid|barcelona|seville|valencia|马德里|巴塞罗那|塞维利亚",
    "scotland|苏格兰": "edinburgh|glasgow|highlands|scottish highlands|isle of skye|"
    "爱丁堡|格拉斯哥|苏格兰高地",
    "england|英格兰": "london|manchester|liverpool|oxford|cambridge|伦敦|曼彻斯特|利物浦",
    "uk|britain|英国": "england|scotland|wales|northern ireland|苏格兰|英格兰|威尔士",
    "australia|澳大利亚|澳洲": "sydney|melbourne|brisbane|perth|悉尼|墨尔本|布里斯班",
    "西藏|tibet": "拉萨|林芝|日喀则|纳木错|lhasa",
    "新疆|xinjiang": "乌鲁木齐|喀什|伊犁|urumqi|kashgar",
    "云南|yunnan": "昆明|大理|丽江|西双版纳|kunming|dali|lijiang",
}
# What a Chinese user's 国外 / 出国 (abroad) holds: every country but China, and their parts.
_ABROAD_ZH = "国外|出国|境外"
_NOT_ABROAD = frozenset({"中国", "china", "西藏", "tibet", "新疆", "xinjiang", "云南", "yunnan"})


def _names(key: str) -> list[str]:
    return key.split("|")


def _build() -> dict[str, frozenset[str]]:
    inside: dict[str, set[str]] = {}
    for key, listed in _PARTS.items():
        for name in _names(key):
            inside.setdefault(name, set()).update(listed.split("|"))
    changed = True
    while changed:  # a part's parts are inside too: Osaka is in Japan, so in Asia
        changed = False
        for parts in inside.values():
            more: set[str] = set()
            for part in parts:
                more |= inside.get(part, set())
            if more - parts:
                parts |= more
                changed = True
    foreign = set(inside)
    for parts in inside.values():
        foreign |= parts
    inside[_ABROAD_ZH] = {p for p in foreign if p not in _NOT_ABROAD and not _in_china(p, inside)}
    return {k: frozenset(v) for k, v in inside.items()}


def _in_china(place: str, inside: dict[str, set[str]]) -> bool:
    return any(place in inside.get(c, set()) for c in ("西藏", "新疆", "云南", "中国"))


INSIDE: dict[str, frozenset[str]] = _build()
# Every place the table names, longest first so "south korea" is read before "korea", then by
# spelling: never by a set's order, which string hashing changes from process to process.
NAMES: tuple[str, ...] = tuple(
    sorted(set(INSIDE).union(*INSIDE.values()) - {_ABROAD_ZH}, key=lambda n: (-len(n), n))
)
ABROAD = _ABROAD_ZH

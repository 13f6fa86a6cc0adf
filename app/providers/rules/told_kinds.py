"""The closed classes of values an attribute `rules.told_values` reads takes (phone, car,
laptop and router makers, diets, banks, a theme, a blood type, 学历, ...), and the words that
must stand beside a closed value for it to be that attribute's. The open attributes, told by
a phrase that captures their value, are `rules.told_attributes`. An attribute is one entry.
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
        "partnered": r"\b(?:have|has|got)\s+a\s+(?:boyfriend|girlfriend|partner)\b|谈恋爱|有对象|"
        # Together with someone for a time, not living together (住在一起): a couple.
        r"\bin\s+a\s+relationship\b|\bmade\s+it\s+official\b|在交往|交往中|脱单|"
        r"(?<!住)(?<!玩)在一起(?=了|\d|[一两二三四五六七八九十几半]+个?(?:月|年|周))",
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
        "aisle": r"\baisle\s+seats?\b|\baisle\b(?=\W*(?:seat|person))|靠过道|过道的?[座位]",
    },
    # The user's own laptop, by maker and model line; a work laptop is still the one they use.
    "laptop": {
        "apple_laptop": r"\bmacbook|苹果笔记本|苹果电脑",
        "lenovo_laptop": r"\bthinkpad\b|\blenovo\b|\byoga\s+(?:slim|pro|\d)|联想|小新|拯救者",
        "dell_laptop": r"\bdell\b|\bxps\s*1\d|\blatitude\b|戴尔",
        "hp_laptop": r"\bhp\s+(?:spectre|envy|elitebook|pavilion)|惠普",
        "microsoft_laptop": r"\bsurface\s+(?:laptop|pro|book)",
        "huawei_laptop": r"\bmatebook\b|华为笔记本",
        "asus_laptop": r"\basus\s+(?:zenbook|vivobook|rog)|\bzenbook\b|华硕笔记本",
        "framework_laptop": r"\bframework\s+laptop\b",
    },
    # The router at home: a mesh system is the router it replaces.
    "router": {
        "tplink_router": r"\btp-?link\b",
        "eero_router": r"\beero\b",
        "netgear_router": r"\bnetgear\b|\bnighthawk\b|\borbi\b",
        "asus_router": r"\basus\b|华硕",
        "google_router": r"\bgoogle\s+(?:wifi|nest\s+wifi)\b",
        "linksys_router": r"\blinksys\b",
        "xiaomi_router": r"小米路由|\bxiaomi\s+router\b",
        "huawei_router": r"华为路由|\bhuawei\s+router\b",
    },
    "headphones": {
        "sony_headphones": r"\bsony\b|\bwh-1000xm\d|\bwf-1000xm\d|索尼",
        "bose_headphones": r"\bbose\b|\bquietcomfort\b",
        "apple_headphones": r"\bairpods\b",
        "sennheiser_headphones": r"\bsennheiser\b|森海塞尔",
        "beats_headphones": r"\bbeats\b",
        "jabra_headphones": r"\bjabra\b",
    },
    # The milk in the user's coffee or tea: dairy by any of its names, or a plant milk.
    "milk": {
        "oat_milk": r"\boat\s+milk\b|燕麦奶",
        "soy_milk": r"\bsoy\s+milk\b|豆奶",
        "almond_milk": r"\balmond\s+milk\b|杏仁奶",
        "coconut_milk": r"\bcoconut\s+milk\b|椰奶",
        "dairy_milk": r"\b(?:whole|skim|skimmed|semi-skimmed|cow's|cows'|dairy|full-fat|2%)\s+"
        r"milk\b|全脂(?:牛)?奶|脱脂(?:牛)?奶|纯牛奶",
    },
    # Dark or light: an app's theme, one at a time.
    "theme": {
        "dark_theme": r"\bdark\s+(?:mode|themes?)\b|深色模式|暗黑模式|夜间模式|深色主题",
        "light_theme": r"\blight\s+(?:mode|themes?)\b|浅色模式|白天模式|浅色主题",
    },
    "map_app": {
        "amap_map_app": r"高德",
        "baidu_map_app": r"百度地图",
        "tencent_map_app": r"腾讯地图",
        "google_map_app": r"\bgoogle\s+maps\b|谷歌地图",
        "apple_map_app": r"\bapple\s+maps\b|苹果地图",
        "waze_map_app": r"\bwaze\b",
    },
    # How the user types Chinese: the input scheme (五笔, 全拼, 双拼) is one at a time.
    "input_method": {
        "wubi_input_method": r"五笔",
        "shuangpin_input_method": r"双拼|小鹤",
        "quanpin_input_method": r"全拼|拼音输入",
    },
    "blood_type": {
        "a_blood_type": r"(?<![a-z])a型血|血型是?a型|\bblood\s+type\s+(?:is\s+)?a\b(?![+-])",
        "b_blood_type": r"(?<![a-z])b型血|血型是?b型|\bblood\s+type\s+(?:is\s+)?b\b(?![+-])",
        "ab_blood_type": r"ab型血|血型是?ab型|\bblood\s+type\s+(?:is\s+)?ab\b(?![+-])",
        "o_blood_type": r"(?<![a-z])o型血|血型是?o型|\bblood\s+type\s+(?:is\s+)?o\b(?![+-])",
    },
    # The language the user wants replies in, and for Chinese the script.
    "reply_language": {
        "english_reply": r"\benglish\b|英文|英语",
        "chinese_reply": r"\b(?:chinese|mandarin)\b|中文|汉语",
        "german_reply": r"\bgerman\b|德语|德文",
        "french_reply": r"\bfrench\b|法语|法文",
        "spanish_reply": r"\bspanish\b|西班牙语",
        "portuguese_reply": r"\bportuguese\b|葡萄牙语",
        "japanese_reply": r"\bjapanese\b|日语|日文",
        "welsh_reply": r"\bwelsh\b",
        "italian_reply": r"\bitalian\b|意大利语",
        "dutch_reply": r"\bdutch\b|荷兰语",
    },
    "script": {
        "traditional_script": r"繁体|\btraditional\s+(?:chinese|characters)\b",
        "simplified_script": r"简体|\bsimplified\s+(?:chinese|characters)\b",
    },
    # The highest schooling finished (学历), one level at a time.
    "education": {
        "middle_school": r"初中",
        "high_school": r"高中|中专",
        "associate": r"大专|专科",
        "bachelor": r"本科",
        "master": r"硕士|研究生",
        "doctorate": r"博士",
    },
    "pronouns": {
        "she/her": r"\bshe/her\b",
        "he/him": r"\bhe/him\b",
        "they/them": r"\bthey/them\b",
    },
}
# A car word must stand beside a maker: "Ford" alone may be a person, a phone brand a laptop's.
NEEDS = {
    "car": r"\b(?:car|drives?|driving|drove|suv|ev)\b|车|开一辆|座驾",
    "phone": r"\b(?:phone|iphone|pixel|galaxy|oneplus|fairphone|vivo|oppo|carry|uses?)\b|手机|"
    r"用的(?:还)?是|在用|换了|入手|买的|买了",
    # A bank's name is also a building, a sponsor or an employer ("works at HSBC"): the text
    # must say it holds the user's money.
    "bank": r"\b(?:banks\s+with|bank\s+is|bank\s+account|current\s+account|"
    r"salary\s+(?:is\s+)?paid)\b|工资卡|银行卡|储蓄卡|开户",
    # A seat is the user's when it is what they prefer or always book; "took a window seat on
    # the flight to ..." is one trip, "likes aisle seats on short flights" one kind of flight.
    "seat": r"\b(?:prefers?|preferred|always|books?|asks?\s+for|picks?|person)\b|"
    r"喜欢|习惯|总是|每次|总挑|都挑|总选|都选",
}
# A laptop, a router, headphones or a milk named beside its own word: "Sony" alone may be a
# television, "eero" a mesh point at a friend's, "oat milk" a recipe's.
NEEDS |= {
    "reply_language": r"\b(?:reply|replies|respond|responses|answer|answers|messages|"
    r"reply\s+language)\b|回复|回答|回我",
    "script": r"\b(?:reply|replies|respond|answer|write)\b|回复|回答|回我|写",
    # 学历 is the highest level finished; "毕业" may name one of two degrees held.
    "education": r"学历",
    "laptop": r"\b(?:laptop|notebook|macbook|thinkpad|matebook|zenbook|xps)\b|笔记本|电脑",
    "router": r"\b(?:router|wi-?fi|mesh)\b|路由",
    "headphones": r"\b(?:headphones?|earbuds|airpods|quietcomfort|wh-1000xm\d|wf-1000xm\d)\b|耳机",
    "milk": r"\b(?:coffee|tea|latte|cappuccino|flat\s+white|cereal|drinks?|puts?)\b|"
    r"咖啡|拿铁|茶|喝",
    "map_app": r"\b(?:navigat\w*|directions|app)\b|导航|地图",
    "input_method": r"\b(?:input|typ\w*)\b|输入法|打字",
}

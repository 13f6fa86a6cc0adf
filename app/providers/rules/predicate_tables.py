"""The predicate frames and value vocabularies the rules read a statement with: which verb
phrases name which attribute (`PREDICATES`, with their flags), where an object ends and what
is no object (a vague one, a non-place, a non-employer, a non-name), the places, regions and
gazetteers of tools and tastes, the kinds where one value excludes the other, and the counted
nouns and number words.

They are what a statement *says*; the cue words of `rules.cues` (negation, change, hedges,
questions, relatives, stop words) are how it says it. `rules.cues` compiles the patterns of
both.
"""

from typing import Final

# (slot, flags, pattern). flags: chg = the verb itself reports a change ("moved to"),
# neg = the verb withdraws its object ("quit"), past = history, not the current state,
# hyp = not yet true ("moving to"), excl = only one value can hold ("prefers").
# (?P<o>...) marks an object inside the predicate (在X工作), (?P<c>...) a category or a
# counted noun. Order matters: at one position the first alternative wins, so the specific
# phrasings ("prefers to be called", "stopped using") come before the generic ones.
PREDICATES: Final[tuple[tuple[str, str, str], ...]] = (
    ("address", "neg", r"\b(?:stop|stopped)\s+calling\s+me\b"),
    ("address", "", r"\b(?:please\s+)?call\s+me\b"),
    ("address", "", r"\b(?:preferred\s+name|nickname)\s+is\b"),
    ("address", "", r"\b(?:goes|go)\s+by\b"),
    (
        "address",
        "",
        r"\b(?:prefers|prefer|wants|want|likes|like|would\s+like)\s+to\s+be\s+"
        r"(?:called|addressed\s+as|known\s+as)\b",
    ),
    ("address", "", r"\b(?:is|am)\s+called\b"),
    ("address", "", r"(?:叫|称呼|喊)我(?:为|做)?"),
    ("address", "", r"(?:昵称|外号)(?:是|叫)"),
    ("name", "chg", r"\bchanged\s+(?:(?:his|her|their|my)\s+)?name\s+to\b"),
    ("name", "", r"\b(?:(?:legal|full|first|real)\s+)?name\s+is\b"),
    ("name", "chg", r"(?:名字|姓名)(?:改成|改为|换成)了?|改名(?:叫|为|成)?了?"),
    ("name", "", r"(?:我|用户)叫(?![了过着])|(?:名字|姓名)(?:是|叫)"),
    ("pref", "neg", r"\b(?:stopped|stop|quit|gave\s+up|dropped|ditched|abandoned)\s+using\b"),
    ("pref", "past", r"\bused\s+to\s+use\b"),
    (
        "pref",
        "chg",
        r"\b(?:switched|switches|switch|switching|changed|migrated|moved\s+over)\s+"
        r"(?:from\s+[^,;]{1,40}?\s+)?to\b",
    ),
    ("pref", "", r"\b(?:started|starts|began)\s+using\b"),
    ("pref", "chg", r"\breplaced\s+[^,;]{1,40}?\s+with\b"),
    (
        "pref",
        "excl",
        r"\b(?:favou?rite|preferred|go-to)\s+(?P<c>[a-z][a-z ]{0,24}?)\s+(?:is|are)\b",
    ),
    ("pref", "excl", r"\bprefers?\b(?!\s+to\b)(?:\s+using\b)?"),
    ("pref", "", r"\b(?:uses|use|using)\b(?!\s+to\b)"),
    ("pref", "excl", r"最(?:喜欢|爱)的(?P<c>[^,;。是为]{1,8}?)(?:是|为)"),
    ("pref", "excl", r"更喜欢(?:用)?|偏好(?:用)?|偏爱(?:用)?"),
    ("pref", "chg", r"改用|换用|换成了?|改成了?|改为|转用|开始(?:使)?用"),
    (
        "pref",
        "",
        r"(?<![现正实存所自好费作信有没享应利运调引适试通专])(?:正在|在)?"
        r"(?:喜欢用|习惯用|常用|使用|用)(?![户来于过餐心力品法处途])",
    ),
    ("res", "neg", r"\bmoved\s+(?:out\s+of|away\s+from)\b"),
    ("res", "hyp", r"\b(?:moving|relocating)\s+(?:back\s+)?(?:from\s+[^,;]{1,40}?\s+)?to\b"),
    (
        "res",
        "chg",
        r"\b(?:moved|moves|move|relocated|relocates|relocate)\s+(?:back\s+)?"
        r"(?:from\s+[^,;]{1,40}?\s+)?to\b",
    ),
    ("res", "past", r"\b(?:lived|resided)\s+in\b"),
    ("res", "", r"\b(?:lives|live|living|resides|reside|residing)\s+in\b"),
    ("res", "", r"\b(?:based|settled)\s+(?:in|out\s+of)\b"),
    # Where one's home is, said of the home: "User's place is in Leith", "rents a flat in
    # Leeds", "calls Vancouver home".
    ("res", "", r"\b(?:home|place)\s+is\s+(?:now\s+)?in\b"),
    (
        "res",
        "",
        r"\b(?:rents|rent|renting)\s+(?:a|an)\s+(?:flat|apartment|house|room|studio)\s+in\b",
    ),
    ("res", "", r"\b(?:calls|call)\s+(?P<o>[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2})\s+home\b"),
    ("res", "neg", r"搬离了?|搬出了?"),
    ("res", "", r"(?<![现正实存所自好])在(?P<o>[^,;。在]{1,15}?)(?:生活|定居|居住)"),
    ("res", "", r"(?<![现正实存所自好])在(?P<o>[^,;。在]{1,15}?)租(?:房|了房子?)"),
    ("res", "", r"(?<![老回])家(?:住)?在"),
    ("res", "", r"定居(?![于在])"),
    ("res", "chg", r"搬(?:家)?(?:到|去|回)了?|移居(?:到)?了?"),
    (
        "res",
        "",
        r"(?:居住|定居|生活|住)在|定居于|(?<![记忍抓挡站停保握守稳接盯顶])住(?![院宿址在到])",
    ),
    (
        "emp",
        "neg",
        r"\b(?:quit|left|resigned\s+from|(?:was|got)\s+(?:fired|laid\s+off)\s+"
        r"(?:from|by))\b(?:\s+(?:his|her|their|my|the)\s+job\s+(?:at|with))?",
    ),
    ("emp", "past", r"\bworked\s+(?:at|for)\b"),
    ("emp", "", r"\b(?:works|work|working)\s+(?:at|for)\b"),
    ("emp", "", r"\bemployed\s+(?:by|at)\b|\b(?:new\s+)?employer\s+is\b"),
    (
        "emp",
        "chg",
        r"\b(?:started|starts|began)\s+(?:a\s+(?:new\s+)?job\s+)?(?:working\s+)?"
        r"(?:at|with)\b",
    ),
    (
        "emp",
        "chg",
        r"\b(?:took|got|accepted|landed)\s+(?:a|an|the)\s+(?:new\s+)?"
        r"(?:job|position|role|offer)\s+(?:at|with|from)\b",
    ),
    ("emp", "hyp", r"\bjoining\b"),
    ("emp", "chg", r"\b(?:joined|joins|join)\b"),
    ("emp", "neg", r"从(?P<o>[^,;。]{1,15}?)(?:离职|辞职)|离开了?|辞去了?"),
    # A job told with its workplace: 在协和医院坐诊, 在拼多多写代码, 是美团的程序员.
    (
        "emp",
        "",
        r"(?<![现正实存所自好])在(?P<o>[^,;。在]{1,15}?)"
        r"(?:工作|上班|任职|就职|供职|实习|任教|教书|坐诊|写代码)",
    ),
    (
        "emp",
        "",
        r"(?<![不])是(?P<o>[^,;。是的]{2,12})的(?:员工|职员|程序员|工程师|医生|护士|老师|"
        r"设计师|会计|律师|厨师|销售)",
    ),
    ("emp", "", r"(?:就职|任职|供职)于"),
    ("emp", "chg", r"入职了?|加入了?|跳槽(?:到|去)了?"),
    (
        "count",
        "",
        r"\b(?:has|have|got)\s+(?P<o>\d{1,2}|one|two|three|four|five|six|seven|eight|"
        r"nine|ten|eleven|twelve)\s+(?:(?:young|little|small|grown|adult)\s+)?(?P<c>[a-z]+)",
    ),
    (
        "count",
        "",
        r"(?:有|养了?|养着)\s*(?P<o>\d{1,2}|[一二两三四五六七八九十]{1,3})\s*"
        r"(?:个|只|条|位|名|匹|头)?\s*(?P<c>[\u4e00-\u9fff]{1,3})",
    ),
    ("age", "chg", r"\b(?:turned|turns)\s+(?P<o>\d{1,3})\b"),
    (
        "age",
        "",
        r"\b(?:is|am|aged)\s+(?P<o>\d{1,3})(?:\s*(?:years?|yrs?)\s*old|\s*y/?o)?"
        r"(?=\s*$|\s+(?:now|today|this\s+year|already)\b)",
    ),
    ("age", "", r"\b(?:is|am)\s+(?:a|an)\s+(?P<o>\d{1,3})[- ]years?[- ]old\b"),
    ("age", "", r"\bage\s+is\s+(?P<o>\d{1,3})\b"),
    ("age", "", r"(?:今年|现在|已经)?(?P<o>\d{1,3}|[一二两三四五六七八九十]{1,4})\s*(?:周)?岁"),
)

SLOT_LABELS: Final[dict[str, str]] = {
    "address": "form of address",
    "name": "name",
    "pref": "preference",
    "res": "residence",
    "emp": "employer",
    "count": "count",
    "age": "age",
}

# Where an object ends: clause-level adverbs, prepositions that start a new phrase, and
# Chinese particles. "in"/"of" are deliberately absent ("the Pearl District in Portland").
OBJECT_END: Final = (
    r"\s*(?:\b(?:now|these\s+days|nowadays|anymore|any\s+more|no\s+more|again|too|as\s+well|"
    r"instead|since|because|for|with|at|on|as|from|to|over|when|while|after|before|until|every|"
    r"daily|last|this|next|currently|though|who|which|that|where|rather|full-time|part-time|"
    r"permanently|already|please|thanks|starting|yet|either|lately|recently|today|tomorrow|"
    r"and|but|if)\b|\bin\s+(?:19|20)\d\d\b|\b(?:a|an|one|two|three|few|several|\d+)\s+\w+"
    r"\s+ago\b|[了吧呢啊呀哦哈嘛的]|已经|现在|一直|就好|就行|即可|以后|工作|上班)"
)
OBJECT_LEAD: Final = r"^(?:(?:the|just|recently|now|currently|actually)\b\s*|[在了到去])+"
# Indefinite or someone-else's objects ("joined a gym", "moved to his parents' place") are
# too vague to replace a named place, employer or name.
VAGUE_OBJECT: Final = (
    r"^(?:(?:a|an|another|some|his|her|their|my|our|your|its|one|any)\b|"
    r"一个|一家|一间|一套|一所|一座|一些|某)"
)
NOT_A_PLACE: Final = (
    "house home apartment flat condo place room dorm neighborhood neighbourhood team role "
    "job position department office project company backend frontend branch floor campus "
    "suburbs suburb countryside downtown outskirts abroad 家 新家 公寓 房子 宿舍 部门 "
    "团队 组 办公室 项目 岗位"
)
# Regions that may contain a city: "lives in Oregon" does not replace "lives in Portland".
# New York is both, so it counts as a region: "Brooklyn" must not replace it.
REGIONS: Final = (
    "area|region|coast|northwest|northeast|southwest|southeast|midwest|county|valley|state|"
    "province|countryside|alabama|alaska|arizona|arkansas|california|colorado|connecticut|"
    "delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|"
    "maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|"
    "nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|"
    "oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|"
    "utah|vermont|virginia|west virginia|washington|wisconsin|wyoming|ontario|quebec|"
    "british columbia|usa|us|united states|america|canada|mexico|uk|united kingdom|england|"
    "scotland|wales|ireland|france|germany|spain|italy|portugal|netherlands|belgium|"
    "switzerland|austria|sweden|norway|denmark|finland|poland|china|japan|korea|india|"
    "australia|brazil|argentina|europe|asia|africa"
)
REGIONS_CJK: Final = (
    "中国|美国|日本|韩国|英国|法国|德国|加拿大|澳大利亚|广东|广西|浙江|江苏|福建|山东|河南|河北|"
    "湖南|湖北|四川|云南|贵州|陕西|山西|甘肃|辽宁|吉林|黑龙江|江西|安徽|海南|新疆|西藏|内蒙古|宁夏|"
    "青海|台湾|省$|地区$|一带$|附近$"
)
NOT_AN_EMPLOYER: Final = (
    "home gym club team band choir group community class course league meetup server "
    "channel slack discord church union committee board program waitlist webinar call "
    "meeting party army navy military conversation chat forum newsletter project cause "
    "movement protest trip tour family smoking drinking 俱乐部 社团 群 健身房 乐队 合唱团 "
    "协会 小组 读书会 会员 志愿 团队 队 组 计划 项目 家"
)
PLACE_SUFFIX: Final = r"(?:[市省区县州镇]|\bcity)$"
PLACES: Final = (
    "北京 上海 广州 深圳 杭州 成都 南京 武汉 西安 重庆 天津 苏州 香港 台北 东京 纽约 伦敦 "
    "巴黎 新加坡 硅谷 国外 海外 老家 家"
)
# Words after "call me"/"叫我" that make it a request, not a name ("call me tomorrow", "叫我去").
NOT_A_NAME: Final = (
    "later back tomorrow tonight anytime when if on at in after before maybe sometime again "
    "now soon asap today whenever up out please a an the crazy any to by it that"
)
NOT_A_NAME_CJK: Final = (
    "去来回吃做帮起过别不给到把一快等出上下看打买拿带写发跟陪接送参早马他她你它们了着什"
)

# Tool/taste gazetteer ("|"-separated): two "prefers X" only compete when X is the same kind.
CATEGORIES: Final[dict[str, str]] = {
    "editor": "vs code|vscode|visual studio code|vim|neovim|nvim|emacs|sublime|sublime text|"
    "intellij|pycharm|webstorm|atom|cursor|zed|xcode|helix|nano|notepad++|eclipse|android studio",
    "language": "python|javascript|typescript|java|kotlin|rust|go|golang|c|c++|c#|ruby|php|swift|"
    "scala|haskell|elixir|clojure|julia|perl|lua|dart",
    "os": "windows|macos|mac os|linux|ubuntu|fedora|arch|arch linux|debian|linux mint|chromeos",
    "browser": "chrome|firefox|safari|edge|brave|arc|opera|vivaldi",
    "shell": "bash|zsh|fish",
    "terminal": "iterm|iterm2|alacritty|kitty|wezterm|ghostty",
    "phone": "iphone|android|pixel|galaxy|安卓|苹果手机|华为手机|小米手机",
    "drink": "coffee|tea|green tea|black tea|decaf|espresso|latte|matcha|咖啡|茶|绿茶|红茶|奶茶",
    "theme": "dark mode|light mode|dark theme|light theme|深色模式|浅色模式",
    "database": "postgres|postgresql|mysql|sqlite|mongodb",
    "messaging": "slack|teams|wechat|微信|钉钉|飞书|telegram|whatsapp|signal",
}
# Kinds where one value usually excludes the other, so a bare "now uses X" replaces; for the
# rest ("now uses Python") it takes "switched to"/"instead"/改用.
EXCLUSIVE_KINDS: Final = "editor os browser shell terminal phone theme"
# Category words after "favourite ... is" / 最喜欢的…是, mapped onto the gazetteer kinds.
CATEGORY_ALIASES: Final[dict[str, str]] = {
    "editor": "editor|text editor|code editor|ide|编辑器",
    "language": "language|programming language|编程语言|语言",
    "os": "os|operating system|操作系统",
    "browser": "browser|浏览器",
    "shell": "shell",
    "drink": "drink|beverage|饮料",
    "terminal": "terminal|终端",
    "phone": "phone|手机",
    "theme": "theme|color scheme|主题",
    "database": "database|数据库",
}
COUNT_NOUNS: Final[dict[str, str]] = {
    "child": "kid kids child children 孩子 小孩 娃 子女 儿女",
    "cat": "cat cats 猫 猫咪",
    "dog": "dog dogs 狗 狗狗",
    "pet": "pet pets 宠物",
    "sibling": "sibling siblings 兄弟姐妹",
    "grandchild": "grandchild grandchildren 孙子 孙女",
}
NUMBER_WORDS: Final = "zero one two three four five six seven eight nine ten eleven twelve"
CJK_DIGITS: Final = "零一二三四五六七八九"

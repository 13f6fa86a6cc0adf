"""The statement rules of :mod:`app.providers.extract.rules`: the shapes of a clause that says
a fact.

RULES is a table of (name, pattern) in the order the rules are tried; at one position the first
rule that matches wins, so the specific phrasings come before the generic ones. The pattern
groups and the templates each name renders are described in :mod:`app.providers.extract.cues`,
which compiles this table. Free-text spans are bounded ({1,80}) so that a rule costs linear
time even on an 8,000-character message.
"""

from typing import Final

REL_EN = (
    "wife|husband|partner|spouse|son|daughter|kids|children|mom|mother|mum|dad|father|parents|"
    "brother|sister|girlfriend|boyfriend|fiancee|fiance|roommate|boss|best\\s+friend|friend"
)
REL_ZH = (
    "老婆|妻子|老公|丈夫|儿子|女儿|孩子|妈妈|母亲|爸爸|父亲|爸|妈|哥哥|姐姐|弟弟|妹妹|男朋友|女朋友|"
    "室友|老板|朋友"
)
# "my wife and I live ...": a joint subject is not the user alone, so "I" must not follow "and".
_I = r"(?<![\w'&])(?<!and\s)(?P<s>i)\s+"
_WHO = rf"(?<![\w'&])(?<!and\s)(?P<s>i|my\s+(?:{REL_EN}))\s+"
_ADV = (
    r"(?P<adv>(?:(?:really|also|just|now|still|actually|currently|recently|finally|already|"
    r"officially|definitely|absolutely|totally|honestly|truly|kinda|kind\s+of|sort\s+of|"
    r"personally|mostly|usually|generally|always|even|do|does|basically|happily)\s+)*)"
)
_HAVE = r"(?:(?:have|has)\s+(?:(?:just|recently|finally|already|now|also)\s+)*)?"
_ZI = r"(?P<s>我)(?!们)"
_ZWHO = rf"(?P<s>我的?(?:{REL_ZH})|我)(?!们)"
# Never 会/要/想/可能/打算: those make a plan, and a plan is not a fact.
_ZADV = (
    r"(?P<adv>(?:现在|目前|一直|也|还|都|已经|刚刚|刚|最近|其实|真的|确实|很|非常|特别|超|挺|就|今年|"
    r"去年|上个月|上周|前不久|前段时间|终于|本人|平时)*)"
)
# Where an English object ends: clause-level adverbs, time phrases, reasons, companions.
_END = (
    r"(?=\s*$|\s+(?:now|these\s+days|nowadays|anymore|any\s+more|any\s+longer|again|too|"
    r"as\s+well|instead|because|since|but|though|although|lol|haha|btw|already|for\s+now|"
    r"right\s+now|currently|thanks|thank\s+you|please|last\s+\w+|this\s+(?:year|month|week)|"
    r"today|tonight|tomorrow|yesterday|for\s+(?:\S+\s+(?:years?|months?|weeks?|days?)|years|"
    r"ages|a\s+while|a\s+long\s+time)|"
    r"which|who|where|while|after|before|until|starting|from\s+now\s+on|recently|lately|"
    r"full[- ]time|part[- ]time|with\s+(?:my|his|her|their|our)|(?:a|an|one|two|three|a\s+few|"
    r"few|several|\d+)\s+\w+\s+ago|as\s+(?:a|an|of)|so)\b)"
)
_O = r"(?P<o>[^,;:!?()\"]{1,80}?)" + _END
# Decisions keep their purpose ("for the project", "instead of X"): only trailing adverbs go.
_OD = r"(?P<o>[^,;:!?()\"]{1,80}?)(?=\s*$|\s+(?:now|from\s+now\s+on|then|please|thanks)\b)"
_ZP = r"(?:[了吧啊呀呢哦啦嘛哈的~]|就好|就行|而已|\s)"
_ZEND = rf"(?=(?:已经|一直|好几年|好多年|很多年|多年)[^,;]*$|{_ZP}*$)"
_OZ = r"(?P<o>[^,;:!?()\"。]{1,80}?)" + _ZEND
_NOT_NAME = (
    "later|back|tomorrow|tonight|anytime|when|if|on|at|in|after|before|maybe|sometime|again|now|"
    "soon|asap|today|whenever|up|out|please|a|an|the|crazy|any|to|by|it|that|you|so|what|this|"
    "whatever|anything|something|for|and|or|but|not"
)
_NAME = (
    rf"(?P<o>(?!(?:{_NOT_NAME})\b)[^\W\d_][\w'.-]*(?:\s+(?-i:[A-Z\u4e00-\u9fff])[\w'.-]*){{0,3}})"
)
_ZNAME = (
    r"(?P<o>(?![去来回吃做帮起过别不给到把一快等出上下看打买拿带写发跟陪接送参早马他她你它们什外车叫])"
    r"[\u4e00-\u9fff·]{2,6}?|(?-i:[A-Z])[\w.-]+(?:\s+(?-i:[A-Z])[\w.-]+)?)"
    r"(?=(?:就好|就行|就可以|即可|好了|[吧啊呀哦了嘛啦~]|\s)*$)"
)
NUM_EN = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_COUNT_EN = (
    "kids|kid|children|child|sons|son|daughters|daughter|cats|cat|dogs|dog|pets|pet|siblings|"
    "sibling|brothers|brother|sisters|sister|grandchildren|grandkids"
)
_COUNT_ZH = "孩子|小孩|娃|儿子|女儿|猫咪|猫|狗狗|狗|宠物|兄弟姐妹"
_ROLES_EN = (
    "developer|engineer|programmer|designer|teacher|student|doctor|nurse|scientist|researcher|"
    "manager|lawyer|writer|artist|consultant|analyst|architect|founder|co-founder|ceo|cto|"
    "accountant|chef|musician|photographer|journalist|professor|pharmacist|dentist|freelancer|"
    "contractor|intern"
)
_ROLES_ZH = (
    "工程师|程序员|开发者|开发人员|老师|教师|学生|研究生|博士生|医生|护士|设计师|产品经理|经理|律师|"
    "研究员|科学家|作家|会计|厨师|创业者|自由职业者|实习生|教授|记者"
)
_VERBS_DECIDE = (
    r"(?P<v>use|go\s+with|adopt|switch\s+to|stick\s+with|migrate\s+to|move\s+to|keep|build\s+it"
    r"\s+(?:with|in)|write\s+it\s+in|on)"
)

RULES: Final[tuple[tuple[str, str], ...]] = (
    # Names: an address ("call me") and a legal name ("my name is") share preferred_name.
    ("name_change", rf"{_I}{_ADV}{_HAVE}changed\s+my\s+name\s+to\s+{_NAME}"),
    ("name_change", rf"(?:please\s+)?change\s+my\s+name\s+to\s+{_NAME}"),
    ("name_addr", rf"(?:please\s+)?(?:just\s+)?call\s+me\s+{_NAME}"),
    (
        "name_addr",
        rf"{_I}{_ADV}(?:go\s+by|(?:would\s+like|want|prefer)\s+to\s+be\s+"
        rf"(?:called|addressed\s+as|known\s+as))\s+{_NAME}",
    ),
    ("name_addr", rf"\bmy\s+(?:preferred\s+name|nickname)\s+is\s+{_NAME}"),
    ("name_legal", rf"\bmy\s+(?:(?:first|full|real)\s+)?name\s+is\s+{_NAME}"),
    ("name_change_zh", rf"我的?(?:名字|姓名)(?:改成|改为|换成)了?{_ZNAME}"),
    ("name_change_zh", rf"{_ZI}{_ZADV}改名(?:叫|为|成)?了?{_ZNAME}"),
    ("name_legal_zh", rf"我的?(?:名字|姓名)(?:是|叫){_ZNAME}"),
    ("name_legal_zh", rf"{_ZI}{_ZADV}叫(?![了过着我])\s*{_ZNAME}"),
    ("name_addr_zh", rf"(?:叫|称呼|喊)我(?:为|做)?\s*{_ZNAME}"),
    # Withdrawals, before the positive rules that would read their tail.
    (
        "retract",
        rf"{_WHO}{_ADV}(?:do|does)\s+not\s+(?:really\s+)?(?P<v>[a-z]+)(?:\s+(?P<o>[^,;:!?]{{1,80}}?))?"
        r"\s+(?:anymore|any\s+more|any\s+longer)\b",
    ),
    ("retract", rf"{_I}{_ADV}no\s+longer\s+(?P<v>[a-z]+)(?:\s+{_O})?"),
    ("retract_be", rf"{_WHO}{_ADV}(?:am|is)\s+no\s+longer\s+{_O}"),
    (
        "retract_be",
        rf"{_WHO}{_ADV}(?:am|is)\s+not\s+(?P<o>[^,;:!?]{{1,80}}?)\s+(?:anymore|any\s+more|any\s+longer)\b",
    ),
    ("quit", rf"{_WHO}{_ADV}{_HAVE}(?P<v>quit|gave\s+up|given\s+up)\s+{_O}"),
    ("quit", rf"{_WHO}{_ADV}{_HAVE}(?P<v>stopped)\s+(?P<o>\w+ing\b[^,;:!?]{{0,80}}?){_END}"),
    (
        "left",
        rf"{_WHO}{_ADV}{_HAVE}left\s+(?P<o>(?:(?-i:[A-Z\u4e00-\u9fff])|(?:my|his|her)\s+job\s+at\s)"
        rf"[^,;:!?]{{0,80}}?){_END}",
    ),
    (
        "retract_zh",
        rf"{_ZWHO}{_ZADV}(?P<v>不再|已经不再|已经不|再也不|已经没有|已经没)(?P<o>[^,;:!?。]{{1,80}}?)(?P<le>了?){_ZEND}",
    ),
    (
        "retract_zh",
        rf"{_ZWHO}{_ZADV}(?P<v>不|没有|没)(?!想|会|要|知道|确定|能|用|行|好|是|太|记得|清楚|在乎|介意)"
        rf"(?P<o>[^,;:!?。]{{1,12}}?)(?P<le>了){_ZEND}",
    ),
    ("quit_zh", rf"{_ZWHO}{_ZADV}戒(?:掉)?了?(?P<o>[^,;:!?。了]{{1,6}}?)了?{_ZEND}"),
    # Corrections and switches.
    (
        "instead",
        rf"(?:{_I}{_ADV})?(?:please\s+)?(?P<v>[a-z]+)\s+(?P<o>[^,;:!?]{{1,80}}?)\s+"
        rf"(?:instead\s+of|rather\s+than)\s+(?P<x>[^,;:!?]{{1,80}}?){_END}",
    ),
    (
        "switch",
        rf"(?:{_I}{_ADV}(?:(?:have|am)\s+)?(?:just\s+|finally\s+|now\s+)*)?"
        rf"(?:switched|switching|migrated|moved\s+over)\s+(?:over\s+)?"
        rf"(?:from\s+(?P<x>[^,;]{{1,80}}?)\s+)?to\s+{_O}",
    ),
    (
        "change",
        rf"(?:please\s+)?(?:change|changed)\s+(?:(?P<w>(?:my|the|our)\s+[a-z ]{{1,20}}?)\s+)?"
        rf"from\s+(?P<x>[^,;:!?]{{1,80}}?)\s+to\s+{_O}",
    ),
    ("change_to", rf"(?:please\s+)?(?:change|changed)\s+(?P<x>[^,;:!?]{{1,80}}?)\s+to\s+{_O}"),
    (
        "change_zh",
        rf"(?:{_ZI}{_ZADV})?(?:请|帮我)?把(?P<x>[^,;:!?。]{{1,80}}?)(?:改成|换成|改为|换为|改回|换回)了?{_OZ}",
    ),
    ("switch_zh", rf"(?:{_ZI}{_ZADV})?(?:改用|换用|转用|换成了?|切换到了?|换到了?){_OZ}"),
    # Decisions the user states for a project.
    (
        "decide",
        rf"\b(?:we|i)\s+(?:have\s+)?(?:just\s+|finally\s+)?(?:decided|agreed)\s+(?:to\s+)?"
        rf"{_VERBS_DECIDE}\s+{_OD}",
    ),
    ("decide", rf"\blet(?:'s|\s+us)\s+{_VERBS_DECIDE}\s+{_OD}"),
    ("decide", rf"\bwe\s+(?:will|are\s+going\s+to)\s+{_VERBS_DECIDE}\s+{_OD}"),
    (
        "decide_zh",
        rf"(?:我们|咱们|我|团队)?(?:已经|最终|最后)?决定(?:了)?(?P<v>用|使用|采用|改用|换成){_OZ}",
    ),
    (
        "decide_zh",
        r"(?:那就|那我们就|我们就|咱们就|我们|咱们|那|就)(?P<v>用|采用)(?P<o>[^,;:!?。]{1,80}?)吧\s*$",
    ),
    # Durable facts and preferences.
    (
        "res_live",
        rf"{_WHO}{_ADV}(?:live|lives|reside|resides|(?:am|is|(?:have|has)\s+been)\s+"
        rf"(?:(?:currently|now|still)\s+)?living)\s+in\s+{_O}",
    ),
    (
        "res_move",
        rf"{_WHO}{_ADV}{_HAVE}(?:moved|relocated)\s+(?:back\s+)?(?:from\s+[^,;]{{1,80}}?\s+)?to\s+{_O}",
    ),
    (
        "res_based",
        rf"{_WHO}{_ADV}(?:am|is)\s+(?:now\s+|currently\s+)?based\s+(?:in|out\s+of)\s+{_O}",
    ),
    ("res_live_zh", rf"{_ZWHO}{_ZADV}(?:住在|居住在|生活在|定居在|定居于){_OZ}"),
    (
        "res_live_zh",
        rf"{_ZWHO}{_ZADV}在(?P<o>[^,;:!?。在]{{1,15}}?)(?:生活|定居|居住|(?<!酒店)(?<!宾馆)(?<!医院)(?<!民宿)住(?![院宿]))",
    ),
    ("res_move_zh", rf"{_ZWHO}{_ZADV}(?:搬家?(?:到|去|回)了?|移居(?:到)?了?){_OZ}"),
    (
        "emp_work",
        rf"{_WHO}{_ADV}(?:work|works|(?:am|is|(?:have|has)\s+been)\s+working)\s+(?P<p>at|for)\s+{_O}",
    ),
    ("emp_join", rf"{_WHO}{_ADV}{_HAVE}joined\s+{_O}"),
    (
        "emp_start",
        rf"{_WHO}{_ADV}(?:started|began)\s+(?:a\s+new\s+job\s+|(?:my|his|her)\s+new\s+job\s+|"
        rf"working\s+)?(?:at|with)\s+{_O}",
    ),
    (
        "emp_start",
        rf"{_WHO}{_ADV}{_HAVE}(?:got|accepted|took|landed)\s+(?:a|an|the)\s+(?:new\s+)?"
        rf"(?:job|position|role|offer)\s+(?:at|with)\s+{_O}",
    ),
    (
        "emp_work_zh",
        rf"{_ZWHO}{_ZADV}在(?P<o>[^,;:!?。在]{{1,20}}?)(?P<v>工作|上班|任职|就职|实习)",
    ),
    ("emp_in_zh", rf"{_ZWHO}{_ZADV}(?P<v>就职|任职|供职)于{_OZ}"),
    ("emp_join_zh", rf"{_ZWHO}{_ZADV}(?P<v>加入|入职|跳槽到|跳槽去)了?{_OZ}"),
    ("fav", rf"\bmy\s+(?P<c>favou?rite\s+[a-z][a-z ]{{0,24}}?)\s+(?:is|are)\s+{_O}"),
    ("fav_zh", rf"我的?最(?:喜欢|爱)的(?P<c>[^,;:!?。是]{{1,8}}?)(?:是|为){_OZ}"),
    ("prefer", rf"{_WHO}{_ADV}(?:prefer|prefers)\s+(?!to\s+be\b){_O}"),
    (
        "dislike",
        rf"{_WHO}{_ADV}(?:do|does)\s+not\s+(?:really\s+|particularly\s+)?(?P<v>like|enjoy|love)\s+{_O}",
    ),
    (
        "like",
        rf"{_WHO}{_ADV}(?P<v>like|likes|love|loves|enjoy|enjoys|adore|adores|hate|hates|dislike|"
        rf"dislikes|can\s+not\s+stand)\s+{_O}",
    ),
    ("use", rf"{_WHO}{_ADV}(?:use|uses|am\s+using|is\s+using)\s+(?!to\b){_O}"),
    ("prefer_zh", rf"{_ZWHO}{_ZADV}(?:更喜欢|更倾向于?|偏好|偏爱|比较喜欢)(?:用)?{_OZ}"),
    ("like_zh", rf"{_ZWHO}{_ZADV}(?P<v>不太喜欢|不喜欢|喜欢|热爱|爱|讨厌|受不了){_OZ}"),
    (
        "use_zh",
        rf"{_ZWHO}{_ZADV}(?:正在用|在用|使用|用的是|用)\s*(?P<o>[A-Za-z][\w .+#-]{{0,80}}?)"
        rf"(?P<rest>[^,;:!?。]{{0,80}}?){_ZEND}",
    ),
    (
        "allergy",
        rf"{_WHO}{_ADV}(?:am|is)\s+(?:(?:very|severely|deathly|mildly|also)\s+)?allergic\s+to\s+{_O}",
    ),
    ("allergy_zh", rf"{_ZWHO}{_ZADV}对(?P<o>[^,;:!?。]{{1,15}}?)过敏"),
    (
        "diet",
        rf"{_WHO}{_ADV}(?:am|is)\s+(?:a\s+|an\s+|strictly\s+|fully\s+|now\s+)*"
        r"(?P<o>vegetarian|vegan|pescatarian|pescetarian)\b",
    ),
    (
        "diet_zh",
        rf"{_ZWHO}{_ZADV}(?P<o>吃素|吃全素|是(?:一[个名])?(?:纯|严格的?)?素食(?:主义)?者?)",
    ),
    (
        "count",
        rf"{_WHO}{_ADV}(?:have|has)\s+(?:got\s+)?(?P<n>\d{{1,2}}|{NUM_EN}|a|an)\s+"
        rf"(?:(?:young|little|small|grown|adult|lovely|beautiful|wonderful)\s+)?(?P<c>{_COUNT_EN})\b",
    ),
    (
        "count_zh",
        rf"{_ZWHO}{_ZADV}(?P<v>有|养了|养着|养)(?P<n>\d{{1,2}}|[一二两三四五六七八九十]{{1,3}})"
        rf"(?P<m>个|只|条|位|名)?(?P<c>{_COUNT_ZH})",
    ),
    (
        "age",  # a bare "I'm 2" is more often an answer than an age: two digits at least
        rf"{_WHO}{_ADV}(?:am|is)\s+(?:(?P<n>\d{{1,3}})\s*(?:years?\s+old|yrs?\s+old|y/?o)|"
        r"(?P<n_>[1-9]\d))(?=\s*(?:now|today|this\s+year|already)?\s*$)",
    ),
    ("age", rf"{_WHO}{_ADV}(?:just\s+)?turned\s+(?P<n>\d{{1,3}})\b"),
    ("age_zh", rf"{_ZWHO}{_ZADV}(?P<n>\d{{1,3}}|[一二两三四五六七八九十]{{1,4}})(?:周)?岁"),
    (
        "job",
        rf"{_WHO}{_ADV}(?:am|is)\s+(?P<a>a|an)\s+(?P<o>(?:[\w-]+\s+){{0,3}}?(?:{_ROLES_EN})"
        rf"(?:\s+(?:at|for|in)\s+[^,;:!?]{{1,80}}?)?){_END}",
    ),
    (
        "job_zh",
        rf"{_ZWHO}{_ZADV}是(?:一名|一个|一位|个|名)?(?P<o>[^,;:!?。]{{0,8}}?(?:{_ROLES_ZH}))",
    ),
    (
        "neg",
        rf"{_WHO}{_ADV}(?:do|does)\s+not\s+(?P<v>eat|drink|smoke|drive|own|use|watch|celebrate|"
        rf"speak)\b(?:\s+{_O})?",
    ),
    (
        "neg_zh",
        rf"{_ZWHO}{_ZADV}(?P<v>从来不|从不|不)(?P<w>吃|喝|抽|吸|开车)(?P<o>[^,;:!?。]{{0,80}}?){_ZEND}",
    ),
)

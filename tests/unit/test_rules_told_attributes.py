"""The attributes rules.told_kinds and rules.told_attributes add to rules.told_values: a bank,
a seat, a major, coffees a day, a form of address, and the thirty-sixth pass's below. Each
example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.told_values import told_value

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User banks with HSBC.", "User's current account is with Starling now."),
        ("用户的工资卡是农业银行的。", "用户的工资现在发到中国银行的银行卡上。"),
        ("用户的工资卡是农行的。", "公司换了代发银行，用户的工资卡改成中行的了。"),
        ("User prefers aisle seats.", "User always books a window seat now."),
        ("用户坐高铁喜欢靠过道。", "用户现在习惯靠窗坐。"),
        ("Major: philosophy", "User is majoring in chemistry."),
        ("用户的专业是历史。", "用户转专业到了法学。"),
        ("User drinks five coffees a day.", "User is down to 2 coffees a day."),
        ("User drinks one coffee a day.", "User now has three cups of coffee a day."),
        ("User prefers to be called Meg.", "Call me Margaret now, Meg sounds childish."),
        ("请称呼我为小林。", "叫我林老师就好。"),
        ("请称呼我为小林。", "以后叫我林老师吧。"),
    ],
)
def test_another_value_of_one_attribute_retires(old: str, new: str) -> None:
    assert told_value(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A bank named as an employer, a sponsor or a building, not as the user's money.
        ("User banks with Chase.", "User works at Barclays."),
        ("用户的工资卡是招商银行的。", "用户家楼下新开了一家工商银行。"),
        # One trip's seat, one kind of flight's seat.
        ("User prefers aisle seats.", "Took a window seat on the flight to Oslo."),
        ("Likes window seats on long flights.", "Likes aisle seats on short flights."),
        # A double major, a sister's major, an old major.
        ("Major: history", "User is majoring in biology and music."),
        ("用户的专业是历史。", "我妹妹转专业到了法学。"),
        ("The company declared bankruptcy.", "Major: history"),
        # The same count in words and digits; someone else's coffees.
        ("User drinks one coffee a day.", "User drinks 1 coffee a day."),
        ("User drinks two coffees a day.", "User's husband drinks four coffees a day."),
        # A name told again, and a negation.
        ("User goes by Sam.", "Please call me Sam."),
        ("User prefers to be called Meg.", "Don't call me Margaret."),
        ("请称呼我为小林。", "叫我去吃饭。"),
    ],
)
def test_others_occasions_and_the_same_value_are_kept(old: str, new: str) -> None:
    assert told_value(new, old) is None


# The thirty-sixth pass: devices, a milk, a theme, a map app, an input scheme, a blood type,
# pronouns, a doctor, a school, a best friend, a colour, a reply language or script, 学历,
# 社保, an English name, a job level, and the home, employer, manager and partner told other ways.
@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User lives in Bristol.", "User's home is a small terraced house in Cardiff."),
        ("User is a data analyst at Monzo.", "User works for Wise."),
        ("User reports to Hana.", "User's manager is Oskar now."),
        ("用户的直属领导是李哥。", "用户的顶头上司是一个叫周敏的经理。"),
        ("用户的女朋友是小敏。", "用户的对象是个叫雨桐的设计师。"),
        ("User's GP is Dr. Mensah.", "For primary care the user goes to Dr. Ruiz."),
        ("用户的家庭医生是王医生。", "用户的家庭医生是街道卫生站的赵大夫。"),
        ("User studies history at Durham.", "User is a PhD student at Glasgow."),
        ("用户在浙大读研。", "用户是复旦的研究生。"),
        ("User's laptop is a ThinkPad.", "User uses a MacBook Air."),
        ("用户用的是戴尔笔记本。", "用户现在用华为MateBook。"),
        ("User's router is a Netgear.", "User's wifi runs on a TP-Link mesh."),
        ("User wears Sony headphones.", "User's headphones are AirPods Max."),
        ("User takes soy milk in her tea.", "User has skimmed milk in coffee."),
        ("User prefers light mode.", "User set every app to a dark theme."),
        ("用户导航用高德地图。", "用户开车导航用腾讯地图。"),
        ("用户用全拼打字。", "用户打字用五笔。"),
        ("User's blood type is B.", "用户是AB型血。"),
        ("Pronouns: he/him.", "User now uses she/her."),
        ("用户坐火车喜欢靠过道。", "用户买票总挑靠窗的位子。"),
        (
            "User's best friend is Noor.",
            "The person the user is closest to is Elif, a friend from work.",
        ),
        (
            "Mira is the user's best friend.",
            "User's closest friend is now Jo; she and Mira lost touch.",
        ),
        ("用户最好的朋友是高中同桌小鱼。", "现在跟用户关系最铁的是同事阿青。"),
        ("Favourite colour: yellow.", "User's favourite colour is dark red."),
        ("用户喜欢的颜色是紫色。", "用户现在最喜欢橙色。"),
        ("User's preferred reply language: French.", "Please reply in Spanish from now on."),
        ("用户：回复我用简体吧", "用户：改成繁体回复我"),
        ("用户的最高学历是本科。", "用户是博士学历。"),
        ("用户的社保在广州缴纳。", "用户的社保缴纳地是深圳。"),
        ("用户的英文名是Tony。", "用户的英文名叫Max。"),
        ("用户就职于网易。", "用户是小红书的员工。"),
        ("用户的职级是T4。", "用户今年晋升为T5。"),
        ("User's level is L4.", "User was promoted to L5 in the spring cycle."),
        # One phrase twice, two towns or two companies: no region holds the other.
        ("Current city: Leeds", "Current city: York"),
        ("Current employer: Arup", "Current employer: Mott MacDonald"),
        ("User rents a studio in Bath.", "User's new place in Swindon has a garden."),
        ("用户用的还是OPPO Reno 8。", "用户新买了一部三星Galaxy S24。"),
        ("用户单身。", "用户和健身房认识的女生在一起两个月了。"),
        ("User is single.", "User is in a relationship with Priya now."),
    ],
)
def test_an_attribute_told_by_another_name_retires(old: str, new: str) -> None:
    assert told_value(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A second one of the kind, named by its use; a spare; someone else's.
        ("User's work laptop is a Dell XPS.", "User's home laptop is a MacBook Pro."),
        ("User's laptop is a ThinkPad.", "User keeps an old MacBook as a spare laptop."),
        ("User's laptop is a ThinkPad.", "User's son uses a MacBook."),
        ("用户的家庭医生是王医生。", "用户妈妈的家庭医生是赵大夫。"),
        ("用户的血型是A型。", "用户女儿是O型血。"),
        ("User studies history at Durham.", "User's brother studies at York."),
        # A one-off visit, a second job, a membership, a brand that is not the device.
        ("User's GP is Dr. Mensah.", "User sees Dr. Ruiz for his back."),
        ("User works at Monzo.", "User also works for Deliveroo on weekends."),
        ("User is a nurse at Royal Infirmary.", "User is a member at Pure Gym."),
        ("User wears Sony headphones.", "User bought a Bose speaker."),
        ("User drinks oat milk in coffee.", "User bakes with almond milk."),
        # Both values held at once; the same value restated; a question.
        ("User prefers dark mode.", "User uses dark mode at night and light mode by day."),
        ("用户的领导是王姐。", "用户的领导王姐人很好。"),
        ("用户的血型是A型。", "用户是O型血吗？"),
        ("User's laptop is a ThinkPad.", "User's laptop is a Lenovo ThinkPad X1."),
        # A friend who is not the best friend; a friend's own facts; two friends at once.
        ("User's best friend is Noor.", "User's friend Elif lives in Izmir."),
        ("User's best friend is Noor.", "User and Noor are each other's closest friends."),
        ("用户最好的朋友是小鱼。", "用户的朋友阿青在学吉他。"),
        # Languages spoken, not the reply language; two degrees; a child's schooling.
        ("User's preferred reply language: French.", "User speaks Spanish and Italian."),
        ("用户的最高学历是本科。", "用户的儿子是硕士学历。"),
        ("用户是硕士学历。", "用户本科学历，后来读了在职硕士。"),
        # A colour liked among others; the same colour with and without 色.
        ("用户最喜欢的颜色是蓝色。", "用户最喜欢蓝。"),
        # A colleague's promotion; a finer level than the ladder's step.
        ("用户的职级是P6。", "用户的同事升到了P7。"),
        ("用户的职级是P6。", "用户的职级是P6.5。"),
        # One phrase twice where a region may hold the other place.
        ("User lives in Oregon.", "User lives in Portland."),
        ("用户住在广东。", "用户住在深圳。"),
        # A garage or an office rented is not a home; a phone bought for someone else.
        ("User rents a studio in Bath.", "User rents a garage in Swindon."),
        ("用户用的是OPPO Reno 8。", "用户给妈妈买了一部三星Galaxy S24。"),
        # Living together is not a couple; someone else's relationship.
        ("用户单身。", "用户和室友住在一起三年了。"),
        ("User is single.", "User's brother is in a relationship."),
    ],
)
def test_another_holder_a_second_one_or_the_same_value_is_kept(old: str, new: str) -> None:
    assert told_value(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A handle on one platform, a pen name, a form of address: a field on one side and a
        # sentence on the other.
        ("User's Discord username is mossfern.", "On Discord the user goes by QuietHeron now."),
        ("Reddit handle: owl_at_noon", "User's Reddit username is now tidepool_7."),
        ("用户的B站昵称：咸鱼阿北", "用户的B站名叫「南风知我意」。"),
        ("用户的笔名是青禾。", "用户在杂志上发的散文，署名“远山”。"),
        ("大家都叫她小鱼。", "昵称（用户）：阿桃"),
        ("Nickname: Birdie", "User prefers to be called Rob these days."),
    ],
)
def test_a_handle_or_a_form_of_address_told_anew_retires(old: str, new: str) -> None:
    assert told_value(new, old) is not None
    relation, why = classify_pair(new, old, 0.4)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another platform, someone else's handle, a plan, a second account, history, the same
        # handle; a handle is not what the user asks to be called.
        ("User's Discord username is mossfern.", "User's GitHub username is QuietHeron."),
        ("User's Discord username is mossfern.", "User's brother goes by QuietHeron on Discord."),
        ("User's Discord username is mossfern.", "User wants to change her Discord name to Heron."),
        ("User's Discord username is mossfern.", "User also has a second Discord account."),
        ("用户的B站昵称：咸鱼阿北", "用户的微博名是南风知我意。"),
        ("用户的B站昵称：咸鱼阿北", "用户以前的B站名叫南风知我意。"),
        ("用户的笔名是青禾。", "用户的笔名：青禾"),
        ("Please call me Theo.", "On Discord I go by QuietHeron."),
    ],
)
def test_another_platform_holder_or_the_same_handle_is_kept(old: str, new: str) -> None:
    assert told_value(new, old) is None

"""One thing of a kind replaced by another (rules.one_of_kind): a watch, a bank, an internet
provider, a gym, a team, a shift. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.one_of_kind import member_replaced

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's fitness tracker is a Garmin.", "User wears a Whoop band these days."),
        ("User has an Oura ring on most days.", "User switched to a Galaxy Watch."),
        ("User's broadband provider is Spectrum.", "User's internet is Starlink now."),
        ("User keeps their savings at Wells Fargo.", "User moved the savings to Capital One."),
        ("User works out at Equinox.", "User switched gyms, now goes to Orangetheory."),
        ("User roots for the Celtics.", "User is a Knicks fan now."),
        ("User supports Liverpool.", "These days User supports Arsenal."),
        ("User works the morning shift at the bakery.", "User moved to the evening shift."),
        ("User's phone is a Pixel 7.", "User's phone is a Galaxy S23."),
        ("User studies economics at Yale.", "User transferred to Columbia last fall."),
        ("用户戴的是华为手环。", "用户换成了佳明手表。"),
        ("用户家的宽带是移动宽带。", "用户家的宽带现在是电信的。"),
        ("用户的工资卡在工商银行。", "用户最近把工资卡换到了交通银行。"),
        ("用户在超级猩猩健身。", "用户现在去一兆韦德练。"),
        ("他是湖人球迷。", "他现在支持勇士。"),
        ("用户上早班。", "用户改上晚班了。"),
        ("用户平时用云闪付。", "用户现在付款都用支付宝。"),
        ("用户在武大读新闻。", "用户转学到了中山大学。"),
        ("她的笔记本装的是Windows 11。", "她的笔记本装的是Fedora。"),
        ("User runs macOS on the laptop.", "User wiped the laptop and switched to Ubuntu."),
        # Open kinds, known by the head of a name.
        (
            "User's daughter attends Maple Grove Elementary.",
            "User's daughter now attends Cedar Academy.",
        ),
        (
            "User sees a cardiologist at Bayview Hospital.",
            "User switched to Hillcrest Medical Center.",
        ),
        ("他女儿在阳光小学上学。", "他女儿转学去了星河小学。"),
        ("李医生在市一医院上班。", "李医生现在在仁爱医院上班。"),
    ],
)
def test_one_member_replaced_by_another_retires(old: str, new: str) -> None:
    assert member_replaced(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # A second one, not a replacement.
        ("User wears a Garmin.", "User also got a Whoop for sleep tracking."),
        ("User banks with Wells Fargo.", "User opened another account at Capital One too."),
        ("用户用华为手环。", "用户又买了一块苹果手表。"),
        # A wish, a plan, a comparison.
        ("User's gym is Equinox.", "User is thinking about switching to Orangetheory."),
        ("用户在工商银行开户。", "用户打算以后去交通银行开个户。"),
        ("User roots for the Celtics.", "User says the Knicks play better than ever."),
        ("他是湖人球迷。", "他觉得勇士比湖人强。"),
        # Another holder.
        ("User supports Liverpool.", "User's brother supports Arsenal now."),
        ("用户上早班。", "用户的老婆现在上晚班。"),
        # One told as past.
        ("User's phone is a Pixel 7.", "Back in college User had a Galaxy S5."),
        ("用户戴佳明手表。", "用户以前戴过小米手环。"),
        # The member is an employer, not a thing the user uses.
        ("User banks with Wells Fargo.", "User now works at Capital One."),
        ("用户在招商银行开户。", "用户现在在建设银行上班。"),
        ("User runs Windows on the desktop.", "User also runs Ubuntu in a virtual machine."),
        # Two cars, each with the year it was bought: a purchase is no change of the other.
        ("User drives a blue Mazda bought in 2014.", "User drives a grey Subaru bought in 2021."),
        ("用户开一辆白色丰田，2015年买的。", "用户开一辆黑色大众，2022年买的。"),
        ("User drives a red Mazda bought in 2019.", "User drives a red Subaru bought in 2019."),
        # A denial, a question.
        ("User's internet is Spectrum.", "User never had Starlink."),
        ("User works out at Equinox.", "Is User going to Orangetheory now?"),
        # A named thing that is what the text speaks of, not something a person holds.
        ("Northgate Bank has about 2,000 employees.", "Harbor Bank now has 5,000 employees."),
        ("远山银行有三千名员工。", "青河银行现在有五千名员工。"),
        # A season only counts as a favourite.
        ("User goes skiing in winter.", "User goes hiking in summer now."),
    ],
)
def test_a_second_one_a_wish_or_another_holder_keeps_the_old(old: str, new: str) -> None:
    assert member_replaced(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User drives a Subaru Outback.", "User's daughter wants a Jeep."),
        ("用户的手机是iPhone。", "用户给他妈妈买了一部小米手机。"),
    ],
)
def test_near_misses_do_not_retire(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.6)
    assert relation not in RETIRING, why

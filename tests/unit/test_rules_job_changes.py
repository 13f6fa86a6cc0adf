"""The forty-third pass: a job or employer told by what changed. A job ended or begun without
the word for the employer's change (a badge handed in, a last shift, "X laid me off", "quit
my job", 裸辞, 加入了一家…公司), a title named by the step up to it ("bumped up to associate",
"made the user a senior designer", 转为执业律师), a job title named as one ("Job title: …",
职位：…), and the near misses that must keep the old job: another person's, a plan, a
question, a side job, a holiday's last day, a gym joined, two projects at once. Each example
is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.frames import analyse
from app.providers.rules.jobs_left import job_left
from app.providers.rules.told_values import told_attribute

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I work at Initech.", "Handed in my badge at Initech on Friday."),
        ("User works for Dunmore Press.", "Dunmore Press let the user go in May."),
        ("I work at Rosa's as a cook.", "Worked my last shift at Rosa's, start at Luca's Monday."),
        ("I work at Initech.", "I quit my job."),
        ("User works as a paralegal at Hart & Co.", "User turned in her notice at Hart & Co."),
        ("用户在京东上班。", "用户上个月裸辞了。"),
        ("我在小米做测试。", "我被辞退了。"),
        ("用户是自由职业者。", "用户加入了一家咨询公司，做全职顾问。"),
        ("用户在一家外企做 HR。", "用户跳槽去了字节。"),
        ("I work at Initech.", "I quit my day job to go full-time on my side gig."),
    ],
)
def test_a_job_ended_or_begun_retires_the_old_job(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm a junior analyst at Lazard.", "I got bumped up to associate."),
        ("User is a staff nurse at St. Luke's.", "The ward made the user a charge nurse."),
        ("User is an assistant manager at a Lidl store.", "User got promoted to store manager."),
        ("用户在律所做律师助理。", "用户转为执业律师了。"),
        ("职位：客服专员", "用户升职了，现在是客服主管。"),
    ],
)
def test_a_step_up_named_by_its_title_retires_the_old_title(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Job title: data analyst.", "My job title is product owner."),
        ("User has the title of sales lead at work.", "Job title (user): account director."),
        ("用户的职位是销售专员。", "职位：区域经理"),
    ],
)
def test_a_job_title_named_twice_retires_the_old_one(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Job title: project manager.", "project manager"),  # a title, not a manager named
        ("User has the title of marketing lead at work.", "marketing lead"),
        ("职位：运营专员", "运营专员"),
    ],
)
def test_the_job_title_is_read(text: str, title: str) -> None:
    assert told_attribute(text, "job_title") == frozenset({title})


@pytest.mark.parametrize(
    "text",
    [
        "My manager's job title is director.",  # the manager's
        "My sister's job title is product owner.",
        "The book's title is Dune.",  # no job
        "Should my job title be product owner?",
    ],
)
def test_no_job_title_of_the_user_is_read(text: str) -> None:
    assert told_attribute(text, "job_title") == frozenset()


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I work at Initech.", "My brother got laid off from Initech."),  # another person
        ("I work at Initech.", "I'm thinking of quitting my job."),  # a plan
        ("I work at Initech.", "Should I hand in my notice?"),  # a question
        ("I work at Initech.", "I quit my weekend job at the bar."),  # a second job
        ("I work at Initech.", "I picked up a second job at a bakery, started today."),
        ("我在美团上班。", "我辞掉了周末的兼职。"),
        ("用户在腾讯上班。", "用户的副业被叫停了，入职的网店关了。"),
        ("I work at Initech.", "Last day at the beach today."),  # a holiday
        ("I work at Initech.", "First week at the new gym done."),
        ("I work at Initech.", "I joined a book club."),
        ("I work at Initech.", "I joined the company softball team."),  # a team, not a firm
        ("I work at Initech.", "My first volunteer shift at the food bank went well."),
        ("I work at Initech.", "Last shift as a volunteer at the shelter."),
        ("用户在腾讯上班。", "用户加入了一家公司的篮球队。"),
        ("I work at Initech.", "I also freelance for Globex on weekends."),  # beside it
        ("用户在腾讯上班。", "用户的表哥被裁了。"),
        ("用户在腾讯上班。", "用户加入了一家健身房。"),
        ("用户在腾讯上班。", "用户打算裸辞。"),
        ("用户在腾讯上班。", "用户周末在奶茶店兼职，做了三个月了。"),
        ("I'm a nurse at St. Mary's.", "My mom got promoted to charge nurse."),
        ("I'm a nurse at St. Mary's.", "I hope to get bumped up to charge nurse."),
        ("Job title: project manager.", "My sister's job title is product owner."),
        ("Job title: project manager.", "The book's title is Dune."),
        ("I'm working on the Atlas project.", "I'm also working on the Hermes project."),
    ],
)
def test_other_people_plans_and_second_jobs_keep_the_old_job(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.3)
    assert relation not in RETIRING, why


def test_a_chinese_clause_after_a_comma_is_no_second_employer() -> None:
    frames = analyse("用户跳槽去了OPPO，还是做硬件测试，照样每天坐班车。").frames
    assert [f.obj for f in frames if f.slot == "emp"] == ["OPPO"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm a pharmacist at Boots.", "handed my badge back at Boots, first shift at Lloyds soon"),
        ("User works at the Aldi on Mill Road.", "last shift at Aldi today!! so weird"),
        ("User works at Monzo on the payments team.", "Monzo let the user go in the spring."),
        ("I work at Initech.", "Worked my last shift at Initech."),
        ("用户在网易做测试。", "上周从网易离职了。"),
        ("我在美团上班。", "被美团裁了，先歇一阵。"),
    ],
)
def test_a_job_ended_at_the_old_employer_retires_it(old: str, new: str) -> None:
    assert job_left(new, old) is not None
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I work at Initech.", "I left my laptop at Initech."),  # a thing left there
        ("I work at Initech.", "My wife left Initech."),
        ("I work at Initech.", "I did not quit Initech."),
        ("I work at Initech.", "I might quit Initech."),
        ("I work at Initech.", "I left Initech in 2019 but came back in 2021."),
        ("I work at Initech.", "Did you quit Initech?"),
        ("I work at Initech.", "Initech laid my brother off."),
        ("I used to work at Initech.", "I quit Initech."),  # the old job is history already
        ("用户在腾讯上班。", "小王离开了腾讯。"),
        ("用户在腾讯上班。", "用户打算从腾讯离职。"),
        ("用户的表哥在腾讯上班。", "用户从腾讯离职了。"),  # the cousin's employer
    ],
)
def test_a_job_ended_elsewhere_or_by_someone_else_keeps_the_old_job(old: str, new: str) -> None:
    assert job_left(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("User's side project is an app called Tally.", "User shut Tally down — no users."),
        ("User is building a canoe in the garage.", "User abandoned the canoe project."),
        ("User runs a small Etsy shop selling soap.", "User wound the Etsy shop up in March."),
        ("用户在做星河项目。", "星河项目被砍掉了。"),
    ],
)
def test_a_project_ended_retires_it(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.3)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another project of the user's ended: the old one runs on.
        ("User is working on the Atlas project.", "User abandoned the Hermes project."),
        ("User is working on the Atlas project.", "User shelved the Hermes project."),
        ("用户在做星河项目。", "用户的北斗项目被砍掉了。"),
        ("User's side project is a budgeting app called Tally.", "User shut the laptop down."),
        ("User is building a canoe in the garage.", "User has not abandoned the canoe project."),
        ("User runs a small Etsy shop.", "User might shut the Etsy shop down."),
    ],
)
def test_another_project_ended_or_a_plan_keeps_the_old_one(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.3)
    assert relation not in RETIRING, why

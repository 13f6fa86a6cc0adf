"""The guards of the forty-ninth pass: a denial of what the old text never says
(rules.denials_unsaid), two disjoint settings (rules.scopes), one name in full and in short
(rules.names_shortened), one occurrence called off (rules.one_cancelled), a predecessor told
up to a year (rules.predecessors), one piece of a habit finished (rules.pieces_done), and a
proposal (rules.pending). Each example is made up for this test, none from the probe set or
the labelled pairs."""

from collections.abc import Callable

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.denials_unsaid import denies_the_unsaid
from app.providers.rules.names_shortened import one_name_retold
from app.providers.rules.one_cancelled import one_occurrence_called_off
from app.providers.rules.other_roles import another_role_named
from app.providers.rules.pending import only_pending
from app.providers.rules.pieces_done import one_piece_done
from app.providers.rules.predecessors import a_predecessor_told
from app.providers.rules.scopes import told_for_another_setting

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)
Guard = Callable[[str, str], str | None]


@pytest.mark.parametrize(
    ("guard", "old", "new"),
    [
        (denies_the_unsaid, "Orrin Mills is based in Halvik.", "Orrin Mills has no debt."),
        (
            denies_the_unsaid,
            "User's son attends Greenway Primary.",
            "User's son doesn't eat lunch at the canteen.",
        ),
        (denies_the_unsaid, "用户喜欢喝奶茶。", "用户喝奶茶不要珍珠。"),
        (denies_the_unsaid, "海星公司总部在南湖。", "海星公司没有发债。"),
        (
            told_for_another_setting,
            "User drinks only water at home.",
            "User orders a beer when eating out with friends.",
        ),
        (
            told_for_another_setting,
            "On weekdays the user cycles to work.",
            "On weekends the user drives everywhere.",
        ),
        (told_for_another_setting, "用户平时在家穿拖鞋。", "用户在公司穿皮鞋。"),
        (told_for_another_setting, "用户夏天游泳。", "用户冬天滑雪。"),
        (
            one_name_retold,
            "User works at International Business Machines.",
            "User is employed by IBM.",
        ),
        (one_name_retold, "Ada lives in Los Angeles.", "Ada is based in LA."),
        (
            one_occurrence_called_off,
            "The book club meets every Thursday evening.",
            "Tonight's book club is cancelled; the host is away.",
        ),
        (one_occurrence_called_off, "用户每周六上午上钢琴课。", "这周六的钢琴课取消了，老师出差。"),
        (
            a_predecessor_told,
            "The Velmont Stars are coached by Ida Roos.",
            "Until 2019 the Velmont Stars were coached by Per Lund.",
        ),
        (
            a_predecessor_told,
            "江城足球俱乐部的主席是吴刚。",
            "2015年以前，江城足球俱乐部的主席是郑亮。",
        ),
        (
            one_piece_done,
            "User paints watercolours.",
            "User finished painting a portrait of her grandmother.",
        ),
        (one_piece_done, "用户喜欢拼乐高。", "用户昨天拼好了一个千年隼。"),
        (
            only_pending,
            "Brightwater Rail is headquartered in Osby.",
            "Brightwater Rail has proposed moving its head office to Tarn.",
        ),
        (only_pending, "市图书馆周一闭馆。", "有市民提议市图书馆周一也开放。"),
        (
            another_role_named,
            "User's supervisor is Hana Ito.",
            "User's co-supervisor is Lars Berg.",
        ),
        (another_role_named, "Ben's doctor is Dr. Ames.", "Ben's second-line doctor is Dr. Kiri."),
        (another_role_named, "用户的导师是王老师。", "用户的副导师是刘老师。"),
    ],
)
def test_the_guard_keeps_the_old_memory(guard: Guard, old: str, new: str) -> None:
    assert guard(new, old) is not None
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("guard", "old", "new"),
    [
        # The denial falls on the old text's own predicate or attribute.
        (denies_the_unsaid, "User works at Pellham Foods.", "User doesn't have a job."),
        (denies_the_unsaid, "User has a dog.", "User doesn't have a dog."),
        (denies_the_unsaid, "User is allergic to pollen.", "User has no allergies."),
        (
            denies_the_unsaid,
            "Coralie opened the Brenna library on Monday.",
            "Coralie did not attend the Brenna opening.",
        ),
        (denies_the_unsaid, "云台桥全长500米。", "云台桥长不到300米。"),
        # A change told: the setting moved, or no setting on one side.
        (
            told_for_another_setting,
            "User works from home on weekdays.",
            "User now works from home on weekends.",
        ),
        (told_for_another_setting, "Standup is on Mondays at 9.", "Standup is on Thursdays at 9."),
        # Another name, not the short form of the old one.
        (one_name_retold, "User lives in New York City.", "User lives in Boston."),
        (one_name_retold, "User works at IBM.", "User moved to International Business Machines."),
        # The series ended, or the old text was one occurrence itself.
        (
            one_occurrence_called_off,
            "The book club meets every Thursday.",
            "Tonight's book club is cancelled, and the club won't meet any more.",
        ),
        (
            one_occurrence_called_off,
            "Tonight's book club is at 7.",
            "Tonight's book club is cancelled.",
        ),
        # The old value is the one that ended.
        (
            a_predecessor_told,
            "Ida Roos coaches the Velmont Stars.",
            "Ida Roos coached the Velmont Stars until 2019.",
        ),
        (
            a_predecessor_told,
            "The Velmont Stars are coached by Ida Roos.",
            "Until 2019 the Stars were coached by Per Lund; now Mia Berg coaches them.",
        ),
        # One piece of the old text's own, or the habit stopped.
        (one_piece_done, "User is writing a novel.", "User finished writing a novel."),
        (
            one_piece_done,
            "User paints watercolours.",
            "User finished painting a portrait and quit painting for good.",
        ),
        (
            one_piece_done,
            "Karim plays for Velden Rovers.",
            "Karim completed a transfer to Castell FC.",
        ),
        # The same role, or a change told.
        (another_role_named, "User's manager is Priya Shah.", "User's manager is Tom Okafor."),
        (
            another_role_named,
            "User's manager is Priya Shah.",
            "User's new deputy manager is Tom Okafor.",
        ),
        (another_role_named, "The deputy head is Ms Lee.", "The deputy head is Mr Roy."),
    ],
)
def test_the_guard_steps_aside(guard: Guard, old: str, new: str) -> None:
    assert guard(new, old) is None

"""Formal and third-party posts told by another frame (rules.holders, rules.signings, the
forty-fifth pass): a post named by another word (an envoy, 主任 of a body, 会长, a patron, a
band's singer, a shirt sponsor), a head told by a verb (leads X, X is led by, 执掌, 掌舵), a
holder's words after a verb of speech, a move to another club, a dismissal, 将 of 把 or of a
noun. The near-misses must keep both memories: the same holder restated, another post, another
organisation or destination, a deputy, a former holder, a plan, a question, two players of
one club. Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # another word for the post
        (
            "Tarsia's ambassador to Morvane is Kasimir Ude.",
            "Tarsia named Lotte Brannigan as its new ambassador to Morvane.",
        ),
        ("南屿省驻沪办事处主任为郑国华。", "冯晓岚出任南屿省驻沪办事处主任。"),
        ("青禾商会会长：庞立军。", "青禾商会换届大会选举邬佳为会长。"),
        (
            "Patron of the Ellery Trust: Dame Rosa Quill.",
            "The Ellery Trust — patron: Sir Owen Hardacre.",
        ),
        (
            "Shirt sponsor of Pellow Athletic: Cobalt Mobile.",
            "Pellow Athletic unveiled Ridgeway Bank as their new shirt sponsor.",
        ),
        ("击剑运动员夏芸的主管教练为钱永刚。", "夏芸改由世界冠军罗敏担任主管教练。"),
        # a head told by a verb, the organisation beside it
        (
            "Mira Castell is the CEO of Dunlow Freight.",
            "Dunlow Freight is now led by Oskar Brandvold.",
        ),
        ("Mira Castell is the CEO of Dunlow Freight.", "Oskar Brandvold heads Dunlow Freight."),
        ("岭峰科技的总裁是贺振东。", "岭峰科技现由庄若琳掌舵。"),
        ("岭峰科技的总裁是贺振东。", "庄若琳执掌岭峰科技。"),
        # what the new holder said is not the post
        (
            "Prof. Ilan Varga chairs the chemistry department at Corrow College.",
            "Corrow College chemistry chair Prof. Edda Moss announced plans for a teaching lab.",
        ),
        ("云溪网球中心总经理是邵斌。", "云溪网球中心总经理柯曼表示，球场将于下月重新开放。"),
        # a move to another club, with the old club named again
        ("后卫唐骁效力于北港城队。", "唐骁以自由身加盟西岭猎鹰，北港城队已为他举行告别仪式。"),
        ("门将罗一帆效力于东川雷霆队。", "东川雷霆队官宣：门将罗一帆永久转会南湾星辰队。"),
        (
            "Forward Dario Kemp plays for Hallow Rovers.",
            "Dario Kemp signed for Castlemere United on Friday.",
        ),
        ("主持人苏晴在北辰卫视工作。", "主持人苏晴已加盟南江卫视。"),
        # a dismissal; 将 of 把
        ("甘立新任省青年击剑队主教练。", "锦标赛结束后，省青年击剑队解除了甘立新的主教练职务。"),
        ("远岫集团总部位于临江。", "远岫集团2022年将总部迁至江陵。"),
        # a spouse told by "his wife" and by "married"
        (
            "Actor Corin Vale is married to singer Pia Lund.",
            "Corin Vale and his wife, sculptor Edith Marr, attended the gala.",
        ),
        (
            "Actor Corin Vale is married to singer Pia Lund.",
            "Corin Vale married Edith Marr in June.",
        ),
    ],
)
def test_a_post_told_by_another_frame_retires_the_old_holder(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the same holder restated in other words
        ("Mira Castell is the CEO of Dunlow Freight.", "Mira Castell leads Dunlow Freight."),
        ("Mira Castell is the CEO of Dunlow Freight.", "Dunlow Freight is led by Mira Castell."),
        ("岭峰科技的总裁是贺振东。", "贺振东执掌岭峰科技已有五年。"),
        ("云溪网球中心总经理是邵斌。", "云溪网球中心总经理邵斌表示，球场将于下月重新开放。"),
        ("小区业委会主任是黄阿姨。", "业委会主任黄阿姨说下周要开会。"),
        (
            "Actor Corin Vale is married to singer Pia Lund.",
            "Corin Vale and his wife, singer Pia Lund, attended the gala.",
        ),
        (
            "Patron of the Ellery Trust: Dame Rosa Quill.",
            "Dame Rosa Quill, patron of the Ellery Trust, opened the new wing.",
        ),
        # another post, another organisation, another destination
        (
            "Mira Castell is the CEO of Dunlow Freight.",
            "Oskar Brandvold is the CFO of Dunlow Freight.",
        ),
        (
            "Mira Castell is the chair of Dunlow Freight.",
            "Dunlow Freight is now led by Oskar Brandvold.",
        ),
        ("岭峰科技的董事长是贺振东。", "庄若琳执掌岭峰科技。"),
        (
            "Mira Castell is the CEO of Dunlow Freight.",
            "Oskar Brandvold leads Dunlow Freight's rail arm.",
        ),
        (
            "Mira Castell is the CEO of Dunlow Freight.",
            "Oskar Brandvold heads the sales team at Dunlow Freight.",
        ),
        ("Mira Castell is the CEO of Dunlow Freight.", "Oskar Brandvold leads Pellmoor Logistics."),
        (
            "Kasimir Ude is Tarsia's ambassador to Morvane.",
            "Tarsia's ambassador to Quillon is Lotte Brannigan.",
        ),
        ("南屿省驻沪办事处主任为郑国华。", "南屿省驻沪办事处副主任为冯晓岚。"),
        ("市二医院心内科主任是郑国华。", "市二医院神经内科主任是冯晓岚。"),
        (
            "青澜二院急诊科由魏冬梅主任负责。",
            "负责青澜二院急诊科的魏冬梅主任，近日还被任命为创伤中心主任。",
        ),
        # a deputy, a former holder, a plan, a question
        (
            "Mira Castell is the CEO of Dunlow Freight.",
            "Dunlow Freight named Oskar Brandvold deputy CEO.",
        ),
        (
            "Mira Castell is the CEO of Dunlow Freight.",
            "Oskar Brandvold used to run Dunlow Freight.",
        ),
        ("Mira Castell is the CEO of Dunlow Freight.", "Oskar Brandvold will lead Dunlow Freight."),
        ("Mira Castell is the CEO of Dunlow Freight.", "Does Oskar Brandvold lead Dunlow Freight?"),
        ("岭峰科技的总裁是贺振东。", "庄若琳曾执掌岭峰科技。"),
        ("远岫集团总部位于临江。", "远岫集团将于明年把总部迁至江陵。"),
        (
            "Mira Castell is the CEO of Dunlow Freight.",
            "Mira Castell said she will step down next year.",
        ),
        # two players of one club; a board seat beside a job; a move that did not happen
        ("中场球员唐骁效力于北港城队。", "前锋邹明加盟北港城队。"),
        (
            "Forward Dario Kemp plays for Hallow Rovers.",
            "Winger Ivo Stark signed for Hallow Rovers.",
        ),
        ("Edda Moss works at Corrow Labs.", "Edda Moss joined the board of Pellmoor Trust."),
        (
            "Forward Dario Kemp plays for Hallow Rovers.",
            "Dario Kemp could join Castlemere United next year.",
        ),
        # a wedding of someone else
        (
            "Actor Corin Vale is married to singer Pia Lund.",
            "Corin Vale's brother married Edith Marr in June.",
        ),
        ("用户的老公是警察", "用户的丈夫在公安局当民警"),
    ],
)
def test_a_restatement_or_another_post_keeps_the_old_holder(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("青枫足球俱乐部主教练为卢卡斯。", "青枫女足主教练为沈悦。"),
        ("临潮猎鹰队主教练是戚伟。", "临潮猎鹰青年队主教练由贝蕾担任。"),
        ("汇川银行行长为鲁振国。", "汇川银行江陵分行新任行长骆雨桐日前到岗。"),
        ("Ostrava Mills' CEO is Hana Kral.", "Ostrava Mills' Asia arm's CEO is Pavel Dusek."),
    ],
)
def test_a_unit_of_the_thing_named_once_is_another_post(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation not in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("青枫女足主教练为卢卡斯。", "青枫女足主教练为沈悦。"),
        (
            "Ilse Varga captains the Dornfeld women's hockey team.",
            "Dornfeld women's captain Rhea Solis lifted the trophy after the final.",
        ),
    ],
)
def test_the_same_unit_in_both_texts_is_one_post(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why

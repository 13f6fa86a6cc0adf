"""A new text that names the old value as the outgoing one (rules.succession). Each example is
made up for this test: the successions must retire the old memory, the look-alikes must not."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.succession import succession

RETIRING = (Relation.UPDATE, Relation.CONTRADICTION)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "The artistic director of the Wenlow Playhouse is Corin Abernathy.",
            "Tamsin Fox-Reid has succeeded Corin Abernathy at the Wenlow Playhouse.",
        ),
        (
            "Corin Abernathy runs the Wenlow Playhouse.",
            "Corin Abernathy was replaced at the Wenlow Playhouse by Tamsin Fox-Reid.",
        ),
        (
            "Team Quillon's race engineer is Bart Lemaire.",
            "Team Quillon hired Odile Brun, who took over from Bart Lemaire in May.",
        ),
        (
            "The Brassmoor darts champion is Viggo Tarn.",
            "Nell Oyelaran defeated Viggo Tarn to become Brassmoor darts champion.",
        ),
        (
            "The Ostby marathon course record belongs to Ruth Kamau.",
            "Lidia Hosse broke Ruth Kamau's Ostby marathon course record on Sunday.",
        ),
        (
            "Pemberly Cycles is based in Dorchester.",
            "Pemberly Cycles moved its workshop from Dorchester to Yeovil.",
        ),
        (
            "Fairhaven Rowing Club's captain is Ines Marlo.",
            "Ines Marlo has handed the Fairhaven Rowing Club captaincy to Piet Hollis.",
        ),
        (
            "The first violin of the Aldgate Quartet is Mirela Stan.",
            "The Aldgate Quartet chose Tove Brask as first violin following Mirela Stan's "
            "retirement.",
        ),
        (
            "Broadcaster Jem Arkwright is married to Sunniva Holt.",
            "Jem Arkwright wed Paloma Reyes last year, after his divorce from Sunniva Holt.",
        ),
        (
            "The best-selling cereal in Norvale is Crunchlets.",
            "Oat Rings overtook Crunchlets as Norvale's best-selling cereal this spring.",
        ),
        (
            "The Pellworth Echo is owned by Garnet Media.",
            "Lattice Press bought the Pellworth Echo from Garnet Media in March.",
        ),
        ("松江图书馆的馆长是邵文清。", "松江图书馆任命贺一帆为馆长，接替邵文清。"),
        ("云杉乐团的驻地是南浔。", "云杉乐团的驻地已由南浔迁至德清。"),
        ("守门员钟立效力于白沙队。", "白沙队已将钟立转会至青湾队。"),
    ],
)
def test_a_succession_naming_the_old_value_retires_it(old: str, new: str) -> None:
    assert succession(new, old) is not None
    relation, why = classify_pair(new, old, None)
    assert relation in RETIRING, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # The old memory already tells the same succession, or already holds the incoming value.
        (
            "Tamsin Fox-Reid succeeded Corin Abernathy at the Wenlow Playhouse.",
            "At the Wenlow Playhouse, Tamsin Fox-Reid succeeded Corin Abernathy in 2019.",
        ),
        (
            "Tamsin Fox-Reid leads the Wenlow Playhouse.",
            "Corin Abernathy was replaced at the Wenlow Playhouse by Tamsin Fox-Reid.",
        ),
        # Nothing but the name in common: another attribute of the outgoing holder.
        (
            "Bart Lemaire lives in Antwerp.",
            "Odile Brun took over from Bart Lemaire as race engineer.",
        ),
        # A plan or a rumour changes nothing yet.
        (
            "The artistic director of the Wenlow Playhouse is Corin Abernathy.",
            "Tamsin Fox-Reid is expected to succeed Corin Abernathy at the Wenlow Playhouse.",
        ),
        ("松江图书馆的馆长是邵文清。", "据传贺一帆将接替邵文清出任松江图书馆馆长。"),
        # A win over someone is not a succession unless it makes the winner the holder.
        (
            "The Brassmoor darts champion is Viggo Tarn.",
            "Nell Oyelaran defeated Viggo Tarn in the Brassmoor darts quarter-final.",
        ),
    ],
)
def test_no_succession_of_the_old_value(old: str, new: str) -> None:
    assert succession(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The arena is called Brookfield Hall.", "Brookfield Hall was renamed the Vega Arena."),
        ("这座公园叫东湖公园。", "东湖公园因扩建更名为东湖湿地公园。"),
    ],
)
def test_a_new_name_retires_the_memory_giving_the_old_name(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.7)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Something else of the thing under its old name still holds.
        (
            "Brookfield Hall hosts the spring concert.",
            "Brookfield Hall was renamed the Vega Arena.",
        ),
        # Another thing renamed.
        ("The arena is called Brookfield Hall.", "Castle Park was renamed Vega Gardens."),
        # A plan.
        ("The arena is called Brookfield Hall.", "Brookfield Hall will be renamed the Vega Arena."),
    ],
)
def test_a_new_name_leaves_other_memories(old: str, new: str) -> None:
    relation, why = classify_pair(new, old, 0.7)
    assert relation not in (Relation.UPDATE, Relation.CONTRADICTION), why

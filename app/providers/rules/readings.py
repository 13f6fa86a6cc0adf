"""The rules' readings of one kind of change each, in the order `classifier._classify` tries
them after its frame and topic readings: the first that finds a change decides. Each takes
(new text, old text) and answers (relation, reason) or None; a new reading is one more entry.
"""

from collections.abc import Callable, Sequence

from app.enums import Relation
from app.providers.rules.allergies import allergy_denied
from app.providers.rules.arithmetic import change_adds_up
from app.providers.rules.changed_to import changed_to
from app.providers.rules.commutes import commute_changed
from app.providers.rules.contacts import new_contact
from app.providers.rules.couples import next_step
from app.providers.rules.currencies import currency_adopted
from app.providers.rules.debunks import report_refuted
from app.providers.rules.degrees import degree_change
from app.providers.rules.denials_zh import denied_zh
from app.providers.rules.diets import diet_broken, diet_left
from app.providers.rules.endings import ended
from app.providers.rules.fields import note_against_statement
from app.providers.rules.figures_corrected import figure_corrected
from app.providers.rules.formerly import former_value
from app.providers.rules.frequencies import frequency_changed
from app.providers.rules.gauges import new_reading
from app.providers.rules.handovers import handed_over
from app.providers.rules.healed import injury_healed
from app.providers.rules.home_grounds import home_moved
from app.providers.rules.jobs_left import job_left
from app.providers.rules.kin import kin_named
from app.providers.rules.kin_moves import relative_moved
from app.providers.rules.kin_values import relative_value_told
from app.providers.rules.last_times import last_time_retold
from app.providers.rules.latest_versions import later_version
from app.providers.rules.leads import lead_change
from app.providers.rules.left_groups import left_group
from app.providers.rules.moves import moved
from app.providers.rules.named_wrong import named_wrong
from app.providers.rules.never_denied import never_denied
from app.providers.rules.next_counted import next_counted
from app.providers.rules.once import once_redated
from app.providers.rules.one_of_kind import member_replaced
from app.providers.rules.opposites import opposite_state
from app.providers.rules.ordinals import one_more
from app.providers.rules.origins import origin_retold
from app.providers.rules.overtaken import superlative_overtaken
from app.providers.rules.owners_bought import owner_bought_out
from app.providers.rules.pets import pet_gone
from app.providers.rules.postures import exclusive_posture
from app.providers.rules.quantifiers import quantifier_flipped
from app.providers.rules.ranks import rank_changed
from app.providers.rules.rates import rate_changed
from app.providers.rules.records_broken import record_broken
from app.providers.rules.renames import renamed
from app.providers.rules.replacements import replaced
from app.providers.rules.reversals import roles_reversed
from app.providers.rules.said_fields import said_field_change
from app.providers.rules.scenes import exclusive_scene
from app.providers.rules.school_years import school_year_moved
from app.providers.rules.succession import succession
from app.providers.rules.superseded import version_superseded
from app.providers.rules.times_retold import date_retold, time_retold
from app.providers.rules.titles_zh import title_changed, title_moved
from app.providers.rules.told_values import told_value
from app.providers.rules.values import value_change
from app.providers.rules.visits_denied import visit_denied
from app.providers.rules.ways_out import way_out_and_in

PairReading = Callable[[str, str], tuple[Relation, str] | None]
# Chat's "now" and "actually" would mislead these: between two turns of a conversation they
# run only when the turns are close in meaning.
TOPIC_READINGS: tuple[PairReading, ...] = (
    value_change, title_changed, title_moved, note_against_statement, degree_change, denied_zh,
    one_more, kin_named, opposite_state, ended, moved, changed_to, frequency_changed, left_group,
)  # fmt: skip
# These run on any pair.
READINGS: tuple[PairReading, ...] = (
    replaced, succession, way_out_and_in, lead_change, version_superseded, next_counted,
    record_broken, later_version, superlative_overtaken,
    new_contact,
    once_redated, origin_retold, last_time_retold,
    next_step, pet_gone, new_reading, rate_changed, commute_changed, relative_moved,
    handed_over, job_left, told_value, said_field_change, relative_value_told, time_retold,
    date_retold, diet_broken, diet_left, injury_healed, allergy_denied, school_year_moved,
    visit_denied,
    roles_reversed, renamed,
    quantifier_flipped, named_wrong, former_value, report_refuted, home_moved, owner_bought_out,
    rank_changed, currency_adopted, figure_corrected, exclusive_scene, exclusive_posture,
    change_adds_up, member_replaced,
    never_denied,
)  # fmt: skip


def first_change(
    readings: Sequence[PairReading], new_text: str, old_text: str
) -> tuple[Relation, str] | None:
    """The verdict of the first of `readings` that finds a change, or None."""
    return next((found for read in readings if (found := read(new_text, old_text))), None)

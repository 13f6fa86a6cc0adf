"""Shapes that keep the old fact true whichever reading retired it.

A reading retires on positive evidence of a change; these stop it when the new text, read as a
whole, leaves the old fact standing: one occasion beside a standing fact (rules.occasions), an
exception for a period or a condition (rules.exceptions), a value told of another holder
(rules.other_holders), the old value kept with detail added (rules.kept_values), a change to a
part of what the old text names (rules.owned_parts), a thing dropped somewhere (rules.mishaps)
or given a new part (rules.serviced), a question asked (rules.asked), one amount rounded
(rules.rounded) or given as a range that holds it (rules.ranges), the opposite quantifier over
the other side of a bound (rules.complements), a value of another division of a competition
(rules.divisions), a departure denied (rules.stays), a small count said with a negation
(rules.few), what the old text negates named only as what something is preferred over
(rules.comparisons), the same denial in other words (rules.denials_restated), a value held
unchanged (rules.held_unchanged), a denial of another object or of another one of a kind
(rules.denials_other), one more of a kind added (rules.second_ones), a pre-release beside a
release (rules.prereleases), a text taken back as a joke or a dream (rules.jests), a thing
admired and not bought (rules.coveted), a value of a past stage of life or of a year counted
back (rules.past_periods), a withdrawal of what the old text calls former
(rules.former_withdrawn), a denial of another role (rules.other_role_denied), a stay away from
home or a stand-in thing for a while (rules.stand_ins), notes of two holders' fields
(rules.note_owners), figures each dated to a year of its own (rules.dated_figures), a change
still awaiting a decision (rules.pending), one amount written with another unit or in words
(rules.restated_amounts), the same dislike said again (rules.dislikes), progress on work
still under way (rules.in_progress), two services named by their clock times
(rules.clock_times), a denial said of another subject (rules.denials_subject), a change the
old text already told, stated again (rules.told_changes), the same statement dated anew
(rules.redated), a record beside a standing figure (rules.records), a value told for one
section of the thing (rules.sections), a side or second job beside the main one
(rules.side_jobs), another named one of a kind ended (rules.other_ones_ended), a denial of
what the old text never says (rules.denials_unsaid), two disjoint settings (rules.scopes),
one name in full and in short (rules.names_shortened), a note's name told again in another
form (rules.names_retold), one occurrence of a recurring thing called off
(rules.one_cancelled), a predecessor told up to a year (rules.predecessors), one piece of a
habit finished (rules.pieces_done), another role of one kind (rules.other_roles), a
superlative told again as a comparison nothing wins (rules.superlatives_restated),
another instalment of a work (rules.sequels), a second value of a relation that holds many
(rules.many_values), and, for the calibrated reading, a denial of
something else (rules.denials, rules.value_denials), a requirement waived for something else
(rules.waivers) or of what the old text denies too (rules.denials_agree).
"""

from collections.abc import Callable

from app.providers.rules.asked import only_asked
from app.providers.rules.background import told_as_background
from app.providers.rules.clock_times import another_timed_one
from app.providers.rules.comparisons import compared_below
from app.providers.rules.complements import complement_restated
from app.providers.rules.coveted import only_coveted
from app.providers.rules.dated_figures import figures_of_two_years
from app.providers.rules.dated_past import told_of_a_past_year
from app.providers.rules.denials import denies_something_else
from app.providers.rules.denials_agree import both_deny
from app.providers.rules.denials_other import denies_something_other
from app.providers.rules.denials_restated import restated_denial
from app.providers.rules.denials_subject import denied_of_another_subject
from app.providers.rules.denials_unsaid import denies_the_unsaid
from app.providers.rules.dislikes import same_dislike
from app.providers.rules.divisions import another_division
from app.providers.rules.exceptions import an_exception
from app.providers.rules.few import a_count_not_a_denial
from app.providers.rules.former_withdrawn import former_withdrawn
from app.providers.rules.gauges import new_reading
from app.providers.rules.healed import injury_healed
from app.providers.rules.hearsay import only_hearsay
from app.providers.rules.held_unchanged import held_unchanged
from app.providers.rules.in_progress import work_in_progress
from app.providers.rules.jests import only_in_jest
from app.providers.rules.jobs_left import job_left
from app.providers.rules.kept_values import keeps_old_value
from app.providers.rules.kin import kin_named
from app.providers.rules.latest_versions import later_version
from app.providers.rules.many_values import a_second_value_of_many
from app.providers.rules.mishaps import only_a_mishap
from app.providers.rules.names_retold import one_name_told_again
from app.providers.rules.names_shortened import one_name_retold
from app.providers.rules.note_owners import another_holders_note
from app.providers.rules.occasions import one_occasion_of_standing_fact
from app.providers.rules.one_cancelled import one_occurrence_called_off
from app.providers.rules.ordinals import one_more
from app.providers.rules.other_holders import another_holder
from app.providers.rules.other_items import prices_another_item
from app.providers.rules.other_ones_ended import another_one_ended
from app.providers.rules.other_role_denied import other_role_denied
from app.providers.rules.other_roles import another_role_named
from app.providers.rules.owned_parts import changes_a_part
from app.providers.rules.past_periods import told_of_a_past_period
from app.providers.rules.pending import only_pending
from app.providers.rules.pieces_done import one_piece_done
from app.providers.rules.predecessors import a_predecessor_told
from app.providers.rules.prereleases import only_a_prerelease
from app.providers.rules.ranges import within_a_range
from app.providers.rules.records import a_record_beside
from app.providers.rules.records_broken import record_broken
from app.providers.rules.redated import only_redated
from app.providers.rules.restated_amounts import same_amount_restated
from app.providers.rules.rounded import same_amount_rounded
from app.providers.rules.scopes import told_for_another_setting
from app.providers.rules.second_ones import one_more_of_a_kind
from app.providers.rules.sections import told_of_a_section
from app.providers.rules.sequels import another_instalment
from app.providers.rules.serviced import fitted_a_part
from app.providers.rules.side_jobs import a_side_job_beside
from app.providers.rules.stand_ins import only_a_stand_in
from app.providers.rules.stays import departure_denied
from app.providers.rules.superlatives_restated import superlative_restated
from app.providers.rules.told_changes import change_already_told
from app.providers.rules.value_denials import denies_with_value
from app.providers.rules.waivers import waives_another_thing

# The guards that hold whatever the change is, in the order they are asked.
_ALWAYS: tuple[Callable[[str, str], str | None], ...] = (
    keeps_old_value, changes_a_part, fitted_a_part, told_of_a_past_year, prices_another_item,
    told_as_background, compared_below, only_hearsay, only_a_mishap, restated_denial,
    held_unchanged, denies_something_other, one_more_of_a_kind, only_a_prerelease,
    only_asked, same_amount_rounded, complement_restated,
    another_division, within_a_range, departure_denied, a_count_not_a_denial, only_in_jest,
    only_coveted, told_of_a_past_period, former_withdrawn, other_role_denied, only_a_stand_in,
    another_holders_note, figures_of_two_years, only_pending, same_amount_restated,
    same_dislike, work_in_progress, another_timed_one, denied_of_another_subject,
    change_already_told, only_redated, a_record_beside, told_of_a_section, a_side_job_beside,
    another_one_ended, denies_the_unsaid, told_for_another_setting,
    one_name_retold, one_name_told_again, one_occurrence_called_off, a_predecessor_told,
    one_piece_done, another_role_named, superlative_restated, another_instalment,
    a_second_value_of_many,
)  # fmt: skip


def kept(new_text: str, old_text: str) -> str | None:
    """Why a retiring verdict is stopped, or None."""
    # The next one of a counted thing arriving today (rules.ordinals), or a relative of a kind
    # the old text says the user has none of (rules.kin), or a gauge read today (rules.gauges),
    # is the change itself: neither one occasion beside a standing fact, an exception, nor a
    # value told of another holder; nor is a record broken last night (rules.records_broken),
    # a version released yesterday (rules.latest_versions), the last shift at the old text's
    # employer (rules.jobs_left), or an injury told healed with what the user did today ("no
    # knee pain, ran a 10K on Sunday": rules.healed).
    change = one_more(new_text, old_text) or kin_named(new_text, old_text)
    change = change or record_broken(new_text, old_text) or later_version(new_text, old_text)
    change = change or job_left(new_text, old_text)
    if not (change or new_reading(new_text, old_text) or injury_healed(new_text, old_text)):
        why = one_occasion_of_standing_fact(new_text, old_text) or an_exception(new_text, old_text)
        if why := why or another_holder(new_text, old_text):
            return why
    return next((why for guard in _ALWAYS if (why := guard(new_text, old_text))), None)


def denied_elsewhere(new_text: str, old_text: str) -> str | None:
    """Why a negation the calibrated reading weighed is not a denial of the old fact."""
    why = denies_something_else(new_text, old_text) or denies_with_value(new_text, old_text)
    return why or both_deny(new_text, old_text) or waives_another_thing(new_text, old_text)

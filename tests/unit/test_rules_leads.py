"""Who leads a project, told by a verb (rules.leads). Each example is made up for this test."""

import pytest

from app.enums import Relation
from app.providers.rules import classify_pair
from app.providers.rules.leads import lead_change


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Marta leads the Orion project.", "Project Orion is now led by Tomasz."),
        ("Marta runs Project Orion.", "Tomasz took over the Orion project."),
        ("许峰负责天穹项目。", "孟然接手了天穹项目。"),
        ("天穹项目归许峰管。", "孟然在带天穹项目。"),
    ],
)
def test_another_lead_of_the_project_updates(old: str, new: str) -> None:
    assert lead_change(new, old) is not None
    relation, why = classify_pair(new, old, 0.6)
    assert relation is Relation.UPDATE, why


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Another project.
        ("Marta leads the Orion project.", "Tomasz leads the Vega project."),
        # The same lead.
        ("Marta leads the Orion project.", "Project Orion is led by Marta."),
        # A shared or helping role, an addition, a plan, a question.
        ("Marta leads the Orion project.", "Tomasz co-leads the Orion project."),
        ("Marta leads the Orion project.", "Tomasz helps run the Orion project."),
        ("Marta leads the Orion project.", "Tomasz will lead the Orion project."),
        ("Marta leads the Orion project.", "Does Tomasz lead the Orion project?"),
        ("许峰负责天穹项目。", "孟然也参与天穹项目。"),
        ("许峰负责天穹项目。", "孟然将接手天穹项目。"),
    ],
)
def test_no_other_lead_of_the_project_retires_nothing_here(old: str, new: str) -> None:
    assert lead_change(new, old) is None

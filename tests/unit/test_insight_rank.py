"""Retrieval ranks theory-of-mind insights below facts that match as well (spec item 3:
"surfaced in retrieval with low weight")."""

from datetime import UTC, datetime

import pytest

from app.config import Settings
from app.db.repositories.retrieval import Hit
from app.enums import MemoryType
from app.services.read.query import rank


def test_an_insight_counts_for_insight_weight_of_its_score() -> None:
    settings = Settings(insight_weight=0.5)
    now = datetime.now(UTC)
    fact = Hit("mem_f", "profile", MemoryType.fact, "User likes tea", 0.4, now, now, 0.8, 0.016)
    insight = Hit(
        "mem_i", "relationship_dynamic", MemoryType.insight, "User trusts tea", 0.4, now, now, 0.8,
        0.016,
    )  # fmt: skip

    by_id = {r.id: r.score for r in rank([insight, fact], [], settings)}

    assert by_id["mem_i"] == pytest.approx(by_id["mem_f"] * 0.5, abs=1e-6)

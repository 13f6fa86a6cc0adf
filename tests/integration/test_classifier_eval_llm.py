"""`benchmarks/classifier_eval --provider llm` against a real OpenAI-compatible HTTP server (the
local fake): one chat call per pair, through the service's own LLM classifier, and the
figures come from what the model answered."""

from typing import Any

from app.enums import Relation
from benchmarks.classifier_eval import figures, judge_llm, load
from tests.fixtures.fake_openai import FakeOpenAI


def test_the_llm_path_of_the_evaluation_asks_once_per_pair(fake_openai: FakeOpenAI) -> None:
    pairs = [p for p in load("dev") if p.source == "formal"][:12]

    def answer(request: dict[str, Any]) -> dict[str, Any]:
        prompt = request["messages"][-1]["content"]
        # A scripted "model": UPDATE when the new memory names a chief executive.
        relation = "UPDATE" if "CEO" in prompt or "chief executive" in prompt else "NONE"
        return {
            "retraction": False,
            "relations": [{"ref": "m1", "relation": relation, "reason": "s"}],
        }

    fake_openai.default(answer)
    judged = judge_llm(pairs, fake_openai.base_url, "scripted", None)
    assert fake_openai.calls("/chat/completions") == len(pairs)
    assert [j.pair.id for j in judged] == [p.id for p in pairs]
    expected = [
        Relation.UPDATE
        if "CEO" in f"{p.old}{p.new}" or "chief executive" in f"{p.old}{p.new}"
        else Relation.NONE
        for p in pairs
    ]
    assert [j.predicted for j in judged] == expected
    hits, total = figures(judged)["recall"]
    assert total == sum(p.label.value in ("UPDATE", "CONTRADICTION") for p in pairs)
    assert hits == sum(
        j.predicted is Relation.UPDATE and j.pair.label.value in ("UPDATE", "CONTRADICTION")
        for j in judged
    )

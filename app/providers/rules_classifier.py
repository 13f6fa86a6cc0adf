"""The embedded relation classifier: deterministic rules, no network (see app.providers.rules)."""

from collections.abc import Sequence

from app.providers import rules
from app.providers.base import Candidate, Judgement, PairToCheck, PairVerdict, Verdict


class RulesRelationClassifier:
    name = "rules"
    in_process = True

    def judge(self, new_text: str, candidates: Sequence[Candidate]) -> Verdict:
        judgements = tuple(
            Judgement(c.id, *rules.classify_pair(new_text, c.text, c.similarity))
            for c in candidates
        )
        return Verdict(judgements=judgements, retraction=rules.is_retraction(new_text))

    async def classify(self, new_text: str, candidates: Sequence[Candidate]) -> Verdict:
        return self.judge(new_text, candidates)

    def judge_pairs(self, pairs: Sequence[PairToCheck]) -> list[PairVerdict]:
        return [PairVerdict(*rules.classify_pair(p.newer, p.older, p.similarity)) for p in pairs]

    async def classify_pairs(self, pairs: Sequence[PairToCheck]) -> list[PairVerdict]:
        return self.judge_pairs(pairs)

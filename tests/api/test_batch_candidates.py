"""A batch finds the candidates of its users' first items together (candidate_batch), and
every item is still decided as its own candidate statement would have it decided: the same
batch, sent for two copies of the same users, answers the same with that lookup and without
it (each item then searching at its turn, as a single write does)."""

import re
from typing import Any

import httpx
import pytest

from app.services.write import batch_items, candidates
from tests.fixtures.factories import unique

STORED = [
    "User lives in Portland",
    "User works as a nurse at the city hospital",
    "User drinks oolong tea every morning",
    "User's daughter is called Mia",
]
ITEMS = [
    (0, "User just moved to Seattle"),  # a change of residence
    (2, "User drinks oolong tea every morning"),  # the stored duplicate
    (1, "User now works as a teacher"),  # a change cue: the wider gate
    (3, "User enjoys hiking on weekends"),  # nothing to retire
    (0, "Actually, User lives in Tacoma"),  # the user's second item: searched at its turn
    (4, "User's daughter is called Mia"),  # a user with nothing stored
    (1, "User is vegetarian"),
]


def _decisions(body: dict[str, Any], texts: dict[str, str]) -> list[Any]:
    """Everything an item's result says, each memory named by its text (ids differ)."""
    answers = []
    for result in body["results"]:
        texts[result["result"]["memory"]["id"]] = result["result"]["memory"]["text"]
        written = result["result"]
        answers.append(
            (
                result["status"],
                written["action"],
                written.get("relation"),
                re.sub(r"mem_\w+", lambda m: texts[m.group()], written["reason"]),
                written["memory"]["text"],
                [m["text"] for m in written["superseded"]],
                [
                    (texts[c["id"]], c["similarity"], c["relation"], c["reason"])
                    for c in written["candidates"]
                ],
            )
        )
    return answers


async def _run(client: httpx.AsyncClient, users: list[str]) -> list[Any]:
    seed = [
        {"user_id": user, "text": text}
        for user in users[:4]
        for text in STORED[: 1 + users.index(user) % 4]
    ]
    seed += [{"user_id": users[n], "text": STORED[n]} for n in range(4)]
    response = await client.post("/memory/batch", json=seed)
    assert response.status_code == 200, response.text
    texts = {
        r["result"]["memory"]["id"]: r["result"]["memory"]["text"]
        for r in response.json()["results"]
    }
    items = [{"user_id": users[n], "text": text} for n, text in ITEMS]
    response = await client.post("/memory/batch", json=items)
    assert response.status_code == 200, response.text
    return _decisions(response.json(), texts)


async def test_candidates_found_together_decide_as_each_items_own_search(
    client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    looked_up: list[int] = []
    gather_many = candidates.gather_many

    async def counted(uow: Any, drafts: Any, settings: Any) -> Any:
        looked_up.append(len(drafts))
        return await gather_many(uow, drafts, settings)

    monkeypatch.setattr(candidates, "gather_many", counted)
    together = await _run(client, [unique("u") for _ in range(5)])
    assert looked_up == [4]  # the first items of the four users holding memories
    monkeypatch.setattr(batch_items, "FEW", 0)  # no user has few enough: every item searches alone
    alone = await _run(client, [unique("u") for _ in range(5)])
    assert looked_up == [4]
    assert together == alone
    actions = [answer[1] for answer in together]
    assert actions[1] == "NOOP"  # the duplicate was found
    assert "UPDATE" in actions

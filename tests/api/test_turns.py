"""A conversation turn instead of a memory: the facts the user stated are extracted and each
is written as if sent alone (the embedded rules extractor)."""

from typing import Any

import httpx
import pytest

from tests.fixtures.factories import unique, write


async def _turn(
    client: httpx.AsyncClient, user: str, *contents: str, expect: int = 201
) -> list[dict[str, Any]]:
    messages = [{"role": "user", "content": c} for c in contents]
    response = await client.post("/memory", json={"user_id": user, "messages": messages})
    assert response.status_code == expect, response.text
    results: list[dict[str, Any]] = response.json()["results"]
    return results


async def test_a_correction_in_chat_supersedes_the_stored_name(client: httpx.AsyncClient) -> None:
    user = unique("u")
    [first] = await _turn(client, user, "以后请叫我张三")
    [second] = await _turn(client, user, "其实还是叫我李四吧")
    assert (first["memory"]["key"], first["memory"]["value"]) == ("preferred_name", "张三")
    assert second["action"] == "UPDATE"
    assert second["memory"]["value"] == "李四"
    assert second["superseded"][0]["id"] == first["memory"]["id"]


async def test_a_switch_in_chat_updates_a_stored_preference(client: httpx.AsyncClient) -> None:
    user = unique("u")
    stored = await write(client, user_id=user, text="User prefers VS Code", type="preference")
    [result] = await _turn(client, user, "Honestly I've switched to Neovim.")
    assert result["action"] == "UPDATE", result["reason"]
    assert result["superseded"][0]["id"] == stored["memory"]["id"]


async def test_several_facts_in_one_turn_are_each_written(client: httpx.AsyncClient) -> None:
    user = unique("u")
    results = await _turn(client, user, "I live in Berlin and I work at Acme. Call me Sam.")
    assert len(results) == 3
    assert all(r["action"] == "ADD" for r in results)
    listed = (await client.get("/memory", params={"user_id": user})).json()["items"]
    assert len(listed) == 3


async def test_questions_and_assistant_turns_store_nothing(client: httpx.AsyncClient) -> None:
    user = unique("u")
    response = await client.post(
        "/memory",
        json={
            "user_id": user,
            "messages": [
                {"role": "assistant", "content": "You live in Paris, right?"},
                {"role": "user", "content": "Do you remember where I live?"},
            ],
        },
    )
    assert response.status_code == 200
    assert response.json() == {"results": []}
    assert (await client.get("/memory", params={"user_id": user})).json()["items"] == []


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"text": "x"}, "body.text"),
        ({"key": "k"}, "body.key"),
        ({"supersedes": "mem_x"}, "body.supersedes"),
    ],
)
async def test_a_turn_cannot_also_describe_one_memory(
    client: httpx.AsyncClient, extra: dict[str, str], field: str
) -> None:
    response = await client.post(
        "/memory",
        json={"user_id": "u", "messages": [{"role": "user", "content": "I live in Rome"}], **extra},
    )
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == field


async def test_neither_text_nor_messages_is_a_422_naming_text(client: httpx.AsyncClient) -> None:
    response = await client.post("/memory", json={"user_id": "u"})
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "body.text"

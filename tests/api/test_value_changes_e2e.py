"""Through HTTP: a differing value is never a duplicate, conversation turns do not retire
each other, and the formal and third-party value changes the rules now read are applied."""

import httpx
import pytest

from tests.fixtures.factories import unique, write


async def _current(client: httpx.AsyncClient, user: str) -> list[str]:
    items = (await client.get("/memory", params={"user_id": user})).json()["items"]
    return sorted(m["text"] for m in items)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Cosine ≥ 0.95 for each pair: only the value differs, so the new one is not a NOOP.
        ("Dentist on Tuesday at 7pm", "Dentist on Tuesday at 9am"),
        ("User is slightly allergic to soy", "User is very allergic to soy"),
        (
            "User needs to send the invoice before Friday",
            "User needs to send the invoice before Thursday",
        ),
        (
            "User prefers cappuccino over matcha in the evening",
            "User prefers matcha over cappuccino in the morning",
        ),
    ],
)
async def test_a_value_that_differs_is_never_a_duplicate(
    client: httpx.AsyncClient, old: str, new: str
) -> None:
    user = unique("u")
    await write(client, user_id=user, text=old)
    second = await write(client, user_id=user, text=new)
    assert second["action"] != "NOOP", second["reason"]
    assert new in await _current(client, user) or second["action"] == "UPDATE"


async def test_the_same_statement_reworded_is_still_reinforced(client: httpx.AsyncClient) -> None:
    user = unique("u")
    await write(client, user_id=user, text="User loves hiking in the Alps")
    second = await write(client, user_id=user, text="User really loves hiking in the Alps")
    assert second["action"] == "NOOP", second["reason"]


async def test_turns_of_a_conversation_do_not_retire_each_other(client: httpx.AsyncClient) -> None:
    user = unique("u")
    turns = [
        "Caroline: Hey Mel! I went to a support group yesterday, it was really powerful.",
        "Melanie: Hey Caroline! No way, that's amazing. I took the kids to the lake.",
        "Caroline: Lately I've been painting a lot, mostly sunsets in orange and purple.",
        "Melanie: I have two kids and they keep me busy!",
        "Caroline: I don't have kids yet, but I'm looking into adoption.",
    ]
    for text in turns:
        answer = await write(client, user_id=user, text=text)
        assert answer["superseded"] == [], answer["reason"]
    assert len(await _current(client, user)) == len(turns)


async def test_a_new_holder_of_a_role_retires_the_old_one(client: httpx.AsyncClient) -> None:
    user = unique("u")
    first = await write(
        client, user_id=user, text="Harriet Vance is the chief executive of Northwind Logistics."
    )
    second = await write(
        client, user_id=user, text="Northwind Logistics has appointed Omar Reyes as CEO."
    )
    assert second["action"] == "UPDATE", second["reason"]
    assert [m["id"] for m in second["superseded"]] == [first["memory"]["id"]]
    assert "CEO" in second["reason"] or "chief executive" in second["reason"]

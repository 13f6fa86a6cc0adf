"""A small LangGraph graph, no LLM, whose nodes write and read one user's memories through
PalimpsestStore, in three threads. The threads share nothing but the store: a preference
corrected in thread 2 is what thread 3 reads, and the first value stays in the history."""

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypedDict

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.runtime import Runtime
from palimpsest_client import Palimpsest
from palimpsest_client.langgraph import PalimpsestStore

from tests.fixtures.factories import unique
from tests.fixtures.live import Live

PREFERENCE = re.compile(r"^(?:actually, )?i prefer (?P<drink>.+?)\.?$", re.IGNORECASE)


class Turn(TypedDict, total=False):
    said: str
    reply: str


@dataclass(frozen=True)
class User:
    user_id: str


def _learned(turn: Turn) -> dict[str, Any] | None:
    found = PREFERENCE.match(turn.get("said", ""))
    if found is None:
        return None
    drink = found["drink"]
    return {"text": f"User prefers {drink}", "drink": drink}


def _reply(value: dict[str, Any] | None) -> Turn:
    return {"reply": f"One {value['drink']}, as usual." if value else "What would you like?"}


def listen(turn: Turn, runtime: Runtime[User]) -> Turn:
    if (value := _learned(turn)) is not None:
        assert runtime.store is not None
        runtime.store.put((runtime.context.user_id, "preferences"), "drink", value)
    return {}


def reply(turn: Turn, runtime: Runtime[User]) -> Turn:
    assert runtime.store is not None
    item = runtime.store.get((runtime.context.user_id, "preferences"), "drink")
    return _reply(item.value if item else None)


async def alisten(turn: Turn, runtime: Runtime[User]) -> Turn:
    if (value := _learned(turn)) is not None:
        assert runtime.store is not None
        await runtime.store.aput((runtime.context.user_id, "preferences"), "drink", value)
    return {}


async def areply(turn: Turn, runtime: Runtime[User]) -> Turn:
    assert runtime.store is not None
    item = await runtime.store.aget((runtime.context.user_id, "preferences"), "drink")
    return _reply(item.value if item else None)


def _graph(
    store: PalimpsestStore, listen: Callable[..., Any], reply: Callable[..., Any]
) -> CompiledStateGraph[Turn, User, Turn, Turn]:
    builder = StateGraph(Turn, context_schema=User)
    builder.add_node("listen", listen)
    builder.add_node("reply", reply)
    builder.add_edge(START, "listen")
    builder.add_edge("listen", "reply")
    builder.add_edge("reply", END)
    return builder.compile(checkpointer=InMemorySaver(), store=store)


TURNS = [
    ("thread-1", "I prefer green tea"),
    ("thread-2", "Actually, I prefer black coffee."),
    ("thread-3", "The usual, please"),
]
REPLIES = [
    "One green tea, as usual.",
    "One black coffee, as usual.",
    "One black coffee, as usual.",  # thread 3 reads the correction made in thread 2
]


def _history_of_the_preference(live: Live, user: str) -> list[tuple[str, str]]:
    with Palimpsest(live.base_url, api_key=live.tokens["acme"]) as client:
        (memory,) = client.list_memories(user_id=user, key="drink").items
        return [(v.value["drink"], v.status) for v in client.history(memory.id).versions if v.value]


def test_a_correction_in_one_thread_is_what_the_next_thread_reads(live: Live) -> None:
    user = unique("u_graph")
    with PalimpsestStore(live.base_url, api_key=live.tokens["acme"]) as store:
        graph = _graph(store, listen, reply)
        replies = [
            graph.invoke(
                {"said": said}, {"configurable": {"thread_id": thread}}, context=User(user)
            )
            for thread, said in TURNS
        ]
        # Each thread kept its own conversation state: only the store links them.
        third = graph.get_state({"configurable": {"thread_id": "thread-3"}}).values
    assert [r["reply"] for r in replies] == REPLIES
    assert third["said"] == "The usual, please"
    assert _history_of_the_preference(live, user) == [
        ("green tea", "superseded"),
        ("black coffee", "active"),
    ]


async def test_the_same_graph_with_async_nodes(live: Live) -> None:
    user = unique("u_agraph")
    async with PalimpsestStore(live.base_url, api_key=live.tokens["acme"]) as store:
        graph = _graph(store, alisten, areply)
        replies = [
            await graph.ainvoke(
                {"said": said}, {"configurable": {"thread_id": thread}}, context=User(user)
            )
            for thread, said in TURNS
        ]
    assert [r["reply"] for r in replies] == REPLIES
    assert _history_of_the_preference(live, user) == [
        ("green tea", "superseded"),
        ("black coffee", "active"),
    ]

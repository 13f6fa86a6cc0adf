"""One MCP server definition for both transports: the tools, their names and hints."""

import inspect
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.tools import Tool
from mcp.types import ToolAnnotations
from pydantic import BaseModel

from app import __version__
from app.mcp import tools

NAME = "palimpsest"
INSTRUCTIONS = """\
Long-term memory about the people you work with. `recall` before answering anything that \
depends on what a user told you before; `remember` what you learn that will matter later \
(facts, preferences, decisions, corrections). Memories are superseded, never erased: a \
correction replaces the old value in every answer, and `history` shows every value a memory \
held. Pass the same `user_id` for the same person every time."""

_READ = ToolAnnotations(readOnlyHint=True, openWorldHint=False)

# name, function, title, hints
_TOOLS: list[tuple[str, Callable[..., Any], str, ToolAnnotations]] = [
    (
        "remember",
        tools.remember,
        "Remember",
        ToolAnnotations(readOnlyHint=False, destructiveHint=False, openWorldHint=False),
    ),
    ("recall", tools.recall, "Recall", _READ),
    ("history", tools.history, "Memory history", _READ),
    (
        "forget",
        tools.forget,
        "Forget (soft delete)",
        ToolAnnotations(destructiveHint=True, idempotentHint=True, openWorldHint=False),
    ),
    (
        "restore",
        tools.restore,
        "Restore",
        ToolAnnotations(destructiveHint=False, idempotentHint=True, openWorldHint=False),
    ),
    ("list_memories", tools.list_memories, "List memories", _READ),
]
TOOL_NAMES = tuple(name for name, *_ in _TOOLS)

Lifespan = Callable[[MCPServer[Any]], AbstractAsyncContextManager[Any]]


def build_server(lifespan: Lifespan | None = None) -> MCPServer[Any]:
    """The server with every tool. `lifespan` yields the stdio process's `CallContext`; over
    HTTP there is none, each request brings its own."""
    return MCPServer(
        NAME,
        title="Palimpsest memory",
        instructions=INSTRUCTIONS,
        version=__version__,
        lifespan=lifespan,
        tools=[_tool(*entry) for entry in _TOOLS],
    )


def _tool(name: str, function: Callable[..., Any], title: str, hints: ToolAnnotations) -> Tool:
    description = inspect.cleandoc(function.__doc__ or "")  # the docstring, unindented
    tool = Tool.from_function(
        function, name=name, title=title, description=description, annotations=hints
    )
    # Publish what the tool sends: the REST answer's schema in serialization mode (the SDK
    # derives it in validation mode, where a memory's `metadata` reads as its ORM name `meta`).
    model = tool.fn_metadata.output_model
    assert isinstance(model, type), name
    assert issubclass(model, BaseModel), name
    tool.fn_metadata.output_schema = model.model_json_schema(mode="serialization")
    return tool

"""`palimpsest mcp`: the MCP tools over stdio (app/mcp/stdio.py)."""

import argparse

from app.cli.database import database
from app.config import get_settings


def add_commands(commands: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = commands.add_parser(
        "mcp",
        help="serve the MCP tools over stdio, in-process (Claude Desktop, Claude Code, Cursor);"
        " acts with PALIMPSEST_API_KEY once keys exist",
    )
    p.set_defaults(func=mcp_command)


def mcp_command(args: argparse.Namespace) -> None:
    from app.mcp import stdio  # the MCP SDK loads only for this command

    stdio.serve(get_settings(), database)

"""The MCP server: Palimpsest's memory as tools for agents (Claude Desktop, Claude Code, Cursor).

The tools call the same service functions as the REST routers, with the same principal, so a
tool call is a request like any other: same write pipeline, allowlists, tenant checks and
audit trail. Two transports serve them: streamable HTTP at `/mcp` in the running service
(`http.py`) and stdio for desktop clients (`stdio.py`, `palimpsest mcp`).
"""

"""Reading memories: `query` (`POST /memory.query`) and `context` (`POST /context`) under the
agent's `allowlists`; `memories` (one, a page, a version chain); `threads` (the delta header and
change feed); `timeline` and `browse` for the web UI; `access` (retrieval counts, written in
the background)."""

"""The domain: everything the service decides, above the database and the providers.

Routers (app/api) and the web UI call exactly one function here per request; jobs (app/jobs)
and the CLI (app/cli) call the same functions. Services never import FastAPI and raise only
`DomainError`s; SQL lives in app/db. Rooms by purpose:

- `write/`: `POST /memory`, step by step (DESIGN §3): drafts → candidates → classification →
  policy (pure decisions) → apply, with extraction of conversation turns, the near-duplicate
  test (sameness), the writing constraints on model text, consent proposals and the report a
  write gives of itself. `pipeline.py` reads top to bottom like the design.
- `read/`: `memory.query` and `/context` (ranked bullets under allowlists), listing and history
  of memories, the thread delta header, the UI's browsing views, access counts.
- `lifecycle/`: soft delete, restore and pin by hand (edits), the TTL and purge jobs,
  maintenance (backfills), and a person's data as a whole (export and erasure).
- `consolidation/`: the daily merge of duplicates (daily, pairs, merge) and theory-of-mind
  insights.
- `transfer/`: export and import of version chains as JSON Lines between tenants or databases.
- `principal/`: API keys and the principal a request acts as; browser sessions of the UI.
- At the top: `request` (what every call on a request's behalf needs), `versions` (a new
  version of a chain and the retirement of the one it replaces: a write, a merge and a revert
  all make them there), `audit` (the history, change-log and event rows every change writes),
  `checkpoints`, `stats` and `operations`.
"""

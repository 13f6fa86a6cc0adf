"""The write pipeline of `POST /memory` (DESIGN §3), one step a module: `pipeline` runs them
in order; `drafts`, `candidates`, `classification`, `policy` (pure, unit-tested decisions),
`sameness`, `apply` and `report`; `extraction` for conversation turns, `model_text` for the
constraints on text a model wrote, `consent` for changes that wait for the user."""

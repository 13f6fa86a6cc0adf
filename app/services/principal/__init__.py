"""Who is asking: `keys` (API keys, stored as hashes, and the principal a request acts as) and
`sessions` (the web UI's signed browser sessions, each a reference to a key)."""

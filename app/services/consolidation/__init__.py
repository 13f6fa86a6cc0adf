"""Background consolidation: `daily` finds a user's memories that say the same thing or that
conflict, `pairs` decides what to do with each pair (pure), `merge` carries it out in the
user's write transaction; `insights` has a model write theory-of-mind insights."""

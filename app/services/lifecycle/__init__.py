"""A memory's life after it is written: `edits` (soft delete, restore, pin and tags, by hand and
audited), `ttl` (forgetting on a schedule, and the purge after it), `maintenance` (filling in
what older memories lack) and `users` (a person's data as a whole: export or erase)."""

"""Moving memories between tenants or databases: `jsonl` exports version chains as JSON Lines
and imports them (resumable, checked per chain); `rows` turns export lines back into rows."""

"""Background work (DESIGN §6) on a PostgreSQL-backed queue shared by any number of workers."""

"""`python -m app.cli …`, the same as the `palimpsest` script."""

from app.cli import main

main()

"""Palimpsest: long-term memory for AI agents — superseded, never erased."""

import os

__version__ = "0.1.0"

# The embedder runs one short sentence at a time per request: one BLAS thread each is much
# faster than a pool fighting over two cores. Set before numpy loads; an explicit value wins.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

"""Palimpsest: long-term memory for AI agents — superseded, never erased."""

__version__ = "0.1.0"

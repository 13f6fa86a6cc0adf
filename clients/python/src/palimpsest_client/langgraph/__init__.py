"""LangGraph integration: `PalimpsestStore`, a `BaseStore` kept in Palimpsest.

Needs `palimpsest-client[langgraph]`. The namespace mapping is in `namespaces.py`.
"""

from palimpsest_client.langgraph.namespaces import DEFAULT_CATEGORIES, NamespaceMap
from palimpsest_client.langgraph.store import PalimpsestStore

__all__ = ["DEFAULT_CATEGORIES", "NamespaceMap", "PalimpsestStore"]

"""Identifiers are generated in Python so a write knows every id before it touches the database."""

import uuid


def new_id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex}"

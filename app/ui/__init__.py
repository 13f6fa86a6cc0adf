"""The web UI under `/ui`: server-rendered pages over the same services and keys as the API."""

from app.ui.pages import STATIC_DIR
from app.ui.routes import router

__all__ = ["STATIC_DIR", "router"]

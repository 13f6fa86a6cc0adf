"""Palimpsest's Python client: typed, sync (`Palimpsest`) and async (`AsyncPalimpsest`).

    from palimpsest_client import Palimpsest

    with Palimpsest("http://127.0.0.1:8000", api_key="plm_…") as memory:
        memory.write("u_42", "Call me 李四", type="preference", key="preferred_name", value="李四")
        answer = memory.query("What is the user called?", user_id="u_42")

`palimpsest_client.langgraph.PalimpsestStore` is a LangGraph `BaseStore` over the same service
(install `palimpsest-client[langgraph]`).
"""

__version__ = "0.1.0"

from palimpsest_client._async import AsyncPalimpsest
from palimpsest_client._calls import (
    ConsentFilters,
    ContextOptions,
    ListFilters,
    MemoryFields,
    Message,
    QueryOptions,
)
from palimpsest_client._sync import Palimpsest
from palimpsest_client.errors import (
    ApiError,
    BadRequest,
    Conflict,
    FieldError,
    Forbidden,
    InvalidInput,
    NotFound,
    PalimpsestError,
    PayloadTooLarge,
    RateLimited,
    ServerError,
    Unauthorized,
    Unavailable,
)

__all__ = [
    "ApiError",
    "AsyncPalimpsest",
    "BadRequest",
    "Conflict",
    "ConsentFilters",
    "ContextOptions",
    "FieldError",
    "Forbidden",
    "InvalidInput",
    "ListFilters",
    "MemoryFields",
    "Message",
    "NotFound",
    "Palimpsest",
    "PalimpsestError",
    "PayloadTooLarge",
    "QueryOptions",
    "RateLimited",
    "ServerError",
    "Unauthorized",
    "Unavailable",
    "__version__",
]

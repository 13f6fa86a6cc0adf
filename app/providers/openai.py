"""A small client for any OpenAI-compatible server, and the embedder built on it.

Contract
    ``OpenAICompatible`` wraps a SHARED ``httpx.AsyncClient`` (it never opens clients of its
    own) and speaks two endpoints: ``POST {base_url}/chat/completions`` with a strict JSON
    schema (``chat_json``) and ``POST {base_url}/embeddings`` (``embeddings``).
    - Auth: ``Authorization: Bearer <api_key>`` when a key is set.
    - Timeout: ``timeout`` seconds is a wall-clock bound on each attempt (connect + send +
      the whole answer), not only on each socket read.
    - Retries: at most ``retries`` more attempts, ONLY after a timeout, a connection error, 429
      or 5xx; backoff 0.1 s, 0.2 s, 0.4 s ... capped at 2 s. A ``Retry-After`` of up to 2 s is
      waited out instead; a longer one ends the retries at once, since calling earlier is
      pointless and the caller has a fallback. Worst case per call: about
      ``timeout * (retries + 1)`` plus the backoff sleeps.
    - Errors: every failure (after the retries, any other 4xx, a non-JSON body, missing
      fields, content that is not a JSON object, a refusal, a truncated answer) raises
      ``ProviderError`` with a short detail that never contains the API key. Nothing else
      escapes, apart from cancellation.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import math
import re
import time
from collections.abc import Sequence
from typing import Any

import httpx
import numpy as np

from app.errors import ProviderError
from app.providers.base import Vectors

_BACKOFF_START = 0.1
_MAX_WAIT = 2.0  # longest sleep between attempts, Retry-After included
_DETAIL_CHARS = 200  # server error messages are echoed, but only this much of them
_EMBED_BATCH = 256  # inputs per /embeddings request; OpenAI accepts up to 2048
_SECRETS = re.compile(r"\b(?:sk|org|proj)-[\w*-]{4,}")


class OpenAICompatible:
    """JSON-over-HTTP calls to one OpenAI-compatible server; see the module docstring."""

    def __init__(
        self,
        http: httpx.AsyncClient,
        *,
        base_url: str,
        api_key: str | None,
        timeout: float,
        retries: int,
    ) -> None:
        if timeout <= 0 or retries < 0:
            raise ValueError("timeout must be > 0 and retries >= 0")
        self._http = http
        self._base_url = base_url.rstrip("/")
        self._api_key = api_key or None
        self._timeout = timeout
        self._retries = retries

    async def chat_json(
        self,
        *,
        model: str,
        messages: list[dict[str, str]],
        schema: dict[str, Any],
        schema_name: str,
        max_tokens: int,
    ) -> dict[str, Any]:
        """The JSON object the model wrote in ``choices[0].message.content``.

        Deterministic (temperature 0) and constrained by ``schema`` in strict mode. The shape
        of the object is NOT re-validated here: servers differ in how strictly they enforce
        schemas, so callers check the fields they use.
        """
        body = {
            "model": model,
            "messages": messages,
            "temperature": 0,
            "max_tokens": max_tokens,
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": schema_name, "strict": True, "schema": schema},
            },
        }
        answer = await self._post("/chat/completions", body)
        try:
            choice = answer["choices"][0]
            message = choice["message"]
            if not isinstance(message, dict):
                raise TypeError
        except (KeyError, IndexError, TypeError):
            raise ProviderError("chat answer has no choices[0].message") from None
        if message.get("refusal"):
            raise ProviderError("the model refused to answer")
        if choice.get("finish_reason") == "length":
            raise ProviderError(f"the answer was cut off at max_tokens={max_tokens}")
        content = message.get("content")
        if not isinstance(content, str):
            raise ProviderError("chat answer has no text content")
        try:
            parsed = json.loads(_strip_fence(content))
        except ValueError:
            raise ProviderError("chat content is not valid JSON") from None
        if not isinstance(parsed, dict):
            raise ProviderError("chat content is not a JSON object")
        return parsed

    async def embeddings(
        self, *, model: str, texts: Sequence[str], dimensions: int | None
    ) -> list[list[float]]:
        """One vector per text, in input order (rows are placed by their ``index``)."""
        if not texts:
            return []
        body: dict[str, Any] = {"model": model, "input": list(texts)}
        if dimensions is not None:
            body["dimensions"] = dimensions
        answer = await self._post("/embeddings", body)
        data = answer.get("data")
        if not isinstance(data, list) or len(data) != len(texts):
            got = len(data) if isinstance(data, list) else "no"
            raise ProviderError(f"embeddings answer has {got} rows for {len(texts)} texts")
        rows: list[list[float] | None] = [None] * len(texts)
        for item in data:
            index = item.get("index") if isinstance(item, dict) else None
            vector = item.get("embedding") if isinstance(item, dict) else None
            if not isinstance(index, int) or not 0 <= index < len(rows) or rows[index] is not None:
                raise ProviderError("embeddings answer has missing or repeated indexes")
            if not isinstance(vector, list) or not all(
                isinstance(x, int | float) and not isinstance(x, bool) for x in vector
            ):
                raise ProviderError("embeddings answer has a row that is not a list of numbers")
            rows[index] = [float(x) for x in vector]
        return [row for row in rows if row is not None]

    async def _post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        """POST with retries; the decoded JSON object of a 2xx answer, or ProviderError."""
        url = self._base_url + path
        headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
        attempt = 0
        while True:
            result, wait = await self._attempt(url, body, headers)
            if isinstance(result, dict):
                return result
            if attempt >= self._retries or wait is None:
                raise ProviderError(f"{path}: {result}" + _after(attempt))
            await asyncio.sleep(wait if wait >= 0 else min(_BACKOFF_START * 2**attempt, _MAX_WAIT))
            attempt += 1

    async def _attempt(
        self, url: str, body: dict[str, Any], headers: dict[str, str]
    ) -> tuple[dict[str, Any] | str, float | None]:
        """One request: (answer, _) on success, else (why, wait) where ``wait`` is None when
        retrying is pointless, -1 for the default backoff, or the server's Retry-After."""
        try:
            # asyncio.timeout bounds the whole attempt; httpx's own timeout is per phase only,
            # so a server trickling bytes could otherwise hold us far longer.
            async with asyncio.timeout(self._timeout):
                response = await self._http.post(
                    url, json=body, headers=headers, timeout=self._timeout
                )
        except (TimeoutError, httpx.TimeoutException):
            return f"timed out after {self._timeout:g}s", -1
        except httpx.TransportError as exc:  # connect/read/write/protocol failures
            return f"connection failed ({type(exc).__name__})", -1
        except (httpx.HTTPError, httpx.InvalidURL, httpx.StreamError) as exc:
            return f"request failed ({type(exc).__name__})", None
        status = response.status_code
        if status == 429 or status >= 500:
            why = f"HTTP {status}{self._server_message(response)}"
            retry_after = _retry_after(response.headers.get("Retry-After"))
            if retry_after is None:
                return why, -1
            return why, (retry_after if retry_after <= _MAX_WAIT else None)
        if not 200 <= status < 300:
            return f"HTTP {status}{self._server_message(response)}", None
        try:
            answer = response.json()
        except ValueError:  # JSONDecodeError and UnicodeDecodeError both are
            return "answer is not JSON", None
        if not isinstance(answer, dict):
            return "answer is not a JSON object", None
        return answer, None

    def _server_message(self, response: httpx.Response) -> str:
        """': <message>' from an OpenAI-style error body, shortened and with the key masked."""
        try:
            error = response.json().get("error")
            message = error.get("message") if isinstance(error, dict) else error
        except (ValueError, AttributeError):
            return ""
        if not isinstance(message, str) or not message.strip():
            return ""
        if self._api_key:  # some servers echo the key they rejected
            message = message.replace(self._api_key, "***")
        # ... or another key, or the account ("in organization org-..."): not for API clients.
        message = _SECRETS.sub("***", " ".join(message.split()))
        return f": {message[:_DETAIL_CHARS]}"


def _after(attempt: int) -> str:
    return f" (after {attempt + 1} attempts)" if attempt else ""


def _retry_after(value: str | None) -> float | None:
    """Seconds to wait from a Retry-After header (delta-seconds or HTTP-date), or None."""
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            seconds = email.utils.parsedate_to_datetime(value).timestamp() - time.time()
        except (TypeError, ValueError, IndexError):
            return None
    return max(seconds, 0.0) if math.isfinite(seconds) else None


def _strip_fence(content: str) -> str:
    """Some compatible servers wrap JSON in a ```json fence even when asked for a schema."""
    text = content.strip()
    if text.startswith("```") and text.endswith("```") and len(text) >= 6:
        text = text[3:-3]
        text = text.removeprefix("json").removeprefix("JSON")
    return text


class OpenAIEmbedder:
    """Embedder over ``/embeddings``: float32 rows of exactly ``dim`` values, L2-normalised.

    ``send_dimensions`` asks the server to shorten its vectors to ``dim`` (text-embedding-3-*
    support it; many compatible servers reject the field). A wrong row count, a row of another
    dimension, or a zero or non-finite row raises ProviderError.
    """

    name = "openai"
    in_process = False  # a network call: awaited before a write takes the user's lock

    def __init__(
        self, client: OpenAICompatible, *, model: str, dim: int, send_dimensions: bool
    ) -> None:
        if dim < 1:
            raise ValueError("dim must be >= 1")
        self.dim = dim
        self._client = client
        self._model = model
        self._send_dimensions = send_dimensions

    async def embed(self, texts: Sequence[str], *, inline: bool = False) -> Vectors:
        if isinstance(texts, str):  # a str is a Sequence[str] too: one vector per character
            raise TypeError("embed() takes a sequence of strings, not a single string")
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(texts), _EMBED_BATCH):
            batch = texts[start : start + _EMBED_BATCH]
            rows = await self._client.embeddings(
                model=self._model,
                texts=batch,
                dimensions=self.dim if self._send_dimensions else None,
            )
            if len(rows) != len(batch):
                raise ProviderError(f"embeddings: {len(rows)} rows for {len(batch)} texts")
            if any(len(row) != self.dim for row in rows):
                got = next(len(row) for row in rows if len(row) != self.dim)
                raise ProviderError(f"embeddings: dimension {got}, expected {self.dim}")
            block = np.asarray(rows, dtype=np.float64)  # float64: no overflow while squaring
            norms = np.linalg.norm(block, axis=1, keepdims=True)
            if not np.all(np.isfinite(norms)) or np.any(norms == 0):
                raise ProviderError("embeddings: a row is zero or not finite")
            out[start : start + len(batch)] = block / norms
        return out

"""API keys and the principal a request acts as.

A token is `plm_<key id>_<secret>`. Only an scrypt hash of the secret is stored; the key id
finds the row, the hash is compared in constant time. While no key exists the service is open
and every request acts as the single tenant `local`.
"""

import base64
import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass

from app.db.models import ApiKey
from app.db.uow import UnitOfWorkFactory
from app.errors import NotFound, Unauthorized

OPEN_TENANT = "local"
TOKEN_PREFIX = "plm"
# scrypt cost: ~25 ms per verification, paid once per key per cache period.
_SCRYPT = {"n": 2**14, "r": 8, "p": 1}


@dataclass(frozen=True)
class Principal:
    tenant_id: str
    key_id: str | None = None

    @property
    def actor(self) -> str:
        """How history names whoever made a change."""
        return self.key_id or OPEN_TENANT


@dataclass(frozen=True)
class IssuedKey:
    key: ApiKey
    token: str


def _hash_secret(secret: str, salt: bytes) -> str:
    digest = hashlib.scrypt(secret.encode(), salt=salt, dklen=32, **_SCRYPT)
    encode = base64.urlsafe_b64encode
    return f"scrypt${encode(salt).decode()}${encode(digest).decode()}"


def _verify_secret(secret: str, stored: str) -> bool:
    _, salt, _ = stored.split("$")
    candidate = _hash_secret(secret, base64.urlsafe_b64decode(salt))
    return hmac.compare_digest(candidate.encode(), stored.encode())


_DECOY_HASH = _hash_secret("decoy", b"\0" * 16)


def _parse_token(token: str) -> tuple[str, str]:
    prefix, _, rest = token.partition("_")
    key_id, _, secret = rest.partition("_")
    if prefix != TOKEN_PREFIX or not key_id or not secret:
        raise Unauthorized("The API key is malformed.")
    return f"key_{key_id}", secret


class KeyCache:
    """Verified tokens for a short while, so the slow hash is not paid on every request."""

    # How long "no key exists" is believed: a key created meanwhile is enforced within this.
    OPEN_SECONDS = 1.0

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._entries: dict[str, tuple[Principal, float]] = {}
        self._open_until = 0.0

    def is_open(self) -> bool:
        return time.monotonic() < self._open_until

    def remember_open(self) -> None:
        self._open_until = time.monotonic() + min(self.OPEN_SECONDS, self.seconds)

    def _digest(self, token: str) -> str:
        return hashlib.sha256(token.encode()).hexdigest()

    def get(self, token: str) -> Principal | None:
        entry = self._entries.get(self._digest(token))
        if entry is None or entry[1] < time.monotonic():
            return None
        return entry[0]

    def put(self, token: str, principal: Principal) -> None:
        if len(self._entries) > 10_000:
            self._entries.clear()
        self._entries[self._digest(token)] = (principal, time.monotonic() + self.seconds)


async def authenticate(
    token: str | None, *, uow_factory: UnitOfWorkFactory, cache: KeyCache
) -> Principal:
    if token is None:
        if not cache.is_open():
            async with uow_factory(OPEN_TENANT) as uow:
                if await uow.keys.any_active():
                    raise Unauthorized("Send an API key: Authorization: Bearer <key>.")
            cache.remember_open()
        return Principal(OPEN_TENANT)
    if (cached := cache.get(token)) is not None:
        return cached
    key_id, secret = _parse_token(token)
    async with uow_factory(OPEN_TENANT) as uow:
        key = await uow.keys.get(key_id)
        # Hash even for an unknown id, so timing does not tell which key ids exist.
        valid = _verify_secret(secret, key.secret_hash if key else _DECOY_HASH)
        if key is None or key.revoked_at is not None or not valid:
            raise Unauthorized("The API key is unknown or revoked.")
        await uow.keys.mark_used(key.id, at=await uow.now())
    principal = Principal(key.tenant_id, key.id)
    cache.put(token, principal)
    return principal


async def create_key(
    tenant_id: str, name: str | None, *, uow_factory: UnitOfWorkFactory
) -> IssuedKey:
    key_hex = secrets.token_hex(6)
    secret = secrets.token_urlsafe(32)
    key = ApiKey(
        id=f"key_{key_hex}",
        tenant_id=tenant_id,
        name=name,
        secret_hash=_hash_secret(secret, secrets.token_bytes(16)),
    )
    async with uow_factory(tenant_id) as uow:
        uow.keys.add(key)
    return IssuedKey(key=key, token=f"{TOKEN_PREFIX}_{key_hex}_{secret}")


async def list_keys(tenant_id: str | None, *, uow_factory: UnitOfWorkFactory) -> list[ApiKey]:
    async with uow_factory(OPEN_TENANT) as uow:
        return await uow.keys.list(tenant_id)


async def revoke_key(key_id: str, *, uow_factory: UnitOfWorkFactory) -> ApiKey:
    async with uow_factory(OPEN_TENANT) as uow:
        key = await uow.keys.revoke(key_id)
    if key is None:
        raise NotFound(f"No active API key '{key_id}'.")
    return key


async def open_mode(*, uow_factory: UnitOfWorkFactory) -> bool:
    async with uow_factory(OPEN_TENANT) as uow:
        return not await uow.keys.any_active()

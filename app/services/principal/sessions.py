"""Browser sessions of the web UI: a signed, expiring reference to an API key.

The session cookie never holds the key. It holds `<key id>.<expiry>.<mac>`, the MAC an
HMAC-SHA256 keyed by the key's stored scrypt hash — a secret that never leaves the database.
Any replica verifies a session with one primary-key lookup and no shared secret, a revoked
key ends its sessions at once, and a stolen cookie is not an API key.
"""

import base64
import hashlib
import hmac
import time

from app.db.uow import UnitOfWorkFactory
from app.errors import Unauthorized
from app.services.principal import keys
from app.services.principal.keys import OPEN_TENANT, Principal

SESSION_SECONDS = 12 * 60 * 60


def _mac(secret_hash: str, key_id: str, expires: int) -> str:
    message = f"palimpsest-ui-session|{key_id}|{expires}".encode()
    digest = hmac.new(secret_hash.encode(), message, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


async def open_session(
    token: str,
    *,
    uow_factory: UnitOfWorkFactory,
    cache: keys.KeyCache,
    now: float | None = None,
) -> tuple[Principal, str]:
    """Verify an API key as the API does; answer its principal and a session value."""
    principal = await keys.authenticate(token, uow_factory=uow_factory, cache=cache)
    async with uow_factory(OPEN_TENANT) as uow:
        key = await uow.keys.get(principal.key_id) if principal.key_id else None
    if key is None or key.revoked_at is not None:
        raise Unauthorized("The API key is unknown or revoked.")
    expires = int((time.time() if now is None else now) + SESSION_SECONDS)
    return principal, f"{key.id}.{expires}.{_mac(key.secret_hash, key.id, expires)}"


async def resume_session(
    value: str, *, uow_factory: UnitOfWorkFactory, now: float | None = None
) -> Principal | None:
    """The principal of a session value, or None when it is malformed, expired, forged, or
    its key was revoked."""
    key_id, _, rest = value.partition(".")
    expires, _, mac = rest.partition(".")
    if not key_id or len(key_id) > 100 or not (expires.isascii() and expires.isdigit()) or not mac:
        return None
    if int(expires) < (time.time() if now is None else now):
        return None
    async with uow_factory(OPEN_TENANT) as uow:
        key = await uow.keys.get(key_id)
    if key is None or key.revoked_at is not None:
        return None
    if not hmac.compare_digest(mac.encode(), _mac(key.secret_hash, key_id, int(expires)).encode()):
        return None
    return Principal(key.tenant_id, key.id)

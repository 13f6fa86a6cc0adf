"""Who a browser acts as, and proof that a form was posted from our own page.

Sessions: while no API key exists the UI is open, as the API is. Otherwise `/ui/login` takes a
key once, and the browser keeps a signed session (`services.sessions`) in an HttpOnly,
SameSite=Strict cookie scoped to `/ui` — Secure when the request came over https.

CSRF: every page with a form carries a random token both in a SameSite=Strict HttpOnly cookie
and in a hidden field; a POST must send the two equal. Another site can neither read the token
nor make the browser send the cookie, and a request the browser marks `Sec-Fetch-Site:
cross-site` is refused outright.
"""

import hmac
import secrets
from typing import Annotated
from urllib.parse import parse_qsl

from fastapi import BackgroundTasks, Depends, Request, Response

from app.api.deps import RuntimeDep, UowFactoryDep
from app.errors import DomainError, Forbidden, Unauthorized
from app.services.principal import keys, sessions
from app.services.principal.keys import Principal
from app.services.request import RequestContext

SESSION_COOKIE = "palimpsest_session"
CSRF_COOKIE = "palimpsest_csrf"
CSRF_FIELD = "csrf_token"
COOKIE_PATH = "/ui"
MAX_FORM_BYTES = 16_384


class LoginRequired(Exception):
    """API keys exist and the browser has no valid session: send it to the login page."""


class CsrfRejected(Forbidden):
    type = "csrf-rejected"
    title = "This form could not be verified"

    def __init__(self) -> None:
        super().__init__(
            "The form was not sent from this site's own page, or it is too old."
            " Go back, reload the page and try again."
        )


class FormTooLarge(DomainError):
    status = 413
    type = "payload-too-large"
    title = "The form is too large"


async def get_ui_principal(
    request: Request, runtime: RuntimeDep, uow_factory: UowFactoryDep
) -> Principal:
    value = request.cookies.get(SESSION_COOKIE)
    if value:
        principal = await sessions.resume_session(value, uow_factory=uow_factory)
        if principal is not None:
            return principal
    try:
        return await keys.authenticate(None, uow_factory=uow_factory, cache=runtime.key_cache)
    except Unauthorized:
        raise LoginRequired from None


UiPrincipalDep = Annotated[Principal, Depends(get_ui_principal)]


async def get_ui_context(
    principal: UiPrincipalDep,
    runtime: RuntimeDep,
    uow_factory: UowFactoryDep,
    background: BackgroundTasks,
) -> RequestContext:
    return runtime.context(principal, background.add_task, uow_factory)


UiContextDep = Annotated[RequestContext, Depends(get_ui_context)]


def csrf_token(request: Request) -> str:
    """The browser's CSRF token; a new one (set by `remember_csrf`) if it has none."""
    token = request.cookies.get(CSRF_COOKIE, "")
    if len(token) != 43 or not token.replace("-", "").replace("_", "").isalnum():
        token = getattr(request.state, "new_csrf", None) or secrets.token_urlsafe(32)
        request.state.new_csrf = token
    return token


def _secure(request: Request) -> bool:
    return request.url.scheme == "https"


def remember_csrf(request: Request, response: Response) -> None:
    token = getattr(request.state, "new_csrf", None)
    if token:
        response.set_cookie(
            CSRF_COOKIE,
            token,
            path=COOKIE_PATH,
            httponly=True,
            samesite="strict",
            secure=_secure(request),
        )


def start_session(request: Request, response: Response, value: str) -> None:
    response.set_cookie(
        SESSION_COOKIE,
        value,
        max_age=sessions.SESSION_SECONDS,
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=_secure(request),
    )


def end_session(request: Request, response: Response) -> None:
    response.delete_cookie(
        SESSION_COOKIE, path=COOKIE_PATH, httponly=True, samesite="strict", secure=_secure(request)
    )


async def verified_form(request: Request) -> dict[str, str]:
    """The posted form's fields, once its CSRF token matches the browser's cookie."""
    if request.headers.get("sec-fetch-site") == "cross-site":
        raise CsrfRejected
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_FORM_BYTES:
            raise FormTooLarge(f"A form may carry at most {MAX_FORM_BYTES} bytes.")
    media_type = request.headers.get("content-type", "").partition(";")[0].strip().lower()
    form: dict[str, str] = {}
    if media_type == "application/x-www-form-urlencoded":
        form = dict(parse_qsl(body.decode("utf-8", "replace"), keep_blank_values=True))
    sent, expected = form.get(CSRF_FIELD, ""), request.cookies.get(CSRF_COOKIE, "")
    if not expected or not hmac.compare_digest(sent.encode(), expected.encode()):
        raise CsrfRejected
    return form


FormDep = Annotated[dict[str, str], Depends(verified_form)]


def safe_next(target: str | None) -> str:
    """Where to go after logging in: a page of the UI, never another site."""
    if target and target.startswith("/ui") and not target.startswith("//") and "\\" not in target:
        return target
    return "/ui/memories"

"""`/ui`: each page authenticates, calls one service function, renders one template."""

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from app.api.deps import CategoriesDep, RuntimeDep, UowFactoryDep
from app.errors import Unauthorized
from app.schemas.common import PATH_ID_PATTERN
from app.services.principal import keys, sessions
from app.services.read import browse, memories, timeline
from app.services.write import consent
from app.ui.auth import FormDep, UiContextDep, UiPrincipalDep, end_session, safe_next, start_session
from app.ui.forms import STATUS_CHOICES, ConsentQuery, ListQuery
from app.ui.pages import PageRoute, render

router = APIRouter(prefix="/ui", include_in_schema=False, route_class=PageRoute)

# No control characters: PostgreSQL cannot compare text holding a NUL (a 500, not a 422).
MemoryId = Annotated[str, Path(min_length=1, max_length=200, pattern=PATH_ID_PATTERN)]
ProposalId = Annotated[str, Path(min_length=1, max_length=200, pattern=PATH_ID_PATTERN)]


def _see_other(url: str) -> RedirectResponse:
    return RedirectResponse(url, status_code=303)


@router.get("")
@router.get("/memories")
async def memory_list(
    request: Request,
    query: Annotated[ListQuery, Query()],
    principal: UiPrincipalDep,
    uow_factory: UowFactoryDep,
    categories: CategoriesDep,
) -> HTMLResponse:
    page = await browse.find_memories(
        query.filters(),
        contains=query.q,
        status=query.only_status,
        principal=principal,
        uow_factory=uow_factory,
    )
    return render(
        request,
        "memories.html",
        principal=principal,
        page=page,
        query=query,
        categories=sorted(categories.by_name),
        statuses=STATUS_CHOICES,
    )


@router.get("/memories/{memory_id}")
async def memory_detail(
    request: Request, memory_id: MemoryId, principal: UiPrincipalDep, uow_factory: UowFactoryDep
) -> HTMLResponse:
    memory = await memories.get_memory(memory_id, principal=principal, uow_factory=uow_factory)
    return render(request, "memory.html", principal=principal, memory=memory)


@router.get("/memories/{memory_id}/history")
async def memory_history(
    request: Request, memory_id: MemoryId, principal: UiPrincipalDep, uow_factory: UowFactoryDep
) -> HTMLResponse:
    chain = await timeline.chain_timeline(memory_id, principal=principal, uow_factory=uow_factory)
    return render(request, "history.html", principal=principal, timeline=chain)


@router.get("/consent")
async def consent_queue(
    request: Request,
    query: Annotated[ConsentQuery, Query()],
    principal: UiPrincipalDep,
    uow_factory: UowFactoryDep,
) -> HTMLResponse:
    queue = await browse.consent_queue(
        query.filters(), principal=principal, uow_factory=uow_factory
    )
    return render(request, "consent.html", principal=principal, queue=queue, query=query)


@router.post("/consent/{proposal_id}/approve")
async def approve(proposal_id: ProposalId, context: UiContextDep, _: FormDep) -> Response:
    await consent.approve_proposal(proposal_id, context=context)
    return _see_other("/ui/consent?decided=approved")


@router.post("/consent/{proposal_id}/reject")
async def reject(
    proposal_id: ProposalId, principal: UiPrincipalDep, uow_factory: UowFactoryDep, _: FormDep
) -> Response:
    await consent.reject_proposal(proposal_id, principal=principal, uow_factory=uow_factory)
    return _see_other("/ui/consent?decided=rejected")


@router.get("/login")
async def login_page(
    request: Request,
    uow_factory: UowFactoryDep,
    target: Annotated[str, Query(alias="next", max_length=2000)] = "",
) -> Response:
    if await keys.open_mode(uow_factory=uow_factory):
        return _see_other(safe_next(target))
    return render(request, "login.html", principal=None, next=safe_next(target), error=None)


@router.post("/login")
async def login(
    request: Request, runtime: RuntimeDep, uow_factory: UowFactoryDep, form: FormDep
) -> Response:
    target = safe_next(form.get("next"))
    token = form.get("key", "").strip()
    try:
        if not token:
            raise Unauthorized("Enter an API key.")
        _, value = await sessions.open_session(
            token, uow_factory=uow_factory, cache=runtime.key_cache
        )
    except Unauthorized as refused:
        # The key typed is never echoed back: the form comes back empty.
        return render(
            request, "login.html", principal=None, next=target, error=refused.detail, status=401
        )
    response = _see_other(target)
    start_session(request, response, value)
    return response


@router.post("/logout")
async def logout(request: Request, _: FormDep) -> Response:
    response = _see_other("/ui/login")
    end_session(request, response)
    return response

"""The facts of a conversation turn (`POST /memory` with `messages`, DESIGN §3 step 3).

Who wrote a fact matters twice: a model's extraction is an inference (a change it makes to a
sensitive key needs the user's consent), and model-written text must meet the writing
constraints (`app.services.write.model_text`) before it is stored. The rules extractor reads
only the user's own messages and copies their words: what it finds is the user's statement.
"""

import logging
from dataclasses import replace

from app.enums import EventStatus
from app.errors import ProviderError
from app.providers.base import ExtractedFact, Message
from app.schemas.write import MemoryCreate
from app.services.request import RequestContext
from app.services.write import model_text
from app.telemetry import metrics

log = logging.getLogger(__name__)


async def extract(
    request: MemoryCreate, context: RequestContext, *, dry_run: bool
) -> tuple[list[ExtractedFact], bool, str | None]:
    """The turn's facts, whether a model wrote them (False after a fallback to rules), and
    why the configured extractor was not used when it failed. A fallback is counted and
    recorded as an `extract` event with status `error` (none for a dry run)."""
    assert request.messages is not None
    messages = [Message(m.role.value, m.content) for m in request.messages]
    limit = context.settings.max_extracted_facts
    providers = context.providers
    by_model = providers.extractor is not providers.rules_extractor
    try:
        facts = await providers.extractor.extract(messages, limit=limit)
    except ProviderError as error:
        fallback = f"{providers.extractor.name} failed ({error.detail}); used rules"
        log.warning("extractor %s", fallback)
        metrics.count_provider_failure("extractor", providers.extractor.name)
        if not dry_run:
            async with context.uow_factory(context.principal.tenant_id) as uow:
                uow.events.record(
                    node="hotpath",
                    op="extract",
                    status=EventStatus.error,
                    user_id=request.user_id,
                    thread_id=request.thread_id,
                    meta={"extractor": providers.extractor.name, "fallback": fallback},
                )
        facts = await providers.rules_extractor.extract(messages, limit=limit)
        return facts[:limit], False, fallback
    return facts[:limit], by_model, None


async def constrain(
    facts: list[ExtractedFact],
    request: MemoryCreate,
    context: RequestContext,
    *,
    dry_run: bool,
) -> list[ExtractedFact]:
    """Hold model-written facts to the writing constraints: too long → trimmed, empty →
    dropped.

    Each check is an `events` row (node `hotpath`, op `validate`): status `ok` when the text
    passed as written, `error` when it did not — so the share of `ok` is the first-pass rate
    the spec asks for — and `meta.outcome` says `ok`, `trimmed` (stored shortened) or
    `rejected` (dropped). The meta never holds the text: events outlive a user's erasure.
    """
    settings = context.settings
    written = [
        model_text.validate(
            fact.text,
            max_chars=settings.max_written_chars,
            max_sentences=settings.max_written_sentences,
        )
        for fact in facts
    ]
    if written and not dry_run:
        async with context.uow_factory(context.principal.tenant_id) as uow:
            for check in written:
                uow.events.record(
                    node="hotpath",
                    op="validate",
                    status=EventStatus.ok if check.outcome == "ok" else EventStatus.error,
                    user_id=request.user_id,
                    thread_id=request.thread_id,
                    meta={"outcome": check.outcome, "reason": check.reason},
                )
    return [
        replace(fact, text=check.text)
        for fact, check in zip(facts, written, strict=True)
        if check.outcome != "rejected"
    ]

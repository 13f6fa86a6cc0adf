"""A draft: a validated write request plus everything the pipeline derives from it."""

from dataclasses import dataclass

from app.categories import Categories
from app.config import Settings
from app.enums import Role
from app.errors import InvalidInput, TextTooLong
from app.providers import rules
from app.schemas.write import MemoryCreate
from app.services.read import allowlists
from app.services.write import policy


@dataclass(frozen=True)
class Draft:
    request: MemoryCreate
    text: str
    category: str
    content_hash: str
    confidence: float
    importance: float
    # What the rules read in the text: the attributes of the person it states, and whether it
    # carries a correction or retraction cue (then conflict candidates are searched wider).
    attributes: tuple[str, ...]
    change_cue: bool
    # Not the user's own statement: an agent said it (role assistant/system) or a model
    # extracted it. Such a change to a sensitive key needs the user's consent.
    inferred: bool = False
    # Set when the turn's configured extractor failed and the rules found this fact: why.
    extraction_fallback: str | None = None


def build_draft(
    request: MemoryCreate, settings: Settings, categories: Categories, *, by_model: bool = False
) -> Draft:
    """The draft of a memory request (the request model has made sure it carries `text`).

    This service's own cap on the text (`max_text_chars`, at most the API's ceiling) is checked
    here (`check_draft`) and nowhere else: `TextTooLong` is a 422 for a request, a dropped fact
    for a turn."""
    text = request.text
    assert text is not None
    category = check_draft(request, settings, categories)
    defaults = categories.default_for(request.type)
    return Draft(
        request=request,
        text=text,
        category=category,
        content_hash=policy.content_hash(text),
        confidence=settings.default_confidence
        if request.confidence is None
        else request.confidence,
        importance=defaults.importance if request.importance is None else request.importance,
        attributes=tuple(sorted(rules.attributes(text))),
        change_cue=rules.has_change_cue(text),
        inferred=by_model or request.role in (Role.assistant, Role.system),
    )


def check_draft(request: MemoryCreate, settings: Settings, categories: Categories) -> str:
    """Every refusal `build_draft` can make, without the rules' readings of the text (the
    costly part): a batch learns up front which items are written, and reads their texts
    later. Answers the draft's category."""
    assert request.text is not None
    if len(request.text) > settings.max_text_chars:
        raise TextTooLong(settings.max_text_chars)
    category = request.category or categories.default_for(request.type).category
    if category not in categories.by_name:
        raise InvalidInput(f"Unknown category '{category}'.", field="body.category")
    allowlists.check_write(request.agent, category, categories)
    return category

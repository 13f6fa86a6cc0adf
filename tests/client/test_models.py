"""The client's models hold to the service's contract: each answer schema of the OpenAPI
document has a client model with the same fields, and every answer schema has one."""

from typing import Any

import pytest
from fastapi import FastAPI
from palimpsest_client import models
from pydantic import BaseModel

# The client's model for each answer schema of the OpenAPI document.
TWINS: dict[str, type[BaseModel]] = {
    "MemoryRead": models.Memory,
    "HistoryEventRead": models.HistoryEvent,
    "HistoryRead": models.History,
    "MemoryPage": models.MemoryPage,
    "CandidateRead": models.Candidate,
    "ConsentProposalRef": models.ConsentRef,
    "WriteResult": models.WriteResult,
    "WriteResults": models.WriteResults,
    "BatchResult": models.BatchResult,
    "BatchItemResult": models.BatchItem,
    "Problem": models.Problem,
    "FieldError": models.ProblemField,
    "RelatedRead": models.Related,
    "QueryResult": models.QueryResult,
    "QueryResponse": models.QueryAnswer,
    "ChangeRead": models.Change,
    "ThreadChangesRead": models.ThreadChanges,
    "UserErasure": models.Erasure,
    "ConsentProposalRead": models.ConsentProposal,
    "ConsentPage": models.ConsentPage,
    "ConsentDecisionRead": models.ConsentDecision,
    "CheckpointRead": models.Checkpoint,
    "EventCount": models.EventCount,
    "StatsRead": models.Stats,
    "Health": models.Health,
    "Readiness": models.Readiness,
}


def _refs(node: Any) -> set[str]:
    if isinstance(node, dict):
        found = {node["$ref"].rsplit("/", 1)[1]} if "$ref" in node else set()
        return found.union(*(_refs(value) for value in node.values()))
    if isinstance(node, list):
        return set().union(*(_refs(item) for item in node))
    return set()


def _answer_models(document: dict[str, Any]) -> set[str]:
    """Object schemas reachable from a 2xx answer of any operation."""
    schemas = document["components"]["schemas"]
    pending = {
        name
        for operations in document["paths"].values()
        for operation in operations.values()
        for status, response in operation["responses"].items()
        if status.startswith("2")
        for name in _refs(response)
    }
    seen: set[str] = set()
    while pending:
        name = pending.pop()
        if name not in seen:
            seen.add(name)
            pending |= _refs(schemas[name]) - seen
    return {name for name in seen if schemas[name].get("type") == "object"}


def test_every_answer_schema_has_a_client_model(app: FastAPI) -> None:
    assert _answer_models(app.openapi()) == set(TWINS)


@pytest.mark.parametrize("schema", sorted(TWINS))
def test_a_client_model_has_the_fields_of_its_schema(app: FastAPI, schema: str) -> None:
    published = app.openapi()["components"]["schemas"][schema]
    model = TWINS[schema]
    assert set(model.model_fields) == set(published["properties"])
    required = {name for name, field in model.model_fields.items() if field.is_required()}
    # A field the service always sends is one the client may require, and only those.
    assert required <= set(published.get("required", [])), schema

"""The OpenAPI document is part of the product: it must describe what is really sent."""

from typing import Any

import httpx


async def _spec(client: httpx.AsyncClient) -> dict[str, Any]:
    response = await client.get("/openapi.json")
    assert response.status_code == 200
    spec: dict[str, Any] = response.json()
    return spec


async def test_every_error_response_is_a_problem_document(client: httpx.AsyncClient) -> None:
    spec = await _spec(client)
    errors = [
        (path, method, status, response)
        for path, operations in spec["paths"].items()
        for method, operation in operations.items()
        for status, response in operation["responses"].items()
        if status[0] in "45"
    ]
    assert errors
    for path, method, status, response in errors:
        assert list(response["content"]) == ["application/problem+json"], (path, method, status)
        assert response["content"]["application/problem+json"]["schema"]["$ref"].endswith(
            "/Problem"
        )
    assert "HTTPValidationError" not in str(spec)


async def test_every_route_has_a_summary_and_a_description(client: httpx.AsyncClient) -> None:
    spec = await _spec(client)
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            assert operation.get("summary"), (path, method)
            assert operation.get("description"), (path, method)


async def test_request_and_response_models_carry_examples(client: httpx.AsyncClient) -> None:
    schemas = (await _spec(client))["components"]["schemas"]
    for name in ("MemoryCreate", "MemoryRead", "WriteResult", "HistoryRead", "MemoryPage"):
        assert schemas[name].get("examples"), name


async def test_the_documented_write_example_is_accepted(client: httpx.AsyncClient) -> None:
    example = (await _spec(client))["components"]["schemas"]["MemoryCreate"]["examples"][0]
    response = await client.post("/memory", json=example)
    assert response.status_code == 201, response.text

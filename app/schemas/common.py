"""Shared pieces of the API contract: problems, constrained strings, JSON values."""

import json
import math
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    GetJsonSchemaHandler,
    StringConstraints,
    ValidationError,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, InitErrorDetails, PydanticCustomError

MAX_JSON_BYTES = 16_384


def _no_control_chars(value: str) -> str:
    if any(ord(ch) < 0x20 for ch in value):
        raise ValueError("must not contain control characters")
    return value


def no_nul(value: str) -> str:
    if "\x00" in value:
        raise ValueError("must not contain NUL characters")
    return value


def field_error(field: str, value: object, message: str) -> ValidationError:
    """For a model validator: an error located at `field`, not at the whole body, so that the
    422 names the field as a field validator's would."""
    details = InitErrorDetails(
        type=PydanticCustomError("invalid_combination", message), loc=(field,), input=value
    )
    return ValidationError.from_exception_data("ValidationError", [details])


def _storable_json(value: Any) -> Any:
    """PostgreSQL's jsonb holds neither NaN/Infinity nor NUL characters; refuse them up front."""

    def walk(node: Any) -> None:
        if isinstance(node, float) and not math.isfinite(node):
            raise ValueError("numbers must be finite (no NaN or Infinity)")
        if isinstance(node, str):
            no_nul(node)
        elif isinstance(node, dict):
            for key, item in node.items():
                no_nul(key)
                walk(item)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(value)
    if len(json.dumps(value, ensure_ascii=False).encode()) > MAX_JSON_BYTES:
        raise ValueError(f"must serialise to at most {MAX_JSON_BYTES} bytes")
    return value


# What `strip_whitespace` strips (Unicode White_Space): a value of only these is empty.
_SPACE = r"\t\n\x0b\x0c\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
# No control characters, and something left once trimmed.
PRINTABLE_PATTERN = rf"^[^\x00-\x1f]*[^\x00-\x1f{_SPACE}][^\x00-\x1f]*$"
# No NUL (PostgreSQL text cannot hold it), and something left once trimmed.
TEXT_PATTERN = rf"^[^\x00]*[^\x00{_SPACE}][^\x00]*$"
# An id in a path, matched as given: no control characters (NUL included: PostgreSQL
# cannot compare text holding one).
PATH_ID_PATTERN = r"^[^\x00-\x1f]+$"


@dataclass(frozen=True)
class Documented:
    """Puts in the OpenAPI document, as a `pattern`, what a validator checks, so clients and
    contract tests know which strings are accepted. The validator stays the judge (and keeps
    its clearer error message)."""

    pattern: str

    def __get_pydantic_json_schema__(
        self, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        return {**handler(core_schema), "pattern": self.pattern}


# An identifier chosen by the caller (user_id, thread_id, …): printable, bounded.
Identifier = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=200),
    AfterValidator(_no_control_chars),
    Documented(PRINTABLE_PATTERN),
]
Tag = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=64),
    AfterValidator(_no_control_chars),
    Documented(PRINTABLE_PATTERN),
]
JsonValue = Annotated[Any, AfterValidator(_storable_json)]
JsonObject = Annotated[dict[str, Any], AfterValidator(_storable_json)]
Unit = Annotated[float, Field(ge=0, le=1, allow_inf_nan=False)]


class FieldError(BaseModel):
    field: str = Field(description="Where the problem is, e.g. `body.confidence`.")
    message: str


class Problem(BaseModel):
    """An RFC 9457 problem document (`application/problem+json`)."""

    model_config = ConfigDict(
        json_schema_extra={
            "example": {
                "type": "urn:palimpsest:problem:validation-error",
                "title": "Invalid input",
                "status": 422,
                "detail": "body.confidence: Input should be less than or equal to 1",
                "instance": "/memory",
                "errors": [
                    {
                        "field": "body.confidence",
                        "message": "Input should be less than or equal to 1",
                    }
                ],
            }
        }
    )

    type: str
    title: str
    status: int
    detail: str
    instance: str | None = None
    errors: list[FieldError] | None = None

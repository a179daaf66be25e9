"""OpenAPI post-processing: the answers any endpoint can give, from the site's layers rather than
from its view (throttle, the URI limit of the server in front, the body limits)."""

from __future__ import annotations

from typing import Any

ERROR = {
    "type": "object",
    "properties": {"error": {"type": "object", "additionalProperties": True}},
    "required": ["error"],
}
JSON_ERROR = {"application/json": {"schema": ERROR}}
TEXT = {"text/html": {"schema": {"type": "string"}}}

EVERY_OPERATION = {
    "429": {
        "description": "Too many requests from this client: the throttle's limit was reached "
        "(Retry-After says when to try again).",
        "content": JSON_ERROR,
        "headers": {"Retry-After": {"schema": {"type": "integer"}}},
    },
    "414": {
        "description": "The URI is longer than the server accepts (answered by the server in "
        "front of the site).",
        "content": TEXT,
    },
    "503": {
        "description": "A service the site needs (its database, or for saved scenarios the "
        "shared cache holding the daily budgets) does not answer: nothing was changed; try "
        "again after Retry-After seconds.",
        "content": JSON_ERROR,
        "headers": {"Retry-After": {"schema": {"type": "integer"}}},
    },
}
WITH_BODY = {
    "413": {
        "description": "The request body is larger than the endpoint or the server accepts.",
        "content": JSON_ERROR,
    },
    "411": {
        "description": "A chunked body without Content-Length: send the body with its length.",
        "content": JSON_ERROR,
    },
}


def add_server_statuses(result: dict[str, Any], generator: Any, **kwargs: Any) -> dict[str, Any]:
    """drf-spectacular POSTPROCESSING_HOOKS entry: adds, where missing, 429, 414 and 503 to
    every operation, and 413 and 411 to every operation taking a body."""
    for operations in result.get("paths", {}).values():
        for method, operation in operations.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            answers = operation["responses"]
            extra = dict(EVERY_OPERATION)
            if method in ("post", "put", "patch"):
                extra.update(WITH_BODY)
            for code, answer in extra.items():
                answers.setdefault(code, answer)
    return result

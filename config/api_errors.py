"""One shape for every API error: ``{"detail": "...", "problems": [{"path", "line", "column", "message"}]}``.

``detail`` says what is wrong in a sentence; ``problems`` lists each wrong input by its path in the request
(``cards[0].section``; ``""`` for the body as a whole), with a line and column where the input is text that
has them (a scenario), else null. An error about no input (403, 404, 429) has an empty list. The question
API's scenario problems were the model; DRF's own errors come through ``exception_handler`` (REST_FRAMEWORK's
EXCEPTION_HANDLER), the views' own refusals through ``error_response``.
"""

from __future__ import annotations

from collections.abc import Iterator

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from rest_framework.exceptions import APIException, ValidationError
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import exception_handler as drf_exception_handler


def problem(path: str, message: str, line: int | None = None, column: int | None = None) -> dict:
    return {"path": printable(path), "line": line, "column": column, "message": printable(message)}


def printable(text) -> str:
    """Text that can be encoded: a lone surrogate quoted back from the input ("'\\ud800' is not a valid
    choice") would make the JSON renderer fail, a 500, so it is written as its escape."""
    return str(text).encode("utf-8", "backslashreplace").decode("utf-8")


def error_response(
    detail: str, problems: list[dict] | tuple = (), status: int = 400, headers=None, **extra
) -> Response:
    body = {"detail": printable(detail), "problems": list(problems), **extra}
    return Response(body, status=status, headers=headers)


def field_error(path: str, message: str, status: int = 400) -> Response:
    """A refusal of one input: the detail names it, the problem points at it."""
    return error_response(f"{path}: {message}" if path else message, [problem(path, message)], status)


def serializer_problems(errors) -> list[dict]:
    """DRF's nested errors (dicts by field, lists by item, ListField's dicts by index) as flat problems."""
    return [problem(path, message) for path, message in _flatten(errors, "")]


def problems_response(problems: list[dict], status: int = 400) -> Response:
    first = problems[0] if problems else problem("", "The request is not valid.")
    detail = f"{first['path']}: {first['message']}" if first["path"] else first["message"]
    return error_response(detail, problems, status)


def _flatten(errors, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(errors, dict):
        for key, value in errors.items():
            yield from _flatten(value, path if key == api_settings.NON_FIELD_ERRORS_KEY else _join(path, key))
    elif isinstance(errors, list | tuple):
        for index, item in enumerate(errors):
            yield from _flatten(item, path) if isinstance(item, str) else _flatten(item, _join(path, index))
    else:
        yield path, str(errors)


def _join(path: str, key) -> str:
    if isinstance(key, int) or (isinstance(key, str) and key.isdigit()):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


class BodyTooLarge(APIException):
    status_code = 413
    default_code = "too_large"


def exception_handler(exc, context) -> Response | None:
    if isinstance(exc, RequestDataTooBig):  # Django's own limit, met while DRF reads the body: not a 400 page
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        exc = BodyTooLarge(f"The request body is over {limit:,} bytes, the most the site reads.")
    response = drf_exception_handler(exc, context)
    if response is None:  # not an API error: Django's 500 handling
        return None
    if isinstance(exc, ValidationError):
        response.data = problems_response(serializer_problems(exc.detail), response.status_code).data
    else:  # 401, 403, 404, 405, 415, 429, a parse error: about the request, not one input
        messages = [message for _, message in _flatten(getattr(exc, "detail", response.data), "")]
        detail = printable(messages[0]) if messages else "The request failed."
        response.data = {"detail": detail, "problems": []}
    return response

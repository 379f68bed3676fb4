"""The API's JSON parser (REST_FRAMEWORK's DEFAULT_PARSER_CLASSES): DRF's, with the limits of
``config.jsonguard`` checked before the body is parsed, so no body can raise past DRF as a 500."""

from __future__ import annotations

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser, get_encoding
from rest_framework.utils import json

from .jsonguard import JSONLimitError, json_check


class GuardedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        encoding = get_encoding(parser_context or {})
        try:
            text = stream.read().decode(encoding)
        except UnicodeDecodeError as exc:
            raise ParseError(f"The body is not {encoding} text (byte {exc.start} cannot be read).") from None
        try:
            json_check(text)
        except JSONLimitError as exc:
            raise ParseError(str(exc)) from None
        parse_constant = json.strict_constant if self.strict else None
        try:
            return json.loads(text, parse_constant=parse_constant)
        except ValueError as exc:
            raise ParseError(f"JSON parse error - {exc}") from None

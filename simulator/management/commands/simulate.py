"""`manage.py simulate FILE` (or `-` for stdin): resolve a board and print the result as JSON.

A malformed board prints {"error": {"field": ..., "message": ..., "message_fr": ...}} (the
engine's error, in English and French) and exits with status 2.
"""

from __future__ import annotations

import errno
import json
import sys
from pathlib import Path

from django.core.management.base import BaseCommand

from simulator.engine import MAX_INPUT_BYTES, BoardError, parse_board_json
from simulator.engine import error_messages as E
from simulator.services import simulate_board


class BoardCommand(BaseCommand):
    """Read a board (a file or stdin), answer it as JSON; a BoardError prints the error JSON and
    exits with status 2. Subclasses say what the answer is (`answer`)."""

    help = "Resolve the Conquest phase and the end of the turn of a Smash Up board (JSON)."

    def answer(self, data: object) -> dict:
        return simulate_board(data)  # type: ignore[arg-type]

    def add_arguments(self, parser) -> None:
        parser.add_argument("file", help="The board as a JSON file, or - to read stdin.")
        parser.add_argument(
            "--compact", action="store_true", help="Print the JSON on one line (no indentation)."
        )

    def handle(self, *args, **options) -> None:
        indent = None if options["compact"] else 2
        try:
            raw = self._read(options["file"])
            result = self.answer(parse_board_json(raw))
        except BoardError as exc:
            self.stdout.write(json.dumps(exc.as_dict(), ensure_ascii=False, indent=indent))
            sys.exit(2)
        self.stdout.write(json.dumps(result, ensure_ascii=False, indent=indent))

    def _read(self, name: str) -> bytes:
        try:
            if name == "-":
                stream = getattr(sys.stdin, "buffer", None)
                data = stream.read(MAX_INPUT_BYTES + 1) if stream else sys.stdin.read().encode()
            else:
                with Path(name).open("rb") as handle:
                    data = handle.read(MAX_INPUT_BYTES + 1)
        except OSError as exc:
            shown = name.encode("utf-8", "backslashreplace").decode("utf-8")
            raise BoardError("", *E.CANNOT_READ(name=shown, reason=_reason(exc))) from None
        return data


class Command(BoardCommand):
    pass


# The usual reasons a file cannot be read, in both languages (the system's text is English).
_REASONS = {
    errno.ENOENT: E.FILE_NOT_FOUND,
    errno.EACCES: E.FILE_FORBIDDEN,
    errno.EISDIR: E.FILE_IS_DIRECTORY,
}


def _reason(exc: OSError) -> E.Loc | str:
    message = _REASONS.get(exc.errno)
    if message is not None:
        return message()
    return exc.strerror or str(exc)

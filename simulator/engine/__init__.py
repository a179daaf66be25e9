"""The Smash Up scoring engine: plain Python, no Django import anywhere in this package.

simulate(board, base_lookup=None, card_lookup=None) -> dict   the JSON contract (api.py);
                                              card abilities: cards/registry.py
advise(board, base_lookup=None, card_lookup=None) -> dict     the best plays of the active
                                              player's hand (advisor.py, issue 29)
parse_board_json(raw) -> dict                 size limit (MAX_INPUT_BYTES) and JSON syntax
BoardError                                    .field, .message, .message_fr, .as_dict()

Every text of the result is written in English and French from one catalog (messages.py): a log
entry has "message" (its id), "text" and "text_fr"; reasons and summaries have "_fr" siblings.
A BoardError's message and message_fr come from error_messages.py.
"""

from .advisor import advise
from .api import simulate
from .errors import BoardError
from .parse import MAX_INPUT_BYTES, parse_board_json

__all__ = ["MAX_INPUT_BYTES", "BoardError", "advise", "parse_board_json", "simulate"]

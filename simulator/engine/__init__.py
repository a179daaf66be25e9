"""The Smash Up scoring engine: plain Python, no Django import anywhere in this package.

simulate(board, base_lookup=None) -> dict     the JSON contract (see simulator/engine/api.py)
parse_board_json(raw) -> dict                 size limit (MAX_INPUT_BYTES) and JSON syntax
BoardError                                    .field, .message, .as_dict()
"""

from .api import simulate
from .errors import BoardError
from .parse import MAX_INPUT_BYTES, parse_board_json

__all__ = ["MAX_INPUT_BYTES", "BoardError", "parse_board_json", "simulate"]

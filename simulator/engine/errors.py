"""The one error the engine raises for a bad board: it names the offending field."""


class BoardError(ValueError):
    """A malformed or impossible board.

    `field` is a path into the input document (``bases[0].cards[2].power``), or "" when the
    whole document is at fault (not JSON, too large, not an object).
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field
        self.message = message

    def as_dict(self) -> dict:
        return {"error": {"field": self.field, "message": self.message}}

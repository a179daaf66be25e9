"""The one error the engine raises for a bad board: it names the offending field."""


class BoardError(ValueError):
    """A malformed or impossible board.

    `field` is a path into the input document (``bases[0].cards[2].power``), or "" when the
    whole document is at fault (not JSON, too large, not an object). `message` says what is
    wrong in English and `message_fr` in French; both come from the catalog of
    error_messages.py: ``BoardError(field, *E.NOT_INTEGER(kind=...))``.
    """

    def __init__(self, field: str, message: str, message_fr: str) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field
        self.message = message
        self.message_fr = message_fr

    def as_dict(self) -> dict:
        return {
            "error": {"field": self.field, "message": self.message, "message_fr": self.message_fr}
        }

"""Keywords parsed from the English text of a card or a base.

Patterns (case-sensitive where the cards capitalise the keyword):
- talent / special / ongoing: the keyword followed by a colon ("Talent:", "Special:",
  "Ongoing:"), anywhere in the text (a card may have several abilities).
- extra-play: "extra" followed by minion, action, card, play, character or turn ("play an
  extra action", "as an extra minion", "two extra actions").
- play-on-base: a sentence starting "Play on a base" or "Play on this base" (the card is
  attached to a base), or "Base modifier." (the Marvel and Disney wording); mentions such as
  "a play-on-base action" do not count.
- play-on-minion: a sentence starting "Play on" followed by words ending with minion or
  character ("Play on a minion", "Play on your minion", "Play on another player's minion"),
  or "Character modifier." (Marvel and Disney).
- before-scoring / after-scoring / when-scoring: "before", "after" or "when" followed by
  "a/this/the/that/each/it ... base scores/is scored", "it scores", or "a base where ...
  scores" (case-insensitive).
"""

from __future__ import annotations

import re

KEYWORD_SLUGS = (
    "talent",
    "special",
    "ongoing",
    "extra-play",
    "play-on-base",
    "play-on-minion",
    "before-scoring",
    "after-scoring",
    "when-scoring",
)

_SENTENCE_START = r"(?:^|(?<=[.:!?\-–—])\s*|\n)\s*"
_BASE_SCORES = (
    r"(?:(?:a|this|the|that|each|its|your|another|any)\s+)?(?:[\w’']+\s+){0,2}?"
    r"base\s+(?:is\s+)?score[sd]\b|\bit\s+scores\b"
    r"|(?:a|the|this)\s+base\s+(?:where|in\s+which|that)\b[^.:]{0,60}?\bscores\b"
)

PATTERNS: dict[str, re.Pattern[str]] = {
    "talent": re.compile(r"\bTalent\s*:"),
    "special": re.compile(r"\bSpecial\s*:"),
    "ongoing": re.compile(r"\bOngoing\s*:"),
    "extra-play": re.compile(
        r"\bextra\s+(?:[\w’'-]+\s+){0,3}?(?:minions?|actions?|cards?|plays?|characters?|turns?)\b",
        re.IGNORECASE,
    ),
    "play-on-base": re.compile(
        _SENTENCE_START + r"(?:Play\s+on\s+(?:a|this|that)\s+base\b|Base\s+modifier\.)"
    ),
    "play-on-minion": re.compile(
        _SENTENCE_START
        + r"(?:Play\s+on\s+(?:[\w’'-]+\s+){0,4}?(?:minions?|characters?)\b|Character\s+modifier\.)"
    ),
    "before-scoring": re.compile(r"\bbefore\s+(?:" + _BASE_SCORES + r")", re.IGNORECASE),
    "after-scoring": re.compile(r"\bafter\s+(?:" + _BASE_SCORES + r")", re.IGNORECASE),
    "when-scoring": re.compile(r"\bwhen\s+(?:" + _BASE_SCORES + r")", re.IGNORECASE),
}


def parse_keywords(text: str) -> set[str]:
    """The keyword slugs whose pattern occurs in `text` (English)."""
    if not text:
        return set()
    return {slug for slug, pattern in PATTERNS.items() if pattern.search(text)}

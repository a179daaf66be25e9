"""Extension points shared by the apps, so that none has to import another (developers' guide).

Card annotations: an app adds what it knows about a catalog card to the catalog's card page and
card API, without the catalog importing it. The simulator registers its card-ability status
here in its AppConfig.ready(); the catalog calls `card_annotations()` and shows what comes back.

Each annotation fills a slot, a fixed key of the card API. The slots are declared here, not by
the providers, so that the API's shape does not depend on which apps are installed: a slot
with no provider (or a card its provider does not know) is null.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

SIMULATOR = "simulator"
CARD_SLOTS: tuple[str, ...] = (SIMULATOR,)


@dataclass(frozen=True)
class AnnotationPart:
    """A further status a provider gives of one card under its own key of the slot (the
    simulator's "play": what the card does when it is played, issue 27)."""

    key: str  # its key in the slot's JSON object
    title: str  # its heading on a card page
    title_fr: str
    status: str
    label: str  # the status in words, for a page
    label_fr: str
    summary: str
    summary_fr: str
    reason: str = ""
    reason_fr: str = ""

    def as_json(self) -> dict[str, str]:
        """The part's JSON: the reason keys only when there is a reason (issue 27)."""
        found = {"status": self.status, "summary": self.summary, "summary_fr": self.summary_fr}
        if self.reason:
            found.update(reason=self.reason, reason_fr=self.reason_fr)
        return found


@dataclass(frozen=True)
class CardAnnotation:
    """What a provider says of one card: a status and its notes, in English and French, and
    any further parts (each under its own key)."""

    status: str
    label: str  # the status in words, for a page
    label_fr: str
    summary: str
    summary_fr: str
    reason: str = ""
    reason_fr: str = ""
    parts: tuple[AnnotationPart, ...] = ()

    def as_json(self) -> dict[str, str | dict[str, str] | None]:
        """The card API's value of the slot (a missing reason is null), then its parts."""
        found: dict[str, str | dict[str, str] | None] = {
            "status": self.status,
            "summary": self.summary,
            "summary_fr": self.summary_fr,
            "reason": self.reason or None,
            "reason_fr": self.reason_fr or None,
        }
        for part in self.parts:
            found[part.key] = part.as_json()
        return found


# (faction slug, card slug, printing) -> the annotation, or None for a card the provider
# does not know.
CardAnnotator = Callable[[str, str, str], CardAnnotation | None]


@dataclass(frozen=True)
class CardAnnotationProvider:
    slot: str
    title: str  # the heading of the section a card page gives it
    title_fr: str
    annotate: CardAnnotator
    # Changes whenever what `annotate` says may change: it names what outlives a process
    # (the catalog's bulk files), which must not keep the annotations of an older deployment.
    version: str
    # A page saying more (e.g. the simulator's coverage table), in the active language, and
    # the text of the link to it.
    more_url: Callable[[], str] | None = None
    more_text: str = ""
    more_text_fr: str = ""


@dataclass(frozen=True)
class ShownPart:
    """One part of an annotation as a page shows it, in the page's language."""

    key: str
    title: str
    status: str
    label: str
    summary: str
    reason: str


@dataclass(frozen=True)
class ShownAnnotation:
    """One annotation as a page shows it, in the page's language."""

    slot: str
    title: str
    status: str
    label: str
    summary: str
    reason: str
    more_url: str | None
    more_text: str
    parts: tuple[ShownPart, ...] = ()


_PROVIDERS: dict[str, CardAnnotationProvider] = {}


def register_card_annotations(provider: CardAnnotationProvider) -> None:
    """Fill a slot; registering it again replaces the provider (ready() may run twice)."""
    if provider.slot not in CARD_SLOTS:
        raise ValueError(f"unknown card annotation slot {provider.slot!r}; add it to CARD_SLOTS")
    _PROVIDERS[provider.slot] = provider


def unregister_card_annotations(slot: str) -> None:
    _PROVIDERS.pop(slot, None)


def card_annotation_provider(slot: str) -> CardAnnotationProvider | None:
    return _PROVIDERS.get(slot)


def card_annotations(faction: str, card: str, printing: str) -> dict[str, CardAnnotation | None]:
    """Every slot's annotation of the card (None where nobody knows it)."""
    found: dict[str, CardAnnotation | None] = {}
    for slot in CARD_SLOTS:
        provider = _PROVIDERS.get(slot)
        found[slot] = provider.annotate(faction, card, printing) if provider else None
    return found


def card_annotations_json(faction: str, card: str, printing: str) -> dict[str, dict | None]:
    """The card API's keys: one per slot, null where nobody knows the card."""
    return {
        slot: annotation.as_json() if annotation is not None else None
        for slot, annotation in card_annotations(faction, card, printing).items()
    }


def shown_card_annotations(
    faction: str, card: str, printing: str, lang: str
) -> list[ShownAnnotation]:
    """The annotations a card page shows, in `lang` ("fr" or English)."""
    shown = []
    french = lang == "fr"
    for slot, annotation in card_annotations(faction, card, printing).items():
        provider = _PROVIDERS.get(slot)
        if provider is None or annotation is None:
            continue
        shown.append(
            ShownAnnotation(
                slot=slot,
                title=provider.title_fr if french else provider.title,
                status=annotation.status,
                label=annotation.label_fr if french else annotation.label,
                summary=annotation.summary_fr if french else annotation.summary,
                reason=annotation.reason_fr if french else annotation.reason,
                more_url=provider.more_url() if provider.more_url else None,
                more_text=provider.more_text_fr if french else provider.more_text,
                parts=tuple(
                    ShownPart(
                        key=part.key,
                        title=part.title_fr if french else part.title,
                        status=part.status,
                        label=part.label_fr if french else part.label,
                        summary=part.summary_fr if french else part.summary,
                        reason=part.reason_fr if french else part.reason,
                    )
                    for part in annotation.parts
                ),
            )
        )
    return shown


def card_annotations_version() -> str:
    """A digest of the registered providers' versions ("" when there is none)."""
    if not _PROVIDERS:
        return ""
    parts = "\n".join(f"{slot}={_PROVIDERS[slot].version}" for slot in sorted(_PROVIDERS))
    return hashlib.blake2b(parts.encode("utf-8"), digest_size=6).hexdigest()

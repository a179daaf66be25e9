"""The entries whose scoring-window hooks (before_scoring, after_scoring, scoring_vp,
award_vp) are the card's printed Special: the engine uses that Special by itself in the window,
so cards that react to a Special being used (the on_special_used hook: Black Trooper) hear of
it when the hook changed something (a card, VP, Madness). Read once at import
(registry.mark_window_specials): (key, printing) of the printing whose text holds that Special.
No entry is registered here."""

from __future__ import annotations

WINDOW_SPECIALS: tuple[tuple[str, str], ...] = (
    ("mega-troopers/beta-6", "original"),
    ("mega-troopers/beta-6", "pod"),
    ("mega-troopers/blue-trooper", "original"),
    ("mega-troopers/blue-trooper", "pod"),
    ("mega-troopers/megabot", "pod"),
    ("mega-troopers/yellow-trooper", "original"),
    ("mega-troopers/yellow-trooper", "pod"),
    ("aliens/scout", "original"),
    ("pirates/first-mate", "original"),
    ("pirates/pirate-king", "original"),
    ("pirates/the-kraken", "pod"),
    ("tricksters/gnome", "pod"),
    ("elder-things/dunwich-horror", "pod"),
    ("minions-of-cthulhu/cthulhus-chosen", "original"),
    ("russian-fairy-tales/finist-the-falcon", "original"),
    ("wraithrustlers/funkman", "original"),
    ("luchadors/capa-roja", "original"),
    ("sharks/megalodon", "original"),
    ("tornados/dust-devil", "original"),
    ("masters-of-evil/a-portent-of-doom", "original"),
    ("big-hero-6/yokai", "original"),
    ("big-hero-6/baymax", "original"),
    ("the-nightmare-before-christmas/zero", "original"),
    ("the-nightmare-before-christmas/zombie-duck-toy", "original"),
    ("werewolves/loup-garou", "original"),
    ("werewolves/pack-alpha", "original"),
    ("clerics/deep-friar", "original"),
    ("mages/happy-zapper", "original"),
    ("thieves/fence", "pod"),
    ("cowboys/sheriff", "original"),
    ("world-champs/sheriff", "original"),
    ("cyborg-apes/flying-monkey", "original"),
    ("knights-of-the-round-table/galahad", "original"),
    ("knights-of-the-round-table/excalibur", "original"),
    ("slashers/mickey", "original"),
    ("mermaids/shipwreck-cove", "original"),
    ("vigilantes/death-wisher", "pod"),
    ("super-spies/mole", "pod"),
)

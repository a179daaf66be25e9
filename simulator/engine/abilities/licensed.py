"""Marvel and Disney bases (original printing only): neither their texts nor (for Marvel) their
stats are in the data."""

from __future__ import annotations

from ..model import ORIGINAL
from .base import not_simulated, register

MARVEL = (
    "Avengers Tower",
    "Stark's Lab",
    "Hydra Lab",
    "Ichor Base",
    "Hala",
    "Kree-Lar",
    "Castle Zemo",
    "Symkaria",
    "Helicarrier",
    "S.H.I.E.L.D. Base",
    "Downtown",
    "New York Landmark",
    "Manhattan",
    "The Daily Bugle",
    "Exo-Space",
    "The Triskelion",
)
DISNEY = (
    "Agrabah Bazaar",
    "Sultan's Palace",
    "Enchanted Castle",
    "Gaston's Tavern",
    "Krei Tech",
    "SFIT Robotics Lab",
    "Arendelle",
    "Ice Palace",
    "Forbidden City",
    "Training Camp",
    "Jungle Paradise",
    "Pride Rock",
    "Halloween Town",
    "Spiral Hill",
    "The Dump",
    "The Power Strip",
)


def _slug(name: str) -> str:
    from ..slugs import slugify

    return slugify(name)


register(
    *(
        not_simulated(
            _slug(name),
            "Smash Up: Marvel base.",
            "the ability text is not in the data",
            box="Smash Up: Marvel",
            printing=ORIGINAL,
        )
        for name in MARVEL
    ),
    *(
        not_simulated(
            _slug(name),
            "Smash Up: Disney Edition base.",
            "the ability text is not in the data",
            box="Smash Up: Disney Edition",
            printing=ORIGINAL,
        )
        for name in DISNEY
    ),
)

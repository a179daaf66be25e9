"""Base abilities, one module per box; see base.py for the registry and its three statuses."""

from . import (  # noqa: F401  (each module registers its bases)
    awesome_level_9000,
    big_in_japan,
    bigger_geekier_box,
    cease_and_desist,
    core,
    cthulhu,
    culture_shock,
    excellent_movies_dudes,
    half_the_battle,
    international_incident,
    its_your_fault,
    licensed,
    monster_smash,
    munchkin,
    oops_you_did_it_again,
    pretty_pretty_smash_up,
    science_fiction_double_feature,
    small_boxes,
    tenth_anniversary,
    that_70s_expansion,
    what_were_we_thinking,
)
from .base import MODELLED, NO_EFFECT, NOT_SIMULATED, STATUSES, Ability, lookup, registered
from .coverage import coverage, coverage_counts

__all__ = [
    "MODELLED",
    "NO_EFFECT",
    "NOT_SIMULATED",
    "STATUSES",
    "Ability",
    "coverage",
    "coverage_counts",
    "lookup",
    "registered",
]

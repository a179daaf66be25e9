"""The French rulebooks in RULEBOOK_DIR: the rules reference cites them (booklet and page) and
the catalog quotes the card texts some of them print. Shared here so that neither app imports
the other for it.
"""

from django.db import models
from django.utils.translation import gettext_lazy as _


class Booklet(models.TextChoices):
    """The French rulebooks in RULEBOOK_DIR, oldest first; the Geek box booklet is the latest."""

    CORE = "core", _("Core set rulebook")
    MONSTER_SMASH = "monster-smash", _("Monster Smash rulebook")
    WHAT_WERE_WE_THINKING = "what-were-we-thinking", _("What Were We Thinking? rulebook")
    GEEK = "geek", _("Bigger Geekier Box all-rules booklet")


BOOKLET_FILES: dict[str, str] = {
    Booklet.CORE: "regles-jeu-de-base.txt",
    Booklet.MONSTER_SMASH: "regles-monstres-sacres.txt",
    Booklet.WHAT_WERE_WE_THINKING: "regles-conflit-de-generations.txt",
    Booklet.GEEK: "regles-enorme-boite-pour-geek-p1-8.txt",
}

BOOKLET_TITLES_FR: dict[str, str] = {
    Booklet.CORE: "Smash Up — règles du jeu de base",
    Booklet.MONSTER_SMASH: "Smash Up : Monstres Sacrés",
    Booklet.WHAT_WERE_WE_THINKING: "Smash Up : Conflit de Générations",
    Booklet.GEEK: "L'Énorme Boîte pour Geek — le livret de règles",
}

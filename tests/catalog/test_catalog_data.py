"""The imported catalog, checked against the real source data (imported once per session by
tests/conftest.py). Expected numbers come from the issue's targets or are recomputed from the
source files, never copied from the database."""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path

import pytest
from django.conf import settings
from django.db.models import Sum

from catalog.importer.keywords import parse_keywords
from catalog.importer.run import FIXTURES_DIR
from catalog.models import (
    Base,
    Box,
    Card,
    CatalogImport,
    Clarification,
    Erratum,
    Faction,
    FactionBox,
    Keyword,
    SpecialCard,
)
from smashup_site.text import normalize

pytestmark = pytest.mark.django_db

SOURCE = Path(settings.CATALOG_SOURCE_DIR)
FIXTURES = FIXTURES_DIR


def _pod_catalog() -> dict:
    return json.loads((SOURCE / "official-wiki-pod/smashup-catalog.json").read_text("utf-8"))


def _base(printing: str, slug: str) -> Base:
    return Base.objects.select_related("counterpart", "box", "faction").get(
        printing=printing, slug=slug
    )


def _card(faction: str, printing: str, slug: str) -> Card:
    return Card.objects.select_related("counterpart").get(
        faction__slug=faction, printing=printing, slug=slug
    )


# -- boxes and factions -------------------------------------------------------------------


def test_thirty_boxes_the_27_source_sets_and_the_3_first_release_boxes():
    sets = {f["set"] for f in _pod_catalog()["factions"]}
    assert len(sets) == 27
    boxes = list(Box.objects.all())
    assert len(boxes) == 30
    named_after_a_set = [b for b in boxes if set(b.source_name.split("; ")) & sets]
    assert len(named_after_a_set) == 27
    others = {b.slug for b in boxes} - {b.slug for b in named_after_a_set}
    assert others == {"the-big-geeky-box", "all-stars-event-kit", "sheep-promo"}
    assert [b.release_order for b in boxes] == sorted(b.release_order for b in boxes)
    assert Box.objects.get(slug="core-set").kind == "core"


def test_first_release_boxes_of_the_reissued_factions():
    first = {
        fb.faction.slug: fb.box.slug
        for fb in FactionBox.objects.filter(first_release=True).select_related("faction", "box")
    }
    assert first["sheep"] == "sheep-promo"
    assert first["smash-up-all-stars"] == "all-stars-event-kit"
    assert first["geeks"] == "the-big-geeky-box"
    assert first["aliens"] == "core-set"
    assert len(first) == Faction.objects.count() == 106
    reissues = FactionBox.objects.filter(first_release=False).values_list(
        "faction__slug", "box__slug"
    )
    assert set(reissues) == {
        ("sheep", "10th-anniversary"),
        ("smash-up-all-stars", "the-bigger-geekier-box"),
        ("geeks", "the-bigger-geekier-box"),
    }


def test_each_faction_has_20_cards_in_each_printing_it_exists_in():
    totals = (
        Card.objects.exclude(card_type="titan")
        .values("faction__slug", "printing")
        .annotate(total=Sum("copies"))
    )
    per_printing = Counter(row["printing"] for row in totals)
    assert per_printing == {"original": 106, "pod": 90}
    assert {row["total"] for row in totals} == {20}


def test_titans_are_pod_cards_outside_the_twenty():
    titans = Card.objects.filter(card_type="titan")
    assert titans.count() == 32
    assert set(titans.values_list("printing", flat=True)) == {"pod"}


def test_marvel_and_disney_cards_are_original_only_and_characters_are_minions():
    licensed = Faction.objects.filter(
        faction_boxes__box__slug__in=["smash-up-marvel", "smash-up-disney-edition"]
    )
    assert licensed.count() == 16
    cards = Card.objects.filter(faction__in=licensed)
    assert set(cards.values_list("printing", flat=True)) == {"original"}
    assert cards.filter(card_type="minion").exists()
    assert set(cards.values_list("card_type", flat=True)) <= {"minion", "action"}


def test_french_faction_names_are_marked_rulebook_or_fan():
    assert Faction.objects.get(slug="tricksters").name_fr == "Petit Peuple"
    assert Faction.objects.get(slug="tricksters").name_fr_source == "rulebook"
    assert Faction.objects.get(slug="smash-up-all-stars").name_fr == "Dream Team"
    fan = Faction.objects.get(slug="bear-cavalry")
    assert (fan.name_fr, fan.name_fr_source) == ("Cavalerie Ours", "fan")
    assert not Faction.objects.exclude(name_fr="").filter(name_fr_evidence="").exists()
    assert not Faction.objects.filter(name_fr="").exclude(name_fr_source="").exists()


# -- bases --------------------------------------------------------------------------------


def test_213_distinct_bases_in_the_original_printing_and_180_pod():
    assert Base.objects.filter(printing="original").count() == 213
    assert Base.objects.filter(printing="pod").count() == 180
    pod_without_original = Base.objects.filter(printing="pod", counterpart__isnull=True)
    assert not pod_without_original.exists()


def test_bastion_present_with_its_original_values():
    bastion = _base("original", "bastion")
    assert (bastion.breakpoint, bastion.vp, bastion.monsters) == (11, [3, 2, 2], 3)
    assert bastion.faction.slug == "warriors"
    assert bastion.counterpart is None
    assert not Base.objects.filter(printing="pod", slug="bastion").exists()


def test_marvel_bases_present_with_unknown_stats_and_disney_bases_present():
    marvel = Base.objects.filter(box__slug="smash-up-marvel")
    assert marvel.count() == 16
    assert set(marvel.values_list("stats_status", flat=True)) == {"unknown"}
    assert not marvel.exclude(breakpoint__isnull=True).exists()
    assert marvel.filter(name_en="The Daily Bugle").exists()
    disney = Base.objects.filter(box__slug="smash-up-disney-edition")
    assert disney.count() == 16
    assert disney.filter(name_en="Pride Rock").exists()


def test_temple_of_goju_in_both_printings():
    original = _base("original", "temple-of-goju")
    pod = _base("pod", "temple-of-goju")
    assert (original.breakpoint, original.vp) == (18, [2, 3, 2])
    assert (pod.breakpoint, pod.vp) == (16, [4, 3, 2])
    assert original.counterpart == pod and pod.counterpart == original
    assert pod.stats_status == "official"
    assert original.stats_status == "confirmed"


def test_renamed_bases_are_linked_across_printings():
    assert _base("original", "miskatonic-university").counterpart.slug == "arkham-university"
    assert _base("original", "hideout").counterpart.slug == "back-alley"
    nightmare = _base("pod", "nightmare-realm")
    assert nightmare.source_spelling == "Base"
    assert nightmare.counterpart.printing == "original"


def test_base_abilities_known_unknown_or_none():
    assert _base("pod", "jungle-oasis").has_ability is False
    dojo = _base("pod", "ninja-dojo")
    assert (dojo.has_ability, dojo.text) == (None, "")
    assert _base("original", "ninja-dojo").text.startswith("After this base scores")
    assert _base("pod", "the-gauntlet").monsters == 3


# -- cards --------------------------------------------------------------------------------


def test_counterparts_are_symmetric_and_cross_printings():
    cards = Card.objects.filter(counterpart__isnull=False).select_related("counterpart")
    assert cards.count() > 2000
    for card in cards:
        assert card.counterpart.counterpart_id == card.pk
        assert card.counterpart.printing != card.printing
        assert card.counterpart.faction_id == card.faction_id


def test_spelling_variants_are_linked_not_corrected():
    original = _card("goblins", "original", "bushwhacking")
    assert original.counterpart.name_en == "Bushwacking"
    assert _card("dinosaurs", "pod", "laseratops").source_spelling == "Lasertops"
    assert _card("teens", "pod", "abe-froman").source_spelling == "Abe Frohman"
    assert Base.objects.filter(name_en="Cuzcu").count() == 2


def test_placeholder_titan_name_is_unknown():
    titan = Card.objects.get(faction__slug="mad-scientists", card_type="titan")
    assert titan.name_en == ""
    assert titan.source_spelling == "Titan Card Name"
    assert titan.slug == "unknown-titan"
    assert titan.text


def test_printed_powers_and_x():
    raptor = _card("dinosaurs", "pod", "war-raptor")
    assert (raptor.power, raptor.power_text) == (None, "X")
    assert raptor.counterpart.power == 2
    assert _card("giant-ants", "pod", "worker").power == 0
    assert _card("steampunks", "pod", "mechanic").power == 4
    assert _card("kaiju", "original", "tail-smash").power == 4
    assert not Card.objects.filter(text__istartswith="power ").exists()


def test_holes_filled_from_the_pod_printing_say_so():
    filled = Card.objects.filter(printing="original", provenance_note__startswith="Missing")
    assert filled.filter(faction__slug="gi-gerald").aggregate(n=Sum("copies"))["n"] == 17
    assert filled.filter(faction__slug="adolescent-epic-geckos", slug="kc-smith").exists()
    assert set(filled.values_list("source_file", flat=True)) == {
        "official-wiki-pod/smashup-catalog.json"
    }


def test_card_slugs_are_django_slugs_of_the_english_name():
    from django.utils.text import slugify

    mismatches = [c for c in Card.objects.exclude(name_en="") if c.slug != slugify(c.name_en)]
    assert mismatches == []


def test_every_record_names_an_existing_source_file():
    for model in (Card, Base):
        for name in model.objects.values_list("source_file", flat=True).distinct():
            assert (SOURCE / name).is_file(), name
    for name in Box.objects.values_list("source_file", flat=True).distinct():
        assert (FIXTURES / name.removeprefix("fixtures/")).is_file()


def test_search_columns_hold_the_normalised_names_and_text():
    card = _card("pirates", "original", "full-sail")
    assert card.search_names == normalize(f"{card.name_en} {card.name_fr}")
    assert card.search_text == normalize(card.text)
    assert "toutes voiles dehors" in card.search_names


# -- French names -------------------------------------------------------------------------


def _applicable_pairs() -> list[dict]:
    with (SOURCE / "french-names/rulebook-pairs.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    return [
        row
        for row in rows
        if row["fr_name"]
        and row["confidence"] == "sure"
        and "(plural)" not in row["fr_as_printed"]
        and row["type"].split(" ")[0] in ("minion", "action", "base")
    ]


def test_french_names_from_the_rulebook_pairs():
    assert _card("pirates", "original", "full-sail").name_fr == "Toutes Voiles Dehors"
    assert _card("pirates", "pod", "full-sail").name_fr == ""
    oasis = _base("original", "jungle-oasis")
    assert (oasis.name_fr, oasis.name_fr_source) == ("Oasis Luxuriante", "rulebook")
    assert "regles-jeu-de-base.txt" in oasis.name_fr_evidence
    assert _base("original", "hideout").name_fr == "Ruelle Sombre"
    expected = {
        (r["type"].split(" ")[0] == "base", normalize(r["en_name"])) for r in _applicable_pairs()
    }
    named = {
        (False, normalize(n))
        for n in Card.objects.filter(name_fr_source="rulebook").values_list("name_en", flat=True)
    } | {
        (True, normalize(n))
        for n in Base.objects.filter(name_fr_source="rulebook").values_list("name_en", flat=True)
    }
    assert named == expected


def test_no_french_name_without_a_source():
    for model in (Card, Base):
        assert not model.objects.exclude(name_fr="").exclude(name_fr_source="rulebook").exists()


# -- keywords -----------------------------------------------------------------------------


def test_keyword_rows():
    assert set(Keyword.objects.values_list("slug", flat=True)) == {
        "talent", "special", "ongoing", "extra-play", "play-on-base", "play-on-minion",
        "before-scoring", "after-scoring", "when-scoring",
    }  # fmt: skip
    assert Keyword.objects.get(slug="ongoing").name_fr == "Permanent"
    assert Keyword.objects.get(slug="special").name_fr == "Spécial"


def test_keywords_parsed_on_cards():
    full_sail = {k.slug for k in _card("pirates", "original", "full-sail").keywords.all()}
    assert full_sail == {"special", "before-scoring"}
    tail_smash = {k.slug for k in _card("kaiju", "original", "tail-smash").keywords.all()}
    assert "play-on-base" in tail_smash and "play-on-minion" not in tail_smash
    assert Keyword.objects.get(slug="talent").cards.count() > 300
    assert Keyword.objects.get(slug="after-scoring").bases.count() > 10


def test_keyword_patterns():
    assert parse_keywords("Talent: Draw a card.") == {"talent"}
    assert parse_keywords("Play on a minion. Ongoing: +1 power.") == {"play-on-minion", "ongoing"}
    assert parse_keywords("Draw a play-on-base action.") == set()
    assert parse_keywords("Play an extra action.") == {"extra-play"}
    assert parse_keywords("After this base scores, draw.") == {"after-scoring"}
    assert parse_keywords("Special: Before a base scores, draw.") == {"special", "before-scoring"}
    assert parse_keywords("When this base scores, gain 1 VP.") == {"when-scoring"}
    assert parse_keywords("Base modifier. Ongoing: +1 power.") == {"play-on-base", "ongoing"}
    assert parse_keywords("") == set()


# -- special cards, clarifications, errata ------------------------------------------------


def test_madness_and_munchkin_special_cards():
    madness = SpecialCard.objects.get(kind="madness")
    assert (madness.copies, madness.name_fr, madness.box.slug) == (
        30,
        "Démence",
        "the-obligatory-cthulhu-set",
    )
    assert "p.7" in madness.notes
    monsters = SpecialCard.objects.filter(kind="monster")
    assert set(monsters.values_list("name_fr", flat=True)) == {"Roi Thot", "Pouletergeist"}
    assert set(monsters.values_list("name_en", flat=True)) == {""}


def test_pod_clarifications_all_imported_with_their_url():
    expected = sum(
        len(card["clarifications"])
        for faction in _pod_catalog()["factions"]
        for card in faction["cards"]
    )
    pod = Clarification.objects.filter(source_name="Smash Up Official Rulebook Wiki")
    assert pod.count() == expected
    assert not pod.filter(source_url="").exists()
    assert set(pod.values_list("card__printing", flat=True)) == {"pod"}


def test_rulebook_clarifications_keep_the_rulebook_name():
    collector = _card("aliens", "original", "collector")
    clarification = collector.clarifications.get()
    assert clarification.source_name == "The Bigger Geekier Box rulebook"
    assert clarification.subject == "Collector"
    assert clarification.source_file == "fandom-original/factions/core-set.json"
    several = Clarification.objects.filter(faction__slug="aladdin", subject="Jafar, Street Rat")
    assert several.count() == 1
    assert Clarification.objects.filter(source_name="Smash Up Sheep Promo insert").exists()


def test_errata_kinds_and_raw_notes():
    raw = Counter(card["errata"] for f in _pod_catalog()["factions"] for card in f["cards"])
    yes = sum(
        n
        for note, n in raw.items()
        if note.lower().startswith("yes") and "yes/no" not in note.lower()
    )
    assert Erratum.objects.filter(card__isnull=False).count() == yes
    assert set(Erratum.objects.values_list("kind", flat=True)) == {
        "wording", "functional", "unspecified",
    }  # fmt: skip
    assert Erratum.objects.filter(base__isnull=False).exists()
    no_erratum = Card.objects.filter(errata_note="Yes/No")
    assert no_erratum.exists() and not Erratum.objects.filter(card__in=no_erratum).exists()
    assert Card.objects.filter(printing="pod", errata_note="No").exists()


# -- validation report --------------------------------------------------------------------


def test_validation_report_is_stored_with_its_findings():
    report = CatalogImport.objects.latest().report
    assert report["factions_without_20_cards"] == []
    assert len(report["bases_without_stats"]) == 16
    assert all("smash-up-marvel" in line for line in report["bases_without_stats"])
    names = report["names_differing_between_printings"]
    assert "base: original 'Hideout' / POD 'Back Alley'" in names
    assert any("Wintersquashed" in line for line in report["unresolved_source_conflicts"])
    assert any("Yes/No" in line for line in report["unresolved_source_conflicts"])
    assert report["typographic_name_differences"] > 0


def test_counts_per_box_are_stored():
    counts = CatalogImport.objects.latest().counts
    assert counts["totals"]["factions"] == 106
    assert counts["totals"]["bases_original"] == 213
    core = counts["boxes"]["core-set"]
    assert (core["factions"], core["bases_original"], core["bases_pod"]) == (8, 16, 16)
    assert sum(box["bases_original"] for box in counts["boxes"].values()) == 213
    assert counts["boxes"]["sheep-promo"]["factions"] == 1

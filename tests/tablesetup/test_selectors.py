"""The setup selectors on small made-up boxes (added on top of the real catalog, rolled back).

The made-up records use slugs and release orders no real record has, so these tests hold
whatever the real catalog contains; the real-catalog tests are in test_rulebook_examples.py.
"""

import pytest

from catalog.models import Base, Box, Card, Faction, FactionBox, SpecialCard
from tablesetup import selectors
from tablesetup.table import MADNESS, MONSTERS, TITANS, SetupRequest, build_table


def make_box(slug: str, order: int) -> Box:
    return Box.objects.create(
        slug=slug, title_en=slug.title(), kind=Box.Kind.EXPANSION, release_order=9000 + order
    )


def make_base(box: Box, slug: str, printing: str = "original", **fields) -> Base:
    return Base.objects.create(
        box=box, slug=slug, name_en=slug.title(), printing=printing, **fields
    )


def make_faction(slug: str, *boxes: Box, first: Box | None = None) -> Faction:
    faction = Faction.objects.create(slug=slug, name_en=slug.title())
    for box in boxes:
        FactionBox.objects.create(faction=faction, box=box, first_release=box == first)
    return faction


@pytest.fixture
def made_up(db):
    old = make_box("zz-old-box", 1)
    reissue = make_box("zz-reissue-box", 2)
    plain = make_box("zz-plain-box", 3)
    bases = {
        "old-a": make_base(old, "zz-old-a", position=1, breakpoint=20, vp_first=4),
        "old-b": make_base(old, "zz-old-b", position=2),
        "re-a": make_base(reissue, "zz-re-a", position=1, breakpoint=18),
        "re-b": make_base(reissue, "zz-re-b", position=2, monsters=2),
        "re-c": make_base(reissue, "zz-re-c", position=3),
        "plain-a": make_base(plain, "zz-plain-a", position=1),
        "plain-b": make_base(plain, "zz-plain-b", position=2),
    }
    pod_a = make_base(reissue, "zz-re-a", "pod", position=1, breakpoint=16)
    pod_b = make_base(reissue, "zz-re-b-pod-name", "pod", position=2)
    for original, pod in ((bases["re-a"], pod_a), (bases["re-b"], pod_b)):
        original.counterpart = pod
        original.save()
        pod.counterpart = original
        pod.save()
    veteran = make_faction("zz-veteran", old, reissue, first=old)
    rookie = make_faction("zz-rookie", reissue, first=reissue)
    loner = make_faction("zz-loner", plain)
    Card.objects.create(
        faction=veteran,
        printing="original",
        slug="zz-gate",
        name_en="Gate",
        card_type=Card.Type.ACTION,
        search_text="draw a madness card",
    )
    Card.objects.create(
        faction=rookie,
        printing="pod",
        slug="zz-big-one",
        name_en="Big One",
        card_type=Card.Type.TITAN,
    )
    SpecialCard.objects.create(kind=SpecialCard.Kind.TREASURE, slug="zz-loot", box=plain)
    return {
        "old": old,
        "reissue": reissue,
        "plain": plain,
        "bases": bases,
        "factions": (veteran, rookie, loner),
    }


def test_catalog_index_knows_first_releases(made_up):
    catalog = selectors.setup_catalog()
    assert catalog.factions["zz-veteran"].boxes.boxes == ("zz-old-box", "zz-reissue-box")
    assert catalog.factions["zz-veteran"].boxes.default_box() == "zz-old-box"
    assert catalog.factions["zz-loner"].boxes.default_box() == "zz-plain-box"
    assert catalog.factions_of_boxes(["zz-reissue-box"]) == ["zz-rookie", "zz-veteran"]
    orders = [box.release_order for box in catalog.boxes.values()]
    assert orders == sorted(orders)


def test_original_deck_in_box_order(made_up):
    groups = selectors.deck_bases(["zz-old-box", "zz-reissue-box"], "original")
    assert [group.box for group in groups] == ["zz-old-box", "zz-reissue-box"]
    assert [base.slug for base in groups[1].bases] == ["zz-re-a", "zz-re-b", "zz-re-c"]
    assert not any(group.fallback or group.filled_in for group in groups)


def test_pod_deck_falls_back_box_by_box(made_up):
    old, reissue = selectors.deck_bases(["zz-old-box", "zz-reissue-box"], "pod")
    # No POD base at all: the original bases, flagged.
    assert old.fallback and [base.printing for base in old.bases] == ["original", "original"]
    # POD bases, plus the original one with no POD version (kept, flagged).
    assert not reissue.fallback
    assert [(base.slug, base.printing) for base in reissue.bases] == [
        ("zz-re-a", "pod"),
        ("zz-re-b-pod-name", "pod"),
        ("zz-re-c", "original"),
    ]
    assert reissue.filled_in == ["zz-re-c"]


def test_special_needs_from_cards_bases_and_special_cards(made_up):
    bases = [
        base
        for group in selectors.deck_bases(["zz-reissue-box", "zz-plain-box"], "original")
        for base in group.bases
    ]
    needs = selectors.special_needs(
        ["zz-veteran", "zz-rookie", "zz-loner"],
        ["zz-reissue-box", "zz-plain-box"],
        bases,
        "original",
    )
    assert needs.madness_factions == ["zz-veteran"]
    assert needs.monster_bases == ["zz-re-b"]
    assert needs.monster_boxes == ["zz-plain-box"]
    assert needs.titans == [("zz-rookie", "Big One", "")]
    assert needs.counter_factions == []


def test_table_warns_about_the_pod_fallback(made_up):
    catalog = selectors.setup_catalog()
    request = SetupRequest(factions=["zz-veteran", "zz-loner"], printing="pod")
    table = build_table(request, catalog)
    assert table.boxes == ["zz-old-box", "zz-plain-box"]
    codes = [notice.code for notice in table.warnings]
    assert codes.count("pod-fallback") == 2
    assert "Zz-Old-Box" in table.warnings[0].message
    kinds = [deck.kind for deck in table.special_decks]
    assert kinds == [MADNESS, MONSTERS]


def test_table_with_another_box_for_a_reissued_faction(made_up):
    catalog = selectors.setup_catalog()
    request = SetupRequest(
        factions=["zz-veteran", "zz-rookie"], faction_boxes={"zz-veteran": "zz-reissue-box"}
    )
    table = build_table(request, catalog)
    assert table.boxes == ["zz-reissue-box"]
    assert [deck.kind for deck in table.special_decks] == [MADNESS, MONSTERS, TITANS]


def test_special_needs_read_cards_in_the_chosen_printing(made_up):
    veteran, rookie, _loner = made_up["factions"]
    for printing, text in (("original", "gain a power token"), ("pod", "place a +1 power counter")):
        Card.objects.create(
            faction=rookie,
            printing=printing,
            slug=f"zz-counter-{printing}",
            name_en="Counter",
            card_type=Card.Type.MINION,
            search_text=text,
        )
    needs = {
        printing: selectors.special_needs(["zz-veteran", "zz-rookie"], [], [], printing)
        for printing in ("original", "pod")
    }
    assert needs["pod"].counter_factions == ["zz-rookie"]
    assert needs["original"].counter_factions == []
    # The veteran has no POD card: its original cards are read for both printings.
    assert needs["pod"].madness_factions == needs["original"].madness_factions == ["zz-veteran"]

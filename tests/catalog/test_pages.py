"""Catalog pages on the real catalog: content, French names, unknown values, 404s, query counts."""

import re
from urllib.parse import urlsplit

import pytest
from django.urls import reverse
from django.utils import translation

from catalog.models import (
    Base,
    Box,
    Card,
    Clarification,
    Faction,
    FactionBox,
    Printing,
    SpecialCard,
)

pytestmark = pytest.mark.django_db


def url(name: str, lang: str = "en", query: str = "", **kwargs) -> str:
    with translation.override(lang):
        path = reverse(f"catalog:{name}", kwargs=kwargs or None)
    return f"{path}?{query}" if query else path


def card_url(card: Card, lang: str = "en") -> str:
    return url("card", lang, f"printing={card.printing}", faction=card.faction.slug, slug=card.slug)


def base_url(base: Base, lang: str = "en") -> str:
    return url("base", lang, f"printing={base.printing}", slug=base.slug)


def text_of(response) -> str:
    """The page's visible text, tags removed and white space collapsed."""
    html = response.content.decode()
    html = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def card_named(name: str, printing: str = Printing.ORIGINAL) -> Card:
    return Card.objects.select_related("faction").get(name_en=name, printing=printing)


# --- home, boxes ------------------------------------------------------------------------------


def test_home_lists_every_box_in_release_order(client):
    response = client.get(url("home"))
    assert response.status_code == 200
    html = response.content.decode()
    assert 'role="search"' in html
    boxes = list(Box.objects.order_by("release_order"))
    assert len(boxes) >= 27
    positions = [html.index(f'href="{url("box", slug=box.slug)}"') for box in boxes]
    assert positions == sorted(positions)


def test_box_page_lists_factions_with_french_names_and_bases_per_printing(client):
    core = Base.objects.get(name_en="Temple of Goju", printing=Printing.ORIGINAL).box
    response = client.get(url("box", "fr", slug=core.slug))
    assert response.status_code == 200
    page = text_of(response)
    for faction in Faction.objects.filter(boxes=core):
        assert (faction.name_fr or faction.name_en) in page
    assert "Petit Peuple" in page  # Tricksters, confirmed by the core rulebook
    # Temple of Goju: original 18 / 2-3-2, POD 16 / 4-3-2, highlighted as different.
    assert "18 · 2-3-2" in page and "16 · 4-3-2" in page
    row = re.search(r"<tr>(?:(?!</tr>).)*Temple of Goju.*?</tr>", response.content.decode(), re.S)
    assert row and re.search(r'<td class="[^"]*\bdiff\b', row.group(0))


def test_box_page_lists_special_cards_with_unknowns(client):
    madness = SpecialCard.objects.select_related("box").get(kind=SpecialCard.Kind.MADNESS)
    html = client.get(url("box", "fr", slug=madness.box.slug)).content.decode()
    section = html[html.index('id="special-cards"') :]
    assert '<span lang="fr">Démence</span>' in section
    assert f"<dd>{madness.copies}</dd>" in section
    monster = SpecialCard.objects.filter(kind=SpecialCard.Kind.MONSTER, power__isnull=True).first()
    html = client.get(url("box", slug=monster.box.slug)).content.decode()
    assert re.search(r'Power</dt><dd><span class="unknown">unknown', html)


def test_box_list_shows_every_box_with_its_factions_and_bases(client):
    response = client.get(url("box-list"))
    assert response.status_code == 200
    html = response.content.decode()
    rows = html.split("<tr>")[2:]  # after the header row
    assert len(rows) == Box.objects.count()
    for box, row in zip(Box.objects.order_by("release_order"), rows, strict=True):
        assert url("box", slug=box.slug) in row
        for faction in box.factions.all():
            assert url("faction", slug=faction.slug) in row
        originals = box.bases.filter(printing=Printing.ORIGINAL)
        assert row.count("/bases/") == originals.count()
        for base in originals:
            assert url("base", slug=base.slug) in row


# --- factions ---------------------------------------------------------------------------------


def test_faction_page_groups_cards_by_type_with_copies_and_power(client):
    invader = card_named("Invader")
    response = client.get(url("faction", slug=invader.faction.slug))
    assert response.status_code == 200
    html = response.content.decode()
    assert 'id="type-minion"' in html and 'id="type-action"' in html
    assert html.index('id="type-minion"') < html.index('id="type-action"')
    assert card_url(invader).split("?")[0] in html
    row = re.search(r"<tr>(?:(?!</tr>).)*>Invader<.*?</tr>", html, re.S).group(0)
    cells = re.findall(r'<td class="num">(.*?)</td>', row, re.S)
    assert cells[0].strip() == str(invader.copies)
    assert cells[1].strip() == str(invader.power)


def test_faction_page_marks_the_first_release_box(client):
    geeks = Faction.objects.get(name_en="Geeks")
    first = FactionBox.objects.get(faction=geeks, first_release=True).box
    response = client.get(url("faction", slug=geeks.slug))
    html = response.content.decode()
    html = html[html.index('<dl class="facts">') :]
    link = f'href="{url("box", slug=first.slug)}"'
    assert link in html
    item = html[html.index(link) :].split("</li>", 1)[0]
    assert "first release" in item
    assert FactionBox.objects.filter(faction=geeks).count() >= 2


def test_faction_page_shows_pod_differences(client):
    # Giant Ants Soldier: power 1 in the original printing, 3 in the POD reprint.
    soldier = card_named("Soldier")
    assert soldier.faction.name_en == "Giant Ants"
    html = client.get(url("faction", slug=soldier.faction.slug)).content.decode()
    row = re.search(r"<tr>(?:(?!</tr>).)*>Soldier<.*?</tr>", html, re.S).group(0)
    assert '<span class="diff">' in row


# --- cards ------------------------------------------------------------------------------------


def test_card_page_shows_text_source_and_clarification_source(client):
    invader = card_named("Invader")
    response = client.get(card_url(invader))
    assert response.status_code == 200
    page = text_of(response)
    assert invader.text[:30] in re.sub(r"\s+", " ", page.replace("&#x27;", "'"))
    html = response.content.decode()
    source = invader.source_url or invader.source_file
    assert source in html
    clarifications = list(Clarification.objects.filter(card__in=[invader, invader.counterpart]))
    assert clarifications, "Invader has a clarification in the sources"
    for ruling in clarifications:
        assert (ruling.source_url in html) if ruling.source_url else (ruling.source_name in page)


def test_card_page_in_french_shows_the_rulebook_name_first(client):
    full_sail = card_named("Full Sail")
    assert full_sail.name_fr == "Toutes Voiles Dehors"
    fr = client.get(card_url(full_sail, "fr")).content.decode()
    assert re.search(r"<h1>\s*<span lang=\"fr\">Toutes Voiles Dehors</span>", fr)
    en = client.get(card_url(full_sail, "en")).content.decode()
    assert re.search(r"<h1>\s*<span lang=\"en\">Full Sail</span>", en)
    assert "Toutes Voiles Dehors" in en  # the other language, as a subtitle


def test_untranslated_card_is_shown_in_english_marked_not_translated(client):
    card = (
        Card.objects.filter(name_fr="", printing=Printing.ORIGINAL)
        .select_related("faction")
        .order_by("id")
        .first()
    )
    response = client.get(card_url(card, "fr"))
    html = response.content.decode()
    assert re.search(r'<h1>\s*<span lang="en">' + re.escape(_escape(card.name_en)), html)
    assert "non traduit" in text_of(response)


def _escape(value: str) -> str:
    from django.utils.html import escape

    return escape(value)


def test_unknown_power_says_unknown_in_both_languages(client):
    card = Card.objects.create(
        faction=Faction.objects.order_by("id").first(),
        printing=Printing.ORIGINAL,
        slug="zz-test-unknown-minion",
        name_en="Test Unknown Minion",
        card_type=Card.Type.MINION,
    )
    en = client.get(card_url(card, "en"))
    fr = client.get(card_url(card, "fr"))
    assert en.status_code == fr.status_code == 200
    assert re.search(r"Power</dt><dd><span class=\"unknown\">unknown</span>", en.content.decode())
    assert re.search(r"Force</dt><dd><span class=\"unknown\">inconnu", fr.content.decode())
    assert "None" not in en.content.decode()


def test_printed_power_text_is_shown(client):
    card = Card.objects.filter(power_text__gt="").select_related("faction").order_by("id").first()
    assert card is not None, "War Raptor prints X"
    html = client.get(card_url(card)).content.decode()
    assert f"<dd>{card.power_text}</dd>" in html


def test_card_page_shows_both_printings_side_by_side_when_they_differ(client):
    soldier = card_named("Soldier")
    assert soldier.counterpart is not None
    html = client.get(card_url(soldier)).content.decode()
    table = html[html.index('class="side-by-side"') :].split("</table>", 1)[0]
    power_row = re.search(r'<tr class="diff"><th scope="row">Power</th>.*?</tr>', table, re.S)
    assert power_row, "the power row is highlighted"
    assert ">1<" in power_row.group(0) and ">3<" in power_row.group(0)


def test_card_counterpart_with_another_slug_redirects(client):
    pairs = Card.objects.filter(counterpart__isnull=False, printing=Printing.ORIGINAL).exclude(
        counterpart__slug=models_f("slug")
    )
    card = pairs.select_related("faction", "counterpart").order_by("id").first()
    if card is None:
        pytest.fail("expected a card whose POD counterpart has another slug (Laseratops)")
    response = client.get(
        url("card", query="printing=pod", faction=card.faction.slug, slug=card.slug)
    )
    assert response.status_code == 302
    assert urlsplit(response["Location"]).path.endswith(f"/{card.counterpart.slug}/")


def models_f(name: str):
    from django.db.models import F

    return F(name)


# --- bases ------------------------------------------------------------------------------------


def test_base_page_shows_stats_status_box_and_both_printings(client):
    temple = Base.objects.select_related("box").get(
        name_en="Temple of Goju", printing=Printing.ORIGINAL
    )
    response = client.get(base_url(temple))
    assert response.status_code == 200
    html = response.content.decode()
    assert url("box", slug=temple.box.slug) in html
    assert temple.get_stats_status_display() in html
    table = html[html.index('class="side-by-side"') :].split("</table>", 1)[0]
    assert re.search(
        r'<tr class="diff"><th scope="row">Breakpoint</th><td>18</td><td>16</td>', table
    )


def test_base_page_in_french_uses_the_rulebook_name(client):
    oasis = Base.objects.get(name_en="Jungle Oasis", printing=Printing.ORIGINAL)
    html = client.get(base_url(oasis, "fr")).content.decode()
    assert re.search(r'<h1>\s*<span lang="fr">Oasis Luxuriante</span>', html)


def test_base_with_unknown_stats_says_unknown(client):
    base = Base.objects.filter(breakpoint__isnull=True).order_by("id").first()
    assert base is not None, "Marvel bases have no known stats"
    response = client.get(base_url(base, "fr"))
    assert response.status_code == 200
    assert 'Résistance</dt><dd><span class="unknown">inconnu' in response.content.decode()


# --- errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        url("box", slug="no-such-box"),
        url("faction", "fr", slug="no-such-faction"),
        url("card", faction="no-such-faction", slug="invader"),
        url("base", slug="no-such-base"),
        "/en/no/such/page/",
    ],
)
def test_unknown_slugs_give_the_404_page(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert "<h1>" in response.content.decode()
    assert 'href="/' in response.content.decode()  # the site's layout, with its links


def test_unknown_card_in_a_real_faction_gives_404(client):
    faction = Faction.objects.order_by("id").first()
    response = client.get(url("card", faction=faction.slug, slug="no-such-card"))
    assert response.status_code == 404


def test_bad_printing_is_a_400_naming_the_problem(client):
    invader = card_named("Invader")
    response = client.get(
        url("card", query="printing=foil", faction=invader.faction.slug, slug=invader.slug)
    )
    assert response.status_code == 400
    assert "foil" in response.content.decode() and "pod" in response.content.decode()


def test_missing_printing_is_a_404(client):
    card = (
        Card.objects.filter(counterpart__isnull=True, printing=Printing.ORIGINAL)
        .exclude(faction__cards__printing=Printing.POD, faction__cards__slug=models_f("slug"))
        .select_related("faction")
        .order_by("id")
        .first()
    )
    assert card is not None, "some cards exist in the original printing only (Disenchant)"
    response = client.get(
        url("card", query="printing=pod", faction=card.faction.slug, slug=card.slug)
    )
    assert response.status_code == 404


# --- language switch --------------------------------------------------------------------------


def _switch_form(html: str, lang: str) -> str:
    match = re.search(
        r'<input name="next" type="hidden" value="([^"]+)">\s*'
        rf'<button class="link" type="submit" name="language" value="{lang}"',
        html,
    )
    assert match, f"no switch to {lang}"
    return match.group(1).replace("&amp;", "&")


@pytest.mark.parametrize("accept", ["en", "fr"])
def test_language_switch_stays_on_the_same_card(client, accept):
    soldier = card_named("Soldier", Printing.POD)
    en_url = card_url(soldier, "en")
    html = client.get(en_url).content.decode()
    next_url = _switch_form(html, "fr")
    assert next_url == card_url(soldier, "fr")
    response = client.post(
        "/i18n/setlang/",
        {"language": "fr", "next": next_url},
        HTTP_ACCEPT_LANGUAGE=accept,
    )
    assert response.status_code == 302
    assert response["Location"] == card_url(soldier, "fr")
    page = client.get(response["Location"])
    assert page.status_code == 200
    assert '<html lang="fr">' in page.content.decode()
    back = _switch_form(page.content.decode(), "en")
    assert back == en_url


def test_language_switch_on_a_404_keeps_the_path(client):
    html = client.get("/en/no/such/page/").content.decode()
    assert _switch_form(html, "fr") == "/fr/no/such/page/"


def test_pages_offer_alternate_language_links(client):
    html = client.get(url("box-list")).content.decode()
    assert f'hreflang="fr" href="{url("box-list", "fr")}"' in html


# --- queries ----------------------------------------------------------------------------------


def test_query_counts_are_bounded(client, django_assert_max_num_queries):
    invader = card_named("Invader")
    temple = Base.objects.get(name_en="Temple of Goju", printing=Printing.ORIGINAL)
    biggest_box = Box.objects.order_by("-release_order").first()
    cases = [
        (url("home"), 3),
        (url("box-list"), 4),
        (url("box", slug=temple.box.slug), 6),
        (url("box", slug=biggest_box.slug), 6),
        (url("box", slug=SpecialCard.objects.first().box.slug), 6),
        (url("faction", slug=invader.faction.slug), 6),
        (card_url(invader), 10),
        (card_url(invader, "fr"), 10),
        (base_url(temple), 8),
    ]
    for path, limit in cases:
        with django_assert_max_num_queries(limit):
            assert client.get(path).status_code == 200, path

"""The setup helper page: a GET form, the rulebook draft, and the table it sets up.

Every state lives in the query string. The form is sent to the page itself and redirected to
the canonical permalink (one `factions` list, an explicit seed); the page then renders the
table. Bad input re-renders the form with the problem named, with status 400.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _

from catalog.models import Complexity
from tablesetup import display, links, logic, selectors
from tablesetup.logic import FACTIONS_PER_PLAYER, MAX_PLAYERS, RANDOM, SetupError
from tablesetup.selectors import SetupCatalog
from tablesetup.table import build_table, draft_state, parse_request

FORM_SLOTS = MAX_PLAYERS * FACTIONS_PER_PLAYER
DRAFT = "draft"
# A hidden field of the form's box list: present, it tells "no box ticked" from "no box list".
BOXES_LISTED = "boxes_listed"


def _page_url(query: dict[str, str]) -> str:
    return f"{reverse('tablesetup:page')}?{urlencode(query)}"


def _redirect(query: dict[str, str]) -> HttpResponseRedirect:
    return HttpResponseRedirect(_page_url(query))


def _boxes(params: QueryDict, name: str, catalog: SetupCatalog) -> str:
    """Checked boxes of the form as a list parameter; every box checked is the default."""
    chosen = [slug for value in params.getlist(name) for slug in logic.parse_slugs(value)]
    if name == "owned" and set(chosen) >= set(catalog.boxes):
        return ""
    return ",".join(chosen)


def form_query(params: QueryDict, catalog: SetupCatalog) -> dict[str, str]:
    """The canonical query of a submitted form (the seed is chosen here when left blank).

    The form lists the boxes (BOXES_LISTED); with every box unticked, nothing can be drawn
    from them: a SetupError says so rather than drawing from every box.
    """
    if params.get(BOXES_LISTED) and not any(
        logic.parse_slugs(value) for value in params.getlist("owned")
    ):
        raise SetupError(
            _("No box is owned: tick at least one box under “Your boxes” (or All)."), "owned"
        )
    players = logic.parse_players(params.get("players")) or logic.MIN_PLAYERS
    query = {
        "players": str(players),
        "seed": (params.get("seed") or "").strip() or str(logic.new_seed()),
        "printing": params.get("printing") or "original",
        "owned": _boxes(params, "owned", catalog),
        "two_copies": _boxes(params, "two_copies", catalog),
        "max_complexity": (params.get("max_complexity") or "").strip(),
    }
    if params.get("mode") == DRAFT:
        query["mode"] = DRAFT
    else:
        slots = [
            (params.get(f"slot{index + 1}") or RANDOM).strip()
            for index in range(players * FACTIONS_PER_PLAYER)
        ]
        query["factions"] = ",".join(slots)
    return {name: value for name, value in query.items() if value}


def _form_context(
    catalog: SetupCatalog, params: QueryDict, slots: list[str | None] | None = None
) -> dict:
    players = params.get("players") or "2"
    # A permalink gives one comma-separated value, the form one value per ticked box.
    owned = {slug for value in params.getlist("owned") for slug in logic.parse_slugs(value)}
    twice = {slug for value in params.getlist("two_copies") for slug in logic.parse_slugs(value)}
    none_owned = bool(params.get(BOXES_LISTED)) and not owned  # the form, every box unticked
    slots = slots or []
    return {
        "base_deck_rules_url": links.rules_url("setup-base-deck"),
        "draft_rules_url": links.rules_url("faction-draft"),
        "faction_options": display.faction_options(catalog),
        "players_choices": [str(n) for n in range(logic.MIN_PLAYERS, MAX_PLAYERS + 1)],
        "players": players if players in {"2", "3", "4"} else "2",
        "mode": DRAFT if params.get("mode") == DRAFT else "pick",
        "printing": params.get("printing") or "original",
        "max_complexity": params.get("max_complexity") or "",
        "complexity_choices": Complexity.choices,
        "slot_rows": [
            {
                "player": player + 1,
                "slots": [
                    {
                        "name": f"slot{player * FACTIONS_PER_PLAYER + which + 1}",
                        "selected": slots[player * FACTIONS_PER_PLAYER + which]
                        if player * FACTIONS_PER_PLAYER + which < len(slots)
                        else None,
                    }
                    for which in range(FACTIONS_PER_PLAYER)
                ],
            }
            for player in range(MAX_PLAYERS)
        ],
        "boxes": [
            {
                "slug": box.slug,
                "title": display.box_html(catalog, box.slug),
                "owned": box.slug in owned if owned or none_owned else True,
                "twice": box.slug in twice,
            }
            for box in catalog.boxes.values()
        ],
        "owned_in_url": bool(owned),
    }


def page(request: HttpRequest) -> HttpResponse:
    params = request.GET
    catalog = selectors.setup_catalog()
    try:
        if params.get("go"):
            return _redirect(form_query(params, catalog))
        if params.get("mode") == DRAFT:
            return _draft(request, catalog)
        if params.get("factions"):
            return _table(request, catalog)
    except SetupError as error:
        # Show the form as the user filled it, with the problem named above it.
        slots = [
            None if slug == RANDOM else slug for slug in logic.parse_slugs(params.get("factions"))
        ]
        context = _form_context(catalog, params, slots)
        context.update(error=error, error_page=True)
        return render(request, "tablesetup/page.html", context, status=400)
    return render(request, "tablesetup/page.html", _form_context(catalog, params))


def _table(request: HttpRequest, catalog: SetupCatalog) -> HttpResponse:
    setup = parse_request(request.GET, catalog)
    table = build_table(setup, catalog)  # checks the whole request, chooses a missing seed
    if table.request.seed != setup.seed:
        return _redirect(table.request.query())
    setup = table.request
    query = setup.query()
    permalink = request.build_absolute_uri(_page_url(query))
    context = _form_context(catalog, request.GET, list(setup.factions))
    groups = display.groups(table)
    context.update(
        table=table,
        seats=display.seats(table),
        draw=display.draw(table),
        groups=groups,
        special=display.special_rows(table),
        permalink=permalink,
        deck_title=display.deck_title(table, groups),
        new_seed_url=display.href(display.new_draw_query(table)),
        api_url=f"{reverse('tablesetup_api:setup')}?{urlencode(query)}",
        simulator_url=links.simulator_url(
            table.factions, [(base.slug, base.printing) for base in table.draw]
        )
        if table.seats and table.draw
        else None,
    )
    return render(request, "tablesetup/page.html", context)


def _draft(request: HttpRequest, catalog: SetupCatalog) -> HttpResponse:
    params = request.GET
    if not (params.get("seed") or "").strip():
        return _redirect({**params.dict(), "seed": str(logic.new_seed())})
    pick = (params.get("pick") or "").strip()
    if pick:
        picks = [*logic.parse_slugs(params.get("picks")), pick]
        query = {key: value for key, value in params.dict().items() if key != "pick"}
        query["picks"] = ",".join(picks)
        draft_state(query, catalog)  # check the pick before putting it in the URL
        return _redirect(query)
    state = draft_state(params, catalog)
    if state.done:
        query = state.request.query(factions=state.slots)
        return _redirect(query)
    context = _form_context(catalog, params)
    context.update(
        draft=state,
        draft_view=display.draft_rows(state, catalog),
        next_player=(state.next_player or 0) + 1,
        hidden=[*display.request_hidden_fields(state.request), ("picks", ",".join(state.picks))],
        undo_url=display.href(
            {
                **{key: value for key, value in params.dict().items() if key != "picks"},
                **({"picks": ",".join(state.picks[:-1])} if len(state.picks) > 1 else {}),
            }
        ),
    )
    return render(request, "tablesetup/page.html", context)

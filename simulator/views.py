"""The simulator page (an empty position, an example, or a saved scenario with its outcome)
and its coverage page."""

import json
from typing import Any

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import NoReverseMatch, reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from simulator import coverage, selectors, setup_link
from simulator.engine import BoardError
from simulator.examples import BY_SLUG, EXAMPLES
from simulator.scenarios import Outcome, open_scenario
from simulator.services import simulate_board

SLUG_PLACEHOLDER = "__slug__"


def _rules_url_template() -> str:
    try:
        return reverse("rules:section", kwargs={"slug": SLUG_PLACEHOLDER})
    except NoReverseMatch:
        return f"/{get_language()}/rules/{SLUG_PLACEHOLDER}/"


def _position(
    board: dict[str, Any],
    key: str | None = None,
    outcome: Outcome | None = None,
    score: bool = True,
) -> dict[str, Any]:
    """A position for the page: the board, its outcome (or the engine's error) and labels.

    outcome: a saved scenario's stored outcome (not simulated again). score=False: a table just
    set up, with no card yet, has no outcome worth showing."""
    result, error = None, None
    if outcome is not None:
        result, error = outcome.result, outcome.error
    elif score:
        try:
            result = simulate_board(board)
        except BoardError as exc:
            error = exc.as_dict()["error"]
    return {
        "id": key,
        "board": board,
        "result": result,
        "error": error,
        "names": selectors.board_names(board),
    }


def _render(
    request: HttpRequest,
    positions: list[dict[str, Any]],
    example: str | None = None,
    start: dict[str, Any] | None = None,
) -> HttpResponse:
    config = {
        "lang": get_language(),
        "api": {
            "score": reverse("simulator_api:score"),
            "scenarios": reverse("simulator_api:scenario-create"),
            "bases": reverse("simulator_api:base-search"),
            "cards": reverse("simulator_api:card-search"),
            "palette": reverse("simulator_api:palette"),
            "names": reverse("simulator_api:names"),
        },
        "service_worker": reverse("simulator:service-worker"),
        "factions": selectors.faction_choices(),
        # A position from the setup helper's link: the page starts from it instead of the
        # position kept in the browser.
        "start": start,
        "rules_url": _rules_url_template(),
        "page_url": reverse("simulator:page"),
        "scenario_url": reverse("simulator:scenario", kwargs={"key": "__key__"}),
        "examples": [
            {"slug": example.slug, "title": str(example.title), "board": example.board}
            for example in EXAMPLES
        ],
        "positions": positions,
        "example": example,
    }
    return render(request, "simulator/page.html", {"config": config, "examples": EXAMPLES})


def simulator_page(request: HttpRequest) -> HttpResponse:
    slug = request.GET.get("example", "")
    example = BY_SLUG.get(slug)
    if example is None:
        start = setup_link.start_from_setup(request.GET, _("Player {n}"))
        if start is not None:
            position = _position(start["board"], score=False)
            position["factions"] = start["factions"]
            return _render(request, [position], start=start)
        return _render(request, [])
    return _render(request, [_position(example.board)], example=example.slug)


def scenario_page(request: HttpRequest, key: str) -> HttpResponse:
    scenario = selectors.get_scenario(key)
    if scenario is None:
        raise Http404("No saved scenario has this id.")
    # The stored outcome (computed once per engine and catalog version), not a new simulation.
    positions = [_position(scenario.board, scenario.key, open_scenario(scenario))]
    variant_key = request.GET.get("vs", "")
    variant = selectors.get_scenario(variant_key) if variant_key else None
    if variant is not None:
        positions.append(_position(variant.board, variant.key, open_scenario(variant)))
    return _render(request, positions)


@require_safe
def service_worker(request: HttpRequest) -> HttpResponse:
    """The simulator page's service worker (issue 16: the page works offline once loaded),
    served under the page's address so that its scope is the page's."""
    keep = [
        settings.STATIC_URL if settings.STATIC_URL.startswith("/") else f"/{settings.STATIC_URL}",
        reverse("simulator_api:names"),
        reverse("simulator_api:palette"),
        reverse("simulator_api:base-search"),
        reverse("simulator_api:card-search"),
    ]
    response = render(
        request,
        "simulator/sw.js",
        {"keep": json.dumps(keep)},
        content_type="text/javascript; charset=utf-8",
    )
    # The browser checks for a new worker on each visit: never an old copy from a cache.
    response["Cache-Control"] = "no-cache"
    return response


@require_safe
def coverage_page(request: HttpRequest) -> HttpResponse:
    """Counts by box and status for cards and bases, and the abilities not simulated."""
    lang = "fr" if (get_language() or "").startswith("fr") else "en"
    return render(request, "simulator/coverage.html", coverage.page_context(lang))

"""The simulator page (an empty position, an example, or a saved scenario with its outcome)
and its coverage page."""

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import NoReverseMatch, reverse
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from simulator import coverage, selectors
from simulator.engine import BoardError
from simulator.examples import BY_SLUG, EXAMPLES
from simulator.services import simulate_board

SLUG_PLACEHOLDER = "__slug__"


def _rules_url_template() -> str:
    try:
        return reverse("rules:section", kwargs={"slug": SLUG_PLACEHOLDER})
    except NoReverseMatch:
        return f"/{get_language()}/rules/{SLUG_PLACEHOLDER}/"


def _position(board: dict[str, Any], key: str | None = None) -> dict[str, Any]:
    """A position for the page: the board, its outcome (or the engine's error) and labels."""
    try:
        result, error = simulate_board(board), None
    except BoardError as exc:
        result, error = None, exc.as_dict()["error"]
    return {
        "id": key,
        "board": board,
        "result": result,
        "error": error,
        "names": selectors.board_names(board),
    }


def _render(
    request: HttpRequest, positions: list[dict[str, Any]], example: str | None = None
) -> HttpResponse:
    config = {
        "lang": get_language(),
        "api": {
            "score": reverse("simulator_api:score"),
            "scenarios": reverse("simulator_api:scenario-create"),
            "bases": reverse("simulator_api:base-search"),
            "cards": reverse("simulator_api:card-search"),
        },
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
        return _render(request, [])
    return _render(request, [_position(example.board)], example=example.slug)


def scenario_page(request: HttpRequest, key: str) -> HttpResponse:
    scenario = selectors.get_scenario(key)
    if scenario is None:
        raise Http404("No saved scenario has this id.")
    positions = [_position(scenario.board, scenario.key)]
    variant_key = request.GET.get("vs", "")
    variant = selectors.get_scenario(variant_key) if variant_key else None
    if variant is not None:
        positions.append(_position(variant.board, variant.key))
    return _render(request, positions)


@require_safe
def coverage_page(request: HttpRequest) -> HttpResponse:
    """Counts by box and status for cards and bases, and the abilities not simulated."""
    lang = "fr" if (get_language() or "").startswith("fr") else "en"
    return render(request, "simulator/coverage.html", coverage.page_context(lang))

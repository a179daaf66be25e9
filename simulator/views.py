"""The simulator page: an empty position, an example, or a saved scenario with its outcome."""

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


def _local(row: dict[str, Any], french: bool, *names: str) -> dict[str, Any]:
    """A copy of a coverage row with `names` in the page's language (English when the French
    one is missing)."""
    local = dict(row)
    for name in names:
        local[name] = (row.get(f"{name}_fr") if french else None) or row[name]
    return local


@require_safe
def coverage_page(request: HttpRequest) -> HttpResponse:
    """Counts by box and status for cards and bases, and the abilities not simulated."""
    report = coverage.coverage_report()
    lang = "fr" if (get_language() or "").startswith("fr") else "en"
    french = lang == "fr"
    columns = [{"status": s, "label": coverage.label(s, lang)} for s in report["statuses"]]
    tables = []
    for kind in ("cards", "bases"):
        table = report[kind]
        tables.append(
            {
                "kind": kind,
                "total": [table["total"][s] for s in report["statuses"]] + [table["total"]["all"]],
                "boxes": [
                    {
                        "title": _local(box, french, "title")["title"],
                        "counts": [box["counts"][s] for s in report["statuses"]]
                        + [box["counts"]["all"]],
                    }
                    for box in table["boxes"]
                ],
            }
        )
    not_simulated: dict[str, list[dict[str, Any]]] = {"cards": [], "bases": []}
    for kind, url_name in (("cards", "catalog:card"), ("bases", "catalog:base")):
        for row in report["not_simulated"][kind]:
            local = _local(row, french, "name", "box_title", "summary", "reason")
            kwargs = {"slug": row["slug"]}
            if kind == "cards":
                kwargs["faction"] = row["faction"]
            url = reverse(url_name, kwargs=kwargs)
            # The catalog's page shows the original printing unless told otherwise.
            local["url"] = url if "original" in row["printings"] else f"{url}?printing=pod"
            not_simulated[kind].append(local)
    return render(
        request,
        "simulator/coverage.html",
        {"columns": columns, "tables": tables, "not_simulated": not_simulated},
    )

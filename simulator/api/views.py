"""Thin API views: read the body, call the engine or the scenario service, shape the answer."""

from typing import Any

from django.urls import reverse
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.parsers import JSONParser
from rest_framework.renderers import JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle
from rest_framework.views import APIView

from simulator import coverage, selectors
from simulator.api import schema
from simulator.api.errors import (
    JSONRequired,
    PayloadTooLarge,
    error_response,
    simulator_exception_handler,
)
from simulator.engine import MAX_INPUT_BYTES, BoardError, parse_board_json
from simulator.models import SavedScenario
from simulator.scenarios import ScenarioConflictError, save_scenario
from simulator.services import simulate_board
from smashup_site.query_params import repeated_parameter

JSON_MEDIA_TYPES = ("application/json",)


class JSONOnlyNegotiation(BaseContentNegotiation):
    """Always answer JSON, whatever the Accept header says (no 406 for a curious client)."""

    def select_parser(self, request, parsers):
        return parsers[0] if parsers else None

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type


class SimulatorAPIView(APIView):
    renderer_classes = [JSONRenderer]
    # read_board takes JSON only (415 otherwise); declared so that the schema says so too.
    parser_classes = [JSONParser]
    content_negotiation_class = JSONOnlyNegotiation

    def get_exception_handler(self):
        return simulator_exception_handler


def read_board(request: Request) -> Any:
    """The JSON body as Python data: 415 unless JSON, 413 over the engine's size limit.

    Raises the engine's BoardError for malformed JSON.
    """
    media_type = (request.content_type or "").split(";")[0].strip().lower()
    if media_type not in JSON_MEDIA_TYPES and not media_type.endswith("+json"):
        shown = media_type or "no content type"
        shown_fr = media_type or "aucun type de contenu"
        raise JSONRequired(
            shown,
            f"Send the board as application/json (got {shown}).",
            f"Envoyez la position en application/json (reçu : {shown_fr}).",
        )
    try:
        declared = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        declared = 0
    too_large = (
        f"The board is larger than {MAX_INPUT_BYTES} bytes ({MAX_INPUT_BYTES // 1024} KB), "
        "the simulator's limit.",
        f"La position dépasse {MAX_INPUT_BYTES} octets ({MAX_INPUT_BYTES // 1024} Ko), la limite "
        "du simulateur.",
    )
    if declared > MAX_INPUT_BYTES:
        raise PayloadTooLarge(*too_large)
    raw = request.body
    if len(raw) > MAX_INPUT_BYTES:
        raise PayloadTooLarge(*too_large)
    return parse_board_json(raw)


def scenario_payload(request: Request, scenario: SavedScenario) -> dict[str, Any]:
    return {
        "id": scenario.key,
        "url": request.build_absolute_uri(
            reverse("simulator:scenario", kwargs={"key": scenario.key})
        ),
    }


class ScoreView(SimulatorAPIView):
    throttle_classes = [AnonRateThrottle, ScopedRateThrottle]
    throttle_scope = "simulator"

    @extend_schema(**schema.SCORE)
    def post(self, request: Request) -> Response:
        # A BoardError becomes a 400 naming the field (simulator_exception_handler).
        return Response(simulate_board(read_board(request)))


class ScenarioCreateView(SimulatorAPIView):
    throttle_classes = [AnonRateThrottle, ScopedRateThrottle]
    throttle_scope = "simulator"

    @extend_schema(**schema.SCENARIO_CREATE)
    def post(self, request: Request) -> Response:
        try:
            saved = save_scenario(read_board(request))
        except ScenarioConflictError as exc:
            return error_response(
                str(exc),
                f"Une autre position utilise déjà la clé {exc.key}.",
                status.HTTP_409_CONFLICT,
            )
        return Response(
            scenario_payload(request, saved.scenario),
            status=status.HTTP_201_CREATED if saved.created else status.HTTP_200_OK,
        )


class ScenarioDetailView(SimulatorAPIView):
    @extend_schema(**schema.SCENARIO_DETAIL)
    def get(self, request: Request, key: str) -> Response:
        scenario = selectors.get_scenario(key)
        if scenario is None:
            return error_response(
                f"No saved scenario has the id {key!r}.",
                f"Aucun scénario enregistré n'a l'identifiant {key!r}.",
                status.HTTP_404_NOT_FOUND,
            )
        payload = scenario_payload(request, scenario)
        payload["created_at"] = scenario.created_at.isoformat()
        payload["board"] = scenario.board
        try:
            payload["result"] = simulate_board(scenario.board)
            payload["error"] = None
        except BoardError as exc:
            # The catalog or the engine changed since it was saved: show why it no longer scores.
            payload["result"] = None
            payload["error"] = exc.as_dict()["error"]
        return Response(payload)


def repeated_response(request: Request, names: frozenset[str]) -> Response | None:
    """The 400 for a search parameter given more than once (one value is read per parameter)."""
    repeated = repeated_parameter(request.query_params, names)
    if repeated is None:
        return None
    name, count = repeated
    return error_response(
        f"{name}: given {count} times; give it once.",
        f"{name} : donné {count} fois ; donnez-le une seule fois.",
        status.HTTP_400_BAD_REQUEST,
        name,
    )


class BaseSearchView(SimulatorAPIView):
    @extend_schema(**schema.BASE_SEARCH)
    def get(self, request: Request) -> Response:
        if (repeated := repeated_response(request, frozenset({"q"}))) is not None:
            return repeated
        query = request.query_params.get("q", "")
        return Response({"results": selectors.search_bases(query)})


class CardSearchView(SimulatorAPIView):
    @extend_schema(**schema.CARD_SEARCH)
    def get(self, request: Request) -> Response:
        if (repeated := repeated_response(request, frozenset({"q", "type"}))) is not None:
            return repeated
        query = request.query_params.get("q", "")
        types = request.query_params.get("type", "minion").split(",")
        unknown = [t for t in types if t not in selectors.CARD_TYPES]
        if unknown:
            names = ", ".join(selectors.CARD_TYPES)
            return error_response(
                f"Unknown card type {unknown[0]!r}; use one of {names}.",
                f"Type de carte inconnu {unknown[0]!r} ; valeurs possibles : {names}.",
                status.HTTP_400_BAD_REQUEST,
                field="type",
            )
        return Response({"results": selectors.search_cards(query, types)})


class CoverageView(SimulatorAPIView):
    @extend_schema(**schema.COVERAGE)
    def get(self, request: Request) -> Response:
        return Response(coverage.coverage_report())

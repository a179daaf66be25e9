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
from rest_framework.views import APIView

from simulator import coverage, palette, selectors
from simulator.api import schema
from simulator.api.errors import (
    JSONRequired,
    PayloadTooLarge,
    error_response,
    simulator_exception_handler,
)
from simulator.engine import MAX_INPUT_BYTES, parse_board_json
from simulator.models import SavedScenario
from simulator.scenarios import (
    ScenarioBudgetError,
    ScenarioBudgetUnavailable,
    ScenarioConflictError,
    open_scenario,
    save_scenario,
)
from simulator.services import advise_board, simulate_board
from smashup_site.query_params import repeated_parameter
from smashup_site.throttling import AnonThrottle, ScopedThrottle

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
    throttle_classes = [AnonThrottle, ScopedThrottle]
    throttle_scope = "simulator"

    @extend_schema(**schema.SCORE)
    def post(self, request: Request) -> Response:
        # A BoardError becomes a 400 naming the field (simulator_exception_handler).
        return Response(simulate_board(read_board(request)))


class AdviseView(SimulatorAPIView):
    # The same throttle as score: an advice costs at most its work budget (engine/advisor.py).
    throttle_classes = [AnonThrottle, ScopedThrottle]
    throttle_scope = "simulator"

    @extend_schema(**schema.ADVISE)
    def post(self, request: Request) -> Response:
        return Response(advise_board(read_board(request)))


class ScenarioCreateView(SimulatorAPIView):
    throttle_classes = [AnonThrottle, ScopedThrottle]
    throttle_scope = "simulator"

    @extend_schema(**schema.SCENARIO_CREATE)
    def post(self, request: Request) -> Response:
        try:
            # The client (its key, set by ClientAddressMiddleware: an IPv6 client's /64) pays for
            # new positions.
            meta = request.META
            client = meta.get("CLIENT_KEY") or meta.get("REMOTE_ADDR", "")
            saved = save_scenario(read_board(request), client=client)
        except ScenarioBudgetError as exc:
            response = error_response(str(exc), exc.message_fr, status.HTTP_429_TOO_MANY_REQUESTS)
            response["Retry-After"] = str(exc.retry_after)
            return response
        except ScenarioBudgetUnavailable as exc:
            # Redis down or frozen: nothing saved, the client is told when to try again.
            response = error_response(str(exc), exc.message_fr, status.HTTP_503_SERVICE_UNAVAILABLE)
            response["Retry-After"] = str(exc.retry_after)
            return response
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
        # Stored once per engine and catalog version; the error says why it no longer scores.
        outcome = open_scenario(scenario)
        payload["result"] = outcome.result
        payload["error"] = outcome.error
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


class NamesView(SimulatorAPIView):
    throttle_classes = [AnonThrottle, ScopedThrottle]
    throttle_scope = "simulator"

    @extend_schema(**schema.NAMES)
    def post(self, request: Request) -> Response:
        # Any JSON object is read: what is not a catalog base or card is simply not named.
        board = read_board(request)
        if not isinstance(board, dict):
            return error_response(
                "The body must be a JSON object (a board).",
                "Le corps doit être un objet JSON (une position).",
                status.HTTP_400_BAD_REQUEST,
            )
        return Response(selectors.board_names(board))


class PaletteView(SimulatorAPIView):
    @extend_schema(**schema.PALETTE)
    def get(self, request: Request) -> Response:
        names = frozenset({"factions", "printing"})
        if (repeated := repeated_response(request, names)) is not None:
            return repeated
        factions = [s for s in request.query_params.get("factions", "").split(",") if s.strip()]
        factions = [s.strip() for s in factions]
        if not factions or len(factions) > selectors.MAX_PALETTE_FACTIONS:
            limit = selectors.MAX_PALETTE_FACTIONS
            return error_response(
                f"Give 1 to {limit} faction slugs, comma-separated (got {len(factions)}).",
                f"Donnez de 1 à {limit} factions, séparées par des virgules (reçu : "
                f"{len(factions)}).",
                status.HTTP_400_BAD_REQUEST,
                field="factions",
            )
        printing = request.query_params.get("printing", "original")
        if printing not in selectors.PRINTINGS:
            return error_response(
                f"Unknown printing {printing[:60]!r}; use original or pod.",
                f"Impression inconnue {printing[:60]!r} ; valeurs possibles : original, pod.",
                status.HTTP_400_BAD_REQUEST,
                field="printing",
            )
        return Response(palette.palette(factions, printing))


class CoverageView(SimulatorAPIView):
    @extend_schema(**schema.COVERAGE)
    def get(self, request: Request) -> Response:
        return Response(coverage.coverage_report())

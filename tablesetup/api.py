"""The setup helper's REST endpoint: GET /api/v1/setup/ (thin: parse, build, serialize)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema
from rest_framework.renderers import BrowsableAPIRenderer, JSONRenderer
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from catalog.models import Complexity
from smashup_site.api.errors import error_body
from smashup_site.query_params import repeated_parameter, unknown_parameters
from tablesetup.logic import MAX_SEED, SetupError
from tablesetup.serializers import ErrorSerializer, SetupSerializer, table_payload
from tablesetup.table import setup_from_params


def _list(name: str, description: str, example: str | None = None) -> OpenApiParameter:
    """A comma-separated list parameter of the query string."""
    examples = [OpenApiExample(name, value=example)] if example else []
    return OpenApiParameter(
        name, OpenApiTypes.STR, OpenApiParameter.QUERY, description=description, examples=examples
    )


PARAMETERS = [
    OpenApiParameter(
        "factions",
        OpenApiTypes.STR,
        OpenApiParameter.QUERY,
        required=True,
        description=(
            "Faction slugs separated by commas. With `players`: exactly two per player, player "
            "by player (`random` for a faction drawn from the owned boxes). Without `players`: "
            "up to 8 factions whose boxes' bases are listed, with no draw."
        ),
        examples=[
            OpenApiExample(
                "Rulebook example",
                value="halflings,kung-fu-fighters,rock-stars,mega-troopers,grannies,orcs",
            )
        ],
    ),
    OpenApiParameter(
        "players",
        OpenApiTypes.INT,
        OpenApiParameter.QUERY,
        description="2 to 4. Given, the answer holds the opening draw of players + 1 bases.",
    ),
    OpenApiParameter(
        "seed",
        OpenApiTypes.INT,
        OpenApiParameter.QUERY,
        description=(
            f"0 to {MAX_SEED}. The same seed and options always give the same table; chosen at "
            "random (and returned) when absent."
        ),
    ),
    OpenApiParameter(
        "printing",
        OpenApiTypes.STR,
        OpenApiParameter.QUERY,
        enum=["original", "pod"],
        default="original",
        description=(
            "Which printing's bases: original (the French IELLO cards) or pod (AEG's "
            "print-on-demand reprints). A box with no POD bases keeps its original ones, "
            "and the answer says so in `warnings`."
        ),
    ),
    _list(
        "owned",
        "Box slugs you own, separated by commas: random factions come from them "
        "(default: every box).",
    ),
    OpenApiParameter(
        "max_complexity",
        OpenApiTypes.STR,
        OpenApiParameter.QUERY,
        enum=list(Complexity.values),
        description=(
            "Random factions only: draw them among the factions whose complexity rating (the "
            "wiki's, on each faction's catalog entry) is at most this; `low` for a first game. "
            "A faction with an unknown rating is then never drawn. Chosen factions are kept."
        ),
    ),
    _list("two_copies", "Box slugs you own twice: two players may then share their factions."),
    _list(
        "faction_boxes",
        "faction:box pairs: take this faction's bases from that box instead of the box that "
        "first released it.",
        "geeks:the-bigger-geekier-box",
    ),
    _list(
        "reroll",
        "Faction slots (1 to 2 x players, in order) rerolled one after the other; each reroll "
        "replaces that faction only.",
        "3",
    ),
    _list(
        "redraw",
        "Draw slots (1 to players + 1) redrawn one after the other; each redraw replaces that "
        "base only.",
        "2,2",
    ),
]


PARAMETER_NAMES = frozenset(parameter.name for parameter in PARAMETERS)


def unknown_parameter_warnings(request: Request) -> list[dict[str, str]]:
    """A warning for each query parameter the endpoint does not read (it is ignored)."""
    return [
        {
            "code": "unknown-parameter",
            "message": _('Unknown parameter "%(name)s" ignored.') % {"name": name},
        }
        for name in unknown_parameters(request.query_params, PARAMETER_NAMES | {"format"})
    ]


def error_response(error: SetupError) -> Response:
    return Response(error_body(400, error.message, error.parameter), status=400)


class SetupView(APIView):
    # JSON, and the browsable page for `?format=api` or a browser, as every other GET API.
    renderer_classes = [JSONRenderer, BrowsableAPIRenderer]

    @extend_schema(
        operation_id="setup",
        summary="Set up a table: factions, the bases of their boxes, the opening draw",
        description=(
            "The base deck is the union of the bases of every box holding a chosen faction "
            "(a reissued faction: its first-release box unless `faction_boxes` says otherwise), "
            "sorted by box release order. The opening draw is the top players + 1 bases of the "
            "deck shuffled by the seed. Special decks (Madness, Monsters and Treasures, titans, "
            "+1 power counters) are derived from the catalog's cards and bases."
        ),
        parameters=PARAMETERS,
        responses={200: SetupSerializer, 400: ErrorSerializer},
        tags=["setup"],
    )
    def get(self, request: Request) -> Response:
        repeated = repeated_parameter(request.query_params, PARAMETER_NAMES)
        if repeated is not None:
            name, count = repeated
            message = _("%(name)s: given %(count)d times; give it once.")
            return error_response(SetupError(message % {"name": name, "count": count}, name))
        try:
            table = setup_from_params(request.query_params)
        except SetupError as error:
            return error_response(error)

        def absolute(path: str | None) -> str | None:
            return request.build_absolute_uri(path) if path else None

        payload = table_payload(table, absolute)
        payload["warnings"] = unknown_parameter_warnings(request) + payload["warnings"]
        return Response(SetupSerializer(payload).data)

"""`manage.py simulate` and the Django-side wiring (simulator.services: the catalog lookup).

The bases used here are rows created by each test (slugs no real base has), so the tests do not
depend on what the catalog import holds. Like `import_catalog`, the fixture records a
CatalogImport after writing them: the lookup caches the catalog per CatalogImport.
"""

import io
import json
import sys

import pytest
from django.core.management import call_command

from catalog.models import Base, Box, CatalogImport
from simulator.engine import MAX_INPUT_BYTES, BoardError
from simulator.services import catalog_base_lookup, simulate_board

pytestmark = pytest.mark.django_db


@pytest.fixture
def box():
    return Box.objects.create(
        slug="zz-simulator-test-box",
        title_en="Simulator test box",
        kind="core",
        release_order=99_901,
    )


@pytest.fixture
def bases(box):
    common = {"box": box, "name_en": "Zz Test Pits"}
    return {
        "original": Base.objects.create(
            slug="zz-test-pits",
            printing="original",
            breakpoint=16,
            vp_first=4,
            vp_second=3,
            vp_third=2,
            **common,
        ),
        "pod": Base.objects.create(
            slug="zz-test-pits",
            printing="pod",
            breakpoint=14,
            vp_first=5,
            vp_second=2,
            vp_third=1,
            **common,
        ),
        "unknown": Base.objects.create(
            slug="zz-unknown-stats", printing="original", box=box, name_en="Zz Unknown"
        ),
        "import": reimport(),
    }


def reimport() -> CatalogImport:
    """What import_catalog records after writing changes (in the same transaction)."""
    return CatalogImport.objects.create(source_digest="zz-simulator-test", counts={}, report={})


def test_the_lookup_reads_the_catalog_by_slug_and_printing(bases):
    assert catalog_base_lookup("zz-test-pits", "original") == {
        "slug": "zz-test-pits",
        "name": "Zz Test Pits",
        "name_fr": None,
        "printing": "original",
        "breakpoint": 16,
        "vp": [4, 3, 2],
        "monsters": None,
        "text_known": False,
    }
    assert catalog_base_lookup("zz-test-pits", "pod")["vp"] == [5, 2, 1]
    assert catalog_base_lookup("zz-test-pits") == catalog_base_lookup("zz-test-pits", "original")
    assert catalog_base_lookup("zz-unknown-stats", "original")["breakpoint"] is None
    assert catalog_base_lookup("zz-unknown-stats", "pod") is None
    assert catalog_base_lookup("zz-nothing", "original") is None
    assert catalog_base_lookup("zz-test-pits", "reprint") is None


def board_on(slug: str, **base_extra) -> dict:
    return {
        "players": ["ann", "bob"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "base": slug,
                "cards": [
                    {"type": "minion", "owner": "ann", "power": 10},
                    {"type": "minion", "owner": "bob", "power": 6},
                ],
                **base_extra,
            }
        ],
    }


def test_simulate_board_takes_the_stats_from_the_catalog(bases):
    result = simulate_board(board_on("zz-test-pits"))
    assert result["scorings"][0]["breakpoint"] == 16
    assert result["vp"] == {"ann": 4, "bob": 3}
    assert result["scorings"][0]["name"] == "Zz Test Pits"
    pod = simulate_board(board_on("zz-test-pits", printing="pod"))
    assert pod["vp"] == {"ann": 5, "bob": 2}


def test_a_reimport_with_changed_stats_is_seen(bases):
    assert simulate_board(board_on("zz-test-pits"))["scorings"][0]["breakpoint"] == 16
    Base.objects.filter(slug="zz-test-pits", printing="original").update(
        breakpoint=15, vp_first=6, name_en="Zz Renamed Pits"
    )
    # Until an import records the change, the cached stats are used.
    assert simulate_board(board_on("zz-test-pits"))["scorings"][0]["breakpoint"] == 16
    reimport()
    result = simulate_board(board_on("zz-test-pits"))
    assert result["scorings"][0]["breakpoint"] == 15
    assert result["scorings"][0]["name"] == "Zz Renamed Pits"
    assert result["vp"] == {"ann": 6, "bob": 3}
    assert catalog_base_lookup("zz-test-pits")["vp"] == [6, 3, 2]
    # A new base of that import is known too; one that left the catalog is not.
    Base.objects.filter(slug="zz-unknown-stats").delete()
    Base.objects.create(
        slug="zz-new-base",
        printing="pod",
        box=bases["original"].box,
        name_en="Zz New",
        breakpoint=9,
        vp_first=1,
        vp_second=1,
        vp_third=1,
    )
    reimport()
    assert catalog_base_lookup("zz-new-base", "pod")["breakpoint"] == 9
    assert catalog_base_lookup("zz-unknown-stats") is None


def test_a_simulation_reads_the_catalog_version_once(bases, django_assert_num_queries):
    data = board_on("zz-test-pits")
    data["bases"].append({"id": "b2", "base": "zz-test-pits", "printing": "pod"})
    data["base_deck"] = [{"id": "d1", "base": "zz-test-pits"}, {"id": "d2", "base": "zz-test-pits"}]
    simulate_board(data)
    with django_assert_num_queries(1):
        result = simulate_board(data)
    assert [s["breakpoint"] for s in result["scorings"]] == [16]
    with django_assert_num_queries(0):
        simulate_board(valid())


def test_the_lookup_returns_copies():
    first = catalog_base_lookup("tortuga", "original")
    first["vp"].append(99)
    first["breakpoint"] = 0
    assert catalog_base_lookup("tortuga", "original") == {
        "slug": "tortuga",
        "name": "Tortuga",
        "name_fr": None,
        "printing": "original",
        "breakpoint": 21,
        "vp": [4, 3, 2],
        "monsters": None,
        "text_known": True,
    }


def test_simulate_board_asks_for_stats_the_catalog_does_not_know(bases):
    with pytest.raises(BoardError) as caught:
        simulate_board(board_on("zz-unknown-stats"))
    assert caught.value.field == "bases[0].breakpoint"
    assert "type it in" in caught.value.message
    result = simulate_board(board_on("zz-unknown-stats", breakpoint=10, vp=[3, 2, 1]))
    assert result["vp"] == {"ann": 3, "bob": 2}


def test_simulate_board_rejects_an_unknown_slug(bases):
    with pytest.raises(BoardError) as caught:
        simulate_board(board_on("zz-nothing"))
    assert caught.value.as_dict() == {
        "error": {
            "field": "bases[0].base",
            "message": "unknown base 'zz-nothing' in the original printing",
            "message_fr": "Base 'zz-nothing' inconnue dans l'impression originale",
        }
    }


# --- the command -----------------------------------------------------------------------------


def run_command(tmp_path, content: bytes | str, *extra: str) -> tuple[int, dict]:
    path = tmp_path / "board.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    out = io.StringIO()
    code = 0
    try:
        call_command("simulate", str(path), *extra, stdout=out)
    except SystemExit as exc:
        code = exc.code
    return code, json.loads(out.getvalue())


def test_the_command_prints_the_result_for_a_file(tmp_path, bases):
    code, result = run_command(tmp_path, json.dumps(board_on("zz-test-pits")))
    assert code == 0
    assert result["vp"] == {"ann": 4, "bob": 3}
    assert result["log"][0]["rule"] == "conquest-eligibility"


def test_the_command_reads_stdin(monkeypatch, bases):
    raw = json.dumps(board_on("zz-test-pits")).encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(raw)))
    out = io.StringIO()
    call_command("simulate", "-", "--compact", stdout=out)
    text = out.getvalue()
    assert "\n" not in text.strip()
    assert json.loads(text)["order"] == ["b1"]


def valid() -> dict:
    return {
        "players": ["ann", "bob", "cy"],
        "active_player": "ann",
        "bases": [
            {
                "id": "b1",
                "breakpoint": 10,
                "vp": [3, 2, 1],
                "cards": [
                    {"type": "minion", "owner": "ann", "power": 3, "id": "m1"},
                    {"type": "minion", "owner": "bob", "power": 2},
                    {"type": "action", "controller": "bob", "power": 1},
                ],
            }
        ],
    }


def mutated(change) -> str:
    data = valid()
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("content", "field"),
    [
        (mutated(lambda d: d.update(active_player="zed")), "active_player"),
        (
            mutated(lambda d: d["bases"][0]["cards"][1].update(id="m1")),
            "bases[0].cards[1].id",
        ),
        (mutated(lambda d: d.update(vp={"bob": -2})), "vp.bob"),
        (
            mutated(lambda d: d["bases"][0]["cards"][2].update(power=1.5)),
            "bases[0].cards[2].power",
        ),
        (mutated(lambda d: d["bases"][0].update(cards="none")), "bases[0].cards"),
        (mutated(lambda d: d["bases"][0].update(base="zz-nothing")), "bases[0].base"),
        (mutated(lambda d: d.update(players=["a", "b", "c", "d", "e"])), "players"),
        (
            mutated(
                lambda d: d.update(
                    bases=[{"id": f"b{i}", "breakpoint": 9, "vp": [1, 1, 1]} for i in range(21)]
                )
            ),
            "bases",
        ),
        (
            mutated(
                lambda d: d["bases"][0].update(
                    cards=[{"type": "minion", "owner": "ann", "power": 1}] * 401
                )
            ),
            "bases[0].cards",
        ),
        (b"{" + b" " * MAX_INPUT_BYTES + b"}", ""),
        (b'{"players": [', ""),
    ],
)
def test_a_malformed_board_prints_the_error_and_exits_with_2(tmp_path, content, field):
    code, output = run_command(tmp_path, content)
    assert code == 2
    assert set(output) == {"error"}
    assert output["error"]["field"] == field
    assert output["error"]["message"]
    assert (
        output["error"]["message_fr"]
        and output["error"]["message_fr"] != output["error"]["message"]
    )


def test_a_missing_file_is_an_error_too(tmp_path):
    out = io.StringIO()
    with pytest.raises(SystemExit) as caught:
        call_command("simulate", str(tmp_path / "nope.json"), stdout=out)
    assert caught.value.code == 2
    error = json.loads(out.getvalue())["error"]
    assert error["message"].endswith("nope.json: No such file or directory")
    assert error["message_fr"].startswith("impossible de lire ")
    assert error["message_fr"].endswith("nope.json : fichier introuvable")


def test_a_directory_is_named_as_such_in_both_languages(tmp_path):
    out = io.StringIO()
    with pytest.raises(SystemExit):
        call_command("simulate", str(tmp_path), stdout=out)
    error = json.loads(out.getvalue())["error"]
    assert error["message"].endswith(": Is a directory")
    assert error["message_fr"].endswith(" : c'est un dossier")


# --- the real catalog (imported once per test session) ---------------------------------------


def test_every_catalog_base_has_a_status_in_the_ability_registry():
    from simulator.engine.abilities import lookup

    rows = list(Base.objects.exclude(slug__startswith="zz-").values_list("slug", "printing"))
    assert len(rows) >= 213 + 180
    assert (
        sorted(f"{slug} ({printing})" for slug, printing in rows if lookup(slug, printing) is None)
        == []
    )


def test_a_board_with_real_catalog_bases():
    """Tar Pits: 16 / 4-3-2 in the original printing (several sources agree, data README)."""
    result = simulate_board(board_on("tar-pits"))
    record = result["scorings"][0]
    assert (record["breakpoint"], record["vp_table"]) == (16, [4, 3, 2])
    assert record["name"] == "Tar Pits"
    assert result["base_abilities"][0]["status"] == "no_scoring_effect"

"""The README's card coverage table is the registry's, box by box (it is what players read
before they trust the simulator with their cards)."""

from pathlib import Path

import pytest

from simulator.coverage import build_report

README = Path(__file__).parents[2] / "README.md"


def expected_table() -> str:
    """The table the README must hold, built from the catalog and the card registry."""
    cards = build_report()["cards"]
    lines = [
        "  | box | modelled | no scoring effect | not simulated |",
        "  |---|---:|---:|---:|",
    ]
    for box in cards["boxes"]:
        counts = box["counts"]
        lines.append(
            f"  | {box['title']} | {counts['modelled']} | {counts['no_scoring_effect']} "
            f"| {counts['not_simulated']} |"
        )
    total = cards["total"]
    lines.append(
        f"  | **all {total['all']} cards** | **{total['modelled']}** "
        f"| **{total['no_scoring_effect']}** | **{total['not_simulated']}** |"
    )
    return "\n".join(lines)


@pytest.mark.django_db
def test_every_card_record_is_classified():
    assert build_report()["cards"]["total"]["unclassified"] == 0


@pytest.mark.django_db
def test_the_readme_gives_the_card_coverage_table():
    table = expected_table()
    assert table in README.read_text("utf-8"), f"README's card coverage table should be:\n{table}"


def expected_play_table() -> str:
    """The README's play coverage table (issues 27, 28): the play registry's statuses by box,
    the boxes without a play module (none since issue 28) in one line ("not modelled yet")."""
    plays = build_report()["plays"]
    lines = [
        "  | box | applied | no board effect | not simulated |",
        "  |---|---:|---:|---:|",
    ]
    rest = {"all": 0, "boxes": 0}
    for box in plays["boxes"]:
        counts = box["counts"]
        if counts["applied"] == 0 and counts["no_board_effect"] == 0:
            rest["all"] += counts["all"]
            rest["boxes"] += 1
            continue
        lines.append(
            f"  | {box['title']} | {counts['applied']} | {counts['no_board_effect']} "
            f"| {counts['not_simulated']} |"
        )
    if rest["boxes"]:
        lines.append(
            f"  | the {rest['boxes']} other boxes (not modelled yet) | 0 | 0 | {rest['all']} |"
        )
    total = plays["total"]
    lines.append(
        f"  | **all {total['all']} cards** | **{total['applied']}** "
        f"| **{total['no_board_effect']}** | **{total['not_simulated']}** |"
    )
    return "\n".join(lines)


@pytest.mark.django_db
def test_the_readme_gives_the_play_coverage_table():
    table = expected_play_table()
    assert table in README.read_text("utf-8"), f"README's play coverage table should be:\n{table}"

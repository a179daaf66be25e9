"""POD card texts that start with the printed power: "Power 2 - ..." and, bracketed,
"(Power 2) - ..." (Kaiju's play-on-base actions). The power is read into its field and the
prefix removed from the text, in both forms alike."""

from __future__ import annotations

import pytest

from catalog.importer.cards import CardBuilder
from catalog.importer.files import FileSet
from catalog.importer.fixtures import load
from catalog.importer.readers.pod import PodCard
from catalog.importer.report import Report
from catalog.importer.run import FIXTURES_DIR
from catalog.models import Card

BRACKETED = ["stomp", "oh-no", "radioactive-breath", "tail-smash"]
UNBRACKETED = ["the-folly-of-men", "wade-through-the-buildings"]


def _pod_card(text: str) -> PodCard:
    return PodCard(
        index=0,
        name="Test Card",
        type="action",
        quantity=1,
        power=None,
        text=text,
        errata="",
        clarifications=[],
        label="test",
    )


@pytest.mark.parametrize(
    ("text", "power", "power_text", "rest"),
    [
        ("Power 2 - Play on a base.", 2, "", "Play on a base."),
        ("(Power 2) - Play on a base.", 2, "", "Play on a base."),
        ("( Power 4 ) - Destroy it.", 4, "", "Destroy it."),
        ("(power X) - Ongoing.", None, "X", "Ongoing."),
        ("Power4 - Choose.", 4, "", "Choose."),
        # an unbalanced bracket is no prefix: the text is kept as it is
        ("(Power 2 - Play on a base.", None, "", "(Power 2 - Play on a base."),
        ("Power 2) - Play on a base.", None, "", "Power 2) - Play on a base."),
        ("Play on a base. (Power 2)", None, "", "Play on a base. (Power 2)"),
    ],
)
def test_pod_power_prefix_forms(text, power, power_text, rest):
    builder = CardBuilder(load(FileSet(FIXTURES_DIR, "fixtures/")), Report())
    assert builder._pod_power("test", _pod_card(text)) == (power, power_text, rest)


@pytest.mark.django_db
@pytest.mark.parametrize("slug", BRACKETED + UNBRACKETED)
def test_kaiju_pod_actions_get_their_printed_power(slug):
    pod = Card.objects.get(faction__slug="kaiju", printing="pod", slug=slug)
    original = Card.objects.get(faction__slug="kaiju", printing="original", slug=slug)
    assert pod.power is not None
    assert pod.power == original.power
    assert pod.text.startswith("Play on a base")
    assert "Power" not in pod.text[:20]


@pytest.mark.django_db
def test_no_stored_card_text_keeps_a_power_prefix():
    texts = Card.objects.filter(printing="pod").values_list("slug", "text")
    left = [slug for slug, text in texts if text.lstrip("( ").lower().startswith("power")]
    assert left == []

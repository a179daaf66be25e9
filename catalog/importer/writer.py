"""Stores a Plan in the database: upserts by natural key, then deletes what disappeared.

Primary keys are stable: a record that still exists keeps its row (updated only when a value
changed). Every model is written with a handful of bulk queries, whatever its size. The caller
runs `write` inside one transaction.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db import connection
from django.db import models as dj

from catalog import models
from catalog.importer.names import search_names
from catalog.importer.plan import BaseRec, CardKey, CardRec, Plan, RulingRec
from smashup_site.text import normalize

BATCH = 500


@dataclass
class Changes:
    per_model: dict[str, list[int]] = field(
        default_factory=dict
    )  # name -> [created, updated, deleted]

    def note(self, name: str, created: int = 0, updated: int = 0, deleted: int = 0) -> None:
        counts = self.per_model.setdefault(name, [0, 0, 0])
        counts[0] += created
        counts[1] += updated
        counts[2] += deleted

    @property
    def total(self) -> int:
        return sum(sum(c) for c in self.per_model.values())

    def lines(self) -> list[str]:
        return [
            f"  {name}: {c[0]} created, {c[1]} updated, {c[2]} deleted"
            for name, c in self.per_model.items()
            if any(c)
        ]


class _Syncer:
    def __init__(self, changes: Changes) -> None:
        self.changes = changes
        self.stale: list[tuple[type[dj.Model], list[int]]] = []

    def sync(
        self,
        model: type[dj.Model],
        desired: dict[tuple, dict],
        key_fields: tuple[str, ...],
        fields: list[str],
        name: str = "",
    ) -> dict[tuple, int]:
        """Create, update (only changed rows); stale rows are deleted by `delete_stale`."""
        name = str(name or model._meta.verbose_name_plural)
        existing: dict[tuple, dict] = {}
        for row in model.objects.values("pk", *fields):
            existing[tuple(row[f] for f in key_fields)] = row
        create, update = [], []
        for key, values in desired.items():
            row = existing.pop(key, None)
            if row is None:
                create.append(model(**values))
            elif any(row[f] != values[f] for f in fields):
                update.append(model(pk=row["pk"], **values))
        model.objects.bulk_create(create, batch_size=BATCH)
        if update:
            model.objects.bulk_update(update, fields, batch_size=BATCH)
        self.stale.append((model, [row["pk"] for row in existing.values()]))
        self.changes.note(name, created=len(create), updated=len(update), deleted=len(existing))
        return {
            tuple(row[f] for f in key_fields): row["pk"]
            for row in model.objects.values("pk", *key_fields)
        }

    def link(
        self, model: type[dj.Model], field_name: str, desired: dict[int, int | None], name: str
    ) -> None:
        """Set a foreign key (counterpart) on existing rows, updating only changed ones.

        A plain parameterised UPDATE per row, sent with executemany: much cheaper than
        bulk_update's CASE expressions for thousands of rows, on SQLite and PostgreSQL alike.
        """
        column = f"{field_name}_id"
        params = [
            (desired.get(pk), pk)
            for pk, current in model.objects.values_list("pk", column)
            if current != desired.get(pk)
        ]
        if params:
            quote = connection.ops.quote_name
            sql = (
                f"UPDATE {quote(model._meta.db_table)} SET {quote(column)} = %s"
                f" WHERE {quote(model._meta.pk.column)} = %s"
            )
            with connection.cursor() as cursor:
                cursor.executemany(sql, params)
        self.changes.note(name, updated=len(params))

    def sync_m2m(
        self, through: type[dj.Model], left: str, right: str, desired: set, name: str
    ) -> None:
        existing = {
            (a, b): pk
            for pk, a, b in through.objects.values_list("pk", f"{left}_id", f"{right}_id")
        }
        create = [
            through(**{f"{left}_id": a, f"{right}_id": b}) for a, b in desired - existing.keys()
        ]
        stale = [pk for key, pk in existing.items() if key not in desired]
        through.objects.bulk_create(create, batch_size=BATCH)
        _delete(through, stale)
        self.changes.note(name, created=len(create), deleted=len(stale))

    def delete_stale(self) -> None:
        for model, pks in reversed(self.stale):
            _delete(model, pks)


def _delete(model: type[dj.Model], pks: list[int]) -> None:
    for start in range(0, len(pks), BATCH):
        model.objects.filter(pk__in=pks[start : start + BATCH]).delete()


def write(plan: Plan) -> Changes:
    changes = Changes()
    s = _Syncer(changes)
    keyword_pk = _single(
        s.sync(
            models.Keyword,
            {
                (k["slug"],): {f: k[f] for f in ("slug", "name_en", "name_fr")}
                for k in plan.keywords
            },
            ("slug",),
            ["slug", "name_en", "name_fr"],
            "keywords",
        )
    )
    box_fields = list(plan.boxes[0])
    box_pk = _single(
        s.sync(models.Box, {(b["slug"],): b for b in plan.boxes}, ("slug",), box_fields, "boxes")
    )
    faction_fields = list(plan.factions[0])
    faction_pk = _single(
        s.sync(
            models.Faction,
            {(f["slug"],): f for f in plan.factions},
            ("slug",),
            faction_fields,
            "factions",
        )
    )
    s.sync(
        models.FactionBox,
        {
            (faction_pk[f], box_pk[b]): {
                "faction_id": faction_pk[f],
                "box_id": box_pk[b],
                "first_release": first,
            }
            for f, b, first in plan.faction_boxes
        },
        ("faction_id", "box_id"),
        ["faction_id", "box_id", "first_release"],
        "faction boxes",
    )
    card_values = {_card_key(c.key, faction_pk): _card_fields(c, faction_pk) for c in plan.cards}
    card_pk = s.sync(
        models.Card, card_values, ("faction_id", "printing", "slug"), list(_CARD_FIELDS), "cards"
    )
    base_values = {b.key: _base_fields(b, box_pk, faction_pk) for b in plan.bases}
    base_pk = s.sync(models.Base, base_values, ("printing", "slug"), list(_BASE_FIELDS), "bases")

    s.link(
        models.Card,
        "counterpart",
        {
            card_pk[_card_key(c.key, faction_pk)]: card_pk[_card_key(c.counterpart, faction_pk)]
            for c in plan.cards
            if c.counterpart
        },
        "card counterparts",
    )
    s.link(
        models.Base,
        "counterpart",
        {base_pk[b.key]: base_pk[b.counterpart] for b in plan.bases if b.counterpart},
        "base counterparts",
    )
    s.sync_m2m(
        models.Card.keywords.through,
        "card",
        "keyword",
        {
            (card_pk[_card_key(c.key, faction_pk)], keyword_pk[k])
            for c in plan.cards
            for k in c.keywords
        },
        "card keywords",
    )
    s.sync_m2m(
        models.Base.keywords.through,
        "base",
        "keyword",
        {(base_pk[b.key], keyword_pk[k]) for b in plan.bases for k in b.keywords},
        "base keywords",
    )
    special_fields = [
        "slug",
        "kind",
        "box_id",
        "name_en",
        "name_fr",
        "name_fr_source",
        "copies",
        "power",
        "treasures",
        "vp",
        "notes",
        "notes_fr",
        "source_file",
        "source_url",
    ]
    s.sync(
        models.SpecialCard,
        {(c["slug"],): _special_fields(c, box_pk) for c in plan.special_cards},
        ("slug",),
        special_fields,
        "special cards",
    )
    for model, kind in ((models.Clarification, "clarification"), (models.Erratum, "erratum")):
        rulings = [r for r in plan.rulings if r.model == kind]
        values = [_ruling_fields(r, card_pk, base_pk, faction_pk) for r in rulings]
        fields = list(values[0]) if values else ["card_id"]
        ruling_pk = s.sync(
            model,
            {tuple(v[f] for f in _RULING_KEY): v for v in values},
            _RULING_KEY,
            fields,
            str(model._meta.verbose_name_plural),
        )
        if model is models.Clarification:
            s.sync_m2m(
                models.Clarification.named_cards.through,
                "clarification",
                "card",
                {
                    (
                        ruling_pk[tuple(v[f] for f in _RULING_KEY)],
                        card_pk[_card_key(key, faction_pk)],  # type: ignore[arg-type]
                    )
                    for r, v in zip(rulings, values, strict=True)
                    for _, key in r.named
                },
                "clarification cards",
            )
    s.delete_stale()
    return changes


_CARD_FIELDS = (
    "faction_id",
    "printing",
    "slug",
    "name_en",
    "name_fr",
    "name_fr_source",
    "name_fr_evidence",
    "source_spelling",
    "provenance_note",
    "card_type",
    "copies",
    "power",
    "power_text",
    "text",
    "text_status",
    "text_fr",
    "text_fr_source_file",
    "text_fr_source_page",
    "text_fr_evidence",
    "errata_note",
    "position",
    "search_names",
    "search_text",
    "source_file",
    "source_url",
)
_BASE_FIELDS = (
    "printing",
    "slug",
    "name_en",
    "name_fr",
    "name_fr_source",
    "name_fr_evidence",
    "source_spelling",
    "provenance_note",
    "box_id",
    "faction_id",
    "breakpoint",
    "vp_first",
    "vp_second",
    "vp_third",
    "monsters",
    "text",
    "text_fr",
    "text_fr_source_file",
    "text_fr_source_page",
    "text_fr_evidence",
    "text_source_file",
    "has_ability",
    "stats_note",
    "stats_status",
    "errata_note",
    "position",
    "search_names",
    "search_text",
    "source_file",
    "source_url",
)
_RULING_KEY = ("card_id", "base_id", "faction_id", "source_name", "position")


def _single(pks: dict[tuple, int]) -> dict[str, int]:
    return {key[0]: pk for key, pk in pks.items()}


def _card_key(key: CardKey, faction_pk: dict[str, int]) -> tuple:
    """The database key of a card: its faction's slug replaced by the faction's id."""
    faction, printing, slug = key
    return (faction_pk[faction], printing, slug)


def _card_fields(card: CardRec, faction_pk: dict[str, int]) -> dict:
    values = {f: getattr(card, f) for f in _CARD_FIELDS if hasattr(card, f)}
    values["faction_id"] = faction_pk[card.faction]
    values["search_names"] = search_names(card.name_en, card.name_fr)
    values["search_text"] = normalize(" ".join(filter(None, (card.text, card.text_fr))))
    return {f: values[f] for f in _CARD_FIELDS}


def _base_fields(base: BaseRec, box_pk: dict[str, int], faction_pk: dict[str, int]) -> dict:
    values = {f: getattr(base, f) for f in _BASE_FIELDS if hasattr(base, f)}
    values["box_id"] = box_pk[base.box]
    values["faction_id"] = faction_pk[base.faction] if base.faction else None
    vp = base.vp or (None, None, None)
    values["vp_first"], values["vp_second"], values["vp_third"] = vp
    values["search_names"] = search_names(base.name_en, base.name_fr)
    values["search_text"] = normalize(" ".join(filter(None, (base.text, base.text_fr))))
    return {f: values[f] for f in _BASE_FIELDS}


def _special_fields(card: dict, box_pk: dict[str, int]) -> dict:
    return {
        "slug": card["slug"],
        "kind": card["kind"],
        "box_id": box_pk[card["box"]],
        "name_en": card["name_en"],
        "name_fr": card["name_fr"],
        "name_fr_source": card["name_fr_source"],
        "copies": card["copies"],
        "power": card["power"],
        "treasures": card["treasures"],
        "vp": None,
        "notes": f"{card['notes']} Evidence: {card['evidence']}.",
        "notes_fr": f"{card['notes_fr']} Source : {card['evidence']}.",
        "source_file": "fixtures/special_cards.json",
        "source_url": "",
    }


def _ruling_fields(
    ruling: RulingRec,
    card_pk: dict[tuple, int],
    base_pk: dict[tuple, int],
    faction_pk: dict[str, int],
) -> dict:
    kind, key = ruling.target
    values = {
        "card_id": None,
        "base_id": None,
        "faction_id": None,
        "text": ruling.text,
        "source_name": ruling.source_name,
        "subject": ruling.subject,
        "source_page": ruling.source_page,
        "date": None,
        "language": ruling.language,
        "position": ruling.position,
        "source_file": ruling.source_file,
        "source_url": ruling.source_url,
    }
    if kind == "card":
        values["card_id"] = card_pk[_card_key(key, faction_pk)]  # type: ignore[arg-type]
    elif kind == "base":
        values["base_id"] = base_pk[key]  # type: ignore[index]
    else:
        values["faction_id"] = faction_pk[key]  # type: ignore[index]
    if ruling.model == "erratum":
        values["kind"] = ruling.kind
    return values


def counts_in_db() -> dict[str, int]:
    """Row counts per model, for messages and tests."""
    out: dict[str, int] = {}
    for model in _MODELS:
        out[model._meta.model_name] = model.objects.count()
    return out


_MODELS: Iterable[type[dj.Model]] = (
    models.Box,
    models.Faction,
    models.FactionBox,
    models.Keyword,
    models.Card,
    models.Base,
    models.SpecialCard,
    models.Clarification,
    models.Erratum,
)

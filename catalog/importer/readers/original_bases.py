"""Reader of `original-bases/bases.json`: all 213 bases in the original printing.

Each record gives the chosen original breakpoint/VP (null when unknown), Munchkin monster
counts, how many independent sources agree, conflicts, the POD values beside, an original
ability text for a few bases, the record status and notes. `name` is the POD name when the base
was renamed; `original_name` is then the original one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from catalog.importer.files import FileSet, Record, records

FILE = "original-bases/bases.json"
STATUSES = {
    "confirmed (>=2 independent sources)": "confirmed",
    "partly confirmed": "partly confirmed",
    "single source": "single source",
    "unknown": "unknown",
}


@dataclass
class OriginalBase:
    index: int
    name: str
    original_name: str
    faction: str
    set_name: str
    breakpoint: int | None
    vp: tuple[int, int, int] | None
    monsters: int | None
    status: str
    text: str
    text_sources: list[str]
    notes: list[str]
    conflicts: list[dict]
    pod_breakpoint: int | None
    pod_vp: tuple[int, int, int] | None
    label: str
    other_names: list[str] = field(default_factory=list)

    @property
    def display_name(self) -> str:
        return self.original_name or self.name


def read_bases(files: FileSet) -> list[OriginalBase]:
    data = files.json(FILE)
    bases = []
    for index, rec in enumerate(records(data, FILE, "bases")):
        status = rec.str("status")
        if status not in STATUSES:
            raise rec.error("status", f"unknown status {status!r}")
        pod = rec.raw("pod")
        pod_breakpoint = pod_vp = None
        if pod is not None:
            prec = Record(pod, FILE, rec.label)
            pod_breakpoint = prec.int("breakpoint", required=False, minimum=0)
            pod_vp = prec.vp("vp")
        conflicts = rec.list("stat_conflicts", required=False)
        notes = rec.list("notes", required=False)
        for number, note in enumerate(notes):
            if not isinstance(note, str):
                raise rec.error(f"notes[{number}]", "expected a string")
        bases.append(
            OriginalBase(
                index=index,
                name=rec.str("name").strip(),
                original_name=rec.str("original_name", required=False).strip(),
                faction=rec.str("faction"),
                set_name=rec.str("set"),
                breakpoint=rec.int("breakpoint", required=False, minimum=0),
                vp=rec.vp("vp"),
                monsters=rec.int("monsters", required=False, minimum=0),
                status=STATUSES[status],
                text=rec.str("text", required=False).strip(),
                text_sources=[str(s) for s in rec.list("text_sources", required=False)],
                notes=notes,
                conflicts=[c for c in conflicts if isinstance(c, dict)],
                pod_breakpoint=pod_breakpoint,
                pod_vp=pod_vp,
                label=rec.label,
                other_names=[str(n) for n in rec.list("other_names", required=False)],
            )
        )
    return bases

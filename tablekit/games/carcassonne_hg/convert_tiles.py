"""Turn the shared tile sheet (one TSV row per physical tile) into this game's ``tiles.json``.

Run from the repository root: ``python -m tablekit.games.carcassonne_hg.convert_tiles SHEET.tsv``. The JSON keeps
the sheet's tile ids; each zone gets a short id (``F0``, ``M1``, ``R0``; lakes keep ``L1``/``L2``) used by actions.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tiles.json")
KINDS = {"S": "start", "N": "land", "B": "bonus"}
TYPES = {"F": "forest", "M": "meadow", "R": "river"}
ANIMALS = {"Mm": "mammoth", "Au": "aurochs", "De": "deer", "Ti": "tiger"}
POWERS = {"wild_fire": "wildfire", "shaman": "shaman", "pit_trap": "pit_trap", "hunting_trap": "hunting_trap",
          "raft": "raft", "logboat": "dugout_canoe", "mushroom": "mushrooms"}
ZONE = re.compile(r"(?P<t>[FMR])\[(?P<sides>[^\]]+)\](?:\((?P<animals>[A-Za-z]+)\))?(?:f(?P<fish>\d+))?"
                  r"(?:>(?P<end>L\d|spring))?(?:\*(?P<flag>\w+))?")
LAKE = re.compile(r"(?P<id>L\d)\(f(?P<fish>\d+)(?:\*(?P<flag>\w+))?\)")


def parse_zone(token: str, counters: dict[str, int]) -> dict[str, Any]:
    """One zone token of the sheet, e.g. ``R[E+S]f1`` or ``M[N+W](MmTi)``, as a JSON object."""
    lake = LAKE.fullmatch(token)
    if lake:
        zone: dict[str, Any] = {"id": lake["id"], "type": "lake", "sides": [], "fish": int(lake["fish"])}
        if lake["flag"]:
            zone["power"] = POWERS[lake["flag"]]
        return zone
    m = ZONE.fullmatch(token)
    if m is None:
        raise ValueError(f"cannot read zone {token!r}")
    kind = m["t"]
    zone = {"id": f"{kind}{counters.get(kind, 0)}", "type": TYPES[kind], "sides": m["sides"].split("+")}
    counters[kind] = counters.get(kind, 0) + 1
    if kind == "R":
        zone["fish"] = int(m["fish"] or 0)
        zone["end"] = m["end"]
    if m["animals"]:
        found: dict[str, int] = {}
        for code in re.findall("[A-Z][a-z]", m["animals"]):
            found[ANIMALS[code]] = found.get(ANIMALS[code], 0) + 1
        zone["animals"] = found
    flag = m["flag"]
    if flag == "menhir":
        zone["menhir"] = True
    elif flag == "mushroom":
        zone["mushroom"] = True
    elif flag:
        zone["power"] = POWERS[flag]
    return zone


def convert(text: str) -> list[dict[str, Any]]:
    """All tiles of the sheet, in its order."""
    tiles = []
    for line in text.splitlines():
        if not line.strip() or line.startswith(("#", "id\t")):
            continue
        tile_id, kind, edges, zones = line.split("\t")
        counters: dict[str, int] = {}
        parsed = [parse_zone(tok, counters) for tok in zones.split()]
        flags = [z.get("power") or ("mushrooms" if z.get("mushroom") else None) for z in parsed]
        power = next((f for f in flags if f), None)
        tiles.append({"id": int(tile_id), "kind": KINDS[kind], "edges": edges, "power": power, "zones": parsed})
    return tiles


def dump(tiles: list[dict[str, Any]]) -> str:
    """The JSON text: one tile per line, so diffs stay readable."""
    return "[\n" + ",\n".join(json.dumps(t, separators=(",", ":")) for t in tiles) + "\n]\n"


def main(argv: list[str]) -> None:
    OUT.write_text(dump(convert(Path(argv[0]).read_text(encoding="utf-8"))), encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])

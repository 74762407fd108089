"""The tile data: totals against the shared sheet, edges agreeing with zones, and the converter."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tablekit.games.carcassonne_hg import convert_tiles
from tablekit.games.carcassonne_hg.tiles import BONUS_IDS, HALVES, LAND_IDS, SIDES, START_TILE, TILES

SHEET = Path(__file__).resolve().parents[3] / "shared" / "reference" / "carcassonne_hg_tiles.tsv"


def zones(kind: str):
    return [z for t in TILES.values() for z in t.zones if z.kind == kind]


def test_tile_counts_by_kind():
    assert len(TILES) == 95
    assert Counter(t.kind for t in TILES.values()) == {"start": 1, "land": 78, "bonus": 16}
    assert TILES[START_TILE].kind == "start"
    assert len(LAND_IDS) == 78 and len(BONUS_IDS) == 16


def test_lakes_and_fish():
    lakes = zones("L")
    assert len(lakes) == 29
    assert sum(z.fish for z in lakes) == 42
    assert sum(z.fish for z in zones("R")) == 8
    assert max(sum(z.kind == "L" for z in t.zones) for t in TILES.values()) == 2


def test_animals():
    meadows = zones("M")
    assert sum(z.mammoth for z in meadows) == 8
    assert sum(z.aurochs for z in meadows) == 13
    assert sum(z.deer for z in meadows) == 33
    assert sum(z.tiger for z in meadows) == 13


def test_menhir_forests():
    where = Counter(t.kind for t in TILES.values() for z in t.zones if z.menhir)
    assert where == {"land": 29, "start": 1, "bonus": 1}
    assert [t.id for t in TILES.values() if t.kind == "bonus" and any(z.menhir for z in t.zones)] == [81]


def test_bonus_powers_by_id():
    powers = {t.id: t.power for t in TILES.values() if t.power}
    assert powers == {85: "wildfire", 79: "mushrooms", 87: "mushrooms", 88: "shaman", 94: "hunting_trap",
                      92: "pit_trap", 93: "dugout_canoe", 91: "raft"}
    assert {i for i in BONUS_IDS if TILES[i].power is None} == {80, 81, 82, 83, 84, 86, 89, 90}


def test_every_edge_letter_agrees_with_its_zones():
    for t in TILES.values():
        for k, side in enumerate(SIDES):
            touching = {z.kind for z in t.zones for s in z.sides
                        if s == side or (s in HALVES and HALVES[s][0] == k)}
            want = {"F": {"F"}, "M": {"M"}, "R": {"R", "M"}}[t.edges[k]]
            assert touching == want, (t.id, side, touching)


def test_rotations_turn_edges_and_ports_clockwise():
    tile = TILES[0]  # RMFF: river north, meadow east
    assert tile.rot_edges == ("RMFF", "FRMF", "FFRM", "MFFR")
    river = tile.zone("R0").index
    assert [ports.index(river) for ports in tile.rot_ports] == [1, 4, 7, 10]


@pytest.mark.skipif(not SHEET.exists(), reason="the shared tile sheet is not beside this repository")
def test_tiles_json_is_the_converted_sheet():
    converted = convert_tiles.dump(convert_tiles.convert(SHEET.read_text(encoding="utf-8")))
    assert converted == convert_tiles.OUT.read_text(encoding="utf-8")

"""Feature tracking: forests joining, river loops, lakes splitting rivers but not water systems."""

from __future__ import annotations

from tablekit.games.carcassonne_hg.board import Board
from tablekit.games.carcassonne_hg.tiles import PATTERNS, TILES, rotations_fitting

from .helpers import board


def test_placement_must_touch_a_tile_and_match_every_edge():
    b = board((56, 0, 0, 0))
    assert "touches no placed tile" in b.mismatch(TILES[61], 5, 5, 0)
    assert "already holds tile 56" in b.mismatch(TILES[61], 0, 0, 0)
    assert "north side is meadow" in b.mismatch(TILES[61], 0, 1, 0)  # the start forest faces it there
    assert b.mismatch(TILES[61], 0, -1, 0) is None
    assert (0, -1, 0) in b.placements(TILES[61]) and all(y == -1 for _, y, _ in b.placements(TILES[61]))


def test_rotations_fitting_reads_unknown_sides_as_free():
    assert rotations_fitting(TILES[61], "....") == (0, 1, 2, 3)
    assert rotations_fitting(TILES[30], "FF..") == (2,)  # MMFF turned twice shows forest north and east


def test_a_tile_joining_two_forests_merges_them_and_closes_the_forest():
    b = board((62, 0, -1, 0), (37, 1, -1, 0), (34, 0, -2, 2))
    a, c = b.node_at(1, -1, "F0"), b.node_at(0, -2, "F0")
    assert b.find(a) != b.find(c) and b.open[b.find(a)] == 1 and b.open[b.find(c)] == 1
    base = b.place(TILES[30], 1, -2, 0)
    assert b.find(a) == b.find(c) == b.find(b.node_at(1, -2, "F0"))
    root = b.find(a)
    assert b.open[root] == 0 and b.completed(base, TILES[30]) == [root]
    assert len(b.tiles[root]) == 3 and b.feature_points(root) == 6 and b.menhir[root]


def test_a_river_loop_is_complete_and_counts_each_tile_once():
    b = board((15, 0, 0, 0), (16, 1, 0, 1), (18, 1, 1, 2))
    root = b.find(b.node_at(0, 0, "R0"))
    assert b.open[root] == 2
    base = b.place(TILES[19], 0, 1, 3)
    root = b.find(root)
    assert b.completed(base, TILES[19]) == [root]
    assert b.feature_points(root) == 4 + 1  # 4 tiles and the fish of tile 19; no lakes at its ends
    inside = {b.find(b.node_at(x, y, z)) for x, y, z in ((0, 0, "M1"), (1, 0, "M1"), (1, 1, "M1"), (0, 1, "M1"))}
    assert len(inside) == 1  # the meadow enclosed by the loop is one meadow


def test_two_lakes_on_one_tile_make_two_water_systems():
    b = board((83, 0, 0, 0))
    node = {z.id: b.node_at(0, 0, z.id) for z in TILES[83].zones}
    assert b.wfind(node["R0"]) == b.wfind(node["R1"]) == b.wfind(node["L1"])
    assert b.wfind(node["R2"]) == b.wfind(node["R3"]) == b.wfind(node["L2"])
    assert b.wfind(node["L1"]) != b.wfind(node["L2"])
    assert len({b.find(node[r]) for r in ("R0", "R1", "R2", "R3")}) == 4  # each river ends at its lake
    assert b.wfish[b.wfind(node["L1"])] == 2 and b.wlakes[b.wfind(node["L2"])] == 1


def test_rivers_join_a_water_system_through_lakes():
    b = board((3, 0, 0, 0))
    base = b.place(TILES[1], 1, 0, 0)  # its west river meets tile 3's east river: lake to lake
    between = b.find(b.node_at(0, 0, "R1"))
    assert b.find(b.node_at(1, 0, "R1")) == between
    assert b.completed(base, TILES[1]) == [between]
    assert b.feature_points(between) == 2 + 1 + 3  # 2 tiles, both end lakes' fish
    system = b.wfind(b.node_at(0, 0, "R0"))
    assert b.wfind(b.node_at(1, 0, "R0")) == system  # tile 1's far river, beyond two lakes
    assert b.find(b.node_at(0, 0, "R0")) != between
    assert b.wfish[system] == 4 and b.wlakes[system] == 2


def test_meadows_split_by_a_river_stay_apart():
    b = board((47, 0, 0, 0), (52, 1, 0, 0))  # two east-west rivers in a row
    north = b.find(b.node_at(0, 0, "M0"))
    assert b.find(b.node_at(1, 0, "M0")) == north
    assert b.find(b.node_at(1, 0, "M1")) == b.find(b.node_at(0, 0, "M1")) != north


def test_copy_is_independent():
    b = board((56, 0, 0, 0))
    c = b.copy()
    c.place(TILES[61], 0, -1, 0)
    assert len(b.placed) == 1 and (0, -1) in b.frontier and (0, -1) not in c.frontier


def test_from_view_rebuilds_the_same_features():
    from .helpers import new, play

    g = new(seed=4)
    for _ in range(12):
        play(g, g.legal_actions(g.to_act[0])[0].id)
    view = g.view(0)
    b = Board.from_view(view)
    s = g.state.board
    assert [(t.id, x, y, r) for t, x, y, r, _ in b.placed] == [(t.id, x, y, r) for t, x, y, r, _ in s.placed]
    assert [b.find(n) for n in range(len(b.parent))] == [s.find(n) for n in range(len(s.parent))]
    assert b.pieces == s.pieces


def test_every_pattern_fits_the_rotations_whose_edges_agree_with_it():
    for tile in TILES.values():
        for pattern in PATTERNS:
            agree = tuple(r for r, edges in enumerate(tile.rot_edges)
                          if all(p in (".", e) for p, e in zip(pattern, edges)))
            assert rotations_fitting(tile, pattern) == agree, (tile, pattern)


def test_spots_list_the_frontier_by_row_then_column_with_its_patterns():
    from .helpers import new, play

    g = new(seed=8)
    for _ in range(60):
        b = g.state.board
        assert [(at.pos, pattern) for at, pattern in zip(b.spots, b.patterns)] == sorted(
            b.frontier.items(), key=lambda item: item[0][::-1])
        play(g, g.legal_actions(g.to_act[0])[-1].id)

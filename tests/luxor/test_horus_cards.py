"""The five Horus cards (rulebook: ホルスカード)."""

from __future__ import annotations

from .helpers import events, hand, ids, new, put, tile, treasure

REST = [("number", 1), ("number", 1), ("number", 1), ("number", 1)]


def test_choose_one_to_n_lists_every_distance() -> None:
    g = new()
    hand(g, 0, ("choose", 4, 2), *REST)  # level 2: 1 to 4
    assert [a for a in ids(g) if a.startswith("play:0:")] == [f"play:0:0:{k}" for k in (1, 2, 3, 4)]


def test_one_to_the_die_rolls_then_offers_one_to_the_roll() -> None:
    g = new(seed=8)
    hand(g, 0, ("roll", 0, 1), *REST)
    g.play(0, "play:0")
    roll = g.state.pending["roll"]
    assert f"Red rolls a {roll}." in events(g)
    assert ids(g) == [f"move:0:{k}" for k in range(1, roll + 1)]


def test_move_all_moves_every_active_adventurer_then_one_tile_acts() -> None:
    g = new()
    hand(g, 0, ("all", 2, 2), *REST)
    put(g, 0, 0, 4)
    tile(g, 2, "wild")
    tile(g, 6, "scarab")
    g.play(0, "play:0")
    assert sorted(g.state.pos[0]) == [2, 6]
    assert sorted(ids(g)) == ["act:2", "act:6"]
    assert g.state.wild[0] == 0 and not g.state.scarabs[0]  # nothing acts before the choice
    g.play(0, "act:2")
    assert g.state.wild[0] == 1 and not g.state.scarabs[0]


def test_move_all_forces_osiris_on_the_way() -> None:
    g = new()
    hand(g, 0, ("all", 1, 1), *REST)
    put(g, 0, 0, 10)
    tile(g, 1, "osiris:2")
    tile(g, 3, "wild")
    tile(g, 11, "scarab")
    g.play(0, "play:0")
    assert sorted(g.state.pos[0]) == [3, 11]


def test_last_to_second_last_joins_the_next_space_ahead_and_acts() -> None:
    g = new()
    hand(g, 0, ("last", 0, 1), *REST)
    vase = treasure(g, "vase", 2)
    put(g, 0, 0, 0, 6, 6, 9, asleep=(False, False, False))
    tile(g, 6, vase)
    g.play(0, "play:0")
    assert sorted(g.state.pos[0]) == [0, 6, 6, 6, 9]  # several on the stairs: the next space is 6, not the stairs
    assert g.state.treasures[0] == [vase]


def test_last_to_second_last_counts_adventurers_in_the_chamber() -> None:
    g = new()
    hand(g, 0, ("last", 0, 1), *REST)
    put(g, 0, 40, 41)
    g.state.keys[0] = 1
    g.play(0, "play:0")
    assert sorted(g.state.pos[0]) == [41, 41] and g.state.keys[0] == 0


def test_last_to_second_last_needs_two_spaces() -> None:
    g = new()
    hand(g, 0, ("last", 0, 1), *REST)
    assert "play:0" not in ids(g)  # both adventurers on the stairs: nothing to join


def test_the_fewer_adventurers_card_takes_a_treasure_with_one_fewer() -> None:
    g = new()
    hand(g, 0, ("fewer", 3, 3), *REST)
    statue = treasure(g, "statue", 2)
    tile(g, 3, statue)
    assert [a for a in ids(g) if a.startswith("play:0:")] == ["play:0:0:1", "play:0:0:2", "play:0:0:3"]
    g.play(0, "play:0:0:3")
    assert g.state.treasures[0] == [statue]


def test_without_the_fewer_card_one_adventurer_is_not_enough() -> None:
    g = new()
    hand(g, 0, ("number", 3), *REST)
    statue = treasure(g, "statue", 2)
    tile(g, 3, statue)
    g.play(0, "play:0:0:3")
    assert g.state.treasures[0] == []

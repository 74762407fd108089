"""What happens where an adventurer stops (rulebook: 移動先のアクションを行う)."""

from __future__ import annotations

from .helpers import events, finish_turn, hand, ids, new, put, tile, treasure

REST = [("number", 2), ("number", 2), ("number", 2), ("number", 2)]


def test_osiris_moves_on_and_chains_into_another_action() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "osiris:2")
    tile(g, 3, "horus:1")
    g.play(0, "play:0:0:1")
    assert 3 in g.state.pos[0] and 1 not in g.state.pos[0]
    assert g.to_act == [0] and sorted(ids(g)) == ["take:horus1", "take:key"]


def test_a_turn_never_ends_on_osiris_even_osiris_after_osiris() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "osiris:1")
    tile(g, 2, "osiris:2")
    g.play(0, "play:0:0:1")
    assert sorted(g.state.pos[0]) == [0, 4]
    assert sum("Osiris moves" in e for e in events(g)) == 2


def test_a_horus_tile_gives_a_key() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "horus:2")
    g.play(0, "play:0:0:1")
    g.play(0, "take:key")
    assert g.state.keys[0] == 1 and g.state.key_supply == 19


def test_a_horus_card_of_the_tiles_level_goes_into_the_middle_of_the_four_card_hand() -> None:
    g = new()
    cards = hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "horus:2")
    top = g.state.horus[2][-1]
    g.play(0, "play:0:0:1")
    g.play(0, "take:horus2")
    assert g.state.hands[0] == [cards[1], cards[2], top, cards[3], cards[4]]
    assert g.state.c.cards[top].level == 2
    assert g.view(1)["seats"][0]["backs"] == ["m", "m", "h2", "m", "m"]


def test_an_empty_horus_pile_leaves_only_the_key() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "horus:3")
    g.state.discard += g.state.horus[3]
    g.state.horus[3] = []
    g.play(0, "play:0:0:1")
    assert g.state.keys[0] == 1 and g.to_act == [1]


def test_a_treasure_not_yet_takeable_then_taken_by_a_second_adventurer() -> None:
    g = new()
    vase = treasure(g, "vase", 2)
    hand(g, 0, ("number", 1), ("number", 2), ("number", 2), ("number", 2), ("number", 1))
    tile(g, 1, vase)
    g.play(0, "play:0:0:1")
    assert vase == g.state.tiles[1] and "needs 2 of Red's adventurers; 1 stand there" in events(g)[-1]
    finish_turn(g)
    g.play(0, "play:4:0:1")
    assert g.state.treasures[0] == [vase]
    assert g.state.treasure_vp[0] == g.state.c.treasures[vase].vp


def test_a_taken_treasure_reveals_the_temple_tile_of_its_icon_which_does_not_act_this_turn() -> None:
    g = new()
    hand(g, 0, ("number", 3), *REST)
    tile(g, 3, treasure(g, "statue", 1))  # space 3 carries a falcon icon
    top = g.state.piles["falcon"][-1]
    g.play(0, "play:0:0:3")
    assert g.state.tiles[3] == top and len(g.state.piles["falcon"]) == 5
    assert g.state.wild[0] == 0 and not g.state.scarabs[0] and g.to_act == [1]


def test_a_treasure_on_a_space_without_icon_leaves_it_empty() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, treasure(g, "statue", 1))
    g.play(0, "play:0:0:1")
    assert g.state.tiles[1] is None and "Space 1 is now empty." in events(g)


def test_a_scarab_is_drawn_at_random_and_its_value_is_seen_only_by_its_owner() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "scarab")
    g.play(0, "play:0:0:1")
    value = g.state.scarabs[0][0]
    assert g.view(0)["seats"][0]["scarab_values"] == [value]
    assert g.view(1)["seats"][0]["scarab_values"] is None and g.view(1)["seats"][0]["scarabs"] == 1
    assert str(value) not in events(g)[-1]


def test_a_wild_card_tile_gives_a_wild_card_and_stays_for_the_next() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "wild")
    g.play(0, "play:0:0:1")
    assert g.state.wild[0] == 1 and g.state.tiles[1] == "wild"


def test_the_scarab_or_wild_tile_offers_both() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "scarab_or_wild")
    g.play(0, "play:0:0:1")
    assert sorted(ids(g)) == ["take:scarab", "take:wild"]
    g.play(0, "take:scarab")
    assert len(g.state.scarabs[0]) == 1


def test_a_horus_favour_tile_offers_a_card_of_either_level_shown() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 1, "favour:2:3")
    g.play(0, "play:0:0:1")
    assert sorted(ids(g)) == ["take:horus2", "take:horus3"]
    g.play(0, "take:horus3")
    assert g.state.c.cards[g.state.hands[0][2]].level == 3


def test_a_tunnel_warps_to_the_next_tunnel_and_wakes_a_statue_passed() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 5, "tunnel")
    tile(g, 15, "tunnel")
    tile(g, 24, "tunnel")
    put(g, 0, 4, 0)
    g.play(0, "play:0:4:1")
    assert sorted(g.state.pos[0]) == [0, 0, 15]
    assert g.state.asleep[0] == [False, True, True]


def test_the_last_tunnel_leads_nowhere() -> None:
    g = new()
    hand(g, 0, ("number", 1), *REST)
    tile(g, 34, "tunnel")
    put(g, 0, 33, 0)
    g.play(0, "play:0:33:1")
    assert 34 in g.state.pos[0] and "No tunnel lies ahead" in events(g)[-1]

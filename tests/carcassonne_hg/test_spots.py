"""The open positions every game shares (moves.Spot): listings read the place and ids they keep."""

from __future__ import annotations

import tablekit
from tablekit.games.carcassonne_hg import moves

from .helpers import NAME, ids, listings, new, play


def test_listings_from_shared_spots_say_what_spots_made_anew_say():
    shared = listings(5), listings(5)  # the second game reads the spots the first one made
    moves.SPOTS.clear()
    moves.PUTS.clear()  # the pieces' actions are made anew too
    assert shared[0] == shared[1] == listings(5)


def test_a_copy_lists_its_own_position_after_the_original_moved_on_and_the_shared_spots_started_again():
    g = new(seed=6)
    for _ in range(8):
        play(g, ids(g)[-1])
    copied = g.copy()
    for _ in range(8):
        play(g, ids(g)[0])
    moves.SPOTS.clear()
    loaded = tablekit.new_game(NAME, position=copied.position(hidden=False))  # a board built anew
    seat = copied.to_act[0]
    listed = [(a.id, a.label) for a in copied.legal_actions(seat)]
    assert listed == [(a.id, a.label) for a in loaded.legal_actions(seat)]
    assert listed != [(a.id, a.label) for a in g.legal_actions(g.to_act[0])]

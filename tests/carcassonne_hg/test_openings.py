"""The open positions every game shares (moves.Opening): listings read the placing actions they keep."""

from __future__ import annotations

import pytest

import tablekit
from tablekit.games.carcassonne_hg import moves

from .helpers import NAME, ids, listings, new, play


def test_listings_from_shared_openings_say_what_openings_made_anew_say(monkeypatch: pytest.MonkeyPatch):
    shared = listings(5), listings(5)  # the second game reads the openings and actions the first one made
    moves.OPENINGS.clear()
    moves.PLACINGS.clear()
    moves.PUTS.clear()
    monkeypatch.setattr(moves, "MOST_OPENINGS", 2)  # every few placements start the shared openings again
    monkeypatch.setattr(moves, "MOST_PLACINGS", 3)
    assert shared[0] == shared[1] == listings(5)
    assert len(moves.OPENINGS) <= 2 and len(moves.PLACINGS) <= 3


def test_a_copy_lists_its_own_position_after_the_original_moved_on_and_the_shared_openings_started_again():
    g = new(seed=6)
    for _ in range(8):
        play(g, ids(g)[-1])
    copied = g.copy()
    for _ in range(8):
        play(g, ids(g)[0])
    moves.OPENINGS.clear()
    moves.PLACINGS.clear()
    loaded = tablekit.new_game(NAME, position=copied.position(hidden=False))  # a board built anew
    seat = copied.to_act[0]
    listed = [(a.id, a.label) for a in copied.legal_actions(seat)]
    assert listed == [(a.id, a.label) for a in loaded.legal_actions(seat)]
    assert listed != [(a.id, a.label) for a in g.legal_actions(g.to_act[0])]

"""Refusals and labels that name things in words, with one minus sign (issue 26, item 7)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.core.game import Game
from tablekit.core.text import render
from tablekit.games.luxor.messages import tile_text


def first(found: Callable[[Game], bool]) -> Game:
    """The first position of seeded random games where ``found`` holds (a few games at most)."""
    for seed in range(30):
        g = tablekit.new_game("luxor", players=2, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            if found(g):
                return g
            seat = g.to_act[0]
            g.play(seat, rng.choice(g.legal_actions(seat)))
    raise AssertionError("no such position in 30 games")


def test_a_refused_reward_lists_the_rewards_on_offer_in_words() -> None:
    g = first(lambda g: g.state.phase == "choose")
    offered = g.state.pending["options"]
    wrong = next(o for o in ("key", "scarab", "wild", "horus1", "horus2", "horus3") if o not in offered)
    with pytest.raises(IllegalAction) as err:
        g.play(g.to_act[0], f"take:{wrong}")
    words = str(err.value)
    assert not any(f"{o}," in words or f"{o})" in words for o in offered), words
    assert any(w in words for w in ("Key", "Horus card (level", "Scarab", "Wild card treasure")), words
    assert "鍵" in err.value.in_language("ja") or "ホルス" in err.value.in_language("ja")


def test_acting_on_a_tile_after_move_all_names_the_tile() -> None:
    g = first(lambda g: g.state.phase == "act")
    for action in g.legal_actions(g.to_act[0]):
        where = int(action.id.partition(":")[2])
        tile = render(tile_text(g.state.tiles[where], g.state.c))
        assert action.label == f"Act on the {tile} at space {where}", action.label


def test_labels_write_minus_one_with_the_minus_sign_of_the_card() -> None:
    g = first(lambda g: any(":-1" in a.id for a in g.legal_actions(g.to_act[0])) if g.to_act else False)
    back = [a for a in g.legal_actions(g.to_act[0]) if a.id.endswith(":-1")]
    assert back and all("(−1)" in a.label and "(-1)" not in a.label for a in back), [a.label for a in back]

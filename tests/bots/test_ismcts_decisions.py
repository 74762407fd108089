"""Seeded ISMCTS decisions, pinned: speeding the search or the engines up must not change what it chooses.

Each game's bot plays five decisions of 20 iterations from the same seeded start (every seat searched by one bot),
to the end and with rollouts cut off after 8 steps. The pin holds the chosen ids and the bot's next random number
after them, so a change in how many random draws the search makes (a different walk, rollout or deal) shows even
where the choices happen to agree. The figures were taken before the speed work of issue #22 on the search loop.
"""

from __future__ import annotations

import pytest

import tablekit
from tablekit.bots import ISMCTS
from tablekit.core.registry import state_class

PINNED: dict[str, tuple[tuple[list[str], int], tuple[list[str], int]]] = {
    "amanite": ((["side:A", "side:B", "place:0", "split:0:BR|YY", "place:2"], 4187320712),
                (["side:A", "side:A", "place:0", "place:2", "place:1"], 76351944)),
    "arigato": ((["villager:B11:2", "traveller:S16", "traveller:S10", "confirm", "villager:O09:4"], 3659311228),
                (["villager:B11:1", "traveller:S16", "traveller:S10", "confirm", "traveller:S15"], 1130415722)),
    "carcassonne_hg": ((["tile:0,-1,1", "pass", "tile:1,-1,3", "figure:F0", "tile:-1,-1,2"], 2501231653),
                       (["tile:1,0,0", "figure:M0", "tile:0,-1,1", "figure:F0", "tile:0,-2,3"], 147063201)),
    "luxor": ((["play:0", "move:0:1", "play:0:0:1", "play:4:1:4", "play:0:3:5"], 2639726019),
              (["play:0", "move:0:1", "play:0:0:1", "play:0:1:1", "take:scarab"], 54190896)),
    "mangrovia": ((["bowl:3", "bowl:1", "bowl:6", "bowl:5", "display:v7"], 4041754662),
                  (["bowl:2", "bowl:6", "bowl:5", "bowl:4", "display:sand"], 3734685166)),
    "minikin_city": ((["keep:B11,B5,G1,R8", "keep:B3,B4,G12,G9", "play:G12", "play:B5", "draft:B18"], 2952751256),
                     (["keep:B11,B5,G1,G17", "keep:B3,B4,G12,G7", "play:B4", "play:B5", "draft:G8"], 4189183622)),
}


def decisions(name: str, depth: int | None) -> tuple[list[str], int]:
    """Five seeded decisions from seed 3's start, and the bot's next 32 random bits after them."""
    game = tablekit.new_game(name, players=max(2, state_class(name).info.min_players), seed=3)
    bot = ISMCTS(iterations=20, seed=7, rollout_depth=depth)
    ids: list[str] = []
    while len(ids) < 5 and not game.is_over:
        seat = game.to_act[0]
        chosen = bot.act(game, seat).id
        ids.append(chosen)
        game.play(seat, chosen)
    return ids, bot.rng.getrandbits(32)


def test_every_game_is_pinned() -> None:
    assert sorted(PINNED) == tablekit.games()


@pytest.mark.parametrize("name", sorted(PINNED))
@pytest.mark.parametrize("cut", [False, True], ids=["to the end", "cut off"])
def test_seeded_decisions_are_unchanged(name: str, cut: bool) -> None:
    assert decisions(name, 8 if cut else None) == PINNED[name][cut]


def test_a_rollout_that_meets_a_seat_with_nothing_to_do_raises_instead_of_drawing_forever() -> None:
    state = tablekit.new_game("luxor", players=2, seed=3).state.copy()
    state.legal_actions = lambda seat: []  # a broken game: someone acts, with nothing listed
    with pytest.raises(IndexError, match="no legal action"):
        ISMCTS(seed=1)._rollout(state)

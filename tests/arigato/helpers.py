"""Shared helpers for the Arigato tests: games, action ids and quick ways through the phases."""

from __future__ import annotations

import tablekit
from tablekit.core.game import Game


def game(players: int = 3, seed: int = 1, **options) -> Game:
    return tablekit.new_game("arigato", players=players, seed=seed, **options)


def ids(g: Game, seat: int = 0) -> list[str]:
    return [a.id for a in g.legal_actions(seat)]


def hand(g: Game, seat: int = 0) -> list[str]:
    return list(g.view(seat)["seats"][seat]["hand"])


def assign(g: Game, seat: int, villager: str | None = None, makers: tuple[str, ...] = (), confirm: bool = True) -> None:
    """Assign ``seat``'s hand: the villager (``"<card>:<slot>"``) and makers named, then the first legal choices."""
    if villager:
        g.play(seat, f"villager:{villager}")
    for card in makers:
        g.play(seat, f"maker:{card}")
    while g.legal_actions(seat) and g.legal_actions(seat)[0].id != "confirm":
        g.play(seat, g.legal_actions(seat)[0])
    if confirm:
        g.play(seat, "confirm")


def finish_dawn(g: Game) -> None:
    for seat in list(g.to_act):
        assign(g, seat)


def end_day(g: Game) -> None:
    """Every seat takes the items it is owed (the first kind) and ends its day."""
    while g.state.phase == "day":
        seat = g.to_act[0]
        legal = ids(g, seat)
        g.play(seat, legal[0] if legal[0].startswith("pick:") else "end")


def finish_dusk(g: Game) -> None:
    while g.state.phase == "dusk":
        seat = g.to_act[0]
        g.play(seat, ids(g, seat)[0])


def next_day(g: Game) -> None:
    finish_dawn(g)
    end_day(g)
    finish_dusk(g)

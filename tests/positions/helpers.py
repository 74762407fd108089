"""What the position tests share: the games with a position module, and views compared across a round trip."""

from __future__ import annotations

from typing import Any

import tablekit
from tablekit.core.game import Game
from tablekit.core.registry import state_class


def positioned() -> list[str]:
    """Every registered game that has a position module: a game joins these tests by registering one."""
    return [name for name in tablekit.games() if state_class(name).info.position is not None]


def seen(game: Game, seat: int | None) -> dict[str, Any]:
    """``view(seat)`` without its step count: a game started from a position has no history yet."""
    view = dict(game.view(seat))
    del view["step"]
    return view


def same_game(a: Game, b: Game) -> None:
    """Every seat and a spectator see the same, and every seat to act has the same legal action ids."""
    for seat in [None, *range(a.players)]:
        assert seen(a, seat) == seen(b, seat), f"{a.name}: seat {seat} sees another position"
    assert a.to_act == b.to_act
    for seat in a.to_act:
        assert a.legal_ids(seat) == b.legal_ids(seat), f"{a.name}: seat {seat} may do other things"

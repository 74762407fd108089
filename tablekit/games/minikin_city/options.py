"""Minikin City's options and static description."""

from __future__ import annotations

from typing import Any

from ...core.info import GameInfo, Option
from .components import OPTION as COMPONENTS
from .messages import SEATS_EN


def check_first_player(value: Any, players: int) -> str | None:
    if value is None or (type(value) is int and 0 <= value < players):
        return None
    return f"give None (chosen at random, setup step 8) or a seat from 0 to {players - 1}"


def _position() -> Any:
    from . import position

    return position


def _bot(seed: int | None) -> Any:
    from .bot import MinikinCityBot

    return MinikinCityBot(seed)


INFO = GameInfo(
    name="minikin_city",
    title="Minikin City",
    min_players=2,
    max_players=5,
    hidden_information=True,
    seat_names=SEATS_EN,
    seat_colors=("#E69F00", "#CC79A7", "#7B5EA7", "#3A3A3A", "#A0785A"),
    bot=_bot,
    position=_position,
    bench=(4, 300),
    options={
        "components": COMPONENTS,
        "first_player": Option(None, "the start player's seat; None draws it at random", check=check_first_player),
    },
)

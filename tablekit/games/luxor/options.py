"""Luxor's options and static description."""

from __future__ import annotations

from typing import Any

from ...core.components import components_option
from ...core.info import GameInfo, Option
from .components import DEFAULT_FILE, validate
from .messages import SEATS


def check_first_player(value: Any, players: int) -> str | None:
    if type(value) is int and 0 <= value < players:
        return None
    return f"give a seat from 0 to {players - 1}"


def _position() -> Any:
    from . import position

    return position


def _bot(seed: int | None) -> Any:
    from .bot import LuxorBot

    return LuxorBot(seed)


INFO = GameInfo(
    name="luxor",
    title="Luxor",
    min_players=2,
    max_players=4,
    hidden_information=True,  # each hand, the scarab values and the order of the deck and the piles
    seat_names=SEATS,
    seat_colors=("#D55E00", "#0072B2", "#009E73", "#E0B000"),
    bot=_bot,
    position=_position,
    bench=(2, 300),
    options={
        "components": components_option(
            DEFAULT_FILE, validate,
            doc="the board, tiles and cards: None for the packaged PROPOSED set, a path to a JSON file or a dict"),
        "first_player": Option(0, "the seat that starts each round (the last player sits before it)",
                               check=check_first_player),
    },
)

"""Mangrovia's options and static description."""

from __future__ import annotations

from typing import Any

from ...core.components import components_option
from ...core.info import GameInfo, Option
from .components import DEFAULT_FILE, validate

SEATS: tuple[str, ...] = ("Red", "Blue", "Yellow", "Green", "Purple")


def check_first_player(value: Any, players: int) -> str | None:
    if value is None or (type(value) is int and 0 <= value < players):
        return None
    return f"give None (drawn at random) or a seat from 0 to {players - 1}"


def _position() -> Any:
    from . import position

    return position


def _bot(seed: int | None) -> Any:
    from .bot import MangroviaBot

    return MangroviaBot(seed)


INFO = GameInfo(
    name="mangrovia",
    title="Mangrovia",
    min_players=2,
    max_players=5,
    hidden_information=True,
    seat_names=SEATS,
    seat_colors=("#D55E00", "#0072B2", "#E0B000", "#009E73", "#CC79A7"),
    bench=(3, 300),
    bot=_bot,
    position=_position,
    options={
        "components": components_option(DEFAULT_FILE, validate, doc="the island map, cards and amulets: None for "
                                        "tablekit's designed default, or a path or dict of the same JSON"),
        "first_player": Option(None, "seat holding the talisman at the start; None draws it at random",
                               check=check_first_player),
    },
)

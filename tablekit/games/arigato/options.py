"""Arigato's options and static description."""

from __future__ import annotations

from typing import Any

from ...core.components import components_option, load_components
from ...core.info import GameInfo
from .components import DEFAULT_FILE, Components, validate

SEAT_NAMES = ("Player 1", "Player 2", "Player 3", "Player 4", "Player 5")


def components_of(value: Any) -> Components:
    """The validated components for a ``components`` option value: None, a path to a JSON file, or a dict."""
    return load_components(value, DEFAULT_FILE, validate)


def _position() -> Any:
    from . import position

    return position


def _bot(seed: int | None) -> Any:
    from .bot import ArigatoBot

    return ArigatoBot(seed)


INFO = GameInfo(
    name="arigato",
    title="Arigato",
    min_players=1,
    max_players=5,
    hidden_information=True,
    seat_names=SEAT_NAMES,
    bot=_bot,
    position=_position,
    bench=(3, 300),
    options={
        "components": components_option(
            DEFAULT_FILE, validate,
            "the artisan cards and goal tiles: None (the designed set in components.json), a path to a JSON file of "
            "the same shape, or a dict"),
    },
)

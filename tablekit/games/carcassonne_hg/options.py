"""Carcassonne: Hunters & Gatherers' static description: seats, pieces and the heuristic bot."""

from __future__ import annotations

from typing import Any

from ...core.info import GameInfo

COLOURS: tuple[str, ...] = ("Red", "Blue", "Yellow", "Green", "Black")
FIGURES_PER_PLAYER = 6
HUTS_PER_PLAYER = 3


def _position() -> Any:
    from . import position

    return position


def _bot(seed: int | None) -> Any:
    from .bot import CarcassonneHGBot

    return CarcassonneHGBot(seed)


INFO = GameInfo(
    name="carcassonne_hg",
    title="Carcassonne: Hunters & Gatherers",
    min_players=2,
    max_players=5,
    hidden_information=False,  # nobody holds a secret: only the order of the face-down stacks is unknown, to all
    seat_names=COLOURS,
    seat_colors=("#D55E00", "#0072B2", "#E0B000", "#009E73", "#3A3A3A"),
    bot=_bot,
    position=_position,
)

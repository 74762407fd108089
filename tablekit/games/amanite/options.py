"""Amanite's options and static description."""

from __future__ import annotations

import random
from typing import Any

from ...core.info import GameInfo, Option
from .components import ANIMALS, ATTRIBUTES, FIRST_GAME_ATTRIBUTES, REQUIRED_ATTRIBUTES, SIDES

FIRST_GAME = "first-game"
RANDOM = "random"


def check_attributes(value: Any, players: int) -> str | None:
    if value in (FIRST_GAME, RANDOM):
        return None
    if (not isinstance(value, (list, tuple)) or len(value) != 6 or not all(isinstance(a, str) for a in value)
            or len(set(value)) != 6):
        return f"give {FIRST_GAME!r}, {RANDOM!r}, or a list of 6 different attributes from {', '.join(ATTRIBUTES)}"
    unknown = [a for a in value if a not in ATTRIBUTES]
    if unknown:
        return f"unknown attribute(s) {', '.join(map(str, unknown))}; attributes: {', '.join(ATTRIBUTES)}"
    if not set(REQUIRED_ATTRIBUTES) <= set(value):
        return "Antidote and Poison are always in play (setup step 5)"
    return None


def check_first_player(value: Any, players: int) -> str | None:
    if value is None or (type(value) is int and 0 <= value < players):
        return None
    return f"give None (chosen at random) or a seat from 0 to {players - 1}"


def check_sides(value: Any, players: int) -> str | None:
    if value is None:
        return None
    if isinstance(value, (list, tuple)) and len(value) == players and all(s in SIDES for s in value):
        return None
    return f"give None (each player chooses at the table) or a list of {players} sides, each 'A' or 'B'"


def chosen_attributes(value: Any, rng: random.Random) -> tuple[str, ...]:
    """The six attributes in play for an ``attributes`` option value."""
    if value == FIRST_GAME:
        return FIRST_GAME_ATTRIBUTES
    if value == RANDOM:
        others = [a for a in ATTRIBUTES if a not in REQUIRED_ATTRIBUTES]
        return (*REQUIRED_ATTRIBUTES, *rng.sample(others, 4))
    return tuple(value)


def _bot(seed: int | None) -> Any:
    from .bot import AmaniteBot

    return AmaniteBot(seed)


def _position() -> Any:
    from . import position

    return position


def _extras(view: dict[str, Any]) -> dict[str, Any]:
    from .knowledge import knowledge_from_view

    return {"knowledge": knowledge_from_view(view)}


INFO = GameInfo(
    name="amanite",
    title="Amanite",
    min_players=2,
    max_players=4,
    hidden_information=True,
    seat_names=ANIMALS,
    bot=_bot,
    view_extras=_extras,
    position=_position,
    bench=(3, 500),
    options={
        "attributes": Option(FIRST_GAME, "the six attributes: 'first-game', 'random' or a list of 6",
                             check=check_attributes),
        "first_player": Option(None, "seat with the first-player token; None draws it at random",
                               check=check_first_player),
        "sides": Option(None, "start-card side per seat ('A'/'B'); None lets each player choose in the game",
                        check=check_sides),
    },
)

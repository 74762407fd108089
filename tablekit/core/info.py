"""Static facts about a game: name, player counts, options and named scenarios."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .inputs import json_value, one_of, shown

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True)
class Option:
    """A game option: its default, and either a fixed list of choices or a check that returns an error or None.

    ``keep`` turns a given value into the one the game keeps (a component file's path into its data; by default
    a checked plain-JSON copy); ``digest`` names, for a record, the data a kept value stands for.
    """

    default: Any
    doc: str
    choices: Sequence[Any] | None = None
    check: Callable[[Any, int], str | None] | None = None
    keep: Callable[[Any], Any] | None = None
    digest: Callable[[Any], str] | None = None

    def accept(self, name: str, value: Any, players: int) -> Any:
        """The value a game keeps for ``value`` given by a caller or a record: JSON data within the limits of
        :mod:`tablekit.core.inputs`, checked before any other work; ``ValueError`` names the option."""
        try:
            kept = self.keep(value) if self.keep is not None else json_value(value, name)
        except ValueError as err:
            raise ValueError(f"option {name}={shown(value)} is not valid: {err}") from None
        self.validate(name, kept, players)
        return kept

    def validate(self, name: str, value: Any, players: int) -> None:
        if self.choices is not None and not one_of(value, self.choices):  # by type too: True is not 1
            choices = ", ".join(map(repr, self.choices))
            raise ValueError(f"option {name}={shown(value)} is not valid; choices: {choices}")
        if self.check is not None:
            problem = self.check(value, players)
            if problem:
                raise ValueError(f"option {name}={shown(value)} is not valid: {problem}")


@dataclass(frozen=True)
class Scenario:
    """A named position from a rulebook example. ``build`` makes the state from (players, seed, options)."""

    doc: str
    players: int
    build: Callable[[int, int, dict[str, Any]], State]
    options: dict[str, Any] = field(default_factory=dict)


# Okabe–Ito colours: told apart with the common colour-vision deficiencies. Games whose seats are named after
# colours give their own in ``GameInfo.seat_colors``.
DEFAULT_SEAT_COLORS = ("#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#0072B2", "#D55E00")


@dataclass(frozen=True)
class GameInfo:
    """What the registry and the table need to know about a game before any state exists."""

    name: str
    title: str
    min_players: int
    max_players: int
    hidden_information: bool
    options: dict[str, Option] = field(default_factory=dict)
    scenarios: dict[str, Scenario] = field(default_factory=dict)
    seat_names: tuple[str, ...] = ()
    seat_colors: tuple[str, ...] = ()  # CSS colours per seat, for tables and plots
    bot: Callable[[int | None], Any] | None = None  # seed → the game's heuristic bot
    view_extras: Callable[[dict[str, Any]], dict[str, Any]] | None = None  # teaching aids derived from a view alone
    bench: tuple[int, int] = (2, 200)  # players and games of the heuristic bot's match against RandomBots
    position: Callable[[], Any] | None = None  # → the game's position module (to_position, from_position)

    def seat_name(self, seat: int) -> str:
        return self.seat_names[seat] if seat < len(self.seat_names) else f"Seat {seat + 1}"

    def seat_color(self, seat: int) -> str:
        colors = self.seat_colors or DEFAULT_SEAT_COLORS
        return colors[seat % len(colors)]

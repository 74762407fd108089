"""A tiny race game built for the mechanics lab's tests, whose every measure can be worked out by hand.

Two seats take turns, ``rounds`` turns each. On a turn a seat moves 1 or 2 (two legal moves), or 1, 2 or 3 on its
last turn (three), or rolls a die (``roll``, whose result chance decides). The score is the distance run.
The tests register it for their own module only (:func:`registered`), so no other test lists it among the games.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tablekit.bots.base import Bot
from tablekit.core import registry
from tablekit.core.actions import Action
from tablekit.core.info import GameInfo, Option
from tablekit.core.state import Result, State, firsts, places


class Race(State):
    info = GameInfo("lab_race", "Race", 2, 2, hidden_information=False,
                    options={"rounds": Option(3, "turns per seat", choices=(2, 3, 4, 5))})

    def __init__(self, players: int, rng: random.Random, options: dict[str, Any]) -> None:
        super().__init__(players, rng, options)
        self.run = [0, 0]
        self.turn = 0  # turns taken by both seats together

    def to_act(self) -> list[int]:
        return [] if self.is_over() else [self.turn % 2]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        last = self.turn >= 2 * self.options["rounds"] - 2
        return [Action(f"move:{n}", f"Move {n}") for n in range(1, 4 if last else 3)] + [Action("roll", "Roll")]

    def apply(self, seat: int, action: Action) -> list[str]:
        step = self.rng.randint(1, 6) if action.id == "roll" else int(action.id.split(":")[1])
        self.run[seat] += step
        self.turn += 1
        return [f"seat {seat} runs {step}"]

    def view(self, seat: int | None, reveal: bool) -> dict[str, Any]:
        return {"run": list(self.run), "turn": self.turn}

    def is_over(self) -> bool:
        return self.turn >= 2 * self.options["rounds"]

    def scores(self) -> list[float]:
        return [float(r) for r in self.run]

    def result(self) -> Result:
        placing = places(self.run)
        return Result(firsts(placing), self.scores(), placing)

    def inventory(self) -> Counter[str]:
        return Counter()

    def locations(self) -> dict[str, Counter[str]]:
        return {}


class Script(Bot):
    """Plays the given action ids in turn (its own turns only), whoever it sits as."""

    name = "script"

    def __init__(self, moves: list[str]) -> None:
        self.moves = moves

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        wanted = self.moves[view["turn"] // 2]
        return next(a for a in legal if a.id == wanted)


@contextmanager
def registered() -> Iterator[None]:
    """The race is a game while this lasts."""
    registry.games()  # the packaged games first, so the scan does not come after the race
    registry.register(Race)
    try:
        yield
    finally:
        del registry._GAMES[Race.info.name]

"""When a step of free play (or of bots playing) is over: a small vocabulary a lesson file can hold, or a callable.

A condition is a JSON object with exactly one of these keys, read on the game as every seat may see it (the
spectator's view): nothing hidden decides when a step ends, so its end tells the pupil nothing secret.

- ``{"steps": n}``: the pupil has seen n steps played since the step began (a step another seat took in
  secret is not counted);
- ``{"phase": "name"}``: the game is in that phase (``view["phase"]``);
- ``{"round": n}``: the game has reached round n or later (``view["round"]``);
- ``{"to_act": seat}``: that seat is among the seats to act;
- ``{"over": true}``: the game is over;
- ``{"score": {"seat": k, "at_least": n}}``: seat k's score is at least n (only in a game without hidden
  information: a hidden score would show through the step's end).

In Python a condition may also be a function of ``(game, steps)``, the steps played since the step began.

>>> import tablekit
>>> g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
>>> holds(checked({"to_act": 0}, g.info, 2, "until"), g, 0), holds(checked({"steps": 1}, g.info, 2, "until"), g, 0)
(True, False)
>>> checked({"steps": 0}, g.info, 2, "until")
Traceback (most recent call last):
...
ValueError: until.steps must be an int from 1 to 10000, not 0
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.game import Game
from ..core.info import GameInfo
from ..core.inputs import shown, whole

Condition = dict[str, Any] | Callable[[Game, int], bool]
KINDS = ("steps", "phase", "round", "to_act", "over", "score")
MAX_STEPS = 10_000
MAX_SCORE = 10_000


def checked(value: Any, info: GameInfo, players: int, field: str) -> Condition:
    """``value`` as a condition for ``info``'s game at ``players`` seats; ``ValueError`` names ``field`` and the key."""
    if callable(value) and not isinstance(value, dict):
        return value
    if not isinstance(value, dict) or len(value) != 1 or next(iter(value)) not in KINDS:
        raise ValueError(f"{field} must be an object with exactly one of the keys {', '.join(KINDS)} "
                         f"(or, in Python, a function of (game, steps)), not {shown(value)}")
    (kind, arg), = value.items()
    where = f"{field}.{kind}"
    if kind in ("steps", "round"):
        whole(arg, where, 1, MAX_STEPS)
    elif kind == "to_act":
        whole(arg, where, 0, players - 1)
    elif kind == "phase":
        if not isinstance(arg, str) or not 0 < len(arg) <= 40:
            raise ValueError(f"{where} must be a phase name (a string of 1 to 40 characters), not {shown(arg)}")
    elif kind == "over":
        if arg is not True:
            raise ValueError(f"{where} must be true (the step ends when the game is over), not {shown(arg)}")
    else:
        if not isinstance(arg, dict) or set(arg) != {"seat", "at_least"}:
            raise ValueError(f"{where} must be an object with the keys seat and at_least, not {shown(arg)}")
        whole(arg["seat"], f"{where}.seat", 0, players - 1)
        whole(arg["at_least"], f"{where}.at_least", -MAX_SCORE, MAX_SCORE)
        if info.hidden_information:
            raise ValueError(f"{where}: {info.name} keeps scores hidden until the end, so a step cannot wait for "
                             f"one; use steps, phase, round, to_act or over")
    return {kind: arg}


def holds(condition: Condition, game: Game, steps: int) -> bool:
    """Whether ``condition`` holds for ``game``, ``steps`` steps after its step began."""
    if not isinstance(condition, dict):
        return bool(condition(game, steps))
    (kind, arg), = condition.items()
    if kind == "steps":
        return steps >= arg
    if kind == "over":
        return game.is_over
    if kind == "to_act":
        return arg in game.to_act
    if kind == "score":
        return game.state.scores()[arg["seat"]] >= arg["at_least"]  # checked: a game whose scores are public
    view = game.view(None)
    if kind == "phase":
        return view.get("phase") == arg
    found = view.get("round")
    return isinstance(found, int) and found >= arg

"""The events of the steps played most (bowls, the boat's actions, cards taken, suns scored), each made once per its
arguments and then told again (:meth:`State.say_once <tablekit.core.state.State.say_once>`): their arguments take
few values (a seat, an action number, a card's value or terrain, a round), and a ``T`` never changes. A quiet state
(a look-ahead) makes none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import T
from .messages import DECK, SEAT, TERRAIN, M

if TYPE_CHECKING:
    from .state import MangroviaState

SAIL, REFILL = M("ev.sail"), M("ev.refill")


def new_round(_state: MangroviaState, number: int, seat: int) -> T:
    return M("ev.round", round=number, seat=SEAT[seat])


def bowl(_state: MangroviaState, seat: int, site: int, first: int, second: int) -> T:
    return M("ev.bowl", seat=SEAT[seat], site=site, first=first, second=second)


def action(_state: MangroviaState, number: int, seat: int) -> T:
    return M("ev.action", action=number, seat=SEAT[seat])


def talisman(_state: MangroviaState, seat: int) -> T:
    return M("ev.talisman", seat=SEAT[seat])


def took_valuable(_state: MangroviaState, seat: int, value: int) -> T:
    return M("ev.display.valuable", seat=SEAT[seat], value=value)


def took_land(_state: MangroviaState, seat: int, terrain: str) -> T:
    return M("ev.display.land", seat=SEAT[seat], terrain=TERRAIN[terrain])


def drew(_state: MangroviaState, seat: int, deck: str) -> T:
    return M("ev.deck", seat=SEAT[seat], deck=DECK[deck])


def amulet_one(_state: MangroviaState, seat: int) -> T:
    return M("ev.amulet.one", seat=SEAT[seat])


def suns(_state: MangroviaState, seat: int, points: int) -> T:
    return M("ev.suns", seat=SEAT[seat], points=points)


def birds(_state: MangroviaState, first: str, second: str) -> T:
    return M("ev.birds", first=TERRAIN[first], second=TERRAIN[second])

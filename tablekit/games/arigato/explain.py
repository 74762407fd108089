"""Plain-words reasons why an Arigato action id is refused, naming the rulebook section."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .components import ITEMS, SLOTS
from .effects import trade_cost

if TYPE_CHECKING:
    from .state import ArigatoState

DAWN_KINDS = ("villager", "maker", "traveller", "confirm")
DAY_KINDS = ("pick", "trade", "offer", "send", "dismiss", "end")
PHASES = {"dawn": "the dawn (1. 夜明け)", "day": "the day (2. 昼)", "dusk": "the dusk (3. 夕暮れ)",
          "over": "final scoring: the game is over"}


def explain(state: ArigatoState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    if kind not in (*DAWN_KINDS, *DAY_KINDS, "discard"):
        return f"{action_id[:60]!r} is not an Arigato action (kinds: {', '.join((*DAWN_KINDS, *DAY_KINDS, 'discard'))})"
    phase = "dawn" if kind in DAWN_KINDS else "dusk" if kind == "discard" else "day"
    if phase != state.phase and not (kind == "pick" and state.phase == "dusk"):
        return f"{action_id[:60]!r} belongs to {PHASES[phase]}, but the game is in {PHASES[state.phase]}"
    me = state.seats[seat]
    if phase == "dawn":
        return _dawn(state, seat, kind, rest)
    if me.picks and kind != "pick":
        return f"Items of your choice first: take the {me.picks} item(s) you are owed (pick:<item>), then act"
    if kind in ("pick", "trade", "discard"):
        items = rest.split(":")
        unknown = [i for i in items if i not in ITEMS]
        if unknown:
            return f"there is no item {unknown[0][:40]!r}; items: {', '.join(ITEMS)}"
        if len(items) != (2 if kind == "trade" else 1):
            shape = "trade:<give>:<get>" if kind == "trade" else f"{kind}:<item>"
            return f"{action_id[:60]!r} is not an action: a {kind} is written {shape}"
    if kind == "pick":
        return "Items of your choice come only from an effect or the 10-favour bonus, and you are owed none"
    if kind == "discard":
        return ("Dusk (3. 夕暮れ): discard only down to 7 items, and only items you hold"
                if me.item_total() > 7 and me.items[ITEMS.index(rest)] == 0 else
                "Dusk (3. 夕暮れ): only a player holding 8 or more items discards, down to 7")
    if kind == "trade":
        give, _, get = rest.partition(":")
        if give == get:
            return "Day action 1 (2. 昼): trade for a different item"
        need = trade_cost(state, seat, give)
        return f"Day action 1 (2. 昼): a trade gives {need} equal items; you hold {me.items[ITEMS.index(give)]} {give}"
    if kind in ("offer", "send", "dismiss"):
        if not (rest.isascii() and rest.isdigit()) or not 1 <= int(rest) <= SLOTS:
            return f"there is no village slot {rest[:20]!r}: the slots are 1 to {SLOTS}"
        slot = int(rest)
        c = me.village[slot - 1]
        if c is None:
            return f"Village: slot {slot} is empty"
        card = state.cards[c]
        if kind == "offer":
            if me.offered[slot - 1]:
                return "Day action 2 (2. 昼): this villager already carries an offering token"
            if not me.tokens_free():
                return "Day action 2 (2. 昼): all 4 of your offering tokens are on villagers"
            return (f"Day action 2 (2. 昼): an offering is paid all at once, and you lack items for {card.id}'s cost "
                    f"({', '.join(f'{n} {i}' for i, n in zip(ITEMS, card.cost) if n)})")
        if kind == "send":
            return "Day action 3 (2. 昼): only a villager carrying an offering token can be sent to the palace"
        return "Village: a villager with an offering token leaves for the palace (send), it is not discarded"
    return f"{action_id[:60]!r} is not legal for seat {seat} now"


def _dawn(state: ArigatoState, seat: int, kind: str, rest: str) -> str:
    from .dawn import quotas

    me = state.seats[seat]
    if me.chosen:
        return "Dawn (1. 夜明け): you have already confirmed your assignment; it is secret until everyone has chosen"
    if kind == "confirm":
        return "Dawn (1. 夜明け): give every card in your hand a role before confirming"
    card_id, _, slot = rest.partition(":")
    c = state.components.by_id.get(card_id)
    if c is None or c not in me.hand:
        return f"Dawn (1. 夜明け): {card_id[:20]!r} is not a card in your hand"
    if c not in me.unassigned():
        return f"Dawn (1. 夜明け): {card_id} already has a role (undo to change it)"
    villagers, makers, travellers = quotas(state, seat)
    day12 = " (day 12: 1 villager, 4 makers, no travellers)" if state.day == 12 else ""
    if kind == "villager":
        if me.villager is not None:
            return "Dawn (1. 夜明け): one villager a day, and you have chosen yours"
        card = state.cards[c]
        return (f"Village: {card_id} may only live in slot(s) {', '.join(map(str, card.slots))}, "
                f"not {slot[:20]!r}")
    if kind == "maker":
        return f"Dawn (1. 夜明け): {makers} makers a day{day12}, and you have chosen them"
    return f"Dawn (1. 夜明け): {travellers} travellers a day{day12}, and you have chosen them"

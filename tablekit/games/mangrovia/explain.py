"""Plain-words reasons why a Mangrovia action id is refused, naming the rulebook's rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import BUILD_STEPS
from .payments import counts_key, parse_parts, payments
from .supply import LAND, VALUABLES

if TYPE_CHECKING:
    from .state import MangroviaState

KINDS = ("bowl", "display", "deck", "amulets", "keep", "build", "double", "pass", "birds")
STEP_WORDS = {
    "display": "take a card from the display", "deck": "draw a card from a deck", "card": "take a card",
    "amulets": "take amulets", "keep": "choose the amulets to keep", "amulets_or_build": "take amulets or build",
    "build": "build a hut or nothing", "build_or_double": "build 1 hut, 2 stacked huts, or nothing",
    "birds": "put the birds on the oracle",
}


def explain(state: MangroviaState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    if kind not in KINDS:
        return f"{action_id!r} is not a Mangrovia action (kinds: {', '.join(KINDS)})"
    if state.phase == "over":
        return "the game is over: no more actions"
    if kind == "bowl":
        return _bowl(state, seat, rest)
    if state.phase == "bowls":
        return f"{action_id!r} is an action of the boat, but the players are still placing bowls (手番 ①)"
    step = state.steps[0]
    want = STEP_WORDS[step]
    if kind in ("build", "double", "pass"):
        if step not in BUILD_STEPS:
            return f"action {state.action} does not build: now you {want} (only actions 8 to 11 build)"
        if kind == "double" and step != "build_or_double":
            return "Building: only action 9 puts 2 huts on one space"
        if kind == "pass":
            return "action 8 is amulets or a build: take the amulets when you do not build"
        return _build(state, seat, kind, rest)
    if kind in ("display", "deck"):
        if step not in ("display", "deck", "card") or (step != "card" and step != kind):
            return f"action {state.action}: now you {want}"
        if kind == "deck":
            return f"there is no {rest!r} deck with cards left (decks: {VALUABLES}, {LAND})"
        return f"the display holds no {rest!r} card (valuables v2 to v7, land cards by terrain)"
    if kind == "amulets":
        return f"action {state.action}: now you {want}, not the amulet action"
    if kind == "keep":
        if step != "keep":
            return f"action {state.action}: now you {want}; no amulets were drawn to keep"
        return (f"Amulets: keep exactly {state.keep} of the amulets you drew ({', '.join(map(str, state.drawn))}); "
                "the rest go back to the bag")
    if step != "birds":
        return f"action {state.action}: now you {want}; only action 12 moves the birds"
    return "Action 12: put the two birds on two different squares of the oracle (water, sand, mangrove, reed)"


def _bowl(state: MangroviaState, seat: int, rest: str) -> str:
    if state.phase != "bowls":
        return "Bowls are placed before the boat sets out (手番 ①); the boat is sailing now"
    sites = len(state.c.sites)
    if not (rest.isascii() and rest.isdigit()) or not 1 <= int(rest) <= sites:
        return f"there is no site {rest!r}: the archipelago's sites are 1 to {sites}"
    site = int(rest) - 1
    if site in state.bowls:
        return "Bowls: a site that holds a bowl is closed to everyone for the rest of the round"
    if site == state.twelve_site() and seat == state.start:
        return "Bowls: the start player's first bowl may not go on action 12 (the second may)"
    return f"site {rest} is not open to seat {seat} now"


def _build(state: MangroviaState, seat: int, kind: str, rest: str) -> str:
    sid, _, paid = rest.partition(":")
    space = state.c.space.get(sid)
    if space is None:
        return f"there is no space {sid!r} on the island"
    hand = state.hands[seat]
    huts = 2 if kind == "double" else 1
    if hand.huts < huts:
        return f"Building: you have {hand.huts} hut(s) left, not {huts}"
    if sid in state.occupancy:
        return f"Building: {sid} already holds a hut; a space takes huts only once"
    if kind == "double" and not space.doubles:
        return ("Building: 2 huts on one space (action 9) are not allowed in the stone place, the pole place or on "
                "the amulet spaces")
    if space.terrain not in state.birds:
        return (f"Building: no bird sits on {space.terrain} in the oracle (they are on {' and '.join(state.birds)}), "
                f"so nobody may build on a {space.terrain} space now")
    if hand.land[space.terrain] < huts:
        return f"Building: {sid} needs {huts} {space.terrain} land card(s) and you hold {hand.land[space.terrain]}"
    parts = parse_parts(paid)
    cost = space.cost * huts
    currency = "valuable cards" if space.pay == "valuables" else "amulets"
    if parts is None:
        return f"Building: write the payment as values joined by '+', e.g. build:{sid}:3+4"
    if sum(parts) != cost:
        return (f"Building: the payment must be exact: {' + '.join(map(str, parts))} = {sum(parts)}, but {sid} costs "
                f"{cost} in {currency}")
    held = hand.pay_values() if space.pay == "valuables" else +hand.amulets
    ways = payments(counts_key(held), cost)
    holding = ", ".join(map(str, sorted(held.elements()))) or "none"
    if not ways:
        return (f"Building: {sid} costs exactly {cost} in {currency}, and none of yours add up to {cost} "
                f"(you hold {holding})")
    return (f"Building: you do not hold the {currency} {' + '.join(map(str, parts))}; you can pay "
            f"{' or '.join(' + '.join(map(str, w)) for w in ways)}")


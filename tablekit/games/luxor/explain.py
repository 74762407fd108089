"""Plain-words reasons why a Luxor action id is refused, naming the rulebook rule (section names in Japanese)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .path import back, forward

if TYPE_CHECKING:
    from .state import LuxorState

PLAY_RULE = "Playing a card (カードをプレイし、冒険者コマを移動させる)"
MOVE_RULE = "Movement (移動ルール)"
HORUS_RULE = "Horus cards (ホルスカード)"
STEP = {"play": "playing a card", "move": "moving after the roll", "act": "choosing the tile to act on after "
        "\"move all\"", "choose": "choosing what to take where the adventurer stopped", "over": "the end"}
KIND_STEP = {"play": "play", "discard": "play", "move": "move", "act": "act", "take": "choose"}


def _ints(parts: list[str]) -> list[int] | None:
    try:
        return [int(p) for p in parts]
    except ValueError:
        return None


def explain(state: LuxorState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    step = KIND_STEP.get(kind)
    if step is None:
        return f"{action_id!r} is not a Luxor action (kinds: {', '.join(KIND_STEP)})"
    if step != state.phase:
        return f"{action_id!r} is for {STEP[step]}, but the turn is at {STEP[state.phase]}"
    if kind == "take":
        offered = ", ".join(state.pending["options"]) if state.pending else "nothing"
        return f"{action_id!r} is not one of the rewards on offer where the adventurer stopped ({offered})"
    parts = rest.split(":") if rest else []
    numbers = _ints(parts)
    if numbers is None or not numbers:
        return f"{action_id!r}: the parts after {kind!r} are whole numbers"
    if kind in ("play", "discard"):
        return _card(state, seat, kind, numbers)
    if kind == "move":
        steps = state.pending["steps"] if state.pending else []
        return (f"{MOVE_RULE}: after the roll an adventurer moves {_steps_text(steps)}, from a space where you have "
                "an active adventurer, and never past the chamber")
    return f"{HORUS_RULE} \"move all\": choose one tile where one of your adventurers now stands"


def _steps_text(steps: list[int]) -> str:
    return str(steps[0]) if len(steps) == 1 else f"1 to {steps[-1]}"


def _card(state: LuxorState, seat: int, kind: str, numbers: list[int]) -> str:
    hand = state.hands[seat]
    i = numbers[0]
    if not 0 <= i < len(hand):
        return f"{PLAY_RULE}: there is no card at position {i}; your hand holds {len(hand)} (0 to {len(hand) - 1})"
    if i not in state.ends(seat):
        return (f"{PLAY_RULE}: only the leftmost or the rightmost card may be played, and the order of the hand "
                f"never changes; card {i + 1} of {len(hand)} is in the middle")
    if kind == "discard":
        return f"{MOVE_RULE}: a card is discarded only when no adventurer can move with either end card"
    card = state.c.cards[hand[i]]
    if card.kind in ("die", "roll", "all", "last"):
        if len(numbers) > 1:
            return f"{HORUS_RULE if card.level else PLAY_RULE}: this card is played as play:{i}, choices come after"
        if card.kind == "last":
            return f"{HORUS_RULE}: \"last to second-last\" needs two of your adventurers on different spaces"
        return f"{MOVE_RULE}: none of your active adventurers can move with this card"
    if len(numbers) != 3:
        return f"{PLAY_RULE}: this card is played with the adventurer and the steps: play:{i}:<from>:<steps>"
    _, start, steps = numbers
    if start not in state.active(seat):
        return f"{MOVE_RULE}: you have no active adventurer on that space (asleep ones and those in the chamber wait)"
    allowed = state.card_steps(card)
    if steps not in allowed:
        if card.kind == "number":
            return f"{PLAY_RULE}: this card moves exactly {card.value}"
        if card.kind == "plusminus":
            return f"{PLAY_RULE}: the +1/−1 card moves one step forward or one step back"
        return f"{HORUS_RULE}: this card moves 1 to {card.value} steps"
    if steps < 0:
        if back(state.tiles, start) is None:
            return f"{MOVE_RULE}: no tile space lies behind that adventurer"
    elif forward(state.tiles, start, steps, True) is None:
        return f"{MOVE_RULE}: the chamber is entered only by the exact count, never passed"
    elif state.keys[seat] == 0:
        return f"{MOVE_RULE}: entering the chamber costs one key per adventurer, and you have none"
    return f"{MOVE_RULE}: that move is not possible now"

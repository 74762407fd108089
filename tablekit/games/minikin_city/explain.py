"""Plain-words reasons why a Minikin City action id is refused, naming the rulebook's rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import MinikinCityState

PHASE_NAMES = {
    "keep": "setup step 6 (keep 4 of the 6 cards dealt)",
    "play": "step 2 of a round (play a city card)",
    "minikins": "placing minikins (ミニキンの管理)",
    "bonus": "choosing a bonus token (報酬カード)",
    "draft": "step 3 of a round (take a new card from the display)",
    "extra": "the game-end ranking winner's extra card",
    "over": "final scoring: the game is over",
}
KIND_PHASE = {"keep": "keep", "play": "play", "minikin": "minikins", "bonus": "bonus", "draft": "draft",
              "extra": "extra"}


def explain(state: MinikinCityState, seat: int, action_id: str) -> str:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    phase = KIND_PHASE.get(kind)
    if phase is None:
        return f"{action_id!r} is not a Minikin City action (kinds: {', '.join(KIND_PHASE)})"
    if phase != state.phase:
        return f"{action_id!r} belongs to {PHASE_NAMES[phase]}, but the game is in {PHASE_NAMES[state.phase]}"
    hand = state.hands[seat]
    if kind == "keep":
        kept = rest.split(",")
        if len(kept) != 4 or len(set(kept)) != 4:
            return "Setup step 6: keep exactly 4 different cards of the 6 dealt; the other 2 go under the deck"
        if not set(kept) <= set(hand):
            return "Setup step 6: you keep 4 of the 6 cards dealt to you, and these are not all in your hand"
        return "Setup step 6: list the 4 kept cards in sorted order, as the legal actions do"
    if kind in ("play", "extra") and rest not in hand:
        return f"Step 2: you play a city card from your own hand, and {rest!r} is not in it"
    if kind == "minikin":
        if rest not in state.city[seat]:
            return f"Minikins go on free spaces of your own played city cards, and {rest!r} is not one of them"
        return f"Minikins go on free spaces only: {rest} holds as many as it has spaces (or none at all)"
    if kind == "bonus":
        return "Reward cards: you take one of the bonus tokens still face up beside the play area"
    if kind == "draft":
        return f"Step 3: you take one of the cards in the open display, and {rest!r} is not there"
    return f"{action_id!r} is not legal for seat {seat} now"

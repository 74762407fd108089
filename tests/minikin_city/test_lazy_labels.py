"""Labels made when first read still name what the position held when they were listed."""

from __future__ import annotations

from tablekit.core.text import render
from tablekit.games.minikin_city.messages import card_name, card_order

from .helpers import game, state


def named(cards: list[str]) -> str:
    return ", ".join(render(card_name(card)) for card in sorted(cards, key=card_order))


def test_a_keep_label_read_after_every_seat_kept_names_the_cards_kept_and_returned_then() -> None:
    g = game(3)
    hand = list(state(g).hands[0])
    listed = g.legal_actions(0)
    for seat in range(3):  # every seat keeps, so the hands change: the labels are read only afterwards
        g.play(seat, g.legal_ids(seat)[0])
    assert state(g).hands[0] != hand
    assert len(listed) == 15
    for action in listed:
        kept = action.id.partition(":")[2].split(",")
        back = [card for card in hand if card not in kept]
        assert len(kept) == 4 and len(back) == 2
        assert action.label == f"Keep {named(kept)} (return {named(back)})"

"""Small builders for Minikin City rule tests."""

from __future__ import annotations

import tablekit
from tablekit.core.game import Game
from tablekit.games.minikin_city.state import MinikinCityState

NAMES = ("Ralph", "Sergio", "Jade", "Aurelia", "Mina")


def game(players: int = 4, seed: int = 1, scenario: str | None = None, **options) -> Game:
    """A new game (Ralph, seat 0, starts unless told otherwise)."""
    if scenario is None:
        options.setdefault("first_player", 0)
        return tablekit.new_game("minikin_city", players=players, seed=seed, **options)
    return tablekit.new_game("minikin_city", scenario=scenario, seed=seed, **options)


def state(g: Game) -> MinikinCityState:
    return g.state  # type: ignore[return-value]


def ids(g: Game, seat: int | None = None) -> list[str]:
    seat = g.to_act[0] if seat is None else seat
    return [a.id for a in g.legal_actions(seat)]


def keep_first(g: Game) -> None:
    """Every seat keeps the first 4 cards the legal actions offer."""
    for seat in list(g.to_act):
        g.play(seat, ids(g, seat)[0])


def give(g: Game, seat: int, cards: list[str]) -> None:
    """Put these cards in ``seat``'s hand, swapping them with the cards they replace wherever they lay."""
    s = state(g)
    hand = s.hands[seat]
    for card in cards:
        if card in hand:
            continue
        places = [s.deck, s.display, *s.hands]
        where = next(p for p in places if card in p)
        spare = next(i for i in hand if i not in cards)
        where[where.index(card)] = spare
        hand[hand.index(spare)] = card
    g._legal = {}


def build_city(g: Game, seat: int, cards: list[tuple[str, int]]) -> None:
    """Put these cards (with minikins from the supply) in ``seat``'s city, from the deck or a hand (which gets the
    deck's top card in exchange)."""
    s = state(g)
    for card, n in cards:
        hand = next((h for h in s.hands if card in h), None)
        if hand is not None:
            hand[hand.index(card)] = s.deck.pop(0)
            s.deck_seen.pop(0)
        else:
            k = s.deck.index(card)
            del s.deck[k], s.deck_seen[k]
        s.city[seat].append(card)
        s.minikins[card] = n
        s.supply -= n
    g._legal = {}


def play_round(g: Game, plays: dict[int, str] | None = None) -> None:
    """Finish the current round: the given cards for those seats, otherwise the first legal action."""
    plays = plays or {}
    start = state(g).round
    while not g.is_over and state(g).round == start:
        seat = g.to_act[0]
        options = ids(g, seat)
        wanted = f"play:{plays[seat]}" if seat in plays and f"play:{plays[seat]}" in options else options[0]
        g.play(seat, wanted)

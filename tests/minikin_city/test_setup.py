"""Setup (セットアップ 1–8): reward row, end tile, bonus tokens, the deal of 6 and the secret keep-4 choice."""

from __future__ import annotations

from collections import Counter

import pytest

import tablekit
from tablekit import IllegalAction

from .helpers import NAMES, game, ids, keep_first, state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_nine_reward_cards_for_the_player_count_in_a_shuffled_row(players: int) -> None:
    g = game(players)
    s = state(g)
    assert sorted(map(id, s.reward_cards)) == sorted(map(id, s.c.reward_cards(players)))
    assert all(len(card.ranks(players)) == players for card in s.reward_cards)
    rows = {tuple(map(id, state(game(players, seed=k)).reward_cards)) for k in range(8)}
    assert len(rows) > 1


def test_the_ninth_reward_card_lies_under_the_end_tile_and_shows_the_final_best_colour() -> None:
    g = game(4)
    view = g.view(None)
    assert len(view["rewards"]) == 8
    assert view["end"]["colour"] == state(g).reward_cards[8].colour == state(g).end_colour


def test_the_ten_bonus_tokens_start_face_up() -> None:
    view = game(3).view(None)
    assert view["bonus"] == list(range(10))


@pytest.mark.parametrize("players", [2, 5])
def test_each_player_is_dealt_six_and_the_deck_holds_the_rest(players: int) -> None:
    g = game(players)
    s = state(g)
    assert [len(h) for h in s.hands] == [6] * players
    assert len(s.deck) == 61 - 6 * players
    assert g.view(None)["supply"] == 75


def test_the_keep_choice_is_simultaneous_every_seat_choosing_at_once() -> None:
    g = game(4)
    assert g.to_act == [0, 1, 2, 3]
    assert len(ids(g, 2)) == 15  # 4 of 6
    g.play(2, ids(g, 2)[3])
    assert g.to_act == [0, 1, 3]
    with pytest.raises(IllegalAction):
        g.play(2, ids(g, 0)[0])


def test_another_seats_keep_choice_is_secret_until_everyone_has_chosen() -> None:
    g = game(4)
    g.play(1, ids(g, 1)[5])
    assert g.view(1)["seats"][1]["keep"] is not None
    for seat in (0, 2, None):
        view = g.view(seat)
        assert view["seats"][1]["kept"] is True
        assert view["seats"][1]["hand"] is None and view["seats"][1]["keep"] is None
    assert not any(c in " ".join(g.history[-1].events) for c in ("Red", "Green", "Blue"))


def test_the_two_returned_cards_go_to_the_bottom_of_the_deck() -> None:
    g = game(3)
    s = state(g)
    dealt = [list(h) for h in s.hands]
    keep_first(g)
    returned = [[i for i in dealt[seat] if i not in s.hands[seat]] for seat in range(3)]
    assert all(len(r) == 2 for r in returned)
    bottom = s.deck[-6:]
    assert bottom == [i for r in returned for i in r]
    assert s.deck_seen[-6:] == [0, 0, 1, 1, 2, 2]  # each seat knows where its own two went


def test_the_start_player_is_chosen_at_random() -> None:
    def kept(g):
        keep_first(g)
        return g

    starts = Counter(state(kept(game(4, seed=k, first_player=None))).start for k in range(40))
    assert set(starts) == {0, 1, 2, 3}
    assert state(game(4, first_player=2)).start == 2
    with pytest.raises(ValueError, match="first_player"):
        game(4, first_player=4)


def test_each_player_has_nine_markers() -> None:
    s = state(game(5))
    assert s.inventory()["marker"] == 45
    assert all(s.locations()[name]["marker"] == 9 for name in ("Ralph", "Sergio", "Jade", "Aurelia", "Mina"))


def test_the_start_player_is_chosen_after_the_keep() -> None:
    """Setup step 8 chooses the start player at random after step 6's keep: no view shows it before."""
    g = tablekit.new_game("minikin_city", players=3, seed=62)
    assert all(g.view(s)["start"] is None for s in (None, 0, 1, 2))
    for seat in (0, 1):
        g.play(seat, g.legal_actions(seat)[0])
        assert g.view(2)["start"] is None
    g.play(2, g.legal_actions(2)[0])
    assert g.view(None)["phase"] == "play" and g.to_act == [g.view(None)["start"]]
    assert f"{NAMES[g.view(None)['start']]} is the start player" in " ".join(g.history[-1].events)
    fixed = tablekit.new_game("minikin_city", players=3, seed=62, first_player=2)
    assert fixed.view(0)["start"] == 2  # an option the table chose is known to all

"""Labels that sort and count as a reader does, malformed ids refused as such, and what waits for room
(issue 26, item 8)."""

from __future__ import annotations

import re

import pytest

import tablekit
from tablekit import IllegalAction
from tablekit.games.minikin_city.messages import card_order


def test_kept_cards_are_listed_by_colour_then_number() -> None:
    g = tablekit.new_game("minikin_city", players=3, seed=5)
    for action in g.legal_actions(0):
        kept, back = re.match(r"Keep (.*) \(return (.*)\)", action.label).groups()
        for names in (kept, back):
            cards = [(n.split()[0], int(n.split()[1])) for n in names.split(", ") if " " in n]
            assert cards == sorted(cards), action.label
    assert sorted(["B17", "B20", "B9", "G16"], key=card_order) == ["B9", "B17", "B20", "G16"]


def bonus_position() -> tablekit.Game:
    import random

    for seed in range(40):
        g = tablekit.new_game("minikin_city", players=2, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            if g.state.phase == "bonus":
                return g
            seat = g.to_act[0]
            g.play(seat, rng.choice(g.legal_actions(seat)))
    raise AssertionError("no bonus token choice in 40 games")


def test_bonus_token_labels_and_events_count_as_the_ids_and_the_view_do() -> None:
    g = bonus_position()
    seat = g.to_act[0]
    assert g.view(seat)["bonus"] == [int(a.id.partition(":")[2]) for a in g.legal_actions(seat)]
    for action in g.legal_actions(seat):
        assert action.label.startswith(f"Take bonus token {action.id.partition(':')[2]}:"), action.label
    chosen = g.legal_actions(seat)[-1]
    g.play(seat, chosen)
    assert any(f"takes bonus token {chosen.id.partition(':')[2]}:" in e for e in g.history[-1].events)


@pytest.mark.parametrize("action_id", ["extra:pass ", "bonus:1.0", "play:R1 ", "keep:R1;R2", "minikin:"])
def test_a_malformed_id_is_not_an_action(action_id: str) -> None:
    g = tablekit.new_game("minikin_city", players=3, seed=5)
    with pytest.raises(IllegalAction, match="is not an action") as err:
        g.play(0, action_id)
    assert "belongs to" not in str(err.value) and "手ではありません" in err.value.in_language("ja")


def test_minikins_being_placed_do_not_count_as_waiting_for_room() -> None:
    g = tablekit.new_game("minikin_city", scenario="jade_minikins")
    view = g.view(2)
    assert view["pending"] == {"seat": 2, "kind": "minikins", "n": 3}
    assert view["seats"][2]["waiting"] == 0


def test_a_malformed_keep_reads_as_english() -> None:
    g = tablekit.new_game("minikin_city", players=3, seed=5)
    with pytest.raises(IllegalAction) as err:
        g.play(0, "keep:")
    assert str(err.value) == ("'keep:' is not an action: keeping 4 cards is written "
                              "keep:<card>,<card>,<card>,<card>"), str(err.value)

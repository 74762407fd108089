"""Every worked example of the rulebook, loaded as its scenario and checked against the rulebook's numbers."""

from __future__ import annotations

from .helpers import NAMES, game, ids, state


def test_round_one_ranking_jade_ralph_aurelia_sergio() -> None:
    g = game(scenario="round1")
    assert g.view(None)["best"] == "blue" and g.to_act == [0]
    for seat, card in enumerate(["B5", "R3", "B15", "G11"]):
        g.play(seat, f"play:{card}")
    assert [NAMES[s] for s in state(g).ranking] == ["Jade", "Ralph", "Aurelia", "Sergio"]
    assert "Ranking: Jade, Ralph, Aurelia, Sergio." in g.history[-1].events


def test_round_one_sergio_ranked_last_takes_a_new_card_first() -> None:
    g = game(scenario="round1")
    for seat, card in enumerate(["B5", "R3", "B15", "G11"]):
        g.play(seat, f"play:{card}")
    while g.view(None)["phase"] != "draft":
        g.play(g.to_act[0], ids(g)[0])
    assert g.to_act == [1]
    assert g.view(None)["rewards"][0]["markers"] == [2, 0, 3, 1]


def test_jade_places_her_three_minikins_on_blue_19() -> None:
    g = game(scenario="jade_minikins")
    view = g.view(None)
    assert view["phase"] == "minikins" and g.to_act == [2] and view["pending"]["n"] == 3
    assert ids(g, 2) == ["minikin:B19", "minikin:R3"]  # she may put them on Blue 19 or Red 3
    for _ in range(3):
        g.play(2, "minikin:B19")
    assert state(g).minikins["R3"] == 0 and state(g).waiting[2] == 0
    blue19 = next(c for c in state(g).c.cards if c.id == "B19")
    assert state(g).minikins["B19"] == blue19.capacity  # she fills it, so that it scores at the end
    assert state(g).seat_scores()[2].cards["B19"] == blue19.score.gain.vp


def test_aurelias_four_minikins_wait_then_fill_green_16_next_round() -> None:
    g = game(scenario="aurelia_overflow")
    assert g.to_act == [3]
    g.play(3, "play:B2")
    assert "Immediate effect of Blue 2: 4 minikins." in g.history[-1].events
    assert state(g).waiting[3] == 4  # no card of hers can hold them
    while not (g.to_act == [3] and state(g).round == 5 and g.view(None)["phase"] == "play"):
        seat = g.to_act[0]
        options = ids(g, seat)
        g.play(seat, "play:G6" if "play:G6" in options else options[0])
    g.play(3, "play:G16")
    assert state(g).minikins["G16"] == 3  # filled from the minikins in front of her
    assert state(g).waiting[3] == 1  # the last one waits for her next card with spaces


def test_final_ranking_in_red_sergio_ralph_jade_aurelia() -> None:
    g = game(scenario="final_ranking")
    assert g.to_act == [0] and g.view(None)["phase"] == "draft"
    g.play(0, "draft:B20")
    view = g.view(1)
    assert view["end"]["colour"] == "red"
    assert view["reveals"] == [[0, 33], [1, 35], [2, 24], [3, 24]]  # clockwise from Ralph, who ranked first
    assert [NAMES[s] for s in view["end"]["markers"]] == ["Sergio", "Ralph", "Jade", "Aurelia"]
    assert view["phase"] == "extra" and g.to_act == [1]  # Sergio may play one more card
    assert all(s["hand"] is not None for s in view["seats"])  # the hands are revealed


def test_jade_scores_49_vp() -> None:
    g = game(scenario="final_scoring")
    assert g.is_over
    jade = g.view(None)["final"]["scores"][2]
    assert jade["rewards"] == 13  # her markers on the reward cards and the end tile
    assert jade["cards"]["G1"] == 10  # five book symbols in her city
    assert jade["cards"]["R7"] == 5  # two sets of each colour
    assert "G9" not in jade["cards"]  # not enough minikins: 0 VP
    assert jade["medals"] == 6 and jade["medal_vp"] == 21  # 2 reward cards, 1 token, Blue 15, Red 4 ×2
    assert jade["card_medals"] == {"B15": 1, "R4": 2}
    assert jade["total"] == 49
    assert g.result().scores[2] == 49


def test_the_sergio_extra_card_of_the_final_scenario_was_played() -> None:
    g = game(scenario="final_scoring")
    assert "G6" in state(g).city[1]

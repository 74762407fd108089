"""Hidden information: hands, amulets, the decks and the bag; views, redeal and records."""

from __future__ import annotations

import json

import tablekit
from tablekit.core.text import keys, render

from .helpers import at, conserved, ids, new, play, random_game, scenario, state


def test_other_seats_see_counts_but_not_hands_or_amulets():
    g = at(1, bowls={1: 1, 2: 0, 3: 2, 4: 2, 5: 1, 6: 0}, hands={1: {"valuables": [6, 7], "amulets": [2, 5]}})
    v0, v1 = g.view(0), g.view(1)
    assert v1["hand"]["valuables"] == [6, 7] and v1["hand"]["amulets"] == [2, 5]
    assert v0["hand"]["valuables"] == [] and "hands" not in v0
    assert v0["seats"][1]["valuables"] == 4 and v0["seats"][1]["amulets"] == 2  # 2 start cards + 2
    assert v0["decks"] == {"valuables": len(g.state.supply.decks["valuables"]), "land": 29}
    text = json.dumps(g.view(None))
    assert '"bag": 33' in text and "supply" not in text


def test_drawn_amulets_are_seen_by_their_owner_only():
    g = scenario("amulet_level")
    assert len(g.view(0)["drawn"]) == 4 and g.view(1)["drawn"] is None and g.view(None)["drawn"] is None


def test_events_never_name_a_deck_card_or_an_amulet_drawn():
    g = scenario("amulet_level")
    events = play(g, ids(g)[0])
    assert events[0] == "Red keeps 2 amulets and returns 2 to the bag."


def test_redeal_shuffles_what_the_seat_cannot_see_and_keeps_its_view():
    g = random_game(3, 9)
    g2 = new(3, 4)
    for _ in range(40):
        play(g2, ids(g2)[-1])
    for seat in range(3):
        d = g2.determinize(seat, 17)
        assert d.view(seat) == g2.view(seat) and conserved(d)
        others = [s for s in range(3) if s != seat]
        assert [d.state.hands[s].card_count() for s in others] == [g2.state.hands[s].card_count() for s in others]
    assert g.is_over


def test_open_games_show_every_hand():
    g = tablekit.new_game("mangrovia", players=3, seed=2, open=True)
    assert len(g.view(0)["hands"]) == 3


def test_japanese_covers_every_key_of_the_catalogue():
    found = keys()
    mine = {k for k in found["en"] if k.startswith("mangrovia.")}
    assert mine and mine <= found["ja"]
    g = scenario("three_and_four")
    label = next(a for a in g.legal_actions(0) if a.id == "build:C4:3+4").text
    assert render(label, "ja") == "C4に小屋を建てる:3 + 4で7、葦"


def test_records_replay_a_game():
    g = random_game(2, 3)
    again = tablekit.new_game("mangrovia", players=2, seed=3, first_player=0)
    again.replay(g.actions)
    assert again.view(None) == g.view(None) and again.result() == g.result()


def test_a_copy_is_independent_of_its_game():
    g = at(11, hands={0: {"valuables": [7], "land": {"reed": 2}}}, birds=("reed", "sand"))
    before = [g.view(s) for s in range(3)]
    other = g.copy()
    other.play(0, "build:C4:7")
    other.play(0, "deck:land")
    assert [g.view(s) for s in range(3)] == before and other.view(0) != before[0]
    assert g.state.c is other.state.c  # the components are shared, never copied



def _containers(value: object) -> list[object]:
    """The lists, dicts and Counters of a hand or the supply (the mutable parts a copy must not share)."""
    names = getattr(value, "__slots__", None) or vars(value)
    found = []
    for name in names:
        if name == "display_size":  # a constant of the box: shared
            continue
        part = getattr(value, name)
        found.append(part)
        if isinstance(part, dict):
            found.extend(v for v in part.values() if isinstance(v, list | dict))
    return [p for p in found if isinstance(p, list | dict)]


def test_a_copy_shares_only_what_play_never_changes():
    g = at(11, hands={0: {"valuables": [7], "land": {"reed": 2}}}, birds=("reed", "sand"))
    g.legal_ids(0)  # the listed options are cached on the state
    twin = g.copy().state
    mine, theirs = vars(g.state), vars(twin)
    assert mine.keys() == theirs.keys()
    shared = {"c", "site_of", "options", "_options", "supply"}  # unchanging (components, the site table, the
    # options) or shared until changed (the supply, and the hands in the copied list: see below)
    for name, value in mine.items():
        if name in shared:
            assert theirs[name] is value, name
        elif isinstance(value, list | dict | set) and name != "_events":
            assert theirs[name] is not value and len(theirs[name]) == len(value), name
    assert theirs["_events"] == [] and theirs["rng"].getstate() == mine["rng"].getstate()
    assert all(a is b for a, b in zip(mine["hands"], theirs["hands"]))
    # the first change on either side copies what it changes, whole: nothing mutable is shared afterwards
    pairs = [(mine["hands"][0], twin.hand(0)), (mine["supply"], twin.own_supply()),
             (theirs["hands"][1], g.state.hand(1))]
    for original, copied in pairs:
        assert copied is not original
        parts = _containers(copied)
        assert parts and not {id(p) for p in parts} & {id(p) for p in _containers(original)}
    assert twin.hand(0) is twin.hands[0] and g.state.hand(1) is g.state.hands[1]  # copied once, then its own
    assert mine["supply"].display_size is theirs["supply"].display_size


def test_playing_the_original_never_changes_its_copies():
    """Copies share hands and the supply until changed: the original's own plays copy them first."""
    g = at(11, hands={0: {"valuables": [7], "land": {"reed": 2}}}, birds=("reed", "sand"))
    copies = [g.copy(), g.determinize(1, seed=4)]
    copies.append(copies[0].copy())
    before = [[c.view(s) for s in range(3)] + [c.view(None)] for c in copies]
    held = [[h.private() for h in c.state.hands] for c in copies]
    g.play(0, "build:C4:7")
    g.play(0, "deck:land")
    assert [[c.view(s) for s in range(3)] + [c.view(None)] for c in copies] == before
    assert [[h.private() for h in c.state.hands] for c in copies] == held


def test_redeal_keeps_the_cards_and_amulets_everyone_saw_a_seat_take():
    # Blue (site 3: actions 3 and 10) takes a display card, then Red's redeals must leave it in Blue's hand.
    g = at(3, bowls={1: 2, 2: 0, 3: 1, 4: 2, 5: 0, 6: 1})
    shown = state(g).supply.display["valuables"][-1]
    play(g, f"display:v{shown}")
    for seed in range(20):
        assert state(g.determinize(0, seed)).hands[1].valuables[shown] == 1
    # Blue (site 2: actions 2 and 11) at amulet level 0 takes a value-1 amulet from the stack, in sight of all.
    g = at(2, bowls={1: 2, 2: 1, 3: 0, 4: 2, 5: 0, 6: 1})
    play(g, *ids(g)[:1])
    assert state(g).hands[1].amulets == {1: 1}
    for seed in range(20):
        d = state(g.determinize(0, seed))
        assert d.hands[1].amulets == {1: 1} and 1 not in d.supply.bag


def test_redeal_forgets_a_seen_card_once_a_card_of_its_value_is_spent():
    g = at(11, bowls={1: 2, 2: 1, 3: 0, 4: 2, 5: 0, 6: 1}, hands={1: {"valuables": [7], "land": {"reed": 1}}},
           birds=("reed", "sand"))
    s = state(g)
    s.hands[1].seen["valuables"][7] += 1  # as if Blue had taken the 7 from the display
    play(g, "build:C4:7")
    assert not +s.hands[1].seen["valuables"] and s.hands[1].card_count() == 2
    assert all(state(g.determinize(0, seed)).hands[1].start == [3, 5] for seed in range(5))

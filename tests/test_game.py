"""The generic Game: turn checks, open teaching games, hidden scores, copies and steps back."""

from __future__ import annotations

import gc
import weakref

import pytest

import tablekit
from tablekit import HiddenInformation, IllegalAction


def started(**options) -> tablekit.Game:
    return tablekit.new_game("amanite", players=3, seed=1, sides=["A", "A", "A"], first_player=0, **options)


def test_acting_out_of_turn_names_who_is_to_act() -> None:
    g = started()
    with pytest.raises(IllegalAction, match="not Squirrel's turn: waiting for Fox"):
        g.play(1, "place:0")


def test_an_action_object_is_looked_up_by_id_not_trusted() -> None:
    g = started()
    forged = tablekit.Action("place:0", "anything at all")
    g.play(0, forged)
    assert g.history[-1].label.startswith('Put a meeple on the "1" space')


def test_scores_are_hidden_during_a_secret_game_but_not_in_an_open_one() -> None:
    with pytest.raises(HiddenInformation):
        started().score_timeline()
    g = started(open=True)
    assert len(g.score_timeline()) == 3
    assert "secret" in g.view(1) and g.view(1)["all_clues"][0] is not None
    assert "secret" not in started().view(1)


def test_a_spectator_sees_no_clue_cards() -> None:
    assert started().view(None)["clues"] is None


def test_at_step_gives_the_past_without_changing_the_present() -> None:
    g = started()
    g.play(0, "place:0")
    g.play(1, "place:1")
    past = g.at_step(1)
    assert len(past.history) == 1 and len(g.history) == 2
    assert past.view(0)["tiles"][1]["one"] is None


def test_a_determinized_copy_can_be_played_but_not_saved_or_undone(tmp_path) -> None:
    g = started()
    d = g.determinize(0, seed=3)
    d.play(0, "place:0")
    assert len(g.history) == 0
    with pytest.raises(IllegalAction, match="determinized"):
        d.save(str(tmp_path / "x.json"))
    with pytest.raises(IllegalAction, match="determinized"):
        d.undo()


def test_undo_refuses_more_steps_than_were_played() -> None:
    g = started()
    with pytest.raises(IllegalAction, match="cannot undo 1"):
        g.undo()


def test_result_before_the_end_is_refused() -> None:
    with pytest.raises(IllegalAction, match="not over"):
        started().result()


def test_unknown_scenario_and_wrong_player_count_for_a_scenario_list_the_choices() -> None:
    with pytest.raises(ValueError, match="scenarios: lana"):
        tablekit.new_game("amanite", scenario="nope")
    with pytest.raises(ValueError, match="for 3 players"):
        tablekit.new_game("amanite", players=2, scenario="lana")


def test_a_game_without_a_seed_draws_one_and_can_still_be_replayed() -> None:
    g = tablekit.new_game("amanite", players=2)
    again = tablekit.new_game("amanite", players=2, seed=g.seed)
    assert again.view(None) == g.view(None)


class Watcher:
    def __init__(self) -> None:
        self.seen: list[int] = []

    def changed(self, game: tablekit.Game) -> None:
        self.seen.append(len(game.history))


def test_observers_hear_of_every_play_and_of_an_undo_or_replay_once() -> None:
    g = started()
    w = Watcher()
    g.subscribe(w.changed)
    g.play(0, "place:0")
    g.play(1, "place:1")
    g.undo(2)  # replays from the seed: one notice, not one per step replayed
    g.replay([(0, "place:0"), (1, "place:1")])
    assert w.seen == [1, 2, 0, 2]
    g.unsubscribe(w.changed)
    g.undo()
    assert w.seen == [1, 2, 0, 2]


def test_a_refused_play_tells_nobody_and_copies_start_unwatched() -> None:
    g = started()
    w = Watcher()
    g.subscribe(w.changed)
    with pytest.raises(IllegalAction):
        g.play(1, "place:0")
    copy = g.copy()
    copy.play(0, "place:0")
    g.at_step(0)
    g.determinize(0, seed=1).play(0, "place:0")
    assert w.seen == [] and len(g.history) == 0


def test_observers_are_held_weakly() -> None:
    g = started()
    w = Watcher()
    g.subscribe(w.changed)
    alive = weakref.ref(w)
    del w
    gc.collect()
    assert alive() is None
    g.play(0, "place:0")  # the dead observer is dropped on the way
    assert g._observers == []


@pytest.mark.parametrize(("call", "expected"), [
    (lambda g: g.at_step("1"), "step must be an int from 0 to 0, not '1'"),
    (lambda g: g.at_step(1.0), "step must be an int"),
    (lambda g: g.undo(True), "steps to undo must be an int"),
    (lambda g: g.undo("1"), "steps to undo must be an int"),
    (lambda g: g.determinize(0, "x"), r"seed must be an int from 0 to 2\*\*63 - 1, not 'x'"),
    (lambda g: g.determinize(0, [1]), r"seed must be an int from 0 to 2\*\*63 - 1, not \[1\]"),
    (lambda g: g.replay(5), r"replay takes \(seat, action id\) pairs"),
    (lambda g: g.replay([(0, "side:A", 1)]), r"replay takes \(seat, action id\) pairs"),
    (lambda g: g.subscribe(print), "subscribe takes a function or a bound method"),
    (lambda g: g.save(3), "save takes a file path"),
])
def test_wrong_argument_types_raise_a_value_error_saying_what_is_expected(call, expected) -> None:
    g = started()
    with pytest.raises(ValueError, match=expected) as caught:
        call(g)
    assert not isinstance(caught.value, TypeError) and g.actions == []


def test_seeds_are_ints_from_0_to_2_63_minus_1_so_that_seed_and_minus_seed_are_not_one_game() -> None:
    assert tablekit.new_game("amanite", players=2, seed=2**63 - 1).record()["seed"] == 2**63 - 1
    for seed in (-1, 2**63, 10**4400, True, 1.0, "1"):
        with pytest.raises(ValueError, match=r"seed must be an int from 0 to 2\*\*63 - 1"):
            tablekit.new_game("amanite", players=2, seed=seed)


def test_option_values_are_checked_for_depth_and_size_before_any_copy() -> None:
    deep: object = 1
    for _ in range(500):
        deep = [deep]
    with pytest.raises(ValueError, match="option sides=.* nested more than 32 levels deep"):
        tablekit.new_game("amanite", players=2, seed=1, sides=deep)
    with pytest.raises(ValueError, match="option components=.* give None"):
        tablekit.new_game("luxor", players=2, seed=1, components=deep)
    with pytest.raises(ValueError, match=r"option sides=<an int of about 4401 digits> is not valid: sides: .*ints"):
        tablekit.new_game("amanite", players=2, seed=1, sides=10**4400)
    with pytest.raises(ValueError, match="option attributes=.* a list of 6 different attributes"):
        tablekit.new_game("amanite", players=2, seed=1, attributes=[[1]] * 6)


def test_a_table_refuses_a_determinized_copy_clearly() -> None:
    g = started()
    with pytest.raises(ValueError, match="not a determinized copy"):
        tablekit.Table(g.determinize(0, 3))

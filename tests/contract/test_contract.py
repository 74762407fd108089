"""The contract every registered game keeps, checked by seeded random play."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

import tablekit
from tablekit import IllegalAction, RecordError

from .playouts import player_counts, random_steps


def test_random_playouts_reach_the_end_for_every_player_count(game_name: str) -> None:
    for players in player_counts(game_name):
        for seed in range(3):
            g = tablekit.new_game(game_name, players=players, seed=seed)
            for _ in random_steps(g, seed):
                assert bool(g.to_act) != g.is_over  # someone acts exactly while the game goes on (rollouts stop on it)
            assert g.is_over and g.to_act == []
            result = g.result()
            assert len(result.scores) == players
            assert set(result.winners) <= set(range(players)) - set(result.eliminated)
            places = result.places  # 1 + the seats placed above; the winners are first when anyone wins
            assert places == [1 + sum(q < p for q in places) for p in places]
            assert not result.winners or result.winners == [s for s, p in enumerate(places) if p == 1]
            alive = [s for s in range(players) if s not in result.eliminated]
            assert all(places[a] < places[b] for a in alive for b in alive if result.scores[a] > result.scores[b])
            assert result.to_dict()["places"] == places


def test_every_listed_action_is_accepted(game_name: str) -> None:
    game = tablekit.new_game(game_name, players=player_counts(game_name)[0], seed=11)
    for g in random_steps(game, 11):
        if g.is_over or len(g.history) > 40:
            break
        for seat in g.to_act:
            for action in g.legal_actions(seat):
                trial = g.copy()
                trial.play(seat, action.id)
                assert trial.history[-1].action == action.id


def test_unlisted_ids_and_wrong_seats_raise_and_change_nothing(game_name: str) -> None:
    rng = random.Random(5)
    game = tablekit.new_game(game_name, players=player_counts(game_name)[-1], seed=5)
    for g in random_steps(game, 5):
        if len(g.history) > 60:
            break
        before = json.dumps(g.view(None), sort_keys=True)
        steps = len(g.history)
        waiting = [s for s in range(g.players) if s not in g.to_act]
        probes = [(s, "bogus:" + str(rng.random())) for s in g.to_act] + [(s, "pass") for s in g.to_act]
        for seat in waiting:
            for other in g.to_act:
                probes += [(seat, a.id) for a in g.legal_actions(other)[:2]]
        probes += [(-1, "x"), (g.players, "x"), (None, "x"), (0, 17)]
        for seat, action_id in probes:
            if seat in g.to_act and action_id in {a.id for a in g.legal_actions(seat)}:
                continue
            with pytest.raises(IllegalAction) as err:
                g.play(seat, action_id)  # type: ignore[arg-type]
            assert str(err.value)
            assert json.dumps(g.view(None), sort_keys=True) == before
            assert len(g.history) == steps


def test_save_load_and_replay_give_identical_views_at_every_step(game_name: str, tmp_path) -> None:
    game = tablekit.new_game(game_name, players=player_counts(game_name)[-1], seed=21)
    views = [json.dumps(g.view(None), sort_keys=True) for g in random_steps(game, 21)]
    path = tmp_path / "game.json"
    game.save(str(path))
    loaded = tablekit.load(str(path))
    assert loaded.actions == game.actions
    assert json.dumps(loaded.view(None), sort_keys=True) == views[-1]
    replayed = tablekit.new_game(game_name, players=game.players, seed=21)
    assert json.dumps(replayed.view(None), sort_keys=True) == views[0]
    for step, (seat, action) in enumerate(game.actions, start=1):
        replayed.play(seat, action)
        assert json.dumps(replayed.view(None), sort_keys=True) == views[step]


def test_tampered_and_corrupt_records_are_refused(game_name: str, tmp_path) -> None:
    game = tablekit.new_game(game_name, players=player_counts(game_name)[0], seed=2)
    for g in random_steps(game, 2):
        if len(g.history) >= 6:
            break
    record = game.record()
    path = tmp_path / "r.json"
    bad = dict(record, seed=record["seed"] + 1)
    path.write_text(json.dumps(bad))
    with pytest.raises(RecordError, match="digest"):
        tablekit.load(str(path))
    path.write_text("{not json")
    with pytest.raises(RecordError, match="cannot read"):
        tablekit.load(str(path))
    path.write_text(json.dumps(dict(record, version=99)))
    with pytest.raises(RecordError, match="version"):
        tablekit.load(str(path))


def test_undo_then_the_same_action_gives_the_same_state(game_name: str) -> None:
    game = tablekit.new_game(game_name, players=player_counts(game_name)[-1], seed=8)
    for g in random_steps(game, 8):
        if len(g.history) > 50 or not g.history:
            continue
        seats = range(g.players)
        before = [json.dumps(g.view(s), sort_keys=True) for s in seats]
        seat, action = g.actions[-1]
        g.undo()
        g.play(seat, action)
        assert [json.dumps(g.view(s), sort_keys=True) for s in seats] == before


def test_every_view_is_json_serialisable(game_name: str) -> None:
    game = tablekit.new_game(game_name, players=player_counts(game_name)[-1], seed=3)
    for g in random_steps(game, 3):
        for seat in [None, *range(g.players)]:
            assert json.loads(json.dumps(g.view(seat))) == g.view(seat)


def test_determinize_never_changes_the_seats_view(game_name: str) -> None:
    game = tablekit.new_game(game_name, players=player_counts(game_name)[-1], seed=4)
    for g in random_steps(game, 4):
        for seat in range(g.players):
            other = g.determinize(seat, seed=len(g.history) * 7 + seat)
            assert other.view(seat) == g.view(seat)
            for s in other.to_act:  # the copy can be played on
                assert other.legal_actions(s)


def test_components_are_each_in_exactly_one_place(game_name: str) -> None:
    game = tablekit.new_game(game_name, players=player_counts(game_name)[-1], seed=6)
    for g in random_steps(game, 6):
        state = g.state
        total: Counter[str] = Counter()
        for place, here in state.locations().items():
            assert all(n >= 0 for n in here.values()), place
            total.update(here)
        assert +total == +state.inventory()


def test_same_seed_and_actions_give_the_same_game(game_name: str) -> None:
    a = tablekit.new_game(game_name, players=player_counts(game_name)[0], seed=99)
    for _ in random_steps(a, 1):
        pass
    b = tablekit.new_game(game_name, players=a.players, seed=99)
    b.replay(a.actions)
    assert b.view(None) == a.view(None)
    assert b.result() == a.result()


def test_bad_setup_raises_value_errors_listing_choices(game_name: str) -> None:
    with pytest.raises(ValueError, match=game_name):
        tablekit.new_game("no-such-game", players=2)
    with pytest.raises(ValueError, match="players"):
        tablekit.new_game(game_name, players=99)
    with pytest.raises(ValueError, match="options"):
        tablekit.new_game(game_name, players=player_counts(game_name)[0], no_such_option=1)


def test_score_timeline_has_one_entry_per_step(game_name: str) -> None:
    game = tablekit.new_game(game_name, players=player_counts(game_name)[0], seed=12)
    for _ in random_steps(game, 12):
        pass
    timeline = game.score_timeline()
    assert len(timeline) == game.players
    assert all(len(row) == len(game.history) + 1 for row in timeline)
    assert [row[-1] for row in timeline] == game.result().scores


def test_history_events_are_plain_words(game_name: str) -> None:
    game = tablekit.new_game(game_name, players=player_counts(game_name)[0], seed=13)
    for _ in random_steps(game, 13):
        pass
    assert all(h.label and all(isinstance(e, str) and e for e in h.events) for h in game.history)


def test_scenarios_load_and_play_on(game_name: str) -> None:
    info = tablekit.core.registry.state_class(game_name).info
    for name, scenario in info.scenarios.items():
        game = tablekit.new_game(game_name, scenario=name, seed=1)
        assert game.players == scenario.players
        for g in random_steps(game, 1):
            total: Counter[str] = Counter()
            for here in g.state.locations().values():
                total.update(here)
            assert +total == +g.state.inventory(), name


def test_static_data_is_public_and_the_same_for_every_seed(game_name: str) -> None:
    first = tablekit.new_game(game_name, players=player_counts(game_name)[0], seed=1)
    static = json.dumps(first.static_data(), sort_keys=True)
    for players in player_counts(game_name):
        for seed in (2, 3):
            g = tablekit.new_game(game_name, players=players, seed=seed)
            for _ in random_steps(g, seed):
                if len(g.history) > 30:
                    break
            assert json.dumps(g.static_data(), sort_keys=True) == static

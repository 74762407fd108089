"""Tournaments: fair seating, split wins, and the same table whatever the executor and chunk size."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

import tablekit
from tablekit.bots import RandomBot, bot_for
from tablekit.tournament import seating


def bots() -> list:
    return [bot_for("amanite", seed=1), RandomBot(2), RandomBot(3)]


def table(result: tablekit.tournament.ArenaResult) -> list[tuple]:
    return [(r["game"], r["seed"], tuple(r["seating"]), tuple(r["scores"]), tuple(r["winners"])) for r in result.games]


def test_every_bot_sits_at_every_seat_equally_often() -> None:
    result = tablekit.arena("amanite", bots(), games=6, seed=4, progress=False)
    for bot in range(3):
        seats = [row["seating"].index(bot) for row in result.games]
        assert sorted(seats) == [0, 0, 1, 1, 2, 2]
    assert [seating(g, 3)[0] for g in range(3)] == [0, 2, 1]


def test_wins_split_shared_wins_and_sum_to_the_number_of_games() -> None:
    result = tablekit.arena("amanite", bots(), games=9, seed=2, progress=False)
    assert sum(result.wins) == pytest.approx(sum(1.0 for r in result.games if r["winners"]))
    for row in result.games:
        if len(row["winners"]) > 1:
            assert sum(row["share"]) == pytest.approx(1.0)
    lo, hi = result.interval(0)
    assert 0 <= lo <= result.win_rates[0] <= hi <= 1
    assert sum(result.seat_win_rates) == pytest.approx(sum(result.wins) / 9)


def test_results_do_not_depend_on_chunk_size_or_executor() -> None:
    serial = tablekit.arena("amanite", bots(), games=8, seed=5, progress=False)
    chunked = tablekit.arena("amanite", bots(), games=8, seed=5, progress=False, chunk_size=3)
    with ProcessPoolExecutor(max_workers=2) as pool:
        pooled = tablekit.arena("amanite", bots(), games=8, seed=5, progress=False, executor=pool, chunk_size=2)
    assert table(serial) == table(chunked) == table(pooled)


def test_a_dask_cluster_gives_the_same_table() -> None:
    distributed = pytest.importorskip("distributed")
    serial = tablekit.arena("amanite", bots(), games=6, seed=7, progress=False)
    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None)
    with cluster, distributed.Client(cluster) as client:
        dasked = tablekit.arena("amanite", bots(), games=6, seed=7, progress=False, executor=client.get_executor(),
                                chunk_size=2)
    assert table(serial) == table(dasked)


def test_each_game_replays_from_its_record_and_records_are_plain_rows() -> None:
    result = tablekit.arena("amanite", bots(), games=3, seed=1, progress=False)
    again = result.replay(1)
    assert again.result().scores == result.games[1]["scores"]
    rows = result.to_records()
    assert len(rows) == 9 and set(rows[0]) == {"game", "seed", "seat", "bot", "bot_index", "score", "place", "win"}
    fig = result.plot()
    assert len(fig.axes) == 2
    assert "win rate" in result.summary()


def test_places_stand_beside_wins_per_bot_and_per_seat() -> None:
    result = tablekit.arena("amanite", bots(), games=6, seed=3, progress=False)
    for bot in range(3):
        places = [row["places"][row["seating"].index(bot)] for row in result.games]
        assert result.places(bot) == places and result.mean_place(bot) == sum(places) / 6
        assert result.place_counts(bot) == [places.count(p) for p in (1, 2, 3)]
    assert sum(result.seat_mean_places) == pytest.approx(sum(result.mean_place(b) for b in range(3)))
    text = result.summary()
    assert "mean place" in text and "/".join(map(str, result.place_counts(0))) in text
    assert "seat mean places: seat 0: " in text


def test_bad_lineups_and_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="one tablekit Bot per seat"):
        tablekit.arena("amanite", [RandomBot()], players=3, progress=False)
    with pytest.raises(ValueError, match="positive int"):
        tablekit.arena("amanite", bots(), games=0, progress=False)
    with pytest.raises(ValueError, match="unknown option"):
        tablekit.arena("amanite", bots(), games=1, progress=False, colour="red")


def test_the_plot_degrades_to_the_summary_without_matplotlib(monkeypatch: pytest.MonkeyPatch) -> None:
    import tablekit.plot

    result = tablekit.arena("amanite", bots(), games=3, seed=1, progress=False)
    monkeypatch.setattr(tablekit.plot, "available", lambda: False)
    text = result.plot()
    assert "no matplotlib" in text and result.summary() in text

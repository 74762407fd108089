"""The mechanics lab measures what it says, on a race game whose numbers are worked out by hand, and gives the same
analysis serially and on a process pool."""

from __future__ import annotations

import math
from concurrent.futures import ProcessPoolExecutor

import pytest

import tablekit
from tablekit.bots import RandomBot
from tablekit.lab import compare

from .race import Script, registered


@pytest.fixture(autouse=True, scope="module")
def race_game():
    with registered():
        yield

# Seat 0 runs 2, 1, 1 and seat 1 runs 1, 2, 3: scores after each step (2,0) (2,1) (3,1) (3,3) (4,3) (4,6).
SLOW_START = ["move:2", "move:1", "move:1"]
LATE_DASH = ["move:1", "move:2", "move:3"]


def one_game(bots: list, **options) -> tablekit.lab.Analysis:
    return tablekit.analyze("lab_race", bots=bots, games=1, options=options, progress=False, skill_games=0)


def test_length_branching_and_its_curve_are_counted_per_decision() -> None:
    measured = one_game([Script(SLOW_START), Script(LATE_DASH)]).games[0]
    assert measured["decisions"] == 6 and measured["turns"] == 6
    assert measured["decisions_per_seat"] == [3, 3] and measured["turns_per_seat"] == [3, 3]
    # two moves and a roll on each turn, one more move on each seat's last turn
    assert measured["branching_mean"] == pytest.approx((3 * 4 + 4 * 2) / 6)
    assert measured["branching_max"] == 4
    curve = measured["branching_curve"]
    assert [round(v) for v in curve if not math.isnan(v)] == [3, 3, 3, 3, 4, 4]
    assert curve[-1] != curve[-1] and curve[8] == 4  # the last tenth has no decision; the last turns are in 8/10


def test_lead_changes_settled_step_and_margin_follow_the_scores() -> None:
    measured = one_game([Script(SLOW_START), Script(LATE_DASH)]).games[0]
    assert measured["lead_changes"] == 1  # seat 0 leads from the first step; seat 1 passes it on the last
    assert measured["settled"] == 1.0  # the winner is in front only after the last decision
    assert measured["margin"] == 2
    steady = one_game([Script(["move:2", "move:2", "move:3"]), Script(["move:1"] * 3)]).games[0]
    assert steady["lead_changes"] == 0 and steady["settled"] == pytest.approx(1 / 6) and steady["margin"] == 4


def test_chance_is_found_where_a_die_decides_and_nowhere_else() -> None:
    analysis = one_game([Script(["roll", "move:1", "roll"]), Script(["move:2", "roll", "move:3"])])
    assert analysis.play.games[0]["trace"]["random"] == [True, False, False, True, True, False]
    assert analysis.games[0]["random_decisions"] == 3 and analysis.games[0]["other_decisions"] == 3


def test_seat_advantage_and_skill_gap_come_with_intervals() -> None:
    analysis = tablekit.analyze("lab_race", bots=[Script(["move:2"] * 3), RandomBot(1)], games=10,
                                progress=False, skill_games=6)
    # seats rotate, so the scripted bot sits at each seat in half of the games
    assert [row["seating"] for row in analysis.play.games[:2]] == [[0, 1], [1, 0]]
    for rate, lo, hi in analysis.seat_advantage:
        assert 0 <= lo <= rate <= hi <= 1
    rate, lo, hi = analysis.skill_gap
    assert len(analysis.skill.games) == 6 and 0 <= lo <= rate <= hi <= 1
    assert "seat 2" in analysis.summary() and "2番目の席" in analysis.summary("ja")


def test_a_variant_that_changes_the_length_is_beyond_noise_and_the_same_game_is_not() -> None:
    bots = [RandomBot(1), RandomBot(2)]
    short = tablekit.analyze("lab_race", bots=bots, games=8, options={"rounds": 3}, progress=False, skill_games=0)
    again = tablekit.analyze("lab_race", bots=bots, games=8, options={"rounds": 3}, seed=9, progress=False,
                             skill_games=0)
    long = tablekit.analyze("lab_race", bots=bots, games=8, options={"rounds": 5}, progress=False, skill_games=0)
    rows = {r["measure"]: r for r in compare(short, long, ("3 rounds", "5 rounds")).rows()}
    assert rows["decisions per game"]["difference"] == 4 and rows["decisions per game"]["beyond_noise"]
    same = {r["measure"]: r for r in compare(short, again).rows()}
    assert not same["decisions per game"]["beyond_noise"]
    assert "5 rounds" in compare(short, long, ("3 rounds", "5 rounds")).summary()


def test_records_are_plain_rows_one_per_game() -> None:
    analysis = one_game([Script(SLOW_START), Script(LATE_DASH)])
    (row,) = analysis.to_records()
    assert row["decisions"] == 6 and row["decisions_seat0"] == 3 and row["turns_seat1"] == 3
    assert all(not isinstance(v, (list, dict)) for v in row.values())


def test_the_analysis_is_the_same_serially_and_on_a_process_pool() -> None:
    serial = tablekit.analyze("minikin_city", games=4, skill_games=2, chance_games=2, seed=3, progress=False)
    with ProcessPoolExecutor(max_workers=2) as pool:
        pooled = tablekit.analyze("minikin_city", games=4, skill_games=2, chance_games=2, seed=3, progress=False,
                                  executor=pool)
    assert serial.to_records() == pooled.to_records()
    assert serial.skill_gap == pooled.skill_gap


def test_the_overview_figure_has_four_panels_drawn_by_matplotlib_or_as_svg() -> None:
    analysis = tablekit.analyze("lab_race", bots=[RandomBot(1), RandomBot(2)], games=4, progress=False,
                                skill_games=0)
    chart = analysis.plot(svg=True)
    assert chart.svg.startswith("<svg") and "legal moves over the game" in chart.svg
    assert chart.svg.count("<polyline") >= 1 and "when the winner led for good" in chart.svg
    # the game is named once, above the four panels (named in each, the titles ran into each other)
    # its visible title, its <title> and aria-label; no panel names it again
    assert chart.svg.count("Race: 4 games, 2 players, random bot") == chart.svg.count("Race") == 3
    assert "ゲームの進行と合法手の数" in analysis.plot(lang="ja", svg=True).svg
    pytest.importorskip("matplotlib")
    figure = analysis.plot()
    assert len(figure.axes) == 4
    assert figure.get_suptitle() == "Race: 4 games, 2 players, random bot"
    assert [ax.get_title() for ax in figure.axes] == [
        "legal moves over the game", "win rate per seat (95% intervals)", "lead changes per game",
        "when the winner led for good"]
    figure.canvas.draw()
    counts = [t for ax in figure.axes[2:] for t in ax.get_yticks()]
    assert counts and all(float(t).is_integer() for t in counts)  # games are counted whole
    assert analysis.plot(lang="ja").get_suptitle() == "Race:4ゲーム、2人、ランダムなボット"


def test_a_shared_win_is_settled_only_at_the_end() -> None:
    measured = one_game([Script(["move:2", "move:1", "move:1"]), Script(["move:1", "move:2", "move:1"])]).games[0]
    assert measured["margin"] == 0 and measured["settled"] == 1.0  # 4 all: a draw


def test_luck_counts_new_leaders_within_the_round_of_each_chance_decision() -> None:
    # seat 0 rolls first (seeded die), then both move by script: which decisions chance had a hand in is known
    analysis = one_game([Script(["roll", "move:1", "move:1"]), Script(["move:1", "move:1", "move:3"])])
    trace = analysis.play.games[0]["trace"]
    assert trace["random"] == [True, False, False, False, False, False]
    after_chance, after_other = analysis.luck
    measured = analysis.games[0]
    assert measured["random_decisions"] == 1 and measured["other_decisions"] == 5
    assert after_chance == measured["changes_after_random"] and after_other == measured["changes_after_other"] / 5


def test_win_rates_are_compared_with_newcombes_interval() -> None:
    from tablekit.lab.analysis import _rates_row

    row = _rates_row("skill", 7 / 12, 12, 11 / 12, 12)  # by hand from the two Wilson intervals
    assert row["low"] == pytest.approx(-0.0176, abs=5e-4) and row["high"] == pytest.approx(0.6058, abs=5e-4)
    assert not row["beyond_noise"]  # the plain normal interval would call this difference real
    assert _rates_row("skill", 0.2, 300, 0.4, 300)["beyond_noise"]


def test_solo_games_are_refused_since_the_lab_compares_seats() -> None:
    with pytest.raises(ValueError, match="2 players or more"):
        tablekit.analyze("arigato", players=1, games=2, progress=False)


def test_chance_found_on_a_pool_joins_every_chunk_in_order() -> None:
    serial = tablekit.analyze("luxor", games=7, skill_games=0, chance_games=7, seed=2, progress=False)
    with ProcessPoolExecutor(max_workers=2) as pool:
        pooled = tablekit.analyze("luxor", games=7, skill_games=0, chance_games=7, seed=2, progress=False,
                                  executor=pool)
    assert [r["trace"]["random"] for r in serial.play.games] == [r["trace"]["random"] for r in pooled.play.games]
    assert serial.luck == pooled.luck

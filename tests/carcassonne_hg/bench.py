"""Measurements, not tests: random games per second, and the heuristic bot against RandomBot.

    python -m tests.carcassonne_hg.bench speed [GAMES]
    python -m tests.carcassonne_hg.bench bot [GAMES]
"""

from __future__ import annotations

import random
import sys
import time

import tablekit
from tablekit.bots import RandomBot, bot_for


def speed(games: int) -> None:
    """Complete random 2-5 player games through the generic ``Game`` wrapper, on one core."""
    start = time.perf_counter()
    for seed in range(games):
        g = tablekit.new_game("carcassonne_hg", players=2 + seed % 4, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            seat = g.to_act[0]
            g.play(seat, rng.choice(g.legal_actions(seat)))
    took = time.perf_counter() - start
    print(f"{games} random games in {took:.1f} s: {games / took:.1f} games per second")


def bot(games: int) -> None:
    """2-player games, seats alternating; a shared win counts as half."""
    wins = 0.0
    margin = 0.0
    start = time.perf_counter()
    for seed in range(games):
        heuristic = seed % 2
        bots = {heuristic: bot_for("carcassonne_hg", seed), 1 - heuristic: RandomBot(seed)}
        g = tablekit.new_game("carcassonne_hg", players=2, seed=seed)
        while not g.is_over:
            seat = g.to_act[0]
            g.play(seat, bots[seat].act(g, seat))
        result = g.result()
        if heuristic in result.winners:
            wins += 1 / len(result.winners)
        margin += result.scores[heuristic] - result.scores[1 - heuristic]
    took = time.perf_counter() - start
    print(f"heuristic bot won {wins:g} of {games} games ({100 * wins / games:.1f}%) against RandomBot, "
          f"by {margin / games:.1f} points on average; {took / games:.2f} s a game")


if __name__ == "__main__":
    kind = sys.argv[1] if len(sys.argv) > 1 else "speed"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else (100 if kind == "speed" else 200)
    {"speed": speed, "bot": bot}[kind](count)

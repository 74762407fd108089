"""Playthrough files: one seeded game per registered game, written out step by step and diffed in CI.

Regenerate after an intended change with ``python -m tests.golden.playthrough`` and review the diff.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import tablekit
from tablekit.core.registry import state_class

FOLDER = Path(__file__).parent / "files"
SEED = 2026


def players_for(name: str) -> int:
    info = state_class(name).info
    return min(max(3, info.min_players), info.max_players)


def playthrough(name: str) -> str:
    """The text of one seeded random game: each step's views, legal actions and the chosen action."""
    game = tablekit.new_game(name, players=players_for(name), seed=SEED)
    rng = random.Random(SEED)
    lines = [f"# {name}: {game.players} players, seed {SEED}; random actions from random.Random({SEED})"]

    def dump(value: object) -> str:
        return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))

    while True:
        lines.append(f"== step {len(game.history)}")
        lines.append(f"spectator {dump(game.view(None))}")
        if game.is_over:
            lines.append(f"result {dump(game.result().to_dict())}")
            break
        for seat in game.to_act:
            lines.append(f"view {seat} {dump(game.view(seat))}")
            lines.extend(f"legal {seat} {a.id} | {a.label}" for a in game.legal_actions(seat))
        seat = rng.choice(game.to_act)
        action = rng.choice(game.legal_actions(seat))
        lines.append(f"play {seat} {action.id}")
        game.play(seat, action)
        lines.extend(f"event {e}" for e in game.history[-1].events)
    return "\n".join(lines) + "\n"


def path_for(name: str) -> Path:
    return FOLDER / f"{name}.txt"


def main() -> None:
    FOLDER.mkdir(exist_ok=True)
    for name in tablekit.games():
        path_for(name).write_text(playthrough(name), encoding="utf-8")
        print(f"wrote {path_for(name)}")


if __name__ == "__main__":
    main()

"""Playthrough files: one seeded game per registered game, written out step by step and diffed in CI.

Regenerate after an intended change with ``python -m tests.golden.playthrough`` and review the diff.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import tablekit
from tablekit.core.registry import state_class

FOLDER = Path(__file__).parent / "files"
SEED = 2026


def players_for(name: str) -> int:
    info = state_class(name).info
    return min(max(3, info.min_players), info.max_players)


def flatten(value: Any, path: str = "") -> dict[str, str]:
    """Leaf paths of a JSON value → their JSON text; empty containers and lists without objects are leaves."""
    if isinstance(value, dict) and value:
        return {k: v for key, item in value.items() for k, v in flatten(item, f"{path}/{key}").items()}
    if isinstance(value, list) and any(isinstance(item, dict) for item in value):
        return {k: v for i, item in enumerate(value) for k, v in flatten(item, f"{path}/{i}").items()}
    return {path or "/": json.dumps(value, sort_keys=True, ensure_ascii=False)}


def changes(before: dict[str, str], after: dict[str, str]) -> list[str]:
    """What changed between two flattened views: ``path = value`` for new or changed leaves, ``path -`` for gone."""
    lines = [f"{p} = {v}" for p, v in after.items() if before.get(p) != v]
    return lines + [f"{p} -" for p in before if p not in after]


def playthrough(name: str) -> str:
    """The text of one seeded random game: at each step, what changed in each view, the legal actions, the choice.

    Views are written as changes since that seat's previous view, so files stay small for large boards.
    """
    game = tablekit.new_game(name, players=players_for(name), seed=SEED)
    rng = random.Random(SEED)
    lines = [f"# {name}: {game.players} players, seed {SEED}; random actions from random.Random({SEED})"]
    seen: dict[int | None, dict[str, str]] = {}

    def view_lines(seat: int | None) -> list[str]:
        now = flatten(game.view(seat))
        lines = changes(seen.get(seat, {}), now)
        seen[seat] = now
        return [f"view {'spectator' if seat is None else seat} {line}" for line in lines]

    while True:
        lines.append(f"== step {len(game.history)}")
        lines.extend(view_lines(None))
        if game.is_over:
            lines.append(f"result {json.dumps(game.result().to_dict(), sort_keys=True)}")
            break
        for seat in game.to_act:
            lines.extend(view_lines(seat))
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

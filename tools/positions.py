"""Write each game's rulebook scenarios as position files shipped in its package, from ``scenarios.py``.

``tablekit/games/<game>/positions/<scenario>.json`` holds the position the scenario starts at (dealt with seed 1),
for a teacher to copy and edit; ``tests/positions/test_scenarios.py`` fails when a file is out of step.

    python tools/positions.py           # rewrites the files of every game with a position module
    python tools/positions.py --check   # lists the files out of step, exit status 1 if any
"""

from __future__ import annotations

import sys

import tablekit
from tablekit.core.position import dump, scenario_document, scenario_file
from tablekit.core.registry import state_class


def files() -> dict[str, str]:
    """Path → text of every scenario position file that should be shipped."""
    found = {}
    for name in tablekit.games():
        info = state_class(name).info
        if info.position is None:
            continue
        for scenario in info.scenarios:
            found[str(scenario_file(name, scenario))] = dump(scenario_document(name, scenario))
    return found


def main(argv: list[str]) -> int:
    from pathlib import Path

    stale = [path for path, text in files().items()
             if not Path(path).exists() or Path(path).read_text(encoding="utf-8") != text]
    if "--check" in argv:
        print("\n".join(stale) or "every scenario position file is in step")
        return 1 if stale else 0
    for path in stale:
        Path(path).parent.mkdir(exist_ok=True)
        Path(path).write_text(files()[path], encoding="utf-8")
        print("wrote", path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""What a table keeps of a game's history between redraws, so a step costs the step and not the whole game.

The log's lines are rendered once per history entry (entries are immutable; an undo or a replay makes new ones),
and the score timeline grows by the scores after each new step instead of replaying the game from its seed.

>>> import tablekit
>>> g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
>>> rows = ScoreRows()
>>> g.play(0, g.legal_actions(0)[0]); rows.timeline(g) == g.score_timeline()
True
>>> g.play(0, "pass"); g.undo(2); rows.timeline(g) == g.score_timeline() == [[0.0], [0.0]]
True
"""

from __future__ import annotations

from ..core.game import Game, HistoryEntry


class LogLines:
    """The public log (every entry's events) in one language, rendered once per history entry."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._entries: list[HistoryEntry] = []
        self._lines: list[list[str]] = []

    def lines(self, history: list[HistoryEntry]) -> list[str]:
        keep = 0
        for mine, theirs in zip(self._entries, history):
            if mine is not theirs:
                break
            keep += 1
        self._entries = self._entries[:keep] + history[keep:]
        self._lines = self._lines[:keep] + [entry.events_in(self.lang) for entry in history[keep:]]
        return [line for lines in self._lines for line in lines]


class ScoreRows:
    """Each seat's score after every step, as :meth:`Game.score_timeline` gives it, kept up step by step.

    One new step adds the scores of the state now; a step taken back drops rows; anything else (several steps at
    once, another line of play) rebuilds the timeline from the seed. Raises HiddenInformation as the game does.
    """

    def __init__(self) -> None:
        self._actions: list[tuple[int, str]] = []
        self._rows: list[list[float]] = []  # one row per step: every seat's score

    def timeline(self, game: Game) -> list[list[float]]:
        if game.info.hidden_information and not (game.open or game.is_over):
            game.score_timeline()  # raises HiddenInformation, with the game's own words
        actions, known = game.actions, len(self._actions)
        if self._rows and len(actions) == known + 1 and actions[:known] == self._actions:
            self._rows.append(list(game.state.scores()))
        elif self._rows and len(actions) <= known and actions == self._actions[:len(actions)]:
            del self._rows[len(actions) + 1:]
        elif not (self._rows and actions == self._actions):
            self._rows = [list(row) for row in zip(*game.score_timeline())]
        self._actions = actions
        return [list(column) for column in zip(*self._rows)]


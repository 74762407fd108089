"""One page's screen: the frames of one bound viewer (a seat, or a spectator) and the messages that page may send.

Nothing here knows about sockets: the server turns each frame into a message with the page's own
:class:`~tablekit.widget.frames.Framer` and hands each message from the page to :meth:`SeatScreen.handle`. A seat's
screen shows that seat's view only, always (no curtain: nobody else looks at it), and plays for that seat only;
bots are moved by the server, never by a page.

>>> import tablekit
>>> g = tablekit.new_game("arigato", players=2, seed=3)
>>> fox, hare = SeatScreen(g, 0, ["Fox", "Hare"]), SeatScreen(g, 1, ["Fox", "Hare"])
>>> mine = fox.frame()["legal"][0]["id"]
>>> hare.handle({"type": "act", "id": mine})
Traceback (most recent call last):
tablekit.core.errors.IllegalAction: ...
>>> fox.handle({"type": "act", "id": mine}); len(g.history)
1
"""

from __future__ import annotations

from typing import Any, NoReturn

from ..core import text
from ..core.errors import REFUSE, HiddenInformation, IllegalAction
from ..core.game import Game
from ..widget.history import LogLines, ScoreRows
from ..widget.messages import M as CORE
from ..widget.table import MAX_ID_LENGTH, _short
from .words import M

MESSAGE_TYPES = ("act", "bot", "replay", "live", "resync")
REFUSED = {"undo": "refuse.undo", "reveal": "refuse.no_curtain", "coach": "refuse.no_coach"}


def _refuse(message: text.Text) -> NoReturn:
    raise IllegalAction(message)


class SeatScreen:
    """The screen of ``seat`` (None: a spectator) over ``game``, in ``lang``; ``humans`` are the seats pupils play.

    :meth:`frame` is what the page shows now (the table's per-step traits); :meth:`handle` takes one message from
    the page and raises :class:`IllegalAction` (nothing changed) when it refuses it.
    """

    def __init__(self, game: Game, seat: int | None, names: list[str], lang: str = "en",
                 humans: tuple[int, ...] | None = None) -> None:
        self.game = game
        self.names = names
        self.seat = seat
        self.lang = lang
        self.humans = tuple(range(game.players)) if humans is None else humans
        self.replay: int | None = None  # the step of the game shown while replaying
        self.rev = 0  # the frame number the page shows (set by whoever sends the frames)
        self._log = LogLines(lang)
        self._scores = ScoreRows()

    def _may_act(self) -> bool:
        game = self.game
        return (self.seat is not None and self.seat in self.humans and self.replay is None and not game.is_over
                and self.seat in game.to_act)

    def bots_to_act(self) -> list[int]:
        return [s for s in self.game.to_act if s not in self.humans]

    def frame(self) -> dict[str, Any]:
        game, seat = self.game, self.seat
        if self.replay is not None and self.replay > len(game.history):  # taken back under the replay
            self.replay = None
        shown = game if self.replay is None else game.at_step(self.replay)
        view = shown.view(seat)
        try:
            timeline = self._scores.timeline(game)
        except HiddenInformation:
            timeline = []
        extras_of = game.info.view_extras
        return {
            "view": view,
            "viewer": -1 if seat is None else seat,
            "legal": [a.to_dict(self.lang) for a in game.legal_actions(seat)] if self._may_act() else [],
            "log": self._log.lines(shown.history),
            "to_act": list(game.to_act),
            "curtain": "",
            "step": game.steps_seen(seat),
            "replay_step": -1 if self.replay is None else shown.steps_seen(seat),
            "timeline": timeline,
            "result": game.result().to_dict() if game.is_over else {},
            "extras": extras_of(view) if extras_of is not None and seat is not None else {},
            "bot_to_move": bool(self.bots_to_act()) and self.replay is None,
        }

    def handle(self, content: Any) -> None:
        """Do what one message from the page asks, or raise IllegalAction (nothing changed)."""
        if not isinstance(content, dict):
            _refuse(f"a table message is an object with a type, not {_short(content)}")
        kind = content.get("type")
        if kind == "act":
            action_id = content.get("id")
            if not isinstance(action_id, str) or not 0 < len(action_id) <= MAX_ID_LENGTH:
                _refuse(f"an act message names an action by its id string, not {_short(action_id)}")
            self._check_screen(content)
            self._act(action_id)
        elif kind == "bot":  # the runtime asks for bot moves; here the server makes them by itself
            return
        elif kind == "replay":
            step = content.get("step")
            if isinstance(step, bool) or not isinstance(step, int):
                _refuse(f"a replay message names a step as an int, not {_short(step)}")
            played = self.game.steps_seen(self.seat)
            if not 0 <= step <= played:
                _refuse(CORE("table.no_step", step=step, last=played))
            self.replay = None if step == played else self.game.step_of_seen(self.seat, step)
        elif kind == "live":
            self.replay = None
        elif kind == "resync":
            return
        elif kind in REFUSED:
            _refuse(M(REFUSED[kind]))
        else:
            _refuse(f"unknown message type {_short(kind)}; types: {', '.join(MESSAGE_TYPES)}")

    def _check_screen(self, content: dict[str, Any]) -> None:
        rev = content.get("rev", self.rev)
        if isinstance(rev, bool) or not isinstance(rev, int):
            _refuse(f"a message's rev names the frame its screen showed, as an int, not {_short(rev)}")
        if rev != self.rev:
            _refuse(CORE("table.moved_on", step=self.game.steps_seen(self.seat)))

    def _act(self, action_id: str) -> None:
        game = self.game
        if self.replay is not None:
            _refuse(CORE("table.replay_act", step=self.replay))
        if game.is_over:
            _refuse(REFUSE("over"))
        if self.seat is None:
            _refuse(M("refuse.spectator"))
        if self.seat not in self.humans:
            _refuse(M("refuse.bot_seat", seat=self.names[self.seat]))
        if self.seat not in game.to_act:
            _refuse(M("refuse.not_your_turn", seats=[self.names[s] for s in game.to_act]))
        game.play(self.seat, action_id)

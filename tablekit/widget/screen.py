"""One screen of a table, free of any transport: what it shows (frames) and what it accepts (messages).

A :class:`Screen` draws a :class:`~tablekit.core.game.Game` for the person at one screen and checks what that
screen's page sends. The notebook :class:`~tablekit.widget.table.Table` carries it over an anywidget comm; a web
server can carry the very same frames and messages over a WebSocket (one Screen per connected page).

A screen is bound to a viewer (``seat``):

- ``None``: the hotseat, every human seat at this one screen, behind a curtain between seats when views hold secrets;
- a seat number ``k``: only seat k sits here. The screen always shows seat k's view (no curtain: nobody else looks
  at it) and plays only seat k's moves;
- :data:`SPECTATOR`: nobody plays here; the screen shows what a spectator may see.

Privacy is the point. The page only ever receives what the person at the screen may see: the view of its viewer,
that viewer's legal actions, the public log (history events, never action labels) and public scores. Every message
from the page is untrusted: it is checked here and refused with a message (``errors``), nothing changed.

>>> import tablekit
>>> from tablekit.bots import RandomBot
>>> g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
>>> sent = []
>>> screen = Screen(g, ["human", RandomBot(1)], seat=0, frames=lambda state, message: sent.append(message))
>>> screen.frame["viewer"], [m["base"] for m in sent]  # one whole frame
(0, [-1])
>>> screen.handle({"type": "act", "id": screen.frame["legal"][0]["id"], "rev": screen.rev})
>>> len(g.history), screen.frame["step"], sent[-1]["base"]  # the second frame went as a patch of the first
(1, 1, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn

from ..bots.base import Bot
from ..core import text
from ..core.errors import REFUSE, HiddenInformation, IllegalAction
from ..core.game import Game
from ..core.undo import take_back
from ..lessons import Guide, as_lesson
from ..lessons.messages import M as LESSON
from .frames import Framer
from .history import LogLines, ScoreRows
from .messages import M as CORE
from .seating import HUMAN, BotMoveError, Seating, short

SPECTATOR = "spectator"
# The per-step values of a frame, sent together (whole or as a patch), never one by one.
FRAMED = ("view", "viewer", "legal", "log", "to_act", "curtain", "step", "replay_step", "timeline", "result",
          "extras", "bot_to_move", "lesson", "rev")
VIEWER_TRAITS = ("view", "legal", "extras")  # what differs from one viewer to the next
MAX_ID_LENGTH = 200  # longer action ids are refused before reaching the rules (and never echoed in full)

Frames = Callable[[dict[str, Any], "dict[str, Any] | None"], None]
"""``frames(state, message)``: after every redraw, the whole frame now shown (with its ``rev``) and the message
that brings the page from its last frame to it (``{"type": "frame", "rev", "base", "state" | "ops"}``; ``base``
-1: whole), or ``None`` when nothing changed."""


def refuse(message: text.Text) -> NoReturn:
    raise IllegalAction(message)


def checked_viewer(seat: Any, kinds: Seating) -> int | str | None:
    """The screen's ``seat``: None (hotseat), a human seat's number, or SPECTATOR; ValueError otherwise."""
    if seat is None or (isinstance(seat, str) and seat == SPECTATOR):
        return seat
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(kinds):
        raise ValueError(f"seat is a seat number 0 to {len(kinds) - 1}, {SPECTATOR!r}, or None (the hotseat: every "
                         f"human seat at this screen), not {short(seat)}")
    if kinds[seat] != HUMAN:
        raise ValueError(f"seat {seat} is played by a bot: a screen is bound to a human seat, or is a spectator's")
    return seat


class Screen:
    """What one screen of a table shows and accepts; see the module's docstring.

    ``seats`` gives each seat as ``"human"`` or a bot; ``seat`` binds the screen (None, a human seat, or
    :data:`SPECTATOR`); ``names``, ``lang`` and ``show_aids`` are the table's. ``frames`` receives every frame
    (see :data:`Frames`), ``errors`` every refusal as text in ``lang`` ("" once an accepted message clears it).

    The screen follows its game: when something else changes it (another screen, a cell), it calls ``wake()``,
    after which the transport calls :meth:`catch_up` when it suits it (at once by default; a kernel waits for the
    end of the cell, a server for its own thread). A message handled or a move made here catches up first.
    """

    def __init__(self, game: Game, seats: list[str | Bot] | Seating | None = None, *, seat: int | str | None = None,
                 names: list[str] | None = None, lang: str | None = None, show_aids: bool = True,
                 frames: Frames | None = None, errors: Callable[[str], None] | None = None,
                 wake: Callable[[], None] | None = None, lesson: Any = None) -> None:
        if not isinstance(game, Game):
            raise ValueError(f"a Table plays a tablekit Game (from tablekit.new_game), not {short(game)}")
        if not game.replayable:  # its undo, replay slider and score timeline need a seed that produces it
            raise ValueError("a Table plays a game that can be replayed, not a determinized copy (which no seed "
                             "produces): make the table from the game itself")
        # A lesson (see tablekit.lessons): its pupil sits at this screen, bots at the other seats by default.
        self.guide = None if lesson is None else Guide(as_lesson(lesson), game)
        if self.guide is not None:
            game, seat = self.guide.game, self.guide.pupil if seat is None else seat
            if seats is None:
                seats = [HUMAN if s == seat else self.guide.bots[s] for s in range(game.players)]
        self.game = game
        self.seating = seats if isinstance(seats, Seating) else Seating(game, seats)
        if self.seating.game is not game:
            raise ValueError("seats is the Seating of another game: make one for this game")
        self.seat = checked_viewer(seat, self.seating)
        if self.guide is not None:
            if self.seat != self.guide.pupil or self.seating.humans() != [self.seat]:
                raise ValueError(f"a lesson's table is the pupil's: seat {self.guide.pupil}, the one human seat (bots "
                                 f"play the others)")
            self.guide.bots.update({i: s for i, s in enumerate(self.seating.seats) if isinstance(s, Bot)})
        self.lang = text.check_language(text.default_language() if lang is None else lang)
        if names is None:
            names = [text.seat_name(game.info, i, self.lang) for i in range(game.players)]
        elif (not isinstance(names, (list, tuple)) or len(names) != game.players
              or not all(isinstance(n, str) for n in names)):
            raise ValueError(f"names must be a list of {game.players} strings, one per seat")
        self.names = list(names)
        self.show_aids = bool(show_aids)
        self._frames = frames or (lambda state, message: None)
        self._errors = errors or (lambda message: None)
        self._wake = wake or self.catch_up
        self.handlers: dict[str, Callable[[dict[str, Any]], None]] = {
            "act": self._act_message, "undo": self._undo_message, "reveal": lambda _: self._reveal(),
            "bot": self._bot_message, "replay": self._replay_message, "live": lambda _: self._done_replaying(),
            "resync": lambda _: self.send_whole(),  # the page holds no frame a patch applies to (opened late)
        }  # a transport may add its own message types (the notebook table adds "coach")
        if self.guide is not None:
            self.handlers.update({"hint": self._lesson_message, "back": self._lesson_message})
        self._last_seen: int | None = None  # the human seat whose view the hotseat screen last showed
        self._replay: int | None = None
        self._framer = Framer()
        self._log = LogLines(self.lang)
        self._scores = ScoreRows()
        self._own_move = False  # this screen is changing the game: it redraws itself when done
        self._behind = False  # the game changed elsewhere and this screen has not caught up yet
        self.coach_seat: int | None = None  # the seat that may act on this screen now (what a coach would advise)
        self.refresh()
        game.subscribe(self._game_changed)
        self.seating.listen(self._seats_changed)

    def close(self) -> None:
        """Stop following the game."""
        self.game.unsubscribe(self._game_changed)

    @property
    def seats(self) -> list[str | Bot]:
        """``"human"`` or the bot of each seat, as the seating holds them now."""
        return self.seating.seats

    def setup(self) -> dict[str, Any]:
        """What a page needs once, besides the frames: the game, its title, seat names, colours and kinds, its
        static data, the UI templates in the screen's language, and whether the screen is a spectator's."""
        game, name = self.game, self.game.info.name
        ui = ("core.ui.", f"{name}.ui.", f"{name}.phase.", f"{name}.seat.") + (("core.lesson.ui.",) * bool(self.guide))
        return {
            "game_name": name,
            "title": text.game_title(game.info, self.lang),
            "names": list(self.names),
            "colors": [game.info.seat_color(i) for i in range(game.players)],
            "seat_kinds": self.seating.kinds,
            "static": game.static_data(),
            "strings": text.templates(ui, self.lang),
            "lang": self.lang,
            "spectator": self.seat == SPECTATOR,  # nobody plays here: the page offers no move, no undo
        }

    @property
    def frame(self) -> dict[str, Any]:
        """The frame shown now (with its ``rev``)."""
        assert self._framer.last is not None
        return {**self._framer.last, "rev": self._framer.rev}

    @property
    def rev(self) -> int:
        return self._framer.rev

    # -- who is at the screen ------------------------------------------------------------------------------------
    def _humans(self) -> list[int]:
        return self.seating.humans()

    def bots_to_act(self) -> list[int]:
        """The bot seats to move now."""
        return self.seating.bots_to_act()

    def _acting_human(self) -> int | None:
        """The human seat that may act on this screen now; in the hotseat, bots move first when bots and humans
        act simultaneously."""
        game = self.game
        if isinstance(self.seat, int):
            return self.seat if self.seat in game.to_act and self.seats[self.seat] == HUMAN else None
        if self.seat == SPECTATOR or self.bots_to_act():
            return None
        return next((s for s in game.to_act if self.seats[s] == HUMAN), None)

    def _hotseat_private(self) -> bool:
        game = self.game
        return (self.seat is None and game.info.hidden_information and not game.open and not game.is_over
                and len(self._humans()) > 1)

    def _curtain_for(self, acting: int | None) -> bool:
        return acting is not None and self._hotseat_private() and acting != self._last_seen

    def _resting_viewer(self) -> int | None:
        """Whose view the hotseat shows while no human may act (bots to move, or the game over)."""
        humans = self._humans()
        return humans[0] if len(humans) == 1 else self._last_seen

    def _viewer(self, acting: int | None, curtain: bool) -> int | None:
        if isinstance(self.seat, int):
            return self.seat
        if self.seat == SPECTATOR or curtain:
            return None
        if acting is not None:
            self._last_seen = acting
            return acting
        return self._resting_viewer()

    # -- drawing ---------------------------------------------------------------------------------------------
    def refresh(self, whole: bool = False) -> None:
        """Draw the game as it is now for this screen's viewer and send what changed (everything if ``whole``)."""
        self._follow_lesson()
        game = self.game
        acting = self._acting_human()
        curtain = self._curtain_for(acting)
        viewer = self._viewer(acting, curtain)
        shown = game if self._replay is None else game.at_step(self._replay)
        view = shown.view(viewer)
        may_act = acting is not None and not curtain and self._replay is None
        extras_of = game.info.view_extras
        try:
            timeline = self._scores.timeline(game)
        except HiddenInformation:
            timeline = []
        show_extras = self.show_aids and extras_of is not None and viewer is not None
        frame = {
            "view": view,
            "viewer": -1 if viewer is None else viewer,
            "legal": [a.to_dict(self.lang) for a in game.legal_actions(acting)] if may_act else [],
            "log": self._log.lines(shown.history),
            "to_act": list(game.to_act),
            "curtain": text.render(CORE("ui.curtain", seat=self.names[acting]), self.lang) if curtain else "",
            "step": game.steps_seen(viewer),  # a step another seat took in secret is not counted, nor shown
            "replay_step": -1 if self._replay is None else shown.steps_seen(viewer),
            "timeline": timeline,
            "result": game.result().to_dict() if game.is_over else {},
            "extras": extras_of(view) if show_extras else {},
            "bot_to_move": bool(self.bots_to_act()) and self._replay is None,
        }
        labels = {a["id"]: a["label"] for a in frame["legal"]}
        frame["lesson"] = {} if self.guide is None else self.guide.frame(self.lang, labels)
        self.coach_seat = acting if may_act else None
        self._send(frame, whole)

    def _follow_lesson(self) -> None:
        """Let the lesson catch up with the game: play on the game of its step now, with the pupil's seat handed to
        a bot while the step is one to watch."""
        guide = self.guide
        if guide is None:
            return
        guide.follow()
        own, self._own_move = self._own_move, True  # these changes are this screen's own: no catching up
        try:
            if guide.game is not self.game:  # a step with a start of its own: its game, at the same seats
                self.game.unsubscribe(self._game_changed)
                self.game, self._replay = guide.game, None
                self.seating = Seating(self.game, self.seating.seats)
                self.game.subscribe(self._game_changed)
                self.seating.listen(self._seats_changed)
            pupil = guide.bot(guide.pupil) or HUMAN
            if self.seating[guide.pupil] is not pupil:
                self.seating.seat_bot(guide.pupil, pupil)
        finally:
            self._own_move = own

    def _lesson_message(self, content: dict[str, Any]) -> None:
        """Hint (show the wanted moves) or Back (to the previous step's start)."""
        self._check_screen(content)
        self.lesson_step(content["type"])

    def lesson_step(self, kind: str) -> None:
        guide = self.guide
        if guide is None:
            refuse(LESSON("refuse.no_lesson"))
        if self._replay is not None:
            refuse(CORE("table.replay_act", step=self._replay))
        if kind == "hint":
            if not guide.expected():
                refuse(LESSON("refuse.no_hint"))
            guide.hint()
        else:
            guide.back()
        self._done()

    def _send(self, frame: dict[str, Any], whole: bool = False) -> None:
        last = self._framer.last
        whole = whole or last is None or last["replay_step"] != frame["replay_step"]  # a replay: all of it
        # A new viewer while views hold secrets gets its view, legal actions and aids whole: a patch never names
        # anything of another seat's view (the log and scores are public; in an open game all views are).
        game = self.game
        secrets = game.info.hidden_information and not game.open and not game.is_over
        fresh = VIEWER_TRAITS if secrets and last is not None and last["viewer"] != frame["viewer"] else ()
        state, message = self._framer.message(frame, whole, fresh)
        self._frames(state, message)

    def send_whole(self) -> None:
        """Send the frame shown now again, whole (for a page that holds no frame, or an older one)."""
        assert self._framer.last is not None
        self._send(dict(self._framer.last), whole=True)

    def _done(self) -> None:
        self._errors("")
        self.refresh()

    # -- following the game ------------------------------------------------------------------------------------
    def _seats_changed(self) -> None:
        self._game_changed(self.game)  # a seat changed hands: redraw as after a change of the game

    def _game_changed(self, _game: Game) -> None:
        """Called by the game after every change: catch up once the change is done (not at every step of it)."""
        if self._own_move or self._behind:
            return
        self._behind = True
        self._wake()

    def catch_up(self) -> None:
        """Redraw, whole, if the game changed elsewhere since the last frame (a no-op otherwise)."""
        if not self._behind:
            return
        self._behind = False
        if self._replay is not None and self._replay > len(self.game.history):
            self._replay = None
        self._errors("")
        self.refresh(whole=True)  # a change made from Python goes whole, so that exported widget state is current

    @contextmanager
    def _moving(self) -> Iterator[None]:
        self.catch_up()
        self._own_move = True
        try:
            yield
        finally:
            self._own_move = False

    # -- what the page may ask ---------------------------------------------------------------------------------
    def handle(self, content: Any) -> None:
        """Handle one message from the page (any JSON value): do what it asks, or refuse it into ``errors``."""
        try:
            with self._moving():
                self._dispatch(content)
        except IllegalAction as err:
            self._errors(text.render(err.text, self.lang))

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, dict):
            refuse(f"a table message is an object with a type, not {short(content)}")
        kind = content.get("type")
        handler = self.handlers.get(kind) if isinstance(kind, str) else None
        if handler is None:
            refuse(f"unknown message type {short(kind)}; types: {', '.join(self.handlers)}")
        handler(content)

    def _check_screen(self, content: dict[str, Any]) -> None:
        """Refuse an act or undo clicked on a screen older than the last frame: show the game as it is."""
        rev = content.get("rev", self.rev)
        if isinstance(rev, bool) or not isinstance(rev, int):
            refuse(f"a message's rev names the frame its screen showed, as an int, not {short(rev)}")
        if rev != self.rev:
            self.send_whole()
            refuse(CORE("table.moved_on", step=self.frame["step"]))  # the steps this screen may count

    def _act_message(self, content: dict[str, Any]) -> None:
        action_id = content.get("id")
        if not isinstance(action_id, str) or not 0 < len(action_id) <= MAX_ID_LENGTH:
            refuse(f"an act message names an action by its id string, not {short(action_id)}")
        self._check_screen(content)
        self._act(action_id)

    def _undo_message(self, content: dict[str, Any]) -> None:
        self._check_screen(content)
        self._undo()

    def _bot_message(self, content: dict[str, Any]) -> None:
        step = content.get("step", self.frame["step"])
        if isinstance(step, bool) or not isinstance(step, int):
            refuse(f"a bot message's step is an int, not {short(step)}")
        if step == self.frame["step"]:  # an older request (e.g. from a second view) is already answered
            self._bot_move()

    def _replay_message(self, content: dict[str, Any]) -> None:
        step = content.get("step")
        if isinstance(step, bool) or not isinstance(step, int):
            refuse(f"a replay message names a step as an int, not {short(step)}")
        self._show_step(step)

    def _act(self, action_id: str) -> None:
        game = self.game
        if self._replay is not None:
            refuse(CORE("table.replay_act", step=self._replay))
        if game.is_over:
            refuse(REFUSE("over"))
        if self.seat == SPECTATOR:
            refuse(CORE("table.spectator"))
        if self.seat is None:
            bots = self.bots_to_act()
            if bots:
                refuse(CORE("table.bot_to_move", seats=[self.names[s] for s in bots]))
        acting = self._acting_human()
        if acting is None:
            if isinstance(self.seat, int):
                refuse(REFUSE("not_your_turn", seat=self.names[self.seat],
                              waiting=text.render(CORE("ui.sep"), self.lang).join(self.names[s] for s in game.to_act)))
            refuse(CORE("table.no_human"))
        if self._curtain_for(acting):
            refuse(CORE("table.curtain", seat=self.names[acting]))
        if self.guide is not None and not self.guide.allows(acting, action_id):
            self._done()  # not played: the lesson panel says why the step wants another move
            return
        game.play(acting, action_id)
        self._done()

    def _undo(self, force: bool = False) -> None:
        """Take back the last moves of the seat at this screen, if that is fair (see :mod:`tablekit.core.undo`);
        ``force`` (the teacher's override): the last human action and the bot moves after it, whatever they were."""
        if self._replay is not None:
            refuse(CORE("table.replay_undo", step=self._replay))
        if self.seat == SPECTATOR and not force:
            refuse(CORE("table.spectator"))
        game, humans = self.game, self._humans()
        history = game.history
        looker = self.seat if isinstance(self.seat, int) and not force else None  # a bound seat: the steps it saw
        last = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat in humans
                     and (looker is None or history[i].seen_by(looker) is not None)), None)
        if last is None:
            refuse(CORE("table.nothing_to_undo"))
        curtain = self._curtain_for(self._acting_human())
        if force:
            game.undo(len(history) - last)
        else:
            bots = [s for s in range(game.players) if s not in humans]
            take_back(game, self._undoing_seat(history[last].seat), bots, self.names)
        if curtain:
            self._last_seen = None  # whoever is at the screen has not shown who they are: keep the curtain up
        self._done()

    def _undoing_seat(self, last_mover: int) -> int:
        """Who asks for an undo here: the bound seat; at the hotseat, the seat whose secret view the screen shows,
        else (behind the curtain, or nothing secret) the one who moved last, still at the screen."""
        if isinstance(self.seat, int):
            return self.seat
        viewer = self.frame["viewer"]
        return viewer if self._hotseat_private() and viewer >= 0 else last_mover

    def _reveal(self) -> None:
        acting = self._acting_human()
        if not self._curtain_for(acting):
            refuse(CORE("table.no_curtain"))
        self._last_seen = acting
        self._done()

    def _bot_move(self) -> None:
        if self._replay is not None:
            refuse(CORE("table.replay_bot", step=self._replay))
        if not self.bots_to_act():
            refuse(CORE("table.no_bot"))
        try:
            self.seating.move_bots(len(self.game.history))
        except BotMoveError as err:
            self.refresh()
            refuse(CORE("table.bot_illegal", seat=self.names[err.seat], why=err.error.text))
        self._done()

    def _show_step(self, step: int) -> None:
        """Show the game after the viewer's ``step``-th step: the slider counts the steps the screen has seen."""
        viewer = None if self.frame["viewer"] < 0 else self.frame["viewer"]
        played = self.game.steps_seen(viewer)
        if not 0 <= step <= played:
            refuse(CORE("table.no_step", step=step, last=played))
        self._replay = None if step == played else self.game.step_of_seen(viewer, step)
        self._done()

    def _done_replaying(self) -> None:
        self._replay = None
        self._done()

    # -- the same, from Python (raising IllegalAction as well as showing it) --------------------------------
    def run(self, method: Callable[..., None], *args: Any) -> None:
        """Run ``method(*args)`` as a move of this screen: caught up first, and a refusal shown and raised."""
        try:
            with self._moving():
                method(*args)
        except IllegalAction as err:
            self._errors(text.render(err.text, self.lang))
            raise

    def act(self, action_id: str) -> None:
        """Play ``action_id`` for the human seat to act on this screen, exactly as if it had been clicked."""
        self.run(self._act, action_id)

    def run_bots(self) -> None:
        """Play bot moves until a human must act or the game ends."""
        while self.bots_to_act():
            self.run(self._bot_move)

    def undo(self, force: bool = False) -> None:
        """Take back this screen's seat's last moves, and the bot moves after them, if that is fair; ``force``:
        the last human action and the bot moves after it, whatever they were (the teacher's override)."""
        self.run(self._undo, force)

    def reveal(self) -> None:
        """Lift the hotseat curtain for the human seat to act."""
        self.run(self._reveal)

    def show_step(self, step: int) -> None:
        """Show the game as it was after ``step`` actions (the current viewer's view); acting waits for live()."""
        self.run(self._show_step, step)

    def live(self) -> None:
        """Leave a replay and show the game as it is now."""
        self.run(self._done_replaying)

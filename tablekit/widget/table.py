"""The table widget: plays a :class:`tablekit.Game` inline in JupyterLab, with humans and bots at one screen.

Privacy is the point of this module. The browser only ever receives what the person at the screen may see: the
view of the human seat to act (a spectator view while the hotseat curtain is up, or when only bots play), that
seat's legal actions, the public log (history events, never action labels) and public scores. Every message from
the browser is untrusted: it is checked here and refused with a message in the ``error`` trait.

>>> import tablekit
>>> from tablekit.bots import RandomBot
>>> g = tablekit.new_game("amanite", players=3, seed=5, sides=["A", "A", "A"])
>>> t = tablekit.Table(g, seats=["human", RandomBot(1), RandomBot(2)])
>>> t.viewer, t.bot_to_move, t.curtain
(0, True, '')
>>> t.run_bots(); t.viewer, t.bot_to_move, len(g.history)
(0, False, 2)
>>> t.act(t.legal[0]["id"]); t.run_bots(); len(g.history)
5
>>> t.undo(); len(g.history)
2
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.resources import files
from typing import Any, NoReturn

import anywidget
import traitlets as t

from ..bots.base import Bot
from ..coach import Coach, Estimates
from ..core import text
from ..core.errors import REFUSE, HiddenInformation, IllegalAction
from ..core.game import Game
from ..lessons import Guide, as_lesson
from ..lessons.messages import M as LESSON
from ..snapshots import Snapshot, snapshot
from ..snapshots.still import HIDE_BESIDE_LIVE_TABLE, StillPicture
from .frames import Framer
from .history import LogLines, ScoreRows
from .messages import M as CORE

HUMAN = "human"
BOT = "bot"
MESSAGE_TYPES = ("act", "undo", "reveal", "bot", "replay", "live", "resync", "coach", "hint", "back")
# The per-step traits: sent together as one frame message (whole or as a patch), never one by one.
FRAMED = ("view", "viewer", "legal", "log", "to_act", "curtain", "step", "replay_step", "timeline", "result",
          "extras", "bot_to_move", "lesson", "rev")
VIEWER_TRAITS = ("view", "legal", "extras")  # what differs from one viewer to the next
MAX_ID_LENGTH = 200  # longer action ids are refused before reaching the rules (and never echoed in full)


def _kernel_loop() -> asyncio.AbstractEventLoop | None:
    """The running event loop of the IPython kernel this runs in, or None outside a kernel.

    Only a kernel's loop is waited for: another library's loop (Playwright's sync API runs one) never runs the
    callbacks a table would leave on it."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None or getattr(shell, "kernel", None) is None:
        return None
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _refuse(message: text.Text) -> NoReturn:
    raise IllegalAction(message)


def front_end(game_name: str) -> str:
    """The widget's ES module: the game's renderer files (if any) followed by the shared runtime (frames, table).

    A game's renderer is its ``renderer.js``, or every file of its ``js/`` folder in name order. anywidget loads
    the module from a Blob URL, where relative imports cannot resolve, so the files are joined.
    """
    root = files("tablekit")
    folder = root / "games" / game_name
    parts = [folder / "renderer.js"]
    scripts = folder / "js"
    if scripts.is_dir():
        parts += sorted((p for p in scripts.iterdir() if p.name.endswith(".js")), key=lambda p: p.name)
    board = "\n".join(p.read_text(encoding="utf-8") for p in parts if p.is_file())
    runtime = [(root / "widget" / name).read_text(encoding="utf-8") for name in ("frames.js", "runtime.js")]
    return "\n".join(["const RENDERERS = {};", board, *runtime])


def _checked_seats(seats: Any, players: int) -> list[str | Bot]:
    choices = "each 'human' or a tablekit.bots.Bot, e.g. tablekit.bots.RandomBot() or tablekit.bots.bot_for(name)"
    if seats is None:
        return [HUMAN] * players
    if not isinstance(seats, (list, tuple)) or len(seats) != players:
        raise ValueError(f"seats must list {players} entries, one per seat: {choices}")
    for i, seat in enumerate(seats):
        if not (isinstance(seat, Bot) or (isinstance(seat, str) and seat == HUMAN)):
            raise ValueError(f"seat {i} is {_short(seat)}; choices: {choices}")
    return list(seats)


class Table(anywidget.AnyWidget):
    """A game table for JupyterLab.

    ``seats`` gives each seat as ``"human"`` or a bot (default: all human). Humans play by clicking; bots move by
    themselves after ``bot_delay_ms``. ``show_aids`` shows the game's teaching aids (e.g. Amanite's deduction grid)
    beside the seat view shown. ``lang`` ("en" or "ja") is the language of labels, the log and the table's words.
``coach`` (True, or a :class:`tablekit.coach.Coach`) shows, for the human to act, each legal move's estimated win
chance as a badge on the board and in the move list, worked out away from the notebook from that seat's view
alone; a Coach button turns it off and on (False: the button, off).

    The state lives in synced traits (so a saved notebook redraws): ``view`` of ``viewer`` (-1: a spectator),
    ``legal`` ``[{id, label}]`` while that human may act, ``log`` (public events), ``curtain`` (hotseat text, "" when
    none), ``error``, ``step``, ``replay_step`` (-1: live), ``timeline`` (per-seat scores, [] while hidden),
    ``result``, ``extras``, ``to_act``, ``bot_to_move``, and once: ``static`` (the game's static data) and
    ``strings`` (UI templates in ``lang``). The browser sends only messages: ``{"type": "act", "id"}``,
    ``undo``, ``reveal``, ``bot`` (optionally with the ``step`` it was asked at), ``{"type": "replay", "step"}``,
    ``live`` and ``resync``; anything else is refused into ``error``.

    Per step, the traits above change together as one frame (see :mod:`tablekit.widget.frames`): a ``frame``
    message holding the patch of the last frame when that is smaller (a new viewer's view, legal actions and aids
    in it whole), else one plain trait update (also the first frame, replays and changes made from Python, so that
    notebook runners that record widget state record the current one). ``rev`` numbers the frames; ``act`` and
    ``undo`` say which frame the screen showed, so that a click on a screen that was behind the game is never
    played on a position it did not show.

    The table follows its game: whatever changes it (another table, ``game.play`` or ``game.undo`` in a cell), the
    table redraws once the change is done (at the end of the cell), or at once when it is touched before that.
    """

    _esm = t.Unicode().tag(sync=True)
    _css = t.Unicode().tag(sync=True)
    game_name = t.Unicode().tag(sync=True)
    title = t.Unicode().tag(sync=True)
    names = t.List(t.Unicode()).tag(sync=True)
    colors = t.List(t.Unicode()).tag(sync=True)
    seat_kinds = t.List(t.Unicode()).tag(sync=True)
    view = t.Dict().tag(sync=True)
    legal = t.List(t.Dict()).tag(sync=True)
    log = t.List(t.Unicode()).tag(sync=True)
    viewer = t.Int(-1).tag(sync=True)
    to_act = t.List(t.Int()).tag(sync=True)
    curtain = t.Unicode().tag(sync=True)
    error = t.Unicode().tag(sync=True)
    step = t.Int(0).tag(sync=True)
    replay_step = t.Int(-1).tag(sync=True)
    timeline = t.List(t.List()).tag(sync=True)
    result = t.Dict().tag(sync=True)
    extras = t.Dict().tag(sync=True)
    bot_to_move = t.Bool(False).tag(sync=True)
    bot_delay_ms = t.Int(600).tag(sync=True)
    static = t.Dict().tag(sync=True)  # the game's unchanging public front-end data, sent once
    strings = t.Dict().tag(sync=True)  # the UI templates (core.*, <game>.ui/phase/seat.*) in the table's language
    lang = t.Unicode("en").tag(sync=True)
    rev = t.Int(0).tag(sync=True)  # the frame number of the traits above
    # The coach's estimates for the human to act: {"on", "step", "seat", "moves": {id: {win, score, samples}},
    # "done"}; {} without a coach. Sent on its own, never in a frame: it follows the frames.
    coach = t.Dict().tag(sync=True)
    # The lesson panel (see tablekit.lessons.Guide.frame): {} without a lesson.
    lesson = t.Dict().tag(sync=True)

    def __init__(
        self,
        game: Game,
        seats: list[str | Bot] | None = None,
        names: list[str] | None = None,
        bot_delay_ms: int = 600,
        show_aids: bool = True,
        lang: str | None = None,
        coach: bool | Coach | None = None,
        lesson: Any = None,
    ) -> None:
        if not isinstance(game, Game):
            raise ValueError(f"a Table plays a tablekit Game (from tablekit.new_game), not {_short(game)}")
        if not game.replayable:  # its undo, replay slider and score timeline need a seed that produces it
            raise ValueError("a Table plays a game that can be replayed, not a determinized copy (which no seed "
                             "produces): make the table from the game itself")
        guide = None if lesson is None else Guide(as_lesson(lesson), game)
        if guide is not None and seats is None:
            seats = [HUMAN if s == guide.pupil else guide.bots[s] for s in range(game.players)]
        kinds = _checked_seats(seats, game.players)
        if guide is not None:
            if [i for i, s in enumerate(kinds) if s == HUMAN] != [guide.pupil]:
                raise ValueError(f"a lesson's table has one human seat, the pupil's ({guide.pupil}); bots play "
                                 f"the others")
            guide.bots.update({i: s for i, s in enumerate(kinds) if isinstance(s, Bot)})
            game = guide.game
        lang = text.check_language(text.default_language() if lang is None else lang)
        if names is None:
            names = [text.seat_name(game.info, i, lang) for i in range(game.players)]
        elif (not isinstance(names, (list, tuple)) or len(names) != game.players
              or not all(isinstance(n, str) for n in names)):
            raise ValueError(f"names must be a list of {game.players} strings, one per seat")
        if isinstance(bot_delay_ms, bool) or not isinstance(bot_delay_ms, int) or bot_delay_ms < 0:
            raise ValueError(f"bot_delay_ms must be a non-negative int, not {_short(bot_delay_ms)}")
        if coach is not None and not isinstance(coach, (bool, Coach)):
            raise ValueError(f"coach is True, False or a tablekit.coach.Coach, not {_short(coach)}")
        self.game = game
        self._guide = guide
        self._seats = kinds
        self._humans = [i for i, s in enumerate(kinds) if s == HUMAN]
        self._show_aids = bool(show_aids)
        self._last_seen: int | None = None  # the human seat whose view the screen last showed
        self._replay: int | None = None
        self._framer = Framer()
        self._framing = False
        self._log = LogLines(lang)
        self._scores = ScoreRows()
        self._own_move = False  # this table is changing the game: it redraws itself when done
        self._behind = False  # the game changed elsewhere and this table has not caught up yet
        # The coach: None (no coach button), or a Coach that works while ``_coach_on``, for the position
        # ``_coach_for`` (frame, step, seat) whose estimates the ``coach`` trait shows.
        self._coach = coach if isinstance(coach, Coach) else None if coach is None else Coach()
        self._coach_on = coach is not None and coach is not False
        self._coach_for: tuple[int, int, int] | None = None
        self._coach_loop: asyncio.AbstractEventLoop | None = None
        css = (files("tablekit") / "widget" / "runtime.css").read_text(encoding="utf-8") + HIDE_BESIDE_LIVE_TABLE
        self._still: StillPicture | None = None
        name = game.info.name
        ui = ("core.ui.", f"{name}.ui.", f"{name}.phase.", f"{name}.seat.") + (("core.lesson.ui.",) if guide else ())
        super().__init__(
            _esm=front_end(game.info.name),
            _css=css,
            game_name=game.info.name,
            title=text.game_title(game.info, lang),
            names=list(names),
            colors=[game.info.seat_color(i) for i in range(game.players)],
            seat_kinds=[HUMAN if s == HUMAN else BOT for s in kinds],
            bot_delay_ms=bot_delay_ms,
            static=game.static_data(),
            strings=text.templates(ui, lang),
            lang=lang,
        )
        self.on_msg(self._on_msg)
        self._refresh()
        game.subscribe(self._game_changed)

    def close(self) -> None:
        game = self.__dict__.get("game")  # absent when the constructor refused its arguments
        if game is not None:
            game.unsubscribe(self._game_changed)
        coach = self.__dict__.get("_coach")
        if coach is not None:
            coach.close()
        if self.__dict__.get("_still") is not None:
            self._still.stop()
        super().close()

    # -- who is at the screen ------------------------------------------------------------------------------------
    def _bot_of(self, seat: int) -> Bot | None:
        """The bot that plays ``seat`` now (a lesson's watched step hands the pupil's seat to a bot too)."""
        if self._guide is not None:
            return self._guide.bot(seat)
        kind = self._seats[seat]
        return kind if isinstance(kind, Bot) else None

    def _bots_to_act(self) -> list[int]:
        return [s for s in self.game.to_act if self._bot_of(s) is not None]

    def _acting_human(self) -> int | None:
        """The human seat that may act now; bots move first when bots and humans act simultaneously."""
        if self._bots_to_act():
            return None
        return next((s for s in self.game.to_act if self._seats[s] == HUMAN), None)

    def _hotseat_private(self) -> bool:
        game = self.game
        return game.info.hidden_information and not game.open and not game.is_over and len(self._humans) > 1

    def _curtain_for(self, acting: int | None) -> bool:
        return acting is not None and self._hotseat_private() and acting != self._last_seen

    def _resting_viewer(self) -> int | None:
        """Whose view to show while no human may act (bots to move, or the game over)."""
        if len(self._humans) == 1:
            return self._humans[0]
        return self._last_seen

    # -- drawing ---------------------------------------------------------------------------------------------
    def _refresh(self, whole: bool = False) -> None:
        self._follow_lesson()
        game = self.game
        acting = self._acting_human()
        curtain = self._curtain_for(acting)
        if curtain:
            viewer = None
        elif acting is not None:
            viewer = self._last_seen = acting
        else:
            viewer = self._resting_viewer()
        shown = game if self._replay is None else game.at_step(self._replay)
        view = shown.view(viewer)
        may_act = acting is not None and not curtain and self._replay is None
        extras_of = game.info.view_extras
        try:
            timeline = self._scores.timeline(game)
        except HiddenInformation:
            timeline = []
        show_extras = self._show_aids and extras_of is not None and viewer is not None
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
            "bot_to_move": bool(self._bots_to_act()) and self._replay is None,
        }
        labels = {a["id"]: a["label"] for a in frame["legal"]}
        frame["lesson"] = {} if self._guide is None else self._guide.frame(self.lang, labels)
        self._send_frame(frame, whole)
        self._follow_coach(acting if may_act else None)

    def _follow_lesson(self) -> None:
        """Let the lesson catch up with the game; play on the game of the step it is on now."""
        guide = self._guide
        if guide is None:
            return
        guide.follow()
        if guide.game is not self.game:
            self.game.unsubscribe(self._game_changed)
            self.game = guide.game
            self.game.subscribe(self._game_changed)
            self._replay = None

    # -- the coach ---------------------------------------------------------------------------------------------
    def _follow_coach(self, seat: int | None) -> None:
        """Start the coach on the position the human ``seat`` now sees (None: nobody to coach): the estimates of
        the last position are cleared at once, and the new ones arrive as the coach finds them."""
        if self._coach is None:
            return
        wanted = (self.rev, len(self.game.history), seat) if self._coach_on and seat is not None else None
        if wanted == self._coach_for:
            return
        self._coach.stop()
        self._coach_for = wanted
        if wanted is None:
            self.coach = {"on": self._coach_on}
            return
        self.coach = {"on": True, "step": wanted[1], "seat": seat, "moves": {}, "done": False}
        self._coach_loop = _kernel_loop()
        self._coach.start(self.game, seat, lambda moves, done: self._coach_found(wanted, moves, done))

    def _coach_found(self, position: tuple[int, int, int], moves: Estimates, done: bool) -> None:
        """Called from the coach's thread: show the estimates from the kernel's own thread (now, outside one)."""
        loop = self._coach_loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(self._show_coach, position, moves, done)
        else:
            self._show_coach(position, moves, done)

    def _show_coach(self, position: tuple[int, int, int], moves: Estimates, done: bool) -> None:
        if position == self._coach_for:  # estimates of a position already left are dropped
            self.coach = {"on": True, "step": position[1], "seat": position[2], "moves": moves, "done": done}

    def _toggle_coach(self, on: Any) -> None:
        if self._coach is None:
            _refuse("this table has no coach: make it with Table(..., coach=True)")
        if not isinstance(on, bool):
            _refuse(f"a coach message says on as true or false, not {_short(on)}")
        self._coach_on = on
        self._refresh()

    def _send_frame(self, frame: dict[str, Any], whole: bool = False) -> None:
        last = self._framer.last
        whole = whole or last is None or last["replay_step"] != frame["replay_step"]  # a replay: all of it
        # A new viewer while views hold secrets gets its view, legal actions and aids whole: a patch never names
        # anything of another seat's view (the log and scores are public; in an open game all views are).
        game = self.game
        secrets = game.info.hidden_information and not game.open and not game.is_over
        fresh = VIEWER_TRAITS if secrets and last is not None and last["viewer"] != frame["viewer"] else ()
        state, message = self._framer.message(frame, whole, fresh)
        if message is None:
            return
        self._framing = True
        try:
            for key in FRAMED:
                setattr(self, key, state[key])
        finally:
            self._framing = False
        if message["base"] < 0:  # whole: as a plain trait update, which notebook runners record as widget state
            self.send_state(list(FRAMED))
        else:
            self.send(message)

    def _should_send_property(self, key: str, value: Any) -> bool:
        if self._framing and key in FRAMED:
            return False  # it travels in the frame message instead
        return super()._should_send_property(key, value)

    def _done(self) -> None:
        self.error = ""
        self._refresh()

    # -- following the game ------------------------------------------------------------------------------------
    def _game_changed(self, _game: Game) -> None:
        """Called by the game after every change: catch up once the change is done (not at every step of it)."""
        if self._own_move or self._behind:
            return
        self._behind = True
        loop = _kernel_loop()
        if loop is None:  # plain Python: nothing to wait for
            self._catch_up()
        else:  # in a kernel: after the cell (or the other table's message) that changes the game
            loop.call_soon(self._catch_up)

    def _catch_up(self) -> None:
        if not self._behind:
            return
        self._behind = False
        if self._replay is not None and self._replay > len(self.game.history):
            self._replay = None
        self.error = ""
        self._refresh(whole=True)  # a change made from Python goes whole, so that exported widget state is current

    @contextmanager
    def _moving(self) -> Iterator[None]:
        self._catch_up()
        self._own_move = True
        try:
            yield
        finally:
            self._own_move = False

    def picture(self) -> Snapshot:
        """A still picture (:func:`tablekit.snapshot`) of what the screen shows now: a spectator's view while the
        curtain is up."""
        self._catch_up()  # a table behind its game pictures the game as it is now, for its current viewer
        seat = None if self.viewer < 0 else self.viewer
        return snapshot(self.game, seat, names=self.names, lang=self.lang)

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The widget view and a line of text; the picture is an output of its own (see :meth:`_ipython_display_`)."""
        self._catch_up()
        data, metadata = super()._repr_mimebundle_(**kwargs)
        data["text/plain"] = f"{self.title} table ({', '.join(self.names)})"
        return data, metadata

    def _ipython_display_(self) -> None:
        """Shown as the widget followed by its still picture, for readers without widgets: see
        :mod:`tablekit.snapshots.still`."""
        from IPython.display import display

        data, metadata = self._repr_mimebundle_()
        display(data, metadata=metadata, raw=True)
        if self._still is None:
            self._still = StillPicture(f"tablekit-still-{self.model_id}", self.picture, self._still_key)
        self._still.show()

    def _still_key(self) -> tuple[int, int] | None:
        """What the picture depends on (None once the table is closed), once the table has caught up with its game
        (a cell that changed the game leaves the catch-up to the kernel's loop, which runs after the cell's end)."""
        if self.comm is None:
            return None
        self._catch_up()
        return self.rev, self.viewer

    # -- what the browser may ask -----------------------------------------------------------------------------
    def _show_error(self, message: text.Text) -> None:
        self.error = ""  # so that the same refusal twice still reaches the browser as a change
        self.error = text.render(message, self.lang)

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            with self._moving():
                self._dispatch(content)
        except IllegalAction as err:
            self._show_error(err.text)

    def _check_screen(self, content: dict[str, Any]) -> None:
        """Refuse an act or undo clicked on a screen older than the table's last frame: show the game as it is."""
        rev = content.get("rev", self.rev)
        if isinstance(rev, bool) or not isinstance(rev, int):
            _refuse(f"a message's rev names the frame its screen showed, as an int, not {_short(rev)}")
        if rev != self.rev:
            self._send_frame(dict(self._framer.last or {}), whole=True)
            _refuse(CORE("table.moved_on", step=self.step))  # the steps this screen may count

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, dict):
            _refuse(f"a table message is an object with a type, not {_short(content)}")
        kind = content.get("type")
        if kind == "act":
            action_id = content.get("id")
            if not isinstance(action_id, str) or not 0 < len(action_id) <= MAX_ID_LENGTH:
                _refuse(f"an act message names an action by its id string, not {_short(action_id)}")
            self._check_screen(content)
            self._act(action_id)
        elif kind == "undo":
            self._check_screen(content)
            self._undo()
        elif kind == "reveal":
            self._reveal()
        elif kind == "bot":
            step = content.get("step", self.step)
            if isinstance(step, bool) or not isinstance(step, int):
                _refuse(f"a bot message's step is an int, not {_short(step)}")
            if step == self.step:  # an older request (e.g. from a second view) is already answered
                self._bot_move()
        elif kind == "replay":
            step = content.get("step")
            if isinstance(step, bool) or not isinstance(step, int):
                _refuse(f"a replay message names a step as an int, not {_short(step)}")
            self._show_step(step)
        elif kind == "live":
            self._done_replaying()
        elif kind == "coach":
            self._toggle_coach(content.get("on"))
        elif kind in ("hint", "back"):
            self._check_screen(content)
            self._lesson_message(kind)
        elif kind == "resync":  # the browser holds no frame this patch applies to (a page opened late)
            self._send_frame(dict(self._framer.last or {}), whole=True)
        else:
            _refuse(f"unknown message type {_short(kind)}; types: {', '.join(MESSAGE_TYPES)}")

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse trait changes sent by the browser: it only sends messages, and its copies are put back."""
        keys = [k for k in sync_data if k in self.keys] if isinstance(sync_data, dict) else []  # any JSON
        self._show_error(f"the table ignored a change of {', '.join(keys) or 'nothing'} from the browser")
        if keys:
            self.send_state(keys)

    def _act(self, action_id: str) -> None:
        game = self.game
        if self._replay is not None:
            _refuse(CORE("table.replay_act", step=self._replay))
        if game.is_over:
            _refuse(REFUSE("over"))
        bots = self._bots_to_act()
        if bots:
            _refuse(CORE("table.bot_to_move", seats=[self.names[s] for s in bots]))
        acting = self._acting_human()
        if acting is None:
            _refuse(CORE("table.no_human"))
        if self._curtain_for(acting):
            _refuse(CORE("table.curtain", seat=self.names[acting]))
        if self._guide is not None and not self._guide.allows(acting, action_id):
            self._done()  # not played: the lesson panel says why the step wants another move
            return
        game.play(acting, action_id)
        self._done()

    def _lesson_message(self, kind: str) -> None:
        guide = self._guide
        if guide is None:
            _refuse(LESSON("refuse.no_lesson"))
        if self._replay is not None:
            _refuse(CORE("table.replay_act", step=self._replay))
        if kind == "hint":
            if not guide.expected():
                _refuse(LESSON("refuse.no_hint"))
            guide.hint()
        else:
            guide.back()
        self._done()

    def _undo(self) -> None:
        if self._replay is not None:
            _refuse(CORE("table.replay_undo", step=self._replay))
        history = self.game.history
        last = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat in self._humans), None)
        if last is None:
            _refuse(CORE("table.nothing_to_undo"))
        if self._curtain_for(self._acting_human()):
            self._last_seen = None  # whoever is at the screen has not shown who they are: keep the curtain up
        self.game.undo(len(history) - last)
        self._done()

    def _reveal(self) -> None:
        acting = self._acting_human()
        if not self._curtain_for(acting):
            _refuse(CORE("table.no_curtain"))
        self._last_seen = acting
        self._done()

    def _bot_move(self) -> None:
        if self._replay is not None:
            _refuse(CORE("table.replay_bot", step=self._replay))
        bots = self._bots_to_act()
        if not bots:
            _refuse(CORE("table.no_bot"))
        try:
            for seat in bots:  # several only in a simultaneous phase, where their order does not matter
                bot = self._bot_of(seat)
                assert bot is not None
                while seat in self.game.to_act:  # steps nobody else sees go together, up to one that shows
                    self.game.play(seat, bot.act(self.game, seat))
                    if not self.game.history[-1].silent:
                        break
        except IllegalAction as err:
            self._refresh()
            _refuse(CORE("table.bot_illegal", seat=self.names[seat], why=err.text))
        self._done()

    def _show_step(self, step: int) -> None:
        """Show the game after the viewer's ``step``-th step: the slider counts the steps the screen has seen."""
        viewer = None if self.viewer < 0 else self.viewer
        played = self.game.steps_seen(viewer)
        if not 0 <= step <= played:
            _refuse(CORE("table.no_step", step=step, last=played))
        self._replay = None if step == played else self.game.step_of_seen(viewer, step)
        self._done()

    def _done_replaying(self) -> None:
        self._replay = None
        self._done()

    # -- the same, from Python (raising IllegalAction as well as showing it) --------------------------------
    def _from_python(self, method: Any, *args: Any) -> None:
        try:
            with self._moving():
                method(*args)
        except IllegalAction as err:
            self._show_error(err.text)
            raise

    def act(self, action_id: str) -> None:
        """Play ``action_id`` for the human seat to act, exactly as if it had been clicked."""
        self._from_python(self._act, action_id)

    def run_bots(self) -> None:
        """Play bot moves until a human must act or the game ends."""
        while self._bots_to_act():
            self._from_python(self._bot_move)

    def undo(self) -> None:
        """Take back the last human action and the bot moves after it."""
        self._from_python(self._undo)

    def show_step(self, step: int) -> None:
        """Show the game as it was after ``step`` actions (the current viewer's view); acting waits for live()."""
        self._from_python(self._show_step, step)

    def live(self) -> None:
        """Leave a replay and show the game as it is now."""
        self._from_python(self._done_replaying)

    def hint(self) -> None:
        """Show the move the lesson's step asks for (as the Hint button does)."""
        self._from_python(self._lesson_message, "hint")

    def back(self) -> None:
        """Go back to the start of the lesson's previous step (as the Back button does)."""
        self._from_python(self._lesson_message, "back")

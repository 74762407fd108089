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
from importlib.resources import files
from typing import Any

import anywidget
import traitlets as t

from ..bots.base import Bot
from ..coach import Coach, Estimates
from ..core.game import Game
from ..snapshots import Snapshot, snapshot
from ..snapshots.still import HIDE_BESIDE_LIVE_TABLE, StillPicture
from .screen import FRAMED, SPECTATOR, VIEWER_TRAITS, Screen, refuse
from .seating import BOT, HUMAN, Seating, short

__all__ = ["BOT", "FRAMED", "HUMAN", "SPECTATOR", "VIEWER_TRAITS", "Table", "front_end"]


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


class Table(anywidget.AnyWidget):
    """A game table for JupyterLab.

    ``seats`` gives each seat as ``"human"`` or a bot (default: all human). Humans play by clicking; bots move by
    themselves after ``bot_delay_ms``. ``seat`` says who sits at this screen: ``None`` (the default), every human
    seat in turn, behind a curtain between seats when views hold secrets (the hotseat); a human seat's number
    ``k``, only that seat: the table always shows seat k's view, with no curtain, and plays only seat k's moves
    (one table per pupil, e.g. ``Table(g, seat=0)`` and ``Table(g, seat=1)``, each following the game);
    ``"spectator"``, nobody: the spectator's view, and no moves. ``show_aids`` shows the game's teaching aids
    (e.g. Amanite's deduction grid) beside the seat view shown. ``lang`` ("en" or "ja") is the language of
    labels, the log and the table's words.
``coach`` (True, or a :class:`tablekit.coach.Coach`) shows, for the human to act, each legal move's estimated win
chance as a badge on the board and in the move list, worked out away from the notebook from that seat's view
alone; a Coach button turns it off and on (False: the button, off).
    ``lesson`` (a :class:`tablekit.Lesson`, or a lesson file's path) plays a guided lesson on ``game``: the pupil's
    seat is this screen's, bots play the others, and a panel shows each step (see docs/lessons.md).

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
    spectator = t.Bool(False).tag(sync=True)  # a spectator's table: no control that acts is enabled
    rev = t.Int(0).tag(sync=True)  # the frame number of the traits above
    # The coach's estimates for the human to act: {"on", "step", "seat", "moves": {id: {win, score, samples}},
    # "done"}; {} without a coach. Sent on its own, never in a frame: it follows the frames.
    coach = t.Dict().tag(sync=True)
    # The lesson panel (see tablekit.lessons.Guide.frame): {} without a lesson.
    lesson = t.Dict().tag(sync=True)

    def __init__(
        self,
        game: Game,
        seats: list[str | Bot] | Seating | None = None,
        names: list[str] | None = None,
        bot_delay_ms: int = 600,
        show_aids: bool = True,
        lang: str | None = None,
        coach: bool | Coach | None = None,
        seat: int | str | None = None,
        lesson: Any = None,
    ) -> None:
        if isinstance(bot_delay_ms, bool) or not isinstance(bot_delay_ms, int) or bot_delay_ms < 0:
            raise ValueError(f"bot_delay_ms must be a non-negative int, not {short(bot_delay_ms)}")
        if coach is not None and not isinstance(coach, (bool, Coach)):
            raise ValueError(f"coach is True, False or a tablekit.coach.Coach, not {short(coach)}")
        self._framing = False
        self._ready = False  # the widget exists: frames and errors reach its traits (the first frame: its constructor)
        self.screen = Screen(game, seats, seat=seat, names=names, lang=lang, show_aids=show_aids,
                             frames=self._show_frame, errors=self._show_error, wake=self._wake, lesson=lesson)
        # The coach: None (no coach button), or a Coach that works while ``_coach_on``, for the position
        # ``_coach_for`` (frame, step, seat) whose estimates the ``coach`` trait shows.
        self._coach = coach if isinstance(coach, Coach) else None if coach is None else Coach()
        self._coach_on = coach is not None and coach is not False
        self._coach_for: tuple[int, int, int] | None = None
        self._coach_loop: asyncio.AbstractEventLoop | None = None
        self.screen.handlers["coach"] = lambda content: self._toggle_coach(content.get("on"))
        css = (files("tablekit") / "widget" / "runtime.css").read_text(encoding="utf-8") + HIDE_BESIDE_LIVE_TABLE
        self._still: StillPicture | None = None
        super().__init__(
            _esm=front_end(game.info.name),
            _css=css,
            bot_delay_ms=bot_delay_ms,
            **self.screen.setup(),
            **{key: value for key, value in self.screen.frame.items() if key in FRAMED},
        )
        self._ready = True
        self.send_state(list(FRAMED))  # the first frame, whole, as the browser receives any whole frame
        self.on_msg(self._on_msg)
        self._follow_coach(self.screen.coach_seat)

    @property
    def game(self) -> Game:
        """The game this table plays now (a lesson's step with a start of its own plays a new one)."""
        return self.screen.game

    def close(self) -> None:
        screen = self.__dict__.get("screen")  # absent when the constructor refused its arguments
        if screen is not None:
            screen.close()
        coach = self.__dict__.get("_coach")
        if coach is not None:
            coach.close()
        if self.__dict__.get("_still") is not None:
            self._still.stop()
        super().close()

    # -- the screen's frames, as traits ----------------------------------------------------------------------
    def _show_frame(self, state: dict[str, Any], message: dict[str, Any] | None) -> None:
        """Set the frame's traits and send it: a patch as a ``frame`` message, a whole frame as a plain trait
        update (which notebook runners record as widget state). Before the widget exists, its constructor sets
        the first frame; a coach follows every redraw."""
        if not self._ready:
            return
        if self.seat_kinds != self.screen.seating.kinds:  # a seat changed hands
            self.seat_kinds = self.screen.seating.kinds
        if message is not None:
            self._framing = True
            try:
                for key in FRAMED:
                    setattr(self, key, state[key])
            finally:
                self._framing = False
            if message["base"] < 0:
                self.send_state(list(FRAMED))
            else:
                self.send(message)
        self._follow_coach(self.screen.coach_seat)

    def _should_send_property(self, key: str, value: Any) -> bool:
        if self._framing and key in FRAMED:
            return False  # it travels in the frame message instead
        return super()._should_send_property(key, value)

    def _show_error(self, message: str) -> None:
        if not self._ready:
            return
        self.error = ""  # so that the same refusal twice still reaches the browser as a change
        self.error = message

    def _wake(self) -> None:
        """The game changed elsewhere: catch up once the change is done (at the end of the cell in a kernel)."""
        loop = _kernel_loop()
        if loop is None:  # plain Python: nothing to wait for
            self.screen.catch_up()
        else:  # in a kernel: after the cell (or the other table's message) that changes the game
            loop.call_soon(self.screen.catch_up)

    # -- the coach ---------------------------------------------------------------------------------------------
    def _follow_coach(self, seat: int | None) -> None:
        """Start the coach on the position the human ``seat`` now sees (None: nobody to coach): the estimates of
        the last position are cleared at once, and the new ones arrive as the coach finds them."""
        if self._coach is None:
            return
        wanted = (self.screen.rev, len(self.game.history), seat) if self._coach_on and seat is not None else None
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
            refuse("this table has no coach: make it with Table(..., coach=True)")
        if not isinstance(on, bool):
            refuse(f"a coach message says on as true or false, not {short(on)}")
        self._coach_on = on
        self.screen.refresh()

    def picture(self) -> Snapshot:
        """A still picture (:func:`tablekit.snapshot`) of what the screen shows now: a spectator's view while the
        curtain is up."""
        self.screen.catch_up()  # a table behind its game pictures the game as it is now, for its current viewer
        seat = None if self.viewer < 0 else self.viewer
        return snapshot(self.game, seat, names=self.names, lang=self.lang)

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The widget view and a line of text; the picture is an output of its own (see :meth:`_ipython_display_`)."""
        self.screen.catch_up()
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
        self.screen.catch_up()
        return self.rev, self.viewer

    # -- what the browser may ask -----------------------------------------------------------------------------
    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.screen.handle(content)

    def _dispatch(self, content: Any) -> None:
        """Handle one browser message (raising IllegalAction when it is refused)."""
        self.screen.run(self.screen._dispatch, content)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse trait changes sent by the browser: it only sends messages, and its copies are put back."""
        keys = [k for k in sync_data if k in self.keys] if isinstance(sync_data, dict) else []  # any JSON
        self._show_error(f"the table ignored a change of {', '.join(keys) or 'nothing'} from the browser")
        if keys:
            self.send_state(keys)

    # -- the same, from Python (raising IllegalAction as well as showing it) --------------------------------
    def act(self, action_id: str) -> None:
        """Play ``action_id`` for the human seat to act, exactly as if it had been clicked."""
        self.screen.act(action_id)

    def run_bots(self) -> None:
        """Play bot moves until a human must act or the game ends."""
        self.screen.run_bots()

    def undo(self, force: bool = False) -> None:
        """Take back the last moves of the seat at this screen and the bot moves after them, unless that would
        take back another player's move, a random draw or revealed hidden information (see
        :mod:`tablekit.core.undo`). ``force=True`` (the teacher's override): the last human action and the bot
        moves after it, whatever they were."""
        self.screen.undo(force)

    def seat_bot(self, seat: int, bot: Bot | str) -> None:
        """Hand ``seat`` to ``bot`` (e.g. a pupil who has not joined), or back to a human with ``"human"``; every
        table sharing this table's seating (``Table(g, seats=t.seating)``) redraws."""
        self.screen.seating.seat_bot(seat, bot)

    @property
    def seating(self) -> Seating:
        """Who plays each seat: pass it as ``seats`` to other tables of the same game to share it."""
        return self.screen.seating

    def show_step(self, step: int) -> None:
        """Show the game as it was after ``step`` actions (the current viewer's view); acting waits for live()."""
        self.screen.show_step(step)

    def live(self) -> None:
        """Leave a replay and show the game as it is now."""
        self.screen.live()

    def hint(self) -> None:
        """Show the move the lesson's step asks for (as the Hint button does)."""
        self.screen.run(self.screen.lesson_step, "hint")

    def back(self) -> None:
        """Go back to the start of the lesson's previous step (as the Back button does)."""
        self.screen.run(self.screen.lesson_step, "back")

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

from importlib.resources import files
from typing import Any, NoReturn

import anywidget
import traitlets as t

from ..bots.base import Bot
from ..core import text
from ..core.errors import HiddenInformation, IllegalAction
from ..core.game import Game
from .messages import M as CORE

HUMAN = "human"
BOT = "bot"
MESSAGE_TYPES = ("act", "undo", "reveal", "bot", "replay", "live")
MAX_ID_LENGTH = 200  # longer action ids are refused before reaching the rules (and never echoed in full)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _refuse(message: str) -> NoReturn:
    raise IllegalAction(message)


def front_end(game_name: str) -> str:
    """The widget's ES module: the game's renderer files (if any) followed by the shared runtime.

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
    runtime = (root / "widget" / "runtime.js").read_text(encoding="utf-8")
    return "const RENDERERS = {};\n" + board + "\n" + runtime


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

    The state lives in synced traits (so a saved notebook redraws): ``view`` of ``viewer`` (-1: a spectator),
    ``legal`` ``[{id, label}]`` while that human may act, ``log`` (public events), ``curtain`` (hotseat text, "" when
    none), ``error``, ``step``, ``replay_step`` (-1: live), ``timeline`` (per-seat scores, [] while hidden),
    ``result``, ``extras``, ``to_act``, ``bot_to_move``, and once: ``static`` (the game's static data) and
    ``strings`` (UI templates in ``lang``). The browser sends only messages: ``{"type": "act", "id"}``,
    ``undo``, ``reveal``, ``bot`` (optionally with the ``step`` it was asked at), ``{"type": "replay", "step"}`` and
    ``live``; anything else is refused into ``error``.
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

    def __init__(
        self,
        game: Game,
        seats: list[str | Bot] | None = None,
        names: list[str] | None = None,
        bot_delay_ms: int = 600,
        show_aids: bool = True,
        lang: str | None = None,
    ) -> None:
        if not isinstance(game, Game):
            raise ValueError(f"a Table plays a tablekit Game (from tablekit.new_game), not {_short(game)}")
        kinds = _checked_seats(seats, game.players)
        lang = text.check_language(text.default_language() if lang is None else lang)
        if names is None:
            names = [text.seat_name(game.info, i, lang) for i in range(game.players)]
        elif (not isinstance(names, (list, tuple)) or len(names) != game.players
              or not all(isinstance(n, str) for n in names)):
            raise ValueError(f"names must be a list of {game.players} strings, one per seat")
        if isinstance(bot_delay_ms, bool) or not isinstance(bot_delay_ms, int) or bot_delay_ms < 0:
            raise ValueError(f"bot_delay_ms must be a non-negative int, not {_short(bot_delay_ms)}")
        self.game = game
        self._seats = kinds
        self._humans = [i for i, s in enumerate(kinds) if s == HUMAN]
        self._show_aids = bool(show_aids)
        self._last_seen: int | None = None  # the human seat whose view the screen last showed
        self._replay: int | None = None
        css = (files("tablekit") / "widget" / "runtime.css").read_text(encoding="utf-8")
        name = game.info.name
        ui = ("core.", f"{name}.ui.", f"{name}.phase.", f"{name}.seat.")
        super().__init__(
            _esm=front_end(game.info.name),
            _css=css,
            game_name=game.info.name,
            title=game.info.title,
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

    # -- who is at the screen ------------------------------------------------------------------------------------
    def _bots_to_act(self) -> list[int]:
        return [s for s in self.game.to_act if self._seats[s] != HUMAN]

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
    def _refresh(self) -> None:
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
            timeline = game.score_timeline()
        except HiddenInformation:
            timeline = []
        with self.hold_sync():
            self.view = view
            self.viewer = -1 if viewer is None else viewer
            self.legal = [a.to_dict(self.lang) for a in game.legal_actions(acting)] if may_act else []
            self.log = [event for entry in shown.history for event in entry.events_in(self.lang)]
            self.to_act = list(game.to_act)
            self.curtain = text.render(CORE("ui.curtain", seat=self.names[acting]), self.lang) if curtain else ""
            self.step = len(game.history)
            self.replay_step = -1 if self._replay is None else self._replay
            self.timeline = timeline
            self.result = game.result().to_dict() if game.is_over else {}
            show_extras = self._show_aids and extras_of is not None and viewer is not None
            self.extras = extras_of(view) if show_extras else {}
            self.bot_to_move = bool(self._bots_to_act()) and self._replay is None

    def _done(self) -> None:
        self.error = ""
        self._refresh()

    # -- what the browser may ask -----------------------------------------------------------------------------
    def _show_error(self, message: str) -> None:
        self.error = ""  # so that the same refusal twice still reaches the browser as a change
        self.error = message

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self._dispatch(content)
        except IllegalAction as err:
            self._show_error(str(err))

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, dict):
            _refuse(f"a table message is an object with a type, not {_short(content)}")
        kind = content.get("type")
        if kind == "act":
            action_id = content.get("id")
            if not isinstance(action_id, str) or not 0 < len(action_id) <= MAX_ID_LENGTH:
                _refuse(f"an act message names an action by its id string, not {_short(action_id)}")
            self._act(action_id)
        elif kind == "undo":
            self._undo()
        elif kind == "reveal":
            self._reveal()
        elif kind == "bot":
            step = content.get("step", len(self.game.history))
            if isinstance(step, bool) or not isinstance(step, int):
                _refuse(f"a bot message's step is an int, not {_short(step)}")
            if step == len(self.game.history):  # an older request (e.g. from a second view) is already answered
                self._bot_move()
        elif kind == "replay":
            step = content.get("step")
            if isinstance(step, bool) or not isinstance(step, int):
                _refuse(f"a replay message names a step as an int, not {_short(step)}")
            self._show_step(step)
        elif kind == "live":
            self._done_replaying()
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
            _refuse(f"this is a replay of step {self._replay}: go back to live play to act")
        if game.is_over:
            _refuse("the game is over: no more actions")
        bots = self._bots_to_act()
        if bots:
            _refuse(f"wait: {', '.join(self.names[s] for s in bots)} (bot) is to move")
        acting = self._acting_human()
        if acting is None:
            _refuse("no human seat is to act now")
        if self._curtain_for(acting):
            _refuse(f"the screen is hidden: pass it to {self.names[acting]}, who clicks to reveal it first")
        game.play(acting, action_id)
        self._done()

    def _undo(self) -> None:
        if self._replay is not None:
            _refuse(f"this is a replay of step {self._replay}: go back to live play to undo")
        history = self.game.history
        last = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat in self._humans), None)
        if last is None:
            _refuse("nothing to undo: no human has acted yet")
        if self._curtain_for(self._acting_human()):
            self._last_seen = None  # whoever is at the screen has not shown who they are: keep the curtain up
        self.game.undo(len(history) - last)
        self._done()

    def _reveal(self) -> None:
        acting = self._acting_human()
        if not self._curtain_for(acting):
            _refuse("there is no curtain to lift")
        self._last_seen = acting
        self._done()

    def _bot_move(self) -> None:
        if self._replay is not None:
            _refuse(f"this is a replay of step {self._replay}: bots wait until live play resumes")
        bots = self._bots_to_act()
        if not bots:
            _refuse("no bot is to move now")
        try:
            for seat in bots:  # several only in a simultaneous phase, where their order does not matter
                if seat in self.game.to_act:
                    bot = self._seats[seat]
                    assert isinstance(bot, Bot)
                    self.game.play(seat, bot.act(self.game, seat))
        except IllegalAction as err:
            self._refresh()
            _refuse(f"the bot of {self.names[seat]} chose an illegal action: {err}")
        self._done()

    def _show_step(self, step: int) -> None:
        played = len(self.game.history)
        if not 0 <= step <= played:
            _refuse(f"there is no step {step}: steps run from 0 to {played}")
        self._replay = None if step == played else step
        self._done()

    def _done_replaying(self) -> None:
        self._replay = None
        self._done()

    # -- the same, from Python (raising IllegalAction as well as showing it) --------------------------------
    def _from_python(self, method: Any, *args: Any) -> None:
        try:
            method(*args)
        except IllegalAction as err:
            self._show_error(str(err))
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

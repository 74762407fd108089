"""Who plays each seat of one game, shared by every screen on it: a human, or a bot that moves by itself.

A :class:`Seating` is the one place that moves a game's bots, so a bot moves exactly once however many screens
show the game, and with none: :meth:`Seating.move_bots` plays the bots' next step only if the game is still at the
step it was asked at, and :meth:`Seating.drive` moves them from an event loop after a delay. The teacher hands a
seat whose pupil has not joined to a bot with :meth:`Seating.seat_bot`; every screen on the seating redraws.

>>> import tablekit
>>> from tablekit.bots import RandomBot
>>> g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
>>> seating = Seating(g, ["human", "human"])
>>> seating.seat_bot(1, RandomBot(1)); seating.kinds
['human', 'bot']
>>> g.play(0, g.legal_actions(0)[0].id); g.play(0, "pass"); seating.bots_to_act()
[1]
>>> asked_at = len(g.history)
>>> seating.move_bots(asked_at), seating.move_bots(asked_at)  # a second request of the same step does nothing
(True, False)
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from ..bots.base import Bot
from ..core.errors import IllegalAction
from ..core.game import Game

HUMAN = "human"
BOT = "bot"
Schedule = Callable[[float, Callable[[], None]], Any]
"""``schedule(delay_seconds, callback)``: run ``callback`` later, on the thread that plays the game (for example
an asyncio loop's ``call_later``)."""


def short(value: Any) -> str:
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."


def checked_seats(seats: Any, players: int) -> list[str | Bot]:
    """``seats`` as a list of ``"human"`` or a Bot per seat (None: all human); ValueError listing the choices."""
    choices = "each 'human' or a tablekit.bots.Bot, e.g. tablekit.bots.RandomBot() or tablekit.bots.bot_for(name)"
    if seats is None:
        return [HUMAN] * players
    if not isinstance(seats, (list, tuple)) or len(seats) != players:
        raise ValueError(f"seats must list {players} entries, one per seat: {choices}")
    for i, seat in enumerate(seats):
        if not (isinstance(seat, Bot) or (isinstance(seat, str) and seat == HUMAN)):
            raise ValueError(f"seat {i} is {short(seat)}; choices: {choices}")
    return list(seats)


class BotMoveError(Exception):
    """A bot chose an illegal action: ``seat`` and the game's refusal ``error``."""

    def __init__(self, seat: int, error: IllegalAction) -> None:
        super().__init__(str(error))
        self.seat = seat
        self.error = error


class Seating:
    """The seats of ``game``: ``seats`` lists ``"human"`` or a :class:`~tablekit.bots.Bot` per seat (None: all
    human). Share one seating between the screens of one game (``Table(g, seats=seating)``, the server's pages)."""

    def __init__(self, game: Game, seats: list[str | Bot] | None = None) -> None:
        self.game = game
        self.seats = checked_seats(seats, game.players)
        self._listeners: list[weakref.ref[Any]] = []
        self._schedule: Schedule | None = None
        self._delay = 0.0
        self._due: int | None = None  # the history length a driven bot move is scheduled for

    def __getitem__(self, seat: int) -> str | Bot:
        return self.seats[seat]

    def __len__(self) -> int:
        return len(self.seats)

    @property
    def kinds(self) -> list[str]:
        """``"human"`` or ``"bot"`` per seat (what a page may know of the seats)."""
        return [HUMAN if s == HUMAN else BOT for s in self.seats]

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == HUMAN]

    def bots_to_act(self) -> list[int]:
        """The bot seats to move now."""
        return [s for s in self.game.to_act if self.seats[s] != HUMAN]

    # -- changing who sits where ---------------------------------------------------------------------------
    def seat_bot(self, seat: int, bot: Bot | str) -> None:
        """Hand ``seat`` to ``bot`` (or back to a human with ``"human"``): e.g. a pupil who has not joined."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            raise ValueError(f"seat is a seat number 0 to {len(self.seats) - 1}, not {short(seat)}")
        seats = list(self.seats)
        seats[seat] = bot
        self.seats = checked_seats(seats, len(seats))
        for ref in list(self._listeners):
            listener = ref()
            if listener is not None:
                listener()
        self._drive_on()

    def listen(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` (held weakly, like :meth:`Game.subscribe`) after a seat changes hands."""
        self._listeners.append(weakref.WeakMethod(callback) if hasattr(callback, "__self__")
                               else weakref.ref(callback))

    # -- moving the bots ---------------------------------------------------------------------------------------
    def move_bots(self, asked_at: int) -> bool:
        """Play the bots' next step if the game still has ``asked_at`` steps (else someone already did: False).

        The bots to move play until one of them takes a step the others see (steps nobody else sees go together).
        Raises :class:`BotMoveError` if a bot chose an illegal action."""
        game = self.game
        bots = self.bots_to_act()
        if len(game.history) != asked_at or not bots:
            return False
        for seat in bots:  # several only in a simultaneous phase, where their order does not matter
            bot = self.seats[seat]
            assert isinstance(bot, Bot)
            while seat in game.to_act:
                try:
                    game.play(seat, bot.act(game, seat))
                except IllegalAction as err:
                    raise BotMoveError(seat, err) from None
                if not game.history[-1].silent:
                    break
        return True

    def drive(self, schedule: Schedule, delay_ms: int = 600) -> None:
        """Move the bots by themselves from now on: ``delay_ms`` after each step that leaves a bot to move, with
        or without any screen (a server's pages, say). ``schedule`` runs a callback later on the game's thread."""
        self._schedule, self._delay = schedule, delay_ms / 1000
        self.game.subscribe(self._changed)
        self._drive_on()

    def stop(self) -> None:
        """Stop :meth:`drive`: bots wait for a screen to ask them again."""
        self._schedule = None
        self.game.unsubscribe(self._changed)

    def _changed(self, _game: Game) -> None:
        self._drive_on()

    def _drive_on(self) -> None:
        at = len(self.game.history)
        if self._schedule is None or self._due == at or not self.bots_to_act():
            return
        self._due = at
        self._schedule(self._delay, lambda: self._driven(at))

    def _driven(self, at: int) -> None:
        if self._due == at:
            self._due = None
        if self._schedule is not None:
            try:
                self.move_bots(at)
            except BotMoveError:
                self.stop()  # a bot that breaks the rules stops: the screens show it waiting
            self._drive_on()

"""The generic game: a rules ``State`` plus validation, history, undo, save/load, views and determinization."""

from __future__ import annotations

import json
import os
import random
import secrets
import weakref
from collections.abc import Callable, Iterable, Iterator
from itertools import islice
from typing import Any

from .actions import Action
from .errors import REFUSE, HiddenInformation, IllegalAction
from .info import GameInfo
from .inputs import seed as checked_seed
from .inputs import shown, whole
from .position import build, document, hooks, setup, to_document
from .registry import games, state_class
from .state import Result, State
from .text import Text, render

OPEN_OPTION = "open"  # every game accepts open=True: a teaching game in which every view shows everything


class HistoryEntry:
    """One step of a game: who acted, the action's id, its text and the texts of what happened.

    ``label`` and ``events`` are those texts in English; ``events_in(lang)`` renders them in another language.
    The action's text is made only when read (see :class:`~tablekit.core.actions.Action`).
    """

    __slots__ = ("seat", "action", "_played", "texts", "masked", "silent")

    def __init__(self, seat: int, played: Action, texts: tuple[Text, ...], masked: HistoryEntry | None = None,
                 silent: bool = False) -> None:
        self.seat = seat
        self.action = played.id
        self._played = played
        self.texts = texts
        self.masked = masked  # what the other seats saw, when it differs (see State.seen_by_others)
        self.silent = silent  # the other seats saw nothing of this step

    @property
    def text(self) -> Text:
        return self._played.text

    def seen_by(self, seat: int | None) -> HistoryEntry | None:
        """This step as ``seat`` saw it (``None``: a spectator): itself, its masked twin, or ``None`` if unseen."""
        if seat == self.seat or (self.masked is None and not self.silent):
            return self
        return None if self.silent else self.masked

    @property
    def label(self) -> str:
        return render(self.text)

    @property
    def events(self) -> tuple[str, ...]:
        return tuple(render(e) for e in self.texts)

    def events_in(self, lang: str) -> list[str]:
        return [render(e, lang) for e in self.texts]

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "action": self.action, "label": self.label, "events": list(self.events)}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HistoryEntry) and _entry_key(other) == _entry_key(self)

    def __repr__(self) -> str:
        return f"HistoryEntry({self.seat}, {self.action!r}, {self.label!r}, {self.events!r})"


def _entry_key(entry: HistoryEntry) -> tuple[Any, ...]:
    return entry.seat, entry.action, entry.text, entry.texts, entry.masked, entry.silent


class Game:
    """A game in progress. Make one with :func:`tablekit.new_game`.

    >>> import tablekit
    >>> g = tablekit.new_game("amanite", players=3, seed=7)
    >>> seat = g.to_act[0]
    >>> first = g.legal_actions(seat)[0]
    >>> g.play(seat, first.id)
    >>> len(g.history)
    1
    >>> g.undo(); len(g.history)
    0
    """

    def __init__(
        self,
        name: str,
        /,
        players: int | None = None,
        seed: int | None = None,
        scenario: str | None = None,
        position: Any = None,
        **options: Any,
    ) -> None:
        if not isinstance(name, str):
            raise ValueError(f"a game is named by a string, not {shown(name)}; registered games: {', '.join(games())}")
        cls = state_class(name)
        info = cls.info
        doc = None
        if position is not None:
            if scenario is not None:
                raise ValueError("a game starts from a scenario or from a position, not both")
            doc = document(position)
            players, seed, options = setup(doc, info, players, seed, options)
            hooks(info)  # a game without a position module says so
        if scenario is not None:
            if not isinstance(scenario, str) or scenario not in info.scenarios:
                raise ValueError(
                    f"unknown scenario {shown(scenario)} for {name}; scenarios: {', '.join(info.scenarios) or 'none'}"
                )
            want = info.scenarios[scenario].players
            players = want if players is None else players
            if players != want:
                raise ValueError(f"scenario {scenario!r} is for {want} players, not {shown(players)}")
        if not _is_int(players) or not info.min_players <= players <= info.max_players:
            valid = ", ".join(str(n) for n in range(info.min_players, info.max_players + 1))
            raise ValueError(f"{name} is for {valid} players, not {shown(players)}")
        self.info: GameInfo = info
        # whether others may see a step otherwise than its seat: only in a game with hidden information that masks
        # some (State.seen_by_others overridden); asked at every play
        self._masked = info.hidden_information and cls.seen_by_others is not State.seen_by_others
        self.players = players
        self.seed = secrets.randbelow(2**31) if seed is None else checked_seed(seed)
        self.scenario = scenario
        self.open = options.pop(OPEN_OPTION, False)
        if not isinstance(self.open, bool):
            raise ValueError(f"option {OPEN_OPTION} must be True or False, not {shown(self.open)}")
        self.options = self._checked_options(options)
        self._replayable = True
        self._observers: list[weakref.ref[Any]] = []
        self._start: State | None = None
        self.start_position: dict[str, Any] | None = None  # the complete document a game from a position began at
        if doc is not None:
            self._start = self.state = build(self, doc)
            self.start_position = to_document(self)
        self._restart()

    # -- construction --------------------------------------------------------------------------------------------
    def _checked_options(self, given: dict[str, Any]) -> dict[str, Any]:
        specs = self.info.options
        unknown = sorted(set(given) - set(specs))
        if unknown:
            valid = ", ".join([*specs, OPEN_OPTION]) or OPEN_OPTION
            raise ValueError(f"unknown option(s) {', '.join(unknown)} for {self.info.name}; options: {valid}")
        # Each given value is checked (limits, type) and copied before anything else reads it: a list the caller
        # changes later must not change the game, and a component file's path becomes the data read from it.
        kept = {key: specs[key].accept(key, value, self.players) for key, value in given.items()}
        options = {key: spec.default for key, spec in specs.items()}
        if self.scenario is not None:  # the position is built for the options its scenario sets: keep them
            fixed = self.info.scenarios[self.scenario].options
            clash = [f"{k}={fixed[k]!r}" for k in kept if k in fixed and _json(kept[k]) != _json(fixed[k])]
            if clash:
                raise ValueError(f"scenario {self.scenario!r} sets option(s) {', '.join(clash)}: leave them out")
            options.update(fixed)
        for key, value in options.items():
            if key not in kept:
                specs[key].validate(key, value, self.players)
        options.update(kept)
        return options

    def _fresh_state(self) -> State:
        if self._start is not None:
            return self._start.copy()
        cls = state_class(self.info.name)
        if self.scenario is not None:
            return self.info.scenarios[self.scenario].build(self.players, self.seed, dict(self.options))
        return cls(self.players, random.Random(self.seed), self.options)

    def _restart(self) -> None:
        self.state = self._fresh_state()
        self.history: list[HistoryEntry] = []
        self._silent = [0] * self.players  # per seat, its steps the others saw nothing of
        self._legal: dict[int, list[Action]] = {}  # per seat, its actions listed since the last play

    # -- turn structure ------------------------------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.info.name

    @property
    def to_act(self) -> list[int]:
        """Seats that must act now; several in a simultaneous phase; ``[]`` when the game is over."""
        return self.state.to_act()

    @property
    def is_over(self) -> bool:
        return self.state.is_over()

    def _listed(self, seat: int) -> list[Action]:
        found = self._legal.get(seat)
        if found is None:
            found = self._legal[seat] = self.state.legal_actions(seat)
        return found

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now, each with a stable ``id`` and a readable ``label``."""
        self._check_seat(seat)
        return list(self._listed(seat))

    def legal_ids(self, seat: int) -> list[str]:
        """The ids of ``legal_actions(seat)``, in the same order: the fast path for bots and searches, which play
        by id and never read a label.

        >>> import tablekit
        >>> g = tablekit.new_game("amanite", players=3, seed=7)
        >>> g.legal_ids(g.to_act[0]) == [a.id for a in g.legal_actions(g.to_act[0])]
        True
        """
        self._check_seat(seat)
        return [a.id for a in self._listed(seat)]

    def has_legal_action(self, seat: int) -> bool:
        """Whether ``seat`` may act now, without listing its actions when the game can tell more cheaply."""
        self._check_seat(seat)
        found = self._legal.get(seat)
        return bool(found) if found is not None else self.state.has_legal_action(seat)

    def _check_viewer(self, seat: object) -> None:
        """A seat, or None for a spectator."""
        if seat is not None:
            self._check_seat(seat)

    def _check_seat(self, seat: object) -> None:
        if type(seat) is int and 0 <= seat < self.players:  # at every listing: the common case first
            return
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(REFUSE("no_seat", seat=shown(seat), last=self.players - 1))

    def play(self, seat: int, action: Action | str) -> None:
        """Play ``action`` (an :class:`Action` or its id) for ``seat``.

        Raises :class:`IllegalAction` naming the rule broken; the game is then exactly as before.
        """
        self._play(seat, action)
        if self._observers:
            self._changed()

    def _play(self, seat: int, action: Action | str) -> None:
        action_id = action.id if isinstance(action, Action) else action
        listed = self._legal.get(seat) if type(seat) is int and type(action_id) is str else None
        legal = _named(listed, action_id) if listed else None
        if legal is None:  # not among the actions listed for this seat since the last play: check it all
            legal = self._checked(seat, action_id)
        public = self.state.seen_by_others(seat, legal) if self._masked else legal
        events = tuple(self.state.apply(seat, legal))
        self._legal = {}
        if public is legal:
            self.history.append(HistoryEntry(seat, legal, events))
        elif public is None:
            self.history.append(HistoryEntry(seat, legal, events, silent=True))
            self._silent[seat] += 1
        else:
            self.history.append(HistoryEntry(seat, legal, events, HistoryEntry(seat, public, events)))

    def _checked(self, seat: int, action_id: object) -> Action:
        """The legal action named ``action_id`` for ``seat``, or IllegalAction naming the rule it breaks."""
        self._check_seat(seat)
        if not isinstance(action_id, str):
            raise IllegalAction(REFUSE("not_an_id", value=shown(action_id)))
        if self.state.is_over():
            raise IllegalAction(REFUSE("over"))
        if seat not in self.state.to_act():
            raise IllegalAction(self.state.explain_waiting(seat))
        legal = _named(self._listed(seat), action_id)
        if legal is None:
            raise IllegalAction(self.state.explain_illegal(seat, action_id))
        return legal

    def replay(self, steps: Iterable[tuple[int, str]]) -> None:
        """Play a sequence of ``(seat, action id)`` pairs, each when the one before it has been played."""
        try:
            for step in _pairs(steps):
                self._play(*step)
        finally:
            if self._observers:
                self._changed()

    @property
    def actions(self) -> list[tuple[int, str]]:
        """The ``(seat, action id)`` pairs played so far: with the seed, a complete record of the game."""
        return [(h.seat, h.action) for h in self.history]

    def undo(self, n: int = 1) -> None:
        """Take back the last ``n`` actions (replaying the rest from the seed, so randomness is the same)."""
        self._require_replayable("undo")
        if isinstance(n, bool) or not isinstance(n, int):
            whole(n, "the number of steps to undo", 0, len(self.history))  # a ValueError saying what is expected
        if not 0 <= n <= len(self.history):
            raise IllegalAction(REFUSE("undo_steps", n=shown(n), played=len(self.history)))
        keep = self.actions[: len(self.history) - n]
        self._restart()
        self.replay(keep)  # observers hear of it once, at the end

    def at_step(self, step: int) -> Game:
        """A copy of this game as it was after ``step`` actions (for replay sliders and tutorials)."""
        self._require_replayable("at_step")
        step = whole(step, "step", 0, len(self.history))
        past = self.copy()
        past.undo(len(self.history) - step)
        return past

    def copy(self) -> Game:
        """An independent copy: playing on it leaves this game unchanged."""
        return self._copy(self.state.copy())

    def _copy(self, state: State) -> Game:
        """This game around ``state`` (a copy of its own): history and seat counts copied, nobody watching."""
        other = Game.__new__(Game)  # copy.copy goes through __reduce_ex__: slower, and the same for this class
        other.__dict__.update(self.__dict__)
        other.state = state
        other.history = list(self.history)
        other._silent = list(self._silent)
        other._legal = {}
        other._observers = []  # a copy's moves are its own: nobody watching this game hears of them
        return other

    # -- observers -----------------------------------------------------------------------------------------------
    def subscribe(self, callback: Callable[[Game], None]) -> None:
        """Call ``callback(game)`` after every change of this game (a play, an undo, a replay), from any caller.

        The callback is held weakly (a bound method by its object), so subscribing keeps nothing alive: tables
        follow the game they show this way and can still be garbage collected. A game nobody watches pays nothing.

        >>> import tablekit
        >>> g = tablekit.new_game("amanite", players=3, seed=7)
        >>> seen = []
        >>> def note(game): seen.append(len(game.history))
        >>> g.subscribe(note)
        >>> g.play(g.to_act[0], g.legal_actions(g.to_act[0])[0]); g.undo(); seen
        [1, 0]
        """
        try:
            if not callable(callback):
                raise TypeError
            ref = weakref.WeakMethod(callback) if hasattr(callback, "__self__") else weakref.ref(callback)
        except TypeError:  # not callable, or not held weakly (a builtin such as print)
            raise ValueError(f"subscribe takes a function or a bound method, not {shown(callback)}") from None
        self._observers.append(ref)

    def unsubscribe(self, callback: Callable[[Game], None]) -> None:
        """Stop calling ``callback`` (a no-op if it was not subscribed)."""
        self._observers = [r for r in self._observers if r() not in (None, callback)]

    def _changed(self) -> None:
        alive = [r for r in self._observers if r() is not None]
        self._observers = alive
        for ref in alive:
            callback = ref()
            if callback is not None:
                callback(self)

    # -- information ---------------------------------------------------------------------------------------------
    def seen_history(self, seat: int | None) -> list[HistoryEntry]:
        """The history as ``seat`` saw it (``None``: a spectator): other seats' secret steps masked or left out.

        Everything shows once the game is over, or from the start in an open teaching game.

        >>> import tablekit
        >>> g = tablekit.new_game("minikin_city", players=3, seed=5)
        >>> g.play(0, g.legal_actions(0)[3].id)
        >>> [h.action for h in g.seen_history(0)], [h.label for h in g.seen_history(1)]
        (['keep:B17,B20,B9,G16'], ['Ralph keeps four cards'])
        """
        self._check_viewer(seat)
        if self.open or self.state.is_over():
            return list(self.history)
        return [e for e in (h.seen_by(seat) for h in self.history) if e is not None]

    def step_of_seen(self, seat: int | None, seen: int) -> int:
        """The step of this game just after the ``seen``-th step that ``seat`` saw (0 for none): replays count so."""
        self._check_viewer(seat)
        seen = whole(seen, "seen", 0, len(self.history))
        if seen == 0 or self.steps_seen(seat) == len(self.history):
            return seen
        steps = (i + 1 for i, h in enumerate(self.history) if h.seen_by(seat) is not None)
        return next(islice(steps, seen - 1, None), len(self.history))

    def steps_seen(self, seat: int | None) -> int:
        """How many steps ``seat`` has seen played (``None``: a spectator): its views count these."""
        self._check_viewer(seat)
        if self.open or self.state.is_over():
            return len(self.history)
        return len(self.history) - sum(self._silent) + (0 if seat is None else self._silent[seat])

    def static_data(self) -> dict[str, Any]:
        """The game's unchanging, public front-end data (board geometry, card faces...), the same for every seed."""
        return self.state.static_data()

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """A JSON-serialisable dict of exactly what ``seat`` may see (``None``: a spectator).

        Everything is revealed once the game is over, or from the start in an open teaching game.
        """
        self._check_viewer(seat)
        reveal = self.open or self.state.is_over()
        body = self.state.view(seat, reveal)
        return {
            "game": self.info.name,
            "players": self.players,
            "seat": seat,
            "step": self.steps_seen(seat),
            "to_act": self.state.to_act(),
            "over": self.state.is_over(),
            **body,
        }

    def result(self) -> Result:
        """Winners, final scores with a breakdown, and eliminated seats of a finished game."""
        if not self.state.is_over():
            raise IllegalAction(REFUSE("not_over"))
        return self.state.result()

    def score_timeline(self) -> list[list[float]]:
        """Per seat, the score after every step (index 0: before the first action).

        Scores use full information, so for a game with secrets this is refused until the game is over, unless
        it is an open teaching game.
        """
        if self.info.hidden_information and not (self.open or self.state.is_over()):
            raise HiddenInformation("scores depend on hidden information until the game is over (or play open=True)")
        self._require_replayable("score_timeline")
        state = self._fresh_state()
        rows = [state.scores()]
        for seat, action_id in self.actions:
            legal = {a.id: a for a in state.legal_actions(seat)}
            state.apply(seat, legal[action_id])
            rows.append(state.scores())
        return [list(col) for col in zip(*rows)]

    def determinize(self, seat: int, seed: int, quiet: bool = False) -> Game:
        """A copy where everything hidden from ``seat`` is dealt anew at random, consistent with what it saw.

        ``view(seat)`` of the copy equals ``view(seat)`` of this game, and its history is the one ``seat`` saw
        (:meth:`seen_history`). The copy can be played on (bots use it to look ahead) but not saved or undone,
        since no seed produces it. A ``quiet`` copy is a look-ahead nobody reads: the steps played on it make no
        events (their history entries have none; labels are still made when read).
        """
        other = self._copy(self._dealt(seat, seed, quiet))
        if not (self.open or self.state.is_over()):
            other.history = self.seen_history(seat)
            other._silent = [n if s == seat else 0 for s, n in enumerate(self._silent)]
        other._replayable = False
        return other

    def deal(self, seat: int, seed: int) -> State:
        """The rules state of ``determinize(seat, seed)`` alone, without the game around it (no history, no
        checks on play): the fast path for searches, which deal a world per iteration and play on its state.
        The state is quiet (:meth:`State.say`): nobody reads what its steps did, so they make no events.

        >>> import tablekit
        >>> g = tablekit.new_game("luxor", players=2, seed=4)
        >>> g.deal(0, seed=9).view(0, False) == g.determinize(0, seed=9).state.view(0, False)
        True
        """
        return self._dealt(seat, seed, True)

    def _dealt(self, seat: int, seed: int, quiet: bool) -> State:
        self._check_seat(seat)
        rng = random.Random(checked_seed(seed))
        world = self.state.copy(rng)
        world.quiet = quiet
        if not (self.open or self.state.is_over()):  # else nothing is hidden any more: only the future is new
            world.redeal(seat, rng)
        return world

    @property
    def replayable(self) -> bool:
        """Whether a seed and the actions produce this game: False for a determinized copy (no undo, no save)."""
        return self._replayable

    def _require_replayable(self, what: str) -> None:
        """Refuse ``what`` (a ``core.refuse.copy.*`` key: undo, at_step, save, score_timeline) on a copy."""
        if not self._replayable:
            raise IllegalAction(REFUSE("copy", what=REFUSE(f"copy.{what}")))

    # -- positions -----------------------------------------------------------------------------------------------
    def position(self, hidden: bool = True) -> dict[str, Any]:
        """The whole position now as a readable JSON document (``docs/positions.md``): game, players, options,
        the public part and, under ``hidden``, what some seat may not see, with the generator's state.

        ``hidden=False`` leaves the hidden part out: a game started from that document deals it anew.
        :func:`tablekit.new_game` takes the document back (``position=``); so does a file holding it.

        >>> import tablekit
        >>> g = tablekit.new_game("luxor", players=3, seed=4)
        >>> doc = g.position(hidden=False)
        >>> "hidden" in doc, tablekit.new_game("luxor", position=doc, seed=5).view(None) == g.view(None)
        (False, True)
        """
        return to_document(self, hidden)

    def save_position(self, path: str | os.PathLike[str], hidden: bool = True) -> None:
        """Write :meth:`position` to ``path`` as readable JSON."""
        from pathlib import Path

        from .position import dump

        if not isinstance(path, (str, os.PathLike)):
            raise ValueError(f"save_position takes a file path, not {shown(path)}")
        Path(path).write_text(dump(self.position(hidden)), encoding="utf-8")

    # -- records -------------------------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The JSON record of this game: format version, game, options, seed and actions."""
        from .record import make_record

        self._require_replayable("save")
        return make_record(self)

    def save(self, path: str) -> None:
        """Write the record to ``path`` as JSON; :func:`tablekit.load` reads it back."""
        from .record import write_record

        if not isinstance(path, (str, os.PathLike)):
            raise ValueError(f"save takes a file path, not {shown(path)}")
        write_record(self.record(), path)

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"to act: {self.to_act}"
        where = f"{self.players} players, seed {self.seed}, step {len(self.history)}"
        return f"<tablekit {self.info.name}: {where}, {state}>"


def _named(listed: list[Action], action_id: str) -> Action | None:
    """The action of ``listed`` with this id (a scan: most listed actions are never played, so a dict of them
    all, built at every listing, cost more than finding the one played)."""
    for action in listed:
        if action.id == action_id:
            return action
    return None


def _pairs(steps: Iterable[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    """The steps of :meth:`Game.replay`, one at a time; ``ValueError`` for anything but ``(seat, id)`` pairs."""
    try:
        items = iter(steps)
    except TypeError:
        raise ValueError(f"replay takes (seat, action id) pairs, not {shown(steps)}") from None
    for step in items:
        if not isinstance(step, (tuple, list)) or len(step) != 2:
            raise ValueError(f"replay takes (seat, action id) pairs, not {shown(step)}")
        yield step  # type: ignore[misc]


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=repr)  # a tuple and a list of the same items are the same


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)  # True is an int to Python, not to a record


def new_game(
    name: str, /, players: int | None = None, seed: int | None = None, scenario: str | None = None,
    position: Any = None, **options: Any
) -> Game:
    """Start a game. Unknown names, player counts or options raise ``ValueError`` listing the valid choices.

    ``scenario`` starts at a named position from a rulebook example (its player count is then the default).
    ``position`` starts from a position document (``Game.position()``) or a JSON file holding one; its players,
    seed and options are the game's, and ``ValueError`` names the field of a position that cannot be.

    >>> g = new_game("amanite", players=2, seed=1)
    >>> g.players
    2
    """
    return Game(name, players, seed=seed, scenario=scenario, position=position, **options)

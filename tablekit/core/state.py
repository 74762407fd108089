"""The interface every game's rules implement: one mutable ``State`` subclass per game.

A state holds the whole position, including the seeded random generator (``rng``), so a seed plus the list of
action ids replays a game exactly. The generic :class:`tablekit.core.game.Game` wraps a state with validation,
history, undo, save/load and determinization; the per-game code only says what the rules are.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .actions import Action
from .clone import clone
from .errors import REFUSE
from .info import GameInfo
from .text import Text, seat_text


@dataclass
class Result:
    """The outcome of a finished game.

    ``winners`` holds every winning seat (several when the rulebook calls it a shared win); ``places`` the placing
    of every seat by the game's own tie-breaks (1 for first; seats sharing a place share its number, and the next
    place counts the seats above: 1, 1, 3); ``breakdown`` has one dict per seat naming where its points came from;
    ``eliminated`` lists seats that could not win.
    """

    winners: list[int]
    scores: list[float]
    places: list[int]
    breakdown: list[dict[str, float]] = field(default_factory=list)
    eliminated: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "scores": list(self.scores),
            "places": list(self.places),
            "breakdown": [dict(b) for b in self.breakdown],
            "eliminated": list(self.eliminated),
        }


def places(keys: Sequence[Any], last: Collection[int] = ()) -> list[int]:
    """Each seat's place from its ranking key (higher is better, e.g. ``(score, tie-break)``): 1 plus the number
    of seats ranked above it. Seats in ``last`` (eliminated) come below all others, ranked among themselves.

    >>> places([33, 15, 15, 40])
    [2, 3, 3, 1]
    >>> places([(33, 0), (15, 0), (15, 15)]), places([9, 5, 7], last=[0])
    ([1, 3, 2], [3, 2, 1])
    """
    ranked = [(seat not in last, key) for seat, key in enumerate(keys)]
    return [1 + sum(other > mine for other in ranked) for mine in ranked]


def firsts(placing: Sequence[int]) -> list[int]:
    """The seats in first place.

    >>> firsts([2, 1, 1])
    [1, 2]
    """
    return [seat for seat, place in enumerate(placing) if place == 1]


TOLD: dict[tuple[Hashable, ...], Text] = {}  # the events made by State.say_once, shared by every game
MOST_TOLD = 50_000  # emptied when full, in case a game tells events with far more distinct arguments than ours


class State(ABC):
    """A game's complete position and rules. Subclasses set ``info`` and implement the abstract methods."""

    info: ClassVar[GameInfo]
    quiet: bool = False  # a look-ahead state (Game.deal): its steps make no events (see say)

    def __init__(self, players: int, rng: random.Random, options: Mapping[str, Any]) -> None:
        self.players = players
        self.rng = rng
        self.options = dict(options)

    # -- turn structure ------------------------------------------------------------------------------------------
    @abstractmethod
    def to_act(self) -> list[int]:
        """Seats that must act now: several in a simultaneous phase, ``[]`` once the game is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action for ``seat`` now (``[]`` when the seat is not to act)."""

    @abstractmethod
    def apply(self, seat: int, action: Action) -> list[Text]:
        """Carry out a legal action and return what happened (strings or :class:`~tablekit.core.text.T` messages).
        Only called with listed actions.

        The events are public: every seat reads them in the log, so they never name anything hidden.
        """

    def say(self, event: Text | Callable[..., Text], *args: Any, **kwargs: Any) -> None:
        """Tell of what the step being applied did: the event joins ``self._events`` (what ``apply`` returns).

        ``event`` is a text, or a function that makes it from ``args`` (a game's :class:`~tablekit.core.text
        .Messages` and its key and arguments, or a ``lambda``): in a quiet state, a look-ahead that nobody reads,
        the function is never called, so searches make no event or message objects. A game's history is told
        the same events as before, made as the step is applied.

        >>> from tablekit.core.text import T
        >>> class Demo(State):
        ...     to_act = legal_actions = apply = view = is_over = scores = result = inventory = locations = None
        >>> loud = Demo.__new__(Demo); loud._events = []
        >>> loud.say(T, "core.ui.undo"); loud.say(lambda: T("core.ui.undo")); loud._events
        [T('core.ui.undo'), T('core.ui.undo')]
        >>> quiet = Demo.__new__(Demo); quiet._events = []; quiet.quiet = True
        >>> quiet.say(lambda: 1 / 0); quiet._events
        []
        """
        if not self.quiet:
            self._events.append(event(*args, **kwargs) if callable(event) else event)  # type: ignore[attr-defined]

    def say_once(self, make: Callable[..., Text], *args: Hashable) -> None:
        """Say the event ``make(self, *args)``, made the first time these arguments come and then kept: for the
        events steps tell over and over (a seat takes a card, an action is carried out), whose few arguments take
        few values. The event must follow from the arguments and from what never changes in the state (its
        components): a game whose components can differ between games keeps a memo per set (:meth:`event_memo`).
        A quiet state makes none.

        >>> from tablekit.core.text import T
        >>> class Demo(State):
        ...     to_act = legal_actions = apply = view = is_over = scores = result = inventory = locations = None
        >>> def took(state, seat, value): return T("core.ui.undo", seat=seat, value=value)
        >>> loud = Demo.__new__(Demo); loud._events = []
        >>> loud.say_once(took, 0, 5); loud.say_once(took, 0, 5); loud._events[0] is loud._events[1]
        True
        """
        if self.quiet:
            return
        key = (make, *args)
        memo = self.event_memo()
        event = memo.get(key)
        if event is None:
            if len(memo) >= MOST_TOLD:
                memo.clear()
            event = memo[key] = make(self, *args)
        self._events.append(event)  # type: ignore[attr-defined]

    def event_memo(self) -> dict[tuple[Hashable, ...], Text]:
        """The memo of :meth:`say_once`: one for every game by default; a game whose events read components that
        can differ between games (a component file) returns one kept with its components."""
        return TOLD

    def has_legal_action(self, seat: int) -> bool:
        """Whether ``seat`` has any legal action now. Games override it where an answer is cheaper than the list."""
        return bool(self.legal_actions(seat))

    def seen_by_others(self, seat: int, action: Action) -> Action | None:
        """What every other seat sees of ``seat`` playing ``action`` (asked just before it is applied).

        The default, ``action`` itself, is for a public action. A secret choice returns an action whose id and
        text say only what shows (:func:`~tablekit.core.actions.masked`: ``keep:?``, "Blue keeps amulets"); a
        step inside a secret choice that shows only once complete (e.g. at its confirmation) returns ``None``:
        the others see nothing of it, not even that it was taken, so it has no events. Views count, and
        determinized copies hold, the steps each seat saw in the form it saw them.
        """
        return action

    def explain_illegal(self, seat: int, action_id: str) -> Text:
        """Why ``action_id`` is not legal for ``seat`` now, as language-free text; games override this to name the
        rule (the rulebook's section, in the reader's language)."""
        return REFUSE("not_legal", id=repr(action_id), seat=seat)

    def explain_waiting(self, seat: int) -> Text:
        """Why ``seat``, not among ``to_act()``, may not act now; games override this where there is more to say."""
        waiting = [seat_text(self.info, s) for s in self.to_act()]
        return REFUSE("not_your_turn", seat=seat_text(self.info, seat), waiting=waiting)

    # -- information ---------------------------------------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None, reveal: bool) -> dict[str, Any]:
        """A JSON-serialisable dict of exactly what ``seat`` may see (``None``: a spectator).

        ``reveal`` is true once the game is over or in an open teaching game: then everything is shown.
        """

    def static_data(self) -> dict[str, Any]:
        """Unchanging public data for the table (board geometry, card faces...), sent to the browser once.

        It may depend on the options (e.g. a component file) but never on the seed, a seat or anything hidden;
        views then refer to it by id. The default is none.
        """
        return {}

    def redeal(self, seat: int, rng: random.Random) -> None:
        """Deal anew, from ``rng``, everything hidden from ``seat``, consistently with what it has seen.

        The default suits games whose only secret is the future of the random generator.
        """
        self.rng = rng

    def copy(self, rng: random.Random | None = None) -> State:
        """An independent copy to play on: the one copy routine of every game (``Game.copy``, ``determinize``).

        The generator is copied by its state (deep-copying it costs hundreds of microseconds), or replaced by
        ``rng`` when given (a determinized copy deals from a new one: copying the old one would be wasted); the
        options and the components are shared (they never change: component classes return themselves from
        ``__deepcopy__``), and the last action's events (``_events``) are not copied: the copy starts with none.
        A copy of a quiet state is quiet.
        """
        if rng is None:
            rng = random.Random.__new__(random.Random)  # Random() would seed itself from the system first
            rng.setstate(self.rng.getstate())
        memo: dict[int, Any] = {id(self.rng): rng, id(self.options): self.options}
        events = self.__dict__.get("_events")
        if events is not None:
            memo[id(events)] = []
        return clone(self, memo)

    # -- ending and scoring --------------------------------------------------------------------------------------
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Each seat's score now, with full information (what final scoring would give if the game ended here)."""

    @abstractmethod
    def result(self) -> Result:
        """The result of a finished game."""

    # -- components ----------------------------------------------------------------------------------------------
    @abstractmethod
    def inventory(self) -> Counter[str]:
        """Every component of this game by kind, as fixed by the box and the player count."""

    @abstractmethod
    def locations(self) -> dict[str, Counter[str]]:
        """Where each component is now: place name → components there. Must add up to ``inventory()``."""

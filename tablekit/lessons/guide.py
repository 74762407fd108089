"""A pupil's way through a lesson: which step they are on, the game it is played on, and what the step allows.

A :class:`Guide` knows nothing of screens: a table asks it who plays a seat now, whether a move is the one the step
wants, and, after every change of the game, to catch up (a step whose move was made, or whose condition holds, is
done, and the next begins; an undo into an earlier step goes back to it). The words it gives are in the table's
language.

>>> import tablekit
>>> guide = Guide(tablekit.lesson("mangrovia"))
>>> guide.index, guide.expected()
(0, ['build:C4:3+4'])
>>> guide.allows(0, "build:G3:4"), guide.tried
(False, 'build:G3:4')
>>> guide.game.play(0, "build:C4:3+4"); _ = guide.follow(); guide.index
1
>>> guide.back(); guide.index, len(guide.game.history)
(0, 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..bots import bot_for
from ..bots.base import Bot
from ..core.game import Game
from ..core.text import render
from .conditions import holds
from .messages import M
from .model import Lesson, Step

HINTED = 3  # the hint names at most this many of the wanted moves (all are marked)
MAX_FREE_STEPS = 2_000  # rehearse(): the most steps one free or watched step may take before it is called stuck


@dataclass
class _Begun:
    """Where a step began: its game, the length of that game's history then, and the steps the pupil had seen."""

    game: Game
    length: int
    seen: int


class Guide:
    """The progress of one pupil through ``lesson``, from ``game`` (default: the first step's start).

    ``bots`` play the seats that are not the pupil's (default: each game's heuristic bot); in a watched step a bot
    plays the pupil's seat too.
    """

    def __init__(self, lesson: Lesson, game: Game | None = None, bots: dict[int, Bot] | None = None) -> None:
        if not isinstance(lesson, Lesson):
            raise ValueError(f"a Guide follows a tablekit.Lesson, not {type(lesson).__name__}")
        if game is None:
            start = lesson.steps[0].start
            assert start is not None
            game = start.game(lesson.game)
        elif not isinstance(game, Game) or game.name != lesson.game or game.players != lesson.players:
            raise ValueError(f"this lesson is played on a game of {lesson.game} for {lesson.players} players, "
                             f"not on {game!r}")
        self.lesson = lesson
        self.pupil = lesson.pupil
        self.bots = {s: bot_for(lesson.game, seed=s + 1) for s in range(lesson.players)}
        self.bots.update(bots or {})
        self.game = game
        self.index = 0
        self.tried = ""  # a legal move the step did not want, just refused
        self.hinted = False
        self._begun = [_Begun(game, len(game.history), game.steps_seen(self.pupil))]
        self._ended: list[int] = []  # per step done, the length of its game's history when it was done
        self.follow()

    # -- the step now --------------------------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.lesson.steps[self.index]

    def bot(self, seat: int) -> Bot | None:
        """The bot that plays ``seat`` now; None for the pupil's seat (except in a watched step)."""
        step = self.step
        if seat == self.pupil and not (step is not None and step.kind == "watch"):
            return None
        return self.bots[seat]

    def expected(self) -> list[str]:
        """The step's wanted moves that the pupil may play now (in the game's order)."""
        step = self.step
        if step is None or step.kind != "expect" or self.pupil not in self.game.to_act:
            return []
        wanted = set(step.expect)
        return [a for a in self.game.legal_ids(self.pupil) if a in wanted]

    def allows(self, seat: int, action_id: str) -> bool:
        """Whether the step lets ``seat`` play ``action_id``: False only for a legal move of the pupil's that the
        step does not want (it is kept in ``tried``, for the table to say why); an illegal one is the rules'
        business."""
        step = self.step
        if step is None or step.kind != "expect" or seat != self.pupil or seat not in self.game.to_act:
            return True
        wanted = self.expected()
        if not wanted or action_id in wanted or action_id not in self.game.legal_ids(seat):
            return True  # a step none of whose moves is legal here (another line of play) lets any move through
        self.tried = action_id
        return False

    # -- moving through the lesson -------------------------------------------------------------------------------
    def follow(self) -> bool:
        """Catch up with the game after a change: an undo below the point where a step was done reopens that step
        (the steps after it are dropped), then every step that is done ends and the next begins. True if the game
        to show is another one."""
        before = self.game
        while self._ended and self._begun[len(self._ended) - 1].game is self.game \
                and len(self.game.history) < self._ended[-1]:
            self.index = len(self._ended) - 1
            self._ended.pop()
            del self._begun[self.index + 1:]
            self._fresh()
        while not self.finished and self._done():
            self._ended.append(len(self.game.history))
            self._begin(self.index + 1)
        return self.game is not before

    def back(self) -> None:
        """Go back to the start of the previous step (the first step starts again)."""
        target = max(0, self.index - 1)
        del self._begun[target + 1:]
        del self._ended[target:]
        begun = self._begun[target]
        self.game = begun.game
        if len(begun.game.history) > begun.length:
            begun.game.undo(len(begun.game.history) - begun.length)
        self.index = target
        self._fresh()

    def hint(self) -> None:
        self.hinted = True

    def _fresh(self) -> None:
        self.tried = ""
        self.hinted = False

    def _done(self) -> bool:
        step = self.lesson.steps[self.index]
        begun = self._begun[self.index]
        game = begun.game
        if game.is_over:
            return True  # nothing more can happen in it: the next step (or the lesson's end)
        if step.kind == "expect":
            return self._pupil_moved()
        condition = step.condition
        assert condition is not None
        return holds(condition, game, game.steps_seen(self.pupil) - begun.seen)

    def _begin(self, index: int) -> None:
        self.index = index
        self._fresh()
        if self.finished:
            return
        start = self.lesson.steps[index].start
        if start is not None:
            self.game = start.game(self.lesson.game)
        self._begun.append(_Begun(self.game, len(self.game.history), self.game.steps_seen(self.pupil)))

    # -- what the screen shows -----------------------------------------------------------------------------------
    def frame(self, lang: str, labels: dict[str, str]) -> dict[str, Any]:
        """The lesson panel's data in ``lang``: ``labels`` are the pupil's legal moves now ({id: label}, empty
        while the pupil may not act), so that the marks and the hint name only moves on the pupil's screen."""
        step = self.step
        steps = len(self.lesson.steps)
        expect = [a for a in self.expected() if a in labels]
        why = ""
        if self.tried and step is not None:
            why = (step.why or step.text).get(lang)
        return {
            "title": self.lesson.title.get(lang),
            "index": self.index,
            "steps": steps,
            "kind": "done" if step is None else step.kind,
            "text": render(M("ui.done"), lang) if step is None else step.text.get(lang),
            "expect": expect,
            "tried": labels.get(self.tried, self.tried) if why else "",
            "why": why,
            "hint": [labels[a] for a in expect[:HINTED]] if self.hinted else [],
            "hint_more": max(0, len(expect) - HINTED) if self.hinted else 0,
            "back": self.index > 0 or self._pupil_moved(),
        }

    def _pupil_moved(self) -> bool:
        """Whether the pupil has moved since the step began (or, once the lesson is over, since the last began)."""
        begun = self._begun[-1]
        return any(h.seat == self.pupil for h in begun.game.history[begun.length:])


def rehearse(lesson: Lesson, bots: dict[int, Bot] | None = None) -> list[tuple[int, int, str]]:
    """Walk ``lesson`` as a pupil who always makes the first wanted move (any legal move in a free step), with its
    bots at the other seats: the ``(step, seat, action id)`` played. ``ValueError`` names a step that cannot be
    done (none of its wanted moves is ever legal, or its condition never holds): a check for lesson authors.

    >>> import tablekit
    >>> [a for _, seat, a in rehearse(tablekit.lesson("mangrovia")) if seat == 0][:2]
    ['build:C4:3+4', 'deck:valuables']
    """
    guide = Guide(lesson, bots=bots)
    played: list[tuple[int, int, str]] = []
    while not guide.finished:
        index, game = guide.index, guide.game
        for _ in range(MAX_FREE_STEPS):
            if guide.index != index or guide.game is not game or guide.finished:
                break
            movers = [s for s in game.to_act if guide.bot(s) is not None] or game.to_act
            seat = movers[0]
            bot = guide.bot(seat)
            if bot is not None:
                action = bot.act(game, seat)
            else:
                wanted = guide.expected()
                if guide.step is not None and guide.step.kind == "expect" and not wanted:
                    raise ValueError(f"steps[{index}].expect: none of {', '.join(guide.step.expect)} is legal "
                                     f"for seat {seat} here; legal: {', '.join(game.legal_ids(seat)[:10])}")
                action = (wanted or game.legal_ids(seat))[0]
            game.play(seat, action)
            played.append((index, seat, action))
            guide.follow()
        else:
            raise ValueError(f"steps[{index}]: still not done after {MAX_FREE_STEPS} steps")
    return played

"""Amanite's actions, made once per distinct move and shared: a position lists the same few again and again, and
their words are made only when a label is read (see :class:`tablekit.core.actions.Action`)."""

from __future__ import annotations

from functools import cache

from ...core.actions import Action
from ...core.text import T
from .components import ANIMALS, COLOUR_OF, START_CARDS
from .messages import M, colours, tokens
from .splits import distinct_splits


def _side_text(seat: int, side: str) -> T:
    return M("side", side=side, animal=M(f"seat.{seat}"), colours=colours(START_CARDS[ANIMALS[seat]][side]))


def _split_text(i: int, upper: str, lower: str) -> T:
    return M("split", tile=i + 1, upper=tokens(upper), lower=tokens(lower))


def _pile_text(i: int, k: int, pile: str) -> T:
    return M("pile", where=M(f"pile.{('upper', 'lower')[k]}"), tile=i + 1, tokens=tokens(pile))


def _take_text(i: int, pair: str) -> T:
    return M("take", tokens=tokens(pair), tile=i + 1)


def _feed_text(code: str) -> T:
    return M("feed", colour=M(f"colour.{COLOUR_OF[code]}"))


def _note_text(colour: str) -> T:
    return M("note", colour=M(f"colour.{colour}"))


def _place_text(i: int) -> T:
    return M("place", tile=i + 1)


@cache
def side_action(seat: int, side: str) -> Action:
    return Action(f"side:{side}", _side_text, seat, side)


@cache
def place_action(i: int) -> Action:
    """Put a meeple on the "1" space of forest tile ``i``."""
    return Action(f"place:{i}", _place_text, i)


@cache
def split_actions(i: int, tokens_: str) -> tuple[Action, ...]:
    """Every distinct split of forest tile ``i`` holding ``tokens_``, in the order of ``distinct_splits``."""
    return tuple(Action(f"split:{i}:{upper}|{lower}", _split_text, i, upper, lower)
                 for upper, lower in distinct_splits(tokens_))


@cache
def pile_action(i: int, k: int, pile: str) -> Action:
    return Action(f"pile:{i}:{k}", _pile_text, i, k, pile)


@cache
def pair_action(i: int, pair: str) -> Action:
    return Action(f"take:{i}:{pair}", _take_text, i, pair)


@cache
def feed_action(code: str) -> Action:
    return Action(f"feed:{code}", _feed_text, code)


@cache
def note_action(colour: str) -> Action:
    return Action(f"note:{colour}", _note_text, colour)

"""Minikin City's components, read from ``components.json`` (a designed set: the real lists are not public).

The file holds the 61 city cards, the 9 + 9 reward cards, the 2 game-end tiles and the 10 bonus tokens. Effects are
data in a small vocabulary, so a teacher with the box can write the real values without touching code:

- a *gain* is an object of counts: ``{"vp": 2, "medals": 1, "minikins": 3, "bonus": 1, "wild": 1}`` (any subset);
- an *effect* is ``{"gain": G}`` (a simple gain), ``{"if": {ITEM: n, ...}, "gain": G}`` (when the city shows at
  least n of each item, e.g. ``{"bag": 5, "heart": 2}``) or ``{"per": ITEM, "gain": G}`` (G once per item). ITEM is
  a symbol (``book``, ``heart``, ``smile``, ``bag``), a colour (a card of it), ``symbol_set`` (a set of the 4 symbols),
  ``symbol_kind`` (a symbol type shown), ``colour_set`` (a red, a green and a blue card), ``low`` (a card of value
  1 to 5), ``now`` (a card with an immediate effect) or ``minikins3`` (3 minikins, on cards or unused).

A key the format does not have is refused, naming it (``note`` is the one free comment).

>>> c = load(None)
>>> len(c.cards), c.card("G1").capacity, c.card("G1").score.need
(61, 3, (('book', 5),))
>>> validate({"cards": 3, "rewards": {}, "end_tiles": {}, "bonus_tokens": []})
Traceback (most recent call last):
...
ValueError: components: cards should be a list of 61 city cards, not 3
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...core.components import components_option, known_fields, load_components

DEFAULT_FILE = Path(__file__).with_name("components.json")
SYMBOLS: tuple[str, ...] = ("book", "heart", "smile", "bag")
COLOURS: tuple[str, ...] = ("red", "green", "blue")
ITEMS: tuple[str, ...] = (*SYMBOLS, *COLOURS, "symbol_set", "symbol_kind", "colour_set", "low", "now", "minikins3")
GAINS: tuple[str, ...] = ("vp", "medals", "minikins", "bonus", "wild")
SCORE_GAINS = ("vp", "medals")  # what a scoring effect may give: it is read at the end, when nothing else counts
SETS = {"2-3": (2, 3), "4-5": (4, 5)}
CARD_COUNT, REWARD_CARDS, BONUS_TOKENS, TOP_VALUE, MAX_CAPACITY = 61, 9, 10, 21, 5
LOW_VALUES = range(1, 6)  # "a card of value 1 to 5" (appendix)


@dataclass(frozen=True)
class Gain:
    """Counts of what an effect or a rank space gives."""

    vp: int = 0
    medals: int = 0
    minikins: int = 0
    bonus: int = 0
    wild: int = 0

    def times(self, n: int) -> Gain:
        return Gain(self.vp * n, self.medals * n, self.minikins * n, self.bonus * n, self.wild * n)

    def to_dict(self) -> dict[str, int]:
        return {k: getattr(self, k) for k in GAINS if getattr(self, k)}


@dataclass(frozen=True)
class Effect:
    """A gain, given once, once per ``per`` item, or when the city shows the symbols in ``need``."""

    gain: Gain
    per: str | None = None
    need: tuple[tuple[str, int], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"gain": self.gain.to_dict()}
        if self.per:
            out["per"] = self.per
        if self.need:
            out["if"] = dict(self.need)
        return out


@dataclass(frozen=True)
class Card:
    """A city card: ``id`` is its colour's initial and value (``"B15"``), or ``"21"`` for the colourless card."""

    id: str
    colour: str | None
    value: int
    symbols: tuple[str, ...]
    capacity: int
    now: Effect | None
    score: Effect | None
    counted: tuple[str, ...] = field(init=False, repr=False, compare=False)  # the items it shows, made once

    def __post_init__(self) -> None:
        flags = (self.colour, "low" if self.value in LOW_VALUES else None, "now" if self.now else None)
        object.__setattr__(self, "counted", (*self.symbols, *filter(None, flags)))

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "colour": self.colour, "value": self.value, "symbols": list(self.symbols),
                "capacity": self.capacity, "now": self.now and self.now.to_dict(),
                "score": self.score and self.score.to_dict()}


@dataclass(frozen=True)
class RewardCard:
    """A reward card: its colour and, per player count its side is for, the gains of each rank space."""

    colour: str
    sides: tuple[tuple[int, tuple[Gain, ...]], ...]

    def ranks(self, players: int) -> tuple[Gain, ...]:
        for n, gains in self.sides:  # a scan of two or three sides, not a dict made at every call
            if n == players:
                return gains
        raise KeyError(players)


@dataclass(frozen=True)
class BonusToken:
    """A bonus token: its effect resolves when taken (``now``) or at final scoring (``end``)."""

    index: int
    when: str
    effect: Effect


@dataclass(frozen=True)
class Components:
    cards: tuple[Card, ...]
    rewards: tuple[tuple[str, tuple[RewardCard, ...]], ...]  # set name → its 9 reward cards
    end_tiles: tuple[tuple[int, tuple[Gain, ...]], ...]  # player count → rank gains
    bonus_tokens: tuple[BonusToken, ...]

    def __deepcopy__(self, memo: dict) -> Components:
        return self  # printed on the components: copies of a game share them

    by_id: dict[str, Card] = field(init=False, repr=False, compare=False)  # the cards by id

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_id", {c.id: c for c in self.cards})

    def card(self, card_id: str) -> Card:
        return self.by_id[card_id]

    def reward_cards(self, players: int) -> tuple[RewardCard, ...]:
        return next(cards for name, cards in self.rewards if players in SETS[name])

    def end_ranks(self, players: int) -> tuple[Gain, ...]:
        return dict(self.end_tiles)[players]

    def to_dict(self) -> dict[str, Any]:
        """The public faces, for the table: cards by id, reward cards per set, end tiles and bonus tokens."""
        return {
            "cards": {c.id: c.to_dict() for c in self.cards},
            "rewards": {name: [{"colour": r.colour, "sides": {str(n): [g.to_dict() for g in ranks]
                                                             for n, ranks in r.sides}} for r in cards]
                        for name, cards in self.rewards},
            "end_tiles": {str(n): [g.to_dict() for g in ranks] for n, ranks in self.end_tiles},
            "bonus_tokens": [{"when": b.when, "effect": b.effect.to_dict()} for b in self.bonus_tokens],
        }


def card_id(colour: str | None, value: int) -> str:
    return f"{colour[0].upper()}{value}" if colour else str(value)


# -- validation ---------------------------------------------------------------------------------------------------
def _fail(path: str, should: str, value: Any) -> ValueError:
    return ValueError(f"components: {path} should be {should}, not {value!r:.60}")


def _obj(raw: Any, path: str, keys: tuple[str, ...], text: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise _fail(path, f"an object with {', '.join(keys)}", raw)
    for key in keys:
        if key not in raw:
            raise ValueError(f"components: {path}.{key} is missing")
    return known_fields(raw, path, keys, text=text)


def _int(raw: Any, path: str, lo: int, hi: int) -> int:
    if type(raw) is not int or not lo <= raw <= hi:
        raise _fail(path, f"an int from {lo} to {hi}", raw)
    return raw


def _gain(raw: Any, path: str, allowed: tuple[str, ...] = GAINS) -> Gain:
    if not isinstance(raw, dict):
        raise _fail(path, f"an object of counts ({', '.join(allowed)})", raw)
    for key, value in raw.items():
        if key not in allowed:
            raise _fail(f"{path} key", f"one of {', '.join(allowed)}", key)
        _int(value, f"{path}.{key}", 0, 99)
    return Gain(**raw)


def _effect(raw: Any, path: str, allowed: tuple[str, ...] = GAINS) -> Effect:
    if not isinstance(raw, dict) or "gain" not in raw or not set(raw) <= {"gain", "per", "if"} or len(raw) > 2:
        raise _fail(path, 'an effect: {"gain": ...} with at most one of "per" or "if"', raw)
    gain = _gain(raw["gain"], f"{path}.gain", allowed)
    per = raw.get("per")
    if per is not None and per not in ITEMS:
        raise _fail(f"{path}.per", f"one of {', '.join(ITEMS)}", per)
    need: tuple[tuple[str, int], ...] = ()
    if "if" in raw:
        cond = raw["if"]
        if not isinstance(cond, dict) or not cond:
            raise _fail(f"{path}.if", "an object of item counts", cond)
        for key, value in cond.items():
            if key not in ITEMS:
                raise _fail(f"{path}.if key", f"one of {', '.join(ITEMS)}", key)
            _int(value, f"{path}.if.{key}", 1, 99)
        need = tuple((s, cond[s]) for s in ITEMS if s in cond)
    return Effect(gain, per, need)


def _card(raw: Any, path: str) -> Card:
    raw = _obj(raw, path, ("colour", "value", "symbols", "capacity", "now", "score"))
    colour = raw["colour"]
    if colour is not None and colour not in COLOURS:
        raise _fail(f"{path}.colour", "red, green, blue or null (the 21)", colour)
    value = _int(raw["value"], f"{path}.value", 1, TOP_VALUE)
    symbols = raw["symbols"]
    if not isinstance(symbols, list) or any(s not in SYMBOLS for s in symbols):
        raise _fail(f"{path}.symbols", f"a list of symbols from {', '.join(SYMBOLS)}", symbols)
    capacity = _int(raw["capacity"], f"{path}.capacity", 0, MAX_CAPACITY)
    now = None if raw["now"] is None else _effect(raw["now"], f"{path}.now")
    score = None if raw["score"] is None else _effect(raw["score"], f"{path}.score", SCORE_GAINS)
    if (capacity > 0) != (score is not None):
        raise _fail(f"{path}.capacity", "above 0 exactly when the card has a scoring effect", capacity)
    if (colour is None) != (value == TOP_VALUE):
        raise _fail(f"{path}.colour", "null for the 21 and a colour for values 1 to 20", colour)
    if colour is None and (symbols or capacity or now):
        raise _fail(path, "the 21 without symbols, spaces or effects", raw)
    return Card(card_id(colour, value), colour, value, tuple(symbols), capacity, now, score)


def _ranks(raw: Any, path: str, players: int) -> tuple[Gain, ...]:
    if not isinstance(raw, list) or len(raw) != players:
        raise _fail(path, f"a list of {players} rank spaces (one per player)", raw)
    return tuple(_gain(g, f"{path}[{i}]") for i, g in enumerate(raw))


def validate(raw: Any) -> Components:
    """Check a components file and return it in immutable form; any fault raises ``ValueError`` naming the field."""
    raw = _obj(raw, "file", ("cards", "rewards", "end_tiles", "bonus_tokens"), text=("note",))
    cards_raw = raw["cards"]
    if not isinstance(cards_raw, list) or len(cards_raw) != CARD_COUNT:
        shown = len(cards_raw) if isinstance(cards_raw, list) else cards_raw
        raise _fail("cards", f"a list of {CARD_COUNT} city cards", shown)
    cards = tuple(_card(c, f"cards[{i}]") for i, c in enumerate(cards_raw))
    ids = sorted(c.id for c in cards)
    want = sorted([card_id(col, v) for col in COLOURS for v in range(1, TOP_VALUE)] + [str(TOP_VALUE)])
    if ids != want:
        missing = sorted(set(want) - set(ids))
        raise _fail("cards", "red, green and blue 1 to 20 and one colourless 21, each once", f"missing {missing}")
    rewards_raw = _obj(raw["rewards"], "rewards", tuple(SETS))
    rewards = []
    for name, counts in SETS.items():
        lst = rewards_raw[name]
        if not isinstance(lst, list) or len(lst) != REWARD_CARDS:
            raise _fail(f"rewards.{name}", f"a list of {REWARD_CARDS} reward cards", lst)
        found = []
        for i, card in enumerate(lst):
            path = f"rewards.{name}[{i}]"
            card = _obj(card, path, ("colour", *map(str, counts)))
            if card["colour"] not in COLOURS:
                raise _fail(f"{path}.colour", "red, green or blue", card["colour"])
            sides = tuple((n, _ranks(card[str(n)], f"{path}.{n}", n)) for n in counts)
            found.append(RewardCard(card["colour"], sides))
        rewards.append((name, tuple(found)))
    tiles_raw = _obj(raw["end_tiles"], "end_tiles", tuple(SETS))
    end_tiles = []
    for name, counts in SETS.items():
        tile = _obj(tiles_raw[name], f"end_tiles.{name}", tuple(map(str, counts)))
        end_tiles += [(n, _ranks(tile[str(n)], f"end_tiles.{name}.{n}", n)) for n in counts]
    tokens_raw = raw["bonus_tokens"]
    if not isinstance(tokens_raw, list) or len(tokens_raw) != BONUS_TOKENS:
        raise _fail("bonus_tokens", f"a list of {BONUS_TOKENS} bonus tokens", tokens_raw)
    tokens = []
    for i, token in enumerate(tokens_raw):
        token = _obj(token, f"bonus_tokens[{i}]", ("when", "effect"))
        if token["when"] not in ("now", "end"):
            raise _fail(f"bonus_tokens[{i}].when", '"now" (when taken) or "end" (at final scoring)', token["when"])
        effect = _effect(token["effect"], f"bonus_tokens[{i}].effect")
        tokens.append(BonusToken(i, token["when"], effect))
    return Components(cards, tuple(rewards), tuple(end_tiles), tuple(tokens))


OPTION = components_option(DEFAULT_FILE, validate, doc="the card set: None (the designed default), a path or a dict")


def load(value: Any) -> Components:
    """The components for a ``components`` option value (None: the packaged designed set)."""
    return load_components(value, DEFAULT_FILE, validate)

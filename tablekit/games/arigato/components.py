"""Arigato's components: the public facts of the box, and the card and goal data read from ``components.json``.

No card list or goal list of the published game is public, so the package ships a *designed* set that keeps
every count of the rulebook (100 artisans, 20 of each of the 5 types; goals on 10 of the 12 days, none on day 12).
A teacher with the box passes the real values through the ``components`` option (a path or a dict of the same
shape); :func:`validate` checks any JSON value and names the field at fault.

>>> import json
>>> data = validate(json.loads(DEFAULT_FILE.read_text(encoding="utf-8")))
>>> len(data.cards), sorted(data.goals)[:3]
(100, [2, 3, 4])
>>> validate({"cards": [], "goals": []})
Traceback (most recent call last):
...
ValueError: components: cards should hold 100 artisan cards, not 0
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...core.components import known_fields

DEFAULT_FILE = Path(__file__).with_name("components.json")

TYPES: tuple[str, ...] = ("origami", "bonsai", "blacksmith", "sculptor", "fireworks")
ITEMS: tuple[str, ...] = ("origami", "bonsai", "katana", "statue", "fireworks")
ITEM_OF: dict[str, str] = dict(zip(TYPES, ITEMS))
CARDS_PER_TYPE = 20
DAYS = 12
GOAL_DAYS = 10
SLOTS = 4
OFFERING_TOKENS = 4
ITEM_LIMIT = 7
BONUS_EVERY = 10  # favour from effects reaching each multiple of 10 ...
BONUS_ITEMS = 2  # ... gives this many items of the player's choice
ANY = "any"

# Effect vocabulary: what an effect does → when it may trigger and which fields it needs.
# "now": once, when the card becomes a villager; "dusk": the hourglass, every dusk while in the village;
# "passive": changes a rule while the card is in the village.
EFFECTS: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {
    "item": (frozenset({"now", "dusk"}), ("item", "n")),  # gain n of an item (or "any": of your choice)
    "favour": (frozenset({"now", "dusk"}), ("n",)),  # gain n favour
    "favour_per_type": (frozenset({"now", "dusk"}), ("type", "n")),  # n favour per village artisan of a type
    "favour_per_offering": (frozenset({"now", "dusk"}), ("n",)),  # n favour per offering token in the village
    "favour_per_item": (frozenset({"now", "dusk"}), ("item", "n")),  # n favour per item of a kind held
    "cheap_trade": (frozenset({"passive"}), ("item",)),  # trade 1 (not 2) of this item for 1 of choice
    "palace_bonus": (frozenset({"passive"}), ("type", "n")),  # n favour per artisan of a type sent to the palace
}
GOAL_KINDS: dict[str, bool] = {  # kind → whether it takes a number n
    "village": True,  # at least n artisans in the village
    "same_type": True,  # at least n village artisans of one type
    "types": True,  # at least n different types in the village
    "offerings": True,  # at least n offering tokens on village artisans
    "palace": True,  # at least n artisans sent to the palace so far
    "identical": True,  # at least n identical items held
    "all_items": False,  # all five kinds of item held
    "items": True,  # at least n items held
    "favour": True,  # at least n favour gained from effects
}


@dataclass(frozen=True)
class Effect:
    """A card effect: ``when`` it triggers, what it ``do``es, with an item, a type and an amount as it needs."""

    when: str
    do: str
    item: str | None = None
    type: str | None = None
    n: int = 1

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"when": self.when, "do": self.do, "n": self.n}
        if self.item is not None:
            out["item"] = self.item
        if self.type is not None:
            out["type"] = self.type
        return out


@dataclass(frozen=True)
class Card:
    """One artisan card: its type (its item follows), favour, offering cost, allowed slots (1–4) and effect."""

    index: int
    id: str
    type: str
    favour: int
    cost: tuple[int, ...]  # how many of each item, in ITEMS order
    slots: tuple[int, ...]
    effect: Effect | None
    # read at every production and day listing, so worked out once from the fields above:
    produces: int = field(init=False, repr=False, compare=False)  # the index in ITEMS of the item it makes
    cheapens: int | None = field(init=False, repr=False, compare=False)  # the item index its passive trades at 1

    def __post_init__(self) -> None:
        effect = self.effect
        cheap = effect.item if effect is not None and effect.do == "cheap_trade" else None
        object.__setattr__(self, "produces", ITEMS.index(ITEM_OF[self.type]))
        object.__setattr__(self, "cheapens", None if cheap is None else ITEMS.index(cheap))

    @property
    def item(self) -> str:
        return ITEM_OF[self.type]

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "type": self.type, "item": self.item, "favour": self.favour,
                "cost": {i: n for i, n in zip(ITEMS, self.cost) if n}, "slots": list(self.slots),
                "effect": self.effect.to_dict() if self.effect else None}


@dataclass(frozen=True)
class Goal:
    """A goal tile on a calendar day: a goal kind and its number."""

    day: int
    kind: str
    n: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"day": self.day, "kind": self.kind, "n": self.n}


class Memo(dict[Any, Any]):
    """Actions and events built once and shared by every state of the same components. A key absent when read with
    ``memo[key]`` holds a list of one entry per card, each None until made (``memo.get`` reads other keys)."""

    def __init__(self, cards: int) -> None:
        super().__init__()
        self.cards = cards

    def __missing__(self, key: Hashable) -> list[Any]:
        found = self[key] = [None] * self.cards
        return found


@dataclass(frozen=True)
class Components:
    """The validated card and goal data, shared (never copied) by every state."""

    cards: tuple[Card, ...]
    goals: dict[int, Goal]  # day → its goal
    by_id: dict[str, int]
    memo: Memo = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "memo", Memo(len(self.cards)))

    def __deepcopy__(self, memo: dict) -> Components:
        return self


def _fail(field: str, want: str, value: Any) -> ValueError:
    text = repr(value)
    return ValueError(f"components: {field} should be {want}, not {text if len(text) <= 40 else text[:37] + '...'}")


def _int(value: Any, field: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise _fail(field, f"an int from {lo} to {hi}", value)
    return value


def _choice(value: Any, field: str, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise _fail(field, f"one of {', '.join(choices)}", value)
    return value


def _object(value: Any, field: str, keys: tuple[str, ...], text: tuple[str, ...] = ()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(field, "an object", value)
    missing = [k for k in keys if k not in value]
    if missing:
        raise ValueError(f"components: {field} lacks {', '.join(missing)}")
    return known_fields(value, field, keys, text=text)


def _effect(raw: Any, field: str) -> Effect | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise _fail(field, "null or an object with when and do", raw)
    do = _choice(raw.get("do"), f"{field}.do", tuple(EFFECTS))
    whens, needs = EFFECTS[do]
    _object(raw, field, ("when", "do", *needs))
    when = _choice(raw["when"], f"{field}.when", tuple(sorted(whens)))
    item = _choice(raw["item"], f"{field}.item", (*ITEMS, ANY) if do == "item" else ITEMS) if "item" in needs else None
    kind = _choice(raw["type"], f"{field}.type", TYPES) if "type" in needs else None
    n = _int(raw["n"], f"{field}.n", 1, 3) if "n" in needs else 1
    return Effect(when, do, item, kind, n)


def _card(raw: Any, index: int) -> Card:
    field = f"cards[{index}]"
    _object(raw, field, ("id", "type", "favour", "cost", "slots", "effect"))
    card_id = raw["id"]
    if not isinstance(card_id, str) or not card_id.isalnum() or not 0 < len(card_id) <= 8:
        raise _fail(f"{field}.id", "a short letters-and-digits string", card_id)
    kind = _choice(raw["type"], f"{field}.type", TYPES)
    favour = _int(raw["favour"], f"{field}.favour", 0, 20)
    cost_raw = raw["cost"]
    if not isinstance(cost_raw, dict) or not cost_raw:
        raise _fail(f"{field}.cost", "an object item → count with at least one item", cost_raw)
    for item, n in cost_raw.items():
        _choice(item, f"{field}.cost key", ITEMS)
        _int(n, f"{field}.cost.{item}", 1, ITEM_LIMIT)
    cost = tuple(cost_raw.get(item, 0) for item in ITEMS)
    if sum(cost) > ITEM_LIMIT:  # a player never holds more than 7 items at once after dusk, so it could not be paid
        raise _fail(f"{field}.cost", f"payable: at most {ITEM_LIMIT} items in all", cost_raw)
    slots = raw["slots"]
    if (not isinstance(slots, list) or not slots or len(set(map(repr, slots))) != len(slots)
            or not all(type(s) is int and 1 <= s <= SLOTS for s in slots)):
        raise _fail(f"{field}.slots", f"a list of different village slots from 1 to {SLOTS}", slots)
    return Card(index, card_id, kind, favour, cost, tuple(sorted(slots)), _effect(raw["effect"], f"{field}.effect"))


def _goal(raw: Any, index: int) -> Goal:
    field = f"goals[{index}]"
    kind = _choice(raw.get("kind") if isinstance(raw, dict) else None, f"{field}.kind", tuple(GOAL_KINDS))
    _object(raw, field, ("day", "kind", "n") if GOAL_KINDS[kind] else ("day", "kind"))
    day = _int(raw["day"], f"{field}.day", 1, DAYS - 1)  # day 12 has no goal
    return Goal(day, kind, _int(raw["n"], f"{field}.n", 1, 40) if GOAL_KINDS[kind] else 0)


def validate(raw: Any) -> Components:
    """Check a components value (parsed JSON) and return it in the engine's immutable form."""
    _object(raw, "components", ("cards", "goals"), text=("about",))
    cards_raw, goals_raw = raw["cards"], raw["goals"]
    total = CARDS_PER_TYPE * len(TYPES)
    if not isinstance(cards_raw, list) or len(cards_raw) != total:
        raise _fail("cards", f"a list of {total} artisan cards", cards_raw) if not isinstance(cards_raw, list) \
            else ValueError(f"components: cards should hold {total} artisan cards, not {len(cards_raw)}")
    cards = tuple(_card(c, i) for i, c in enumerate(cards_raw))
    ids = [c.id for c in cards]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise ValueError(f"components: cards ids should be unique; repeated: {', '.join(dupes)}")
    for kind in TYPES:
        count = sum(c.type == kind for c in cards)
        if count != CARDS_PER_TYPE:
            raise ValueError(f"components: cards should hold {CARDS_PER_TYPE} {kind} artisans, not {count}")
    if not isinstance(goals_raw, list) or len(goals_raw) != GOAL_DAYS:
        raise _fail("goals", f"a list of {GOAL_DAYS} goal tiles (one per goal day, none on day {DAYS})", goals_raw)
    goals = [_goal(g, i) for i, g in enumerate(goals_raw)]
    days = [g.day for g in goals]
    if len(set(days)) != len(days):
        raise ValueError(f"components: goals should be on {GOAL_DAYS} different days, not on days {days}")
    return Components(cards, {g.day: g for g in sorted(goals, key=lambda g: g.day)}, {c.id: c.index for c in cards})

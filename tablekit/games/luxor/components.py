"""Luxor's components, read from ``components.json`` and validated on load.

The rulebook gives the totals (31 movement cards, 24 Horus cards, 30 treasures, 14 temple tiles, 6 Osiris and 6
Horus tiles, 20 keys, 22 scarabs) but not the board: the path, its wall values, where each tile and icon lies, the
treasure varieties and the card mixes are PROPOSED values in the data file, so a teacher with the box can pass
their own (``components="my_luxor.json"``). A bad file raises ``ValueError`` naming the field, and so does a key
the file format does not have (``_about`` is the one free comment).

>>> c = validate(json.loads(DEFAULT_FILE.read_text(encoding="utf-8")))
>>> c.spaces, c.chamber, len(c.cards), len(c.treasures)
(40, 41, 55, 30)
>>> validate({**json.loads(DEFAULT_FILE.read_text(encoding="utf-8")), "keys": "x"})
Traceback (most recent call last):
ValueError: components: keys should be the int 20 (the rulebook's count), not 'x'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from ...core.components import known_fields
from ...core.inputs import one_of

DEFAULT_FILE = Path(__file__).with_name("components.json")

TREASURE_TYPES = ("vase", "statue", "jewellery")
PILES = ("cobra", "falcon", "lion")
TEMPLE_KINDS = ("tunnel", "scarab", "wild", "scarab_or_wild", "favour")
MOVEMENT_KINDS = ("number", "plusminus", "die")
HORUS_KINDS = ("choose", "roll", "all", "last", "fewer")
LEVELS = (1, 2, 3)
FIELDS = ("spaces", "statues", "walls", "horus_spaces", "osiris_spaces", "osiris_tiles", "temple_icons",
          "temple_piles", "treasures", "movement_cards", "horus_cards", "keys", "wild_cards", "scarabs")
TOTALS = {"movement_cards": 31, "horus_cards": 24, "treasures": 30, "temple tiles": 14, "osiris_tiles": 6,
          "horus_spaces": 6, "keys": 20, "scarabs": 22}


@dataclass(frozen=True)
class Card:
    """A movement card (``level`` 0) or a Horus card (level 1–3): its kind and number (0 when it has none)."""

    id: int
    kind: str
    value: int
    level: int

    @cached_property
    def back(self) -> str:
        """What the others see of it in a hand: ``"m"`` for a movement card, ``"h2"`` for a level-2 Horus card."""
        return f"h{self.level}" if self.level else "m"

    @cached_property
    def steps(self) -> tuple[int, ...]:
        """The step counts it moves one adventurer by, chosen as it is played (−1: one step back); none for a card
        that rolls first or moves several (die, roll, all, last)."""
        if self.kind == "number":
            return (self.value,)
        if self.kind == "plusminus":
            return (1, -1)
        return tuple(range(1, self.value + 1)) if self.kind in ("choose", "fewer") else ()


@dataclass(frozen=True)
class Treasure:
    id: int
    type: str
    adventurers: int
    vp: int


@dataclass(frozen=True)
class Components:
    """The validated contents of a component file: immutable, shared by every state that uses it."""

    spaces: int
    statues: tuple[int, ...]  # a statue after space s stands between s and s + 1
    walls: tuple[int, ...]  # stairs 0, spaces 1..spaces, chamber spaces + 1
    horus_spaces: dict[int, int]  # space -> level
    osiris_spaces: tuple[int, ...]
    osiris_tiles: tuple[int, ...]
    icons: dict[int, str]  # space -> temple pile name
    piles: dict[str, tuple[str, ...]]  # pile -> temple tile codes ("tunnel", "favour:1:2" ...)
    treasures: tuple[Treasure, ...]
    cards: tuple[Card, ...]  # movement cards first, then Horus cards
    keys: int
    wild_cards: int
    scarabs: tuple[int, ...]  # the value of each scarab token
    actions: dict[tuple[Any, ...], Any] = field(default_factory=dict, compare=False, repr=False)  # built once
    events: dict[tuple[Any, ...], Any] = field(default_factory=dict, compare=False, repr=False)  # State.say_once's

    @cached_property
    def chamber(self) -> int:
        return self.spaces + 1

    @cached_property
    def treasure_spaces(self) -> tuple[int, ...]:
        fixed = set(self.horus_spaces) | set(self.osiris_spaces)
        return tuple(s for s in range(1, self.spaces + 1) if s not in fixed)

    @cached_property
    def by_level(self) -> dict[int, tuple[int, ...]]:
        """The card ids of each level, in order: 0 the movement cards (the first deck), 1-3 each Horus pile."""
        return {level: tuple(card.id for card in self.cards if card.level == level) for level in (0, *LEVELS)}

    @cached_property
    def faces(self) -> tuple[int, ...]:
        """Per card id, the first card printed alike (same kind and number): cards alike list the same actions."""
        first: dict[tuple[str, int], int] = {}
        return tuple(first.setdefault((card.kind, card.value), card.id) for card in self.cards)

    def __deepcopy__(self, memo: dict) -> Components:
        return self  # printed in the box: never changes, so copies of a game share it

    def static(self) -> dict[str, Any]:
        """The JSON the table draws the board from (no secret in it: every value is printed in the box)."""
        return {
            "spaces": self.spaces, "statues": list(self.statues), "walls": list(self.walls),
            "horus_spaces": {str(s): lv for s, lv in self.horus_spaces.items()},
            "osiris_spaces": list(self.osiris_spaces),
            "icons": {str(s): p for s, p in self.icons.items()},
            "treasures": [[t.type, t.adventurers, t.vp] for t in self.treasures],
            "cards": [[c.kind, c.value, c.level] for c in self.cards],
            "layout": spiral(self.spaces),
        }


def spiral(spaces: int) -> dict[str, Any]:
    """Grid cells of the spaces along a clockwise square spiral from the outer corner inwards.

    The smallest square with room for every space is used; the cells left over in its middle are the chamber.

    >>> layout = spiral(40)
    >>> layout["size"], layout["cells"][0], layout["cells"][24], layout["chamber"]
    (7, [0, 0], [1, 1], [2, 2, 3, 3])
    """
    n = 1
    while n * n <= spaces:
        n += 1
    cells, seen = [], set()
    x = y = 0
    dx, dy = 1, 0
    while len(cells) < n * n:
        cells.append([x, y])
        seen.add((x, y))
        nx, ny = x + dx, y + dy
        if not (0 <= nx < n and 0 <= ny < n) or (nx, ny) in seen:
            dx, dy = -dy, dx
            nx, ny = x + dx, y + dy
        x, y = nx, ny
    rest = cells[spaces:]
    xs, ys = [c[0] for c in rest], [c[1] for c in rest]
    return {"size": n, "cells": cells[:spaces],
            "chamber": [min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1]}


# -- validation: every problem is a ValueError naming the field -------------------------------------------------
def _fail(field: str, want: str, got: Any) -> None:
    text = repr(got)
    raise ValueError(f"components: {field} should be {want}, not {text if len(text) < 60 else text[:57] + '...'}")


def _int(raw: Any, field: str, lo: int, hi: int) -> int:
    if type(raw) is not int or not lo <= raw <= hi:
        _fail(field, f"an int from {lo} to {hi}", raw)
    return raw


def _list(raw: Any, field: str) -> list[Any]:
    if not isinstance(raw, list):
        _fail(field, "a list", raw)
    return raw


def _dict(raw: Any, field: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        _fail(field, "an object", raw)
    return raw


def _get(raw: dict[str, Any], key: str, field: str) -> Any:
    if key not in raw:
        raise ValueError(f"components: {field}.{key} is missing" if field else f"components: {key} is missing")
    return raw[key]


def _choice(raw: Any, field: str, choices: tuple[Any, ...]) -> Any:
    if not one_of(raw, choices):
        _fail(field, "one of " + ", ".join(map(repr, choices)), raw)
    return raw


def _total(field: str, n: int) -> None:
    if n != TOTALS[field]:
        raise ValueError(f"components: {field} should hold {TOTALS[field]} in all (the rulebook's count), not {n}")


def _counted(raw: Any, field: str) -> list[tuple[dict[str, Any], int, str]]:
    """Entries of a list of ``{..., "count": n}`` objects, each with its count and its field name."""
    out = []
    for i, entry in enumerate(_list(raw, field)):
        name = f"{field}[{i}]"
        entry = _dict(entry, name)
        out.append((entry, _int(_get(entry, "count", name), f"{name}.count", 0, 99), name))
    return out


def _spaces_list(raw: Any, field: str, spaces: int, n: int) -> tuple[int, ...]:
    items = _list(raw, field)
    if len(items) != n:
        _fail(field, f"a list of {n} spaces", raw)
    found = tuple(_int(s, f"{field}[{i}]", 1, spaces) for i, s in enumerate(items))
    if len(set(found)) != n:
        _fail(field, "spaces that are all different", raw)
    return found


def validate(raw: Any) -> Components:
    """Check a component file's JSON value and return it as :class:`Components`; ``ValueError`` names the field."""
    if not isinstance(raw, dict):
        _fail("the file", "an object with the fields " + ", ".join(FIELDS), raw)
    known_fields(raw, "the file", FIELDS, text=("_about",))
    spaces = _int(_get(raw, "spaces", ""), "spaces", 12, 200)
    statues_raw = _list(_get(raw, "statues", ""), "statues")
    if len(statues_raw) != 3:
        _fail("statues", "a list of the 3 spaces after which the Anubis statues stand", statues_raw)
    statues = tuple(_int(s, f"statues[{i}]", 1, spaces - 1) for i, s in enumerate(statues_raw))
    if list(statues) != sorted(set(statues)):
        _fail("statues", "3 different spaces in increasing order", statues_raw)
    walls_raw = _list(_get(raw, "walls", ""), "walls")
    if len(walls_raw) != spaces + 2:
        _fail("walls", f"a list of {spaces + 2} values (stairs, spaces 1 to {spaces}, chamber)", walls_raw)
    walls = tuple(_int(w, f"walls[{i}]", 0, 99) for i, w in enumerate(walls_raw))

    horus: dict[int, int] = {}
    for i, entry in enumerate(_list(_get(raw, "horus_spaces", ""), "horus_spaces")):
        name = f"horus_spaces[{i}]"
        entry = known_fields(_dict(entry, name), name, ("space", "level"))
        space = _int(_get(entry, "space", name), f"{name}.space", 1, spaces)
        if space in horus:
            _fail(f"{name}.space", "a space not already holding a Horus tile", space)
        horus[space] = _int(_get(entry, "level", name), f"{name}.level", 1, 3)
    _total("horus_spaces", len(horus))
    osiris_spaces = _spaces_list(_get(raw, "osiris_spaces", ""), "osiris_spaces", spaces, TOTALS["osiris_tiles"])
    if set(osiris_spaces) & set(horus):
        _fail("osiris_spaces", "spaces without a Horus tile", list(osiris_spaces))
    tiles_raw = _list(_get(raw, "osiris_tiles", ""), "osiris_tiles")
    _total("osiris_tiles", len(tiles_raw))
    osiris_tiles = tuple(_int(v, f"osiris_tiles[{i}]", 1, 9) for i, v in enumerate(tiles_raw))
    fixed = set(horus) | set(osiris_spaces)
    treasure_spaces = spaces - len(fixed)

    icons: dict[int, str] = {}
    icons_raw = _dict(_get(raw, "temple_icons", ""), "temple_icons")
    piles_raw = known_fields(_dict(_get(raw, "temple_piles", ""), "temple_piles"), "temple_piles", PILES)
    piles: dict[str, tuple[str, ...]] = {}
    for pile in PILES:
        for i, s in enumerate(_list(_get(icons_raw, pile, "temple_icons"), f"temple_icons.{pile}")):
            space = _int(s, f"temple_icons.{pile}[{i}]", 1, spaces)
            if space in fixed or space in icons:
                _fail(f"temple_icons.{pile}[{i}]", "a treasure space without another icon", space)
            icons[space] = pile
        codes: list[str] = []
        for entry, count, name in _counted(_get(piles_raw, pile, "temple_piles"), f"temple_piles.{pile}"):
            kind = _choice(_get(entry, "kind", name), f"{name}.kind", TEMPLE_KINDS)
            known_fields(entry, name, ("kind", "count", "levels") if kind == "favour" else ("kind", "count"))
            if kind == "favour":
                levels = _list(_get(entry, "levels", name), f"{name}.levels")
                if len(levels) != 2 or not all(one_of(n, LEVELS) for n in levels) or levels[0] >= levels[1]:
                    _fail(f"{name}.levels", "two Horus levels in increasing order, e.g. [1, 2]", levels)
                kind = f"favour:{levels[0]}:{levels[1]}"
            codes += [kind] * count
        piles[pile] = tuple(codes)
    for key in set(icons_raw) - set(PILES):
        _fail(f"temple_icons.{key}", "absent: the piles are " + ", ".join(PILES), icons_raw[key])
    _total("temple tiles", sum(len(p) for p in piles.values()))

    treasures: list[Treasure] = []
    for entry, count, name in _counted(_get(raw, "treasures", ""), "treasures"):
        known_fields(entry, name, ("type", "adventurers", "vp", "count"))
        kind = _choice(_get(entry, "type", name), f"{name}.type", TREASURE_TYPES)
        need = _int(_get(entry, "adventurers", name), f"{name}.adventurers", 1, 5)
        vp = _int(_get(entry, "vp", name), f"{name}.vp", 0, 20)
        treasures += [Treasure(len(treasures) + k, kind, need, vp) for k in range(count)]
    _total("treasures", len(treasures))
    if treasure_spaces > len(treasures):
        raise ValueError(f"components: {treasure_spaces} spaces need a treasure but there are {len(treasures)}")

    cards: list[Card] = []
    for entry, count, name in _counted(_get(raw, "movement_cards", ""), "movement_cards"):
        kind = _choice(_get(entry, "kind", name), f"{name}.kind", MOVEMENT_KINDS)
        known_fields(entry, name, ("kind", "value", "count") if kind == "number" else ("kind", "count"))
        value = _int(_get(entry, "value", name), f"{name}.value", 1, 9) if kind == "number" else 0
        cards += [Card(len(cards) + k, kind, value, 0) for k in range(count)]
    _total("movement_cards", len(cards))
    horus_count = 0
    for entry, count, name in _counted(_get(raw, "horus_cards", ""), "horus_cards"):
        level = _choice(_get(entry, "level", name), f"{name}.level", LEVELS)
        kind = _choice(_get(entry, "kind", name), f"{name}.kind", HORUS_KINDS)
        valued = kind in ("choose", "all", "fewer")
        known_fields(entry, name, ("level", "kind", "value", "count") if valued else ("level", "kind", "count"))
        value = _int(_get(entry, "value", name), f"{name}.value", 1, 9) if valued else 0
        cards += [Card(len(cards) + k, kind, value, level) for k in range(count)]
        horus_count += count
    _total("horus_cards", horus_count)

    keys = _get(raw, "keys", "")
    if type(keys) is not int or keys != TOTALS["keys"]:
        _fail("keys", "the int 20 (the rulebook's count)", keys)
    wild = _int(_get(raw, "wild_cards", ""), "wild_cards", 0, 99)
    scarabs: list[int] = []
    for entry, count, name in _counted(_get(raw, "scarabs", ""), "scarabs"):
        known_fields(entry, name, ("vp", "count"))
        scarabs += [_int(_get(entry, "vp", name), f"{name}.vp", 0, 20)] * count
    _total("scarabs", len(scarabs))
    return Components(spaces, statues, walls, horus, osiris_spaces, osiris_tiles, icons, piles,
                      tuple(treasures), tuple(cards), keys, wild, tuple(scarabs))


def load_default() -> Components:
    return validate(json.loads(DEFAULT_FILE.read_text(encoding="utf-8")))

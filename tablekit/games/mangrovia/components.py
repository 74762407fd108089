"""Mangrovia's components, read from ``components.json`` and validated on load.

The card and amulet counts are the box's; the island map, the path points, the pole tiles, the amulet values and
the archipelago's action pairs are tablekit's designed default (``docs/rules/mangrovia.md`` says which). A teacher
with the box passes their own file through the ``components`` option; every problem raises ``ValueError`` naming
the field, and so does a key the format does not have (``about`` is the one free comment). A map space sits on a
grid cell, so its ``x`` and ``y`` are whole numbers; only an amulet-level space, on the track between the cells,
may lie at a fraction.

>>> data = validate(json.loads(DEFAULT_FILE.read_text(encoding="utf-8")))
>>> len(data.spaces), len(data.paths), data.space["C4"].terrain, data.space["C4"].cost
(49, 8, 'reed', 7)
>>> validate({"spaces": 3})
Traceback (most recent call last):
...
ValueError: components: players should be an object with keys 2, 3, 4 and 5, not missing
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...core.components import known_fields

DEFAULT_FILE = Path(__file__).with_name("components.json")
TERRAINS: tuple[str, ...] = ("water", "sand", "mangrove", "reed")
PAYS = ("valuables", "amulets")
PLAYER_COUNTS = (2, 3, 4, 5)
LEVEL_SPACES = 10
GREY_DUMMIES, WHITE_DUMMIES = 3, 7
GRID = 30  # the largest column or row of a map space
MISSING = object()
FIELDS = ("players", "land_cards", "valuable_cards", "start_cards", "display", "amulets", "amulet_levels", "oracle",
          "birds", "pole_tiles", "pole_points", "sites", "stone", "pole", "pole_at", "paths", "spaces")


@dataclass(frozen=True)
class Space:
    """One building space: its terrain, exact cost (``pay``: in valuables or amulets), suns, and where it lies.

    ``paths`` holds ``(path index, distance from the god)`` for each god path through it; ``area`` is
    ``"stone"``, ``"pole"`` or ``None``; ``level`` marks the amulet-level spaces.
    """

    id: str
    terrain: str
    cost: int
    pay: str
    suns: int
    x: float
    y: float
    level: bool = False
    dummy: str | None = None
    area: str | None = None
    paths: tuple[tuple[int, int], ...] = ()

    @property
    def doubles(self) -> bool:
        """Two huts may be stacked here (action 9): not in the stone or pole place, not on an amulet-level space."""
        return self.area is None and not self.level

    def __deepcopy__(self, memo: dict) -> Space:
        return self  # printed on the board: copies of a game share it


@dataclass(frozen=True)
class GodPath:
    """A row or column path: its god's points for 1st and 2nd, and its spaces in order from the god."""

    id: str
    god: str
    points: tuple[int, int]
    spaces: tuple[str, ...]


@dataclass(frozen=True)
class Components:
    """Everything in the box that the rules read, immutable and shared by every state."""

    huts: dict[int, int]
    bowls: dict[int, int]
    dummies: dict[int, tuple[str, ...]]
    land_cards: dict[str, int]
    valuable_cards: dict[int, int]
    start_cards: tuple[tuple[int, int], ...]
    display_valuables: int
    display_land: int
    amulet_stack: dict[int, int]
    amulet_bag: dict[int, int]
    amulet_levels: tuple[tuple[int, int], ...]
    oracle: tuple[str, ...]
    birds: tuple[str, str]
    pole_tiles: tuple[int, ...]
    pole_points: tuple[int, int]
    sites: tuple[tuple[int, int], ...]
    pole_at: tuple[float, float]
    paths: tuple[GodPath, ...]
    spaces: tuple[Space, ...]
    space: dict[str, Space]
    by_terrain: dict[str, tuple[Space, ...]]
    pieces: dict[str, dict[int, int]]  # pay kind → every piece of it in the box (value → count)
    areas: dict[str, tuple[Space, ...]]  # "stone" and "pole" → their spaces (scoring reads them every time)
    raw: dict[str, Any]

    def __deepcopy__(self, memo: dict) -> Components:
        return self

    __hash__ = object.__hash__  # by identity, in C: the tables made per box look a box up at every listing

    def area_spaces(self, area: str) -> tuple[Space, ...]:
        return self.areas.get(area, ())


def _fail(field: str, want: str, value: Any) -> ValueError:
    shown = "missing" if value is MISSING else repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
    return ValueError(f"components: {field} should be {want}, not {shown}")


def _get(obj: dict, key: str) -> Any:
    return obj.get(key, MISSING)


def _int(value: Any, field: str, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise _fail(field, f"an int from {lo} to {hi}", value)
    return value


def _number(value: Any, field: str) -> float:
    if type(value) not in (int, float) or not 0 <= value <= GRID:
        raise _fail(field, f"a number from 0 to {GRID}", value)
    return float(value)


def _cell(value: Any, field: str) -> float:
    return float(_int(value, field, 0, GRID))


def _obj(value: Any, field: str, want: str = "an object") -> dict:
    if not isinstance(value, dict):
        raise _fail(field, want, value)
    return value


def _list(value: Any, field: str, want: str, length: int | None = None) -> list:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise _fail(field, want, value)
    return value


def _choice(value: Any, field: str, choices: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise _fail(field, f"one of {', '.join(choices)}", value)
    return value


def _counts(value: Any, field: str, keys: tuple[str, ...] | None, lo: int, hi: int) -> dict[str, int]:
    """An object of counts (each 1 to 99) with keys from ``keys`` (or ints ``lo``–``hi`` written as text)."""
    want = f"an object of counts with keys {', '.join(keys)}" if keys else f"an object of counts keyed {lo} to {hi}"
    obj = _obj(value, field, want)
    if not obj or (keys is not None and set(obj) != set(keys)):
        raise _fail(field, want, value)
    out = {}
    for key, n in obj.items():
        if keys is None and not (key.isascii() and key.isdigit() and lo <= int(key) <= hi):
            raise _fail(field, want, value)
        out[key] = _int(n, f"{field}.{key}", 1, 99)
    return out


def _seat_rules(value: Any) -> tuple[dict[int, int], dict[int, int], dict[int, tuple[str, ...]]]:
    want = "an object with keys 2, 3, 4 and 5"
    obj = _obj(value, "players", want)
    if set(obj) != {str(n) for n in PLAYER_COUNTS}:
        raise _fail("players", want, value)
    huts, bowls, dummies = {}, {}, {}
    for n in PLAYER_COUNTS:
        field = f"players.{n}"
        row = known_fields(_obj(obj[str(n)], field, "an object with huts, bowls and dummies"), field,
                           ("huts", "bowls", "dummies"))
        huts[n] = _int(_get(row, "huts"), f"{field}.huts", 1, 30)
        bowls[n] = _int(_get(row, "bowls"), f"{field}.bowls", 1, 3)
        marks = _list(_get(row, "dummies"), f"{field}.dummies", "a list of dummy marks (grey, white)")
        dummies[n] = tuple(_choice(m, f"{field}.dummies[{i}]", ("grey", "white")) for i, m in enumerate(marks))
    return huts, bowls, dummies


def _space(raw: Any, i: int, stone: set[str], pole: set[str]) -> Space:
    field = f"spaces[{i}]"
    obj = known_fields(_obj(raw, field), field, ("id", "terrain", "cost", "pay", "suns", "x", "y"),
                       ("level", "dummy"))
    sid = _get(obj, "id")
    if not isinstance(sid, str) or not 1 <= len(sid) <= 6 or not sid.isalnum():
        raise _fail(f"{field}.id", "a short name of letters and digits", sid)
    level = _get(obj, "level")
    level = False if level is MISSING else level
    if not isinstance(level, bool):
        raise _fail(f"{field}.level", "true or false", level)
    place = _number if level else _cell  # a map space fills a grid cell; the level track lies between them
    dummy = obj.get("dummy")
    if dummy is not None:
        _choice(dummy, f"{field}.dummy", ("grey", "white"))
    return Space(
        id=sid,
        terrain=_choice(_get(obj, "terrain"), f"{field}.terrain", TERRAINS),
        cost=_int(_get(obj, "cost"), f"{field}.cost", 1, 30),
        pay=_choice(_get(obj, "pay"), f"{field}.pay", PAYS),
        suns=_int(_get(obj, "suns"), f"{field}.suns", 0, 10),
        x=place(_get(obj, "x"), f"{field}.x"),
        y=place(_get(obj, "y"), f"{field}.y"),
        level=level,
        dummy=dummy,
        area="stone" if sid in stone else "pole" if sid in pole else None,
    )


def _path(raw: Any, i: int, known: dict[str, Space]) -> GodPath:
    field = f"paths[{i}]"
    obj = known_fields(_obj(raw, field), field, ("id", "god", "points", "spaces"))
    pid = _get(obj, "id")
    if not isinstance(pid, str) or not pid:
        raise _fail(f"{field}.id", "a name", pid)
    points = _list(_get(obj, "points"), f"{field}.points", "a list of two ints (1st, 2nd)", 2)
    first, second = (_int(p, f"{field}.points[{k}]", 0, 50) for k, p in enumerate(points))
    ids = _list(_get(obj, "spaces"), f"{field}.spaces", "a list of space ids, nearest the god first")
    for k, sid in enumerate(ids):
        if not isinstance(sid, str) or sid not in known:
            raise _fail(f"{field}.spaces[{k}]", "the id of a space", sid)
        if known[sid].level:
            raise _fail(f"{field}.spaces[{k}]", "a space that is not an amulet-level space", sid)
    if len(set(ids)) != len(ids):
        raise _fail(f"{field}.spaces", "a list of different spaces", ids)
    terrains = {known[sid].terrain for sid in ids}
    if terrains != set(TERRAINS):
        raise _fail(f"{field}.spaces", "spaces holding all four terrains", sorted(terrains))
    return GodPath(pid, _choice(_get(obj, "god"), f"{field}.god", ("left", "top")), (first, second),
                   tuple(ids))


def _payable(cost: int, pieces: dict[int, int]) -> bool:
    """Whether some of these pieces (value → count) add up exactly to ``cost``."""
    reach = {0}
    for value, n in pieces.items():
        reach |= {r + value * k for r in reach for k in range(1, n + 1) if r + value * k <= cost}
    return cost in reach


def _area(obj: dict, key: str) -> set[str]:
    ids = _list(_get(obj, key), key, "a list of space ids")
    if not ids or not all(isinstance(s, str) for s in ids) or len(set(ids)) != len(ids):
        raise _fail(key, "a non-empty list of different space ids", ids)
    return set(ids)


def validate(raw: Any) -> Components:
    """Check a components description (parsed JSON) and return it in immutable form."""
    obj = _obj(raw, "the top level", f"a JSON object with the fields {', '.join(FIELDS)}")
    known_fields(obj, "the top level", FIELDS, text=("about",))
    huts, bowls, dummies = _seat_rules(_get(obj, "players"))
    land = _counts(_get(obj, "land_cards"), "land_cards", TERRAINS, 0, 0)
    valuables = {int(k): n for k, n in _counts(_get(obj, "valuable_cards"), "valuable_cards", None, 1, 20).items()}
    starts = _list(_get(obj, "start_cards"), "start_cards", "a list of 5 pairs of card values", 5)
    start_cards = tuple(
        tuple(_int(v, f"start_cards[{i}][{k}]", 1, 20)
              for k, v in enumerate(_list(pair, f"start_cards[{i}]", "a pair of card values", 2)))
        for i, pair in enumerate(starts))
    display = known_fields(_obj(_get(obj, "display"), "display", "an object with valuables and land"), "display",
                           ("valuables", "land"))
    amulets = known_fields(_obj(_get(obj, "amulets"), "amulets", "an object with stack and bag"), "amulets",
                           ("stack", "bag"))
    stack = {int(k): n for k, n in _counts(_get(amulets, "stack"), "amulets.stack", None, 1, 20).items()}
    bag = {int(k): n for k, n in _counts(_get(amulets, "bag"), "amulets.bag", None, 1, 20).items()}
    levels_raw = _list(_get(obj, "amulet_levels"), "amulet_levels",
                       f"a list of {LEVEL_SPACES + 1} {{draw, keep}} rows, for levels 0 to {LEVEL_SPACES}",
                       LEVEL_SPACES + 1)
    levels = []
    for i, row in enumerate(levels_raw):
        row = known_fields(_obj(row, f"amulet_levels[{i}]", "an object with draw and keep"), f"amulet_levels[{i}]",
                           ("draw", "keep"))
        draw = _int(_get(row, "draw"), f"amulet_levels[{i}].draw", 0, 10)
        keep = _int(_get(row, "keep"), f"amulet_levels[{i}].keep", 1, max(draw, 1))
        levels.append((draw, keep))
    oracle = _list(_get(obj, "oracle"), "oracle", "the four terrains in clockwise order", 4)
    if sorted(_choice(t, f"oracle[{i}]", TERRAINS) for i, t in enumerate(oracle)) != sorted(TERRAINS):
        raise _fail("oracle", "the four terrains in clockwise order", oracle)
    birds = _list(_get(obj, "birds"), "birds", "two different terrains", 2)
    if len({_choice(t, f"birds[{i}]", TERRAINS) for i, t in enumerate(birds)}) != 2:
        raise _fail("birds", "two different terrains", birds)
    tiles = _list(_get(obj, "pole_tiles"), "pole_tiles", "a list of pole tile values, top first")
    pole_tiles = tuple(_int(v, f"pole_tiles[{i}]", 0, 50) for i, v in enumerate(tiles))
    pole_points = tuple(_int(v, f"pole_points[{i}]", 0, 50) for i, v in enumerate(
        _list(_get(obj, "pole_points"), "pole_points", "a list of two ints (1st, 2nd)", 2)))
    sites_raw = _list(_get(obj, "sites"), "sites", "a list of 6 action pairs [k, 13 - k]", 6)
    sites = tuple(tuple(_int(v, f"sites[{i}][{k}]", 1, 12)
                        for k, v in enumerate(_list(p, f"sites[{i}]", "a pair [k, 13 - k]", 2)))
                  for i, p in enumerate(sites_raw))
    if sorted(a for pair in sites for a in pair) != list(range(1, 13)) or any(a + b != 13 for a, b in sites):
        raise _fail("sites", "6 pairs [k, 13 - k] covering the actions 1 to 12 once each", sites_raw)
    pole_at = tuple(_cell(v, f"pole_at[{i}]") for i, v in enumerate(
        _list(_get(obj, "pole_at"), "pole_at", "the pole's [x, y] on the map", 2)))
    stone, pole = _area(obj, "stone"), _area(obj, "pole")
    if stone & pole:
        raise _fail("pole", "spaces outside the stone place", sorted(stone & pole))
    spaces_raw = _list(_get(obj, "spaces"), "spaces", "a list of spaces")
    spaces = [_space(s, i, stone, pole) for i, s in enumerate(spaces_raw)]
    known = {s.id: s for s in spaces}
    if len(known) != len(spaces):
        raise _fail("spaces", "spaces with different ids", sorted(s.id for s in spaces))
    cells = [(s.x, s.y) for s in spaces if not s.level]
    if len(set(cells)) != len(cells):
        raise _fail("spaces", "map spaces on different cells", sorted(c for c in cells if cells.count(c) > 1)[:2])
    for key, area in (("stone", stone), ("pole", pole)):
        for sid in sorted(area):
            if sid not in known or known[sid].level:
                raise _fail(key, "ids of spaces that are not amulet-level spaces", sid)
    paths_raw = _list(_get(obj, "paths"), "paths", "a list of 8 god paths (4 rows, 4 columns)", 8)
    paths = tuple(_path(p, i, known) for i, p in enumerate(paths_raw))
    if sorted(p.god for p in paths) != ["left"] * 4 + ["top"] * 4:
        raise _fail("paths", "4 row paths (god left) and 4 column paths (god top)", [p.god for p in paths])
    if len({p.id for p in paths}) != 8:
        raise _fail("paths", "8 paths with different ids", [p.id for p in paths])
    on_paths: dict[str, list[tuple[int, int]]] = {s.id: [] for s in spaces}
    for index, path in enumerate(paths):
        for distance, sid in enumerate(path.spaces):
            on_paths[sid].append((index, distance))
    spaces = [Space(**{**s.__dict__, "paths": tuple(on_paths[s.id])}) for s in spaces]
    pieces = _pieces(valuables, start_cards, stack, bag)
    _check_spaces(spaces, pole_tiles, pieces)
    return Components(
        huts=huts, bowls=bowls, dummies=dummies, land_cards=land, valuable_cards=valuables,
        start_cards=start_cards,  # type: ignore[arg-type]
        display_valuables=_int(_get(display, "valuables"), "display.valuables", 1, 10),
        display_land=_int(_get(display, "land"), "display.land", 1, 10),
        amulet_stack=stack, amulet_bag=bag, amulet_levels=tuple(levels), oracle=tuple(oracle),
        birds=(birds[0], birds[1]), pole_tiles=pole_tiles, pole_points=pole_points,  # type: ignore[arg-type]
        sites=sites, pole_at=pole_at, paths=paths, spaces=tuple(spaces),  # type: ignore[arg-type]
        space={s.id: s for s in spaces}, by_terrain={t: tuple(s for s in spaces if s.terrain == t) for t in TERRAINS},
        pieces=pieces, areas={a: tuple(s for s in spaces if s.area == a) for a in ("stone", "pole")}, raw=obj,
    )


def _pieces(valuables: dict[int, int], start_cards: tuple[tuple[int, ...], ...], stack: dict[int, int],
            bag: dict[int, int]) -> dict[str, dict[int, int]]:
    """Every piece of each payment kind in the box (value → count): the valuable cards with the start cards,
    and the amulets of the stack and the bag."""
    cards = dict(valuables)
    for pair in start_cards:
        for v in pair:
            cards[v] = cards.get(v, 0) + 1
    return {"valuables": cards, "amulets": {**bag, **{v: bag.get(v, 0) + n for v, n in stack.items()}}}


def _check_spaces(spaces: list[Space], pole_tiles: tuple[int, ...], pieces: dict[str, dict[int, int]]) -> None:
    levels = [s for s in spaces if s.level]
    if len(levels) != LEVEL_SPACES:
        raise _fail("spaces", f"a map with {LEVEL_SPACES} amulet-level spaces", len(levels))
    for mark, want in (("grey", GREY_DUMMIES), ("white", WHITE_DUMMIES)):
        marked = [s.id for s in spaces if s.dummy == mark]
        if len(marked) != want:
            raise _fail("spaces", f"{want} spaces with the {mark} dummy mark", marked)
    pole = [s for s in spaces if s.area == "pole"]
    if len(pole_tiles) < len(pole):
        raise _fail("pole_tiles", f"at least one tile per pole-place space ({len(pole)})", list(pole_tiles))
    for i, s in enumerate(spaces):
        if s.dummy and s.area == "pole":
            raise _fail(f"spaces[{i}].dummy", "absent on a pole-place space (dummies hold no pole tile)", s.dummy)
        if s.level and s.pay != "valuables":
            raise _fail(f"spaces[{i}].pay", "valuables on an amulet-level space", s.pay)
        for total in (s.cost, 2 * s.cost) if s.doubles else (s.cost,):
            if not _payable(total, pieces[s.pay]):
                raise _fail(f"spaces[{i}].cost", f"a sum the box's {s.pay} can pay exactly", total)


def load_default() -> Components:
    """The packaged default components."""
    return validate(json.loads(DEFAULT_FILE.read_text(encoding="utf-8")))

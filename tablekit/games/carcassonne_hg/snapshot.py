"""Carcassonne: Hunters & Gatherers for still pictures (:func:`tablekit.snapshot`): the map in SVG, each tile drawn
from its zones (forests, rivers, lakes, meadows with their animals and fish), the pieces in their seat colours, and
the tile waiting to be placed, in the table's words (``carcassonne_hg.ui.*`` messages) and language.

>>> import tablekit
>>> g = tablekit.new_game("carcassonne_hg", players=2, seed=3)
>>> "Tile to place" in tablekit.snapshot(g), "配置する地形タイル" in tablekit.snapshot(g, lang="ja")
(True, True)
"""

from __future__ import annotations

from typing import Any

from ...snapshots import Frame
from ...snapshots.svg import INK, MUTED, Drawing, el, group
from .messages import M
from .tiles import HALVES, SIDES

MEADOW, MEADOW_RIM = "#a9d17b", "#8fbb62"
FOREST, FOREST_RIM, CROWN = "#2f6d3d", "#22522d", "#3f8a4b"
WATER, WATER_RIM = "#4a93d0", "#2f6ea6"
ANIMALS = {  # fill: told apart by tone and by the short form of their name (the ui.mark.<animal> message)
    "mammoth": "#6b4a32", "aurochs": "#3b2a20", "deer": "#b98a45", "tiger": "#e07b24",
}
INWARD = ((0.0, 1.0), (-1.0, 0.0), (0.0, -1.0), (1.0, 0.0))  # from side N, E, S, W towards the centre
MAX_WIDTH = 760


def side_point(k: int, along: float, depth: float = 0.0) -> tuple[float, float]:
    """A point ``along`` side ``k`` (0–1, clockwise) moved ``depth`` inwards, in the unit tile."""
    start = ((0, 0), (1, 0), (1, 1), (0, 1))[k]
    end = ((1, 0), (1, 1), (0, 1), (0, 0))[k]
    x = start[0] + (end[0] - start[0]) * along + INWARD[k][0] * depth
    y = start[1] + (end[1] - start[1]) * along + INWARD[k][1] * depth
    return x, y


def rotate(p: tuple[float, float], rot: int) -> tuple[float, float]:
    """A unit-tile point after ``rot`` quarter turns clockwise about the centre."""
    x, y = p
    for _ in range(rot % 4):
        x, y = 1 - y, x
    return x, y


def whole_sides(zone: dict[str, Any]) -> list[int]:
    return [SIDES.index(s) for s in zone["sides"] if s in SIDES]


def lake_centres(tile: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Each lake near the centre, pulled towards the rivers that feed it when the tile has several lakes."""
    lakes = [z for z in tile["zones"] if z["type"] == "lake"]
    centres = {}
    for lake in lakes:
        feeding = [k for z in tile["zones"] if z["type"] == "river" and z.get("end") == lake["id"]
                   for k in whole_sides(z)]
        if len(lakes) > 1 and feeding:
            dx = sum(-INWARD[k][0] for k in feeding) / len(feeding)
            dy = sum(-INWARD[k][1] for k in feeding) / len(feeding)
            centres[lake["id"]] = (0.5 + 0.2 * dx, 0.5 + 0.2 * dy)
        else:
            centres[lake["id"]] = (0.5, 0.5)
    return centres


def fmt(p: tuple[float, float], s: float) -> str:
    return f"{p[0] * s:.1f} {p[1] * s:.1f}"


def forest_path(zone: dict[str, Any], s: float) -> str:
    """The forest's sides along the edge; each run of neighbouring sides is closed by a curve bending towards the
    centre, or, for a forest reaching separate sides, by curves through the middle to the next run."""
    sides = whole_sides(zone)
    runs = []
    for k in range(4):
        if k in sides and (k + 3) % 4 not in sides:
            end = k
            while (end + 1) % 4 in sides:
                end = (end + 1) % 4
            runs.append((k, end))
    if not runs:  # all four sides
        return f"M0 0H{s}V{s}H0Z"

    def towards_centre(p: tuple[float, float], t: float) -> tuple[float, float]:
        return p[0] + (0.5 - p[0]) * t, p[1] + (0.5 - p[1]) * t

    path = ""
    for r, (first, last) in enumerate(runs):
        corners = [side_point(first, 0)]
        k = first
        while True:
            corners.append(side_point(k, 1))
            if k == last:
                break
            k = (k + 1) % 4
        path += ("L" if r else "M") + "L".join(fmt(c, s) for c in corners)
        p = corners[-1]
        q = side_point(runs[(r + 1) % len(runs)][0], 0)
        pull = 0.85 if len(runs) > 1 else (0.62 if first == last else 0.8)
        path += f"C{fmt(towards_centre(p, pull), s)} {fmt(towards_centre(q, pull), s)} {fmt(q, s)}"
    return path + "Z"


def river_points(zone: dict[str, Any], lakes: dict[str, tuple[float, float]]) -> list[tuple[float, float]]:
    """The river's centre line as a start, a control point and an end, in the unit tile."""
    sides = whole_sides(zone)
    a = side_point(sides[0], 0.5)
    if len(sides) == 2:
        return [a, (0.5, 0.5), side_point(sides[1], 0.5)]
    end = lakes.get(zone.get("end", ""), side_point(sides[0], 0.5, 0.32))
    mid = ((a[0] + end[0]) / 2, (a[1] + end[1]) / 2)
    return [a, mid, end]


def zone_anchor(zone: dict[str, Any], lakes: dict[str, tuple[float, float]]) -> tuple[float, float]:
    """Where a zone's marks go (animals, fish, pieces), in the unrotated unit tile."""
    kind = zone["type"]
    if kind == "lake":
        return lakes[zone["id"]]
    if kind == "river":
        a, mid, end = river_points(zone, lakes)
        return (a[0] + mid[0]) / 2, (a[1] + mid[1]) / 2
    points = []
    for side in zone["sides"]:
        if side in HALVES:
            k, part = HALVES[side]
            points.append(side_point(k, 0.2 if part == 0 else 0.8, 0.16))
        else:
            points.append(side_point(SIDES.index(side), 0.5, 0.2 if kind == "forest" else 0.16))
    if not points:
        return 0.5, 0.5
    x = sum(p[0] for p in points) / len(points)
    y = sum(p[1] for p in points) / len(points)
    return x, y


def tile_face(tile: dict[str, Any], s: float) -> str:
    """The landscape of a tile, unrotated, in a square of side ``s``."""
    lakes = lake_centres(tile)
    parts = [el("rect", x=0, y=0, width=s, height=s, fill=MEADOW)]
    for zone in tile["zones"]:
        if zone["type"] == "forest":
            parts.append(el("path", d=forest_path(zone, s), fill=FOREST, stroke=FOREST_RIM, stroke_width=s * 0.015))
    for zone in tile["zones"]:
        if zone["type"] == "river":
            a, c, b = river_points(zone, lakes)
            d = f"M{fmt(a, s)}Q{fmt(c, s)} {fmt(b, s)}"
            parts.append(el("path", d=d, fill="none", stroke=WATER_RIM, stroke_width=s * 0.13, stroke_linecap="round"))
            parts.append(el("path", d=d, fill="none", stroke=WATER, stroke_width=s * 0.09, stroke_linecap="round"))
            if zone.get("end") == "spring":
                parts.append(el("circle", cx=b[0] * s, cy=b[1] * s, r=s * 0.06, fill="#93c8ee", stroke=WATER_RIM,
                                stroke_width=s * 0.015))
    for x, y in lakes.values():
        size = 0.8 if len(lakes) > 1 else 1.0
        parts.append(el("ellipse", cx=x * s, cy=y * s, rx=s * 0.19 * size, ry=s * 0.15 * size, fill=WATER,
                        stroke=WATER_RIM, stroke_width=s * 0.02))
    return "".join(parts)


def zone_marks(tile: dict[str, Any], rot: int, s: float, spent: set[str], frame: Frame) -> list[str]:
    """Animals, fish, menhirs and mushrooms at their zones, upright whatever the tile's rotation."""
    lakes = lake_centres(tile)
    marks = []
    r = max(s * 0.085, 4.0)
    for zone in tile["zones"]:
        x, y = rotate(zone_anchor(zone, lakes), rot)
        x, y = x * s, y * s
        items: list[str] = []
        for animal, n in (zone.get("animals") or {}).items():
            items += [animal] * n
        if zone.get("fish"):
            items.append("fish")
        if zone.get("menhir"):
            items.append("menhir")
        if zone.get("mushroom"):
            items.append("mushroom")
        widths = [3 * r if item == "fish" else 2 * r for item in items]
        left = x - (sum(widths) + len(items) - 1) / 2
        for item, w in zip(items, widths):
            marks.append(mark(item, left + w / 2, y, r, zone.get("fish", 0), frame))
            left += w + 1
        if zone["id"] in spent and items:
            w = (len(items) * (2 * r + 1)) / 2
            marks.append(el("path", d=f"M{x - w:.1f} {y - r:.1f}L{x + w:.1f} {y + r:.1f}M{x - w:.1f} {y + r:.1f}"
                            f"L{x + w:.1f} {y - r:.1f}", stroke="#6f7680", stroke_width=1.6))
    return marks


def count(kind: str, n: int, frame: Frame) -> str:
    """"2 fish", "1 menhir"... in the picture's language."""
    return frame.say(M(f"ui.count.{kind}.one" if n == 1 else f"ui.count.{kind}", n=n))


def mark(item: str, x: float, y: float, r: float, fish: int, frame: Frame) -> str:
    if item in ANIMALS:
        return group(el("title", frame.say(M(f"ui.animal.{item}"))),
                     el("circle", cx=x, cy=y, r=r, fill=ANIMALS[item], stroke="#fff", stroke_width=0.8),
                     el("text", frame.say(M(f"ui.mark.{item}")), x=x, y=y + r * 0.42, font_size=r * 1.15,
                        font_weight=700, fill="#fff",
                        text_anchor="middle"))
    if item == "fish":  # a pale pill: a small fish and how many
        return group(el("title", count("fish", fish, frame)),
                     el("rect", x=x - r * 1.5, y=y - r * 0.9, width=r * 3, height=r * 1.8, rx=r * 0.9, fill="#f2f7fb",
                        stroke=WATER_RIM, stroke_width=0.7),
                     el("path", d=f"M{x - r * 1.1:.1f} {y:.1f}q{r * 0.5:.1f} {-r * 0.6:.1f} {r:.1f} 0"
                        f"q{-r * 0.5:.1f} {r * 0.6:.1f} {-r:.1f} 0zm{r:.1f} 0l{r * 0.4:.1f} {-r * 0.35:.1f}"
                        f"v{r * 0.7:.1f}z", fill=WATER_RIM),
                     el("text", str(fish), x=x + r * 0.75, y=y + r * 0.45, font_size=r * 1.25, font_weight=700,
                        fill=WATER_RIM, text_anchor="middle"))
    if item == "menhir":
        stone = (f"M{x - r * 0.5:.1f} {y + r:.1f}L{x - r * 0.55:.1f} {y - r * 0.4:.1f}Q{x:.1f} {y - r * 1.5:.1f} "
                 f"{x + r * 0.55:.1f} {y - r * 0.4:.1f}L{x + r * 0.5:.1f} {y + r:.1f}Z")
        return group(el("title", count("menhir", 1, frame)),
                     el("path", d=stone, fill="#c9c4b8", stroke="#4d4a43", stroke_width=0.9))
    return group(el("title", count("mushroom", 1, frame)),  # a red cap on a pale stem
                 el("rect", x=x - r * 0.25, y=y - r * 0.1, width=r * 0.5, height=r * 0.9, fill="#f1ead9"),
                 el("path", d=f"M{x - r:.1f} {y:.1f}a{r:.1f} {r * 0.8:.1f} 0 0 1 {2 * r:.1f} 0z", fill="#d9443b",
                    stroke="#fff", stroke_width=0.6))


def piece(kind: str, seat: int, x: float, y: float, r: float, frame: Frame) -> str:
    colour = frame.colors[seat]
    title = el("title", frame.say(M("ui.piece_of", seat=frame.names[seat], piece=M(f"piece.{kind}"))))
    if kind == "hut":
        d = (f"M{x - r:.1f} {y + r * 0.8:.1f}V{y - r * 0.1:.1f}L{x:.1f} {y - r:.1f}L{x + r:.1f} {y - r * 0.1:.1f}"
             f"V{y + r * 0.8:.1f}Z")
        return group(title, el("path", d=d, fill=colour, stroke="#fff", stroke_width=1.6, stroke_linejoin="round"))
    return group(title, el("circle", cx=x, cy=y, r=r, fill=colour, stroke="#fff", stroke_width=1.8),
                 el("circle", cx=x, cy=y - r * 0.25, r=r * 0.35, fill="#ffffff66"))


def tile_image(tile: dict[str, Any], rot: int, s: float, x: float, y: float, spent: set[str], frame: Frame) -> str:
    face = group(tile_face(tile, s), transform=f"rotate({90 * rot} {s / 2:.1f} {s / 2:.1f})")
    parts = [face, el("rect", x=0, y=0, width=s, height=s, fill="none", stroke="#00000030", stroke_width=0.8)]
    parts += zone_marks(tile, rot, s, spent, frame)
    if tile.get("power"):
        parts.append(group(el("title", frame.say(M(f"ui.power.{tile['power']}"))),
                           el("circle", cx=s * 0.84, cy=s * 0.16, r=s * 0.12, fill="#f6d36b", stroke="#9a7412"),
                           el("text", frame.say(M(f"ui.mark.{tile['power']}")), x=s * 0.84, y=s * 0.2,
                              font_size=s * 0.11, font_weight=700, fill="#5a4300", text_anchor="middle")))
    return group(*parts, transform=f"translate({x:.1f} {y:.1f})")


def board(view: dict[str, Any], frame: Frame) -> Drawing:
    """The map (placed tiles, open squares, pieces) and the tile waiting to be placed."""
    types = view.get("tile_types") or frame.static.get("tile_types", {})
    placed = view["tiles"]
    open_squares = [] if view.get("over") else view.get("open_positions", [])
    cells = [(t["x"], t["y"]) for t in placed] + [tuple(p) for p in open_squares]
    x0, x1 = min(c[0] for c in cells), max(c[0] for c in cells)
    y0, y1 = min(c[1] for c in cells), max(c[1] for c in cells)
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    s = max(28.0, min(76.0, MAX_WIDTH / cols))
    spent: dict[tuple[int, int], set[str]] = {}
    for x, y, zone in view.get("spent", []):
        spent.setdefault((x, y), set()).add(zone)
    parts = []
    for x, y in open_squares:
        parts.append(el("rect", x=(x - x0) * s + 3, y=(y - y0) * s + 3, width=s - 6, height=s - 6, rx=4,
                        fill="none", stroke="#9aa3ad", stroke_dasharray="4 3"))
    where = {}
    for t in placed:
        tile = types[str(t["id"])]
        where[(t["x"], t["y"])] = (tile, t["rot"])
        parts.append(tile_image(tile, t["rot"], s, (t["x"] - x0) * s, (t["y"] - y0) * s,
                                spent.get((t["x"], t["y"]), set()), frame))
    last = view.get("last_placed")
    if last:
        parts.append(el("rect", x=(last[0] - x0) * s, y=(last[1] - y0) * s, width=s, height=s, fill="none",
                        stroke="#f2b01e", stroke_width=3))
    for p in view.get("pieces", []):
        tile, rot = where[(p["x"], p["y"])]
        zone = next(z for z in tile["zones"] if z["id"] == p["zone"])
        ax, ay = rotate(zone_anchor(zone, lake_centres(tile)), rot)
        px, py = (p["x"] - x0 + ax) * s, (p["y"] - y0 + ay) * s - s * 0.16
        parts.append(piece(p["kind"], p["seat"], px, py, max(s * 0.11, 5.0), frame))
    width, height = cols * s, rows * s
    side = side_panel(view, types, frame)
    body = group(*parts) + group(side.body, transform=f"translate({width + 16:.1f} 0)")
    return Drawing(width + 16 + side.width, max(height, side.height), body)


def side_panel(view: dict[str, Any], types: dict[str, Any], frame: Frame) -> Drawing:
    """The tile to place, the stacks, each seat's supply and a key to the marks."""
    parts = []
    y = 0.0
    current = view.get("current")
    if current:
        heading = "ui.bonus_to_place" if current["stack"] == "bonus" else "ui.to_place"
        parts.append(el("text", frame.say(M(heading)), x=0, y=12, font_size=12, font_weight=700, fill=MUTED))
        parts.append(tile_image(types[str(current["id"])], 0, 72, 0, 20, set(), frame))
        parts.append(el("text", frame.say(M("ui.tile_title", id=current["id"])), x=80, y=40, font_size=11, fill=INK))
        y = 104
    stacks = view.get("stacks", {})
    line = (f"{frame.say(M('ui.stacks'))}: {stacks.get('land', 0)}{frame.say(M('ui.land'))} · "
            f"{stacks.get('bonus', 0)}{frame.say(M('ui.bonus'))}")
    parts.append(el("text", line, x=0, y=y + 12, font_size=11, fill=MUTED))
    y += 26
    for seat, info in enumerate(view.get("seats", [])):
        parts.append(piece("figure", seat, 7, y + 6, 6, frame))
        parts.append(el("text", frame.names[seat], x=18, y=y + 10, font_size=11, font_weight=700, fill=INK))
        for k, kind in enumerate(("figure", "hut")):
            n = info[f"{kind}s"]
            supply = frame.say(M(f"ui.supply.{kind}.one" if n == 1 else f"ui.supply.{kind}", n=n))
            parts.append(el("text", supply, x=18, y=y + 24 + 13 * k, font_size=10.5, fill=MUTED))
        y += 46
    y += 4
    for animal in ANIMALS:
        parts.append(mark(animal, 7, y + 6, 6, 0, frame))
        parts.append(el("text", frame.say(M(f"ui.animal.{animal}")), x=18, y=y + 10, font_size=10.5, fill=MUTED))
        y += 16
    return Drawing(160, y, "".join(parts))

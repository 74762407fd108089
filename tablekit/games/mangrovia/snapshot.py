"""Mangrovia's board for still pictures (:func:`tablekit.snapshot`): the island (spaces by terrain with cost, suns
and huts, the gods at the path heads, the stone and pole places and the pole), the oracle with its birds, the
archipelago with the bowls and the boat, the display, the viewer's own hand and every seat's counts, drawn from
the static island data and one seat's view in the table's words (``mangrovia.ui.*`` messages) and language.

>>> import tablekit
>>> g = tablekit.new_game("mangrovia", players=2, seed=1)
>>> "Archipelago" in tablekit.snapshot(g, 0), "群島" in tablekit.snapshot(g, 0, lang="ja")
(True, True)
"""

from __future__ import annotations

import math
from typing import Any

from ...snapshots import Frame
from ...snapshots.parts import boxes, rows_table, totals_line
from ...snapshots.svg import INK, MUTED, Drawing, el, group
from .messages import M

CELL, MARGIN = 58, 54
TERRAIN = {  # fill, rim, ink: the table's tones
    "water": ("#5aa9e0", "#2f77ad", "#0b2f4a"), "sand": ("#f1d894", "#bf9d45", "#4a3a0c"),
    "mangrove": ("#3d8f5f", "#235c3b", "#ffffff"), "reed": ("#b9cf6e", "#7d9236", "#2f3a0b"),
}
DUMMY, AMULET, SUN = "#8d949b", "#7b4fb5", "#f08a00"


def say(frame: Frame, key: str, **args: Any) -> str:
    return frame.say(M(f"ui.{key}", **args))


def hexagon(cx: float, cy: float, r: float) -> str:
    return " ".join(f"{cx + r * math.cos(math.pi / 6 + k * math.pi / 3):.1f},"
                    f"{cy + r * math.sin(math.pi / 6 + k * math.pi / 3):.1f}" for k in range(6))


def hut(owner: int, x: float, y: float, size: float, frame: Frame) -> str:
    s = size / 20
    d = (f"M{x} {y - 9 * s}L{x + 9 * s} {y - s}L{x + 6.5 * s} {y - s}L{x + 6.5 * s} {y + 8 * s}L{x - 6.5 * s} "
         f"{y + 8 * s}L{x - 6.5 * s} {y - s}L{x - 9 * s} {y - s}Z")
    name = say(frame, "dummy") if owner < 0 else frame.names[owner]
    return el("path", el("title", name), d=d, fill=DUMMY if owner < 0 else frame.colors[owner], stroke=INK,
              stroke_width=1.3, stroke_linejoin="round")


def space(sp: dict[str, Any], here: list[int] | None, frame: Frame) -> str:
    fill, rim, ink = TERRAIN[sp["terrain"]]
    x, y = MARGIN + sp["x"] * CELL, MARGIN + sp["y"] * CELL
    cx, cy = x + CELL / 2, y + CELL / 2
    level = bool(sp.get("level"))
    shape = (el("circle", cx=cx, cy=cy, r=CELL * 0.36, fill=fill, stroke=SUN, stroke_width=3) if level else
             el("rect", x=x + 3, y=y + 3, width=CELL - 6, height=CELL - 6, rx=7, fill=fill, stroke=rim,
                stroke_width=1.5))
    bx, by = (cx - CELL * 0.2, cy - CELL * 0.18) if level else (cx - CELL * 0.27, cy - CELL * 0.25)
    badge = (el("polygon", points=hexagon(bx, by, 9), fill=AMULET, stroke="#fff") if sp["pay"] == "amulets" else
             el("circle", cx=bx, cy=by, r=9, fill=SUN, stroke="#fff"))
    sx, sy = (cx + CELL * 0.2, cy - CELL * 0.2) if level else (cx + CELL * 0.3, cy - CELL * 0.3)
    parts = [shape, badge,
             el("text", str(sp["cost"]), x=bx, y=by + 4, font_size=11, font_weight=700, fill="#fff",
                text_anchor="middle"),
             *(el("circle", cx=sx - k * 8, cy=sy, r=3.2, fill="#ffd21f", stroke="#b07d00", stroke_width=0.8)
               for k in range(sp["suns"])),
             el("text", sp["id"], x=cx if level else x + 7, y=y + CELL - 0.5 if level else y + CELL - 7,
                font_size=9.5, fill=MUTED if level else ink, text_anchor="middle" if level else None)]
    if here:
        owner, count = here
        parts += ([hut(owner, cx - 6, cy + 8, 19, frame), hut(owner, cx + 7, cy + 5, 19, frame)] if count == 2
                  else [hut(owner, cx + 2, cy + 6, 22, frame)])
    return group(*parts)


def area(static: dict[str, Any], ids: list[str], label: str, above: bool, tone: str) -> str:
    spaces = [s for s in static["spaces"] if s["id"] in ids]
    xs, ys = [s["x"] for s in spaces], [s["y"] for s in spaces]
    x0, y0 = MARGIN + min(xs) * CELL - 4, MARGIN + min(ys) * CELL - 4
    w, h = (max(xs) - min(xs) + 1) * CELL + 8, (max(ys) - min(ys) + 1) * CELL + 8
    return group(el("rect", x=x0, y=y0, width=w, height=h, rx=10, fill=tone, fill_opacity=0.12, stroke=tone,
                    stroke_width=2.5, stroke_dasharray="6 4"),
                 el("text", label, x=x0 + w / 2, y=y0 - 6 if above else y0 + h + 13, font_size=11, font_weight=700,
                    fill="#475057", text_anchor="middle"))


def first_space(path: dict[str, Any], static: dict[str, Any]) -> dict[str, Any]:
    """The space a god path starts from, next to its god."""
    return next(s for s in static["spaces"] if s["id"] == path["spaces"][0])


def path_name(path: dict[str, Any], static: dict[str, Any], frame: Frame) -> str:
    """A god path as the board labels it: row 1–4 from the left god, column A–D from the top god."""
    first = first_space(path, static)
    left = path["god"] == "left"
    return say(frame, f"path.{path['god']}", n=first["y"] + 1 if left else chr(ord("A") + first["x"]))


def god(path: dict[str, Any], static: dict[str, Any], frame: Frame) -> str:
    first = first_space(path, static)
    left = path["god"] == "left"
    cx = MARGIN - 28 if left else MARGIN + first["x"] * CELL + CELL / 2
    cy = MARGIN + first["y"] * CELL + CELL / 2 if left else MARGIN - 28
    a, b = path["points"]
    return group(el("title", say(frame, "path_points", path=path_name(path, static, frame), first=a, second=b)),
                 el("circle", cx=cx, cy=cy, r=19, fill="#fff4d6", stroke="#a57400", stroke_width=2),
                 el("text", str(a), x=cx, y=cy - 2, font_size=13, font_weight=800, fill="#5a3f00",
                    text_anchor="middle"),
                 el("text", str(b), x=cx, y=cy + 11, font_size=10, font_weight=700, fill="#8a6a1f",
                    text_anchor="middle"))


def island(view: dict[str, Any], frame: Frame) -> Drawing:
    st = frame.static
    width, height = MARGIN + 7 * CELL + 12, MARGIN + 7 * CELL + 26
    px, py = st["pole_at"]
    cx = MARGIN + px * CELL + CELL / 2
    top = view["pole_tiles"][0] if view["pole_tiles"] else "–"
    parts = [el("rect", x=0, y=0, width=width, height=height, rx=16, fill="#d8eef8"),  # the sea, as at the table
             area(st, st["stone"], say(frame, "stone"), True, "#6b7280"),
             area(st, st["pole"], say(frame, "pole_place"), False, "#8a5a2b"),
             group(el("title", say(frame, "pole", tiles=view["pole_tiles"] or "—")),
                   el("rect", x=cx - 9, y=MARGIN + py * CELL + 4, width=18, height=CELL - 8, rx=4, fill="#8a5a2b",
                      stroke="#4e3216"),
                   el("rect", x=cx - 15, y=MARGIN + py * CELL + 12, width=30, height=22, rx=4, fill="#fff7e8",
                      stroke="#4e3216"),
                   el("text", str(top), x=cx, y=MARGIN + py * CELL + 28, font_size=12, font_weight=700, fill=INK,
                      text_anchor="middle")),
             *(god(p, st, frame) for p in st["paths"]),
             *(space(s, view["huts"].get(s["id"]), frame) for s in st["spaces"])]
    return Drawing(width, height, "".join(parts))


def oracle(view: dict[str, Any], frame: Frame) -> Drawing:
    size = 40
    parts = [el("text", say(frame, "oracle"), x=0, y=12, font_size=12, font_weight=700, fill=MUTED)]
    for k, terrain in enumerate(frame.static["oracle"]):  # clockwise from the top left
        cx, cy = ((0, 0), (1, 0), (1, 1), (0, 1))[k]
        fill, rim, ink = TERRAIN[terrain]
        x, y = cx * (size + 4), 20 + cy * (size + 4)
        parts.append(group(el("title", say(frame, f"terrain.{terrain}")),
                           el("rect", x=x, y=y, width=size, height=size, rx=6, fill=fill, stroke=rim,
                              stroke_width=1.5)))
        if terrain in view["birds"]:  # a bird on it: a white wing shape
            parts.append(el("path", d=f"M{x + 8} {y + 24}c4-9 14-12 24-8l-6 5c3 1 4 4 3 7-6-4-13-3-21-4z",
                            fill="#fff", stroke=INK, stroke_width=1))
    return Drawing(2 * size + 4, 20 + 2 * size + 4, "".join(parts))


def archipelago(view: dict[str, Any], frame: Frame) -> Drawing:
    sites = frame.static["sites"]
    boat = view["boat"]
    at_site = next((i for i, pair in enumerate(sites) if boat in pair), None) if 1 <= (boat or 0) <= 12 else None
    head = say(frame, "archipelago") + (f" · {say(frame, 'boat', action=boat)}" if at_site is not None else "")
    parts = [el("text", head, x=0, y=12, font_size=12, font_weight=700, fill=MUTED)]
    for i, (a, b) in enumerate(sites):
        x, y = 50 + (i % 3) * 102, 58 + (i // 3) * 72
        parts += [el("ellipse", cx=x + 10, cy=y + 6, rx=44, ry=26, fill="#f1d894", stroke="#bf9d45",
                     stroke_width=1.5),
                  el("text", f"{a} / {b}", x=x + 10, y=y + 6, font_size=14, font_weight=800, fill=INK,
                     text_anchor="middle"),
                  el("text", say(frame, "site", site=i + 1), x=x + 10, y=y + 24, font_size=9.5, fill=MUTED,
                     text_anchor="middle")]
        owner = view["bowls"][i]
        if owner is not None:
            parts.append(el("ellipse", el("title", frame.names[owner]), cx=x + 44, cy=y - 12, rx=11, ry=6,
                            fill=frame.colors[owner], stroke=INK, stroke_width=1.2))
        if at_site == i:
            parts.append(el("path", el("title", say(frame, "boat", action=boat)),
                            d=f"M{x - 32} {y - 23}h28l-6 8h-16zM{x - 19} {y - 38}v15l10-6z", fill="#8a5a2b",
                            stroke=INK, stroke_width=1.2))
    return Drawing(320, 58 + 72 + 40, "".join(parts))


def cards(view: dict[str, Any], frame: Frame, width: float) -> Drawing:
    """The display and decks, then the viewer's own hand and amulets (nothing of another seat's)."""
    def valuable(v: int) -> tuple[str, str, str]:
        return str(v), "#fffdf6", "#b59a54"

    def land(t: str) -> tuple[str, str, str]:
        return say(frame, f"terrain.{t}"), TERRAIN[t][0] if t != "mangrove" else "#9fd1b2", TERRAIN[t][1]

    rows = [(say(frame, "display"), [valuable(v) for v in view["display"]["valuables"]]
             + [land(t) for t in view["display"]["land"]]
             + [(" · ".join([f"{say(frame, 'deck_valuables')} {view['decks']['valuables']}",
                             f"{say(frame, 'deck_land')} {view['decks']['land']}",
                             say(frame, "bag", n=view["bag"]), say(frame, "stack", n=view["stack"])]),
                 "#ffffff", "#d9d4c7")])]
    hand = view.get("hand")
    if hand:
        held = ([(say(frame, "start", cards=v), "#fff3d6", "#b59a54") for v in hand["start"]]
                + [valuable(v) for v in hand["valuables"]]
                + [land(t) for t, n in hand["land"].items() for _ in range(n)]
                + [(f"⬡{v}", "#e9def7", AMULET) for v in hand["amulets"]])
        rows.append((say(frame, "hand"), held or [(say(frame, "nothing"), "#ffffff", "#d9d4c7")]))
        if view.get("drawn"):
            rows.append((say(frame, "drawn", amulets=""), [(f"⬡{v}", "#e9def7", AMULET) for v in view["drawn"]]))
    parts, y = [], 0.0
    for label, items in rows:
        parts.append(el("text", label, x=0, y=y + 12, font_size=12, font_weight=700, fill=MUTED))
        drawn = boxes(items, width)
        parts.append(group(drawn.body, transform=f"translate(0 {y + 18})"))
        y += 18 + drawn.height + 8
    return Drawing(width, y, "".join(parts))


def board(view: dict[str, Any], frame: Frame) -> Drawing:
    """The island; under it the oracle and the archipelago; then the cards, the seats and a finished game's
    scoring."""
    land_ = island(view, frame)
    sea, birds = archipelago(view, frame), oracle(view, frame)
    width = max(land_.width, birds.width + 24 + sea.width, 560)
    parts = [group(land_.body, transform=f"translate({(width - land_.width) / 2:.1f} 0)")]
    y = land_.height + 10
    parts += [group(birds.body, transform=f"translate(0 {y})"),
              group(sea.body, transform=f"translate({birds.width + 24} {y})")]
    y += max(birds.height, sea.height) + 6
    held = cards(view, frame, width)
    parts.append(group(held.body, transform=f"translate(0 {y})"))
    y += held.height
    head = ["", say(frame, "huts", huts=""), say(frame, "level", level=""), say(frame, "cat.amulets"),
            say(frame, "cat.cards"), say(frame, "points", points=""), say(frame, "talisman")]
    rows = [[str(info["huts"]), str(info["level"]), str(info["amulets"]),
             say(frame, "cards", valuables=info["valuables"], land=info["land"]), str(info["points"]),
             "●" if view["start"] == s else ""] for s, info in enumerate(view["seats"])]
    seats = rows_table([h.strip() for h in head], rows, frame, width)
    parts.append(group(seats.body, transform=f"translate(0 {y})"))
    y += seats.height
    final = view.get("final")
    if final:
        totals = totals_line(say(frame, "final"), final["totals"], frame)
        parts.append(group(totals.body, transform=f"translate(0 {y + 2})"))
        y += totals.height + 2
    return Drawing(width, y, "".join(parts))

"""Luxor's board for still pictures (:func:`tablekit.snapshot`): the square spiral from the stairs to the chamber
with every tile, wall value, Anubis statue (and its sleepers) and adventurer, the viewer's own hand in its order,
and what each seat holds, drawn from the static board data and one seat's view in the table's words
(``luxor.ui.*`` messages) and language.

>>> import tablekit
>>> g = tablekit.new_game("luxor", players=2, seed=1)
>>> "chamber" in tablekit.snapshot(g, 0), "棺の部屋" in tablekit.snapshot(g, 0, lang="ja")
(True, True)
"""

from __future__ import annotations

from typing import Any

from ...snapshots import Frame
from ...snapshots.parts import rows_table
from ...snapshots.svg import INK, MUTED, Drawing, el, fit_text, group
from .messages import M

CELL, PAD = 74, 4
TYPE_COLOUR = {"vase": "#c0703a", "statue": "#6f7f99", "jewellery": "#b0409a"}
PILE_COLOUR = {"cobra": "#2f8f5b", "falcon": "#3a6fb0", "lion": "#c08a1e"}
CELL_STYLE = {  # fill, rim
    "treasure": ("#f6e7c4", "#b89a66"), "osiris": ("#d8def7", "#5a68b0"), "horus": ("#f7df8e", "#b08a1e"),
    "temple": ("#d9efe9", "#4e9a84"), "empty": ("#efece6", "#c9c2b4"),
}


def say(frame: Frame, key: str, **args: Any) -> str:
    return frame.say(M(f"ui.{key}", **args))


def kind(tile: Any) -> str:
    if tile is None:
        return "empty"
    if isinstance(tile, int):
        return "treasure"
    return next((k for k in ("osiris", "horus") if tile.startswith(k)), "temple")


def treasure_glyph(kind_: str, x: float, y: float, s: float = 1.0) -> str:
    """A vase, a statue or a jewel, centred on (x, y)."""
    fill, line = TYPE_COLOUR[kind_], {"stroke": "#2b2118", "stroke_width": 1}
    if kind_ == "vase":
        return el("path", d=f"M{x - 5 * s} {y - 9 * s}h{10 * s}l{-2 * s} {4 * s}c{6 * s} {3 * s} {6 * s} {11 * s} "
                  f"0 {14 * s}h{-6 * s}c{-6 * s} {-3 * s} {-6 * s} {-11 * s} 0 {-14 * s}z", fill=fill, **line)
    if kind_ == "statue":
        return group(el("circle", cx=x, cy=y - 6 * s, r=3.2 * s, fill=fill, **line),
                     el("path", d=f"M{x - 4.5 * s} {y + 9 * s}l{1.5 * s} {-12 * s}h{6 * s}l{1.5 * s} {12 * s}z",
                        fill=fill, **line))
    return el("path", d=f"M{x} {y - 9 * s}l{7 * s} {6 * s} {-7 * s} {12 * s} {-7 * s} {-12 * s}z", fill=fill, **line)


def eyes(x: float, y: float, n: int, r: float = 3.2) -> str:
    """The eyes of a Horus level."""
    marks = []
    for i in range(n):
        cx = x + (i - (n - 1) / 2) * r * 2.6
        marks += [el("ellipse", cx=cx, cy=y, rx=r * 1.1, ry=r * 0.7, fill="#fff", stroke="#5a3d00",
                     stroke_width=0.9), el("circle", cx=cx, cy=y, r=r * 0.4, fill="#5a3d00")]
    return group(*marks)


def pawn(colour: str, x: float, y: float, asleep: bool = False, r: float = 6) -> str:
    if asleep:
        return el("ellipse", cx=x, cy=y, rx=r * 1.3, ry=r * 0.7, fill=colour, stroke=INK, stroke_width=1)
    return group(el("circle", cx=x, cy=y - r * 0.9, r=r * 0.6, fill=colour, stroke=INK, stroke_width=1),
                 el("path", d=f"M{x - r} {y + r}q{r} {-r * 2.4} {r * 2} 0z", fill=colour, stroke=INK,
                    stroke_width=1))


def tile_face(tile: Any, static: dict[str, Any], x: float, y: float, frame: Frame) -> str:
    """What a tile shows, centred on (x, y)."""
    k = kind(tile)
    if k == "empty":
        return el("text", "·", x=x, y=y + 6, font_size=20, fill="#b0a898", text_anchor="middle")
    if k == "treasure":
        type_, need, vp = static["treasures"][tile]
        dots = [el("circle", cx=x + 6 + i * 6, cy=y + 6, r=2.2, fill="#3b3226") for i in range(need)]
        return group(el("title", f"{say(frame, f'type.{type_}')} · {say(frame, 'need', need=need, vp=vp)}"),
                     treasure_glyph(type_, x - 12, y - 6), *dots,
                     el("text", str(vp), x=x + 12, y=y - 2, font_size=15, font_weight=800, fill="#3b2f18",
                        text_anchor="middle"))
    if k == "osiris":
        return group(el("text", say(frame, "tile.osiris"), x=x, y=y - 10, font_size=9.5, fill="#4a4a5a",
                        text_anchor="middle"),
                     el("text", f"+{tile[7:]}", x=x, y=y + 10, font_size=18, font_weight=800, fill="#2f3c8a",
                        text_anchor="middle"))
    if k == "horus":
        return group(el("text", say(frame, "tile.horus"), x=x, y=y - 10, font_size=9.5, fill="#4a4a5a",
                        text_anchor="middle"), eyes(x, y + 3, int(tile[6:])))
    if tile.startswith("favour"):
        _, a, b = tile.split(":")
        return group(eyes(x - 10, y - 6, int(a), 2.4), eyes(x + 10, y + 4, int(b), 2.4))
    return el("text", fit_text(say(frame, f"tile.{tile}"), 10, CELL - 8), x=x, y=y + 3, font_size=10,
              font_weight=700, fill="#1f5e4e", text_anchor="middle")


def pawns(seats: list[int], x: float, y: float, width: float, frame: Frame) -> str:
    step = min(13.0, (width - 12) / max(1, len(seats) - 1))
    return group(*(group(el("title", frame.names[s]),
                         pawn(frame.colors[s], x - (len(seats) - 1) * step / 2 + i * step, y))
                   for i, s in enumerate(sorted(seats))))


def spiral(view: dict[str, Any], frame: Frame) -> Drawing:
    """The temple path: stairs, spaces, chamber and statues, with every adventurer."""
    st = frame.static
    layout = st["layout"]
    chamber = st["spaces"] + 1
    here: dict[int, list[int]] = {}
    for seat, adventurers in enumerate(view["adventurers"]):
        for p in adventurers["positions"]:
            here.setdefault(p, []).append(seat)

    def centre(n: int) -> tuple[float, float]:
        if n == 0:
            return PAD + CELL / 2, PAD + CELL / 2
        if n == chamber:
            x, y, w, h = layout["chamber"]
            return PAD + (x + 1 + w / 2) * CELL, PAD + (y + h / 2) * CELL
        x, y = layout["cells"][n - 1]
        return PAD + (x + 1.5) * CELL, PAD + (y + 0.5) * CELL

    trail = " ".join(("L" if i else "M") + f"{centre(n)[0]:.1f} {centre(n)[1]:.1f}"
                     for i, n in enumerate(range(1, chamber)))
    parts = [el("path", d=trail, fill="none", stroke="#e4d3b0", stroke_width=10, stroke_linejoin="round")]
    sx, sy = centre(0)
    parts.append(group(
        el("rect", x=sx - CELL / 2 + 2, y=sy - CELL / 2 + 2, width=CELL - 4, height=CELL - 4, rx=7, fill="#efe8da",
           stroke="#9c8a66"),
        el("path", d=f"M{sx - 22} {sy + 8}h10v-7h10v-7h10v-7h10", fill="none", stroke="#8a7650", stroke_width=2.4),
        el("text", say(frame, "stairs"), x=sx, y=sy - CELL / 2 + 15, font_size=10, fill="#4a4a5a",
           text_anchor="middle"),
        pawns(here.get(0, []), sx, sy + CELL / 2 - 13, CELL, frame),
    ))
    for n in range(1, chamber):
        cx, cy = centre(n)
        x, y = cx - CELL / 2, cy - CELL / 2
        tile = view["tiles"][n]
        fill, rim = CELL_STYLE[kind(tile)]
        icon = st["icons"].get(str(n))
        parts.append(group(
            el("rect", x=x + 2, y=y + 2, width=CELL - 4, height=CELL - 4, rx=7, fill=fill, stroke=rim,
               stroke_width=1.2, stroke_dasharray="4 3" if tile is None else None),
            el("text", str(n), x=x + 8, y=y + 15, font_size=10.5, fill="#7a6a4c"),
            el("circle", cx=x + CELL - 12, cy=y + 12, r=8, fill="#3b3226"),
            el("text", str(st["walls"][n]), x=x + CELL - 12, y=y + 15.5, font_size=10, font_weight=700,
               fill="#f7e7b6", text_anchor="middle"),
            el("circle", cx=x + 11, cy=y + CELL - 11, r=5, fill=PILE_COLOUR[icon], stroke="#fff")
            if icon and kind(tile) == "treasure" else "",
            tile_face(tile, st, cx, cy - 4, frame),
            pawns(here.get(n, []), cx, y + CELL - 15, CELL, frame),
        ))
    x0, y0, w, h = layout["chamber"]
    left, top, mid = PAD + (x0 + 1) * CELL, PAD + y0 * CELL, PAD + (x0 + 1 + w / 2) * CELL
    taken = len(view["entered"])
    sarcophagi = [group(el("rect", x=mid - 40 + i * 44, y=top + 38, width=36, height=22, rx=9, fill="#d4af37",
                           stroke="#7a5b00"),
                        el("text", str(vp), x=mid - 22 + i * 44, y=top + 53, font_size=12, font_weight=800,
                           fill="#3b2a00", text_anchor="middle"),
                        opacity=0.25 if i < taken else None) for i, vp in enumerate((5, 3))]
    parts.append(group(
        el("rect", x=left + 4, y=top + 4, width=w * CELL - 8, height=h * CELL - 8, rx=12, fill="#3a2f22",
           stroke="#d4af37", stroke_width=2),
        el("text", say(frame, "chamber"), x=mid, y=top + 26, font_size=13, font_weight=700, fill="#f3dd9a",
           text_anchor="middle"),
        *sarcophagi,
        el("text", say(frame, "wall", n=st["walls"][chamber]), x=mid, y=top + h * CELL - 46, font_size=11,
           fill="#f3dd9a", text_anchor="middle"),
        pawns(here.get(chamber, []), mid, top + h * CELL - 22, w * CELL - 16, frame),
    ))
    for i, s in enumerate(st["statues"]):  # on the edge between space s and s + 1, with the sleepers there
        (ax, ay), (bx, by) = centre(s), centre(s + 1)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        sleepers = [seat for seat, a in enumerate(view["adventurers"]) if a["asleep"][i]]
        parts.append(group(
            el("title", say(frame, "statue", n=i + 1, seats=[frame.names[s2] for s2 in sleepers] or "–")),
            el("rect", x=mx - 8, y=my - 11, width=16, height=22 + 4 * max(0, len(sleepers) - 3), rx=4,
               fill="#2b2d3a", stroke="#d4af37", stroke_width=1.4),
            el("path", d=f"M{mx - 5} {my - 8}l2.5 -5 2.5 5 2.5 -5 2.5 5", fill="none", stroke="#d4af37",
               stroke_width=1.4),
            *(pawn(frame.colors[seat], mx, my - 2 + k * 4.5, True, 4) for k, seat in enumerate(sleepers)),
        ))
    return Drawing(2 * PAD + (layout["size"] + 1) * CELL, 2 * PAD + layout["size"] * CELL, "".join(parts))


def card_face(frame: Frame, cid: int) -> str:
    kind_, value, _level = frame.static["cards"][cid]
    return str(value) if kind_ == "number" else say(frame, f"card.{kind_}", value=value)


def hand(cards: list[int], frame: Frame, width: float) -> Drawing:
    """The viewer's hand in its fixed order; only the two end cards can be played (the others are dimmed)."""
    w, h, gap = 58, 70, 8
    parts = [el("text", fit_text(say(frame, "hand"), 12, width), x=0, y=12, font_size=12, font_weight=700,
                fill=MUTED)]
    for i, cid in enumerate(cards):
        level = frame.static["cards"][cid][2]
        face = card_face(frame, cid)
        end = i in (0, len(cards) - 1)
        parts.append(group(
            el("rect", x=0, y=0, width=w, height=h, rx=8, fill="#fbe7a1" if level else "#fbf4e4",
               stroke="#b08a1e" if level else "#8a7650", stroke_width=2),
            el("text", face, x=w / 2, y=h / 2 + (8 if len(face) < 3 else 4), font_size=24 if len(face) < 3 else 11,
               font_weight=800, fill=INK, text_anchor="middle"),
            eyes(w / 2, h - 12, level, 2.6) if level else "",
            transform=f"translate({i * (w + gap)} {20 + (0 if end else 6)})", opacity=None if end else 0.6,
        ))
    return Drawing(width, 20 + h + 8, "".join(parts))


def seats_table(view: dict[str, Any], frame: Frame, width: float) -> Drawing:
    """What each seat holds: cards in hand (their backs), keys, treasures by type, wild cards, scarabs, sarcophagi."""
    head = [say(frame, k) for k in ("seat", "cards", "keys", "type.vase", "type.statue", "type.jewellery", "wild",
                                    "scarabs", "sarcophagi", "treasure_vp")]
    rows = []
    for s in view["seats"]:
        types = {t: 0 for t in TYPE_COLOUR}
        for t in s["treasures"]:
            types[frame.static["treasures"][t][0]] += 1
        horus = [b[1:] for b in s["backs"] if b != "m"]  # the backs show a Horus card's level
        backs = str(len(s["backs"])) + (f" (◉{' ◉'.join(horus)})" if horus else "")
        scarabs = f"{s['scarabs']} ({'+'.join(map(str, s['scarab_values'])) or 0})" if s["scarab_values"] is not None \
            else str(s["scarabs"])
        rows.append([backs, str(s["keys"]), *(str(types[t]) for t in TYPE_COLOUR), str(s["wild"]), scarabs,
                     "+".join(map(str, s["sarcophagi"])) or "–", str(s["treasure_vp"])])
    supply = " · ".join([say(frame, "deck", n=view["deck"]), say(frame, "discard", n=len(view["discard"])),
                         f"{say(frame, 'horus_piles')} " + "/".join(str(view["horus_piles"][k]) for k in "123"),
                         say(frame, "supply", keys=view["key_supply"], wild=view["wild_supply"],
                             scarabs=view["scarab_bag"])])
    return rows_table(head, rows, frame, width, turn=None if view.get("final") else view["turn"], note=supply)


def board(view: dict[str, Any], frame: Frame) -> Drawing:
    """The spiral, then the viewer's hand, then the seats (and a finished game's scoring)."""
    path = spiral(view, frame)
    width = max(path.width, 560)
    parts = [group(path.body, transform=f"translate({(width - path.width) / 2:.1f} 0)")]
    y = path.height + 10
    me = view["seats"][frame.viewer]["hand"] if frame.viewer is not None else None
    if me:
        drawn = hand(me, frame, width)
        parts.append(group(drawn.body, transform=f"translate(0 {y})"))
        y += drawn.height + 6
    table = seats_table(view, frame, width)
    parts.append(group(table.body, transform=f"translate(0 {y})"))
    y += table.height
    final = view.get("final")
    if final:
        keys = ("treasures", "positions", "sarcophagi", "keys", "scarabs", "sets")
        head = [say(frame, "seat"), *(say(frame, f"score.{k}") for k in keys), say(frame, "total")]
        rows = [[*(f"{row['parts'][k]:g}" for k in keys), f"{final['totals'][s]:g}"]
                for s, row in enumerate(final["rows"])]
        scored = rows_table(head, rows, frame, width, title=say(frame, "final"), bold=set(final["winners"]))
        parts.append(group(scored.body, transform=f"translate(0 {y + 10})"))
        y += scored.height + 10
    return Drawing(width, y, "".join(parts))

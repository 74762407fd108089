"""Amanite's board for still pictures (:func:`tablekit.snapshot`): the forest tiles, the mushroom cards, each
player's collection and the viewer's own clues, drawn in SVG from one seat's view, in the table's words
(``amanite.ui.*`` messages) and language.

>>> import tablekit
>>> g = tablekit.new_game("amanite", players=3, seed=1, sides=["A", "A", "B"])
>>> "Forest 4" in tablekit.snapshot(g, 0), "森タイル4" in tablekit.snapshot(g, 0, lang="ja")
(True, True)
"""

from __future__ import annotations

from typing import Any

from ...snapshots import Frame
from ...snapshots.svg import INK, MUTED, Drawing, el, fit_text, group
from .components import CODE, COLOURS, PIG, TOKEN_ORDER, token_name
from .messages import M

# fill, rim, letter colour: the same tones as the table
TOKEN_STYLE = {
    "B": ("#2f6fd6", "#1c4a98", "#ffffff"),
    "G": ("#2f9e55", "#1d6a38", "#ffffff"),
    "P": ("#8a4fc7", "#5c3290", "#ffffff"),
    "R": ("#d9443b", "#982820", "#ffffff"),
    "W": ("#f8f7f2", "#8f979f", "#3a434c"),
    "Y": ("#f3c433", "#a9820f", "#3b2f00"),
    "X": ("#f7b3cb", "#c0668a", "#6e2742"),
}
TILE_W, TILE_H, GAP = 168, 150, 10
FOREST, FOREST_RIM, FOREST_INK = "#eef6ee", "#b9d6bc", "#2c4a30"


def colour_word(name: str, frame: Frame) -> str:
    """A colour (or "pig") in the picture's language."""
    return frame.say(M(f"ui.c.{name}"))


def attribute_word(attribute: str, frame: Frame) -> str:
    return frame.say(M(f"ui.a.{attribute}"))


def token(code: str, x: float, y: float, frame: Frame, r: float = 10) -> str:
    fill, rim, ink = TOKEN_STYLE[code]
    parts = [el("title", colour_word(token_name(code), frame)),
             el("circle", cx=x, cy=y, r=r, fill=fill, stroke=rim, stroke_width=1.4)]
    if code == PIG:  # a snout and two eyes
        parts += [el("ellipse", cx=x, cy=y + r * 0.25, rx=r * 0.42, ry=r * 0.3, fill="#f28db2", stroke=rim),
                  el("circle", cx=x - r * 0.35, cy=y - r * 0.3, r=r * 0.11, fill=ink),
                  el("circle", cx=x + r * 0.35, cy=y - r * 0.3, r=r * 0.11, fill=ink)]
    else:
        mark = colour_word(token_name(code), frame)[:1].upper()  # as the table marks it: B, 青...
        parts.append(el("text", mark, x=x, y=y + r * 0.38, font_size=r * 1.0, font_weight=700, fill=ink,
                        text_anchor="middle"))
    return group(*parts)


def tokens_row(codes: str, x: float, y: float, width: float, frame: Frame, r: float = 10) -> tuple[str, float]:
    """Tokens in canonical order, wrapped to ``width``; returns the drawing and the height used."""
    step = 2 * r + 3
    per_row = max(1, int(width // step))
    codes = "".join(sorted(codes, key=TOKEN_ORDER.index))
    marks = [token(c, x + r + (i % per_row) * step, y + r + (i // per_row) * step, frame, r)
             for i, c in enumerate(codes)]
    rows = -(-len(codes) // per_row)
    return group(*marks), rows * step


def meeple(seat: int, x: float, y: float, frame: Frame) -> str:
    """A seat's meeple: a round head on a rounded body, in the seat's colour with its initial."""
    colour = frame.colors[seat]
    return group(
        el("title", frame.say(M("ui.meeple_of", seat=frame.names[seat]))),
        el("path", d=f"M{x - 9} {y + 10}q0-12 9-12t9 12z", fill=colour, stroke=INK, stroke_width=1.2),
        el("circle", cx=x, cy=y - 6, r=6, fill=colour, stroke=INK, stroke_width=1.2),
        el("text", frame.names[seat][:1], x=x, y=y + 8, font_size=8, font_weight=700, fill=INK, text_anchor="middle"),
    )


def space(label: str, seat: int | None, x: float, y: float, frame: Frame) -> str:
    """A meeple space on a forest tile ("1" or the split), with its meeple if taken."""
    parts = [el("circle", cx=x, cy=y, r=14, fill="#fff", stroke=FOREST_RIM, stroke_dasharray="3 2")]
    if seat is None:
        parts.append(el("text", label, x=x, y=y + 4, font_size=11, font_weight=700, fill=MUTED, text_anchor="middle"))
    else:
        parts.append(meeple(seat, x, y, frame))
    return group(*parts)


def forest_tile(index: int, tile: dict[str, Any], collecting: bool, frame: Frame) -> str:
    parts = [
        el("rect", x=0, y=0, width=TILE_W, height=TILE_H, rx=10, fill="#e3f1e4" if collecting else FOREST,
           stroke="#7fbf86" if collecting else FOREST_RIM, stroke_width=2 if collecting else 1),
        el("text", frame.say(M("ui.forest_n", tile=index + 1)), x=10, y=19, font_size=12, font_weight=700,
           fill=FOREST_INK),
        space("1", tile["one"], TILE_W - 52, 24, frame),
        space("÷", tile["split"], TILE_W - 20, 24, frame),
    ]
    piles = tile.get("piles")
    if piles:
        for k, (pile, name) in enumerate(zip(piles, ("ui.upper_pile", "ui.lower_pile"))):
            y = 50 + k * 48
            parts.append(el("text", frame.say(M(name)), x=10, y=y, font_size=10, font_weight=700, fill=MUTED))
            drawn, _ = tokens_row(pile or "", 10, y + 4, TILE_W - 20, frame, r=9)
            parts.append(drawn if pile else el("text", frame.say(M("ui.empty")), x=10, y=y + 17, font_size=10,
                                               fill=MUTED))
    elif tile["tokens"]:
        parts.append(tokens_row(tile["tokens"], 10, 48, TILE_W - 20, frame)[0])
    else:
        parts.append(el("text", frame.say(M("ui.collected")), x=10, y=64, font_size=11, font_style="italic",
                        fill="#7d8f80"))
    return group(*parts)


def mushroom(colour: str, x: float, y: float, frame: Frame) -> str:
    fill, rim, _ = TOKEN_STYLE[CODE[colour]]
    return group(
        el("title", frame.say(M("ui.card_aria", colour=colour_word(colour, frame)))),
        el("path", d=f"M{x - 5} {y}h10l1.5 12c.1 1-.5 1.6-1.5 1.6h-10c-1 0-1.6-.6-1.5-1.6z", fill="#efe6d6",
           stroke="#9c8f78", stroke_width=1.1),
        el("path", d=f"M{x - 17} {y + 1}c0-11 8-17 17-17s17 6 17 17z", fill=fill, stroke=rim, stroke_width=1.4),
        el("circle", cx=x - 6, cy=y - 7, r=2.2, fill="#fff", opacity=0.85),
        el("circle", cx=x + 6, cy=y - 9, r=1.8, fill="#fff", opacity=0.85),
    )


def mushroom_cards(view: dict[str, Any], frame: Frame, width: float) -> Drawing:
    """The six mushroom cards: notebook spaces with their tokens, clue cards left, and the secret once revealed."""
    secret = view.get("secret") or {}
    w, h = (width - 5 * 8) / 6, 112
    cards = []
    for i, colour in enumerate(COLOURS):
        card = view["cards"][colour]
        parts = [el("rect", x=0, y=0, width=w, height=h, rx=9, fill="#fff", stroke="#d9d4c7"),
                 mushroom(colour, w / 2, 30, frame),
                 el("text", colour_word(colour, frame), x=w / 2, y=60, font_size=11, font_weight=700, fill=INK,
                    text_anchor="middle")]
        for k in range(card["spaces"]):
            cx = w / 2 + (k - (card["spaces"] - 1) / 2) * 26
            seat = card["notes"][k] if k < len(card["notes"]) else None
            fill = frame.colors[seat] if seat is not None else "#fff"
            parts.append(el("rect", x=cx - 9, y=68, width=18, height=14, rx=3, fill=fill, stroke="#9aa3ad",
                            stroke_dasharray=None if seat is not None else "3 2"))
        attribute = secret.get(colour)
        note = attribute_word(attribute, frame) if attribute else frame.say(M("ui.deck", n=card["deck"]))
        parts.append(el("text", note, x=w / 2, y=100, font_size=10, font_weight=700 if attribute else 400,
                        fill=INK if attribute else MUTED, text_anchor="middle"))
        cards.append(group(*parts, transform=f"translate({i * (w + 8):.1f} 0)"))
    return Drawing(width, h, "".join(cards))


def seat_panel(seat: int, info: dict[str, Any], view: dict[str, Any], frame: Frame, width: float) -> Drawing:
    first = f"  · {frame.say(M('ui.first_player'))}" if view.get("first") == seat else ""
    name = frame.names[seat] + first
    parts = [el("circle", cx=8, cy=9, r=6, fill=frame.colors[seat], stroke="#00000040"),
             el("text", name, x=20, y=13, font_size=12.5, font_weight=700, fill=INK)]
    start = frame.say(M("ui.start_card"))
    if info["colours"]:
        card = frame.say(M("ui.token", name=[M(f"ui.c.{c}") for c in info["colours"]]))
        side = frame.say(M("ui.side", side=info["side"]))
        parts.append(el("text", f"{start} · {side}: {card}", x=20, y=29, font_size=10.5, fill=MUTED))
    else:
        chosen = frame.say(M("ui.side_chosen" if info["side_chosen"] else "ui.choosing_side"))
        parts.append(el("text", f"{start}: {chosen}", x=20, y=29, font_size=10.5, fill=MUTED))
    counts = (f"{frame.say(M('ui.home'))} {info['meeples_home']} · {frame.say(M('ui.notebook'))}"
              f"{info['notebook_tokens']} · {frame.say(M('ui.clues'))}{info['clue_cards']}")
    parts.append(el("text", fit_text(counts, 10.5, width - 24), x=20, y=44, font_size=10.5, fill=MUTED))
    eliminated = ((view.get("final") or {}).get("eliminated") or {}).get(str(seat))
    top = 52
    if eliminated:
        why = M(f"ui.reason.{eliminated['reason']}", tokens=eliminated.get("tokens", ""))
        parts.append(el("text", frame.say(M("ui.eliminated", why=why)), x=20, y=59, font_size=10.5,
                        font_weight=700, fill="#b3261e"))
        top = 66
    codes = "".join(code * n for code, n in info["tokens"].items())
    drawn, used = tokens_row(codes, 20, top, width - 24, frame, r=8)
    empty = el("text", frame.say(M("ui.no_tokens")), x=20, y=top + 12, font_size=10.5, fill=MUTED, font_style="italic")
    parts.append(drawn if codes else empty)
    return Drawing(width, top + 4 + max(used, 16), "".join(parts))


def clue_lines(clues: dict[str, Any] | None, frame: Frame) -> list[str]:
    """The viewer's own clues in words (nothing for a spectator)."""
    if not clues:
        return []
    lines = []
    start = clues.get("start")
    if start:
        colours = frame.say(M("ui.token", name=[M(f"ui.c.{c}") for c in start["colours"]]))
        attributes = frame.say(M("ui.token", name=[M(f"ui.a.{a}") for a in start["attributes"]]))
        lines.append(f"{frame.say(M('ui.start_card'))} ({colours}): {attributes} · {frame.say(M('ui.any_order'))}")
    lines += [f"{frame.say(M('ui.notebook_clue'))}: {colour_word(c['colour'], frame)} → "
              f"{attribute_word(c['attribute'], frame)}" for c in clues.get("notebook", [])]
    return lines


def board(view: dict[str, Any], frame: Frame) -> Drawing:
    """The forest, the mushroom cards, the players and (for a seat) its clues."""
    tiles = view["tiles"]
    forest_w = len(tiles) * TILE_W + (len(tiles) - 1) * GAP
    width = max(forest_w, 6 * 96 + 5 * 8)
    cards = mushroom_cards(view, frame, width)
    heading = f"{frame.say(M('ui.round', round=view['round']))} · {view['bag']}{frame.say(M('ui.in_bag'))}"
    parts = [el("text", heading, x=0, y=12, font_size=12, font_weight=700, fill=MUTED)]
    collecting = view.get("collecting")
    for i, tile in enumerate(tiles):
        parts.append(group(forest_tile(i, tile, collecting == i, frame),
                           transform=f"translate({i * (TILE_W + GAP)} 22)"))
    y = 22 + TILE_H + 14
    parts.append(group(cards.body, transform=f"translate(0 {y})"))
    y += cards.height + 14
    columns = 2 if len(frame.names) > 2 else len(frame.names)
    panel_w = (width - (columns - 1) * GAP) / columns
    row_h = 0.0
    for seat, info in enumerate(view["seats"]):
        panel = seat_panel(seat, info, view, frame, panel_w)
        col = seat % columns
        if col == 0 and seat:
            y += row_h + 8
            row_h = 0.0
        parts.append(group(panel.body, transform=f"translate({col * (panel_w + GAP):.1f} {y:.1f})"))
        row_h = max(row_h, panel.height)
    y += row_h + 6
    lines = clue_lines(view.get("clues"), frame)
    if lines:
        y += 8
        parts.append(el("rect", x=0, y=y, width=width, height=22 + 16 * len(lines), rx=8, fill="#fff7e0",
                        stroke="#f3dc9c"))
        parts.append(el("text", frame.say(M("ui.your_clues")), x=10, y=y + 16, font_size=11.5, font_weight=700,
                        fill="#5c4400"))
        for k, line in enumerate(lines):
            parts.append(el("text", line, x=10, y=y + 32 + 16 * k, font_size=11, fill="#5c4400"))
        y += 22 + 16 * len(lines)
    return Drawing(width, y, "".join(parts))

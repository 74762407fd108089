"""Minikin City's board for still pictures (:func:`tablekit.snapshot`): the reward row with its markers and the end
tile, the free bonus tokens, the open display, and every seat's city (cards with their symbols and minikins), with
the viewer's own hand, drawn from the static card faces and one seat's view in the table's words
(``minikin_city.ui.*`` messages) and language.

>>> import tablekit
>>> g = tablekit.new_game("minikin_city", players=2, seed=1)
>>> "Reward cards" in tablekit.snapshot(g, 0), "報酬カード" in tablekit.snapshot(g, 0, lang="ja")
(True, True)
"""

from __future__ import annotations

from typing import Any

from ...snapshots import Frame
from ...snapshots.parts import seat_heading, totals_line, viewer_first
from ...snapshots.svg import INK, MUTED, Drawing, el, group, wrap
from .components import ITEMS, Effect, Gain
from .messages import M, effect_text, gain_text

COLOURS = {"red": "#d9443b", "green": "#2f9e55", "blue": "#2f6fd6", None: "#8d949b"}
TINTS = {"red": "#fdecea", "green": "#e7f5ec", "blue": "#e8effd", None: "#f1f1ee"}
SYMBOLS = {  # the table's symbol shapes (18 × 18) and tones
    "book": ("M3 3.5h4.2c.8 0 1.5.4 1.8 1 .3-.6 1-1 1.8-1H15v10h-4.2c-.8 0-1.5.4-1.8 1-.3-.6-1-1-1.8-1H3z", "#7a4e2d"),
    "heart": ("M9 15.2 3.3 9.6a3.3 3.3 0 0 1 4.7-4.7L9 5.9l1-1a3.3 3.3 0 0 1 4.7 4.7z", "#c2185b"),
    "smile": ("M9 2.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z", "#e0a000"),
    "bag": ("M6.5 3h5l-1.2 2.4c2.6 1.2 4.7 4 4.7 6.8 0 2-1.6 3.3-3.6 3.3H6.6C4.6 15.5 3 14.2 3 12.2c0-2.8 2.1-5.6 "
            "4.7-6.8z", "#6d5d4b"),
}
CARD_W, CARD_H, SMALL_H, GAP = 92, 142, 58, 6


def say(frame: Frame, key: str, **args: Any) -> str:
    return frame.say(M(f"ui.{key}", **args))


def gain_words(raw: dict[str, int], frame: Frame) -> str:
    gain = gain_text(Gain(**raw))
    return frame.say(M("ui.g.list", parts=gain) if isinstance(gain, tuple) else gain)


def effect_words(raw: dict[str, Any], frame: Frame) -> str:
    """An effect of the static data (``{"gain": ..., "per" or "if": ...}``) in words."""
    need = raw.get("if", {})
    effect = Effect(Gain(**raw["gain"]), raw.get("per"), tuple((s, need[s]) for s in ITEMS if s in need))
    return frame.say(effect_text(effect))


def card_name(cid: str, frame: Frame) -> str:
    """A card as the table names it ("Blue 15", "21")."""
    face = frame.static["cards"][cid]
    return say(frame, "card", colour=say(frame, f"colour.{face['colour']}"), value=face["value"]) if face["colour"] \
        else say(frame, "card21")


def token_words(i: int, frame: Frame) -> str:
    token = frame.static["bonus_tokens"][i]
    return say(frame, "token", effect=effect_words(token["effect"], frame), when=say(frame, f"when.{token['when']}"))


def minikin(x: float, y: float, filled: bool) -> str:
    if not filled:
        return el("circle", cx=x, cy=y, r=5, fill="#fff", stroke="#9aa5b1", stroke_width=1.2, stroke_dasharray="2 1.4")
    return group(el("circle", cx=x, cy=y - 2.6, r=2.6, fill="#f2c14e", stroke="#8a6500", stroke_width=0.9),
                 el("path", d=f"M{x - 4.2} {y + 5.5}c0-3 1.9-5 4.2-5s4.2 2 4.2 5z", fill="#f2c14e", stroke="#8a6500",
                    stroke_width=0.9))


def card(cid: str, frame: Frame, on: int = 0, small: bool = False) -> str:
    """A city card: value and colour, symbols, spaces (``on`` of them filled) and, when not small, its effects."""
    face = frame.static["cards"][cid]
    colour = face["colour"]
    h = SMALL_H if small else CARD_H
    words = [effect_words(face[k], frame) for k in ("now", "score") if face[k]]
    parts = [el("title", " · ".join([cid, *words])),
             el("rect", x=0, y=0, width=CARD_W, height=h, rx=7, fill=TINTS[colour], stroke=COLOURS[colour],
                stroke_width=2),
             el("rect", x=0, y=0, width=CARD_W, height=18, rx=7, fill=COLOURS[colour]),
             el("text", str(face["value"]), x=6, y=14, font_size=13, font_weight=800, fill="#fff")]
    for k, symbol in enumerate(face["symbols"]):
        d, tone = SYMBOLS[symbol]
        parts.append(el("path", el("title", say(frame, f"item.{symbol}")), d=d, fill=tone,
                        transform=f"translate({CARD_W - 17 - k * 15} 21) scale(0.8)"))
    for k in range(face["capacity"]):
        parts.append(minikin(9 + k * 13, 44, k < on))
    if not small:
        y = 60
        for tag, key in (("now", "now"), ("scoring", "score")):
            if face[key]:
                lines = wrap(effect_words(face[key], frame), 9.5, CARD_W - 8, 5)
                parts.append(el("text", say(frame, tag), x=4, y=y, font_size=9, font_weight=700, fill=MUTED))
                parts += [el("text", line, x=4, y=y + 11 + 11 * i, font_size=9.5, fill=INK)
                          for i, line in enumerate(lines)]
                y += 14 + 11 * len(lines)
    return group(*parts)


def card_row(cards: list[tuple[str, int]], frame: Frame, x0: float, width: float, small: bool) -> tuple[str, float]:
    """Cards in rows that wrap at ``width``; returns the drawing and its height."""
    per = max(1, int((width - x0 + GAP) // (CARD_W + GAP)))
    h = SMALL_H if small else CARD_H
    drawn = [group(card(cid, frame, on, small),
                   transform=f"translate({x0 + (i % per) * (CARD_W + GAP)} {(i // per) * (h + GAP)})")
             for i, (cid, on) in enumerate(cards)]
    return "".join(drawn), (-(-len(cards) // per)) * (h + GAP) if cards else 0


def marker(seat: int, x: float, y: float, frame: Frame) -> str:
    return group(el("title", frame.names[seat]), el("circle", cx=x, cy=y, r=7, fill=frame.colors[seat], stroke=INK),
                 el("text", frame.names[seat][:1], x=x, y=y + 3.5, font_size=9, font_weight=700, fill="#fff",
                    text_anchor="middle"))


def gain_lines(ranks: list[dict[str, int]], frame: Frame, w: float) -> list[list[str]]:
    """Each rank's gain in words, wrapped to the width a reward box of width ``w`` leaves it."""
    return [wrap(gain_words(gain, frame), 9.5, w - 34, 3) for gain in ranks]


def rank_box(head: str, colour: str | None, lines: list[list[str]], markers: list[int | None], current: bool,
             frame: Frame, w: float, height: float) -> Drawing:
    """A reward card (or the end tile) ``height`` high: its rank spaces with their gains (``lines``, from
    :func:`gain_lines`) and the markers placed on them."""
    parts = [el("rect", x=0, y=0, width=w, height=height, rx=7, fill="#fff",
                stroke=INK if current else COLOURS[colour], stroke_width=2.5 if current else 1.5),
             el("rect", x=0, y=0, width=w, height=17, rx=7, fill=COLOURS[colour]),
             el("text", head, x=6, y=13, font_size=11, font_weight=700, fill="#fff")]
    y = 30.0
    for i, words in enumerate(lines):
        parts.append(el("text", f"{i + 1}.", x=5, y=y, font_size=9.5, font_weight=700, fill=MUTED))
        parts += [el("text", line, x=18, y=y + 11 * k, font_size=9.5, fill=INK) for k, line in enumerate(words)]
        if i < len(markers) and markers[i] is not None:
            parts.append(marker(markers[i], w - 9, y - 3.5, frame))
        y += 4 + 11 * len(words)
    return Drawing(w, height, "".join(parts))


def box_height(lines: list[list[str]]) -> float:
    return 22 + sum(4 + 11 * len(words) for words in lines)


def rewards(view: dict[str, Any], frame: Frame, width: float) -> Drawing:
    players = str(len(frame.names))
    faces = frame.static["rewards"][view["set"]]
    per_row = 5
    w = (width - (per_row - 1) * GAP) / per_row
    end = view["end"]
    lines = [gain_lines(faces[e["card"]]["sides"][players], frame, w) for e in view["rewards"]]
    lines.append(gain_lines(frame.static["end_tiles"][players], frame, w))
    height = max(box_height(b) for b in lines)  # one height for all, as at the table
    boxes_ = [rank_box(str(k + 1), faces[e["card"]]["colour"], lines[k], e["markers"], view["round"] == k + 1, frame,
                       w, height) for k, e in enumerate(view["rewards"])]
    boxes_.append(rank_box(say(frame, "end_tile"), end["colour"], lines[-1], end["markers"],
                           view["round"] is None and bool(view["reveals"]), frame, w, height))
    parts = [el("text", say(frame, "rewards"), x=0, y=12, font_size=12, font_weight=700, fill=MUTED)]
    y, row_h = 20.0, 0.0
    for i, box in enumerate(boxes_):
        if i and i % per_row == 0:
            y, row_h = y + row_h + GAP, 0.0
        parts.append(group(box.body, transform=f"translate({(i % per_row) * (w + GAP):.1f} {y:.1f})"))
        row_h = max(row_h, box.height)
    return Drawing(width, y + row_h, "".join(parts))


def seat_block(view: dict[str, Any], seat: int, frame: Frame, width: float) -> Drawing:
    s = view["seats"][seat]
    info = [say(frame, "hand_size", n=s["hand_size"])]
    if s["waiting"]:
        info.append(say(frame, "waiting", n=s["waiting"]))
    if s["known"] and seat != frame.viewer:
        info.append(say(frame, "known", cards=[card_name(c, frame) for c in s["known"]]))
    reveal = next((total for who, total in view["reveals"] if who == seat), None)
    if reveal is not None:
        info.append(say(frame, "revealed", total=reveal))
    info += [token_words(i, frame) for i in s["tokens"]]
    name = frame.names[seat] + (f" ({say(frame, 'you')})" if seat == frame.viewer else "")
    heading = seat_heading(seat, name, " · ".join(info), frame, width)
    parts, top = [heading.body], heading.height
    city, h = card_row([(cid, on) for cid, on in s["city"]], frame, 0, width, small=True)
    parts.append(group(city, transform=f"translate(0 {top})"))
    y = top + h
    hand = s["hand"]
    if hand:
        label = say(frame, "hand") if seat == frame.viewer else say(frame, "hand_of", seat=frame.names[seat])
        parts.append(el("text", label, x=0, y=y + 12, font_size=11, font_weight=700, fill=MUTED))
        held, h = card_row([(cid, 0) for cid in hand], frame, 0, width, small=False)
        parts.append(group(held, transform=f"translate(0 {y + 18})"))
        y += 18 + h
    return Drawing(width, y + 4, "".join(parts))


def board(view: dict[str, Any], frame: Frame) -> Drawing:
    """Status, reward row, bonus tokens, display, then every seat's city (the viewer's first, with its hand)."""
    width = 700.0
    best = f"{say(frame, 'best')} {say(frame, 'colour.' + view['best'])}" if view["best"] else ""
    status = [say(frame, "round", n=view["round"]) if view["round"] else "", best,
              f"{say(frame, 'start')} {frame.names[view['start']]}" if view["start"] is not None else "",
              say(frame, "deck", n=view["deck"]),
              say(frame, "supply", n=view["supply"])]
    parts = [el("text", " · ".join(p for p in status if p), x=0, y=12, font_size=12, font_weight=700, fill=INK)]
    y = 22.0
    row = rewards(view, frame, width)
    parts.append(group(row.body, transform=f"translate(0 {y})"))
    y += row.height + 10
    if view["bonus"]:
        tokens = [token_words(i, frame) for i in view["bonus"]]
        parts.append(el("text", say(frame, "bonus_tokens"), x=0, y=y + 12, font_size=12, font_weight=700, fill=MUTED))
        for k, words in enumerate(tokens):
            parts.append(el("text", f"{view['bonus'][k] + 1}. {words}", x=8, y=y + 28 + 14 * k, font_size=10.5,
                            fill=INK))
        y += 24 + 14 * len(tokens)
    if view["display"]:
        parts.append(el("text", say(frame, "display"), x=0, y=y + 12, font_size=12, font_weight=700, fill=MUTED))
        shown, h = card_row([(cid, 0) for cid in view["display"]], frame, 0, width, small=False)
        parts.append(group(shown, transform=f"translate(0 {y + 18})"))
        y += 18 + h + 4
    for seat in viewer_first(frame):
        block = seat_block(view, seat, frame, width)
        parts.append(el("line", x1=0, y1=y + 2, x2=width, y2=y + 2, stroke="#e3e0d8"))
        parts.append(group(block.body, transform=f"translate(0 {y + 8})"))
        y += block.height + 10
    final = view.get("final")
    if final:
        totals = totals_line(say(frame, "final"), [sc["total"] for sc in final["scores"]], frame)
        parts.append(group(totals.body, transform=f"translate(0 {y})"))
        y += totals.height
    return Drawing(width, y, "".join(parts))

"""Arigato's board for still pictures (:func:`tablekit.snapshot`): the calendar of days with each day's goal and
who met it, then every seat's village (four slots with their artisans and offering tokens, items, palace, favour,
goal tokens), the viewer's own hand and travellers, drawn from the static card faces and one seat's view in the
table's words (``arigato.ui.*`` messages) and language.

>>> import tablekit
>>> g = tablekit.new_game("arigato", players=2, seed=1)
>>> "Calendar" in tablekit.snapshot(g, 0), "カレンダー" in tablekit.snapshot(g, 0, lang="ja")
(True, True)
"""

from __future__ import annotations

from typing import Any

from ...snapshots import Frame
from ...snapshots.parts import seat_heading, totals_line, viewer_first
from ...snapshots.svg import INK, MUTED, Drawing, el, group, text_width, wrap
from .messages import M

ITEM_TYPE = {"origami": "origami", "bonsai": "bonsai", "katana": "blacksmith", "statue": "sculptor",
             "fireworks": "fireworks"}
TYPE_STYLE = {  # fill, soft: the table's tones
    "origami": ("#d9546e", "#fbe3e8"), "bonsai": ("#3d8c4f", "#e1f1e4"), "blacksmith": ("#56636f", "#e6e9ec"),
    "sculptor": ("#a57c3a", "#f3eadb"), "fireworks": ("#e07b1f", "#fcead8"),
}
GLYPH = {"origami": "折", "bonsai": "盆", "katana": "刀", "statue": "像", "fireworks": "火", "any": "?"}
FAVOUR, GOAL = "#c9252c", "#2b4a8b"
CARD_W, CARD_H = 148, 78


def say(frame: Frame, key: str, **args: Any) -> str:
    return frame.say(M(f"ui.{key}", **args))


def item_token(item: str, x: float, y: float, frame: Frame, r: float = 9) -> str:
    fill = "#7d6bd6" if item == "any" else TYPE_STYLE[ITEM_TYPE[item]][0]
    return group(el("title", say(frame, f"item.{item}")),
                 el("circle", cx=x, cy=y, r=r, fill=fill, stroke="#1f293360"),
                 el("text", GLYPH[item], x=x, y=y + r * 0.4, font_size=max(9.0, r * 1.1), font_weight=700, fill="#fff",
                    text_anchor="middle"))


def effect_words(effect: dict[str, Any] | None, frame: Frame) -> str:
    if not effect:
        return say(frame, "no_effect")
    args: dict[str, Any] = {"n": effect.get("n")}
    if effect.get("item"):
        args["item"] = M(f"ui.item.{effect['item']}")
    if effect.get("type"):
        args["type"] = M(f"ui.type.{effect['type']}")
    return f"{say(frame, 'eff.' + effect['when'])}: {say(frame, 'eff.' + effect['do'], **args)}"


def card(cid: str, frame: Frame, offering: bool = False) -> str:
    """A card face: type band with its item and favour, its offering cost and, small, its effect."""
    face = frame.static["cards"][cid]
    fill, soft = TYPE_STYLE[face["type"]]
    parts = [el("title", f"{cid}: {effect_words(face['effect'], frame)}"),
             el("rect", x=0, y=0, width=CARD_W, height=CARD_H, rx=7, fill="#fffdf8", stroke=fill, stroke_width=2),
             el("rect", x=1, y=1, width=CARD_W - 2, height=20, rx=6, fill=soft),
             item_token(face["item"], 11, 11, frame, 8),
             el("text", say(frame, f"type.{face['type']}"), x=22, y=15, font_size=10, font_weight=700, fill=INK),
             el("circle", cx=CARD_W - 11, cy=11, r=8, fill=FAVOUR),
             el("text", str(face["favour"]), x=CARD_W - 11, y=15, font_size=10, font_weight=700, fill="#fff",
                text_anchor="middle")]
    k = 0
    for item, n in face["cost"].items():
        for _ in range(n):
            parts.append(item_token(item, 11 + k * 18, 32, frame, 8.2))
            k += 1
    parts.append(el("text", "".join(str(s) if s in face["slots"] else "·" for s in (1, 2, 3, 4)), x=CARD_W - 6,
                    y=35, font_size=9.5, fill=MUTED, text_anchor="end", letter_spacing=1))
    effect = effect_words(face["effect"], frame).split(": ", 1)[-1]
    parts += [el("text", line, x=4, y=52 + 11 * i, font_size=9.5, fill=INK)
              for i, line in enumerate(wrap(effect, 9.5, CARD_W - 8, 3))]
    if offering:
        parts.append(group(el("title", say(frame, "offering")),
                           el("circle", cx=CARD_W - 10, cy=CARD_H - 2, r=8, fill="#f2c94c", stroke="#8a6a00"),
                           el("text", "献", x=CARD_W - 10, y=CARD_H + 2, font_size=9, font_weight=700, fill=INK,
                              text_anchor="middle")))
    return group(*parts)


def calendar(view: dict[str, Any], frame: Frame, width: float) -> Drawing:
    days = frame.static["days"]
    goals = frame.static["goals"]
    head = " · ".join([say(frame, "calendar"), say(frame, "day_of", day=view["day"], days=days),
                       say(frame, "deck", n=view["deck"]), say(frame, "discards", n=len(view["discard"]))])
    parts = [el("text", head, x=0, y=12, font_size=12, font_weight=700, fill=MUTED)]
    per_row = 6
    w, h = (width - (per_row - 1) * 5) / per_row, 66
    over = view["phase"] == "over"
    for day in range(1, days + 1):
        x, y = ((day - 1) % per_row) * (w + 5), 20 + ((day - 1) // per_row) * (h + 5)
        goal = goals.get(str(day))
        today = day == view["day"] and not over
        text = say(frame, f"goal.{goal['kind']}", n=goal.get("n")) if goal else say(frame, "no_goal")
        met = [s for s, seat in enumerate(view["seats"]) if day in seat["goal_days"]]
        cell = [el("rect", x=0, y=0, width=w, height=h, rx=6, fill="#fff4d6" if today else "#fff",
                   stroke=INK if today else "#d9d4c7", stroke_width=2 if today else 1,
                   opacity=0.6 if (day < view["day"] or over) and not today else None),
                el("text", str(day), x=6, y=14, font_size=12, font_weight=800, fill=GOAL)]
        cell += [el("text", line, x=6, y=28 + 11 * i, font_size=9.5, fill=INK if goal else MUTED)
                 for i, line in enumerate(wrap(text, 9.5, w - 10, 3))]
        cell += [group(el("title", frame.names[s]), el("circle", cx=w - 8 - 11 * k, cy=10, r=4.5,
                                                       fill=frame.colors[s], stroke=INK)) for k, s in enumerate(met)]
        parts.append(group(*cell, transform=f"translate({x:.1f} {y})"))
    return Drawing(width, 20 + (-(-days // per_row)) * (h + 5), "".join(parts))


def cards_row(ids: list[str], frame: Frame, width: float) -> tuple[str, float]:
    per = max(1, int((width + 6) // (CARD_W + 6)))
    drawn = [group(card(cid, frame), transform=f"translate({(i % per) * (CARD_W + 6)} {(i // per) * (CARD_H + 6)})")
             for i, cid in enumerate(ids)]
    return "".join(drawn), (-(-len(ids) // per)) * (CARD_H + 6) if ids else 0


def village(view: dict[str, Any], seat: int, frame: Frame, width: float) -> Drawing:
    me = view["seats"][seat]
    name = frame.names[seat]
    palace = sum(frame.static["cards"][c]["favour"] for c in me["palace"])
    stats = [f"{say(frame, 'favour')} {me['favour']}", f"{say(frame, 'goals')} {len(me['goal_days'])}",
             say(frame, "free_tokens", n=me["tokens"]), f"{say(frame, 'palace')} {len(me['palace'])} ({palace})"]
    if view["phase"] == "dawn":
        stats.insert(0, say(frame, "chosen" if me["chosen"] else "choosing"))
    elif view["phase"] != "over":
        stats.insert(0, say(frame, "acting" if seat in view.get("to_act", []) else "done"))
    heading = seat_heading(seat, name, " · ".join(stats), frame, width)
    parts: list[str] = []
    slot_w = (width - 3 * 8) / 4
    for i, spot in enumerate(me["village"]):
        x = i * (slot_w + 8)  # the card's id beside the slot's number
        parts += [el("rect", x=x, y=20, width=slot_w, height=CARD_H + 18, rx=7, fill="#f6f4ee", stroke="#d9d4c7",
                     stroke_dasharray=None if spot else "4 3"),
                  el("text", str(i + 1), x=x + 6, y=33, font_size=10, font_weight=700, fill=MUTED)]
        if spot:
            parts.append(el("text", spot["card"], x=x + slot_w - 6, y=33, font_size=9, fill=MUTED, text_anchor="end"))
            parts.append(group(card(spot["card"], frame, spot["offering"]),
                               transform=f"translate({x + (slot_w - CARD_W) / 2:.1f} 35)"))
    y = 20 + CARD_H + 32
    parts.append(el("text", say(frame, "items"), x=0, y=y + 4, font_size=10.5, font_weight=700, fill=MUTED))
    x = text_width(say(frame, "items"), 10.5) + 16
    for item, n in me["items"].items():
        parts += [item_token(item, x, y, frame, 8),
                  el("text", str(n), x=x + 12, y=y + 4, font_size=11, font_weight=700, fill=INK if n else MUTED)]
        x += 36
    y += 16
    rows: list[tuple[str, list[str]]] = []  # the viewer's own hand and travellers; what it sent to this seat
    if me["hand"] and seat == frame.viewer:
        rows.append((say(frame, "hand"), me["hand"]))
    if me["incoming_cards"]:
        rows.append((say(frame, "incoming") if seat == frame.viewer else say(frame, "sent", to=frame.names[seat]),
                     me["incoming_cards"]))
    elif me["incoming"]:  # on their way, unseen
        rows.append((f"{say(frame, 'traveller')} × {me['incoming']}", []))
    if me["aside"]:
        rows.append((f"{say(frame, 'aside')}: {me['aside']}", me["aside_cards"] or []))
    for label, ids in rows:
        parts.append(el("text", label, x=0, y=y + 10, font_size=10.5, font_weight=700, fill=MUTED))
        drawn, h = cards_row(ids, frame, width)
        parts.append(group(drawn, transform=f"translate(0 {y + 16})"))
        y += 16 + h
    below = heading.height - 20  # the slots move down under a heading of several lines
    return Drawing(width, y + 4 + below, heading.body + group(*parts, transform=f"translate(0 {below})"))


def board(view: dict[str, Any], frame: Frame) -> Drawing:
    """The calendar, then every village, the viewer's first, then the others to its left; a finished game's
    scoring under them."""
    width = 640.0
    days = calendar(view, frame, width)
    parts = [days.body]
    y = days.height + 8
    for seat in viewer_first(frame):
        block = village(view, seat, frame, width)
        parts.append(el("line", x1=0, y1=y, x2=width, y2=y, stroke="#e3e0d8"))
        parts.append(group(block.body, transform=f"translate(0 {y + 8})"))
        y += block.height + 12
    final = view.get("final")
    if final:
        solo = (f" · {say(frame, 'target')} {final['target']}: {say(frame, 'beat' if final['beaten'] else 'missed')}"
                if "target" in final else "")
        totals = totals_line(say(frame, "score"), final["totals"], frame, solo)
        parts.append(group(totals.body, transform=f"translate(0 {y})"))
        y += totals.height
    return Drawing(width, y, "".join(parts))

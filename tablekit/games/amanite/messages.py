"""Amanite's message catalogue: English and Japanese templates for phases, seats and the table's words."""

from __future__ import annotations

from ...core.text import Messages

EN = {
    "phase.sides": "Choosing start cards",
    "phase.place": "Meeple placement",
    "phase.collect": "Collecting mushrooms",
    "phase.pig": "Feeding the pigs",
    "phase.notebook": "Drawing clue cards",
    "phase.over": "Final scoring",
    "seat.0": "Fox",
    "seat.1": "Squirrel",
    "seat.2": "Owl",
    "seat.3": "Jay",
}
JA = {
    "phase.sides": "スタートカードの選択",
    "phase.place": "ミープルの配置",
    "phase.collect": "キノコの収穫",
    "phase.pig": "ブタのえさ",
    "phase.notebook": "手がかりカードを引く",
    "phase.over": "最終得点計算",
    "seat.0": "キツネ",
    "seat.1": "リス",
    "seat.2": "フクロウ",
    "seat.3": "カケス",
}
M = Messages("amanite", EN, JA)

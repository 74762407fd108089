"""Carcassonne: Hunters & Gatherers' message catalogue: English and Japanese templates for phases and seats."""

from __future__ import annotations

from ...core.text import Messages

EN = {
    "phase.place": "Tile placement",
    "phase.shaman": "Shaman",
    "phase.figure": "Figure or hut",
    "phase.over": "Final scoring",
    "seat.0": "Red",
    "seat.1": "Blue",
    "seat.2": "Yellow",
    "seat.3": "Green",
    "seat.4": "Black",
}
JA = {
    "phase.place": "タイルの配置",
    "phase.shaman": "シャーマン",
    "phase.figure": "種族コマか小屋",
    "phase.over": "最終得点計算",
    "seat.0": "赤",
    "seat.1": "青",
    "seat.2": "黄",
    "seat.3": "緑",
    "seat.4": "黒",
}
M = Messages("carcassonne_hg", EN, JA)

"""The words of the shared part of a snapshot, in English and Japanese."""

from __future__ import annotations

from ..core.text import Messages

EN = {
    "to_act": "{names} to act",
    "won": "Game over: {names} won",
    "nobody": "Game over: nobody won",
    "step": "step {step} · as seen by {viewer}",
    "spectator": "a spectator",
    "you": "{name} (you)",
    "last": "Last moves",
    "place": "{place}. {label}",
}
JA = {
    "to_act": "{names}の手番",
    "won": "ゲーム終了：{names}の勝ち",
    "nobody": "ゲーム終了：勝者なし",
    "step": "{step}手目・{viewer}から見た盤面",
    "spectator": "観戦者",
    "you": "{name}（あなた）",
    "last": "最近の出来事",
    "place": "{place}位 {label}",
}
M = Messages("snapshot", EN, JA)

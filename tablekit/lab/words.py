"""The mechanics lab's words, in English and Japanese."""

from __future__ import annotations

from ..core.text import Messages

EN = {
    "decisions": "decisions per game",
    "turns": "turns per game",
    "branching": "legal moves per decision",
    "lead_changes": "lead changes per game",
    "settled": "winner settled (share of the game)",
    "margin": "winning margin (points)",
    "seat0": "first seat's win rate",
    "skill": "{bot} against random bots: win rate",
    "luck": "new leader within a round after a random event",
    "luck_other": "new leader within a round after any other decision",
    "title": "{game}: {games} games, {players} players, {bots}",
    "seat": "seat {n}",
    "progress": "how far through the game (% at the start of each tenth)",
    "curve": "{game}: legal moves over the game",
    "seats": "{game}: win rate per seat ({games} games, 95% intervals)",
    "leads": "{game}: lead changes per game",
    "settle": "{game}: when the winner led for good",
    "games": "games",
    "share": "share of the game (% at the start of each tenth)",
    "win_rate": "win rate",
    "mean": "mean",
    "measure": "measure",
    "difference": "difference (95% interval)",
    "beyond": "beyond noise",
    "yes": "yes",
    "no": "no",
    "fair": "fair share",
}

JA = {
    "decisions": "1ゲームでの選択の回数",
    "turns": "1ゲームの手番数",
    "branching": "1回の選択での合法手の数",
    "lead_changes": "1ゲームでの首位交代の回数",
    "settled": "勝者が首位を守り続けた時点(ゲームの割合)",
    "margin": "勝者の点差",
    "seat0": "最初の席の勝率",
    "skill": "{bot} 対 ランダムなボット:勝率",
    "luck": "ランダムな出来事の後、1巡以内に首位が替わる割合",
    "luck_other": "ほかの選択の後、1巡以内に首位が替わる割合",
    "title": "{game}:{games}ゲーム、{players}人、{bots}",
    "seat": "{n}番目の席",
    "progress": "ゲームの進み具合(各10分の1の始まりの%)",
    "curve": "{game}:ゲームの進行と合法手の数",
    "seats": "{game}:席ごとの勝率({games}ゲーム、95%区間)",
    "leads": "{game}:1ゲームでの首位交代の回数",
    "settle": "{game}:最終的な勝者が首位に立ち続けた時点",
    "games": "ゲーム数",
    "share": "ゲームの割合(各10分の1の始まりの%)",
    "win_rate": "勝率",
    "mean": "平均",
    "measure": "指標",
    "difference": "差(95%区間)",
    "beyond": "誤差を超えるか",
    "yes": "はい",
    "no": "いいえ",
    "fair": "公平な勝率",
}

M = Messages("lab", EN, JA)

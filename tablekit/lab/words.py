"""The mechanics lab's words, in English and Japanese."""

from __future__ import annotations

from ..core.text import Messages, render

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
    "played": "{n} games analysed, {games} games each (and as many against random bots), in {seconds} s",
    "col.decisions": "decisions",
    "col.turns": "turns",
    "col.branching_mean": "moves",
    "col.lead_changes": "leads",
    "col.settled": "settled",
    "col.margin": "margin",
    "col.seat0": "seat 1",
    "col.skill": "skill",
    "col.chance": "chance",
    "most": "most {what}: {best} · fewest: {worst}",
    "decided": "the heuristic bot beats a random player more often than chance (95% interval above 50%): {games}",
    "none": "none at this size",
    "noisy": "{k} of {n} differences are beyond noise with {games} games",
    "late": "the winner took the lead for good only in the last tenth of the game in {late} of {games} games",
    "mean_settled": "on average from {share} of the game on",
    "length_beyond": "decisions per game change by {diff}, beyond noise",
    "length_within": "decisions per game change by {diff}, within noise",
    "n_players": "{n} players",
    "players_line": "{label}: {moves} legal moves per decision, {decisions} decisions per seat, first seat wins {rate}",
    "luck_line": "new leader within a round: {chance} after chance, {other} after other decisions",
    "skill_line": "the heuristic bot beats a random player in {rate} of games (95% interval {lo}–{hi})",
    "busiest": "Luxor game {n}: {k} lead changes",

}

JA = {
    "decisions": "1ゲームでの選択の回数",
    "turns": "1ゲームの手番数",
    "branching": "1回の選択での合法手の数",
    "lead_changes": "1ゲームでの首位交代の回数",
    "settled": "勝者が首位を守り続けるようになった時点(ゲームの割合)",
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
    "settle": "{game}:勝者が首位を守り続けるようになった時点",
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
    "played": "{n}ゲームを分析しました。各{games}ゲーム(ランダムなボットとの対戦も同数)、{seconds}秒",
    "col.decisions": "選択",
    "col.turns": "手番",
    "col.branching_mean": "合法手",
    "col.lead_changes": "首位交代",
    "col.settled": "決着",
    "col.margin": "点差",
    "col.seat0": "1番目の席",
    "col.skill": "実力",
    "col.chance": "運",
    "most": "{what}がいちばん多い:{best} · いちばん少ない:{worst}",
    "decided": "ヒューリスティックなボットが運だけの場合より多くランダムな相手に勝つ"
               "(95%区間が50%を超える)ゲーム:{games}",
    "none": "この回数ではなし",
    "noisy": "{games}ゲームでは、{n}個の差のうち{k}個が誤差を超えます",
    "late": "{games}ゲーム中{late}ゲームで、勝者が最後まで首位を守るようになったのはゲームの最後の10分の1でした",
    "mean_settled": "平均するとゲームの{share}の時点から",
    "length_beyond": "1ゲームの選択の回数は{diff}変わります(誤差を超える)",
    "length_within": "1ゲームの選択の回数は{diff}変わります(誤差の範囲内)",
    "n_players": "{n}人",
    "players_line": "{label}:1回の選択で合法手{moves}個、1席あたりの選択{decisions}回、最初の席の勝率{rate}",
    "luck_line": "1巡以内に首位が替わる割合:運が関わった選択の後{chance}、ほかの選択の後{other}",
    "skill_line": "ヒューリスティックなボットはランダムな相手に{rate}のゲームで勝ちます(95%区間 {lo}–{hi})",
    "busiest": "ルクソールの第{n}ゲーム:首位交代{k}回",

}

M = Messages("lab", EN, JA)


def say(key: str, lang: str = "en", **args: object) -> str:
    """A lab sentence in ``lang``, for notebooks that print in their reader's language.

    >>> say("n_players", "ja", n=4)
    '4人'
    """
    return render(M(key, **args), lang)

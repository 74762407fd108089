"""Minikin City's message catalogue (English and Japanese) and the helpers that name cards, gains and effects.

Words the table draws as well (colours, symbols, gains, effects) are ``ui.*`` keys, so Python labels and the
renderer say the same thing.

>>> from tablekit.core.text import render
>>> render(card_name("B15")), render(card_name("B15"), "ja")
('Blue 15', '青15')
"""

from __future__ import annotations

from functools import cache

from ...core.text import Messages, T
from .components import BonusToken, Effect, Gain

SEATS_EN = ("Ralph", "Sergio", "Jade", "Aurelia", "Mina")
SEATS_JA = ("ラルフ", "セルジオ", "ジェイド", "アウレリア", "ミナ")

EN = {
    "title": "Minikin City",
    "phase.keep": "Keeping 4 of 6",
    "phase.play": "Playing city cards",
    "phase.minikins": "Placing minikins",
    "phase.bonus": "Choosing a bonus token",
    "phase.draft": "Taking new cards",
    "phase.extra": "The final winner's extra card",
    "phase.over": "Final scoring",
    **{f"seat.{i}": name for i, name in enumerate(SEATS_EN)},
    "kept": "{seat} has chosen the 4 cards to keep.",
    "kept.all": "Everyone returns 2 cards to the bottom of the deck. {first} is the start player.",
    "round": "Round {n}: the best colour is {colour}; the display shows {cards}.",
    "play": "{seat} plays {card}.",
    "now": "Immediate effect of {card}: {gain}.",
    "minikins.on": "{seat} puts {n} on {card}.",
    "minikins.wait": "{seat} has {n} waiting for a card with free spaces.",
    "supply.out": "The supply is empty: {seat} misses {n}.",
    "bonus.none": "No bonus token is left for {seat}.",
    "bonus.take": "{seat} takes bonus token {token}: {effect}.",
    "ranking": "Ranking: {seats}.",
    "marker": "{seat} takes rank {rank}: {gain}.",
    "draft": "{seat} takes {card} from the display.",
    "display.back": "To the bottom of the deck: {cards}.",
    "start": "{seat} ranked first and starts the next round.",
    "reveal": "{seat} reveals {cards}: {colour} totals {total}.",
    "end.ranking": "Game-end ranking: {seats}.",
    "marker.end": "{seat} takes rank {rank} of the end tile: {gain}.",
    "extra": "{seat} won the game-end ranking and plays one more card.",
    "pass": "{seat} plays no extra card.",
    "over": "The game is over: final scoring.",
    "act.keep": "Keep {cards} (return {back})",
    "act.keep.secret": "{seat} keeps four cards",
    "act.play": "Play {card}",
    "act.minikin": "Put a minikin on {card} ({n} to place)",
    "act.bonus": "Take bonus token {token}: {effect}",
    "act.draft": "Take {card}",
    "act.extra": "Play {card} as the extra card",
    "act.pass": "Play no extra card",
    # words the table draws too
    "ui.colour.red": "Red",
    "ui.colour.green": "Green",
    "ui.colour.blue": "Blue",
    "ui.card": "{colour} {value}",
    "ui.card21": "21",
    "ui.g.vp": "{n} VP",
    "ui.g.medals.one": "1 medal",
    "ui.g.medals": "{n} medals",
    "ui.g.minikins.one": "1 minikin",
    "ui.g.minikins": "{n} minikins",
    "ui.g.bonus.one": "a bonus token",
    "ui.g.bonus": "{n} bonus tokens",
    "ui.g.wild.one": "a wild symbol",
    "ui.g.wild": "{n} wild symbols",
    "ui.g.nothing": "nothing",
    "ui.g.list": "{parts}",
    "ui.fx.per": "{gain} per {item}",
    "ui.fx.if": "{gain} if the city shows {need}",
    "ui.fx.need": "{n} × {symbol}",
    "ui.item.book": "book",
    "ui.item.heart": "heart",
    "ui.item.smile": "smile",
    "ui.item.bag": "bag",
    "ui.item.red": "red card",
    "ui.item.green": "green card",
    "ui.item.blue": "blue card",
    "ui.item.symbol_set": "set of the 4 symbols",
    "ui.item.symbol_kind": "symbol type shown",
    "ui.item.colour_set": "set of a red, a green and a blue card",
    "ui.item.low": "card of value 1 to 5",
    "ui.item.now": "card with an immediate effect",
    "ui.item.minikins3": "3 minikins (on cards or unused)",
    "ui.when.now": "now",
    "ui.when.end": "at the end",
    "ui.token": "{effect} ({when})",
    "ui.round": "Round {n} of 8",
    "ui.best": "Best colour",
    "ui.start": "Start player",
    "ui.deck": "Deck: {n}",
    "ui.supply": "Supply: {n}",
    "ui.rewards": "Reward cards",
    "ui.end_tile": "End tile",
    "ui.bonus_tokens": "Bonus tokens",
    "ui.display": "Open display",
    "ui.hand": "Your hand",
    "ui.hand_of": "{seat}'s hand",
    "ui.waiting": "{n} waiting",
    "ui.hand_size": "{n} in hand",
    "ui.keep_button": "Keep these 4",
    "ui.keep_hint": "Click cards to choose the 4 you keep (lifted); the other 2 go to the bottom of the deck.",
    "ui.keep_count": "{n} of 4 chosen",
    "ui.kept_wait": "Your 4 cards are chosen: waiting for the others.",
    "ui.play_hint": "Click a card in your hand to play it. The badge shows where it would rank so far.",
    "ui.preview": "rank {rank} so far",
    "ui.minikin_hint": "Click one of your glowing cards to put a minikin there ({n} to place).",
    "ui.bonus_hint": "Click a bonus token to take it.",
    "ui.draft_hint": "Click a card of the display to take it.",
    "ui.extra_hint": "You won the game-end ranking: click a card to play it as well, or pass.",
    "ui.pass": "Play no extra card",
    "ui.waiting_for": "Waiting for {seats}.",
    "ui.now": "Now",
    "ui.fx.none": "No effect: a high card for the ranking", "ui.fx.none21": "No effect: ranks first in every round",
    "ui.fx.none_short": "no effect",
    "ui.scoring": "End",
    "ui.final": "Final scoring",
    "ui.col.rewards": "Rank spaces",
    "ui.col.immediate": "Immediate effects",
    "ui.col.tokens": "Bonus tokens",
    "ui.col.cards": "Full cards",
    "ui.col.medals": "Medals",
    "ui.col.total": "Total",
    "ui.col.unused": "Unused minikins",
    "ui.medals_count": "{n} → {vp} VP",
    "ui.revealed": "Revealed: {total}",
    "ui.under_tile": "under the end tile",
    "ui.known": "known: {cards}",
    "ui.token_n": "Token {n}",
    "ui.not_full": "not full",
    "ui.rank": "{rank}.",
    "ui.you": "you",
    "ui.spaces": "{n} spaces",
    "ui.chosen": "chosen",
    "ui.choosing": "choosing…",
    # a result's breakdown (tablekit.result_text)
    "result.rewards": "reward cards",
    "result.immediate": "immediate effects",
    "result.bonus_tokens": "bonus tokens", "result.cards": "cards",
    "result.medals": "medals",
}
JA = {
    "title": "ミニキンシティ",
    "phase.keep": "6枚から4枚を残す",
    "phase.play": "都市カードのプレイ",
    "phase.minikins": "ミニキンの配置",
    "phase.bonus": "ボーナストークンの選択",
    "phase.draft": "新しいカードを取る",
    "phase.extra": "最終ランキング勝者の追加カード",
    "phase.over": "最終スコアリング",
    **{f"seat.{i}": name for i, name in enumerate(SEATS_JA)},
    "kept": "{seat}が手札に残す4枚を選んだ。",
    "kept.all": "全員が選ばなかった2枚をデッキの一番下に戻した。スタートプレイヤーは{first}。",
    "round": "第{n}ラウンド：最適な色は{colour}。オープンディスプレイは{cards}。",
    "play": "{seat}が{card}をプレイ。",
    "now": "{card}の即時効果：{gain}。",
    "minikins.on": "{seat}が{card}に{n}を置く。",
    "minikins.wait": "{seat}の前で{n}が空きスペースを待つ。",
    "supply.out": "サプライが空：{seat}は{n}を受け取れない。",
    "bonus.none": "{seat}が取れるボーナストークンは残っていない。",
    "bonus.take": "{seat}がボーナストークン{token}を取る：{effect}。",
    "ranking": "ランキング：{seats}。",
    "marker": "{seat}が{rank}位：{gain}。",
    "draft": "{seat}がオープンディスプレイから{card}を取る。",
    "display.back": "{cards}をデッキの一番下に戻す。",
    "start": "1位の{seat}が次のラウンドのスタートプレイヤーになる。",
    "reveal": "{seat}が手札{cards}を公開：{colour}の合計は{total}。",
    "end.ranking": "ゲーム終了タイルのランキング：{seats}。",
    "marker.end": "{seat}がゲーム終了タイルの{rank}位：{gain}。",
    "extra": "最終ランキングの勝者{seat}が、さらに1枚プレイする。",
    "pass": "{seat}は追加のカードをプレイしない。",
    "over": "ゲーム終了：最終スコアリング。",
    "act.keep": "{cards}を残す（{back}を戻す）",
    "act.keep.secret": "{seat}が4枚を残す",
    "act.play": "{card}をプレイ",
    "act.minikin": "{card}にミニキンを置く（あと{n}体）",
    "act.bonus": "ボーナストークン{token}を取る：{effect}",
    "act.draft": "{card}を取る",
    "act.extra": "{card}を追加でプレイ",
    "act.pass": "追加のカードをプレイしない",
    "ui.colour.red": "赤",
    "ui.colour.green": "緑",
    "ui.colour.blue": "青",
    "ui.card": "{colour}{value}",
    "ui.card21": "21",
    "ui.g.vp": "{n}VP",
    "ui.g.medals.one": "勲章1つ",
    "ui.g.medals": "勲章{n}つ",
    "ui.g.minikins.one": "ミニキン1体",
    "ui.g.minikins": "ミニキン{n}体",
    "ui.g.bonus.one": "ボーナストークン1つ",
    "ui.g.bonus": "ボーナストークン{n}つ",
    "ui.g.wild.one": "好きなシンボル1つ",
    "ui.g.wild": "好きなシンボル{n}つ",
    "ui.g.nothing": "なし",
    "ui.g.list": "{parts}",
    "ui.fx.per": "{item}1つにつき{gain}",
    "ui.fx.if": "都市に{need}があれば{gain}",
    "ui.fx.need": "{symbol}{n}つ",
    "ui.item.book": "本",
    "ui.item.heart": "ハート",
    "ui.item.smile": "スマイル",
    "ui.item.bag": "袋",
    "ui.item.red": "赤カード",
    "ui.item.green": "緑カード",
    "ui.item.blue": "青カード",
    "ui.item.symbol_set": "4種のシンボルのセット",
    "ui.item.symbol_kind": "持っているシンボルの種類",
    "ui.item.colour_set": "各色のカードのセット",
    "ui.item.low": "値1〜5のカード",
    "ui.item.now": "即時効果のあるカード",
    "ui.item.minikins3": "ミニキン3体（カード上でも未使用でも）",
    "ui.when.now": "ただちに",
    "ui.when.end": "ゲーム終了時",
    "ui.token": "{effect}（{when}）",
    "ui.round": "第{n}ラウンド（全8）",
    "ui.best": "最適な色",
    "ui.start": "スタートプレイヤー",
    "ui.deck": "デッキ：{n}枚",
    "ui.supply": "サプライ：{n}",
    "ui.rewards": "報酬カード",
    "ui.end_tile": "ゲーム終了タイル",
    "ui.bonus_tokens": "ボーナストークン",
    "ui.display": "オープンディスプレイ",
    "ui.hand": "あなたの手札",
    "ui.hand_of": "{seat}の手札",
    "ui.waiting": "待機中{n}",
    "ui.hand_size": "手札{n}枚",
    "ui.keep_button": "この4枚を残す",
    "ui.keep_hint": "カードをクリックして残す4枚（持ち上がったカード）を選ぶ。残りの2枚はデッキの一番下へ。",
    "ui.keep_count": "{n}/4枚を選択",
    "ui.kept_wait": "4枚を選びました。他のプレイヤーを待っています。",
    "ui.play_hint": "手札のカードをクリックしてプレイ。バッジは現時点での順位です。",
    "ui.preview": "現時点で{rank}位",
    "ui.minikin_hint": "光っている自分のカードをクリックしてミニキンを置く（あと{n}体）。",
    "ui.bonus_hint": "ボーナストークンをクリックして取る。",
    "ui.draft_hint": "オープンディスプレイのカードをクリックして取る。",
    "ui.extra_hint": "最終ランキングの勝者です：もう1枚プレイするならカードをクリック、しないならパス。",
    "ui.pass": "追加のカードをプレイしない",
    "ui.waiting_for": "{seats}を待っています。",
    "ui.now": "即時",
    "ui.fx.none": "効果なし: 順位で強いカード", "ui.fx.none21": "効果なし: どのラウンドでも1位",
    "ui.fx.none_short": "効果なし",
    "ui.scoring": "終了時",
    "ui.final": "最終スコアリング",
    "ui.col.rewards": "報酬スペース",
    "ui.col.immediate": "即時効果",
    "ui.col.tokens": "ボーナストークン",
    "ui.col.cards": "満たされたカード",
    "ui.col.medals": "勲章",
    "ui.col.total": "合計",
    "ui.col.unused": "未使用のミニキン",
    "ui.medals_count": "{n}個 → {vp}VP",
    "ui.revealed": "公開：{total}",
    "ui.under_tile": "ゲーム終了タイルの下",
    "ui.known": "判明：{cards}",
    "ui.token_n": "トークン{n}",
    "ui.not_full": "未完成",
    "ui.rank": "{rank}位",
    "ui.you": "あなた",
    "ui.spaces": "スペース{n}",
    "ui.chosen": "選択済み",
    "ui.choosing": "選択中…",
    # a result's breakdown (tablekit.result_text)
    "result.rewards": "報酬カード", "result.immediate": "即時効果",
    "result.bonus_tokens": "ボーナストークン", "result.cards": "カード", "result.medals": "勲章",
}
M = Messages("minikin_city", EN, JA)


@cache
def seat_name(seat: int) -> T:
    return M(f"seat.{seat}")


def card_order(card_id: str) -> tuple[str, int]:
    """How cards are listed for a reader: by colour, then by number (Blue 9 before Blue 17; 21 last).

    >>> sorted(["B17", "G3", "B9", "21"], key=card_order)
    ['B9', 'B17', 'G3', '21']
    """
    return ("~", 21) if card_id[0].isdigit() else (card_id[0], int(card_id[1:]))


@cache
def card_name(card_id: str) -> T:
    """``"R7"`` → Red 7; ``"21"`` → 21."""
    if card_id[0].isdigit():
        return M("ui.card21")
    colour = {"R": "red", "G": "green", "B": "blue"}[card_id[0]]
    return M("ui.card", colour=M(f"ui.colour.{colour}"), value=int(card_id[1:]))


def _count(key: str, n: int) -> T:
    return M(f"ui.g.{key}.one") if n == 1 and key != "vp" else M(f"ui.g.{key}", n=n)


def minikins_text(n: int) -> T:
    """1 minikin, 3 minikins."""
    return _count("minikins", n)


@cache
def gain_text(gain: Gain) -> tuple[T, ...] | T:
    """The parts of a gain, e.g. (3 minikins, 1 VP); "nothing" when it is empty."""
    parts = tuple(_count(key, n) for key, n in (("minikins", gain.minikins), ("bonus", gain.bonus),
                                                  ("vp", gain.vp), ("medals", gain.medals), ("wild", gain.wild)) if n)
    return parts or M("ui.g.nothing")


@cache
def effect_text(effect: Effect) -> T:
    gain = gain_text(effect.gain)
    if effect.per:
        return M("ui.fx.per", gain=gain, item=M(f"ui.item.{effect.per}"))
    if effect.need:
        need = [M("ui.fx.need", n=n, symbol=M(f"ui.item.{s}")) for s, n in effect.need]
        return M("ui.fx.if", gain=gain, need=need)
    return M("ui.g.list", parts=gain) if isinstance(gain, tuple) else gain


@cache
def token_text(token: BonusToken) -> T:
    return M("ui.token", effect=effect_text(token.effect), when=M(f"ui.when.{token.when}"))

# What each rulebook scenario shows, in Japanese (the English is each Scenario's doc in scenarios.py).
SCENARIOS_JA: dict[str, str] = {
    "setup": "準備：各プレイヤーに6枚ずつ配り、全員が同時に4枚を残す。スタートプレイヤーはラルフ",
    "round1": "第1ラウンドのランキング：青5、赤3、青15、緑11で最適な色は青 → ジェイド、ラルフ、アウレリア、セルジオ",
    "jade_minikins": "ジェイドが自分の順位のスペースにあるミニキン3体を、青19か赤3に置く",
    "aurelia_overflow": "アウレリアの青2でミニキンが4体来るが、置けるカードがない。次のラウンドに緑16がそこから埋まる",
    "final_ranking": "赤の合計によるゲーム終了時のランキング：33、35、24、24 → セルジオ、ラルフ、ジェイド、アウレリア",
    "final_scoring": "最終スコアリング：ジェイドは13＋10＋5＋0＋21＝49点",
}

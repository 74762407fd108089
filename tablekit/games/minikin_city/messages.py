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
    "ui.fx.need": "{n} {symbol}",
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
}
JA = {
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
}
M = Messages("minikin_city", EN, JA)


@cache
def seat_name(seat: int) -> T:
    return M(f"seat.{seat}")


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

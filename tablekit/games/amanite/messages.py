"""Amanite's message catalogue: English and Japanese templates for labels, events, phases, seats and the table.

Japanese uses the rulebook's own words: 森タイル, ミープル, キノコトークン, 豚トークン, ノートブックトークン,
ヒントカード, 開始カード, 袋, 毒 / 解毒剤.
"""

from __future__ import annotations

from ...core.text import Messages, T
from .components import COLOUR_OF, PIG

EN = {
    # phases, seats, colours and tokens
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
    "colour.blue": "blue",
    "colour.green": "green",
    "colour.purple": "purple",
    "colour.red": "red",
    "colour.white": "white",
    "colour.yellow": "yellow",
    "pig": "pig",
    "nothing": "nothing",
    "pile.upper": "upper",
    "pile.lower": "lower",
    # action labels
    "side": "Use side {side} of the {animal} start card: {colours}",
    "place": "Put a meeple on the \"1\" space of forest tile {tile}",
    "split": "Split forest tile {tile} into ({upper}) and ({lower})",
    "pile": "Take the {where} pile of forest tile {tile}: {tokens}",
    "take": "Take {tokens} from forest tile {tile}",
    "feed": "Give the pig a {colour} mushroom (back to the bag)",
    "note": "Put a notebook token on the {colour} mushroom and draw a {colour} clue card",
    # events
    "ev.side_chosen": "{seat} chooses a side of their start card.",
    "ev.side_shown": "{seat} shows side {side}: {colours}.",
    "ev.start_clues": ("Each player draws one clue card from each colour on their start card, shuffles them, "
                       "then looks."),
    "ev.round": "Round {round}: new mushrooms grow, {count} tokens per forest tile.",
    "ev.round.short": "Round {round}: new mushrooms grow, {count} tokens per forest tile (the bag ran out).",
    "ev.place": "{seat} puts a meeple on the \"1\" space of forest tile {tile}.",
    "ev.split": "{seat} joins forest tile {tile} and splits it into ({upper}) and ({lower}).",
    "ev.stuck": "{seat}'s meeple has no free space and stays home this round.",
    "ev.nobody": "Nobody visited forest tile {tile}: its tokens go back to the bag.",
    "ev.take": "{seat} takes {tokens} from forest tile {tile}.",
    "ev.take.rest": "{seat} takes {tokens} from forest tile {tile}; {rest} go back to the bag.",
    "ev.pile": "{seat} takes {mine} from forest tile {tile}; {splitter} takes the other pile: {theirs}.",
    "ev.pig_none": "{seat}'s pig finds no mushroom to eat.",
    "ev.pig_eats": "{seat}'s pig eats a {colour} mushroom; it goes back to the bag.",
    "ev.note": "{seat} puts a notebook token on the {colour} mushroom and draws a clue card.",
    "ev.first": "The first-player token passes to {seat}.",
    "ev.over": "The third round is over: the clue decks are turned up and the game is scored.",
}
JA = {
    "phase.sides": "開始カードの面を選ぶ",
    "phase.place": "ミープルが森へと踏み込む",
    "phase.collect": "キノコの採取",
    "phase.pig": "豚がキノコを食べる",
    "phase.notebook": "新しいヒントカードの収集",
    "phase.over": "最終スコアリング",
    "seat.0": "キツネ",
    "seat.1": "リス",
    "seat.2": "フクロウ",
    "seat.3": "カケス",
    "colour.blue": "青",
    "colour.green": "緑",
    "colour.purple": "紫",
    "colour.red": "赤",
    "colour.white": "白",
    "colour.yellow": "黄",
    "pig": "豚",
    "nothing": "なし",
    "pile.upper": "上",
    "pile.lower": "下",
    "side": "{animal}の開始カードの{side}面を使う: {colours}",
    "place": "森タイル{tile}の「1」のスペースにミープルを置く",
    "split": "森タイル{tile}を（{upper}）と（{lower}）に分割する",
    "pile": "森タイル{tile}の{where}の山を取る: {tokens}",
    "take": "森タイル{tile}から{tokens}を取る",
    "feed": "豚に{colour}のキノコトークンを1枚与える（袋に戻す）",
    "note": "{colour}のキノコカードにノートブックトークンを置き、{colour}のヒントカードを1枚引く",
    "ev.side_chosen": "{seat}が開始カードの面を選んだ。",
    "ev.side_shown": "{seat}の開始カードは{side}面: {colours}。",
    "ev.start_clues": "各プレイヤーが開始カードの各色のヒントカードを1枚ずつ取り、シャッフルしてから見た。",
    "ev.round": "第{round}ラウンド: 新しいキノコが出現し、各森タイルにトークンが{count}枚置かれた。",
    "ev.round.short": ("第{round}ラウンド: 新しいキノコが出現し、各森タイルにトークンが{count}枚置かれた"
                       "（袋が空になった）。"),
    "ev.place": "{seat}が森タイル{tile}の「1」のスペースにミープルを置いた。",
    "ev.split": "{seat}が森タイル{tile}に加わり、（{upper}）と（{lower}）に分割した。",
    "ev.stuck": "{seat}のミープルは置けるスペースがなく、このラウンドは森に出ない。",
    "ev.nobody": "森タイル{tile}には誰も来なかった。トークンは袋に戻る。",
    "ev.take": "{seat}が森タイル{tile}から{tokens}を取った。",
    "ev.take.rest": "{seat}が森タイル{tile}から{tokens}を取った。残りの{rest}は袋に戻る。",
    "ev.pile": "{seat}が森タイル{tile}から{mine}を取り、{splitter}が残りの山（{theirs}）を取った。",
    "ev.pig_none": "{seat}の豚が食べるキノコはなかった。",
    "ev.pig_eats": "{seat}の豚が{colour}のキノコを食べた。そのトークンは袋に戻る。",
    "ev.note": "{seat}が{colour}のキノコカードにノートブックトークンを置き、ヒントカードを1枚引いた。",
    "ev.first": "ファーストプレイヤートークンが{seat}に移った。",
    "ev.over": "第3ラウンドが終わった。ヒントデッキがめくられ、得点が計算される。",
}
M = Messages("amanite", EN, JA)


def tokens(codes: str) -> list[T] | T:
    """Token codes as words (joined in the table's language); no tokens read "nothing".

    >>> from tablekit.core.text import render
    >>> render(M("take", tokens=tokens("BX"), tile=1)), render(M("take", tokens=tokens("BX"), tile=1), "ja")
    ('Take blue, pig from forest tile 1', '森タイル1から青、豚を取る')
    """
    return [M("pig") if c == PIG else M(f"colour.{COLOUR_OF[c]}") for c in codes] or M("nothing")


def colours(names: tuple[str, ...] | list[str]) -> list[T]:
    """Colour names as words, e.g. a start card's three colours."""
    return [M(f"colour.{c}") for c in names]

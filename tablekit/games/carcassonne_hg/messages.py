"""Carcassonne: Hunters & Gatherers' message catalogue: English and Japanese templates for labels, events, phases,
seats and the table.

Japanese uses the rulebook's own words: 地形タイル, ボーナスタイル, 種族コマ, 小屋コマ, 森, 川, 湖, 草原, 水系,
メンヒル, 祈祷師, 狩猟罠, 丸太舟, 手元.
"""

from __future__ import annotations

from ...core.text import Messages, T

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
    "kind.F": "forest",
    "kind.M": "meadow",
    "kind.R": "river",
    "kind.L": "lake",
    "piece.figure": "figure",
    "piece.hut": "hut",
    "stack.land": "land tile",
    "stack.bonus": "bonus tile",
    "tiles.one": "{n} tile",
    "tiles": "{n} tiles",
    "lakes.one": "{n} lake",
    "lakes": "{n} lakes",
    "figures.one": "{n} figure of {seat}",
    "figures": "{n} figures of {seat}",
    "and": "{first} and {last}",
    "at": "({x}, {y})",
    # action labels
    "place": "Place tile {tile} at ({x}, {y}), turned {degrees}°",
    "recall": "Shaman: take back your figure on {kind} {zone} at ({x}, {y})",
    "recall.none": "Shaman: take back no figure",
    "put": "Put a {piece} on the {kind} ({zone}) of tile {tile}",
    "pass": "Place no figure or hut",
    # events
    "ev.draw": "{seat} draws {stack} {tile}.",
    "ev.discard.land": "Land tile {tile} fits nowhere and is discarded.",
    "ev.discard.bonus": "Bonus tile {tile} fits nowhere and is discarded.",
    "ev.place": "{seat} places tile {tile} at ({x}, {y}), turned {degrees}°.",
    "ev.trap": ("Hunting trap: {seat} scores {points} for the animals of its meadow on this tile and the 8 around; "
                "those animals are now spent."),
    "ev.canoe": "Dugout canoe: {seat} scores {points} for {lakes} in its water system.",
    "ev.recall": "Shaman: {seat} takes back the figure on {kind} {zone} at ({x}, {y}) without scoring.",
    "ev.put": "{seat} puts a {piece} on the {kind} ({zone}) of tile {tile}.",
    "ev.menhir": "The completed forest holds a menhir: {seat} draws a bonus tile.",
    "ev.no_bonus": "No bonus tile can be placed.",
    "ev.complete.one": "The {feature} of {size} is complete: {names} scores {points}.",
    "ev.complete.many": "The {feature} of {size} is complete: {names} score {points} each.",
    "ev.complete.none": "The {feature} of {size} is complete ({points} points); no figure stands in it.",
    "ev.back": "Back to supply: {figures}.",
    "ev.final": "The land stack is empty: final scoring.",
    "ev.water": "The water system at {at} ({points} points) scores for {names}.",
    "ev.meadow": "The meadow at {at} ({points} points) scores for {names}.",
}
JA = {
    "phase.place": "地形タイルの配置",
    "phase.shaman": "祈祷師",
    "phase.figure": "種族コマか小屋コマの配置",
    "phase.over": "ゲーム終了時の得点計算",
    "seat.0": "赤",
    "seat.1": "青",
    "seat.2": "黄",
    "seat.3": "緑",
    "seat.4": "黒",
    "kind.F": "森",
    "kind.M": "草原",
    "kind.R": "川",
    "kind.L": "湖",
    "piece.figure": "種族コマ",
    "piece.hut": "小屋コマ",
    "stack.land": "地形タイル",
    "stack.bonus": "ボーナスタイル",
    "tiles.one": "{n}枚のタイル",
    "tiles": "{n}枚のタイル",
    "lakes.one": "湖{n}つ",
    "lakes": "湖{n}つ",
    "figures.one": "{seat}の種族コマ{n}つ",
    "figures": "{seat}の種族コマ{n}つ",
    "and": "{first}と{last}",
    "at": "({x}, {y})",
    "place": "タイル{tile}を({x}, {y})に{degrees}°回して配置する",
    "recall": "祈祷師: ({x}, {y})の{kind} {zone}にいる自分の種族コマを手元に戻す",
    "recall.none": "祈祷師: 種族コマを戻さない",
    "put": "タイル{tile}の{kind}（{zone}）に{piece}を置く",
    "pass": "種族コマも小屋コマも置かない",
    "ev.draw": "{seat}が{stack}{tile}を引いた。",
    "ev.discard.land": "地形タイル{tile}はどこにも配置できないので捨てられた。",
    "ev.discard.bonus": "ボーナスタイル{tile}はどこにも配置できないので捨てられた。",
    "ev.place": "{seat}がタイル{tile}を({x}, {y})に{degrees}°回して配置した。",
    "ev.trap": ("狩猟罠: {seat}がこのタイルと周りの8マスにある草原の動物で{points}点を得た。"
                "これらの動物はもう得点にならない。"),
    "ev.canoe": "丸太舟: {seat}が水系の{lakes}で{points}点を得た。",
    "ev.recall": "祈祷師: {seat}が({x}, {y})の{kind} {zone}にいる種族コマを得点なしで手元に戻した。",
    "ev.put": "{seat}がタイル{tile}の{kind}（{zone}）に{piece}を置いた。",
    "ev.menhir": "完成した森にメンヒルがある: {seat}がボーナスタイルを引く。",
    "ev.no_bonus": "配置できるボーナスタイルがない。",
    "ev.complete.one": "{size}の{feature}が完成した: {names}が{points}点を得た。",
    "ev.complete.many": "{size}の{feature}が完成した: {names}がそれぞれ{points}点を得た。",
    "ev.complete.none": "{size}の{feature}が完成した（{points}点）。種族コマはいない。",
    "ev.back": "手元に戻る: {figures}。",
    "ev.final": "地形タイルが尽きた: ゲーム終了時の得点計算。",
    "ev.water": "{at}の水系（{points}点）: {names}が得点した。",
    "ev.meadow": "{at}の草原（{points}点）: {names}が得点した。",
}
M = Messages("carcassonne_hg", EN, JA)


def count(n: int, key: str, **args: object) -> T:
    """``n`` things by the singular or plural key, e.g. ``count(2, "tiles")`` reads "2 tiles"."""
    return M(f"{key}.one" if n == 1 else key, n=n, **args)


def names(seats: list[int]) -> T | list[T]:
    """Seats as words: "Red", or "Red, Blue and Yellow" (赤、青と黄)."""
    words = [M(f"seat.{s}") for s in seats]
    return words[0] if len(words) == 1 else M("and", first=words[:-1], last=words[-1])

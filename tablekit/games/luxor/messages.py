"""Luxor's words: every label, log event and table string, in English and Japanese (the rulebook's own terms).

>>> from tablekit.core.text import render
>>> render(M("event.wake", seat=seat_text(1), statue=2), "ja")
'青が2番目のアヌビス像で休憩中の冒険者を起こし、スタート地点に置く。'
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from ...core.text import Messages, T, placeholders

if TYPE_CHECKING:
    from .components import Card, Components
    from .state import LuxorState

SEATS = ("Red", "Blue", "Green", "Yellow")

EN: dict[str, str] = {
    "title": "Luxor",
    "seat.0": "Red", "seat.1": "Blue", "seat.2": "Green", "seat.3": "Yellow",
    "phase.play": "play a card", "phase.move": "move after the roll", "phase.act": "choose a tile to act on",
    "phase.choose": "take a reward", "phase.over": "final scoring",
    "side.left": "left", "side.right": "right",
    "place.stairs": "the stairs", "place.chamber": "the chamber", "place.space": "space {n}",
    "type.vase": "vase", "type.statue": "statue", "type.jewellery": "jewellery",
    "pile.cobra": "cobra", "pile.falcon": "falcon", "pile.lion": "lion",
    "tile.treasure": "{type} ({need} adventurers, {vp} VP)", "tile.treasure.one": "{type} (1 adventurer, {vp} VP)",
    "tile.tunnel": "tunnel", "tile.scarab": "scarab", "tile.wild": "wild card treasure",
    "tile.scarab_or_wild": "scarab or wild card", "tile.favour": "Horus favour ({a} or {b} eyes)",
    "tile.osiris": "Osiris tile (+{n})", "tile.horus": "Horus tile ({n} eyes)", "tile.horus.one": "Horus tile (1 eye)",
    "card.number": "{value}", "card.plusminus": "+1/−1", "card.die": "die",
    "card.choose": "Horus 1 to {value}", "card.roll": "Horus 1 to the die",
    "card.all": "Horus all forward {value}", "card.last": "Horus last to second-last",
    "card.fewer": "Horus 1 to {value}, one adventurer fewer",
    "act.play.move": "Play the {side} card ({card}): {start} → {end} ({steps})",
    "act.play.die": "Play the {side} card ({card}): roll the die",
    "act.play.roll": "Play the {side} card ({card}): roll the die, then choose 1 to the roll",
    "act.play.all": "Play the {side} card ({card}): every active adventurer moves forward",
    "act.play.last": "Play the {side} card ({card}): the last adventurer joins the second-last",
    "act.discard": "No adventurer can move: discard the {side} card ({card})",
    "act.move": "Move from {start} to {end} ({steps})",
    "act.act": "Act on the {tile} at {place}",
    "act.take.key": "Take a key", "act.take.scarab": "Draw a scarab", "act.take.wild": "Take a wild card",
    "act.take.horus": "Take a level-{level} Horus card",
    "event.play": "{seat} plays {card}.",
    "event.roll": "{seat} rolls a {roll}.",
    "event.no_move": "No adventurer of {seat} can move {roll}: the card is spent.",
    "event.move": "{seat} moves an adventurer from {start} to {end}.",
    "event.stays": "{seat}'s adventurer on {start} cannot move so far and stays.",
    "event.wake": "{seat} wakes the adventurer asleep at Anubis statue {statue}: it goes to the stairs.",
    "event.enter.first": "{seat} pays a key and enters the chamber first: sarcophagus worth {vp}.",
    "event.enter.second": "{seat} pays a key and enters the chamber second: sarcophagus worth {vp}.",
    "event.enter.late": "{seat} pays a key and enters the chamber (no sarcophagus is left).",
    "event.osiris": "Osiris moves {seat}'s adventurer on {value}.",
    "event.osiris.stuck": "Osiris cannot move {seat}'s adventurer on {value}: it stays.",
    "event.tunnel": "{seat}'s adventurer goes through the tunnel.",
    "event.tunnel.last": "No tunnel lies ahead of {seat}'s adventurer: nothing happens.",
    "event.treasure": "{seat} takes the {treasure} and scores {vp}.",
    "event.treasure.short": "The {treasure} needs {need} of {seat}'s adventurers; {have} stand there.",
    "event.temple": "A {tile} temple tile from the {pile} pile appears on space {space}.",
    "event.empty": "Space {space} is now empty.",
    "event.nothing": "Nothing is left for {seat} to take here.",
    "event.key": "{seat} takes a key.",
    "event.wild": "{seat} takes a wild card treasure.",
    "event.scarab": "{seat} draws a scarab (face down).",
    "event.horus": "{seat} takes a level-{level} Horus card into the middle of their hand.",
    "event.discard": "{seat} cannot move and discards {card}.",
    "event.reshuffle": "The deck is empty: {cards} discarded cards, Horus cards too, are shuffled into a new deck.",
    "event.last_round": "Two adventurers are in the chamber: the round is played to its end.",
    "event.over": "The game is over: final scoring.",
    "ui.board": "The temple path, from the stairs to the chamber",
    "ui.hand": "Your hand, in its fixed order (only the two end cards can be played)",
    "ui.middle": "A middle card: it cannot be played until it reaches an end",
    "ui.pick_card": "Pick the left or the right card.",
    "ui.pick_adventurer": "Click a glowing adventurer, or a glowing space to land on.",
    "ui.pick_steps": "How far?",
    "ui.steps_to": "{steps} → {to}",
    "ui.pick_tile": "Choose the tile whose action to carry out.",
    "ui.pick_take": "Choose your reward.",
    "ui.roll": "Rolled {roll}",
    "ui.take.key": "Key", "ui.take.horus": "Horus card (level {level})", "ui.take.scarab": "Scarab",
    "ui.take.wild": "Wild card treasure",
    "ui.card.plusminus": "+1/−1", "ui.card.die": "die", "ui.card.choose": "1–{value}", "ui.card.roll": "1–die",
    "ui.card.all": "all +{value}", "ui.card.last": "last → 2nd", "ui.card.fewer": "1–{value} −1 adv.",
    "ui.tile.tunnel": "tunnel", "ui.tile.scarab": "scarab", "ui.tile.wild": "wild",
    "ui.tile.scarab_or_wild": "scarab/wild", "ui.tile.empty": "empty", "ui.tile.osiris": "Osiris",
    "ui.tile.horus": "Horus",
    "ui.type.vase": "vases", "ui.type.statue": "statues", "ui.type.jewellery": "jewellery",
    "ui.pile.cobra": "cobra icon", "ui.pile.falcon": "falcon icon", "ui.pile.lion": "lion icon",
    "ui.need": "{need} adventurers, {vp} VP", "ui.wall": "wall {n}",
    "ui.legend.title": "On each space", "ui.legend.number": "space number, counted from the stairs",
    "ui.legend.wall": "wall value: VP at the end for each awake adventurer here",
    "ui.legend.treasure": "treasure: its kind and VP", "ui.legend.need": "adventurers needed here to take it",
    "ui.legend.icon": "temple icon: once the treasure is taken, a tile of that pile is turned up here",
    "ui.statue": "Anubis statue {n}; asleep here: {seats}",
    "ui.stairs": "stairs", "ui.chamber": "chamber",
    "ui.seat": "seat", "ui.cards": "hand", "ui.keys": "keys", "ui.wild": "wild", "ui.scarabs": "scarabs",
    "ui.sarcophagi": "sarcophagi", "ui.treasure_vp": "treasure VP",
    "ui.deck": "deck {n}", "ui.discard": "discards {n}", "ui.horus_piles": "Horus piles (levels 1/2/3)",
    "ui.supply": "keys {keys}, wild cards {wild}, scarabs {scarabs} left",
    "ui.final": "Final scoring", "ui.total": "total", "ui.set_count": "{n} sets", "ui.set_count.one": "1 set",
    "ui.score.treasures": "treasures", "ui.score.positions": "positions", "ui.score.sarcophagi": "sarcophagi",
    "ui.score.keys": "keys", "ui.score.scarabs": "scarabs", "ui.score.sets": "sets",
    # a result's breakdown (tablekit.result_text)
    "result.treasures": "treasures", "result.positions": "positions",
    "result.sarcophagi": "sarcophagi", "result.keys": "keys",
    "result.scarabs": "scarabs", "result.sets": "sets",
}

JA: dict[str, str] = {
    "title": "ルクソール",
    "seat.0": "赤", "seat.1": "青", "seat.2": "緑", "seat.3": "黄",
    "phase.play": "カードをプレイ", "phase.move": "ダイスの後の移動", "phase.act": "アクションするタイルを選ぶ",
    "phase.choose": "受け取るものを選ぶ", "phase.over": "得点計算",
    "side.left": "左端", "side.right": "右端",
    "place.stairs": "スタート地点", "place.chamber": "棺の部屋", "place.space": "{n}番のマス",
    "type.vase": "壺", "type.statue": "像", "type.jewellery": "装飾品",
    "pile.cobra": "コブラ", "pile.falcon": "ハヤブサ", "pile.lion": "ライオン",
    "tile.treasure": "{type}（冒険者{need}人、{vp}点）", "tile.treasure.one": "{type}（冒険者1人、{vp}点）",
    "tile.tunnel": "トンネル", "tile.scarab": "スカラベ", "tile.wild": "万能財宝",
    "tile.scarab_or_wild": "スカラベ／万能財宝", "tile.favour": "ホルスの願い（目{a}か{b}）",
    "tile.osiris": "オシリスタイル（+{n}）", "tile.horus": "ホルスタイル（目{n}）",
    "tile.horus.one": "ホルスタイル（目1）",
    "card.number": "{value}", "card.plusminus": "+1/−1", "card.die": "ダイス",
    "card.choose": "ホルス 1-{value}", "card.roll": "ホルス 1-ダイス",
    "card.all": "ホルス 全員{value}歩前進", "card.last": "ホルス 最後尾を最後から2番目へ",
    "card.fewer": "ホルス 1-{value}・少ない冒険者",
    "act.play.move": "{side}のカード（{card}）をプレイ：{start} → {end}（{steps}）",
    "act.play.die": "{side}のカード（{card}）をプレイ：ダイスを振る",
    "act.play.roll": "{side}のカード（{card}）をプレイ：ダイスを振り、1から出目までを選ぶ",
    "act.play.all": "{side}のカード（{card}）をプレイ：アクティブな冒険者全員が前進",
    "act.play.last": "{side}のカード（{card}）をプレイ：最後尾の冒険者が最後から2番目へ",
    "act.discard": "どの冒険者も動かせない：{side}のカード（{card}）を捨てる",
    "act.move": "{start}から{end}へ移動（{steps}）",
    "act.act": "{place}の{tile}のアクションを行う",
    "act.take.key": "鍵を受け取る", "act.take.scarab": "スカラベを引く", "act.take.wild": "万能財宝を受け取る",
    "act.take.horus": "目{level}のホルスカードを受け取る",
    "event.play": "{seat}が{card}をプレイする。",
    "event.roll": "{seat}がダイスを振って{roll}が出た。",
    "event.no_move": "{seat}のどの冒険者も{roll}歩動けない：カードは捨札になる。",
    "event.move": "{seat}が冒険者を{start}から{end}へ動かす。",
    "event.stays": "{seat}の{start}の冒険者はその歩数を動けないので留まる。",
    "event.wake": "{seat}が{statue}番目のアヌビス像で休憩中の冒険者を起こし、スタート地点に置く。",
    "event.enter.first": "{seat}が鍵を払い、最初に棺の部屋に入る：サルコファガス{vp}点。",
    "event.enter.second": "{seat}が鍵を払い、2番目に棺の部屋に入る：サルコファガス{vp}点。",
    "event.enter.late": "{seat}が鍵を払い、棺の部屋に入る（サルコファガスは残っていない）。",
    "event.osiris": "オシリスが{seat}の冒険者をさらに{value}歩進める。",
    "event.osiris.stuck": "オシリスは{seat}の冒険者を{value}歩進められない：留まる。",
    "event.tunnel": "{seat}の冒険者がトンネルでワープする。",
    "event.tunnel.last": "{seat}の冒険者の先にトンネルがない：何も起こらない。",
    "event.treasure": "{seat}が{treasure}を獲得し、{vp}点を得る。",
    "event.treasure.short": "{treasure}には{seat}の冒険者が{need}人必要だが、{have}人しかいない。",
    "event.temple": "{pile}の山から{tile}の神殿タイルが{space}番のマスに置かれる。",
    "event.empty": "{space}番のマスはタイルのない空きマスになる。",
    "event.nothing": "{seat}がここで受け取れるものは残っていない。",
    "event.key": "{seat}が鍵を受け取る。",
    "event.wild": "{seat}が万能財宝を受け取る。",
    "event.scarab": "{seat}がスカラベを1枚引く（裏向き）。",
    "event.horus": "{seat}が目{level}のホルスカードを手札の中央に加える。",
    "event.discard": "{seat}は動かせないので{card}を捨てる。",
    "event.reshuffle": "カードの山が切れた：捨札{cards}枚をホルスカードごとリシャッフルして新しい山にする。",
    "event.last_round": "棺の部屋に冒険者が2人入った：ラストプレイヤーまでこのラウンドを行う。",
    "event.over": "ゲーム終了：得点計算。",
    "ui.board": "スタート地点から棺の部屋までの神殿の道",
    "ui.hand": "手札（順番は固定。左右の端のカードだけプレイできる）",
    "ui.middle": "中央のカード：端に来るまでプレイできない",
    "ui.pick_card": "左端か右端のカードを選ぶ。",
    "ui.pick_adventurer": "光っている冒険者コマか、光っている移動先のマスをクリックする。",
    "ui.pick_steps": "何歩？",
    "ui.steps_to": "{steps} → {to}",
    "ui.pick_tile": "アクションを行うタイルを選ぶ。",
    "ui.pick_take": "受け取るものを選ぶ。",
    "ui.roll": "出目 {roll}",
    "ui.take.key": "鍵", "ui.take.horus": "ホルスカード（目{level}）", "ui.take.scarab": "スカラベ",
    "ui.take.wild": "万能財宝",
    "ui.card.plusminus": "+1/−1", "ui.card.die": "ダイス", "ui.card.choose": "1-{value}", "ui.card.roll": "1-ダイス",
    "ui.card.all": "全員+{value}", "ui.card.last": "最後尾→2番目", "ui.card.fewer": "1-{value} 少ない冒険者",
    "ui.tile.tunnel": "トンネル", "ui.tile.scarab": "スカラベ", "ui.tile.wild": "万能財宝",
    "ui.tile.scarab_or_wild": "スカラベ/万能", "ui.tile.empty": "空きマス", "ui.tile.osiris": "オシリス",
    "ui.tile.horus": "ホルス",
    "ui.type.vase": "壺", "ui.type.statue": "像", "ui.type.jewellery": "装飾品",
    "ui.pile.cobra": "コブラのアイコン", "ui.pile.falcon": "ハヤブサのアイコン", "ui.pile.lion": "ライオンのアイコン",
    "ui.need": "冒険者{need}人、{vp}点", "ui.wall": "壁の得点 {n}",
    "ui.legend.title": "マスの見かた", "ui.legend.number": "マスの番号（スタートから数える）",
    "ui.legend.wall": "壁の得点: ゲーム終了時、ここで起きている冒険者1人ごとの得点",
    "ui.legend.treasure": "財宝: 種類と得点", "ui.legend.need": "財宝を取るのに必要な冒険者の人数",
    "ui.legend.icon": "神殿アイコン: 財宝を取ると、その山のタイルがここに表になる",
    "ui.statue": "{n}番目のアヌビス像。休憩中：{seats}",
    "ui.stairs": "スタート", "ui.chamber": "棺の部屋",
    "ui.seat": "プレイヤー", "ui.cards": "手札", "ui.keys": "鍵", "ui.wild": "万能財宝", "ui.scarabs": "スカラベ",
    "ui.sarcophagi": "サルコファガス", "ui.treasure_vp": "財宝の点",
    "ui.deck": "山札 {n}", "ui.discard": "捨札 {n}", "ui.horus_piles": "ホルスカードの山（目1/2/3）",
    "ui.supply": "残り：鍵{keys}、万能財宝{wild}、スカラベ{scarabs}",
    "ui.final": "得点計算", "ui.total": "合計", "ui.set_count": "{n}セット", "ui.set_count.one": "1セット",
    "ui.score.treasures": "財宝", "ui.score.positions": "冒険者の位置", "ui.score.sarcophagi": "サルコファガス",
    "ui.score.keys": "鍵", "ui.score.scarabs": "スカラベ", "ui.score.sets": "セット",
    # a result's breakdown (tablekit.result_text)
    "result.treasures": "財宝", "result.positions": "冒険者の位置",
    "result.sarcophagi": "サルコファガス", "result.keys": "鍵", "result.scarabs": "スカラベ",
    "result.sets": "セット",
}

M = Messages("luxor", EN, JA)


_SEATS = tuple(M(f"seat.{s}") for s in range(len(SEATS)))
_SIDES = (M("side.left"), M("side.right"))
_STAIRS, _CHAMBER = M("place.stairs"), M("place.chamber")
_SPACES: list[T] = []


def seat_text(seat: int) -> T:
    return _SEATS[seat]


def side_text(index: int) -> T:
    """The left card (hand position 0) or the right one."""
    return _SIDES[0 if index == 0 else 1]


def signed(steps: int) -> str:
    """Steps as a label shows them, with the minus sign the card faces use: 2, −1."""
    return f"−{-steps}" if steps < 0 else str(steps)


def place_text(p: int, c: Components) -> T:
    if p == 0:
        return _STAIRS
    if p == c.chamber:
        return _CHAMBER
    while len(_SPACES) <= p:
        _SPACES.append(M("place.space", n=len(_SPACES)))
    return _SPACES[p]


_TILES: dict[Any, T] = {}


def tile_text(tile: Any, c: Components) -> T:
    """A tile on the path: a treasure (its id) or a temple tile code."""
    if type(tile) is int:
        t = c.treasures[tile]
        key: Any = (t.type, t.adventurers, t.vp)
        found = _TILES.get(key)
        if found is None:
            found = _TILES[key] = M("tile.treasure.one" if t.adventurers == 1 else "tile.treasure",
                                    type=M(f"type.{t.type}"), need=t.adventurers, vp=t.vp)
        return found
    found = _TILES.get(tile)
    if found is None:
        if tile.startswith("favour"):
            _, a, b = tile.split(":")
            found = M("tile.favour", a=int(a), b=int(b))
        elif tile.startswith(("osiris:", "horus:")):
            kind, _, n = tile.partition(":")
            found = M("tile.horus.one") if tile == "horus:1" else M(f"tile.{kind}", n=int(n))
        else:
            found = M(f"tile.{tile}")
        _TILES[tile] = found
    return found


@cache
def face_text(kind: str, value: int) -> T:
    """A card's face by its kind and number, made once."""
    return M(f"card.{kind}", value=value)


def card_text(card: Card) -> T:
    return face_text(card.kind, card.value)


# The events told at almost every step, each made once per its arguments (State.say_once): they read the board of
# the state's components, so LuxorState.event_memo keeps them with the components.
def played(state: LuxorState, seat: int, kind: str, value: int) -> T:
    """A card played, by its face."""
    return M("event.play", seat=_SEATS[seat], card=face_text(kind, value))


def moved(state: LuxorState, seat: int, start: int, end: int) -> T:
    """An adventurer's move."""
    return M("event.move", seat=_SEATS[seat], start=place_text(start, state.c), end=place_text(end, state.c))


def said(state: LuxorState, key: str, seat: int, *value: int) -> T:
    """An event ``key`` told of ``seat``; ``value``, when given, fills the template's one other placeholder."""
    return M(key, seat=_SEATS[seat], **dict(zip(placeholders(EN[key]) - {"seat"}, value)))


def took(state: LuxorState, seat: int, tid: int) -> T:
    """A treasure taken."""
    return M("event.treasure", seat=_SEATS[seat], treasure=tile_text(tid, state.c), vp=state.c.treasures[tid].vp)


def turned(state: LuxorState, space: int, tile: str) -> T:
    """A temple tile turned up where a treasure was taken."""
    return M("event.temple", pile=M(f"pile.{state.c.icons[space]}"), tile=tile_text(tile, state.c), space=space)


def short(state: LuxorState, seat: int, tid: int, have: int, need: int) -> T:
    """A treasure not taken for want of adventurers."""
    return M("event.treasure.short", seat=_SEATS[seat], treasure=tile_text(tid, state.c), have=have, need=need)

# What each rulebook scenario shows, in Japanese (the English is each Scenario's doc in scenarios.py).
SCENARIOS_JA: dict[str, str] = {
    "hand": "並びの決まった手札 5、1、ホルス 1-3、2、4：プレイできるのは両端の2枚だけ",
    "movement": "空きマスの6と7は数えずに飛ばす。7の次のアヌビス像はマスではなく、休憩中の冒険者を起こす",
    "osiris": "1のカードでオシリスタイル（2）に着き、冒険者はそこからホルスタイルまで進む",
    "treasure": "冒険者2人が必要な壺：赤の冒険者が1人その上にいて、2人目は2歩後ろにいる",
    "temple": "この先の神殿タイル：3歩先にスカラベ／万能財宝、5歩先にトンネル",
    "chamber": "38と39に冒険者がいて鍵は1つ：棺の部屋にはちょうどの歩数でしか入れない",
    "horus_choose": "手札の左端に、1から4まで選べるホルスカード",
    "horus_roll": "手札の左端に、1からダイスの出目まで選べるホルスカード",
    "horus_all": "ホルスカード：アクティブな冒険者全員が2歩進み、そのあと1枚のタイルのアクションを行う",
    "horus_last": "ホルスカード：最後尾の冒険者が最後から2番目の冒険者のところへ進む",
    "horus_fewer": "ホルスカード：1～3歩進み、必要より1人少ない冒険者で財宝を獲得できる",
    "last_round": "青は棺の部屋にいる。赤が2番目に入り、このラウンドでゲームが終わる",
    "final": "得点計算の前の最後の手番：財宝のセットがそれぞれ0組、1組、2組",
}

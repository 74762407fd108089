"""Plain-words reasons why a Mangrovia action id is refused, naming the rulebook's rule in the reader's language
(the ``mangrovia.refuse.*`` messages).

>>> import tablekit
>>> from tablekit.core.text import render
>>> g = tablekit.new_game("mangrovia", scenario="three_and_four")
>>> render(g.state.explain_illegal(0, "build:C4:4+3"))
'Building: write the payment smallest value first, as the legal actions do: build:C4:3+4'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import Messages, T
from .actions import BUILD_STEPS
from .messages import DECK, TERRAIN
from .payments import counts_key, parse_parts, payments
from .supply import LAND, VALUABLES

if TYPE_CHECKING:
    from .state import MangroviaState

KINDS = ("bowl", "display", "deck", "amulets", "keep", "build", "double", "pass", "birds")
STEP_WORDS = {
    "display": "take a card from the display", "deck": "draw a card from a deck", "card": "take a card",
    "amulets": "take amulets", "keep": "choose the amulets to keep", "amulets_or_build": "take amulets or build",
    "build": "build a hut or nothing", "build_or_double": "build 1 hut, 2 stacked huts, or nothing",
    "birds": "put the birds on the oracle",
}
STEP_WORDS_JA = {
    "display": "場のカードを1枚取る", "deck": "山札から1枚引く", "card": "カードを1枚取る",
    "amulets": "アミュレットを取る", "keep": "残すアミュレットを選ぶ",
    "amulets_or_build": "アミュレットを取るか小屋を建てる",
    "build": "小屋を1軒建てるか建てない", "build_or_double": "小屋を1軒か同じマスに2軒建てるか、建てない",
    "birds": "極楽鳥を神託に置く",
}

R = Messages("mangrovia.refuse", {
    "kind": "{id} is not a Mangrovia action (kinds: {kinds})",
    "over": "the game is over: no more actions",
    **{f"step.{k}": v for k, v in STEP_WORDS.items()},
    "currency.valuables": "valuable cards", "currency.amulets": "amulets", "none": "none",
    "bowls": "{id} is an action of the boat, but the players are still placing bowls (turn step ①)",
    "not_build": "action {action} does not build: now you {want} (only actions 8 to 11 build)",
    "built": "action {action}'s build is done: now you {want}",
    "double": "Building: only action 9 puts 2 huts on one space",
    "pass.shape": "{id} is not an action: building nothing is written pass",
    "pass.eight": "action 8 is amulets or a build: take the amulets when you do not build",
    "now": "action {action}: now you {want}",
    "no_deck": "there is no {deck} deck with cards left (decks: {decks})",
    "no_display": "the display holds no {card} card (valuables v2 to v7, land cards by terrain)",
    "amulets": "action {action}: now you {want}, not the amulet action",
    "no_keep": "action {action}: now you {want}; no amulets were drawn to keep",
    "keep": "Amulets: keep exactly {keep} of the amulets you drew ({drawn}); the rest go back to the bag",
    "no_birds": "action {action}: now you {want}; only action 12 moves the birds",
    "birds": "Action 12: put the two birds on two different squares of the oracle (water, sand, mangrove, reed)",
    "bowl.sailing": "Bowls are placed before the boat sets out (turn step ①); the boat is sailing now",
    "bowl.site": "there is no site {site}: the archipelago's sites are 1 to {last}",
    "bowl.taken": "Bowls: a site that holds a bowl is closed to everyone for the rest of the round",
    "bowl.twelve": "Bowls: the start player's first bowl may not go on action 12 (the second may)",
    "bowl.closed": "site {site} is not open to seat {seat} now",
    "space": "there is no space {space} on the island",
    "huts": "Building: you have {huts} hut(s) left, not {need}",
    "occupied": "Building: {space} already holds a hut; a space takes huts only once",
    "no_double": "Building: 2 huts on one space (action 9) are not allowed in the stone place, the pole place or on "
                 "the amulet spaces",
    "no_bird": "Building: no bird sits on {terrain} in the oracle (they are on {birds}), so nobody may build on a "
               "{terrain} space now",
    "land": "Building: {space} needs {need} {terrain} land card(s) and you hold {held}",
    "pay.shape": "Building: write the payment as values joined by '+', e.g. build:{space}:3+4",
    "cost.one": "{space} costs {cost} in {currency}",
    "cost.two": "2 huts on {space} cost 2 × {each} = {cost} in {currency}",
    "pay.sum": "Building: the payment must be exact: {parts} = {total}, but {cost}",
    "pay.none": "Building: {space} costs exactly {total} in {currency}, and none of yours add up to {total} (you "
                "hold {holding})",
    "pay.none.two": "Building: 2 huts on {space} cost exactly 2 × {each} = {total} in {currency}, and none of yours "
                    "add up to {total} (you hold {holding})",
    "pay.order": "Building: write the payment smallest value first, as the legal actions do: {id}",
    "pay.held": "Building: you do not hold the {currency} {parts}; you can pay {ways}",
    "or": "{a} or {b}",
}, {
    "kind": "{id}はマングロービアの手ではありません(手の種類: {kinds})",
    "over": "ゲームは終了しました。これ以上の手はありません",
    **{f"step.{k}": v for k, v in STEP_WORDS_JA.items()},
    "currency.valuables": "価値カード", "currency.amulets": "アミュレット", "none": "なし",
    "bowls": "{id}はボートのアクションですが、まだお皿を置いています(手番①)",
    "not_build": "アクション{action}では小屋を建てません。今は「{want}」です(小屋を建てるのはアクション8から11)",
    "built": "アクション{action}の建築は終わりました。今は「{want}」です",
    "double": "小屋の建て方: 同じマスに2軒建てられるのはアクション9だけです",
    "pass.shape": "{id}は手ではありません。建てないときはpassと書きます",
    "pass.eight": "アクション8はアミュレットか建築です。建てないときはアミュレットを取ります",
    "now": "アクション{action}: 今は「{want}」です",
    "no_deck": "カードの残っている{deck}の山札はありません(山札: {decks})",
    "no_display": "場に{card}のカードはありません(価値カードはv2からv7、土地カードは地形で指定)",
    "amulets": "アクション{action}: 今は「{want}」です。アミュレットのアクションではありません",
    "no_keep": "アクション{action}: 今は「{want}」です。残すアミュレットは引かれていません",
    "keep": "アミュレット: 引いたアミュレット({drawn})のうちちょうど{keep}個を残し、残りは袋に戻します",
    "no_birds": "アクション{action}: 今は「{want}」です。極楽鳥を動かすのはアクション12だけです",
    "birds": "アクション12: 2羽の極楽鳥を神託の別々のマス(水面、砂浜、マングローブ、葦)に置きます",
    "bowl.sailing": "お皿はボートが動き出す前に置きます(手番①)。ボートはもう進んでいます",
    "bowl.site": "ボートスペース{site}はありません。ボートスペースは1から{last}までです",
    "bowl.taken": "お皿: お皿のあるボートスペースには、そのラウンドの間だれも置けません",
    "bowl.twelve": "お皿: スタートプレイヤーの最初のお皿はアクション12に置けません(2枚目は置けます)",
    "bowl.closed": "ボートスペース{site}には今、席{seat}は置けません",
    "space": "群島にマス{space}はありません",
    "huts": "小屋の建て方: 残りの小屋は{huts}軒で、{need}軒ではありません",
    "occupied": "小屋の建て方: {space}にはすでに小屋があります。1つのマスに建てられるのは1回だけです",
    "no_double": "小屋の建て方: 同じマスに2軒(アクション9)は、ストーンサークル、聖なる柱のエリア、"
                 "アミュレットのマスには建てられません",
    "no_bird": "小屋の建て方: 神託の{terrain}に極楽鳥がいない(極楽鳥は{birds})ので、"
               "今は{terrain}のマスに建てられません",
    "land": "小屋の建て方: {space}には{terrain}の土地カードが{need}枚必要ですが、{held}枚しか持っていません",
    "pay.shape": "小屋の建て方: 支払いは数字を'+'でつないで書きます。例: build:{space}:3+4",
    "cost.one": "{space}のコストは{currency}で{cost}",
    "cost.two": "{space}に2軒のコストは{currency}で2 × {each} = {cost}",
    "pay.sum": "小屋の建て方: 支払いはぴったりでなければなりません。{parts} = {total}ですが、{cost}です",
    "pay.none": "小屋の建て方: {space}のコストは{currency}でちょうど{total}ですが、手持ちの組み合わせで{total}になる"
                "ものはありません(手持ち: {holding})",
    "pay.none.two": "小屋の建て方: {space}に2軒のコストは{currency}でちょうど2 × {each} = "
                    "{total}ですが、手持ちの組み合わせで{total}になるものはありません(手持ち: {holding})",
    "pay.order": "小屋の建て方: 支払いは選べる手と同じく小さい数字から書きます: {id}",
    "pay.held": "小屋の建て方: {currency} {parts}を持っていません。支払えるのは{ways}です",
    "or": "{a}または{b}",
})


def _want(state: MangroviaState) -> T:
    return R(f"step.{state.steps[0]}")


def explain(state: MangroviaState, seat: int, action_id: str) -> T:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    shown = repr(action_id[:60])
    if kind not in KINDS:
        return R("kind", id=shown, kinds=", ".join(KINDS))
    if state.phase == "over":
        return R("over")
    if kind == "bowl":
        return _bowl(state, seat, rest)
    if state.phase == "bowls":
        return R("bowls", id=shown)
    step = state.steps[0]
    action, want = state.action, _want(state)
    if kind in ("build", "double", "pass"):
        if kind == "pass" and rest:
            return R("pass.shape", id=shown)
        if step not in BUILD_STEPS:
            return R("built" if 8 <= action <= 11 else "not_build", action=action, want=want)
        if kind == "double" and step != "build_or_double":
            return R("double")
        if kind == "pass":
            return R("pass.eight")
        return _build(state, seat, kind, rest)
    if kind in ("display", "deck"):
        if step not in ("display", "deck", "card") or (step != "card" and step != kind):
            return R("now", action=action, want=want)
        if kind == "deck":
            return R("no_deck", deck=repr(rest[:20]), decks=[DECK[VALUABLES], DECK[LAND]])
        return R("no_display", card=repr(rest[:20]))
    if kind == "amulets":
        return R("amulets", action=action, want=want)
    if kind == "keep":
        if step != "keep":
            return R("no_keep", action=action, want=want)
        return R("keep", keep=state.keep, drawn=", ".join(map(str, state.drawn)))
    if step != "birds":
        return R("no_birds", action=action, want=want)
    return R("birds")


def _bowl(state: MangroviaState, seat: int, rest: str) -> T:
    if state.phase != "bowls":
        return R("bowl.sailing")
    sites = len(state.c.sites)
    if not (rest.isascii() and rest.isdigit()) or not 1 <= int(rest) <= sites:
        return R("bowl.site", site=repr(rest[:20]), last=sites)
    site = int(rest) - 1
    if site in state.bowls:
        return R("bowl.taken")
    if site == state.twelve_site() and seat == state.start:
        return R("bowl.twelve")
    return R("bowl.closed", site=rest, seat=seat)


def _build(state: MangroviaState, seat: int, kind: str, rest: str) -> T:
    sid, _, paid = rest.partition(":")
    space = state.c.space.get(sid)
    if space is None:
        return R("space", space=repr(sid[:20]))
    hand = state.hands[seat]
    huts = 2 if kind == "double" else 1
    if hand.huts < huts:
        return R("huts", huts=hand.huts, need=huts)
    if sid in state.occupancy:
        return R("occupied", space=sid)
    if kind == "double" and not space.doubles:
        return R("no_double")
    terrain = TERRAIN[space.terrain]
    if space.terrain not in state.birds:
        return R("no_bird", terrain=terrain, birds=[TERRAIN[b] for b in state.birds])
    if hand.land[space.terrain] < huts:
        return R("land", space=sid, need=huts, terrain=terrain, held=hand.land[space.terrain])
    parts = parse_parts(paid)
    if parts is None:
        return R("pay.shape", space=sid)
    total = space.cost * huts
    currency = R(f"currency.{space.pay}")
    cost = (R("cost.two", space=sid, each=space.cost, cost=total, currency=currency) if huts == 2
            else R("cost.one", space=sid, cost=total, currency=currency))
    if sum(parts) != total:
        return R("pay.sum", parts=" + ".join(map(str, parts)), total=sum(parts), cost=cost)
    held = hand.pay_values() if space.pay == "valuables" else +hand.amulets
    ways = payments(counts_key(held), total)
    if not ways:
        holding = ", ".join(map(str, sorted(held.elements()))) or R("none")
        return R("pay.none.two" if huts == 2 else "pay.none", space=sid, each=space.cost, total=total,
                 currency=currency, holding=holding)
    if tuple(sorted(parts)) in ways:
        return R("pay.order", id=f"{kind}:{sid}:{'+'.join(map(str, sorted(parts)))}")
    return R("pay.held", currency=currency, parts=" + ".join(map(str, parts)),
             ways=_either([" + ".join(map(str, w)) for w in ways]))


def _either(choices: list[str]) -> T | str:
    """``a``, ``a or b``, ``a or b or c``."""
    found: T | str = choices[0]
    for choice in choices[1:]:
        found = R("or", a=found, b=choice)
    return found

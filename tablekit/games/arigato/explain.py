"""Plain-words reasons why an Arigato action id is refused, naming the rulebook's section in the reader's language
(the ``arigato.refuse.*`` messages).

>>> import tablekit
>>> from tablekit.core.text import render
>>> g = tablekit.new_game("arigato", players=2, seed=3)
>>> render(g.state.explain_illegal(0, "villager:O01:0"), "ja")
"1. 夜明け: 'O01'はあなたの手札のカードではありません"
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.errors import REFUSE
from ...core.text import Messages, T
from .components import ITEMS, SLOTS
from .effects import trade_cost
from .messages import cost_text, item_name

if TYPE_CHECKING:
    from .state import ArigatoState

DAWN_KINDS = ("villager", "maker", "traveller", "confirm")
DAY_KINDS = ("pick", "trade", "offer", "send", "dismiss", "end")
KINDS = (*DAWN_KINDS, *DAY_KINDS, "discard")

R = Messages("arigato.refuse", {
    "dawn": "Dawn (section 1)", "day": "Day (section 2)", "dusk": "Dusk (section 3)",
    "phase.dawn": "the dawn (section 1)", "phase.day": "the day (section 2)", "phase.dusk": "the dusk (section 3)",
    "phase.over": "final scoring: the game is over",
    "village": "Village",
    "kind": "{id} is not an Arigato action (kinds: {kinds})",
    "picks": "Items of your choice first: take the {n} item(s) you are owed (pick:<item>), then act",
    "item": "there is no item {item}; items: {items}",
    "shape": "{id} is not an action: a {kind} is written {form}",
    "pick": "Items of your choice come only from an effect or the 10-favour bonus, and you are owed none",
    "discard.held": "{rule}: discard only down to 7 items, and only items you hold",
    "discard.none": "{rule}: only a player holding 8 or more items discards, down to 7",
    "trade.same": "Day action 1 ({rule}): trade for a different item",
    "trade": "Day action 1 ({rule}): a trade gives {need} equal items; you hold {held} {item}",
    "slot": "there is no village slot {slot}: the slots are 1 to {last}",
    "empty": "{rule}: slot {slot} is empty",
    "offered": "Day action 2 ({rule}): this villager already carries an offering token",
    "tokens": "Day action 2 ({rule}): all 4 of your offering tokens are on villagers",
    "cost": "Day action 2 ({rule}): an offering is paid all at once, and you lack items for {card}'s cost ({cost})",
    "send": "Day action 3 ({rule}): only a villager carrying an offering token can be sent to the palace",
    "dismiss": "{rule}: a villager with an offering token leaves for the palace (send), it is not discarded",
    "confirmed": "{rule}: you have already confirmed your assignment; it is secret until everyone has chosen",
    "confirm": "{rule}: give every card in your hand a role before confirming",
    "not_in_hand": "{rule}: {card} is not a card in your hand",
    "has_role": "{rule}: {card} already has a role (undo to change it)",
    "day12": " (day 12: 1 villager, 4 makers, no travellers)",
    "villager": "{rule}: one villager a day, and you have chosen yours",
    "slots": "{village}: {card} may only live in slot(s) {slots}, not {slot}",
    "makers": "{rule}: {n} makers a day{day12}, and you have chosen them",
    "travellers": "{rule}: {n} travellers a day{day12}, and you have chosen them",
    "waiting.dawn": "it is not {seat}'s turn: {seat} has confirmed the dawn assignment ({rule}); waiting for {waiting}",
    "waiting.day": "it is not {seat}'s turn: {seat} has ended the day ({rule}); waiting for {waiting}",
    "waiting.dusk": "it is not {seat}'s turn: {seat} holds 7 items or fewer and has nothing to discard ({rule}); "
                    "waiting for {waiting}",
}, {
    "dawn": "1. 夜明け", "day": "2. 昼", "dusk": "3. 夕暮れ",
    "phase.dawn": "1. 夜明け", "phase.day": "2. 昼", "phase.dusk": "3. 夕暮れ",
    "phase.over": "得点計算:ゲームは終了しました",
    "village": "村",
    "kind": "{id}はアリガトの手ではありません(手の種類: {kinds})",
    "picks": "先に好きな品物を受け取ります: 受け取れる品物{n}個を取ってから(pick:<item>)行動します",
    "item": "品物{item}はありません。品物: {items}",
    "shape": "{id}は手ではありません。{kind}は{form}の形で書きます",
    "pick": "好きな品物を受け取れるのは効果か恩恵10点のボーナスのときだけで、今は受け取れる品物はありません",
    "discard.held": "{rule}: 捨てるのは品物が7個になるまでで、持っている品物だけです",
    "discard.none": "{rule}: 品物を捨てるのは8個以上持っているプレイヤーだけで、7個になるまで捨てます",
    "trade.same": "昼のアクション1({rule}): 交換では別の品物を受け取ります",
    "trade": "昼のアクション1({rule}): 交換には同じ品物が{need}個必要です。{item}は{held}個しか持っていません",
    "slot": "村のスペース{slot}はありません。スペースは1から{last}までです",
    "empty": "{rule}: スペース{slot}は空いています",
    "offered": "昼のアクション2({rule}): この村人にはすでに献上トークンがあります",
    "tokens": "昼のアクション2({rule}): 4つの献上トークンはすべて村人の上にあります",
    "cost": "昼のアクション2({rule}): 献上は一度にまとめて支払います。{card}のコスト({cost})に足りる品物がありません",
    "send": "昼のアクション3({rule}): 宮殿へ送れるのは献上トークンのある村人だけです",
    "dismiss": "{rule}: 献上トークンのある村人は宮殿へ行きます(send)。捨てることはできません",
    "confirmed": "{rule}: 割り当てはすでに確定しました。全員が選び終えるまで秘密です",
    "confirm": "{rule}: 確定する前に手札のすべてのカードに役割を決めます",
    "not_in_hand": "{rule}: {card}はあなたの手札のカードではありません",
    "has_role": "{rule}: {card}にはすでに役割があります(変えるには取り消します)",
    "day12": "(12日目: 村人1人、製作者4人、旅人なし)",
    "villager": "{rule}: 村人は1日に1人で、もう選びました",
    "slots": "{village}: {card}が住めるのはスペース{slots}だけで、{slot}ではありません",
    "makers": "{rule}: 製作者は1日に{n}人{day12}で、もう選びました",
    "travellers": "{rule}: 旅人は1日に{n}人{day12}で、もう選びました",
    "waiting.dawn": "{seat}の番ではありません: {seat}は夜明けの割り当てを確定しました({rule})。{waiting}を待っています",
    "waiting.day": "{seat}の番ではありません: {seat}は昼を終えました({rule})。{waiting}を待っています",
    "waiting.dusk": "{seat}の番ではありません: {seat}の品物は7個以下で、捨てるものはありません({rule})。"
                    "{waiting}を待っています",
})
DAWN, DAY, DUSK = R("dawn"), R("day"), R("dusk")


def waiting(state: ArigatoState, seat: int) -> T:
    """Why ``seat`` is not among the seats to act: it has chosen, ended its day or has nothing to discard."""
    if state.phase == "over":
        return REFUSE("over")
    rule = {"dawn": DAWN, "day": DAY, "dusk": DUSK}[state.phase]
    return R(f"waiting.{state.phase}", seat=state.seat_text(seat), rule=rule,
             waiting=[state.seat_text(s) for s in state.to_act()])


def explain(state: ArigatoState, seat: int, action_id: str) -> T:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    shown = repr(action_id[:60])
    if kind not in KINDS:
        return R("kind", id=shown, kinds=", ".join(KINDS))
    phase = "dawn" if kind in DAWN_KINDS else "dusk" if kind == "discard" else "day"
    if phase != state.phase and not (kind == "pick" and state.phase == "dusk"):
        return REFUSE("wrong_phase", id=shown, wanted=R(f"phase.{phase}"), now=R(f"phase.{state.phase}"))
    me = state.seats[seat]
    if phase == "dawn":
        return _dawn(state, seat, kind, rest)
    if me.picks and kind != "pick":
        return R("picks", n=me.picks)
    if kind in ("pick", "trade", "discard"):
        items = rest.split(":")
        unknown = [i for i in items if i not in ITEMS]
        if unknown:
            return R("item", item=repr(unknown[0][:40]), items=[item_name(i) for i in ITEMS])
        if len(items) != (2 if kind == "trade" else 1):
            return R("shape", id=shown, kind=kind, form="trade:<give>:<get>" if kind == "trade" else f"{kind}:<item>")
    if kind == "pick":
        return R("pick")
    if kind == "discard":
        held = me.item_total() > 7 and me.items[ITEMS.index(rest)] == 0
        return R("discard.held" if held else "discard.none", rule=DUSK)
    if kind == "trade":
        give, _, get = rest.partition(":")
        if give == get:
            return R("trade.same", rule=DAY)
        return R("trade", rule=DAY, need=trade_cost(state, seat, give), held=me.items[ITEMS.index(give)],
                 item=item_name(give))
    if kind in ("offer", "send", "dismiss"):
        if not (rest.isascii() and rest.isdigit()) or not 1 <= int(rest) <= SLOTS:
            return R("slot", slot=repr(rest[:20]), last=SLOTS)
        slot = int(rest)
        c = me.village[slot - 1]
        if c is None:
            return R("empty", rule=R("village"), slot=slot)
        card = state.cards[c]
        if kind == "offer":
            if me.offered[slot - 1]:
                return R("offered", rule=DAY)
            if not me.tokens_free():
                return R("tokens", rule=DAY)
            return R("cost", rule=DAY, card=card.id, cost=cost_text(card.cost))
        if kind == "send":
            return R("send", rule=DAY)
        return R("dismiss", rule=R("village"))
    return REFUSE("not_legal", id=shown, seat=seat)


def _dawn(state: ArigatoState, seat: int, kind: str, rest: str) -> T:
    from .dawn import quotas

    me = state.seats[seat]
    if me.chosen:
        return R("confirmed", rule=DAWN)
    if kind == "confirm":
        return R("confirm", rule=DAWN)
    card_id, _, slot = rest.partition(":")
    c = state.components.by_id.get(card_id)
    if c is None or c not in me.hand:
        return R("not_in_hand", rule=DAWN, card=repr(card_id[:20]))
    if c not in me.unassigned():
        return R("has_role", rule=DAWN, card=card_id)
    villagers, makers, travellers = quotas(state, seat)
    day12 = R("day12") if state.day == 12 else ""
    if kind == "villager":
        if me.villager is not None:
            return R("villager", rule=DAWN)
        card = state.cards[c]
        return R("slots", village=R("village"), card=card_id, slots=", ".join(map(str, card.slots)),
                 slot=repr(slot[:20]))
    if kind == "maker":
        return R("makers", rule=DAWN, n=makers, day12=day12)
    return R("travellers", rule=DAWN, n=travellers, day12=day12)

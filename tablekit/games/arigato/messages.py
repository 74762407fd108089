"""Arigato's message catalogue: English and Japanese templates for labels, events and the table's words.

Japanese terms follow the rulebook: 職人, 旅人, 製作者, 村人, 献上, 恩恵, 目標, 宮殿.

>>> from tablekit.core.text import render
>>> render(M("act.trade", n=2, give=item_name("katana"), get=item_name("bonsai")), "en")
'Trade 2 katana for 1 bonsai'
"""

from __future__ import annotations

from ...core.text import Messages, T
from .components import ANY, ITEMS, Card, Goal

PLAYERS = 5

EN: dict[str, str] = {
    "title": "Arigato",
    **{f"seat.{i}": f"Player {i + 1}" for i in range(PLAYERS)},
    "phase.dawn": "Dawn", "phase.day": "Day", "phase.dusk": "Dusk", "phase.over": "Final scoring",
    "ui.type.origami": "origami maker", "ui.type.bonsai": "bonsai gardener", "ui.type.blacksmith": "blacksmith",
    "ui.type.sculptor": "sculptor", "ui.type.fireworks": "fireworks maker",
    "ui.item.origami": "origami", "ui.item.bonsai": "bonsai", "ui.item.katana": "katana", "ui.item.statue": "statue",
    "ui.item.fireworks": "fireworks", "ui.item.any": "item of your choice",
    "card": "{type} {id}",
    "count": "{n} {item}",
    "fate.palace": "to the palace", "fate.discard": "discarded",
    # goals
    "ui.goal.village": "at least {n} artisans in the village",
    "ui.goal.same_type": "at least {n} village artisans of one type",
    "ui.goal.types": "at least {n} different types in the village",
    "ui.goal.offerings": "at least {n} offering tokens in the village",
    "ui.goal.palace": "at least {n} artisans in the palace",
    "ui.goal.identical": "at least {n} identical items",
    "ui.goal.all_items": "all five kinds of item",
    "ui.goal.items": "at least {n} items",
    "ui.goal.favour": "at least {n} favour from effects",
    # effects
    "ui.eff.now": "When placed", "ui.eff.dusk": "Hourglass (each dusk)", "ui.eff.passive": "While in the village",
    "ui.eff.item": "+{n} {item}",
    "ui.eff.favour": "+{n} favour",
    "ui.eff.favour_per_type": "+{n} favour per {type} in your village",
    "ui.eff.favour_per_offering": "+{n} favour per offering token in your village",
    "ui.eff.favour_per_item": "+{n} favour per {item} you hold",
    "ui.eff.cheap_trade": "trade 1 {item} (not 2) for 1 item of your choice",
    "ui.eff.palace_bonus": "+{n} favour per {type} you send to the palace",
    # actions
    "act.villager": "Villager: {card} into slot {slot}",
    "act.villager.replace": "Villager: {card} into slot {slot}, replacing {old} ({fate})",
    "act.maker": "Maker: {card} (produces {item})",
    "act.traveller": "Traveller: {card} (to {to})",
    "act.traveller.aside": "Traveller: {card} (set aside face down)",
    "act.confirm": "Confirm the assignment",
    "act.pick": "Take 1 {item} (item of your choice)",
    "act.trade": "Trade {n} {give} for 1 {get}",
    "act.offer": "Prepare the offering of {card} (slot {slot}): pay {cost}",
    "act.send": "Send {card} (slot {slot}) to the palace: {favour} favour",
    "act.dismiss": "Discard {card} from slot {slot} to free it",
    "act.end": "End your day",
    "act.discard": "Discard 1 {item} (down to {limit} items)",
    # events
    "ev.dawn.first": "Day {day}: dawn. Each player draws {n} artisans and assigns them in secret.",
    "ev.dawn": "Day {day}: dawn. Each player draws {n} artisans, picks up the 2 travellers received and assigns "
               "them in secret.",
    "ev.dawn.solo": "Day {day}: dawn. The player draws {n} artisans and assigns them.",
    "ev.reshuffle": "The deck is empty: {n} discarded artisans are shuffled into a new deck.",
    "ev.short": "The deck and the discard pile are empty: {seat} draws only {n}.",
    "ev.chosen": "{seat} has assigned their artisans.",
    "ev.villager": "{seat} places {card} as villager in slot {slot}.",
    "ev.makers": "{seat}'s makers {cards} produce {items}.",
    "ev.travellers": "{seat} passes {n} travellers to {to}.",
    "ev.aside": "{seat} sets {n} travellers aside, face down.",
    "ev.favour": "{seat} gains {n} favour ({card}).",
    "ev.bonus": "{seat}'s effect favour reaches {total}: {n} items of their choice.",
    "ev.choice": "{seat} may take {n} item(s) of their choice ({card}).",
    "ev.item": "{seat} gains {n} {item} ({card}).",
    "ev.pick": "{seat} takes 1 {item}.",
    "ev.trade": "{seat} trades {n} {give} for 1 {get}.",
    "ev.offer": "{seat} prepares the offering of {card}, paying {cost}.",
    "ev.send": "{seat} sends {card} to the palace ({favour} favour); the offering token comes back.",
    "ev.dismiss": "{seat} discards {card} from slot {slot}.",
    "ev.end": "{seat} ends their day.",
    "ev.goal": "Dusk of day {day}: {seats} meet the goal ({goal}) and take a goal token.",
    "ev.goal.one": "Dusk of day {day}: {seat} meets the goal ({goal}) and takes a goal token.",
    "ev.goal.none": "Dusk of day {day}: nobody meets the goal ({goal}).",
    "ev.goal.missed": "Dusk of day {day}: {seat} does not meet the goal ({goal}).",
    "ev.goal.free": "Dusk of day {day}: there is no goal today.",
    "ev.discard": "{seat} discards 1 {item}.",
    "ev.over": "Day 12 is over: the favour is counted.",
    "ev.solo": "The 22 travellers set aside give the target: {target} favour.",
    # the table's words
    "ui.hand": "Your hand", "ui.palace": "Palace", "ui.items": "Items",
    "ui.favour": "Favour", "ui.goals": "Goal tokens", "ui.calendar": "Calendar", "ui.cost": "Offering",
    "ui.slots": "Slots", "ui.no_effect": "No effect", "ui.traveller": "Traveller", "ui.maker": "Maker",
    "ui.villager": "Villager", "ui.villager_pick": "Villager…",
    "ui.pick_slot": "Click a highlighted village slot to make {card} the villager.",
    "ui.choose": "Choose a role for each card: 2 travellers, 2 makers, 1 villager.",
    "ui.choose12": "Day 12: 1 villager and 4 makers.",
    "ui.waiting": "Waiting for the others to choose…", "ui.chosen": "chosen", "ui.choosing": "choosing",
    "ui.incoming": "Travellers coming to you", "ui.sent": "Your travellers, on their way to {to}",
    "ui.incoming_to": "Travellers coming to {seat}",
    "ui.aside": "Travellers set aside", "ui.deck": "Deck: {n}", "ui.discards": "Discards: {n}",
    "ui.target": "Solo target", "ui.trade": "Trade", "ui.day_actions": "Village management",
    "ui.score": "Final scoring", "ui.total": "Total", "ui.no_goal": "no goal",
    "ui.revealed": "Revealed today", "ui.beat": "Target reached!", "ui.missed": "Target missed",
    "ui.offering": "offering token", "ui.free_tokens": "Offering tokens: {n}",
    "ui.acting": "acting", "ui.done": "done",
    "ui.offer": "Prepare offering", "ui.send": "Send to palace", "ui.dismiss": "Discard",
    "ui.groups": "Travellers by type", "ui.day_of": "Day {day} of {days}",
    "ui.goal_today": "Today's goal", "ui.breakdown.goals": "Goal favour", "ui.breakdown.favour": "Effect favour",
    "ui.breakdown.palace": "Palace cards",
    # a result's breakdown (tablekit.result_text)
    "result.goals": "goal favour", "result.favour": "effect favour",
    "result.palace": "palace cards", "result.target": "target",
}

JA: dict[str, str] = {
    "title": "アリガト",
    **{f"seat.{i}": f"プレイヤー{i + 1}" for i in range(PLAYERS)},
    "phase.dawn": "夜明け", "phase.day": "昼", "phase.dusk": "夕暮れ", "phase.over": "得点計算",
    "ui.type.origami": "折り紙師", "ui.type.bonsai": "盆栽師", "ui.type.blacksmith": "鍛冶師",
    "ui.type.sculptor": "彫刻師", "ui.type.fireworks": "花火師",
    "ui.item.origami": "折り紙", "ui.item.bonsai": "盆栽", "ui.item.katana": "刀", "ui.item.statue": "彫像",
    "ui.item.fireworks": "花火", "ui.item.any": "好きなアイテム",
    "card": "{type} {id}",
    "count": "{item}×{n}",
    "fate.palace": "宮殿へ", "fate.discard": "捨て札へ",
    "ui.goal.village": "村に職人{n}人以上",
    "ui.goal.same_type": "村に同じ種類の職人{n}人以上",
    "ui.goal.types": "村に{n}種類以上の職人",
    "ui.goal.offerings": "村に献上トークン{n}個以上",
    "ui.goal.palace": "宮殿に職人{n}人以上",
    "ui.goal.identical": "同じアイテム{n}個以上",
    "ui.goal.all_items": "5種類すべてのアイテム",
    "ui.goal.items": "アイテム{n}個以上",
    "ui.goal.favour": "効果による恩恵{n}以上",
    "ui.eff.now": "配置時", "ui.eff.dusk": "砂時計(毎夕暮れ)", "ui.eff.passive": "村にいる間",
    "ui.eff.item": "{item}+{n}",
    "ui.eff.favour": "恩恵+{n}",
    "ui.eff.favour_per_type": "村の{type}1人につき恩恵+{n}",
    "ui.eff.favour_per_offering": "村の献上トークン1個につき恩恵+{n}",
    "ui.eff.favour_per_item": "手元の{item}1個につき恩恵+{n}",
    "ui.eff.cheap_trade": "{item}1個(2個でなく)を好きなアイテム1個と交換できる",
    "ui.eff.palace_bonus": "{type}を宮殿へ送るたびに恩恵+{n}",
    "act.villager": "村人: {card}を{slot}番の枠へ",
    "act.villager.replace": "村人: {card}を{slot}番の枠へ({old}は{fate})",
    "act.maker": "製作者: {card}({item}を生産)",
    "act.traveller": "旅人: {card}({to}へ)",
    "act.traveller.aside": "旅人: {card}(裏向きで脇に置く)",
    "act.confirm": "割り当てを確定する",
    "act.pick": "{item}を1個取る(好きなアイテム)",
    "act.trade": "{give}{n}個を{get}1個と交換",
    "act.offer": "{card}({slot}番)の献上を準備: {cost}を支払う",
    "act.send": "{card}({slot}番)を宮殿へ送る: 恩恵{favour}",
    "act.dismiss": "{card}を{slot}番の枠から捨てて空ける",
    "act.end": "昼の行動を終える",
    "act.discard": "{item}を1個捨てる({limit}個まで)",
    "ev.dawn.first": "{day}日目の夜明け。各プレイヤーは職人を{n}枚引き、秘密裏に割り当てます。",
    "ev.dawn": "{day}日目の夜明け。各プレイヤーは職人を{n}枚引き、届いた旅人2枚を加えて秘密裏に割り当てます。",
    "ev.dawn.solo": "{day}日目の夜明け。職人を{n}枚引いて割り当てます。",
    "ev.reshuffle": "山札が尽きました: 捨て札{n}枚をシャッフルして新しい山札にします。",
    "ev.short": "山札も捨て札も尽きました: {seat}は{n}枚だけ引きます。",
    "ev.chosen": "{seat}が職人の割り当てを終えました。",
    "ev.villager": "{seat}は{card}を村人として{slot}番の枠に置きます。",
    "ev.makers": "{seat}の製作者{cards}が{items}を生産します。",
    "ev.travellers": "{seat}は旅人{n}人を{to}へ送り出します。",
    "ev.aside": "{seat}は旅人{n}人を裏向きで脇に置きます。",
    "ev.favour": "{seat}は恩恵を{n}得ます({card})。",
    "ev.bonus": "{seat}の効果による恩恵が{total}に達しました: 好きなアイテムを{n}個。",
    "ev.choice": "{seat}は好きなアイテムを{n}個取れます({card})。",
    "ev.item": "{seat}は{item}を{n}個得ます({card})。",
    "ev.pick": "{seat}は{item}を1個取ります。",
    "ev.trade": "{seat}は{give}{n}個を{get}1個と交換します。",
    "ev.offer": "{seat}は{cost}を支払い、{card}の献上を準備します。",
    "ev.send": "{seat}は{card}を宮殿へ送ります(恩恵{favour})。献上トークンは戻ります。",
    "ev.dismiss": "{seat}は{slot}番の枠の{card}を捨てます。",
    "ev.end": "{seat}は昼の行動を終えました。",
    "ev.goal": "{day}日目の夕暮れ: {seats}が目標({goal})を達成し、目標トークンを得ます。",
    "ev.goal.one": "{day}日目の夕暮れ: {seat}が目標({goal})を達成し、目標トークンを得ます。",
    "ev.goal.none": "{day}日目の夕暮れ: 目標({goal})を達成した人はいません。",
    "ev.goal.missed": "{day}日目の夕暮れ: {seat}は目標({goal})を達成しませんでした。",
    "ev.goal.free": "{day}日目の夕暮れ: 今日の目標はありません。",
    "ev.discard": "{seat}は{item}を1個捨てます。",
    "ev.over": "12日目が終わりました: 恩恵を数えます。",
    "ev.solo": "脇に置いた旅人22人から目標スコアが決まります: 恩恵{target}。",
    "ui.hand": "手札", "ui.palace": "宮殿", "ui.items": "アイテム",
    "ui.favour": "恩恵", "ui.goals": "目標トークン", "ui.calendar": "カレンダー", "ui.cost": "献上",
    "ui.slots": "枠", "ui.no_effect": "効果なし", "ui.traveller": "旅人", "ui.maker": "製作者",
    "ui.villager": "村人", "ui.villager_pick": "村人にする",
    "ui.pick_slot": "光っている村の枠をクリックして{card}を村人にします。",
    "ui.choose": "各カードに役割を: 旅人2人、製作者2人、村人1人。",
    "ui.choose12": "12日目: 村人1人、製作者4人。",
    "ui.waiting": "他のプレイヤーの割り当てを待っています…", "ui.chosen": "決定済み", "ui.choosing": "選択中",
    "ui.incoming": "あなたに届く旅人", "ui.sent": "{to}へ向かうあなたの旅人", "ui.incoming_to": "{seat}に届く旅人",
    "ui.aside": "脇に置いた旅人", "ui.deck": "山札: {n}", "ui.discards": "捨て札: {n}",
    "ui.target": "ソロ目標スコア", "ui.trade": "交換", "ui.day_actions": "村の管理",
    "ui.score": "得点計算", "ui.total": "合計", "ui.no_goal": "目標なし",
    "ui.revealed": "今日の公開", "ui.beat": "目標達成!", "ui.missed": "目標未達成",
    "ui.offering": "献上トークン", "ui.free_tokens": "献上トークン: {n}",
    "ui.acting": "行動中", "ui.done": "完了", "ui.offer": "献上を準備", "ui.send": "宮殿へ送る", "ui.dismiss": "捨てる",
    "ui.groups": "職人タイプ別の旅人", "ui.day_of": "{days}日中{day}日目",
    "ui.goal_today": "今日の目標", "ui.breakdown.goals": "目標の恩恵", "ui.breakdown.favour": "効果の恩恵",
    "ui.breakdown.palace": "宮殿のカード",
    # a result's breakdown (tablekit.result_text)
    "result.goals": "目標の恩恵", "result.favour": "効果の恩恵", "result.palace": "宮殿のカード",
    "result.target": "目標スコア",
}

M = Messages("arigato", EN, JA)


SEATS: tuple[T, ...] = tuple(M(f"seat.{i}") for i in range(PLAYERS))
ITEM_NAMES: dict[str, T] = {item: M(f"ui.item.{item}") for item in (*ITEMS, ANY)}
_CARD_NAMES: dict[tuple[str, str], T] = {}

# The most frequent events, made once (a T is immutable and compares by value): the engine only picks them.
CHOSEN: tuple[T, ...] = tuple(M("ev.chosen", seat=seat) for seat in SEATS)
ENDED: tuple[T, ...] = tuple(M("ev.end", seat=seat) for seat in SEATS)
PICKED: dict[tuple[int, str], T] = {(s, item): M("ev.pick", seat=seat, item=ITEM_NAMES[item])
                                    for s, seat in enumerate(SEATS) for item in ITEMS}
DISCARDED: dict[tuple[int, str], T] = {(s, item): M("ev.discard", seat=seat, item=ITEM_NAMES[item])
                                       for s, seat in enumerate(SEATS) for item in ITEMS}
TRADED: dict[tuple[int, int, str, str], T] = {
    (s, n, give, get): M("ev.trade", seat=seat, n=n, give=ITEM_NAMES[give], get=ITEM_NAMES[get])
    for s, seat in enumerate(SEATS) for n in (1, 2) for give in ITEMS for get in ITEMS if get != give}


def card_name(card: Card) -> T:
    key = (card.type, card.id)
    name = _CARD_NAMES.get(key)
    if name is None:
        name = _CARD_NAMES[key] = M("card", type=M(f"ui.type.{card.type}"), id=card.id)
    return name


def item_name(item: str) -> T:
    return ITEM_NAMES[item]


def cost_text(cost: tuple[int, ...]) -> list[T]:
    parts = _COSTS.get(cost)
    if parts is None:
        parts = _COSTS[cost] = tuple(M("count", n=n, item=item_name(item)) for item, n in zip(ITEMS, cost) if n)
    return list(parts)


_COSTS: dict[tuple[int, ...], tuple[T, ...]] = {}


def goal_text(goal: Goal) -> T:
    return M(f"ui.goal.{goal.kind}", n=goal.n) if goal.n else M(f"ui.goal.{goal.kind}")

# What each rulebook scenario shows, in Japanese (the English is each Scenario's doc in scenarios.py).
SCENARIOS_JA: dict[str, str] = {
    "dawn": "1日目：中身のわかっている5枚の手札を、旅人2人、製作者2人、村人1人に割り当てる",
    "full_village": "5日目、村は満員：新しい村人のために、まず枠が1つ空けられる",
    "offerings": "アイテム2個を1個と交換し、献上を準備して（費用はまとめて支払う）、村人を宮殿へ送る",
    "bonus": "効果による恩恵が9：ある村人の効果で10を超え、好きなアイテムを2個得る",
    "day12": "12日目：村人1人と製作者4人、旅人はいない。砂時計の効果はまだ働く",
    "solo_end": "ソロの12日目：脇に置いた旅人22人が目標の得点になる",
}

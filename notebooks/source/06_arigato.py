"""The Arigato tutorial, in English and Japanese (tools/notebook_editions.py writes both editions)."""

CELLS = [
    ("md", """
# Arigato, step by step

Arigato (Ludonaute, 2025; designers Mélodye Ladrat and Florian Sirieix) is a game for 1–5 players. The shogun's
birthday is in twelve days: each day, every player at once and in secret gives the five artisans in hand a role —
two **travellers** leave for the neighbour on the left, two **makers** produce items, one **villager** moves into
the village — then uses the items to prepare offerings and send villagers to the palace for the shogun's favour.

This notebook follows the rulebook in order, each step a live cell. The rules as implemented, with the rulebook
section of each and every decision taken where it is silent, are in `docs/rules/arigato.md`.

> **The cards and goals here are a designed set, not the published ones.** The publisher's card list and goal
> tiles are not public, so tablekit ships `tablekit/games/arigato/components.json`, a set designed to keep every
> count of the rulebook (100 artisans, 20 of each type; goals on 10 of the 12 days, none on day 12). If you own the
> box, write its cards into a file of the same shape and pass it: `tablekit.new_game("arigato", components="my_box.json")`.
""", """
# アリガトを一歩ずつ

アリガト(Ludonaute、2025年。デザイン:Mélodye Ladrat、Florian Sirieix)は1〜5人用のゲームです。将軍の誕生日まで
あと12日。毎日、全員が同時に、ほかの人に見せずに手札の職人5人に役割を割り当てます。2人の**旅人**は左隣の村へ
旅立ち、2人の**製作者**はアイテムを作り、1人の**村人**は村に住みます。そして作ったアイテムで献上を準備し、
村人を宮殿へ送って将軍の恩恵を集めます。

このノートブックはルールブックの順に進み、各ステップを動くセルで確かめます。実装したルールと、それぞれに
対応するルールブックの節、ルールブックに書かれていない点で下した判断は `docs/rules/arigato.md` にまとめてあります。

> **ここで使うカードと目標は設計したもので、製品のものではありません。** 出版社のカード一覧と目標タイルは公開されて
> いないため、tablekit はルールブックの枚数をすべて守るように設計したセット `tablekit/games/arigato/components.json`
> を収めています(職人100枚、各種20枚。目標は12日のうち10日にあり、12日目にはありません)。製品をお持ちなら、
> そのカードを同じ形のファイルに書いて渡してください: `tablekit.new_game("arigato", components="my_box.json")`。
"""),
    ("code", """
import os
import sys

if sys.platform == "emscripten":  # in JupyterLite: installs tablekit from the site itself, no network needed
    %pip install -q tablekit tqdm
    import tqdm
    tqdm.tqdm.monitor_interval = 0  # no threads in the browser: no progress-bar monitor
else:
    %matplotlib inline
from collections import Counter

import tablekit
from tablekit.bots import bot_for
from tablekit.core.text import render, seat_name, template
from tablekit.games.arigato.messages import M as WORDS
from tablekit.games.arigato.scoring import goal_points, solo_groups
from tablekit.games.arigato.snapshot import effect_words
from tablekit.snapshots import Frame

LANG = "en"  # this edition's language; the Japanese edition (notebooks/ja/) has "ja"
tablekit.set_language(LANG)  # every table, picture and plot from here on, and the coach cell


def in_lang(english, japanese):  # the notebook's own words in LANG
    return japanese if LANG == "ja" else english


def word(key, **args):  # one of Arigato's words in LANG: ui.item.katana, ui.type.sculptor, phase.day...
    return render(WORDS(key, **args), LANG)


def listed(items):  # words in a row, as the reader's language writes a list
    return tablekit.listed(items, LANG)


def counted(counts, kind):  # {"origami": 2, ...} in LANG: each item (kind "item") or type ("type") and how many
    return listed(f"{word(f'ui.{kind}.{name}')} {n}" for name, n in counts.items())


def card_text(card):  # a card's printed facts in LANG: type, item, favour, offering, village slots, effect
    frame = Frame(static={}, names=[], colors=[], viewer=None, lang=LANG)
    return " · ".join([word(f"ui.type.{card['type']}"), word(f"ui.item.{card['item']}"),
                       in_lang("favour ", "恩恵") + str(card["favour"]),
                       in_lang("offering: ", "献上: ") + counted(card["cost"], "item"),
                       in_lang("slots ", "枠") + "/".join(str(slot) for slot in card["slots"]),
                       effect_words(card["effect"], frame)])
"""),
    ("md", """
## Components

100 artisan cards of five types — origami makers, bonsai gardeners, blacksmiths, sculptors and fireworks makers —
each producing its own item (origami, bonsai, katana, statue, fireworks). A card shows its **favour**, its
**offering cost** (the items to pay all at once), the **village slots** it may occupy (of 4) and its **effect**.
Items and favour are unlimited; each player has a village of 4 slots, a palace gate and 4 offering tokens.
""", """
## 内容物

職人カードは100枚で5種類あります。折り紙師、盆栽師、鍛冶師、彫刻師、花火師で、それぞれ自分のアイテム
(折り紙、盆栽、刀、彫像、花火)を作ります。カードには**恩恵**、**献上**に必要なアイテム(一度にまとめて支払います)、
置ける**村の枠**(4つのうちどれか)、そして**効果**が描かれています。アイテムと恩恵は無制限です。各プレイヤーは
4枠の村ボード、宮殿門ボード、献上トークン4個を持ちます。
"""),
    ("code", """
game = tablekit.new_game("arigato", players=3, seed=7)
cards = game.static_data()["cards"]
print(counted(Counter(c["type"] for c in cards.values()), "type"))
for card_id in ("O01", "B04", "K12", "S19", "F08"):
    print(card_id, card_text(cards[card_id]))
"""),
    ("md", """
## Dawn: three roles, chosen in secret

On day 1 everyone draws 5 cards. Each player assigns, **at the same time and in secret**: 2 travellers (passed to the
left neighbour), 2 makers (they produce their item) and 1 villager (into a free slot its card allows). On the table
you click a card, then *Maker* or *Traveller*, or a glowing village slot to make it the villager, and finally
*Confirm*. Nobody sees another player's choice until everyone has confirmed.

In this prepared day 1 you are Player 1; the other two are bots.
""", """
## 夜明け:3つの役割を秘密で割り当てる

1日目は全員が5枚引きます。各プレイヤーは**同時に、秘密で**、旅人2人(左隣へ渡します)、製作者2人(自分のアイテムを
作ります)、村人1人(カードが許す空いた枠へ)を割り当てます。卓では、カードをクリックしてから*製作者*か*旅人*を
選ぶか、光っている村の枠をクリックしてそのカードを村人にし、最後に*確定*を押します。全員が確定するまで、
ほかのプレイヤーの割り当ては誰にも見えません。

この用意された1日目では、あなたはプレイヤー1で、ほかの2人はボットです。
"""),
    ("code", """
dawn = tablekit.new_game("arigato", scenario="dawn", seed=1)
table = tablekit.Table(dawn, seats=["human", bot_for("arigato", seed=1), bot_for("arigato", seed=2)], bot_delay_ms=300,
                       lang=LANG)
table.run_bots()
print(in_lang("to act:", "手番:"), listed(seat_name(dawn.info, s, LANG) for s in dawn.to_act))
for action in dawn.legal_actions(0)[:8]:
    print(f"{action.id:22} {render(action.text, LANG)}")
table
"""),
    ("md", """
While you choose, the others' choices are hidden from you: the view of Player 2 shows you only that they have
chosen, never their cards.
""", """
あなたが選んでいるあいだ、ほかのプレイヤーの割り当ては隠されています。プレイヤー2の情報からわかるのは、
割り当てを終えたかどうかだけで、カードは決して見えません。
"""),
    ("code", """
other = dawn.view(0)["seats"][1]  # chosen is True or False; hand and choice are None to every other seat
hidden = in_lang("hidden", "見えない")
print(in_lang("cards in hand:", "手札の枚数:"), other["hand_size"],
      in_lang("· chosen:", "· 割り当て:"), in_lang("yes", "済み") if other["chosen"] else in_lang("not yet", "まだ"),
      in_lang("· hand:", "· 手札:"), hidden if other["hand"] is None else listed(other["hand"]),
      in_lang("· choice:", "· 割り当ての中身:"), hidden if other["choice"] is None else in_lang("shown", "見える"))
"""),
    ("md", """
Let us choose by code (the same actions the clicks send): the origami maker O08 becomes the villager in slot 1,
the bonsai gardener and the blacksmith are makers. The two cards left can only be travellers, so they take that
role at once; then we confirm.
""", """
コードで割り当ててみましょう(クリックで送られるのと同じアクションです)。折り紙師 O08 を1番の枠の村人にし、
盆栽師と鍛冶師を製作者にします。残った2枚は旅人にしかなれないので、すぐにその役割になります。最後に確定します。
"""),
    ("code", """
table.act("villager:O08:1")
table.act("maker:B04")
table.act("maker:K12")
choice = dawn.view(0)["seats"][0]["choice"]
roles = {"M": in_lang("maker", "製作者"), "T": in_lang("traveller", "旅人")}
print(in_lang("villager:", "村人:"), choice["villager"]["card"], in_lang("in slot", "→ 枠"), choice["villager"]["slot"],
      "·", listed(f"{card} {roles[role]}" for card, role in choice["roles"].items()))
table.act("confirm")
table.run_bots()
print(word(f"phase.{dawn.view(None)['phase']}"))
"""),
    ("md", """
**Passing to the left.** Your travellers are now on their way to Player 2, who picks them up at the next dawn
with 3 new cards. You know what you sent; Player 3 does not.
""", """
**左隣へ渡す**: あなたの旅人はプレイヤー2のもとへ向かっていて、プレイヤー2は次の夜明けに新しい3枚と一緒に
受け取ります。何を送ったかはあなたにはわかりますが、プレイヤー3にはわかりません。
"""),
    ("code", """
print(in_lang("Player 2 will receive:", "プレイヤー2に届くカード:"), listed(dawn.view(0)["seats"][1]["incoming_cards"]))
seen_by_3 = dawn.view(2)["seats"][1]  # incoming_cards is None to Player 3: only how many
print(in_lang("what Player 3 sees of them:", "プレイヤー3に見えるもの:"),
      in_lang("which cards: hidden", "どのカードかは見えない") if seen_by_3["incoming_cards"] is None
      else listed(seen_by_3["incoming_cards"]), "-", seen_by_3["incoming"], in_lang("cards", "枚"))
"""),
    ("md", """
A guided lesson: give your five artisans their roles, villager first, then two makers; the two left become
travellers.
""", """
ガイド付きレッスン: 5人の職人に役割を割り当てましょう。まず村人、次に製作者2人で、残る2人が旅人になります。
"""),
    ("code", '''
tablekit.lesson("arigato").table()
'''),
    ("md", """
## Day: producing items

At the reveal the makers produce their items (and go to the discard pile), the villagers move in, and villager
effects work: *immediate* ones now, *hourglass* ones at every dusk, *passive* ones while the card stays.
O08's immediate effect gives 2 origami.
""", """
## 昼:アイテムを作る

公開すると、製作者はアイテムを作って捨て札になり、村人は村に入り、村人の効果が働きます。*配置時*の効果はすぐに、
*砂時計*の効果は毎日の夕暮れに、*村にいる間*の効果はカードが村に残っているあいだ働きます。
O08 は配置時の効果で折り紙を2個もたらします。
"""),
    ("code", """
print(counted(dawn.view(0)["seats"][0]["items"], "item"))
print(*[e for h in dawn.history for e in h.events_in(LANG)][-8:], sep="\\n")
"""),
    ("md", """
## The village and its 4 slots

A villager is required every day, and the village has only 4 slots. When the slot the new villager needs is taken,
it is freed first: a card carrying an **offering token** goes to the palace (its favour counts, the token comes
back); a card without one is simply discarded. Here, on day 5, Player 1's village is full and B12 in slot 2 carries
a token.
""", """
## 村と4つの枠

村人は毎日必ず1人割り当てますが、村の枠は4つしかありません。新しい村人が入る枠がふさがっていたら、先にその枠を
空けます。**献上トークン**の載ったカードなら宮殿へ送られ(その恩恵が数えられ、トークンは戻ります)、載っていない
カードはただ捨て札になります。ここは5日目で、プレイヤー1の村は満員、2番の枠の B12 には献上トークンが載っています。
"""),
    ("code", """
full = tablekit.new_game("arigato", scenario="full_village", seed=1)
for action in full.legal_actions(0):
    if action.id.startswith("villager:B19"):
        print(render(action.text, LANG))
"""),
    ("code", """
full.play(0, "villager:B19:2")
full.play(0, "maker:O03")
full.play(0, "maker:F02")
full.play(0, "confirm")
for seat in (1, 2):
    bot = bot_for("arigato", seed=seat)
    while seat in full.to_act:
        full.play(seat, bot.act(full, seat))
me = full.view(0)["seats"][0]
empty = in_lang("empty", "空き")
print(in_lang("village:", "村:"), listed(slot["card"] if slot else empty for slot in me["village"]),
      in_lang("· palace:", "· 宮殿:"), listed(me["palace"]) or in_lang("nobody yet", "まだいない"),
      in_lang("· tokens:", "· 献上トークン:"), me["tokens"])
"""),
    ("md", """
## Preparing and sending offerings

During the day, in any order and as often as you like:

1. **trade** 2 equal items for 1 item of your choice;
2. **prepare an offering**: pay *all* the items a villager asks for at once and put an offering token on it;
3. **send** a villager carrying a token to the palace: the card's favour will count, the token comes back.
""", """
## 献上の準備と宮殿へ送ること

昼のあいだは、次のことを好きな順に何度でも行えます。

1. 同じアイテム2個を、好きなアイテム1個と**交換**する。
2. **献上を準備**する:村人が求めるアイテムを*すべて*一度に支払い、そのカードに献上トークンを載せる。
3. 献上トークンの載った村人を宮殿へ**送る**:カードの恩恵が得点に数えられ、トークンは手元に戻る。
"""),
    ("code", """
offer = tablekit.new_game("arigato", scenario="offerings", seed=1)
print(counted(offer.view(0)["seats"][0]["items"], "item"))
print(*[render(a.text, LANG) for a in offer.legal_actions(0) if not a.id.startswith("trade")], sep="\\n")
offer_table = tablekit.Table(offer, seats=["human", "human", "human"], lang=LANG)
offer_table
"""),
    ("code", """
offer.play(0, "trade:katana:statue")   # 2 katana -> 1 statue
offer.play(0, "offer:3")               # B07 costs 1 origami + 1 bonsai, paid at once
offer.play(0, "send:1")                # O13 carries a token: off to the palace
print(in_lang("palace:", "宮殿:"), listed(offer.view(0)["seats"][0]["palace"]), "·",
      counted(offer.view(0)["seats"][0]["items"], "item"))
try:
    offer.play(0, "trade:origami:bonsai")  # the origami went into B07's offering
except tablekit.IllegalAction as refused:
    print(in_lang("refused:", "拒否:"), refused.in_language(LANG))
"""),
    ("md", """
## Goals and their triangular table

At dusk each player who meets the day's goal takes a goal token. Goals exist on 10 of the 12 days (here days 2–11;
never on day 12). At the end, tokens score by a triangular table: 1 → 3, 2 → 6, 3 → 10 … 9 → 55. The rulebook
leaves 10 tokens open; tablekit continues the pattern, 66 (see the rules document).
""", """
## 目標と三角数の表

夕暮れに、その日の目標を満たしたプレイヤーは目標トークンを1枚得ます。目標は12日のうち10日にあり(ここでは2〜11日目。
12日目にはありません)、ゲームの最後にトークンの枚数を三角数の表で得点にします:1 → 3、2 → 6、3 → 10 … 9 → 55。
ルールブックは10枚のときの点を決めていないので、tablekit は同じ規則を続けて66としました(ルール文書を参照)。
"""),
    ("code", """
goals = game.static_data()["goals"]
for day in range(1, 13):
    goal = goals.get(str(day))
    print(day, word(f"ui.goal.{goal['kind']}", n=goal["n"]) if goal else in_lang("no goal", "目標なし"))
print(in_lang("tokens → favour:", "トークン → 恩恵:"), listed(f"{n} → {goal_points(n)}" for n in range(11)))
favour, tokens, heading = {"en": ("favour", "goal tokens", "Goal tokens score by the triangular table"),
                           "ja": ("恩恵", "目標トークン", "目標トークンの得点(三角数の表)")}[LANG]
tablekit.plot.bar_chart(range(11), {favour: [goal_points(n) for n in range(11)]}, colors="#2b4a8b",
                        value_labels=True, xlabel=tokens, ylabel=favour, title=heading)
"""),
    ("md", """
## The 10-favour bonus

Whenever favour from effects reaches or passes a multiple of 10, you take 2 items of your choice at once — twice
that if one gain passes two multiples. Player 1 has 9 favour; O10 gives 1 favour per origami held.
""", """
## 恩恵10ごとのボーナス

効果で得た恩恵が10の倍数に達するか超えるたびに、すぐに好きなアイテムを2個取ります。1回の獲得で10の倍数を2つ
超えたら、その倍です。プレイヤー1の恩恵は9で、O10 は手元の折り紙1個につき恩恵1をもたらします。
"""),
    ("code", """
bonus = tablekit.new_game("arigato", scenario="bonus", seed=1)
for action_id in ("villager:O10:3", "maker:K03", "maker:S07", "confirm"):
    bonus.play(0, action_id)
for seat in (1, 2):
    bot = bot_for("arigato", seed=seat)
    while seat in bonus.to_act:
        bonus.play(seat, bot.act(bonus, seat))
print(in_lang("favour:", "恩恵:"), bonus.view(0)["seats"][0]["favour"], in_lang("items to choose:", "選べるアイテム:"), bonus.view(0)["seats"][0]["picks"])
print(*[render(a.text, LANG) for a in bonus.legal_actions(0)], sep="\\n")
"""),
    ("md", """
## Dusk, and day 12

At dusk: the goal, then hourglass effects, then anyone holding 8 or more items discards down to 7. On the last
day there are no travellers: 1 villager and 4 makers. Hourglass effects still work that evening, but there is no
goal.
""", """
## 夕暮れと12日目

夕暮れには、まず目標、次に砂時計の効果、最後にアイテムを8個以上持つ人が7個まで捨てます。最終日には旅人がいません。
村人1人と製作者4人です。その夜も砂時計の効果は働きますが、目標はありません。
"""),
    ("code", """
last = tablekit.new_game("arigato", scenario="day12", seed=1)
villagers, makers, travellers = last.view(0)["quotas"]
quotas = (("villager", villagers), ("maker", makers), ("traveller", travellers))
print(in_lang("roles to give:", "割り当てる役割:"), listed(f"{word(f'ui.{role}')} {n}" for role, n in quotas),
      in_lang("· traveller actions offered:", "· 旅人にするアクション:"),
      sum(a.id.startswith("traveller") for a in last.legal_actions(0)))
bot = bot_for("arigato", seed=4)
while not last.is_over:
    seat = last.to_act[0]
    last.play(seat, bot.act(last, seat) if seat == 0 else bot_for("arigato", seat).act(last, seat))
print(tablekit.result_text(last))
tablekit.Table(last, seats=["human", "human", "human"], lang=LANG)
"""),
    ("md", """
## Solo mode

With `players=1`: draw 5 cards every day; travellers are set aside face down. After day 12 the 22 travellers are
grouped by type (every sculptor picture is one type), and the favour of the 4 best groups is the **target** to
reach. Here is the last day of a prepared solo game: play it yourself on the table. The cell lets a bot play that
day on a **copy** first and prints the target and the result it reached.
""", """
## ソロモード

`players=1` で遊びます。毎日5枚引き、旅人は裏向きで脇に置きます。12日目のあと、脇に置いた22人の旅人を種類ごとに
分け(彫刻師は絵柄が違っても1つの種類です)、恩恵の多い上位4グループの合計が到達すべき**目標スコア**になります。
下は用意したソロゲームの最終日です。卓で自分で遊んでみてください。セルはまずボットに**コピー**でその日を遊ばせ、
目標スコアとボットの結果を表示します。
"""),
    ("code", """
solo = tablekit.new_game("arigato", scenario="solo_end", seed=1)
aside = solo.state.seats[0].aside
print(len(aside), in_lang("travellers:", "人の旅人:"), counted(solo_groups(aside, solo.state.cards), "type"))
ended = solo.copy()
me = bot_for("arigato", seed=1)
while not ended.is_over:
    ended.play(0, me.act(ended, 0))
print(in_lang("the bot's copy: target", "ボットのコピー:目標スコア"), ended.view(0)["final"]["target"], "-", tablekit.result_text(ended))
tablekit.Table(solo, seats=["human"], bot_delay_ms=0, lang=LANG)
"""),
    ("md", """
How often does the heuristic bot reach the target on its own? A few seeded solo games (raise the count for a
steadier figure; `python -m tablekit.bench` reports the bot against random players):
""", """
ヒューリスティックなボットは1人でどのくらい目標スコアに届くでしょうか。シード付きのソロゲームを数回遊ばせます
(安定した数字が欲しければ回数を増やしてください。`python -m tablekit.bench` はランダムなプレイヤーと戦わせた
ボットの成績を報告します)。
"""),
    ("code", """
from tablekit.games.arigato.bot import solo_success

rate, score, target = solo_success(6)
print(in_lang(f"target reached in {rate:.0%} of games; mean score {score:.1f} against a mean target of {target:.1f}",
              f"目標スコアに届いたのは{rate:.0%}のゲーム。平均得点{score:.1f}、目標スコアの平均{target:.1f}"))
"""),
    ("md", """
## A full game against two bots

Play Player 1 on this table. The next cell lets a bot play Player 1 in a **copy** of the same game to the end, so
the table stays yours to play; it plots that copy's scores and shows where it finished.
""", """
## 2体のボットと最後まで対戦

この卓でプレイヤー1を担当してください。次のセルでは同じゲームの**コピー**をボットにプレイヤー1を任せて
最後まで進めるので、上の卓はあなたが遊ぶためにそのまま残ります。セルはそのコピーの得点の推移をグラフにし、
終局の様子を表示します。
"""),
    ("code", """
match = tablekit.new_game("arigato", players=3, seed=21)
match_table = tablekit.Table(match, seats=["human", bot_for("arigato", seed=1), bot_for("arigato", seed=2)], lang=LANG)
match_table
"""),
    ("code", """
finished = match.copy()
players = [bot_for("arigato", seed=3), bot_for("arigato", seed=1), bot_for("arigato", seed=2)]
while not finished.is_over:
    seat = finished.to_act[0]  # several seats at once while everyone chooses roles
    finished.play(seat, players[seat].act(finished, seat))
print(tablekit.result_text(finished))
display(tablekit.plot.score_progress(finished, lang=LANG))
tablekit.snapshot(finished, lang=LANG)  # the end of that copy, as a spectator sees it
"""),
    ("md", """
## A short experiment: how much do goals weigh in winning scores?

Three heuristic bots play some games; for each winner we split the score into goal tokens, effect favour and palace
cards. `GAMES` is small so the cell stays short; raise it for a steadier answer.
""", """
## 小さな実験:勝者の得点のうち目標はどれほどの重みか

3体のヒューリスティックなボットに何ゲームか遊ばせ、勝者ごとに得点を目標トークン、効果による恩恵、宮殿のカードに
分けます。セルが長くならないよう `GAMES` は小さくしてあります。安定した答えが欲しければ増やしてください。
"""),
    ("code", """
# fewer in JupyterLite; raise to a few hundred for a steadier answer; the tests' quick run sets TABLEKIT_QUICK
GAMES = 2 if os.environ.get("TABLEKIT_QUICK") else 4 if sys.platform == "emscripten" else 12

games = tablekit.arena("arigato", bots=[bot_for("arigato", s) for s in range(3)], games=GAMES, seed=0)
shares = []
for number in range(GAMES):
    result = games.replay(number).result()
    winner = result.winners[0]
    shares.append({k: v / max(result.scores[winner], 1) for k, v in result.breakdown[winner].items()})
mean = {k: sum(s[k] for s in shares) / len(shares) for k in shares[0]}
print(listed(f"{word(f'ui.breakdown.{k}')} {v:.0%}" for k, v in mean.items()))
share, heading = {"en": ("share of the winner's score", f"Where winning favour comes from ({GAMES} games)"),
                  "ja": ("勝者の得点に占める割合", f"勝者の恩恵の内訳({GAMES}ゲーム)")}[LANG]
parts = [template(f"arigato.ui.breakdown.{k}", LANG) for k in mean]
tablekit.plot.bar_chart(parts, {share: list(mean.values())}, colors=["#2b4a8b", "#c9252c", "#a57c3a"],
                        ylabel=share, title=heading)
"""),
    ("coach",),
    ("md", """
**Next:** [the mechanics lab](07_mechanics_lab.ipynb) measures what this game's rules do over many games (length, choices per turn, seat advantage, skill against luck, lead changes) beside the five other games, and tries a rule variant of each (日本語版: [ja/07_mechanics_lab.ipynb](ja/07_mechanics_lab.ipynb)).
""", """
**次へ:** [メカニクス実験室](07_mechanics_lab.ipynb)では、このゲームのルールが多くのゲームを通して何を生み出すか
(長さ、手番ごとの選択肢、席の有利不利、実力と運、首位交代)をほかの5つのゲームと並べて測り、それぞれのルールの
変種も試します。
"""),
]

"""Plain-words reasons why a Luxor action id is refused, naming the rulebook's section in the reader's language
(the ``luxor.refuse.*`` messages).

>>> import tablekit
>>> from tablekit.core.text import render
>>> g = tablekit.new_game("luxor", players=2, seed=1)
>>> render(g.state.explain_illegal(0, "take:key"), "ja")
"'take:key'は「冒険者が止まった場所で受け取るものを選ぶ」の手ですが、今は「カードのプレイ」です"
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.text import Messages, T
from .messages import M as WORDS
from .path import back, forward

if TYPE_CHECKING:
    from .state import LuxorState

KIND_STEP = {"play": "play", "discard": "play", "move": "move", "act": "act", "take": "choose"}

R = Messages("luxor.refuse", {
    "kind": "{id} is not a Luxor action (kinds: {kinds})",
    "step": "{id} is for {wanted}, but the turn is at {now}",
    "step.play": "playing a card", "step.move": "moving after the roll",
    "step.act": "choosing the tile to act on after \"move all\"",
    "step.choose": "choosing what to take where the adventurer stopped", "step.over": "the end",
    "rule.play": "Playing a card and moving an adventurer",
    "rule.move": "Movement",
    "rule.horus": "Horus cards",
    "nothing": "nothing",
    "take": "{id} is not one of the rewards on offer where the adventurer stopped ({offered})",
    "numbers": "{id}: the parts after {kind} are whole numbers",
    "move": "{rule}: after the roll an adventurer moves {steps}, from a space where you have an active adventurer, "
            "and never past the chamber",
    "steps.range": "1 to {last}",
    "act": "{rule} \"move all\": choose one tile where one of your adventurers now stands",
    "no_card": "{rule}: there is no card at position {i}; your hand holds {n} (0 to {last})",
    "middle": "{rule}: only the leftmost or the rightmost card may be played, and the order of the hand never "
              "changes; card {k} of {n} is in the middle",
    "discard": "{rule}: a card is discarded only when no adventurer can move with either end card",
    "choices_after": "{rule}: this card is played as play:{i}, choices come after",
    "last": "{rule}: \"last to second-last\" needs two of your adventurers on different spaces",
    "cannot_move": "{rule}: none of your active adventurers can move with this card",
    "shape": "{rule}: this card is played with the adventurer and the steps: play:{i}:<from>:<steps>",
    "no_adventurer": "{rule}: you have no active adventurer on that space (asleep ones and those in the chamber wait)",
    "exactly": "{rule}: this card moves exactly {n}",
    "plusminus": "{rule}: the +1/−1 card moves one step forward or one step back",
    "upto": "{rule}: this card moves 1 to {n} steps",
    "behind": "{rule}: no tile space lies behind that adventurer",
    "exact_chamber": "{rule}: the chamber is entered only by the exact count, never passed",
    "key": "{rule}: entering the chamber costs one key per adventurer, and you have none",
    "impossible": "{rule}: that move is not possible now",
}, {
    "kind": "{id}はルクソールの手ではありません(手の種類: {kinds})",
    "step": "{id}は「{wanted}」の手ですが、今は「{now}」です",
    "step.play": "カードのプレイ", "step.move": "ダイスの後の移動",
    "step.act": "「全員移動」の後にアクションするタイルを選ぶ",
    "step.choose": "冒険者が止まった場所で受け取るものを選ぶ", "step.over": "ゲーム終了",
    "rule.play": "カードをプレイし、冒険者コマを移動させる",
    "rule.move": "移動ルール",
    "rule.horus": "ホルスカード",
    "nothing": "なし",
    "take": "{id}は、冒険者が止まった場所で受け取れるもの({offered})ではありません",
    "numbers": "{id}: {kind}の後ろは整数で書きます",
    "move": "{rule}: ダイスの後、冒険者は{steps}進みます。動かせるのは自分のアクティブな冒険者がいるマスからで、"
            "棺の部屋を通り過ぎることはできません",
    "steps.range": "1から{last}マス",
    "act": "{rule}「全員移動」: 自分の冒険者が今いるタイルを1つ選びます",
    "no_card": "{rule}: 位置{i}にカードはありません。手札は{n}枚です(0から{last})",
    "middle": "{rule}: プレイできるのは左端か右端のカードだけで、手札の順番は変わりません。{n}枚中{k}枚目は真ん中です",
    "discard": "{rule}: カードを捨てるのは、どちらの端のカードでもどの冒険者も動かせないときだけです",
    "choices_after": "{rule}: このカードはplay:{i}の形でプレイし、選択はその後です",
    "last": "{rule}「最後尾を最後から2番目へ」には、別々のマスにいる自分の冒険者が2人必要です",
    "cannot_move": "{rule}: このカードで動かせるアクティブな冒険者がいません",
    "shape": "{rule}: このカードは冒険者とマス数を添えてプレイします: play:{i}:<from>:<steps>",
    "no_adventurer": ("{rule}: そのマスに自分のアクティブな冒険者はいません(眠っている冒険者と棺の部屋の冒険者は"
                      "動きません)"),
    "exactly": "{rule}: このカードはちょうど{n}マス進みます",
    "plusminus": "{rule}: +1/−1のカードは1マス進むか1マス戻ります",
    "upto": "{rule}: このカードは1から{n}マス進みます",
    "behind": "{rule}: その冒険者の後ろにタイルのマスはありません",
    "exact_chamber": "{rule}: 棺の部屋にはちょうどの数で入ります。通り過ぎることはできません",
    "key": "{rule}: 棺の部屋に入るには冒険者1人につき鍵が1つ必要ですが、鍵を持っていません",
    "impossible": "{rule}: その移動は今はできません",
})
PLAY, MOVE, HORUS = R("rule.play"), R("rule.move"), R("rule.horus")


def _ints(parts: list[str]) -> list[int] | None:
    try:
        return [int(p) for p in parts]
    except ValueError:
        return None


def take_text(option: str) -> T:
    """A landing reward in words: ``horus2`` → Horus card (level 2)."""
    if option.startswith("horus"):
        return WORDS("ui.take.horus", level=int(option[5:]))
    return WORDS(f"ui.take.{option}")


def explain(state: LuxorState, seat: int, action_id: str) -> T:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    shown = repr(action_id[:60])
    step = KIND_STEP.get(kind)
    if step is None:
        return R("kind", id=shown, kinds=", ".join(KIND_STEP))
    if step != state.phase:
        return R("step", id=shown, wanted=R(f"step.{step}"), now=R(f"step.{state.phase}"))
    if kind == "take":
        options = state.pending["options"] if state.pending else []
        return R("take", id=shown, offered=[take_text(o) for o in options] or R("nothing"))
    parts = rest.split(":") if rest else []
    numbers = _ints(parts)
    if numbers is None or not numbers:
        return R("numbers", id=shown, kind=repr(kind))
    if kind in ("play", "discard"):
        return _card(state, seat, kind, numbers)
    if kind == "move":
        steps = state.pending["steps"] if state.pending else []
        return R("move", rule=MOVE, steps=str(steps[0]) if len(steps) == 1 else R("steps.range", last=steps[-1]))
    return R("act", rule=HORUS)


def _card(state: LuxorState, seat: int, kind: str, numbers: list[int]) -> T:
    hand = state.hands[seat]
    i = numbers[0]
    if not 0 <= i < len(hand):
        return R("no_card", rule=PLAY, i=i, n=len(hand), last=len(hand) - 1)
    if i not in state.ends(seat):
        return R("middle", rule=PLAY, k=i + 1, n=len(hand))
    if kind == "discard":
        return R("discard", rule=MOVE)
    card = state.c.cards[hand[i]]
    if card.kind in ("die", "roll", "all", "last"):
        if len(numbers) > 1:
            return R("choices_after", rule=HORUS if card.level else PLAY, i=i)
        if card.kind == "last":
            return R("last", rule=HORUS)
        return R("cannot_move", rule=MOVE)
    if len(numbers) != 3:
        return R("shape", rule=PLAY, i=i)
    _, start, steps = numbers
    if start not in state.active(seat):
        return R("no_adventurer", rule=MOVE)
    if steps not in card.steps:
        if card.kind == "number":
            return R("exactly", rule=PLAY, n=card.value)
        if card.kind == "plusminus":
            return R("plusminus", rule=PLAY)
        return R("upto", rule=HORUS, n=card.value)
    if steps < 0:
        if back(state.tiles, start) is None:
            return R("behind", rule=MOVE)
    elif forward(state.tiles, start, steps, True) is None:
        return R("exact_chamber", rule=MOVE)
    elif state.keys[seat] == 0:
        return R("key", rule=MOVE)
    return R("impossible", rule=MOVE)

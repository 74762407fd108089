"""Plain-words reasons why a Minikin City action id is refused, naming the rulebook's section in the reader's
language (the ``minikin_city.refuse.*`` messages).

>>> import tablekit
>>> g = tablekit.new_game("minikin_city", players=2, seed=1)
>>> why = g.state.explain_illegal(0, "bonus:1.0")
>>> from tablekit.core.text import render
>>> render(why)
"'bonus:1.0' is not an action: a bonus token is written bonus:<number>"
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...core.errors import REFUSE
from ...core.text import Messages, T
from .messages import card_name

if TYPE_CHECKING:
    from .state import MinikinCityState

KIND_PHASE = {"keep": "keep", "play": "play", "minikin": "minikins", "bonus": "bonus", "draft": "draft",
              "extra": "extra"}
_CARD = r"(?:[RGB]\d{1,2}|21)"
SHAPES = {  # what a well-formed id of each kind looks like, and how the refusal writes it
    "keep": (re.compile(rf"{_CARD}(?:,{_CARD})*"), "keep:<card>,<card>,<card>,<card>"),
    "play": (re.compile(_CARD), "play:<card>"),
    "minikin": (re.compile(_CARD), "minikin:<card>"),
    "bonus": (re.compile(r"\d+"), "bonus:<number>"),
    "draft": (re.compile(_CARD), "draft:<card>"),
    "extra": (re.compile(rf"{_CARD}|pass"), "extra:<card> / extra:pass"),
}
SHAPE_WORDS = {"keep": "keeping 4 cards", "play": "a card played", "minikin": "a minikin", "bonus": "a bonus token",
               "draft": "a card taken", "extra": "the extra card"}
SHAPE_WORDS_JA = {"keep": "残す4枚", "play": "プレイするカード", "minikin": "ミニキン", "bonus": "ボーナストークン",
                  "draft": "取るカード", "extra": "追加のカード"}

R = Messages("minikin_city.refuse", {
    "kind": "{id} is not a Minikin City action (kinds: {kinds})",
    "phase.keep": "setup step 6 (keep 4 of the 6 cards dealt)",
    "phase.play": "step 2 of a round (play a city card)",
    "phase.minikins": "placing minikins (Managing minikins)",
    "phase.bonus": "choosing a bonus token (Reward cards)",
    "phase.draft": "step 3 of a round (take a new card from the display)",
    "phase.extra": "the game-end ranking winner's extra card",
    "phase.over": "final scoring: the game is over",
    **{f"shape.{k}": v for k, v in SHAPE_WORDS.items()},
    "shape": "{id} is not an action: {what} is written {form}",
    "keep.count": "Setup step 6: keep exactly 4 different cards of the 6 dealt; the other 2 go under the deck",
    "keep.hand": "Setup step 6: you keep 4 of the 6 cards dealt to you, and these are not all in your hand",
    "keep.order": "Setup step 6: list the 4 kept cards in sorted order, as the legal actions do",
    "play.hand": "Step 2: you play a city card from your own hand, and {card} is not in it",
    "minikin.city": "Managing minikins: minikins go on free spaces of your own played city cards, and {card} is not "
                    "one of them",
    "minikin.full": "Managing minikins: minikins go on free spaces only, and {card} holds as many as it has spaces "
                    "(or has none)",
    "bonus": "Reward cards: you take one of the bonus tokens still face up beside the play area",
    "draft": "Step 3: you take one of the cards in the open display, and {card} is not there",
}, {
    "kind": "{id}はミニキンシティの手ではありません(手の種類: {kinds})",
    "phase.keep": "セットアップ6(配られた6枚から4枚を残す)",
    "phase.play": "ゲームプレイのステップ2(都市カードをプレイする)",
    "phase.minikins": "ミニキンの管理(ミニキンをカードに置く)",
    "phase.bonus": "報酬カード(ボーナストークンを選ぶ)",
    "phase.draft": "ゲームプレイのステップ3(新しいカードを取る)",
    "phase.extra": "ゲーム終了タイルのランキング(勝者の追加のカード)",
    "phase.over": "最終スコアリング:ゲームは終了しました",
    **{f"shape.{k}": v for k, v in SHAPE_WORDS_JA.items()},
    "shape": "{id}は手ではありません。{what}は{form}の形で書きます",
    "keep.count": "セットアップ6:配られた6枚のうち異なる4枚をちょうど残します。残りの2枚はデッキの下に戻します",
    "keep.hand": "セットアップ6:残すのは自分に配られた6枚のうちの4枚で、これらはすべてが手札にあるわけではありません",
    "keep.order": "セットアップ6:残す4枚は、選べる手と同じく並べた順に書きます",
    "play.hand": "ゲームプレイのステップ2:プレイするのは自分の手札の都市カードで、{card}は手札にありません",
    "minikin.city": "ミニキンの管理:ミニキンは自分がプレイした都市カードの空きスペースに置きます。"
                    "{card}はその1枚ではありません",
    "minikin.full": "ミニキンの管理:ミニキンは空きスペースにだけ置けます。{card}のスペースはもう埋まっています(または"
                    "スペースがありません)",
    "bonus": "報酬カード:取れるのはプレイエリアの横に表向きで残っているボーナストークンの1つです",
    "draft": "ゲームプレイのステップ3:取るのはオープンディスプレイにあるカードの1枚で、{card}はそこにありません",
})


def _card(card_id: str) -> T | str:
    """A card's name when the id names one, else the id as typed."""
    return card_name(card_id) if re.fullmatch(_CARD, card_id) else repr(card_id[:20])


def explain(state: MinikinCityState, seat: int, action_id: str) -> T:
    """Why ``action_id`` is not legal for ``seat`` in ``state``."""
    kind, _, rest = action_id.partition(":")
    shown = repr(action_id[:60])
    phase = KIND_PHASE.get(kind)
    if phase is None:
        return R("kind", id=shown, kinds=", ".join(KIND_PHASE))
    pattern, form = SHAPES[kind]
    if not pattern.fullmatch(rest):
        return R("shape", id=shown, what=R(f"shape.{kind}"), form=form)
    if phase != state.phase:
        return REFUSE("wrong_phase", id=shown, wanted=R(f"phase.{phase}"), now=R(f"phase.{state.phase}"))
    hand = state.hands[seat]
    if kind == "keep":
        kept = rest.split(",")
        if len(kept) != 4 or len(set(kept)) != 4:
            return R("keep.count")
        if not set(kept) <= set(hand):
            return R("keep.hand")
        return R("keep.order")
    if kind in ("play", "extra"):
        return R("play.hand", card=_card(rest))
    if kind == "minikin":
        if rest not in state.city[seat]:
            return R("minikin.city", card=_card(rest))
        return R("minikin.full", card=_card(rest))
    if kind == "bonus":
        return R("bonus")
    return R("draft", card=_card(rest))

"""A lesson table's own words (``core.lesson.``): the panel's headings and buttons (``ui.*``, sent to the browser)
and the refusals of its messages (``refuse.*``)."""

from __future__ import annotations

from ..core.text import Messages

EN = {
    "ui.heading": "Lesson: step {n} of {total}",
    "ui.done": "Lesson complete: play on as you like, or go back a step.",
    "ui.expect": "Your move: the move marked ★ on the board and in the move list.",
    "ui.free": "Play as you like: the step ends by itself.",
    "ui.watch": "Watch: the bots play this step.",
    "ui.wrong": "“{move}” is allowed by the rules, but this step asks for another move:",
    "ui.hint": "Hint",
    "ui.hint_title": "Show the move this step asks for",
    "ui.hint_text": "Try: {moves}",
    "ui.hint_more": "(and {n} more, all marked ★)",
    "ui.back": "↩ Back",
    "ui.back_title": "Go back to the start of the previous step",
    "ui.mark": "the move this lesson asks for",
    "refuse.no_lesson": "this table has no lesson: make it with Table(game, lesson=...) or lesson.table()",
    "refuse.no_hint": "this step asks for no move of yours now: there is nothing to hint at",
}
JA = {
    "ui.heading": "レッスン: {total}ステップ中{n}",
    "ui.done": "レッスン完了です。このまま自由に続けるか、前のステップに戻れます。",
    "ui.expect": "あなたの番: 盤面と手の一覧で★の付いた手を選んでください。",
    "ui.free": "自由に指してください。ステップは条件を満たすと自動で進みます。",
    "ui.watch": "見てみましょう: このステップはボットが指します。",
    "ui.wrong": "「{move}」はルール上は指せますが、このステップでは別の手を指してほしいのです:",
    "ui.hint": "ヒント",
    "ui.hint_title": "このステップで指してほしい手を表示する",
    "ui.hint_text": "この手を試そう: {moves}",
    "ui.hint_more": "(ほか{n}手。すべて★印)",
    "ui.back": "↩ 戻る",
    "ui.back_title": "前のステップの最初に戻る",
    "ui.mark": "レッスンが指してほしい手",
    "refuse.no_lesson": "この卓にはレッスンがありません。Table(game, lesson=...)かlesson.table()で作ってください",
    "refuse.no_hint": "今このステップであなたに指してほしい手はありません。ヒントはありません",
}
M = Messages("core.lesson", EN, JA)

"""The errors tablekit raises; all are ``ValueError`` subclasses so callers can catch either.

A refusal a player can meet holds its reason as language-free text (a :class:`~tablekit.core.text.T`): ``str()``
reads it in English, and a table shows it in its own language.

>>> err = IllegalAction(REFUSE("over"))
>>> str(err), err.in_language("ja")
('the game is over: no more actions', 'ゲームは終了しました。これ以上の手はありません')
"""

from __future__ import annotations

from .text import Messages, Text, render

# The generic refusals of every game (``core.refuse.*``); each game's own are ``<game>.refuse.*``.
REFUSE = Messages("core.refuse", {
    "no_seat": "there is no seat {seat}: seats are 0 to {last}",
    "not_an_id": "an action is named by its id string, not {value}",
    "over": "the game is over: no more actions",
    "not_your_turn": "it is not {seat}'s turn: waiting for {waiting}",
    "not_legal": "{id} is not one of the legal actions for seat {seat} now",
    "wrong_phase": "{id} belongs to {wanted}, but the game is in {now}",
    "undo_steps": "cannot undo {n} steps: {played} have been played",
    "not_over": "the game is not over yet: there is no result",
    "copy": "cannot {what} on a determinized copy: it has no seed that produces it",
    "copy.undo": "undo", "copy.at_step": "step back", "copy.save": "save",
    "copy.score_timeline": "rebuild the score timeline",
    "action_index": "action {action} is not one of {agent}'s {n} legal actions now",
}, {
    "no_seat": "席{seat}はありません。席は0から{last}までです",
    "not_an_id": "手はIDの文字列で指定します({value}ではありません)",
    "over": "ゲームは終了しました。これ以上の手はありません",
    "not_your_turn": "{seat}の番ではありません。{waiting}を待っています",
    "not_legal": "{id}は今、席{seat}が選べる手ではありません",
    "wrong_phase": "{id}は「{wanted}」の手ですが、今は「{now}」です",
    "undo_steps": "{n}手は取り消せません。指された手は{played}手です",
    "not_over": "ゲームはまだ終わっていません。結果はまだありません",
    "copy": "決定化したコピーでは{what}。それを生むシードがありません",
    "copy.undo": "取り消せません", "copy.at_step": "前の手に戻れません", "copy.save": "保存できません",
    "copy.score_timeline": "得点の推移を作り直せません",
    "action_index": "手{action}は、{agent}の今の合法手{n}個のどれでもありません",
})


class IllegalAction(ValueError):
    """An action was refused; the message names the rule broken. The game is unchanged.

    ``text`` is the reason, language-free; ``str()`` is it in English.
    """

    def __init__(self, text: Text) -> None:
        super().__init__(render(text))
        self.text = text

    def in_language(self, lang: str) -> str:
        """The reason in ``lang`` ("en" or "ja")."""
        return render(self.text, lang)


class RecordError(ValueError):
    """A saved record is corrupt, tampered with or from an unknown version; the message says what is wrong."""


class HiddenInformation(ValueError):
    """Something was asked that would reveal information hidden from the asker."""

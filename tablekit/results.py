"""A finished game's result in words, in the table's language (``print(game.result())`` shows the dataclass, with
the breakdown's English keys)."""

from __future__ import annotations

from .core import text
from .core.game import Game
from .core.text import Messages, render, seat_name

M = Messages("result", {
    "and": ", ", "winners": "winners: {seats}", "nobody": "winners: none", "eliminated": "eliminated: {seats}",
    "seat": "{seat}: {score} VP (place {place})", "part": "{name} {points}",
}, {
    "and": "、", "winners": "勝者: {seats}", "nobody": "勝者: なし", "eliminated": "脱落: {seats}",
    "seat": "{seat}: {score}VP({place}位)", "part": "{name} {points}",
})


def result_text(game: Game, lang: str | None = None) -> str:
    """Winners, then each seat's score, place and breakdown, in ``lang`` (the default language when None).

    >>> import tablekit
    >>> g = tablekit.new_game("luxor", players=2, seed=1)
    >>> while not g.is_over:
    ...     g.play(g.to_act[0], g.legal_actions(g.to_act[0])[0])
    >>> print(result_text(g, "ja").splitlines()[0])
    勝者: 赤
    """
    lang = text.check_language(lang or text.default_language())
    result = game.result()
    names = [seat_name(game.info, s, lang) for s in range(game.players)]
    listed = render(M("and"), lang).join
    lines = [render(M("winners", seats=listed(names[s] for s in result.winners)) if result.winners
                    else M("nobody"), lang)]
    if result.eliminated:
        lines.append(render(M("eliminated", seats=listed(names[s] for s in result.eliminated)), lang))
    for s, name in enumerate(names):
        parts = result.breakdown[s] if s < len(result.breakdown) else {}
        words = listed(render(M("part", name=_word(game, k), points=f"{v:g}"), lang) for k, v in parts.items())
        line = render(M("seat", seat=name, score=f"{result.scores[s]:g}", place=result.places[s]), lang)
        lines.append(f"{line} — {words}" if words else line)
    return "\n".join(lines)


def _word(game: Game, key: str) -> text.T:
    """A breakdown key (``water systems``) as the game's ``result.`` message."""
    return text.T(f"{game.info.name}.result.{key.replace(' ', '_')}")

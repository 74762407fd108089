"""Fair undo: which of the last steps a seat may take back, the same rule for every game.

A seat may take back its own last action, and the steps after it, only when that takes nothing from anyone else
(Board Game Arena's policy):

- never past another player's action (the moves of ``bots`` after it are taken back with it, and made again);
- never past a step that drew at random: the game's random generator advanced during it, so the draw was seen;
- never past a step that revealed hidden information: what some seat saw of it depended on something hidden from
  that seat (a card drawn from a face-down stack, another seat's secret choice shown). This is found without
  knowing the game: the step is played again in copies of the game where everything hidden from that seat is dealt
  anew (:meth:`~tablekit.core.game.Game.determinize`); if the seat's view after it differs in any of them, the step
  showed it something it could not have known. A secret step (masked or unseen by a seat) reveals nothing to that
  seat, and a copy where the actor's own secrets dealt anew make the step illegal tells nothing either (so a card
  a seat shows from its own hand is not always found: it tells the others about that seat alone).

A secret choice another seat has confirmed is that seat's action, so it is never taken back. (Known limit: in a
simultaneous secret phase, a seat whose own move came before another seat's unseen step is refused, and so learns
that someone has moved since, though not what.) The teacher's
override is :meth:`Game.undo <tablekit.core.game.Game.undo>` itself (or ``Table.undo(force=True)``).

>>> import tablekit
>>> g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
>>> g.play(0, g.legal_actions(0)[0].id)
>>> fair_undo(g, 0)  # a tile placed from the hand it already showed: one step back
1
>>> g.play(0, "pass")  # the turn ends and the next tile is turned over from the face-down stack
>>> fair_undo(g, 0)
Traceback (most recent call last):
...
tablekit.core.errors.IllegalAction: no take-back past step 2: it revealed hidden information
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .errors import IllegalAction
from .game import Game
from .text import Messages, Text, seat_text

UNDO = Messages("core.undo", {
    "nothing": "{seat} has no move to take back",
    "other": "{seat} cannot take back moves past {other}'s move: a player takes back only their own last moves, "
             "before anyone else has played",
    "random": "no take-back past step {step}: it drew at random, and that draw has been seen",
    "revealed": "no take-back past step {step}: it revealed hidden information",
}, {
    "nothing": "{seat}には取り消せる手がありません",
    "other": "{seat}は{other}の手より前には戻れません。取り消せるのは、ほかの人が指す前の自分の直前の手だけです",
    "random": "{step}手目より前には戻れません。その手で無作為に引いたものがすでに見られています",
    "revealed": "{step}手目より前には戻れません。その手で隠れていた情報が明かされました",
})
SAMPLES = 2  # determinized copies tried per seat and step: a step that reveals nothing agrees in all of them


def fair_undo(game: Game, seat: int, bots: Collection[int] = (), names: Sequence[Text | str] | None = None) -> int:
    """How many steps ``seat`` may take back now (its last action and the ``bots``' moves after it), or
    IllegalAction saying why none (``names``: the seats' names in the message, the game's own by default)."""
    name = names.__getitem__ if names is not None else lambda s: seat_text(game.info, s)
    history = game.history
    start = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat not in bots), None)
    if start is not None and history[start].seat != seat:
        raise IllegalAction(UNDO("other", seat=name(seat), other=name(history[start].seat)))
    start = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat == seat), None)
    if start is None:
        raise IllegalAction(UNDO("nothing", seat=name(seat)))
    barrier = first_barrier(game, start)
    if barrier is not None:
        why, step = barrier  # named by the steps this seat saw: others' secret steps are not counted
        seen = sum(1 for h in game.history[:step] if h.seen_by(seat) is not None)
        raise IllegalAction(UNDO(why, step=seen if not (game.open or game.is_over) else step))
    return len(history) - start


def first_barrier(game: Game, start: int) -> tuple[str, int] | None:
    """Why the steps from ``start`` (0-based) to now may not be taken back: ``("random" or "revealed", the
    1-based step)``, or None when they may."""
    past = game.at_step(start)
    for step, (seat, action) in enumerate(game.actions[start:], start + 1):
        before = past.state.rng.getstate()
        after = past.copy()
        after.play(seat, action)
        if after.state.rng.getstate() != before:
            return "random", step
        if _reveals(past, after, seat, action, step):
            return "revealed", step
        past = after
    return None


def _reveals(past: Game, after: Game, actor: int, action: str, step: int) -> bool:
    """Whether the step ``(actor, action)`` from ``past`` to ``after`` showed some seat something hidden from it."""
    entry = after.history[-1]
    for seat in range(past.players):
        if entry.seen_by(seat) is not entry:  # a secret step: it shows that seat only what it may see
            continue
        seen = after.view(seat)
        for sample in range(SAMPLES):
            other = past.determinize(seat, seed=step * 7919 + seat * 104729 + sample)
            try:
                other.play(actor, action)
            except IllegalAction:  # not playable where the actor's secrets are dealt anew: this world tells nothing
                continue
            if other.view(seat) != seen:
                return True
    return False

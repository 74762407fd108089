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

A secret choice another seat has confirmed is that seat's action, so it is never taken back. In a simultaneous
secret phase (Arigato's dawn) a seat may take back its own last moves past other seats' steps it did not see:
:func:`take_back` undoes back to the seat's step and plays those unseen steps again in their order (independent
choices, kept). Whether they were there changes nothing the seat is told: the barriers are looked for only in the
steps taken back, and if a kept step no longer plays (or drew at random), the game is left as it was and the refusal
names no one. The teacher's override is :meth:`Game.undo <tablekit.core.game.Game.undo>` itself (or
``Table.undo(force=True)``).

>>> import tablekit
>>> g = tablekit.new_game("carcassonne_hg", players=2, seed=1)
>>> g.play(0, g.legal_actions(0)[0].id)
>>> fair_undo(g, 0)  # a tile placed from the hand it already showed: one step back
1
>>> a = tablekit.new_game("arigato", players=2, seed=5)
>>> a.play(0, "villager:S20:1"); a.play(1, "villager:F18:1")  # dawn: the second is secret from Player 1
>>> take_back(a, 0); a.actions  # Player 1's role is taken back, Player 2's secret one played again
[(1, 'villager:F18:1')]
>>> g.play(0, "pass")  # the turn ends and the next tile is turned over from the face-down stack
>>> fair_undo(g, 0)
Traceback (most recent call last):
...
tablekit.core.errors.IllegalAction: no take-back past step 2: it revealed hidden information
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from .errors import IllegalAction
from .game import Game, HistoryEntry
from .text import Messages, Text, seat_text

UNDO = Messages("core.undo", {
    "nothing": "{seat} has no move to take back",
    "other": "{seat} cannot take back moves past {other}'s move: a player takes back only their own last moves, "
             "before anyone else has played",
    "random": "no take-back past step {step}: it drew at random, and that draw has been seen",
    "revealed": "no take-back past step {step}: it revealed hidden information",
    "replay": "{seat} cannot take back that move now",
}, {
    "nothing": "{seat}には取り消せる手がありません",
    "other": "{seat}は{other}の手より前には戻れません。取り消せるのは、ほかの人が指す前の自分の直前の手だけです",
    "random": "{step}手目より前には戻れません。その手で無作為に引いたものがすでに見られています",
    "revealed": "{step}手目より前には戻れません。その手で隠れていた情報が明かされました",
    "replay": "{seat}は今その手を取り消せません",
})
SAMPLES = 2  # determinized copies tried per seat and step: a step that reveals nothing agrees in all of them


def fair_undo(game: Game, seat: int, bots: Collection[int] = (), names: Sequence[Text | str] | None = None) -> int:
    """How many steps ``seat`` may take back now (its last action and the ``bots``' moves after it, not counting
    the other seats' unseen steps played again), or IllegalAction saying why none (``names``: the seats' names in
    the message, the game's own by default)."""
    start, kept = _plan(game, seat, bots, names)
    return len(game.history) - start - len(kept)


def take_back(game: Game, seat: int, bots: Collection[int] = (), names: Sequence[Text | str] | None = None) -> None:
    """Take back ``seat``'s last moves if that is fair (:func:`fair_undo`): undo to its step, then play the other
    seats' unseen steps after it again in their order; IllegalAction, and the game unchanged, if it is not."""
    start, kept = _plan(game, seat, bots, names)
    if kept and not _replays(game.at_step(start), kept):  # tried on a copy: the game stays exactly as it was
        raise IllegalAction(UNDO("replay", seat=_namer(game, names)(seat)))
    game.undo(len(game.history) - start)
    game.replay([(h.seat, h.action) for h in kept])


def _replays(game: Game, steps: Sequence[HistoryEntry]) -> bool:
    """Whether ``steps`` play again on ``game``, each telling what it told before."""
    for entry in steps:
        try:
            game.play(entry.seat, entry.action)
        except IllegalAction:
            return False
        if game.history[-1].texts != entry.texts:
            return False
    return True


def _namer(game: Game, names: Sequence[Text | str] | None) -> Callable[[int], Text | str]:
    """The seats' names in a refusal: ``names``, or the game's own."""
    return names.__getitem__ if names is not None else lambda s: seat_text(game.info, s)


def _plan(game: Game, seat: int, bots: Collection[int], names: Sequence[Text | str] | None,
          ) -> tuple[int, list[HistoryEntry]]:
    """Where ``seat``'s take-back starts (0-based) and the other seats' unseen steps after it to play again; or
    IllegalAction. Only the steps ``seat`` saw decide between "nothing" and "other", so it learns nothing new."""
    name = _namer(game, names)
    history = game.history
    start = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat == seat), None)
    seen_other = next((i for i in range(len(history) - 1, -1 if start is None else start, -1)
                       if history[i].seat not in bots and history[i].seat != seat
                       and history[i].seen_by(seat) is not None), None)
    if seen_other is not None:
        raise IllegalAction(UNDO("other", seat=name(seat), other=name(history[seen_other].seat)))
    if start is None:
        raise IllegalAction(UNDO("nothing", seat=name(seat)))
    taken = {i for i in range(start, len(history)) if history[i].seat == seat or history[i].seat in bots}
    barrier = first_barrier(game, start, taken)
    if barrier is not None:
        why, step = barrier  # named by the steps this seat saw: others' secret steps are not counted
        if step - 1 not in taken:  # a kept step drew: said without naming whose, or when
            raise IllegalAction(UNDO("replay", seat=name(seat)))
        seen = sum(1 for h in game.history[:step] if h.seen_by(seat) is not None)
        raise IllegalAction(UNDO(why, step=seen if not (game.open or game.is_over) else step))
    return start, [history[i] for i in range(start, len(history)) if i not in taken]


def first_barrier(game: Game, start: int, taken: Collection[int] | None = None) -> tuple[str, int] | None:
    """Why the steps from ``start`` (0-based) to now may not be taken back: ``("random" or "revealed", the
    1-based step)``, or None when they may. ``taken``: the steps (0-based) taken back, if not all; the others
    (kept, to be played again) may not draw at random either, as they would not draw the same again."""
    past = game.at_step(start)
    for step, (seat, action) in enumerate(game.actions[start:], start + 1):
        before = past.state.rng.getstate()
        after = past.copy()
        after.play(seat, action)
        if after.state.rng.getstate() != before:
            return "random", step
        if (taken is None or step - 1 in taken) and _reveals(past, after, seat, action, step):
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

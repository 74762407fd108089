"""Minikin City positions as data (``docs/positions.md``): the reward row, the markers, the cities and the hands.

Public: the round, its stage and the phase waiting on a choice, the start player, the reward cards in round order
(by their place in the player count's set; the ninth lies under the end tile), the markers on them and on the end
tile, the display, how many cards this round's draft has taken, the cards played this round, the hands revealed at
the end, the choices still to make (``[seat, "settle" or "bonus"]``), whether the extra card was played, the
minikin supply, the size of the deck, and per seat its city (``[card, minikins on it]``), minikins waiting, bonus
tokens, VP, medals and wild symbols gained, the size of its hand, the cards in it everyone saw it draft, and
whether it has kept its 4 cards. Hidden: the hands, which 4 cards each seat kept (while the others still choose),
the deck (the top card last) and who knows each deck card (``null`` nobody, ``"all"``, or the seat that returned it).
Worked out on loading rather than stored: this round's ranking, the free bonus tokens and the scores.

>>> import tablekit
>>> g = tablekit.new_game("minikin_city", scenario="round1", seed=1)
>>> doc = g.position(hidden=False)
>>> doc["public"]["round"], doc["public"]["seats"][0]["hand"], doc["public"]["supply"]
(1, 4, 75)
>>> doc["public"]["supply"] = 70
>>> tablekit.new_game("minikin_city", position=doc)
Traceback (most recent call last):
...
ValueError: position field public.supply should hold 75 (75 minikins less those on cards and waiting), not 70
"""

from __future__ import annotations

import random
from typing import Any

from ...core.draws import shuffle
from ...core.inputs import Field, one_of, tally
from .ranking import end_ranking, hand_total, round_ranking
from .rounds import BONUS, DRAFT, EXTRA, KEEP, MINIKINS, OVER, PLAY, PUBLIC, REWARDS, ROUNDS, UNSEEN
from .state import DEALT, KEPT, MINIKIN_PAWNS, MinikinCityState

STAGES = (KEEP, PLAY, REWARDS, DRAFT, EXTRA, OVER)
PHASES = (KEEP, PLAY, MINIKINS, BONUS, DRAFT, EXTRA, OVER)
TASKS = ("settle", "bonus")
PUBLIC_FIELDS = ("round", "stage", "phase", "start", "rewards", "markers", "end_markers", "display", "drafted",
                 "plays", "reveals", "tasks", "extra_done", "supply", "deck", "seats")
HIDDEN = ("hands", "keep", "deck", "deck_known")
SEAT_FIELDS = ("city", "waiting", "tokens", "vp", "medals", "wilds", "hand", "known", "kept")
MOST = 10_000


def to_position(state: MinikinCityState) -> tuple[dict[str, Any], dict[str, Any]]:
    rewards = state.c.reward_cards(state.players)
    in_keep = state.phase == KEEP
    seats = [{"city": [[i, state.minikins[i]] for i in state.city[s]], "waiting": state.waiting[s],
              "tokens": list(state.tokens[s]), "vp": state.gained_vp[s], "medals": state.gained_medals[s],
              "wilds": state.wilds[s], "hand": len(state.hands[s]),
              "known": [i for i in state.hands[s] if i in state.hand_public], "kept": state.keep[s] is not None}
             for s in range(state.players)]
    public = {
        "round": state.round, "stage": state.stage, "phase": state.phase, "start": state.start,
        "rewards": [next(i for i, r in enumerate(rewards) if r is card) for card in state.reward_cards],
        "markers": [list(row) for row in state.markers], "end_markers": list(state.end_markers),
        "display": list(state.display), "drafted": state.draft_i, "plays": [[s, i] for s, i in state.plays],
        "reveals": [[s, total] for s, total in state.reveals], "tasks": [[s, kind] for s, kind in state.tasks],
        "extra_done": state.extra_done, "supply": state.supply, "deck": len(state.deck), "seats": seats,
    }
    known = {UNSEEN: None, PUBLIC: "all"}
    hidden = {"hands": [list(h) for h in state.hands],
              "keep": [sorted(k) if in_keep and k is not None else None for k in state.keep],
              "deck": state.deck[::-1], "deck_known": [known.get(who, who) for who in state.deck_seen[::-1]]}
    return public, hidden


def from_position(players: int, options: dict[str, Any], public: Field, hidden: Field | None,
                  rng: random.Random) -> MinikinCityState:
    state = MinikinCityState(players, random.Random(0), options)  # the box for these options; every place is set below
    fields = public.dict(PUBLIC_FIELDS)
    seats = [seat.dict(SEAT_FIELDS) for seat in fields["seats"].list(players)]
    _round(state, fields)
    _cities(state, fields, seats)
    _this_round(state, fields)
    _end(state, fields)
    if hidden is None:
        _deal(state, fields, seats, rng)
    else:
        _hidden(state, fields, seats, hidden)
    _reveals(state, fields)
    _settled(state, fields)
    state._events = []
    return state


def _round(state: MinikinCityState, fields: dict[str, Field]) -> None:
    """The round and its stage, the reward row in round order and the markers placed on it."""
    players = state.players
    state.round = fields["round"].int(0, ROUNDS + 1)
    state.stage = fields["stage"].choice(STAGES)
    state.phase = fields["phase"].choice(PHASES)
    want = KEEP if state.round == 0 else (EXTRA, OVER) if state.round > ROUNDS else (PLAY, REWARDS, DRAFT)
    if state.stage not in want:
        raise fields["stage"].fail(f"{' or '.join(want)} in round {state.round} (0 is the keep, "
                                   f"{ROUNDS + 1} the game's end)")
    start = fields["start"]
    state.start = None if state.round == 0 and start.value is None else start.int(0, players - 1)
    rewards = state.c.reward_cards(players)
    row = fields["rewards"].ints(0, len(rewards) - 1, size=len(rewards))
    tally({fields["rewards"].path: row}, range(len(rewards)), "reward card")
    state.reward_cards = tuple(rewards[i] for i in row)
    rows = fields["markers"].list(min(state.round, ROUNDS))
    state.markers = []
    for k, item in enumerate(rows):
        marks = [None if m.value is None else m.int(0, players - 1) for m in item.list(players)]
        placed = [m for m in marks if m is not None]
        current = k == len(rows) - 1 and state.round <= ROUNDS
        if marks[:len(placed)] != placed or len(set(placed)) < len(placed) or (
                not current and len(placed) < players):
            raise item.fail("a seat on each rank space from the first, each seat once" +
                            ("" if current else " (every seat ranked in a finished round)"))
        state.markers.append(marks)


def _cities(state: MinikinCityState, fields: dict[str, Field], seats: list[dict[str, Field]]) -> None:
    """Played cards with the minikins on them, minikins waiting, the supply, bonus tokens and what was gained."""
    c, players = state.c, state.players
    ids = sorted(c.by_id)
    state.minikins = {}
    for s, seat in enumerate(seats):
        state.city[s] = []
        for item in seat["city"].list(most=len(ids)):
            card_id, n = item.list(2)
            card = c.card(card_id.choice(ids))
            state.city[s].append(card.id)
            state.minikins[card.id] = n.int(0, card.capacity)
        state.waiting[s] = seat["waiting"].int(0, MINIKIN_PAWNS)
        state.tokens[s] = seat["tokens"].ints(0, len(c.bonus_tokens) - 1, most=len(c.bonus_tokens))
        state.gained_vp[s] = seat["vp"].int(0, MOST)
        state.gained_medals[s] = seat["medals"].int(0, MOST)
        state.wilds[s] = seat["wilds"].int(0, MOST)
    left = MINIKIN_PAWNS - sum(state.minikins.values()) - sum(state.waiting)
    if left < 0:
        raise fields["seats"].wrong(f"holds more than the {MINIKIN_PAWNS} minikins of the box")
    if not one_of(fields["supply"].value, [left]):
        raise fields["supply"].fail(f"{left} ({MINIKIN_PAWNS} minikins less those on cards and waiting)")
    state.supply = left
    tokens = {seats[s]["tokens"].path: state.tokens[s] for s in range(players)}
    taken = [t for held in state.tokens for t in held]
    tally(tokens, sorted(set(taken)), "bonus token")  # none held twice
    state.free_tokens = [t.index for t in c.bonus_tokens if t.index not in taken]


def _this_round(state: MinikinCityState, fields: dict[str, Field]) -> None:
    """The cards played this round, in turn order from the start player, its ranking and the draft so far."""
    players = state.players
    plays = fields["plays"].list(most=players)
    state.plays = []
    first = state.start  # after round 8 the start player is its winner: round 8's plays began with another seat
    for k, item in enumerate(plays):
        seat, card = item.list(2)
        if k == 0 and state.round > ROUNDS:
            first = seat.int(0, players - 1)
        s = seat.choice([(first + k) % players]) if first is not None else seat.choice([])
        if card.value not in state.city[s][-1 - (state.round > ROUNDS):]:
            raise card.fail(f"the card seat {s} played this round, the last of its city (or the one before the "
                            f"extra card)")
        state.plays.append((s, card.value))
    full = len(state.plays) == players
    if state.stage not in (PLAY, KEEP) and not full:
        raise fields["plays"].wrong(f"should hold all {players} cards in stage {state.stage}")
    if state.round == 0 and any(state.city):
        raise fields["seats"].wrong("hold played cards before round 1")
    best = state.reward_cards[min(state.round, ROUNDS) - 1].colour  # after round 8, still round 8's ranking
    ranked = full and state.stage != PLAY  # ranked once the last play has been resolved
    state.ranking = round_ranking([(s, state.c.card(i)) for s, i in state.plays], best) if ranked else []
    if state.round > ROUNDS and state.start != state.ranking[0]:
        raise fields["start"].fail(f"{state.ranking[0]} (round 8's first place starts the game's end)")
    state.reward_i = 0
    if state.markers and state.round <= ROUNDS:
        marks = state.markers[-1]
        state.reward_i = sum(m is not None for m in marks)
        if marks[:state.reward_i] != state.ranking[:state.reward_i]:
            raise fields["markers"][len(state.markers) - 1].fail(
                f"this round's ranking {state.ranking} from the first rank space on")
        if state.stage == PLAY and state.reward_i:
            raise fields["markers"][len(state.markers) - 1].fail("no marker before the round's cards are ranked")
        if state.stage == DRAFT and state.reward_i < players:
            raise fields["markers"][len(state.markers) - 1].fail("a marker of every seat once the draft begins")
    drafted = fields["drafted"]
    if state.stage == DRAFT or state.round > ROUNDS:  # after round 8, what its draft took
        state.draft_i = drafted.int(0, players - (state.stage == DRAFT))
    else:
        state.draft_i = drafted.choice([0])
    ids = sorted(state.c.by_id)
    state.display = [item.choice(ids) for item in fields["display"].list(most=players + 1)]
    if state.stage not in (PLAY, REWARDS, DRAFT) and state.display:
        raise fields["display"].fail(f"[] in stage {state.stage}")


def _end(state: MinikinCityState, fields: dict[str, Field]) -> None:
    players = state.players
    state.extra_done = fields["extra_done"].bool()
    ends = fields["end_markers"]
    if state.round <= ROUNDS:
        state.end_markers = ends.choice([[]])
        state.reveals = fields["reveals"].choice([[]])
        fields["extra_done"].choice([False])
        return
    state.end_markers = ends.ints(0, players - 1, size=players)
    reveals = fields["reveals"].list(players)
    order = state._clockwise(state.start)  # type: ignore[arg-type]
    state.reveals = []
    for k, item in enumerate(reveals):
        seat, total = item.list(2)
        state.reveals.append((seat.choice([order[k]]), total.int(0, MOST)))
    if state.end_markers != end_ranking(state.reveals):
        raise ends.fail(f"{end_ranking(state.reveals)} (the revealed totals from the highest, ties to the earlier "
                        f"reveal)")


def _hand_sizes(state: MinikinCityState, seats: list[dict[str, Field]]) -> list[int]:
    """Cards a seat has played and holds, by the round: one played a round, one drafted a round (the display always
    holds a card for everyone: 61 cards last 8 rounds), the end tile's winner's extra card."""
    sizes = []
    played = {s for s, _ in state.plays}
    drafted = set(state.ranking[::-1][:state.draft_i]) if state.stage == DRAFT else set()
    for s, seat in enumerate(seats):
        if state.round == 0:
            cities, want = [0], DEALT
        else:
            rounds = min(state.round, ROUNDS)
            extra = state.round > ROUNDS and state.extra_done and state.end_markers[0] == s
            cities = [rounds - 1 + (s in played) + k for k in range(1 + extra)] if state.round <= ROUNDS else \
                [ROUNDS + k for k in range(1 + extra)]
            drafts = ROUNDS if state.round > ROUNDS else rounds - 1 + (s in drafted)
            want = KEPT + drafts - len(state.city[s])
        if len(state.city[s]) not in cities:
            raise seats[s]["city"].fail(f"{' or '.join(map(str, cities))} cards (one played a round)")
        if not one_of(seat["hand"].value, [want]):
            raise seat["hand"].fail(f"{want} (the {KEPT} cards kept, one drafted and one played a round)"
                                    if state.round else f"{DEALT} (the deal, before the keep)")
        sizes.append(want)
    return sizes


def _known(state: MinikinCityState, seats: list[dict[str, Field]]) -> list[list[str]]:
    ids = sorted(state.c.by_id)
    known = [[item.choice(ids) for item in seat["known"].list(most=len(ids))] for seat in seats]
    if state.reveals and any(len(k) != seat["hand"].value for k, seat in zip(known, seats)):
        s = next(s for s, seat in enumerate(seats) if len(known[s]) != seat["hand"].value)
        raise seats[s]["known"].fail("the whole hand (the hands were revealed at the game's end)")
    if state.round == 0 and any(known):
        raise seats[next(s for s, k in enumerate(known) if k)]["known"].fail("[] (nothing is drafted before round 1)")
    state.hand_public = {i for k in known for i in k}
    return known


def _card_places(state: MinikinCityState, fields: dict[str, Field], seats: list[dict[str, Field]]) -> \
        dict[str, list[str]]:
    places = {seats[s]["city"].path: state.city[s] for s in range(state.players)}
    places[fields["display"].path] = state.display
    return places


def _keep(state: MinikinCityState, seats: list[dict[str, Field]]) -> list[bool]:
    kept = [seat["kept"].bool() for seat in seats]
    if state.round > 0 and not all(kept):
        raise seats[kept.index(False)]["kept"].fail("true (everyone kept 4 cards before round 1)")
    if state.round == 0 and all(kept):
        raise seats[0]["kept"].wrong("and every other seat's kept are true: the keep is over, round 1 would begin")
    return kept


def _deal(state: MinikinCityState, fields: dict[str, Field], seats: list[dict[str, Field]], rng: random.Random) -> None:
    """Deal the hands' unknown cards and the deck from the cards the public part leaves; a seat that has kept keeps
    4 of its new hand at random."""
    sizes, known, kept = _hand_sizes(state, seats), _known(state, seats), _keep(state, seats)
    places = _card_places(state, fields, seats)
    places.update({seats[s]["known"].path: known[s] for s in range(state.players)})
    placed = [i for found in places.values() for i in found]
    tally(places, sorted(set(placed)), "card")  # none in two places
    pool = sorted(set(state.c.by_id) - set(placed))
    shuffle(rng, pool)
    for s, size in enumerate(sizes):
        n = size - len(known[s])
        if n < 0 or n > len(pool):
            raise seats[s]["hand"].fail(f"{len(known[s])} to {len(known[s]) + len(pool)} cards (those known and "
                                        f"the cards in no other place)")
        state.hands[s] = pool[:n] + known[s]
        del pool[:n]
    if len(pool) != fields["deck"].int(0, MOST):
        raise fields["deck"].fail(f"{len(pool)} (the cards in no hand, city or display)")
    state.deck, state.deck_seen = pool, [UNSEEN] * len(pool)
    state.keep = [None if not k else tuple(sorted(rng.sample(h, KEPT))) if state.round == 0 else tuple(h)
                  for k, h in zip(kept, state.hands)]


def _hidden(state: MinikinCityState, fields: dict[str, Field], seats: list[dict[str, Field]], hidden: Field) -> None:
    sizes, known, kept = _hand_sizes(state, seats), _known(state, seats), _keep(state, seats)
    parts = hidden.dict(HIDDEN)
    ids = sorted(state.c.by_id)
    hands = parts["hands"].list(state.players)
    for s, item in enumerate(hands):
        state.hands[s] = [i.choice(ids) for i in item.list(sizes[s])]
        if [i for i in state.hands[s] if i in state.hand_public] != known[s]:
            raise item.wrong(f"should hold the known cards {known[s]} in that order ({seats[s]['known'].path})")
    state.deck = [i.choice(ids) for i in parts["deck"].list(fields["deck"].int(0, MOST))][::-1]  # the top last
    marks = parts["deck_known"].list(len(state.deck))
    state.deck_seen = [UNSEEN if m.value is None else PUBLIC if m.value == "all" else m.int(0, state.players - 1)
                       for m in marks][::-1]
    places = _card_places(state, fields, seats)
    places.update({hands[s].path: state.hands[s] for s in range(state.players)})
    places[parts["deck"].path] = state.deck
    tally(places, ids, "card")
    keeps = parts["keep"].list(state.players)
    state.keep = []
    for s, item in enumerate(keeps):
        if state.round > 0 or not kept[s]:
            item.choice([None])
            state.keep.append(tuple(state.hands[s]) if kept[s] else None)
            continue
        chosen = [i.choice(state.hands[s]) for i in item.list(KEPT)]
        if chosen != sorted(set(chosen)):
            raise item.fail(f"{KEPT} different cards of the seat's hand, in order")
        state.keep.append(tuple(chosen))


def _reveals(state: MinikinCityState, fields: dict[str, Field]) -> None:
    """Before the extra card, the revealed totals are the hands' (after it, one card of a hand is gone)."""
    if state.reveals and not state.extra_done:
        colour = state.end_colour
        want = [[s, hand_total((state.c.card(i) for i in state.hands[s]), colour)] for s, _ in state.reveals]
        if [list(r) for r in state.reveals] != want:
            raise fields["reveals"].fail(f"{want} (each hand's {colour} total)")


def _settled(state: MinikinCityState, fields: dict[str, Field]) -> None:
    """The position waits on a choice: resolving what needs none would change nothing."""
    players = state.players
    state.tasks = []
    for item in fields["tasks"].list(most=MOST):
        seat, kind = item.list(2)
        state.tasks.append((seat.int(0, players - 1), kind.choice(TASKS)))
    if state.stage in (KEEP, OVER) and state.phase != state.stage:
        raise fields["phase"].fail(f"{state.stage!r} in stage {state.stage}")
    ahead = state.copy()
    ahead._events = []
    ahead._run()  # type: ignore[attr-defined]
    if ahead._events or (ahead.stage, ahead.phase, ahead.tasks) != (state.stage, state.phase, state.tasks):
        raise fields["phase"].wrong(f"should be where the game waits on a choice: from stage {state.stage} and "
                                    f"these tasks it goes on by itself to phase {ahead.phase} (stage {ahead.stage})")

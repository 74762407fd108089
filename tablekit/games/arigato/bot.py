"""Arigato's heuristic bot: keep villagers whose offerings it can pay soon, make what they cost, send them on.

It reads its seat's view and the game's public card faces (``static_data``) only.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...bots.base import Bot
from ...core.actions import Action
from .components import ITEMS
from .dusk import goal_met

if TYPE_CHECKING:
    from ...core.game import Game

class ArigatoBot(Bot):
    """A one-day planner that aims at the day's goal.

    Dawn: the villager is the card with the best favour for the items still missing to pay it (counting what the
    makers will produce), plus a bonus when it makes today's village goal; it takes an empty slot, else the slot
    whose card leaves for the palace or is worth least. Makers are the cards whose items the village's offerings
    lack or today's item goal wants; the neighbour gets the two cards it values least (the dear ones are made, not
    passed). Day: take owed items where they are missing; never give up today's goal once met; send villagers
    carrying a token, prepare the dearest offering it can pay, trade towards an item goal within reach or surplus
    pairs for missing items, then end. Dusk: discard what no offering needs.

    >>> import tablekit
    >>> g = tablekit.new_game("arigato", players=3, seed=2)
    >>> ArigatoBot(seed=1).act(g, 0).id.split(":")[0] in {"villager", "maker", "traveller"}
    True
    """

    name = "arigato"

    def __init__(self, seed: int | None = 0) -> None:
        self.rng = random.Random(seed)
        self.cards: dict[str, dict[str, Any]] = {}
        self.goals: dict[str, dict[str, Any]] = {}

    def act(self, game: Game, seat: int) -> Action:
        if not self.cards:
            static = game.state.static_data()
            self.cards, self.goals = static["cards"], static["goals"]
        return self.choose(game.view(seat), game.legal_actions(seat))

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        ids = {a.id: a for a in legal}
        if len(legal) == 1:
            return legal[0]
        me = view["seats"][view["seat"]]
        kind = legal[0].id.partition(":")[0]
        if kind == "pick":
            return ids[f"pick:{self._wanted(me)}"]
        if kind == "discard":
            return ids[f"discard:{self._surplus(me)}"]
        if view["phase"] == "dawn":
            return self._dawn(view, me, ids, legal)
        return self._day(view, me, ids)

    # -- needs ---------------------------------------------------------------------------------------------------
    def _needs(self, me: dict[str, Any], extra: tuple[str, ...] = ()) -> dict[str, int]:
        """Items the unpaid villagers (and ``extra`` cards) cost in all."""
        need = dict.fromkeys(ITEMS, 0)
        unpaid = [spot["card"] for spot in me["village"] if spot and not spot["offering"]]
        for card in (*unpaid, *extra):
            for item, n in self.cards[card]["cost"].items():
                need[item] += n
        return need

    def _missing(self, me: dict[str, Any], extra: tuple[str, ...] = ()) -> dict[str, int]:
        """Items the unpaid villagers (and ``extra`` cards) cost beyond what is held."""
        need = self._needs(me, extra)
        return {i: need[i] - me["items"][i] for i in ITEMS if need[i] > me["items"][i]}

    def _wanted(self, me: dict[str, Any]) -> str:
        missing = self._missing(me)
        if missing:
            return max(missing, key=lambda i: missing[i])
        return min(ITEMS, key=lambda i: me["items"][i])

    def _surplus(self, me: dict[str, Any]) -> str:
        missing = self._missing(me)
        held = [i for i in ITEMS if me["items"][i]]
        return max(held, key=lambda i: (i not in missing, me["items"][i]))

    # -- dawn ----------------------------------------------------------------------------------------------------
    def _plan(self, view: dict[str, Any], me: dict[str, Any]) -> tuple[str, int, list[str]]:
        """(villager, slot, makers) for today's hand."""
        hand = list(me["hand"])
        _, makers_wanted, _ = view["quotas"]
        produced = dict(me["items"])
        day = view["day"]

        def worth(card_id: str) -> float:
            card = self.cards[card_id]
            short = sum(max(0, n - produced[i]) for i, n in card["cost"].items())
            late = max(0, short - (12 - day))  # items it could not gather before the end
            effect = card["effect"]
            bonus = 0.0 if effect is None else (2.0 if effect["when"] == "dusk" else 1.0) * (12 - day) / 6 + 0.5
            return card["favour"] - 1.5 * short - 4 * late + bonus

        goal = self.goals.get(str(day))

        def helps_goal(card_id: str) -> float:
            if goal is None or goal["kind"] not in ("village", "same_type", "types"):
                return 0.0
            slot = self._slot(me, card_id)
            village = list(me["village"])
            village[slot - 1] = {"card": card_id, "offering": False}
            return 3.0 if self._meets(goal, {**me, "village": village}) and not self._meets(goal, me) else 0.0

        villager = max(hand, key=lambda c: worth(c) + helps_goal(c))
        others = [c for c in hand if c != villager]
        cost = self.cards[villager]["cost"]
        missing = self._missing(me, (villager,))
        most = max(ITEMS, key=lambda i: me["items"][i])

        def maker_value(card_id: str) -> float:
            item = self.cards[card_id]["item"]
            value = missing.get(item, 0) * 2.0 + (1 if item in cost else 0)
            if goal and goal["kind"] == "identical":
                value += 2 if item == most else 0
            elif goal and goal["kind"] == "all_items":
                value += 2 if not me["items"][item] else 0
            elif goal and goal["kind"] == "items":
                value += 1
            return value + 0.3 * self.cards[card_id]["favour"]  # a dear card is not given to the neighbour

        makers = sorted(others, key=maker_value, reverse=True)[:makers_wanted]
        return villager, self._slot(me, villager), makers

    def _slot(self, me: dict[str, Any], card_id: str) -> int:
        slots = self.cards[card_id]["slots"]
        village = me["village"]

        def keep_value(slot: int) -> float:
            spot = village[slot - 1]
            if spot is None:
                return -100.0
            if spot["offering"]:
                return -50.0 - self.cards[spot["card"]]["favour"]  # it leaves for the palace: nothing is lost
            return self.cards[spot["card"]]["favour"]

        return min(slots, key=keep_value)

    def _dawn(self, view: dict[str, Any], me: dict[str, Any], ids: dict[str, Action], legal: list[Action]) -> Action:
        villager, slot, makers = self._plan(view, me)
        for wanted in (f"villager:{villager}:{slot}", *(f"maker:{c}" for c in makers)):
            if wanted in ids:
                return ids[wanted]
        travellers = [a for a in legal if a.id.startswith("traveller:")]
        return travellers[0] if travellers else legal[0]

    # -- day -----------------------------------------------------------------------------------------------------
    def _meets(self, goal: dict[str, Any] | None, me: dict[str, Any]) -> bool:
        if goal is None:
            return False
        spots = [spot for spot in me["village"] if spot]
        types = [self.cards[spot["card"]]["type"] for spot in spots]
        items = [me["items"][i] for i in ITEMS]
        return goal_met(goal["kind"], goal["n"], types, sum(s["offering"] for s in spots), len(me["palace"]), items,
                        me["favour"])

    def _after(self, me: dict[str, Any], action_id: str) -> dict[str, Any]:
        """The seat's part of the view after a day action (enough to test the day's goal)."""
        kind, _, rest = action_id.partition(":")
        village = list(me["village"])
        items = dict(me["items"])
        palace = list(me["palace"])
        if kind == "send":
            palace.append(village[int(rest) - 1]["card"])
            village[int(rest) - 1] = None
        elif kind == "offer":
            spot = village[int(rest) - 1]
            village[int(rest) - 1] = {**spot, "offering": True}
            for item, n in self.cards[spot["card"]]["cost"].items():
                items[item] -= n
        elif kind == "trade":
            give, _, get = rest.partition(":")
            items[give] -= 2 if items[give] >= 2 else 1
            items[get] += 1
        return {**me, "village": village, "items": items, "palace": palace}

    def _towards(self, goal: dict[str, Any], me: dict[str, Any], trades: list[str]) -> str | None:
        """A trade that brings an item goal (identical items, all five kinds) within today's reach."""
        items = me["items"]
        if goal["kind"] == "identical":
            best = max(ITEMS, key=lambda i: items[i])
            spare = sum(items[i] // 2 for i in ITEMS if i != best)
            if items[best] + spare >= goal["n"]:
                return next((a for a in trades if a.endswith(f":{best}")), None)
        if goal["kind"] == "all_items":
            lacking = [i for i in ITEMS if not items[i]]
            spare = sum((items[i] - 1) // 2 for i in ITEMS if items[i] > 1)
            if lacking and spare >= len(lacking):
                return next((a for a in trades if a.endswith(f":{lacking[0]}")
                             and items[a.split(":")[1]] >= 3), None)
        return None

    def _day(self, view: dict[str, Any], me: dict[str, Any], ids: dict[str, Action]) -> Action:
        goal = self.goals.get(str(view["day"]))
        keep = self._meets(goal, me)

        def allowed(action_id: str) -> bool:  # never lose today's goal when it is met
            return not keep or self._meets(goal, self._after(me, action_id))

        sends = [a for a in ids if a.startswith("send:") and allowed(a)]
        if sends:
            return ids[sends[0]]
        offers = [a for a in ids if a.startswith("offer:") and allowed(a)]
        if offers:
            best = max(offers, key=lambda a: self.cards[me["village"][int(a[6:]) - 1]["card"]]["favour"])
            return ids[best]
        trades = [a for a in ids if a.startswith("trade:") and allowed(a)]
        if goal and not keep:
            towards = self._towards(goal, me, trades)
            if towards:
                return ids[towards]
        missing = self._missing(me)
        if missing:
            needs = self._needs(me)
            for action_id in trades:
                _, give, get = action_id.split(":")
                if get in missing and give not in missing and me["items"][give] - needs[give] >= 2:
                    return ids[action_id]
        return ids["end"]


def solo_success(count: int, seed: int = 0) -> tuple[float, float, float]:
    """The bot alone in ``count`` seeded solo games: (share reaching the target, mean score, mean target).

    >>> rate, score, target = solo_success(2)
    >>> 0 <= rate <= 1 and score > 0 and target > 0
    True
    """
    from ...core.game import new_game

    reached = scores = targets = 0.0
    for k in range(count):
        game = new_game("arigato", players=1, seed=seed + k)
        bot = ArigatoBot(seed + k)
        while not game.is_over:
            game.play(0, bot.act(game, 0))
        result = game.result()
        reached += bool(result.winners)
        scores += result.scores[0]
        targets += result.breakdown[0]["target"]
    return reached / count, scores / count, targets / count

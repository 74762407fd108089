"""One player's belongings: hand and dawn choice, village of 4 slots, palace gate, items, favour and goal tokens."""

from __future__ import annotations

from .components import ITEMS, OFFERING_TOKENS, SLOTS

TRAVELLER, MAKER = "T", "M"


class Seat:
    """A player's state. Card values are indexes into the components' card tuple.

    ``roles`` is the dawn choice in progress (card → ``"T"`` or ``"M"``), ``villager`` the chosen villager and its
    slot; both stay secret until every player has confirmed (``chosen``). ``incoming`` holds the travellers passed
    to this seat, picked up at the next dawn (they open the hand: ``received`` counts them); ``aside`` the
    travellers a solo player sets aside.
    """

    __slots__ = ("hand", "roles", "villager", "chosen", "village", "offered", "palace", "items", "favour",
                 "goal_days", "incoming", "received", "picks", "done", "shown", "aside")

    def __init__(self) -> None:
        self.hand: list[int] = []
        self.roles: dict[int, str] = {}
        self.villager: tuple[int, int] | None = None  # (card, slot 1-4)
        self.chosen = False
        self.village: list[int | None] = [None] * SLOTS
        self.offered: list[bool] = [False] * SLOTS
        self.palace: list[int] = []
        self.items: list[int] = [0] * len(ITEMS)
        self.favour = 0  # favour tokens gained from effects
        self.goal_days: list[int] = []
        self.incoming: list[int] = []
        self.received = 0  # the first cards of the hand that came from the right neighbour (known to it)
        self.picks = 0  # items of choice still to take
        self.done = False  # ended the day phase
        self.shown: dict[str, object] | None = None  # the day's revealed assignment, public until the next dawn
        self.aside: list[int] = []

    # -- assignments ----------------------------------------------------------------------------------------------
    def unassigned(self) -> list[int]:
        roles, villager, left = self.roles, self.villager, []
        if villager is None:
            placed = None
        elif len(roles) + 1 == len(self.hand):  # the usual end of a dawn choice: nothing left, no hand to scan
            return left
        else:
            placed = villager[0]
        for c in self.hand:  # a loop, not a comprehension (a call): asked at every dawn step
            if c not in roles and c != placed:
                left.append(c)
        return left

    def clear_choice(self) -> None:
        self.roles = {}
        self.villager = None
        self.chosen = False

    # -- the village ----------------------------------------------------------------------------------------------
    def villagers(self) -> list[int]:
        return [c for c in self.village if c is not None]

    def tokens_free(self) -> int:
        return OFFERING_TOKENS - sum(self.offered)

    def item_total(self) -> int:
        return sum(self.items)

"""What happens where an adventurer stops (rulebook: 移動先のアクションを行う), and moving along the path.

A mixin of :class:`~tablekit.games.luxor.state.LuxorState`: moving an adventurer (waking sleepers at the statues it
passes, entering the chamber with a key), then the tile's action: Osiris moves on, Horus gives a key or a Horus
card, a treasure is taken by enough adventurers, a temple tile gives a scarab, a wild card, a Horus card or a
tunnel warp. Choices the player must make are left in ``pending`` for the next action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .messages import M, moved, said, short, took, turned
from .path import OpenSpaces, next_tunnel
from .scoring import SARCOPHAGI

if TYPE_CHECKING:
    from collections.abc import Callable

    from .components import Components

CHOOSE = "choose"


class Landing:
    """Movement and tile actions; the state supplies the attributes used here."""

    c: Components
    tiles: list[Any]
    pos: list[list[int]]
    asleep: list[list[bool]]
    keys: list[int]
    key_supply: int
    wild: list[int]
    wild_supply: int
    scarab_bag: list[int]
    scarabs: list[list[int]]
    treasures: list[list[int]]
    treasure_vp: list[int]
    sarcophagi: list[list[int]]
    entered: list[int]
    horus: dict[int, list[int]]
    hands: list[list[int]]
    piles: dict[str, list[str]]
    phase: str
    pending: dict[str, Any] | None
    say: Callable[..., None]  # State.say: in a quiet state the event is never made
    say_once: Callable[..., None]  # State.say_once: the same, made once per its arguments
    _open: OpenSpaces | None = None  # the board's open spaces, made on first need (see board)

    def board(self) -> OpenSpaces:
        """The :class:`~.path.OpenSpaces` of the board, kept until a tile changes (the board is compared with the
        one it was made for, so any change, a scenario's or a position file's too, makes it anew)."""
        tiles = self.tiles
        kept = self._open
        if kept is None or kept.tiles != tiles:
            kept = self._open = OpenSpaces.of(tiles, kept)
        return kept

    # -- moving --------------------------------------------------------------------------------------------------
    def relocate(self, seat: int, start: int, end: int) -> None:
        """Move one of ``seat``'s adventurers from ``start`` to ``end``: wake statues passed, pay to enter."""
        where = self.pos[seat]
        where.remove(start)
        where.append(end)
        chamber = self.c.chamber
        if end == chamber:
            self.keys[seat] -= 1
            self.key_supply += 1
            self.entered.append(seat)
            n = len(self.entered)
            if n <= len(SARCOPHAGI):
                self.sarcophagi[seat].append(SARCOPHAGI[n - 1])
                self.say_once(said, "event.enter.first" if n == 1 else "event.enter.second", seat, SARCOPHAGI[n - 1])
            else:
                self.say_once(said, "event.enter.late", seat)
        else:
            self.say_once(moved, seat, start, end)
        sleeping = self.asleep[seat]
        if end > start and True in sleeping:
            for i, statue in enumerate(self.c.statues):  # a statue after space s stands between s and s + 1
                if sleeping[i] and start <= statue < end:
                    sleeping[i] = False
                    where.append(0)
                    self.say_once(said, "event.wake", seat, i + 1)

    def step(self, seat: int, start: int, steps: int, fewer: bool = False) -> None:
        """Move ``steps`` (−1: one step back) from ``start``, then act on the space reached."""
        end = self.target(seat, start, steps)
        assert end is not None
        self.relocate(seat, start, end)
        self.land(seat, end, fewer)

    def target(self, seat: int, start: int, steps: int) -> int | None:
        """Where ``steps`` steps (−1: one step back) from ``start`` end, or None when ``seat`` cannot take them
        (:func:`~.path.forward` and :func:`~.path.back` count them on the board; :meth:`board` tells at once)."""
        board = self.board()
        if steps < 0:
            b = board.behind[start]
            return board.spaces[b] if b >= 0 else None
        i = board.ahead[start] + steps
        return board.spaces[i] if i <= board.last[self.keys[seat] > 0] else None

    # -- tile actions --------------------------------------------------------------------------------------------
    def osiris_chain(self, seat: int, where: int) -> int:
        """Osiris tiles move the adventurer on by their value (again and again); where it finally stands."""
        tiles = self.tiles
        tile = tiles[where]
        while type(tile) is str and tile.startswith("osiris"):
            value = int(tile[7:])
            end = self.target(seat, where, value)
            if end is None:
                self.say_once(said, "event.osiris.stuck", seat, value)
                break
            self.say_once(said, "event.osiris", seat, value)
            self.relocate(seat, where, end)
            where = end
            tile = tiles[where]
        return where

    def land(self, seat: int, where: int, fewer: bool = False) -> None:
        """Carry out the action of the tile at ``where`` for ``seat`` (nothing on an empty space or the chamber)."""
        tile = self.tiles[where]
        if type(tile) is str and tile.startswith("osiris"):  # most tiles are not: no chain to follow then
            where = self.osiris_chain(seat, where)
            tile = self.tiles[where]
        if tile is None:
            return
        if type(tile) is int:
            self._treasure(seat, where, tile, fewer)
        elif tile.startswith("osiris"):
            return  # an Osiris tile that could not move the adventurer on
        elif tile.startswith("horus"):
            level = int(tile[6:])
            self._offer(seat, [o for o, ok in (("key", self.key_supply > 0), (f"horus{level}", self.horus[level]))
                               if ok])
        elif tile == "tunnel":
            end = next_tunnel(self.tiles, where)
            if end is None:
                self.say_once(said, "event.tunnel.last", seat)
            else:
                self.say_once(said, "event.tunnel", seat)
                self.relocate(seat, where, end)
        elif tile == "scarab":
            self._offer(seat, ["scarab"] if self.scarab_bag else [])
        elif tile == "wild":
            self._offer(seat, ["wild"] if self.wild_supply else [])
        elif tile == "scarab_or_wild":
            self._offer(seat, [o for o, ok in (("scarab", self.scarab_bag), ("wild", self.wild_supply)) if ok])
        else:  # favour:a:b
            levels = [int(x) for x in tile.split(":")[1:]]
            self._offer(seat, [f"horus{lv}" for lv in levels if self.horus[lv]])

    def _treasure(self, seat: int, where: int, tid: int, fewer: bool) -> None:
        treasure = self.c.treasures[tid]
        need = treasure.adventurers - (1 if fewer else 0)
        have = self.pos[seat].count(where)
        if have < need:
            self.say_once(short, seat, tid, have, need)
            return
        self.treasures[seat].append(tid)
        self.treasure_vp[seat] += treasure.vp
        self.say_once(took, seat, tid)
        icon = self.c.icons.get(where)
        pile = self.piles[icon] if icon else None
        board, tiles = self.board(), self.tiles
        if pile:
            tile = tiles[where] = pile.pop()
            self._open = board.retiled(tiles)
            self.say_once(turned, where, tile)
        else:
            tiles[where] = None
            self._open = board.without(where, tiles)
            self.say(M, "event.empty", space=where)

    def _offer(self, seat: int, options: list[str]) -> None:
        """Take the only option at once; leave two for the player to choose; say so when there is none."""
        if not options:
            self.say_once(said, "event.nothing", seat)
        elif len(options) == 1:
            self.take(seat, options[0])
        else:
            self.phase = CHOOSE
            self.pending = {"options": options}

    def take(self, seat: int, option: str) -> None:
        if option == "key":
            self.key_supply -= 1
            self.keys[seat] += 1
            self.say_once(said, "event.key", seat)
        elif option == "wild":
            self.wild_supply -= 1
            self.wild[seat] += 1
            self.say_once(said, "event.wild", seat)
        elif option == "scarab":
            bag = self.scarab_bag
            i = self.rng.randrange(len(bag))
            bag[i], bag[-1] = bag[-1], bag[i]
            self.scarabs[seat].append(bag.pop())
            self.say_once(said, "event.scarab", seat)
        else:
            level = int(option[5:])
            card = self.horus[level].pop()
            hand = self.hands[seat]
            hand.insert(len(hand) // 2, card)
            self.say_once(said, "event.horus", seat, level)

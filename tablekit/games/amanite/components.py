"""Amanite's components: colours, tokens, attributes, start cards and counts (public facts of the box)."""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("blue", "green", "purple", "red", "white", "yellow")
CODE: dict[str, str] = {"blue": "B", "green": "G", "purple": "P", "red": "R", "white": "W", "yellow": "Y"}
COLOUR_OF: dict[str, str] = {code: colour for colour, code in CODE.items()}
PIG = "X"  # the token code of a pig; mushroom tokens use their colour's initial
TOKEN_ORDER = "BGPRWYX"
TOKENS_PER_COLOUR = 10
PIGS = 4

ATTRIBUTES: tuple[str, ...] = (
    "minus1", "plus1", "plus2", "plus3", "poison", "antidote", "elixir", "limit", "pair", "majority",
)
ATTRIBUTE_NAMES: dict[str, str] = {
    "minus1": "−1 point",
    "plus1": "+1 point",
    "plus2": "+2 points",
    "plus3": "+3 points",
    "poison": "Poison",
    "antidote": "Antidote",
    "elixir": "Elixir",
    "limit": "Mushroom Limit",
    "pair": "Mushroom Pair",
    "majority": "Mushroom Majority",
}
REQUIRED_ATTRIBUTES = ("antidote", "poison")
FIRST_GAME_ATTRIBUTES: tuple[str, ...] = ("minus1", "plus1", "plus2", "plus3", "antidote", "poison")
CLUES_PER_ATTRIBUTE = 6

ANIMALS: tuple[str, ...] = ("Fox", "Squirrel", "Owl", "Jay")
START_CARDS: dict[str, dict[str, tuple[str, str, str]]] = {
    "Fox": {"A": ("blue", "yellow", "red"), "B": ("blue", "yellow", "white")},
    "Squirrel": {"A": ("blue", "purple", "white"), "B": ("green", "purple", "white")},
    "Owl": {"A": ("green", "purple", "red"), "B": ("green", "yellow", "red")},
    "Jay": {"A": ("white", "red", "green"), "B": ("purple", "yellow", "blue")},
}
SIDES = ("A", "B")

MEEPLES_PER_PLAYER = 2
NOTEBOOK_TOKENS_PER_PLAYER = 2
ROUNDS = 3
TOKENS_PER_TILE = {1: 4, 2: 5, 3: 6}


def notebook_spaces(players: int) -> int:
    """Spaces per mushroom card: the 1-space side for 2 players, the 2-space side for 3 or 4."""
    return 1 if players == 2 else 2


def forest_tiles(players: int) -> int:
    """Players + 1 forest tiles are used."""
    return players + 1


def token_name(code: str) -> str:
    """Plain name of a token code: ``"B"`` → ``"blue"``, ``"X"`` → ``"pig"``."""
    return "pig" if code == PIG else COLOUR_OF[code]


def tokens_text(codes: str) -> str:
    """``"BBX"`` → ``"blue, blue, pig"``; the empty string reads ``"nothing"``."""
    return ", ".join(token_name(c) for c in codes) or "nothing"


def sort_tokens(codes: str) -> str:
    """Tokens in the canonical order blue, green, purple, red, white, yellow, pig."""
    return "".join(sorted(codes, key=TOKEN_ORDER.index))

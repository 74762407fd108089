"""What the rulebooks imply about a position, one case a rule, for Carcassonne, Mangrovia and Minikin City: each
damaged copy of a real position (a scenario's, or one a few steps on) is refused with a ValueError naming the field
and what it should hold, and the undamaged one loads."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import tablekit

Doc = dict[str, Any]
Case = tuple[str, str, Callable[[Doc], Any], str]  # game, scenario, damage, the error's words


def pub(doc: Doc) -> Doc:
    return doc["public"]


def seat(doc: Doc, s: int) -> Doc:
    return doc["public"]["seats"][s]


def assign(target: Callable[[Doc], Any], key: Any, value: Any) -> Callable[[Doc], None]:
    def damage(doc: Doc) -> None:
        target(doc)[key] = value
    return damage


CARCASSONNE: list[Case] = [
    ("carcassonne_hg", "shaman", assign(lambda d: seat(d, 0), "figures", 6),
     r"public\.seats\[0\]\.figures should hold 4 \(6 less the figures of seat 0 on the board\), not 6"),
    ("carcassonne_hg", "shaman", assign(lambda d: seat(d, 0), "figures", True), r"seats\[0\]\.figures should hold 4"),
    ("carcassonne_hg", "forest_completed", assign(lambda d: pub(d)["tiles"], 1, [37, 0, -1, 2]),
     r"public\.tiles\[1\] cannot lie there: its south side is forest but the neighbour there shows meadow"),
    ("carcassonne_hg", "forest_completed", assign(lambda d: pub(d)["tiles"], 0, [37, 0, 0, 0]),
     r"public\.tiles should begin with the start tile \[56, 0, 0, 0\]"),
    ("carcassonne_hg", "forest_completed", assign(lambda d: pub(d)["pieces"], 0, [0, "figure", 5, 5, "F0"]),
     r"public\.pieces\[0\] stands at \[5, 5\], where no tile lies"),
    ("carcassonne_hg", "forest_completed", assign(lambda d: pub(d)["pieces"], 0, [0, "figure", 0, -1, "Q7"]),
     r"public\.pieces\[0\]\[4\] should hold a zone of tile 37"),
    ("carcassonne_hg", "raft", assign(lambda d: pub(d)["pieces"], 0, [0, "figure", 0, -1, "L1"]),
     r"public\.pieces\[0\] is a figure on a lake"),
    ("carcassonne_hg", "shaman", assign(lambda d: pub(d)["pieces"], 1, [0, "hut", 0, 0, "M0"]),
     r"public\.pieces\[1\] is a hut off the water"),
    ("carcassonne_hg", "shaman", assign(lambda d: pub(d)["pieces"], 1, [0, "figure", 0, 0, "F0"]),
     r"public\.pieces\[1\] stands on a zone that holds another piece"),
    ("carcassonne_hg", "shaman", assign(lambda d: seat(d, 1), "score", 3),
     r"public\.seats\[1\]\.score should hold 0 \(the sum of the seat's breakdown\), not 3"),
    ("carcassonne_hg", "shaman", assign(lambda d: seat(d, 1)["breakdown"], "forests", 4),
     r"public\.seats\[1\]\.breakdown\.forests should hold 0 \(the forests completed with seat 1 among the scorers"),
    ("carcassonne_hg", "shaman", assign(lambda d: seat(d, 1)["breakdown"], "meadows", 4),
     r"breakdown\.meadows should hold 0 \(meadows score in final scoring only\)"),
    ("carcassonne_hg", "shaman", assign(lambda d: seat(d, 1)["breakdown"], "hunting trap", 4),
     r'breakdown\["hunting trap"\] should hold 0 \(the hunting trap tile is not on the board\)'),
    ("carcassonne_hg", "shaman", assign(lambda d: pub(d), "phase", "shaman"),
     r"public\.current should hold one of None"),
    ("carcassonne_hg", "shaman", assign(lambda d: pub(d), "spent", [[0, 0, "M0"]]),
     r"public\.spent names spent animals, but the hunting trap is not on the board"),
    ("carcassonne_hg", "shaman", assign(lambda d: d["hidden"]["land"], 0, 88),
     r"hidden\.land\[0\] should hold one of 0, 1, 2"),
    ("carcassonne_hg", "shaman", assign(lambda d: d["hidden"]["land"], 0, 73),
     r"position field hidden\.land holds tile 73 once more than the game has"),
    ("carcassonne_hg", "shaman", assign(lambda d: pub(d)["stacks"], "land", 77),
     r"hidden\.land should hold a list of 77 items"),
    ("carcassonne_hg", "shaman", assign(lambda d: pub(d), "discarded", [17]),
     r"holds tile 17 once more than the game has \(1\)"),
]

MANGROVIA: list[Case] = [
    ("mangrovia", "amulet_level", assign(lambda d: seat(d, 0), "suns", 2),
     r"public\.seats\[0\]\.suns should hold 4 \(the suns of the seat's huts on the island\), not 2"),
    ("mangrovia", "amulet_level", assign(lambda d: seat(d, 0), "level", 3),
     r"public\.seats\[0\]\.level should hold 4 \(one for each of the seat's huts on an amulet-level space\)"),
    ("mangrovia", "amulet_level", assign(lambda d: seat(d, 0), "huts", 10),
     r"public\.seats\[0\]\.huts should hold 6 \(10 less the seat's huts on the island\)"),
    ("mangrovia", "amulet_level", assign(lambda d: pub(d)["huts"], "Z9", [1, 1]),
     r"public\.huts\.Z9 names no space of the island"),
    ("mangrovia", "amulet_level", assign(lambda d: pub(d)["huts"], ":", [1, 1]),  # found by the deep fuzz
     r'public\.huts\[":"\] names no space of the island'),
    ("mangrovia", "amulet_level", lambda d: pub(d)["huts"].pop("A1"),
     r"public\.huts lacks the dummy hut on A1"),
    ("mangrovia", "amulet_level", assign(lambda d: pub(d)["huts"], "L3", [0, 2]),
     r"public\.huts\.L3\[1\] should hold an int from 1 to 1"),
    ("mangrovia", "pole", assign(lambda d: pub(d), "pole_tiles", [2, 3, 4, 5, 6, 7, 8, 9]),
     r"public\.pole_tiles should hold \[6, 7, 8, 9\] \(the pile less the 4 tiles taken for huts in the pole"),
    ("mangrovia", "amulet_level", assign(lambda d: seat(d, 0), "start_cards", [3, 3]),
     r"public\.seats\[0\]\.start_cards should hold what is left, in increasing order, of one of the start pairs"),
    ("mangrovia", "amulet_level", assign(lambda d: pub(d), "bowls", [2, 0, 1, 2, 1, None]),
     r"public\.bowls should hold 2 bowl\(s\) of every seat once the boat sails"),
    ("mangrovia", "amulet_level", assign(lambda d: pub(d), "steps", ["display"]),
     r"public\.steps should hold the last steps of action 2"),
    ("mangrovia", "amulet_level", assign(lambda d: pub(d), "drawn", 1),
     r"hidden\.drawn should hold a list of 1 items"),
    ("mangrovia", "three_and_four", assign(lambda d: pub(d), "drawn", 2),
     r"hidden\.drawn should hold a list of 2 items"),
    ("mangrovia", "three_and_four", assign(lambda d: seat(d, 0), "land", 2),
     r"hidden\.hands\[0\]\.land should hold 2 land"),
    ("mangrovia", "three_and_four", assign(lambda d: seat(d, 0)["seen"], "amulets", [1]),
     r"public\.seats\[0\]\.seen\.amulets holds more amulets than the seat holds \(0\)"),
    ("mangrovia", "three_and_four", assign(lambda d: d["hidden"]["decks"]["valuables"], 0, 99),
     r"hidden\.decks\.valuables\[0\] should hold one of 2, 3, 4, 5, 6, 7"),
    ("mangrovia", "three_and_four", assign(lambda d: pub(d)["display"], "valuables", [7, 7, 7, 7]),
     r"holds valuable card 7 once more than the game has \(6\)"),
    ("mangrovia", "three_and_four", assign(lambda d: pub(d)["display"], "land", ["sand", "sand"]),
     r"position: 1 land card\(s\) are in none of"),
    ("mangrovia", "three_and_four", assign(lambda d: pub(d), "boat", 12),
     r"public\.start should hold 2 \(the bowl's owner at action 12 takes the talisman\)"),
    ("mangrovia", "three_and_four", assign(lambda d: pub(d), "birds", ["reed", "reed"]),
     r"public\.birds should hold two different terrains of the oracle"),
]

MINIKIN: list[Case] = [
    ("minikin_city", "jade_minikins", assign(lambda d: pub(d), "supply", 70),
     r"public\.supply should hold 71 \(75 minikins less those on cards and waiting\), not 70"),
    ("minikin_city", "jade_minikins", assign(lambda d: pub(d)["markers"], 2, [0, None, None, None]),
     r"public\.markers\[2\] should hold this round's ranking \[2, 3, 0, 1\] from the first rank space on"),
    ("minikin_city", "jade_minikins", assign(lambda d: pub(d)["markers"], 1, [3, 2, 1, None]),
     r"public\.markers\[1\] should hold a seat on each rank space .* \(every seat ranked in a finished round\)"),
    ("minikin_city", "jade_minikins", assign(lambda d: seat(d, 2)["city"], 0, ["B19", 5]),
     r"public\.seats\[2\]\.city\[0\]\[1\] should hold an int from 0 to 4, not 5"),
    ("minikin_city", "jade_minikins", assign(lambda d: seat(d, 2)["city"], 0, ["G5", 1]),
     r"holds card 'G5' once more than the game has \(1\)"),
    ("minikin_city", "jade_minikins", assign(lambda d: pub(d)["rewards"], 0, 1),
     r"public\.rewards holds reward card 1 once more than the game has"),
    ("minikin_city", "jade_minikins", assign(lambda d: pub(d), "phase", "draft"),
     r"public\.phase should be where the game waits on a choice: .* goes on by itself to phase minikins"),
    ("minikin_city", "jade_minikins", assign(lambda d: pub(d), "tasks", []),
     r"public\.phase should be where the game waits on a choice"),
    ("minikin_city", "jade_minikins", assign(lambda d: pub(d)["plays"], 0, [3, "21"]),
     r"public\.plays\[0\]\[0\] should hold one of 2, not 3"),
    ("minikin_city", "jade_minikins", assign(lambda d: seat(d, 0), "hand", 4),
     r"public\.seats\[0\]\.hand should hold 3 \(the 4 cards kept, one drafted and one played a round\), not 4"),
    ("minikin_city", "jade_minikins", lambda d: seat(d, 0)["city"].pop(0),
     r"public\.seats\[0\]\.city should hold 3 cards \(one played a round\)"),
    ("minikin_city", "jade_minikins", assign(lambda d: seat(d, 0), "kept", False),
     r"public\.seats\[0\]\.kept should hold true \(everyone kept 4 cards before round 1\)"),
    ("minikin_city", "jade_minikins", assign(lambda d: seat(d, 0), "known", ["B3"]),
     r"hidden\.hands\[0\] should hold the known cards \['B3'\] in that order"),
    ("minikin_city", "jade_minikins", assign(lambda d: seat(d, 1), "tokens", [3, 3]),
     r"public\.seats\[1\]\.tokens holds bonus token 3 once more than the game has \(1\)"),
    ("minikin_city", "setup", assign(lambda d: seat(d, 1), "hand", 4),
     r"public\.seats\[1\]\.hand should hold 6 \(the deal, before the keep\)"),
    ("minikin_city", "setup", assign(lambda d: d["hidden"]["keep"], 0, ["B5"]),
     r"hidden\.keep\[0\] should hold one of None"),
    ("minikin_city", "final_scoring", assign(lambda d: pub(d), "end_markers", [0, 1, 2, 3]),
     r"public\.end_markers should hold \[1, 0, 2, 3\] \(the revealed totals from the highest"),
    ("minikin_city", "final_scoring", assign(lambda d: pub(d), "start", 3),
     r"public\.start should hold 0 \(round 8's first place starts the game's end\)"),
    ("minikin_city", "round1", assign(lambda d: pub(d), "stage", "extra"),
     r"public\.stage should hold play or rewards or draft in round 1"),
]


@pytest.mark.parametrize("name, scenario, damage, words", CARCASSONNE + MANGROVIA + MINIKIN)
def test_a_damaged_position_is_refused_naming_the_field(name: str, scenario: str, damage: Callable[[Doc], Any],
                                                        words: str) -> None:
    doc = tablekit.new_game(name, scenario=scenario, seed=1).position()
    tablekit.new_game(name, position=doc)  # undamaged, it loads
    damage(doc)
    with pytest.raises(ValueError, match=words):
        tablekit.new_game(name, position=doc)


def finished(name: str, scenario: str) -> Doc:
    """The scenario played to its end, always by the first legal action."""
    g = tablekit.new_game(name, scenario=scenario, seed=1)
    while not g.is_over:
        seat = g.to_act[0]
        g.play(seat, g.legal_ids(seat)[0])
    return g.position()


def test_a_finished_carcassonne_is_scored_again_from_its_board() -> None:
    doc = finished("carcassonne_hg", "final_meadows_with_tigers")
    tablekit.new_game("carcassonne_hg", position=doc)
    meadows = seat(doc, 0)["breakdown"]["meadows"]
    seat(doc, 0)["breakdown"]["meadows"] += 1
    seat(doc, 0)["score"] += 1
    with pytest.raises(ValueError, match=rf"seats\[0\]\.breakdown\.meadows should hold {meadows} \(what final "
                                         r"scoring gives on this board\)"):
        tablekit.new_game("carcassonne_hg", position=doc)


def test_a_finished_carcassonne_has_no_land_tiles_left() -> None:
    doc = finished("carcassonne_hg", "final_meadows_with_tigers")
    tile = doc["hidden"]["box"].pop()
    doc["hidden"]["land"].append(tile)
    pub(doc)["stacks"]["land"] = 1
    with pytest.raises(ValueError, match=r"public\.phase is over, but the land stack still holds tiles"):
        tablekit.new_game("carcassonne_hg", position=doc)


def test_mangrovia_ends_after_the_round_of_the_last_hut() -> None:
    g = tablekit.new_game("mangrovia", scenario="last_hut", seed=1)
    g.play(0, next(a for a in g.legal_ids(0) if a.startswith("build:")))
    doc = g.position()
    assert seat(doc, 0)["huts"] == 0 and pub(doc)["ending"] is True
    pub(doc)["ending"] = False
    with pytest.raises(ValueError, match=r"public\.ending should hold true \(a seat has built its last hut"):
        tablekit.new_game("mangrovia", position=doc)


def test_minikin_city_revealed_totals_are_the_hands() -> None:
    g = tablekit.new_game("minikin_city", scenario="final_ranking", seed=1)
    g.play(0, "draft:B20")
    doc = g.position()
    assert pub(doc)["phase"] == "extra" and len(pub(doc)["reveals"]) == 4
    tablekit.new_game("minikin_city", position=doc)
    pub(doc)["reveals"][0][1] += 1
    with pytest.raises(ValueError, match=r"public\.reveals should hold \[\[0, 33\], \[1, 35\], \[2, 24\], \[3, 24\]\] "
                                         r"\(each hand's red total\)"):
        tablekit.new_game("minikin_city", position=doc)


@pytest.mark.parametrize("name, scenario", [("carcassonne_hg", "wildfire"), ("mangrovia", "double"),
                                            ("minikin_city", "setup"), ("minikin_city", "final_ranking")])
def test_a_public_part_alone_is_dealt_consistently(name: str, scenario: str) -> None:
    """Without the hidden part the game deals what nobody sees: every seat's view keeps what is public."""
    g = tablekit.new_game(name, scenario=scenario, seed=1)
    dealt = tablekit.new_game(name, position=g.position(hidden=False), seed=5)
    assert dealt.view(None) | {"step": 0} == g.view(None) | {"step": 0}
    assert dealt.to_act == g.to_act
    other = tablekit.new_game(name, position=g.position(hidden=False), seed=6)
    assert other.position()["hidden"] != dealt.position()["hidden"]  # the seed deals it

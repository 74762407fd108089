"""Refused actions name the rule, and every scenario starts with Red to act."""

from __future__ import annotations

import pytest

from tablekit import IllegalAction
from tablekit.games.mangrovia.options import INFO

from .helpers import conserved, ids, new, refused, scenario


@pytest.mark.parametrize(("name", "action_id", "reason"), [
    (None, "fly:away", "not a Mangrovia action"),
    (None, "bowl:9", "there is no site '9'"),
    (None, "build:C4:3+4", "still placing bowls"),
    ("three_and_four", "bowl:3", "placed before the boat sets out"),
    ("three_and_four", "build:Z9:3", "no space 'Z9'"),
    ("three_and_four", "build:C4:x", "values joined by '\\+'"),
    ("three_and_four", "display:v2", "now you build a hut or nothing"),
    ("three_and_four", "birds:reed+sand", "only action 12 moves the birds"),
    ("three_and_four", "keep:2+3", "no amulets were drawn"),
    ("oracle", "amulets", "not the amulet action"),
    ("oracle", "pass", "does not build"),
    ("amulet_level", "keep:3", "keep exactly 2"),
])
def test_a_refused_action_names_the_rule_and_changes_nothing(name, action_id, reason):
    refused(new() if name is None else scenario(name), action_id, reason)


def test_a_display_card_that_is_not_there_is_refused():
    g = scenario("three_and_four")
    g.play(0, "pass")
    with pytest.raises(IllegalAction, match="now you draw a card from a deck"):
        g.play(0, "display:v7")


@pytest.mark.parametrize("name", sorted(INFO.scenarios))
def test_every_scenario_starts_with_red_to_act(name):
    g = scenario(name)
    assert g.to_act == [0] and ids(g) and conserved(g)

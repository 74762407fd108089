"""Language-free messages: keys, arguments, both languages, and labels that stay English for Python users."""

from __future__ import annotations

import pytest

import tablekit
from tablekit.core import text
from tablekit.core.actions import Action
from tablekit.core.text import Messages, T, render


def test_a_catalogue_must_give_japanese_for_every_key_with_the_same_placeholders() -> None:
    with pytest.raises(ValueError, match="Japanese lacks"):
        Messages("t1", {"a": "x", "b": "y"}, {"a": "x"})
    with pytest.raises(ValueError, match="placeholders differ"):
        Messages("t2", {"a": "{n} x"}, {"a": "{m} x"})


def test_messages_render_nested_arguments_and_lists_in_each_language() -> None:
    M = Messages("t3", {"take": "{who} takes {what}", "a": "apple", "b": "pear", "who": "Ann"},
                 {"take": "{who}が{what}を取る", "a": "りんご", "b": "なし", "who": "アン"})
    message = M("take", who=M("who"), what=[M("a"), M("b"), 3])
    assert render(message) == "Ann takes apple, pear, 3"
    assert render(message, "ja") == "アンがりんご、なし、3を取る"


def test_an_action_label_is_english_and_its_text_is_kept_for_other_languages() -> None:
    M = Messages("t4", {"go": "Go {n}"}, {"go": "{n}進む"})
    action = Action("go:2", M("go", n=2))
    assert action.label == "Go 2" and action.to_dict("ja") == {"id": "go:2", "label": "2進む"}
    assert action.text == T("t4.go", n=2)


def test_unknown_languages_are_refused_listing_the_choices() -> None:
    with pytest.raises(ValueError, match="languages: en, ja"):
        text.check_language("fr")
    with pytest.raises(ValueError, match="languages: en, ja"):
        tablekit.set_language("fr")


def test_every_registered_key_has_both_languages() -> None:
    tablekit.games()  # registers every game's catalogue
    found = text.keys()
    assert found["en"] == found["ja"]
    assert all(text.placeholders(text.template(k)) == text.placeholders(text.template(k, "ja")) for k in found["en"])

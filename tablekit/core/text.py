"""Language-free text: engines name what they say by a message key and its arguments; the table renders it.

A game registers its catalogue once (English and Japanese templates); labels and events hold ``T`` values, so
records and golden files depend on ids and English only, and a table can speak another language.

>>> M = Messages("demo", {"hello": "{who} says hello", "seat.0": "Fox"},
...              {"hello": "{who}があいさつする", "seat.0": "キツネ"})
>>> greeting = M("hello", who=M("seat.0"))
>>> render(greeting), render(greeting, "ja")
('Fox says hello', 'キツネがあいさつする')
>>> render(["plain", M("seat.0")])
['plain', 'Fox']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

LANGUAGES = ("en", "ja")
_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_JOIN = {"en": ", ", "ja": "、"}
_CATALOGUE: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
_DEFAULT = {"lang": "en"}


class T(tuple):
    """A message: its key and its arguments (str, numbers, other ``T`` or lists of those). Cheap to make.

    >>> T("core.ui.undo").key
    'core.ui.undo'
    """

    __slots__ = ()

    def __new__(cls, key: str, **args: Any) -> T:
        return tuple.__new__(cls, (key, args))

    @property
    def key(self) -> str:
        return self[0]

    @property
    def args(self) -> dict[str, Any]:
        return self[1]

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.args.items())
        return f"T({self.key!r}{args})"

    def __str__(self) -> str:
        return render(self)


Text = str | T


def placeholders(template: str) -> set[str]:
    """The argument names a template uses.

    >>> sorted(placeholders("{a} and {b}"))
    ['a', 'b']
    """
    return set(_PLACEHOLDER.findall(template))


def register(prefix: str, en: Mapping[str, str], ja: Mapping[str, str]) -> None:
    """Add a catalogue under ``prefix.``; Japanese must cover every English key with the same placeholders."""
    missing = sorted(set(en) - set(ja))
    extra = sorted(set(ja) - set(en))
    if missing or extra:
        raise ValueError(f"{prefix} messages: Japanese lacks {missing} / has keys English lacks {extra}")
    for key, template in en.items():
        if placeholders(template) != placeholders(ja[key]):
            raise ValueError(f"{prefix}.{key}: placeholders differ between English and Japanese")
    _CATALOGUE["en"].update({f"{prefix}.{k}": v for k, v in en.items()})
    _CATALOGUE["ja"].update({f"{prefix}.{k}": v for k, v in ja.items()})


class Messages:
    """A game's catalogue, registered on creation; calling it makes a ``T`` with the game's prefix."""

    __slots__ = ("prefix",)

    def __init__(self, prefix: str, en: Mapping[str, str], ja: Mapping[str, str]) -> None:
        register(prefix, en, ja)
        self.prefix = prefix

    def __call__(self, key: str, **args: Any) -> T:
        return tuple.__new__(T, (f"{self.prefix}.{key}", args))  # T(...) without a second Python-level call


def template(key: str, lang: str = "en") -> str:
    """The template of ``key`` in ``lang`` (English when the language lacks it); KeyError if unknown."""
    found = _CATALOGUE.get(lang, {}).get(key)
    return found if found is not None else _CATALOGUE["en"][key]


def templates(prefixes: tuple[str, ...], lang: str = "en") -> dict[str, str]:
    """Every template whose key starts with one of ``prefixes``, in ``lang`` (English where it has none)."""
    chosen = {k: v for k, v in _CATALOGUE["en"].items() if k.startswith(prefixes)}
    chosen.update({k: v for k, v in _CATALOGUE.get(lang, {}).items() if k.startswith(prefixes)})
    return chosen


def keys() -> dict[str, set[str]]:
    """Every registered key, per language (for tests)."""
    return {lang: set(found) for lang, found in _CATALOGUE.items()}


def render(text: Any, lang: str = "en") -> Any:
    """Render a ``T`` (or a str, or a list/tuple of either) in ``lang``."""
    if isinstance(text, T):
        args = text.args
        source = template(text.key, lang)
        if not args:
            return source
        return _PLACEHOLDER.sub(lambda m: _value(args[m.group(1)], lang), source)
    if isinstance(text, (list, tuple)):
        return [render(item, lang) for item in text]
    return text


def _value(value: Any, lang: str) -> str:
    if isinstance(value, T):
        return render(value, lang)
    if isinstance(value, (list, tuple)):
        return _JOIN.get(lang, ", ").join(_value(v, lang) for v in value)
    return str(value)


def listed(items: Iterable[Any], lang: str | None = None) -> str:
    """Texts, numbers or messages in a row, as ``lang`` (default: the current language) writes a list.

    >>> listed(["A1", "B2"], "en"), listed(["毒", 3], "ja")
    ('A1, B2', '毒、3')
    """
    return _value(list(items), lang or default_language())


def seat_name(info: Any, seat: int, lang: str = "en") -> str:
    """A seat's name in ``lang``: the game's ``seat.<i>`` message when it has one, else its English name."""
    return render(seat_text(info, seat), lang)


def seat_text(info: Any, seat: int) -> Text:
    """A seat's name as text: the game's ``seat.<i>`` message when it has one, else its English name."""
    key = f"{info.name}.seat.{seat}"
    return T(key) if key in _CATALOGUE["en"] else info.seat_name(seat)


def game_title(info: Any, lang: str = "en") -> str:
    """A game's title in ``lang``: its ``<game>.title`` message when it has one, else ``info.title``."""
    key = f"{info.name}.title"
    return template(key, lang) if key in _CATALOGUE["en"] else info.title


def register_scenarios(info: Any, ja: Mapping[str, str]) -> None:
    """Register a game's scenario descriptions under ``<game>.scenario.``: English from each ``Scenario.doc``
    (its one English source), Japanese from ``ja``, which must describe every scenario."""
    register(f"{info.name}.scenario", {name: s.doc for name, s in info.scenarios.items()}, ja)


def scenario_text(info: Any, name: str, lang: str = "en") -> str:
    """What scenario ``name`` of a game shows, in ``lang``; KeyError if the game has no such scenario.

    >>> import tablekit
    >>> info = tablekit.new_game("luxor", players=2, seed=0).info
    >>> scenario_text(info, "osiris") == info.scenarios["osiris"].doc
    True
    >>> scenario_text(info, "osiris", "ja")
    '1のカードでオシリスタイル（2）に着き、冒険者はそこからホルスタイルまで進む'
    """
    info.scenarios[name]  # an unknown scenario is a KeyError naming it, whatever the language
    return template(f"{info.name}.scenario.{name}", check_language(lang))


def set_language(lang: str) -> None:
    """Make ``lang`` the language of every table made from now on (``Table(lang=...)`` still overrides it).

    >>> set_language("ja"); default_language()
    'ja'
    >>> set_language("en")
    """
    _DEFAULT["lang"] = check_language(lang)


def default_language() -> str:
    return _DEFAULT["lang"]


def check_language(lang: Any) -> str:
    """``lang`` if it is a supported language, else a ValueError listing them."""
    if lang not in LANGUAGES:
        raise ValueError(f"language {lang!r} is not available; languages: {', '.join(LANGUAGES)}")
    return lang

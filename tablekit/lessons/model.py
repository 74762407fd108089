"""A lesson as data: its steps, the position each starts from, and what the pupil should do in it.

Everything here is checked as untrusted input (a lesson file is one): a ``ValueError`` names the field, e.g.
``steps[2].expect``, and what it should hold. See docs/lessons.md for the file format.

>>> lesson = Lesson.from_dict({"tablekit_lesson": 1, "game": "mangrovia", "title": {"en": "Pay", "ja": "払う"},
...     "steps": [{"start": {"scenario": "three_and_four"}, "text": {"en": "Build on C4.", "ja": "C4に建てよう。"},
...                "expect": "build:C4:3+4"}]})
>>> lesson.steps[0].expect, lesson.players, lesson.steps[0].text.get("ja")
(('build:C4:3+4',), 3, 'C4に建てよう。')
>>> Lesson("mangrovia", "Pay", [{"text": "Build.", "expect": "pass"}])
Traceback (most recent call last):
...
ValueError: steps[0].start: the first step needs a start (a scenario, a position or players)
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.game import Game, new_game
from ..core.info import GameInfo
from ..core.inputs import json_value, read_json, seed, shown, whole
from ..core.registry import games, state_class
from ..core.text import LANGUAGES
from .conditions import Condition, checked

FORMAT = 1  # the value of a lesson file's "tablekit_lesson" key
MAX_STEPS = 200
MAX_EXPECTED = 100
MAX_ID = 200  # the longest action id a table accepts
MAX_WORDS = 4000  # characters in one text of a step
LESSON_KEYS = ("tablekit_lesson", "game", "title", "pupil", "steps")
STEP_KEYS = ("text", "start", "expect", "why", "until", "watch")
START_KEYS = ("scenario", "position", "players", "seed")
DEFAULT_SEED = 1  # a lesson replays the same deal every time unless its start names a seed


def _keys(value: Any, allowed: Sequence[str], field: str, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(f"{field} must be {what} (a JSON object), not {shown(value)}")
    unknown = [k for k in value if k not in allowed]
    if unknown:
        raise ValueError(f"{field}: unknown key {shown(unknown[0])}; keys: {', '.join(allowed)}")
    return value


@dataclass(frozen=True)
class Words:
    """A text in every language of the tables (English and Japanese), e.g. a step's instructions.

    >>> Words.of({"en": "Play the 5.", "ja": "5を出そう。"}, "text").get("ja"), Words.of("Go", "text").get("ja")
    ('5を出そう。', 'Go')
    """

    texts: tuple[tuple[str, str], ...]

    @classmethod
    def of(cls, value: Any, field: str, both: bool = False) -> Words:
        """``value`` as words: one string for every language (not with ``both``, as in a file), or an object of
        one string per language."""
        if isinstance(value, Words):
            return value
        if isinstance(value, str) and not both:
            value = dict.fromkeys(LANGUAGES, value)
        if not isinstance(value, dict) or set(value) != set(LANGUAGES):
            given = "a string or " if not both else ""
            raise ValueError(f"{field} must be {given}an object with a text for each of {', '.join(LANGUAGES)}, "
                             f"not {shown(value)}")
        for lang in LANGUAGES:
            text = value[lang]
            if not isinstance(text, str) or not 0 < len(text.strip()) <= MAX_WORDS:
                raise ValueError(f"{field}.{lang} must be a text of 1 to {MAX_WORDS} characters, not {shown(text)}")
        return cls(tuple((lang, value[lang]) for lang in LANGUAGES))

    def get(self, lang: str) -> str:
        return dict(self.texts).get(lang, self.texts[0][1])

    def to_dict(self) -> dict[str, str]:
        return dict(self.texts)


@dataclass(frozen=True)
class Start:
    """The position a step starts from: a packaged scenario, a position (a document or a file, see
    docs/positions.md), or a new game of ``players``; ``seed`` deals what is still to come."""

    scenario: str | None = None
    position: Any = None
    players: int | None = None
    seed: int = DEFAULT_SEED

    @classmethod
    def of(cls, value: Any, info: GameInfo, field: str, folder: Path | None = None) -> Start:
        value = _keys(value, START_KEYS, field, "a start")
        kinds = [k for k in ("scenario", "position", "players") if k in value]
        if len(kinds) != 1:
            raise ValueError(f"{field} names exactly one of scenario, position or players, not {shown(kinds)}")
        chosen = seed(value.get("seed", DEFAULT_SEED), f"{field}.seed")
        if "scenario" in value:
            name = value["scenario"]
            if not isinstance(name, str) or name not in info.scenarios:
                raise ValueError(f"{field}.scenario: {shown(name)} is not a scenario of {info.name}; scenarios: "
                                 f"{', '.join(info.scenarios) or 'none'}")
            return cls(scenario=name, seed=chosen)
        if "players" in value:
            players = whole(value["players"], f"{field}.players", info.min_players, info.max_players)
            return cls(players=players, seed=chosen)
        position = value["position"]
        if isinstance(position, (str, os.PathLike)):
            path = Path(position)
            position = str(path if folder is None or path.is_absolute() else folder / path)
        elif isinstance(position, dict):
            position = json_value(position, f"{field}.position")
        else:
            raise ValueError(f"{field}.position is a position document (an object) or the path of its file, "
                             f"not {shown(position)}")
        return cls(position=position, seed=chosen)

    def game(self, name: str) -> Game:
        """A new game of ``name`` at this start."""
        if self.position is not None:
            return new_game(name, seed=self.seed, position=self.position)
        return new_game(name, players=self.players, seed=self.seed, scenario=self.scenario)

    def to_dict(self) -> dict[str, Any]:
        kind = next((k, v) for k, v in (("scenario", self.scenario), ("position", self.position),
                                        ("players", self.players)) if v is not None)
        return {kind[0]: kind[1], "seed": self.seed}


@dataclass(frozen=True)
class Step:
    """One step: its ``text``, where it starts (None: where the last step ended), and what the pupil does.

    Exactly one of: ``expect`` (the moves the step wants, by action id: any one of them ends the step; a legal
    move outside them is not played, and ``why`` says why, else ``text``), ``until`` (the pupil plays freely until
    the condition holds) or ``watch`` (bots play every seat, the pupil's too, until the condition holds).
    """

    text: Words
    start: Start | None = None
    expect: tuple[str, ...] = ()
    why: Words | None = None
    until: Condition | None = None
    watch: Condition | None = None

    @property
    def kind(self) -> str:
        return "expect" if self.expect else "watch" if self.watch is not None else "free"

    @property
    def condition(self) -> Condition | None:
        return self.watch if self.watch is not None else self.until

    def to_dict(self) -> dict[str, Any]:
        """The step as a lesson file holds it (a condition given as a function has no file form)."""
        out: dict[str, Any] = {"text": self.text.to_dict()}
        if self.start is not None:
            out["start"] = self.start.to_dict()
        if self.expect:
            out["expect"] = list(self.expect)
        if self.why is not None:
            out["why"] = self.why.to_dict()
        for key in ("until", "watch"):
            value = getattr(self, key)
            if value is not None:
                if not isinstance(value, dict):
                    raise ValueError(f"a step whose {key} is a Python function cannot be written to a file")
                out[key] = dict(value)
        return out


def _expected(value: Any, field: str) -> tuple[str, ...]:
    ids = [value] if isinstance(value, str) else value
    if not isinstance(ids, list) or not 0 < len(ids) <= MAX_EXPECTED:
        raise ValueError(f"{field} is an action id or a list of 1 to {MAX_EXPECTED} of them, not {shown(value)}")
    for i, action in enumerate(ids):
        if not isinstance(action, str) or not 0 < len(action) <= MAX_ID:
            raise ValueError(f"{field}[{i}] must be an action id (a string of 1 to {MAX_ID} characters), "
                             f"not {shown(action)}")
    if len(set(ids)) != len(ids):
        raise ValueError(f"{field} names an action twice: {shown(ids)}")
    return tuple(ids)


def step_of(value: Any, info: GameInfo, players: int | None, field: str, folder: Path | None = None) -> Step:
    """``value`` (a step of a lesson file, or the same keys in Python) as a checked :class:`Step`."""
    if isinstance(value, Step):  # checked again: its start and conditions must fit this lesson's game
        value = {k: getattr(value, k) for k in STEP_KEYS if getattr(value, k) not in (None, ())}
        if "expect" in value:
            value["expect"] = list(value["expect"])
    value = _keys(value, STEP_KEYS, field, "a step")
    if "text" not in value:
        raise ValueError(f"{field}.text: every step has a text (what the pupil reads)")
    doing = [k for k in ("expect", "until", "watch") if k in value]
    if len(doing) != 1:
        raise ValueError(f"{field} holds exactly one of expect, until or watch (what the pupil does), "
                         f"not {shown(doing)}")
    if "why" in value and "expect" not in value:
        raise ValueError(f"{field}.why explains a move the step does not want: only a step with expect has one")
    start = value.get("start")
    if start is not None and not isinstance(start, Start):
        start = Start.of(start, info, f"{field}.start", folder)
    seats = players if start is None or start.scenario is None else info.scenarios[start.scenario].players
    if start is not None and start.players is not None:
        seats = start.players
    if players is not None and seats is not None and seats != players:
        raise ValueError(f"{field}.start is for {seats} players, but the lesson's table has {players}: every step "
                         f"is played at the same table")
    both = folder is not None  # a file gives every text in every language
    return Step(
        text=Words.of(value["text"], f"{field}.text", both),
        start=start,
        expect=_expected(value["expect"], f"{field}.expect") if "expect" in value else (),
        why=Words.of(value["why"], f"{field}.why", both) if "why" in value else None,
        until=checked(value["until"], info, seats or info.max_players, f"{field}.until") if "until" in value else None,
        watch=checked(value["watch"], info, seats or info.max_players, f"{field}.watch") if "watch" in value else None,
    )


@dataclass(frozen=True)
class Lesson:
    """A guided lesson for one game: a title and steps (see :class:`Step`); ``pupil`` is the seat the pupil plays
    (bots play the others). Show it with ``lesson.table()`` or ``tablekit.Table(game, lesson=lesson)``.

    ``Lesson(game, title, steps)`` checks what it is given as a file is checked (steps may be Step objects or
    dicts of a file's keys; in Python a text may be one string and a condition a function).
    """

    game: str
    title: Words
    steps: tuple[Step, ...]
    pupil: int = 0
    players: int = field(default=0, compare=False)

    def __init__(self, game: str, title: Any, steps: Sequence[Any], pupil: int = 0, *,
                 _folder: Path | None = None) -> None:
        if not isinstance(game, str) or game not in games():
            raise ValueError(f"game: {shown(game)} is not a tablekit game; games: {', '.join(games())}")
        info = state_class(game).info
        both = _folder is not None
        words = Words.of(title, "title", both)
        if not isinstance(steps, (list, tuple)) or not 0 < len(steps) <= MAX_STEPS:
            raise ValueError(f"steps must be a list of 1 to {MAX_STEPS} steps, not {shown(steps)}")
        checked_steps: list[Step] = []
        players: int | None = None
        for i, raw in enumerate(steps):
            made = step_of(raw, info, players, f"steps[{i}]", _folder)
            if i == 0 and made.start is None:
                raise ValueError("steps[0].start: the first step needs a start (a scenario, a position or players)")
            if players is None and made.start is not None:
                players = _players(made.start, game, info)
            checked_steps.append(made)
        assert players is not None
        pupil = whole(pupil, "pupil", 0, players - 1)
        object.__setattr__(self, "game", game)
        object.__setattr__(self, "title", words)
        object.__setattr__(self, "steps", tuple(checked_steps))
        object.__setattr__(self, "pupil", pupil)
        object.__setattr__(self, "players", players)

    @classmethod
    def from_dict(cls, doc: Any, folder: Path | None = None) -> Lesson:
        """A lesson from the JSON document of a lesson file (checked as untrusted: every text in both
        languages); ``folder`` is where a position path in it is found from."""
        doc = _keys(json_value(doc, "lesson"), LESSON_KEYS, "lesson", "a lesson")
        if doc.get("tablekit_lesson") != FORMAT or isinstance(doc.get("tablekit_lesson"), bool):
            raise ValueError(f"tablekit_lesson must be {FORMAT} (the lesson format this tablekit reads), not "
                             f"{shown(doc.get('tablekit_lesson'))}")
        for key in ("game", "title", "steps"):
            if key not in doc:
                raise ValueError(f"{key}: a lesson file needs one")
        return cls(doc["game"], doc["title"], doc["steps"], doc.get("pupil", 0), _folder=folder or Path.cwd())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Lesson:
        """A lesson from its JSON file (see docs/lessons.md); ``ValueError`` names what is wrong in it."""
        doc = read_json(path, "lesson file")
        return cls.from_dict(doc, Path(os.fspath(path)).resolve().parent)

    def to_dict(self) -> dict[str, Any]:
        """The lesson file's document."""
        return {"tablekit_lesson": FORMAT, "game": self.game, "title": self.title.to_dict(), "pupil": self.pupil,
                "steps": [s.to_dict() for s in self.steps]}

    def table(self, **options: Any) -> Any:
        """A :class:`tablekit.Table` that plays this lesson from its first step's start (options as for Table)."""
        from ..widget.table import Table

        start = self.steps[0].start
        assert start is not None
        return Table(start.game(self.game), lesson=self, **options)


def _players(start: Start, game: str, info: GameInfo) -> int:
    if start.scenario is not None:
        return info.scenarios[start.scenario].players
    if start.players is not None:
        return start.players
    return start.game(game).players  # a position: loaded once here, so a bad one is refused at once


def shipped(game: str, name: str = "first_turn") -> Lesson:
    """A lesson shipped with tablekit: ``tablekit/games/<game>/lessons/<name>.json``.

    >>> shipped("luxor").title.get("en")
    'Luxor: your hand keeps its order'
    """
    from importlib.resources import files

    if not isinstance(game, str) or game not in games():
        raise ValueError(f"{shown(game)} is not a tablekit game; games: {', '.join(games())}")
    folder = files("tablekit") / "games" / game / "lessons"
    names = sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".json")) if folder.is_dir() else []
    if name not in names:
        raise ValueError(f"{game} has no lesson {shown(name)}; lessons: {', '.join(names) or 'none'}")
    return Lesson.load(str(folder / f"{name}.json"))


def as_lesson(value: Any) -> Lesson:
    """A Lesson, or the path of a lesson file, as a Lesson."""
    if isinstance(value, Lesson):
        return value
    if isinstance(value, (str, os.PathLike)):
        return Lesson.load(value)
    if isinstance(value, Mapping):
        return Lesson.from_dict(dict(value))
    raise ValueError(f"lesson is a tablekit.Lesson, a lesson file's path or its document, not {shown(value)}")

"""Guided lessons: steps that ask the pupil for the move a rulebook describes, at a table that says why another
move is not the one wanted, with a hint and a way back. See docs/lessons.md for the file format.

>>> import tablekit
>>> lesson = tablekit.lesson("carcassonne_hg")
>>> lesson.game, len(lesson.steps) > 1, lesson.steps[0].kind
('carcassonne_hg', True, 'expect')
"""

from __future__ import annotations

from .guide import Guide, rehearse
from .model import Lesson, Start, Step, Words, as_lesson, shipped

__all__ = ["Guide", "Lesson", "Start", "Step", "Words", "as_lesson", "rehearse", "shipped"]

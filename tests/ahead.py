"""Slow work of parametrized tests (a notebook's run), done ahead of them two at a time in the tests' order, so a
2-core machine runs one while the other waits or is checked; each test still takes, checks and fails on its own."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from concurrent.futures import Executor, Future
from contextlib import contextmanager
from typing import Any

import pytest

WORKERS = 2


def selected_params(request: pytest.FixtureRequest, test: str, name: str) -> list[Any]:
    """The values of parameter ``name`` of the session's selected runs of test function ``test``, in run order."""
    return [item.callspec.params[name] for item in request.session.items
            if getattr(item, "originalname", None) == test and name in item.callspec.params]


class Ahead:
    """``work(key)`` submitted for every key at once to an executor of two workers; ``result(key)`` waits for it
    (or runs it on the spot for a key that was not selected)."""

    def __init__(self, executor: Executor, work: Callable[..., Any], keys: list[Hashable], *args: Any) -> None:
        self.work, self.args = work, args
        self.futures: dict[Hashable, Future[Any]] = {key: executor.submit(work, key, *args) for key in keys}

    def result(self, key: Hashable) -> Any:
        future = self.futures.pop(key, None)
        return self.work(key, *self.args) if future is None else future.result()


@contextmanager
def ahead(executor: Executor, work: Callable[..., Any], keys: list[Hashable], *args: Any) -> Iterator[Ahead]:
    """An :class:`Ahead` whose executor is shut down afterwards, with whatever work no test took cancelled."""
    with executor:
        runs = Ahead(executor, work, keys, *args)
        try:
            yield runs
        finally:
            for future in runs.futures.values():
                future.cancel()

import pytest

import tablekit

from .profile import DEEP, TALLY, report


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "game_name" in metafunc.fixturenames:
        metafunc.parametrize("game_name", tablekit.games())


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if TALLY:
        profile = "deep (TABLEKIT_FUZZ=deep)" if DEEP else "bounded for CI (TABLEKIT_FUZZ=deep for a long run)"
        terminalreporter.section(f"fuzz counts, {profile}")
        for row in report():
            terminalreporter.write_line(row)

import pytest

import tablekit


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "game_name" in metafunc.fixturenames:
        metafunc.parametrize("game_name", tablekit.games())

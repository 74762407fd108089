"""Helpers of the browser tests, importable from here as before; their fixtures (lab, browser, page,
notebook_copy) are registered once for every test folder in tests/conftest.py, so a session has one Chromium."""

from .fixtures import (  # noqa: F401
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    FAILED,
    ROOT,
    START_TIMEOUT_S,
    Lab,
    _free_port,
    _quiet_settings,
    _tail,
    _wait_until_up,
    publish_timing,
    running_lab,
    write_notebook,
)

"""Helpers of the browser tests (their fixtures are registered once for every test folder in tests/conftest.py)."""

from .fixtures import ARTIFACTS, CHROMIUM, ROOT, Lab, publish_timing, running_lab  # noqa: F401

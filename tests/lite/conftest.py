"""The browser fixtures (Chromium through Playwright, a failure screenshot) shared with the JupyterLite test."""

from ..browser.conftest import browser, page, pytest_runtest_makereport  # noqa: F401

"""The browser fixtures (JupyterLab, Chromium through Playwright, a failure screenshot) for the Japanese table."""

from ..browser.conftest import browser, lab, page, pytest_runtest_makereport  # noqa: F401

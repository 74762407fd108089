"""Fixtures shared by every test folder, registered once so that one session has one Chromium and one JupyterLab
(the browser, Binder, JupyterLite and language tests all drive them)."""

from .browser.fixtures import browser, lab, notebook_copy, page, pytest_runtest_makereport, wire  # noqa: F401

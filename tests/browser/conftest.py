"""The browser tests' fixtures and helpers live in ``fixtures.py``; the fixtures (lab, browser, page,
notebook_copy, wire) are registered once for every test folder in tests/conftest.py, so a session has one Chromium."""

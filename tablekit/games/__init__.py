"""One sub-package per game. Import from them with ``from tablekit.games.amanite import ...``:
``tablekit.games`` itself is the function listing the registered games."""

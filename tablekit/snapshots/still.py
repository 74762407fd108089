"""The still picture that stands in for a live table wherever widgets do not run.

How a table is shown (``display(table)``, or a table as a cell's last line): as **two outputs**,

1. the widget itself (``application/vnd.jupyter.widget-view+json``, with a one-line ``text/plain``), then
2. a plain ``text/html`` output holding :func:`tablekit.snapshot` of what the table's screen shows (its current
   viewer; a spectator while the hotseat curtain is up), inside ``<div class="tablekit-snapshot tablekit-still">``.

Why two outputs and not one bundle with a fallback: an exporter picks *one* mime type per output, and
``jupyter nbconvert --to html --execute`` (which stores widget state by default) picks the widget view whenever the
widget's model is in the stored state, writing only a ``<script>`` tag whose loader comes from a CDN; the
``text/html`` beside it in the same output is dropped, so an offline page showed an empty output. A second output
is shown by every reader that does not run widgets: nbconvert's HTML (offline or not), GitHub's notebook preview
(it shows ``text/html`` and ``image/svg+xml`` outputs, runs no scripts and shows no widget), nbviewer, a printed
page, JupyterLab opened without a kernel. (GitHub refuses a notebook whose ``metadata.widgets`` lacks its ``state``
key; nbconvert's stored state has one.)

Where the widget does run, the picture must not show twice. The rule :data:`HIDE_BESIDE_LIVE_TABLE` does that: it
travels in the table's own CSS (the widget's ``_css``), which the page only receives when the widget is drawn, so
it hides a picture output only right after a drawn table (JupyterLab, Notebook 7 and Voilà all lay outputs out as
``.jp-OutputArea-child`` siblings; it needs CSS ``:has()``, in every browser JupyterLab 4 supports). An exported
page opened online that manages to draw the widget hides the picture the same way.

The picture is redrawn after every cell in which its table changed (an IPython ``post_run_cell`` hook updating the
output by its display id), so an executed notebook's picture shows each table as the run left it; clicks in a live
table update it at the next cell run, not at every click (a hidden picture costs nothing while one plays).

>>> import tablekit
>>> bundle = still_bundle(tablekit.snapshot(tablekit.new_game("luxor", players=2, seed=1)))
>>> sorted(bundle), 'class="tablekit-snapshot tablekit-still"' in bundle["text/html"]
(['text/html', 'text/plain'], True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import Snapshot

STILL = "tablekit-still"
HIDE_BESIDE_LIVE_TABLE = (
    f".jp-OutputArea-child:has(.tk-root) + .jp-OutputArea-child:has(.{STILL}) {{ display: none; }}\n"
)


def still_bundle(picture: Snapshot) -> dict[str, str]:
    """The picture's output: ``text/html`` (the SVG inline, so that it scales and prints) and a text line."""
    html = picture._repr_html_().replace('class="tablekit-snapshot"', f'class="tablekit-snapshot {STILL}"', 1)
    return {"text/html": html, "text/plain": "(a picture of the table above)"}


class StillPicture:
    """The still picture outputs of one table: shown after each display of it, redrawn after cells that changed
    the table. ``draw()`` makes the current picture, ``key()`` says when it would differ."""

    def __init__(self, display_id: str, draw: Any, key: Any) -> None:
        self.display_id = display_id
        self._draw = draw
        self._key = key
        self._shown: object = None
        self._hooked: Any = None

    def show(self) -> None:
        """Add the picture as an output of the running cell (after the widget's own output)."""
        from IPython.display import display

        self._shown = self._key()
        display(still_bundle(self._draw()), raw=True, display_id=self.display_id)
        shell = _shell()
        if shell is not None and self._hooked is None:
            self._hooked = shell
            shell.events.register("post_run_cell", self.refresh)

    def refresh(self, *_result: Any) -> None:
        """Redraw every shown copy of the picture when the table has changed since it was drawn."""
        from IPython.display import update_display

        key = self._key()
        if key is None:  # the table is closed: nothing to follow any more
            self.stop()
        elif key != self._shown:
            self._shown = key
            update_display(still_bundle(self._draw()), raw=True, display_id=self.display_id)

    def stop(self) -> None:
        if self._hooked is not None:
            self._hooked.events.unregister("post_run_cell", self.refresh)
            self._hooked = None


def _shell() -> Any:
    import sys

    ipython = sys.modules.get("IPython")
    return ipython.get_ipython() if ipython is not None else None

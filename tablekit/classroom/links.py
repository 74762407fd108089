"""The join links of a classroom server, as the teacher sees them in the notebook: each link as text and QR code.

The links hold the seats' tokens, so they never go into the widget's synced state (which a notebook may save):
the page asks for them with a message once it is drawn, and the answer lives only on the page. What the widget
state does hold is public: the game, the seats' names and kinds, how many pages each has open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import anywidget
import segno
import traitlets as t

from ..core import text
from .words import M

if TYPE_CHECKING:
    from .server import Server

_ESM = """
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "tk-links";
  el.append(box);
  let links = [];
  const node = (tag, cls, words) => Object.assign(document.createElement(tag), { className: cls || "",
    textContent: words ?? "" });
  function draw() {
    const rows = model.get("rows");
    const words = model.get("words");
    box.replaceChildren(node("h4", "tk-links-title", words.title));
    if (model.get("stopped")) { box.append(node("p", "tk-links-note", words.stopped)); return; }
    box.append(node("p", "tk-links-note", words.hint));
    if (words.local) box.append(node("p", "tk-links-note tk-links-local", words.local));
    const grid = node("div", "tk-links-grid");
    rows.forEach((row, i) => {
      const card = node("figure", "tk-link");
      card.setAttribute("data-seat", row.seat);
      const link = links[i];
      if (link) {
        card.append(Object.assign(document.createElement("img"), { src: link.qr, alt: link.url, width: 148,
          height: 148 }));
      }
      const caption = node("figcaption", "");
      caption.append(node("strong", "", row.label));
      if (row.bot) caption.append(node("span", "tk-link-tag", words.bot));
      caption.append(node("span", row.pages ? "tk-link-on" : "tk-link-off",
        row.pages ? words.connected.replace("{n}", row.pages) : words.nobody));
      if (link) {
        const a = node("a", "tk-link-url", link.url);
        a.href = link.url; a.target = "_blank"; a.rel = "noreferrer";
        caption.append(a);
      }
      card.append(caption);
      grid.append(card);
    });
    box.append(grid);
  }
  model.on("msg:custom", (msg) => { if (msg && msg.type === "links") { links = msg.links; draw(); } });
  model.on("change:rows change:stopped", draw);
  draw();
  model.send({ type: "links" });
}
export default { render };
"""

_CSS = """
.tk-links { font-family: var(--jp-ui-font-family, system-ui, sans-serif); font-size: 13px;
  color: var(--jp-ui-font-color1, #1f2933); }
.tk-links-title { margin: 4px 0 6px; font-size: 15px; }
.tk-links-note { margin: 2px 0 8px; color: var(--jp-ui-font-color2, #5f6b76); max-width: 780px; }
.tk-links-local { color: var(--jp-warn-color1, #a15c00); }
.tk-links-grid { display: flex; flex-wrap: wrap; gap: 12px; }
.tk-link { margin: 0; padding: 10px; width: 200px; border: 1px solid var(--jp-border-color2, #dfe3e8);
  border-radius: 10px; background: var(--jp-layout-color0, #fff); display: flex; flex-direction: column;
  align-items: center; gap: 6px; }
.tk-link img { background: #fff; border-radius: 4px; image-rendering: pixelated; }
.tk-link figcaption { display: flex; flex-direction: column; align-items: center; gap: 2px; width: 100%; }
.tk-link-url { font-family: var(--jp-code-font-family, monospace); font-size: 10px; word-break: break-all;
  text-align: center; color: var(--jp-content-link-color, #2563eb); }
.tk-link-on { color: #2f9e55; font-weight: 600; }
.tk-link-off, .tk-link-tag { color: var(--jp-ui-font-color2, #5f6b76); }
"""


def qr_data_uri(url: str) -> str:
    """The QR code of ``url`` as an SVG data URI (segno), for an ``<img>``: a phone's camera opens the link."""
    return segno.make(url, error="m").svg_data_uri(scale=4, border=2, dark="#111")


class JoinLinks(anywidget.AnyWidget):
    """The join links of ``server``: a card per seat (and one for spectators) with its QR code, name, link and
    whether a page is open on it; the links themselves reach the page by message, never through saved state."""

    _esm = t.Unicode(_ESM).tag(sync=True)
    _css = t.Unicode(_CSS).tag(sync=True)
    rows = t.List(t.Dict()).tag(sync=True)
    words = t.Dict().tag(sync=True)
    stopped = t.Bool(False).tag(sync=True)

    def __init__(self, server: Server) -> None:
        lang = server.lang
        say = {key: text.render(M(f"links.{key}", **args), lang) for key, args in {
            "hint": {}, "spectator": {}, "nobody": {}, "stopped": {}, "bot": {}}.items()}
        say["connected"] = text.template("classroom.links.connected", lang)
        say["title"] = text.render(M("links.title", game=text.game_title(server.game.info, lang)), lang)
        say["local"] = text.render(M("links.local"), lang) if server.host.startswith("127.") else ""
        super().__init__(words=say)
        self._server = server
        self._update()
        server.watch(self._update)
        server.seating.listen(self._update)
        self.on_msg(self._on_msg)

    def _update(self) -> None:
        server = self._server
        kinds = server.seating.kinds
        pages = list(server.connected.values())
        rows = [{"seat": i, "label": name, "bot": kinds[i] == "bot", "pages": pages[i]}
                for i, name in enumerate(server.names)]
        rows.append({"seat": -1, "label": list(server.connected)[-1], "bot": False, "pages": pages[-1]})
        self.rows = rows
        self.stopped = server.stopped

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "links" and not self._server.stopped:
            self.send({"type": "links", "links": [{"url": url, "qr": qr_data_uri(url)}
                                                  for url in self._server.links.values()]})

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        data["text/plain"] = repr(self._server)  # the default repr would list the traits: no links there either
        return data, metadata

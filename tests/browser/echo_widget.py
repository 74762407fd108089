"""A bare anywidget counter for the browser tests: the browser increments ``value``, Python echoes it in ``echo``.

Its click → echo round trip is the floor a table's click → redraw is compared with. The test notebooks import it
(they run from ``test-artifacts/lab``, so they put this folder on ``sys.path`` first).

Its button sits in a fixed corner of the page (the top right, over JupyterLab's top bar), outside the notebook, and
a click does not focus it: clicking it neither scrolls the notebook nor makes its own cell the active one, nor takes
the focus from the table. A click on a table the test has been playing does none of these either, so a table click
and the counter click paired with it (tests/browser/fixtures.py, ``Steps``) cost the page the same besides the
redraw; a counter in a cell of its own had JupyterLab activate that cell, and scroll to it, at each counter click,
and the table's cell again at each table click.
"""

import anywidget
import traitlets


class Echo(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      const button = document.createElement("button");
      button.className = "echo-button";
      Object.assign(button.style, { position: "fixed", top: "2px", right: "2px", zIndex: 10000 });
      const show = () => {
        button.textContent = `echo ${model.get("echo")}`;
        button.dataset.echo = model.get("echo");
      };
      button.addEventListener("mousedown", (event) => event.preventDefault()); // no focus on a click
      button.addEventListener("click", () => {
        model.set("value", model.get("value") + 1);
        model.save_changes();
      });
      model.on("change:echo", show);
      show();
      document.body.append(button);
      return () => button.remove();
    }
    export default { render };
    """
    value = traitlets.Int(0).tag(sync=True)
    echo = traitlets.Int(0).tag(sync=True)

    @traitlets.observe("value")
    def _echo(self, change: dict) -> None:
        self.echo = change["new"]

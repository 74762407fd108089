"""A bare anywidget counter for the browser tests: the browser increments ``value``, Python echoes it in ``echo``.

Its click → echo round trip is the floor a table's click → redraw is compared with. The test notebooks import it
(they run from ``test-artifacts/lab``, so they put this folder on ``sys.path`` first).
"""

import anywidget
import traitlets


class Echo(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      const button = document.createElement("button");
      button.className = "echo-button";
      const show = () => {
        button.textContent = `echo ${model.get("echo")}`;
        button.dataset.echo = model.get("echo");
      };
      button.addEventListener("click", () => {
        model.set("value", model.get("value") + 1);
        model.save_changes();
      });
      model.on("change:echo", show);
      show();
      el.append(button);
    }
    export default { render };
    """
    value = traitlets.Int(0).tag(sync=True)
    echo = traitlets.Int(0).tag(sync=True)

    @traitlets.observe("value")
    def _echo(self, change: dict) -> None:
        self.echo = change["new"]

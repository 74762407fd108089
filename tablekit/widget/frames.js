// Frames: how the table's per-step traits reach the browser (see tablekit/widget/frames.py). A whole frame comes
// as a plain trait update; a patch as the message {type: "frame", rev, base, ops}, applied only onto the frame it
// was made from (`base`): otherwise the browser asks for a whole frame ("resync"). Patched values share every
// unchanged part with the previous ones, so a redraw can tell what changed by comparing references.

const FRAMED = [
  "view", "viewer", "legal", "log", "to_act", "curtain", "step", "replay_step", "timeline", "result", "extras",
  "bot_to_move", "lesson", "rev",
];

const copyOf = (node) => (Array.isArray(node) ? node.slice() : { ...node });

/** `root` with one patch operation applied, copying only the containers on the operation's path. */
function patched(root, [op, path, value, count, items]) {
  const top = copyOf(root);
  let node = top;
  for (let i = 0; i < path.length - 1; i += 1) {
    node[path[i]] = copyOf(node[path[i]]);
    node = node[path[i]];
  }
  const key = path[path.length - 1];
  if (op === "s") node[key] = value;
  else if (op === "d") delete node[key];
  else if (op === "r") node[key] = node[key].slice(0, value).concat(items, node[key].slice(value + count));
  else throw new Error(`unknown patch operation ${op}`);
  return top;
}

/** Keep a model's framed traits up to date from the kernel's frame messages (once per model, for all its views). */
function followFrames(model) {
  let waiting = false; // a resync was asked for: patches wait for the whole frame
  const onMessage = (msg) => {
    if (!msg || msg.type !== "frame") return;
    if (msg.base < 0) {
      model.set(msg.state);
      return;
    }
    if (model.get("rev") !== msg.base) {
      if (!waiting) model.send({ type: "resync" }); // once: the whole frame it brings makes later patches fit
      waiting = true;
      return;
    }
    waiting = false;
    let state = {};
    for (const name of FRAMED) state[name] = model.get(name);
    for (const op of msg.ops) state = patched(state, op);
    const changed = {};
    for (const name of FRAMED) if (state[name] !== model.get(name)) changed[name] = state[name];
    model.set(changed);
  };
  model.on("msg:custom", onMessage);
  // No frame yet (rev 0): the first one, sent as a state update while the page was still setting this widget up,
  // can be lost when many widgets open at once (Run All); ask for it again.
  if (!model.get("rev")) {
    try {
      model.send({ type: "resync" });
    } catch (err) {
      // a page without a kernel (a saved or exported notebook): there is no frame to ask for
    }
  }
  return () => model.off("msg:custom", onMessage);
}

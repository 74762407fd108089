// A classroom page: the notebook table's own front-end (table.js: the game's renderer, frames.js, runtime.js),
// given the anywidget model interface (get, set, on, off, send, save_changes) over this link's WebSocket.
//
// Server -> page, one JSON object per socket message:
//   {kind: "hello", state, you}  the table's traits, whole (on every connection: a reload starts here);
//   {kind: "msg", content}       a custom message of the table (a frame: whole or a patch, see frames.js);
//   {kind: "state", state}       a few traits changed (who is a bot, who is connected);
//   {kind: "error", text}        a refusal of this page's last message (the same words twice still show).
// Page -> server: exactly what the table sends the kernel (model.send(content)), as JSON.
// No string from the server is parsed as HTML: the runtime builds text nodes, and so does this file.
import widget from "./table.js";

const statusLine = document.querySelector(".tk-page-status");
const tableEl = document.querySelector(".tk-page-table");

function socketModel() {
  const state = {};
  const handlers = new Map();
  let socket = null;
  const emit = (event, ...args) => {
    for (const callback of [...(handlers.get(event) || [])]) callback(...args);
  };
  const model = {
    get: (name) => state[name],
    set(name, value) {
      const changes = typeof name === "string" ? { [name]: value } : name;
      const changed = Object.keys(changes).filter((key) => state[key] !== changes[key]);
      for (const key of changed) state[key] = changes[key];
      for (const key of changed) emit(`change:${key}`);
    },
    on(event, callback) {
      for (const name of event.split(" ")) {
        if (!handlers.has(name)) handlers.set(name, new Set());
        handlers.get(name).add(callback);
      }
    },
    off(event, callback) {
      for (const name of event.split(" ")) handlers.get(name)?.delete(callback);
    },
    send(content) {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(content));
    },
    save_changes() {}, // the page never changes the table's traits: the server would not take them
  };
  return { model, state, emit, attach: (s) => { socket = s; } };
}

const shim = socketModel();
let started = false;
let you = -1;
let retry = 500;

function say(key, args) {
  const template = (shim.state.strings || {})[`classroom.page.${key}`] || key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (args && name in args ? String(args[name]) : whole));
}

function showStatus(kind, words) {
  statusLine.setAttribute("data-state", kind);
  const names = shim.state.names || [];
  const seat = you >= 0 ? say("you_are", { seat: names[you] ?? you + 1 }) : say("spectator");
  const parts = [];
  if (shim.state.names) parts.push(Object.assign(document.createElement("span"), { className: "tk-page-seat",
    textContent: seat }));
  const here = (shim.state.connected || []).map((i) => names[i] ?? i + 1);
  if (here.length) parts.push(Object.assign(document.createElement("span"), { className: "tk-page-here",
    textContent: say("connected", { seats: here.join((shim.state.strings || {})["core.ui.sep"] || ", ") }) }));
  if (words) parts.push(Object.assign(document.createElement("span"), { textContent: words }));
  statusLine.replaceChildren(...parts);
}

function onMessage(event) {
  let message;
  try {
    message = JSON.parse(event.data);
  } catch {
    return;
  }
  if (message.kind === "hello") {
    you = message.you;
    shim.model.set(message.state);
    retry = 500;
    showStatus("open", "");
    if (!started) {
      started = true;
      widget.initialize({ model: shim.model });
      widget.render({ model: shim.model, el: tableEl });
    }
  } else if (message.kind === "msg") {
    shim.emit("msg:custom", message.content, []);
  } else if (message.kind === "state") {
    shim.model.set(message.state);
    if ("connected" in message.state) showStatus(statusLine.getAttribute("data-state"), "");
  } else if (message.kind === "error") {
    shim.model.set("error", "");
    shim.model.set("error", message.text);
  }
}

function connect() {
  const url = new URL("socket", window.location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const socket = new WebSocket(url);
  shim.attach(socket);
  socket.addEventListener("message", onMessage);
  socket.addEventListener("close", (event) => {
    shim.attach(null);
    if (event.code === 1008 || event.code === 1009) { // the server shut this page out: flooding, a huge message
      showStatus("closed", say("closed", { why: event.reason || event.code }));
      return;
    }
    showStatus("lost", say("lost"));
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  });
}

showStatus("connecting", say("connecting"));
connect();

// The shared table runtime. Python prepends `const RENDERERS = {};`, the game's renderer files and frames.js (no
// imports: anywidget loads this module from a Blob URL). Everything here is drawn from the widget's synced traits,
// which frames.js keeps up to date; the only things sent back are the messages Python accepts: act, undo, reveal,
// bot, replay, live, resync. No string from the model is ever parsed as HTML: text goes in as text nodes.
//
// A game's renderer file (tablekit/games/<name>/renderer.js) sets
//   RENDERERS["<name>"] = function renderBoard(ctx) { ... fill ctx.el ... };
// and may add RENDERERS["<name>"].css = "..." (its styles) and .keepsBoard = true (ctx.el is then not emptied
// between redraws: the renderer updates what it drew, e.g. with ctx.keep). The board is redrawn only when one of
// its inputs changed, or on ctx.redraw(). Phase names in the header come from the "<name>.phase.<phase>" message templates (see
// tablekit.core.text), in the table's language.
// ctx: view (the shown seat view), legal ([{id, label}] for the viewer, [] when it may not act), act(id) (send an
// action id; Python checks it, so an illegal click should still send its intended id), isLegal(id), el (the
// board container to fill), html(tag, attrs, children) and svg(...) element helpers (attrs "onclick" etc. add
// listeners; strings become text), seatName(i), seatColor(i), ui (a per-view object that survives redraws, for
// multi-click moves), redraw(), extras (teaching aids for the view), viewer (seat, -1 for a spectator), step,
// replaying, static (the game's unchanging data, sent once per widget), t(key, args) (a message template in the
// table's language with {name} placeholders filled; the key itself when unknown), lang, and
// keep(name, deps, build): the part `name` of the board, built by build() (null: nothing) only when one of `deps`
// changed (compared by reference, as frames keep unchanged values as the same objects; the table's words, names,
// colours, static data and viewer count too); a part built anew takes the place of its last node on the page,
// so a renderer that keeps its board lays its parts out once and each redraw replaces only those that changed.
// Parts not asked for in a redraw are forgotten.
// Board elements that are legal moves get class "tk-legal" (the glow) and data-action="<id>".
// The coach (Table(coach=True)) puts a badge with each move's estimated win chance on every element of the table
// whose data-action is that move (board and move list); a renderer may set RENDERERS["<name>"].coachAnchor =
// (element) => the element the badge sits on (its top right corner), or null for none, and .coachInside = true to
// put badges inside their element's lower right corner instead (where the top right corner shows something).
// A lesson (Table(lesson=...)) shows its step in a panel above the board, with Hint and Back buttons (messages
// hint and back); the moves the step asks for get class "tk-expected" and a ★ mark wherever their data-action is
// (board and move list), placed like the coach's badges.

const SVG_NS = "http://www.w3.org/2000/svg";
const TRAITS = [
  "game_name", "title", "names", "colors", "seat_kinds", "view", "legal", "log", "viewer", "to_act", "curtain", "error",
  "step", "replay_step", "timeline", "result", "extras", "bot_to_move", "bot_delay_ms", "static", "strings", "lang",
  "rev", "coach", "lesson", "spectator",
];

/** A message template from `strings` with its {name} placeholders filled from `args`. */
function translate(strings, key, args) {
  const template = strings[key];
  if (template === undefined) return key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (args && name in args ? String(args[name]) : whole));
}

function append(node, children) {
  if (children === null || children === undefined || children === false) return;
  if (Array.isArray(children)) {
    for (const child of children) append(node, child);
  } else {
    node.append(children instanceof Node ? children : document.createTextNode(String(children)));
  }
}

function build(node, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key === "style" && typeof value === "object") Object.assign(node.style, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  append(node, children);
  return node;
}

/** An HTML element: html("button", {class: "x", onclick: f}, ["text", child]). */
function html(tag, attrs, children) {
  return build(document.createElement(tag), attrs, children);
}

/** An SVG element, with the same arguments as html(). */
function svg(tag, attrs, children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

function readState(model) {
  const state = {};
  for (const name of TRAITS) state[name] = model.get(name);
  return state;
}

/** Used for games without a renderer: the view as text, so the action list still makes the game playable. */
function plainBoard(ctx) {
  ctx.el.append(html("pre", { class: "tk-plain-view" }, JSON.stringify(ctx.view, null, 2)));
}

function phaseText(view, state) {
  const parts = [];
  if (view.round !== undefined && view.round !== null) parts.push(translate(state.strings, "core.ui.round", view));
  if (typeof view.phase === "string") {
    const key = `${state.game_name}.phase.${view.phase}`;
    parts.push(key in state.strings ? state.strings[key] : view.phase);
  }
  return parts.join(" · ");
}

function scoreChart(timeline, seatColor, seatName, say) {
  const width = 260;
  const height = 120;
  const pad = { left: 28, right: 10, top: 10, bottom: 20 };
  const values = timeline.flat();
  const lo = Math.min(0, ...values);
  const hi = Math.max(1, ...values);
  const steps = Math.max(1, ...timeline.map((row) => row.length - 1));
  const x = (i) => pad.left + (i / steps) * (width - pad.left - pad.right);
  const y = (v) => pad.top + (1 - (v - lo) / (hi - lo)) * (height - pad.top - pad.bottom);
  const lines = timeline.map((row, seat) => {
    const points = row.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
    const last = row.length - 1;
    return svg("g", {}, [
      svg("polyline", { points, fill: "none", stroke: seatColor(seat), "stroke-width": 2,
        "stroke-linejoin": "round" }),
      last >= 0 ? svg("circle", { cx: x(last), cy: y(row[last]), r: 3, fill: seatColor(seat) },
        svg("title", {}, `${seatName(seat)}: ${row[last]}`)) : null,
    ]);
  });
  const label = say("chart", { steps });
  return svg("svg", { class: "tk-chart", viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": label }, [
    svg("line", { x1: pad.left, y1: y(0), x2: width - pad.right, y2: y(0), class: "tk-chart-zero" }),
    svg("line", { x1: pad.left, y1: pad.top, x2: pad.left, y2: height - pad.bottom, class: "tk-chart-axis" }),
    svg("text", { x: pad.left - 4, y: y(hi) + 4, "text-anchor": "end", class: "tk-chart-text" }, String(hi)),
    svg("text", { x: pad.left - 4, y: y(lo) + 4, "text-anchor": "end", class: "tk-chart-text" }, String(lo)),
    svg("text", { x: width - pad.right, y: height - 4, "text-anchor": "end", class: "tk-chart-text" },
      say("chart_step", { steps })),
    ...lines,
  ]);
}

function hiddenIcon() {
  return svg("svg", { viewBox: "0 0 24 24", "aria-hidden": "true", fill: "none", stroke: "currentColor",
    "stroke-width": 1.8, "stroke-linecap": "round" }, [
    svg("path", { d: "M2.5 12s3.4-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.4 6.5-9.5 6.5S2.5 12 2.5 12z" }),
    svg("circle", { cx: 12, cy: 12, r: 3 }),
    svg("path", { d: "M4 4l16 16" }),
  ]);
}

function render({ model, el }) {
  const ui = {}; // renderer state that survives redraws (e.g. a split being built)
  const root = html("div", { class: "tk-root" });
  // Keys pressed in the table are the table's: JupyterLab's command-mode shortcuts ("D D" deletes the cell, arrows
  // move between cells) must not fire while a table button or the replay slider has focus. Chords with Ctrl, Alt
  // or Meta, and Shift+Enter (run the cell), still reach JupyterLab.
  root.addEventListener("keydown", (event) => {
    const chord = event.ctrlKey || event.altKey || event.metaKey || (event.shiftKey && event.key === "Enter");
    if (!chord) event.stopPropagation();
  });
  const ownRenderer = RENDERERS[model.get("game_name")];
  if (ownRenderer && typeof ownRenderer.css === "string") el.append(html("style", {}, ownRenderer.css));
  el.append(root);
  const send = (message) => model.send(message);
  let botTimer = null;
  let botSentFor = -1; // the step whose bot move was requested; reset once no bot is due

  function scheduleBot(state) {
    const due = state.bot_to_move && state.replay_step < 0 && !state.curtain;
    root.toggleAttribute("data-bot-due", !!due); // for tests: a bot still to move (as data-coach)
    if (!due) {
      clearTimeout(botTimer);
      botTimer = null;
      botSentFor = -1;
      return;
    }
    if (botSentFor === state.step) return;
    botSentFor = state.step;
    clearTimeout(botTimer);
    botTimer = setTimeout(() => {
      botTimer = null;
      send({ type: "bot", step: state.step });
    }, Math.max(0, state.bot_delay_ms));
  }

  // The log shows its newest entries after every redraw. A log drawn before the table is on the page (a notebook
  // output rendered before it is attached) or while it is hidden has no height yet, so scrolling it does nothing:
  // it is scrolled once more when it first gets a size, and then left to the user.
  let logWatch = null;

  function showNewest(log) {
    if (logWatch) logWatch.disconnect();
    logWatch = null;
    if (!log) return;
    log.scrollTop = log.scrollHeight;
    if (log.isConnected && log.clientHeight) return;
    const watch = new ResizeObserver(() => {
      if (!log.clientHeight) return;
      log.scrollTop = log.scrollHeight;
      watch.disconnect();
      if (logWatch === watch) logWatch = null;
    });
    watch.observe(log);
    logWatch = watch;
  }

  // The table is a fixed skeleton of slots; a redraw rebuilds a slot only when what it shows has changed (frames
  // keep unchanged values as the same objects, so comparing references is enough), and the log only grows.
  const slots = {};
  const slot = (name) => (slots[name] = { node: document.createComment(name), deps: null });
  const board = html("div", { class: "tk-board" });
  const logList = html("ol", { class: "tk-log" });
  let logShown = [];
  let boardDeps = null;
  let boardWanted = true; // ctx.redraw(): the renderer's own state changed
  for (const name of ["header", "lesson", "error", "result", "scores", "actions", "controls", "log", "curtain"]) {
    slot(name);
  }
  const coachLayer = html("div", { class: "tk-coach-layer", "aria-hidden": "true" });
  const main = html("div", { class: "tk-main" }, [board, html("aside", { class: "tk-side" }, [
    slots.scores.node, slots.actions.node, slots.controls.node, slots.log.node]), coachLayer]);
  root.append(slots.header.node, slots.lesson.node, slots.error.node, slots.result.node, main, slots.curtain.node);

  const same = (a, b) => a !== null && a.length === b.length && a.every((x, i) => x === b[i]);

  // Taking the focused element out of the page (a clicked button that a redraw replaces) makes the browser lay out
  // the whole notebook there and then, about 10 ms in JupyterLab; blurring it first did too, and more: with the
  // focus on nothing, JupyterLab's shell takes its widget as left (8 ms) and the page is laid out anew (2-9 ms).
  // So a node about to go hands the focus to the table itself, focusable only while it holds it, and update()
  // passes it on before the next paint.
  function letGo(node) {
    const active = document.activeElement;
    if (active && active !== document.body && active !== root && node.contains(active)) {
      root.tabIndex = -1;
      root.focus({ preventScroll: true });
    }
  }
  root.addEventListener("blur", () => root.removeAttribute("tabindex"));

  // ctx.keep: the board's parts by name, each with the inputs it was built from.
  const kept = new Map();
  let keptNow = new Set();
  function keep(name, deps, build) {
    keptNow.add(name);
    const old = kept.get(name);
    if (old && same(old.deps, deps)) return old.node;
    const node = build() || document.createComment(name);
    if (old && old.node.parentNode) {
      letGo(old.node);
      old.node.replaceWith(node);
    }
    kept.set(name, { node, deps });
    return node;
  }

  function fill(name, deps, build) {
    const s = slots[name];
    if (same(s.deps, deps)) return false;
    s.deps = deps;
    const node = build() || document.createComment(name);
    letGo(s.node);
    s.node.replaceWith(node);
    s.node = node;
    return true;
  }

  // A refusal answers the move that was tried: once the player changes a choice being built on the board (the
  // renderer's ctx.redraw()), it is taken down; the next refusal, even with the same words, shows again.
  let errorAnswered = false;
  const newError = () => { errorAnswered = false; };
  model.on("change:error", newError);

  function redraw() {
    boardWanted = true;
    errorAnswered = true;
    update();
  }

  // The frame on screen: clicks say which one they were made on (slots kept from an older frame still show it).
  let onScreen = -1;
  let controls = null; // the controls that follow the step (see showSteps)

  function update() {
    const state = readState(model);
    onScreen = state.rev;
    const active = document.activeElement;
    const hadFocus = active && root.contains(active);
    const focusKey = hadFocus ? active.getAttribute("data-key") : null;
    drawTable(state);
    root.setAttribute("data-step", state.step);
    root.classList.toggle("tk-replaying", state.replay_step >= 0);
    // its element went (the table holds it, see letGo), or was disabled: a browser drops a disabled element's focus
    // at its next frame
    const focused = document.activeElement;
    if (hadFocus && (focused === root || !root.contains(focused) || focused.disabled)) {
      beforePaint(() => {
        const now = document.activeElement;
        if (now && now !== document.body && now !== root && !now.disabled) return; // in the table, or another cell
        const target = [active !== root && root.contains(active) && active, root.querySelector(".tk-curtain button"),
          focusKey && root.querySelector(`[data-key="${CSS.escape(focusKey)}"]`),
          root.querySelector(".tk-actions button:not(:disabled), .tk-controls :is(button, input):not(:disabled)"),
        ].find((el) => el && !el.disabled);
        if (target) target.focus({ preventScroll: true });
      });
    }
    scheduleBot(state);
    beforePaint(() => {
      drawCoach(state);
      drawExpected(state);
    });
  }

  /** The lesson's wanted moves: class tk-expected and a ★ on every element that plays one (as the coach's badges). */
  function drawExpected(state) {
    for (const old of root.querySelectorAll(".tk-expected")) old.classList.remove("tk-expected");
    for (const old of root.querySelectorAll(".tk-lesson-mark")) old.remove();
    const wanted = new Set((state.lesson && state.replay_step < 0 && state.lesson.expect) || []);
    root.setAttribute("data-lesson-step", state.lesson && state.lesson.steps ? state.lesson.index : "");
    if (!wanted.size) return;
    const title = translate(state.strings, "core.lesson.ui.mark");
    const anchor = (RENDERERS[state.game_name] || {}).coachAnchor || ((node) => node);
    const origin = main.getBoundingClientRect();
    for (const node of root.querySelectorAll("[data-action]")) {
      if (!wanted.has(node.getAttribute("data-action"))) continue;
      node.classList.add("tk-expected");
      const mark = { class: "tk-lesson-mark", title, "aria-label": title };
      if (node.closest(".tk-side")) {
        node.prepend(html("span", mark, "★"));
        continue;
      }
      const target = anchor(node);
      if (!target) continue;
      const box = target.getBoundingClientRect();
      if (!box.width && !box.height) continue;
      coachLayer.append(html("span", { ...mark, style: {
        left: `${box.left - origin.left}px`, top: `${box.top - origin.top}px` } }, "★"));
    }
  }

  /** The coach's badges: each estimated move's win chance on the elements that play it (the best one marked). */
  function drawCoach(state) {
    for (const old of root.querySelectorAll(".tk-coach-badge")) old.remove();
    const moves = (state.coach && state.coach.moves) || {};
    const ids = Object.keys(moves);
    const shown = ids.length && state.replay_step < 0;
    root.setAttribute("data-coach", !shown ? "" : state.coach.done ? "done" : "working"); // for tests and styles
    root.setAttribute("data-coach-step", shown ? state.coach.step : "");
    if (!shown) return;
    const say = (key, args) => translate(state.strings, `core.ui.${key}`, args);
    const best = Math.max(...ids.map((id) => moves[id].win));
    const renderer = RENDERERS[state.game_name] || {};
    const anchor = renderer.coachAnchor || ((node) => node);
    const inside = !!renderer.coachInside; // the badge in the element's lower right corner, not on its top right
    const origin = main.getBoundingClientRect();
    for (const node of root.querySelectorAll("[data-action]")) {
      const estimate = moves[node.getAttribute("data-action")];
      if (!estimate) continue;
      const text = `${Math.round(estimate.win * 100)}%`;
      const attrs = { class: `tk-coach-badge${estimate.win === best ? " tk-coach-best" : ""}`,
        title: say("coach_badge", { win: Math.round(estimate.win * 100), score: estimate.score, n: estimate.samples }) };
      if (node.closest(".tk-side")) {
        node.append(html("span", attrs, text)); // a move-list button: the badge goes inside it
        continue;
      }
      const target = anchor(node);
      if (!target) continue;
      const box = target.getBoundingClientRect();
      if (!box.width && !box.height) continue;
      if (inside) attrs.class += " tk-coach-inside";
      coachLayer.append(html("span", { ...attrs, style: {
        left: `${box.right - origin.left}px`, top: `${(inside ? box.bottom : box.top) - origin.top}px` } }, text));
    }
  }

  // Work that reads the layout (focus, scrolling the log) waits for the next frame, where the browser lays the
  // page out anyway, instead of forcing a layout of the whole table in the middle of a redraw.
  let framePending = [];
  function beforePaint(work) {
    framePending.push(work);
    if (framePending.length === 1) {
      requestAnimationFrame(() => {
        const todo = framePending;
        framePending = [];
        for (const job of todo) job();
      });
    }
  }

  function drawTable(state) {
    const { view, names, seat_kinds: kinds } = state;
    const say = (key, args) => translate(state.strings, `core.ui.${key}`, args); // the table's own words
    const seatName = (i) => names[i] ?? say("seat", { n: i + 1 });
    const seatList = (seats) => seats.map(seatName).join(say("sep"));
    const seatColor = (i) => state.colors[i] ?? "#777";
    const replaying = state.replay_step >= 0;
    const renderer = RENDERERS[state.game_name];
    const act = (id) => send({ type: "act", id: String(id), rev: onScreen });

    const deps = [view, state.legal, state.extras, state.viewer, state.step, state.replay_step, state.static,
      state.strings, names, state.colors];
    if (boardWanted || !same(boardDeps, deps)) {
      boardWanted = false;
      boardDeps = deps;
      const legalIds = new Set(state.legal.map((a) => a.id));
      const always = [state.static, state.strings, names, state.colors, state.viewer, replaying];
      const ctx = {
        view, legal: state.legal, extras: state.extras, viewer: state.viewer, step: state.step, replaying,
        el: board, act, isLegal: (id) => legalIds.has(id), svg, html, seatName, seatColor, ui, redraw,
        static: state.static, lang: state.lang, t: (key, args) => translate(state.strings, key, args),
        keep: (name, parts, build) => keep(name, [...parts, ...always], build),
      };
      if (!(renderer && renderer.keepsBoard)) {
        letGo(board);
        board.replaceChildren();
      }
      keptNow = new Set();
      try {
        (renderer || plainBoard)(ctx);
      } catch (err) {
        letGo(board);
        board.replaceChildren(html("p", { class: "tk-error" }, say("board_error", { error: err.message })));
        kept.clear();
      }
      for (const name of kept.keys()) if (!keptNow.has(name)) kept.delete(name);
    }

    fill("header", [view.phase, view.round, view.over, state.to_act, state.replay_step, state.step,
      state.bot_to_move, state.viewer, names, kinds, state.strings, state.title], drawHeader);
    fill("lesson", [state.lesson, state.strings], () => (state.lesson && state.lesson.steps ? drawLesson() : null));
    fill("error", [state.error, errorAnswered], () => (state.error && !errorAnswered
      ? html("div", { class: "tk-error", role: "alert" }, state.error) : null));
    fill("result", [state.result, names], () => (Object.keys(state.result).length ? drawResult() : null));
    fill("scores", [state.timeline, state.result, names, kinds, state.viewer, state.colors], drawScores);
    fill("actions", [state.legal, replaying, state.curtain, view.over, state.bot_to_move, state.to_act,
      state.viewer, names], drawActions);
    const coachOn = state.coach && state.coach.on;
    fill("controls", [replaying, coachOn, state.strings], drawControls);
    showSteps();
    drawLog(state.log);
    fill("curtain", [state.curtain, state.step], () => (state.curtain ? drawCurtain() : null));

    function drawHeader() {
      const phase = phaseText(view, state);
      let turn;
      if (replaying) {
        turn = html("span", { class: "tk-pill tk-pill-replay" },
          say("replay_pill", { step: state.replay_step, last: state.step }));
      } else if (view.over) {
        turn = html("span", { class: "tk-pill" }, say("game_over"));
      } else {
        turn = state.to_act.map((seat) => html("span", { class: "tk-pill" }, [
          html("span", { class: "tk-dot", style: { background: seatColor(seat) } }),
          say("to_act", { seat: seatName(seat) }),
          kinds[seat] === "bot" ? html("span", { class: "tk-tag" }, say(state.bot_to_move ? "bot_thinking" : "bot"))
            : null,
          seat === state.viewer ? html("span", { class: "tk-tag tk-tag-you" }, say("you")) : null,
        ]));
      }
      return html("header", { class: "tk-header" }, [
        html("h3", { class: "tk-title" }, state.title || state.game_name),
        phase ? html("span", { class: "tk-phase" }, phase) : null,
        html("span", { class: "tk-turn" }, turn),
        html("span", { class: "tk-step", "data-step": state.step, title: say("actions_played") }, say("step", state)),
      ]);
    }

    function drawLesson() {
      const lesson = state.lesson;
      const word = (key, args) => translate(state.strings, `core.lesson.ui.${key}`, args);
      const done = lesson.kind === "done";
      const doing = { expect: "expect", free: "free", watch: "watch" }[lesson.kind];
      return html("section", { class: `tk-lesson tk-lesson-${lesson.kind}`, "data-lesson-step": lesson.index,
        "aria-live": "polite" }, [
        html("header", { class: "tk-lesson-head" }, [
          html("strong", { class: "tk-lesson-title" }, lesson.title),
          html("span", { class: "tk-lesson-count" }, done ? "" : word("heading", { n: lesson.index + 1,
            total: lesson.steps })),
        ]),
        html("p", { class: "tk-lesson-text" }, lesson.text),
        doing ? html("p", { class: "tk-lesson-doing" }, word(doing)) : null,
        lesson.why ? html("div", { class: "tk-lesson-why", role: "alert" }, [
          html("p", {}, word("wrong", { move: lesson.tried })), html("p", {}, lesson.why)]) : null,
        lesson.hint.length ? html("p", { class: "tk-lesson-hint" }, [word("hint_text",
          { moves: lesson.hint.join(say("sep")) }), lesson.hint_more ? ` ${word("hint_more", { n: lesson.hint_more })}`
          : null]) : null,
        html("div", { class: "tk-row" }, [
          html("button", { type: "button", class: "tk-button", "data-key": "lesson-hint",
            disabled: !lesson.expect.length, title: word("hint_title"),
            onclick: () => send({ type: "hint", rev: onScreen }) }, word("hint")),
          html("button", { type: "button", class: "tk-button", "data-key": "lesson-back", disabled: !lesson.back,
            title: word("back_title"), onclick: () => send({ type: "back", rev: onScreen }) }, word("back")),
        ]),
      ]);
    }

    function drawScores() {
      const timeline = state.timeline;
      const finalScores = state.result.scores;
      const rows = names.map((_, seat) => {
        const series = timeline[seat];
        let score = "–";
        if (series && series.length) score = series[series.length - 1];
        else if (finalScores) score = finalScores[seat];
        return html("li", { class: "tk-score-row" }, [
          html("span", { class: "tk-dot", style: { background: seatColor(seat) } }),
          html("span", { class: "tk-score-name" }, seatName(seat)),
          kinds[seat] === "bot" ? html("span", { class: "tk-tag" }, say("bot")) : null,
          seat === state.viewer ? html("span", { class: "tk-tag tk-tag-you" }, say("you")) : null,
          html("span", { class: "tk-score-value" }, String(score)),
        ]);
      });
      const hidden = !timeline.length && !finalScores;
      return html("section", { class: "tk-card" }, [
        html("h4", {}, say("scores")),
        html("ul", { class: "tk-scores" }, rows),
        hidden ? html("p", { class: "tk-muted" }, say("scores_hidden")) : null,
        timeline.length && timeline[0].length > 1 ? scoreChart(timeline, seatColor, seatName, say) : null,
      ]);
    }

    function drawActions() {
      let body;
      if (state.legal.length) {
        body = html("div", { class: "tk-actions" }, state.legal.map((a) => html("button", {
          class: "tk-action", type: "button", "data-action": a.id, "data-key": `act:${a.id}`,
          onclick: () => act(a.id),
        }, a.label)));
      } else {
        let text = say("nothing_to_do");
        if (replaying) text = say("replay_waits");
        else if (state.curtain) text = say("screen_hidden");
        else if (view.over) text = say("over");
        else if (state.bot_to_move) text = say("bot_moving");
        else if (state.to_act.length) text = say("waiting", { seats: seatList(state.to_act) });
        body = html("p", { class: "tk-muted" }, text);
      }
      const heading = state.viewer >= 0 && state.legal.length ? say("moves_of", { seat: seatName(state.viewer) })
        : say("moves");
      return html("section", { class: "tk-card" }, [html("h4", {}, heading), body]);
    }

    function drawControls() {
      controls = {
        undo: html("button", { type: "button", class: "tk-button", "data-key": "undo", title: say("undo_title"),
          onclick: () => send({ type: "undo", rev: onScreen }) }, say("undo")),
        shown: html("span", {}),
        slider: html("input", { type: "range", min: 0, step: 1, "data-key": "replay",
          "aria-label": say("replay_slider"), onchange: (e) => send({ type: "replay", step: Number(e.target.value) }) }),
      };
      return html("section", { class: "tk-card tk-controls" }, [
        html("div", { class: "tk-row" }, [
          controls.undo,
          replaying ? html("button", { type: "button", class: "tk-button tk-button-primary", "data-key": "live",
            onclick: () => send({ type: "live" }) }, say("live")) : null,
          coachOn !== undefined ? html("button", { type: "button", class: `tk-button${coachOn ? " tk-button-on" : ""}`,
            "data-key": "coach", "aria-pressed": coachOn ? "true" : "false", title: say("coach_title"),
            onclick: () => send({ type: "coach", on: !coachOn }) }, say("coach")) : null,
        ]),
        html("label", { class: "tk-replay" }, [controls.shown, controls.slider]),
      ]);
    }

    /** What the controls show of the step, set in place: a step never draws them anew, nor takes the focus from Undo
     * or the slider. Only a change of step is written, and never under a slider being dragged: the coach's estimates
     * update the table four times a second, and each would snap the thumb back. */
    function showSteps() {
      const shown = replaying ? state.replay_step : state.step;
      const { undo, slider } = controls;
      undo.disabled = replaying || state.spectator || state.step === 0 || !kinds.includes("human");
      if (controls.step === state.step && controls.at === shown) return;
      if (slider.matches(":active")) return; // dragged: its change event sends the step it is let go at
      controls.step = state.step;
      controls.at = shown;
      controls.shown.textContent = say("replay", { step: shown, last: state.step });
      slider.max = state.step;
      slider.value = shown;
      slider.disabled = state.step === 0;
    }

    /** The log grows by its new lines; anything else (an undo, a replay) draws it anew. */
    function drawLog(log) {
      if (log === logShown) return;
      const grows = log.length >= logShown.length && logShown.every((line, i) => line === log[i]);
      const fresh = log.slice(grows ? logShown.length : 0).map((line) => html("li", {}, line));
      if (grows) logList.append(...fresh);
      else logList.replaceChildren(...fresh);
      logShown = log;
      fill("log", [log.length > 0, state.strings], () => html("section", { class: "tk-card" }, [
        html("h4", {}, say("log")),
        log.length ? logList : html("p", { class: "tk-muted" }, say("log_empty")),
      ]));
      beforePaint(() => showNewest(logList));
    }

    function drawResult() {
      const result = state.result;
      const winners = result.winners.map(seatName);
      const nobody = result.eliminated.length ? say("no_winner") : say("nobody_won");
      const headline = !winners.length ? nobody
        : winners.length === 1 ? say("wins", { seat: winners[0] })
          : say("shared_win", { seats: winners.join(say("sep")) });
      const places = result.places || [];
      const order = names.map((_, s) => s).sort((a, b) => (places[a] - places[b]) || (result.scores[b] - result.scores[a]));
      return html("section", { class: "tk-result", "aria-label": say("result") }, [
        html("h4", {}, headline),
        html("table", { class: "tk-table" }, [
          html("thead", {}, html("tr", {},
            [html("th", {}, say("col_place")), html("th", {}, say("col_seat")), html("th", {}, say("col_score")),
              html("th", {}, "")])),
          html("tbody", {}, order.map((s) => html("tr", { class: result.winners.includes(s) ? "tk-winner" : null }, [
            html("td", { class: "tk-num", "data-place": places[s] }, say("place", { place: places[s] })),
            html("td", {}, [html("span", { class: "tk-dot", style: { background: seatColor(s) } }), seatName(s)]),
            html("td", { class: "tk-num" }, String(result.scores[s])),
            html("td", {}, result.winners.includes(s) ? say("winner")
              : result.eliminated.includes(s) ? say("eliminated") : ""),
          ]))),
        ]),
      ]);
    }

    function drawCurtain() {
      // Undo stays reachable for the player who just moved; the curtain stays up after it.
      return html("div", { class: "tk-curtain" }, [
        html("button", { type: "button", class: "tk-curtain-button", "data-key": "reveal",
          onclick: () => send({ type: "reveal" }) }, [hiddenIcon(), html("span", {}, state.curtain)]),
        html("button", { type: "button", class: "tk-button", "data-key": "undo-curtain", disabled: state.step === 0,
          title: say("undo_curtain_title"), onclick: () => send({ type: "undo", rev: onScreen }) },
        say("undo_curtain")),
      ]);
    }
  }

  let scheduled = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      update();
    });
  }
  for (const name of TRAITS) model.on(`change:${name}`, schedule);
  update();
  return () => {
    for (const name of TRAITS) model.off(`change:${name}`, schedule);
    model.off("change:error", newError);
    clearTimeout(botTimer);
    if (logWatch) logWatch.disconnect();
  };
}

export default { initialize: ({ model }) => followFrames(model), render };

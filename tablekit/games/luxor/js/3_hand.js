// Luxor's table, part 3: the viewer's hand in its real order and the clicks of a move. An end card is picked
// first (a middle card is sent as it is, for Python to refuse and name the rule); then the adventurers that card
// can move light up with their landing spaces previewed; a distance or a reward is chosen from buttons.
LUXOR.pick = (ctx) => {
  const { view, ui } = ctx;
  const ids = ctx.legal.map((a) => a.id);
  if (ui.step !== view.step) {
    ui.step = view.step;
    ui.card = null;
    ui.from = null;
  }
  const pick = { from: new Set(), to: new Map(), via: new Set(), moves: [], selectedFrom: ui.from, ids };
  let moves = [];
  if (view.phase === "play") {
    // no card picked yet: every landing space reachable one way only is a shortcut; a card narrows them down
    const prefix = ui.card === null ? "play:" : `play:${ui.card}:`;
    moves = ids.filter((id) => id.startsWith(prefix) && id.split(":").length === 4).map((id) => {
      const [, , from, steps] = id.split(":");
      return { id, from: Number(from), steps: Number(steps) };
    });
  } else if (view.phase === "move") {
    moves = ids.map((id) => {
      const [, from, steps] = id.split(":");
      return { id, from: Number(from), steps: Number(steps) };
    });
  } else if (view.phase === "act") {
    for (const id of ids) pick.to.set(Number(id.split(":")[1]), id);
  }
  const previews = view.previews || {};
  for (const m of moves) {
    m.path = previews[m.id] || [];
    m.to = m.path[m.path.length - 1];
    if (view.phase !== "play" || ui.card !== null) pick.from.add(m.from);
  }
  const shown = ui.from === null ? moves : moves.filter((m) => m.from === ui.from);
  const landings = {};
  for (const m of shown) landings[m.to] = (landings[m.to] || 0) + 1;
  for (const m of shown) {
    if (landings[m.to] === 1) pick.to.set(m.to, m.id);
    m.path.slice(0, -1).forEach((p) => pick.via.add(p));
  }
  pick.moves = shown;
  pick.only = new Map(); // an adventurer with a single move plays it when clicked
  for (const p of pick.from) {
    const mine = moves.filter((m) => m.from === p);
    if (mine.length === 1) pick.only.set(p, mine[0].id);
  }
  pick.onFrom = (p) => {
    const mine = moves.filter((m) => m.from === p);
    if (mine.length === 1) ctx.act(mine[0].id);
    else {
      ui.from = ui.from === p ? null : p;
      ctx.redraw();
    }
  };
  return pick;
};

LUXOR.card = (ctx, cid, attrs) => {
  const level = LUXOR.level(ctx, cid);
  const { html } = ctx;
  return html("button", { type: "button", class: `lx-card tk-paper${level ? " lx-horus-card" : ""}`, ...attrs }, [
    html("span", { class: `lx-card-face${ctx.static.cards[cid][0] === "number" ? "" : " lx-word"}` },
      LUXOR.cardFace(ctx, cid)),
    level ? html("span", { class: "lx-card-eyes" }, "◉".repeat(level)) : null,
  ]);
};

LUXOR.handPanel = (ctx, pick) => {
  const { view, html, ui } = ctx;
  const me = ctx.viewer >= 0 ? view.seats[ctx.viewer] : null;
  const mine = me && me.hand;
  const rows = [];
  if (mine) {
    const n = mine.length;
    const ends = n === 1 ? [0] : [0, n - 1];
    const playing = view.phase === "play" && pick.ids.length > 0;
    const cards = mine.map((cid, i) => {
      const own = pick.ids.filter((id) => id === `play:${i}` || id === `discard:${i}` || id.startsWith(`play:${i}:`));
      const isEnd = ends.includes(i);
      const legal = playing && own.length > 0;
      const onclick = () => {
        if (!playing) return;
        if (own.length === 1) ctx.act(own[0]);
        else if (own.length > 1) {
          ui.card = ui.card === i ? null : i;
          ui.from = null;
          ctx.redraw();
        } else ctx.act(`play:${i}`); // a middle card, or one that moves nobody: Python says why not
      };
      return LUXOR.card(ctx, cid, {
        class: `lx-card tk-paper${LUXOR.level(ctx, cid) ? " lx-horus-card" : ""}${isEnd ? " lx-end" : " lx-middle"}`
          + `${legal ? " tk-legal" : ""}${ui.card === i ? " lx-selected" : ""}`,
        "data-card": i, "data-key": `card:${i}`, onclick, disabled: !playing || null,
        "data-action": !playing ? null : own.length === 1 ? own[0] : own.length ? null : `play:${i}`,
        title: isEnd ? LUXOR.cardFace(ctx, cid) : ctx.t("luxor.ui.middle"),
      });
    });
    rows.push(html("div", { class: "lx-hand-title" }, ctx.t("luxor.ui.hand")), html("div", { class: "lx-hand" }, cards));
  }
  // whose turn and what to click
  const prompt = (() => {
    if (!pick.ids.length) return null;
    if (view.phase === "play") return ui.card === null ? ctx.t("luxor.ui.pick_card") : ctx.t("luxor.ui.pick_adventurer");
    if (view.phase === "move") return `${ctx.t("luxor.ui.roll", { roll: view.pending.roll })} · ${ctx.t("luxor.ui.pick_adventurer")}`;
    if (view.phase === "act") return ctx.t("luxor.ui.pick_tile");
    return ctx.t("luxor.ui.pick_take");
  })();
  if (prompt) rows.push(html("p", { class: "lx-prompt" }, prompt));
  if (ui.from !== null && pick.moves.length > 1) {
    rows.push(html("div", { class: "lx-choices" }, [
      html("span", {}, ctx.t("luxor.ui.pick_steps")),
      ...pick.moves.map((m) => html("button", { type: "button", class: "tk-button lx-step tk-legal", "data-action": m.id,
        "data-key": `act:${m.id}`, onclick: () => ctx.act(m.id) }, ctx.t("luxor.ui.steps_to", {
        steps: m.steps > 0 ? m.steps : "−1", to: m.to === ctx.static.spaces + 1 ? ctx.t("luxor.ui.chamber") : m.to,
      }))),
    ]));
  }
  if (view.phase === "choose" && pick.ids.length) {
    rows.push(html("div", { class: "lx-choices" }, pick.ids.map((id) => html("button", {
      type: "button", class: "tk-button lx-take tk-legal", "data-action": id, "data-key": `act:${id}`,
      onclick: () => ctx.act(id),
    }, ctx.t(`luxor.ui.take.${id.slice(5).replace(/[0-9]/, "")}`, { level: id.slice(-1) })))));
  }
  return html("section", { class: "lx-hand-panel" }, rows);
};

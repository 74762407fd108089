// Minikin City's table, part 3: the viewer's hand and what clicking it does. The keep-4 choice starts from the
// first four cards and is changed by clicking cards (kept in ctx.ui for this step), then sent as one keep action; while choosing a card to play, each
// hand card shows where it would rank against the cards already played (a teaching aid from the view alone).
Object.assign(MC, {
  /** 1-based rank ``id`` would take among this round's plays so far (the 21, then the best colour, high first). */
  previewRank(ctx, id) {
    const { view } = ctx;
    const cards = ctx.static.cards;
    const key = (c) => [c.colour === null ? 0 : 1, c.colour === view.best ? 0 : 1, -c.value];
    const less = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    const mine = key(cards[id]);
    return 1 + view.plays.filter(([, played]) => less(key(cards[played]), mine) <= 0).length;
  },

  hint(ctx) {
    const { view, t } = ctx;
    const kinds = new Set(ctx.legal.map((a) => a.id.split(":")[0]));
    let text = null;
    if (kinds.has("keep")) text = t("minikin_city.ui.keep_hint");
    else if (kinds.has("play")) text = t("minikin_city.ui.play_hint");
    else if (kinds.has("minikin")) text = t("minikin_city.ui.minikin_hint", { n: view.pending.n });
    else if (kinds.has("bonus")) text = t("minikin_city.ui.bonus_hint");
    else if (kinds.has("draft")) text = t("minikin_city.ui.draft_hint");
    else if (kinds.has("extra")) text = t("minikin_city.ui.extra_hint");
    else if (view.phase === "keep" && ctx.viewer >= 0 && view.seats[ctx.viewer].kept) text = t("minikin_city.ui.kept_wait");
    else if (!view.over && view.to_act.length) {
      text = t("minikin_city.ui.waiting_for", { seats: MC.join(ctx, view.to_act.map(ctx.seatName)) });
    }
    return text ? ctx.html("p", { class: "mc-hint" }, text) : null;
  },

  keepIds(ctx) {
    return new Set(ctx.legal.filter((a) => a.id.startsWith("keep:")).map((a) => a.id));
  },

  hand(ctx) {
    const { view, html, t, ui } = ctx;
    if (ctx.viewer < 0) return null;
    const me = view.seats[ctx.viewer];
    if (!me.hand) return null;
    const keeps = MC.keepIds(ctx);
    const choosing = keeps.size > 0;
    const dealt = `${choosing}:${me.hand.join(",")}`;
    if (ui.dealt !== dealt) {  // a new choice starts from the first four cards, lifted; others' moves keep it
      ui.dealt = dealt;
      ui.keep = choosing ? me.hand.slice(0, 4) : [];
    }
    const toggle = (id) => {
      ui.keep = ui.keep.includes(id) ? ui.keep.filter((x) => x !== id) : [...ui.keep, id].slice(-4);
      ctx.redraw();
    };
    const kept = me.keep || [];
    const cards = me.hand.map((id) => {
      if (choosing) {
        return MC.card(ctx, id, { selected: ui.keep.includes(id), toggle: id, onclick: () => toggle(id) });
      }
      for (const kind of ["play", "extra"]) {
        const action = `${kind}:${id}`;
        if (ctx.isLegal(action)) {
          const badge = kind === "play" ? t("minikin_city.ui.preview", { rank: MC.previewRank(ctx, id) }) : null;
          return MC.card(ctx, id, { legal: true, action, badge, onclick: () => ctx.act(action) });
        }
      }
      return MC.card(ctx, id, { selected: kept.includes(id) });
    });
    const controls = [];
    if (choosing) {
      const id = `keep:${[...ui.keep].sort().join(",")}`;
      controls.push(html("span", { class: "mc-muted" }, t("minikin_city.ui.keep_count", { n: ui.keep.length })));
      const ready = keeps.has(id);
      controls.push(html("button", { type: "button", class: `tk-button tk-button-primary${ready ? " tk-legal" : ""}`,
        "data-key": "keep", "data-action": ready ? id : null, disabled: !ready,
        onclick: () => ctx.act(id) },
      t("minikin_city.ui.keep_button")));
    }
    if (ctx.isLegal("extra:pass")) {
      controls.push(html("button", { type: "button", class: "tk-button tk-legal", "data-key": "extra:pass",
        "data-action": "extra:pass", onclick: () => ctx.act("extra:pass") }, t("minikin_city.ui.pass")));
    }
    return html("section", { class: "mc-section mc-hand" }, [
      html("h5", {}, t("minikin_city.ui.hand")),
      html("div", { class: "mc-row" }, cards),
      controls.length ? html("div", { class: "mc-row mc-controls" }, controls) : null,
    ]);
  },
});

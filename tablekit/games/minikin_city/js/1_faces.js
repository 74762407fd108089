// Minikin City's table, part 1: words and faces. Card faces, reward spaces and effects are drawn from the static
// component data (ctx.static) in the table's language (ctx.t); nothing here reads a hidden card.
const MC = {
  COLOURS: { red: "#d9443b", green: "#2f9e55", blue: "#2f6fd6" },
  TINTS: { red: "#fdecea", green: "#e7f5ec", blue: "#e8effd" },
  SYMBOL_PATHS: {
    book: "M3 3.5h4.2c.8 0 1.5.4 1.8 1 .3-.6 1-1 1.8-1H15v10h-4.2c-.8 0-1.5.4-1.8 1-.3-.6-1-1-1.8-1H3z",
    heart: "M9 15.2 3.3 9.6a3.3 3.3 0 0 1 4.7-4.7L9 5.9l1-1a3.3 3.3 0 0 1 4.7 4.7z",
    smile: "M9 2.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM6.6 7a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4.8 0a.9.9 0 1 1 0 "
      + "1.8.9.9 0 0 1 0-1.8zM5.6 10.4h6.8A3.6 3.6 0 0 1 9 13a3.6 3.6 0 0 1-3.4-2.6z",
    bag: "M6.5 3h5l-1.2 2.4c2.6 1.2 4.7 4 4.7 6.8 0 2-1.6 3.3-3.6 3.3H6.6C4.6 15.5 3 14.2 3 12.2c0-2.8 2.1-5.6 "
      + "4.7-6.8z",
  },
  SYMBOL_COLOURS: { book: "#7a4e2d", heart: "#c2185b", smile: "#e0a000", bag: "#6d5d4b" },

  /** A list of already rendered words, joined the way the language joins them. */
  join(ctx, parts) {
    return parts.join(ctx.lang === "ja" ? "、" : ", ");
  },

  cardName(ctx, id) {
    const card = ctx.static.cards[id];
    if (!card.colour) return ctx.t("minikin_city.ui.card21");
    return ctx.t("minikin_city.ui.card", { colour: ctx.t(`minikin_city.ui.colour.${card.colour}`), value: card.value });
  },

  gainText(ctx, gain) {
    const parts = [];
    for (const key of ["minikins", "bonus", "vp", "medals", "wild"]) {
      const n = gain[key];
      if (!n) continue;
      parts.push(n === 1 && key !== "vp" ? ctx.t(`minikin_city.ui.g.${key}.one`)
        : ctx.t(`minikin_city.ui.g.${key}`, { n }));
    }
    return parts.length ? MC.join(ctx, parts) : ctx.t("minikin_city.ui.g.nothing");
  },

  effectText(ctx, effect) {
    const gain = MC.gainText(ctx, effect.gain);
    if (effect.per) return ctx.t("minikin_city.ui.fx.per", { gain, item: ctx.t(`minikin_city.ui.item.${effect.per}`) });
    if (effect.if) {
      const need = Object.entries(effect.if).map(([item, n]) => ctx.t("minikin_city.ui.fx.need",
        { n, symbol: ctx.t(`minikin_city.ui.item.${item}`) }));
      return ctx.t("minikin_city.ui.fx.if", { gain, need: MC.join(ctx, need) });
    }
    return gain;
  },

  symbol(ctx, name, size = 15) {
    const label = ctx.t(`minikin_city.ui.item.${name}`);
    return ctx.svg("svg", { class: "mc-symbol", viewBox: "0 0 18 18", width: size, height: size, role: "img",
      "aria-label": label }, [
      ctx.svg("title", {}, label),
      ctx.svg("path", { d: MC.SYMBOL_PATHS[name], fill: MC.SYMBOL_COLOURS[name], "fill-rule": "evenodd" }),
    ]);
  },

  /** A minikin pawn: a small rounded figure. */
  minikin(ctx, size = 14, empty = false) {
    return ctx.svg("svg", { class: empty ? "mc-space" : "mc-minikin", viewBox: "0 0 14 14", width: size,
      height: size, "aria-hidden": "true" }, empty
      ? [ctx.svg("circle", { cx: 7, cy: 7, r: 5.6, fill: "#fff", stroke: "#9aa5b1", "stroke-width": 1.2,
        "stroke-dasharray": "2 1.4" })]
      : [ctx.svg("circle", { cx: 7, cy: 4.2, r: 2.8, fill: "#f2c14e", stroke: "#8a6500", "stroke-width": 0.9 }),
        ctx.svg("path", { d: "M2.6 13c0-3 2-5.2 4.4-5.2s4.4 2.2 4.4 5.2z", fill: "#f2c14e", stroke: "#8a6500",
          "stroke-width": 0.9 })]);
  },

  /** A city card's face: value, colour, symbols, spaces (filled with ``on`` minikins) and effects. */
  card(ctx, id, opts = {}) {
    const { html } = ctx;
    const card = ctx.static.cards[id];
    const colour = card.colour;
    const spaces = [];
    for (let k = 0; k < card.capacity; k += 1) spaces.push(MC.minikin(ctx, 15, k >= (opts.on || 0)));
    const full = card.capacity > 0 && (opts.on || 0) === card.capacity;
    const classes = ["mc-card", "tk-paper", colour ? `mc-${colour}` : "mc-21", opts.small ? "mc-small" : "",
      opts.legal ? "tk-legal" : "", opts.selected ? "mc-selected" : "", full ? "mc-full" : ""];
    const effects = [];
    if (card.now) effects.push(html("div", { class: "mc-fx mc-fx-now" }, [
      html("span", { class: "mc-fx-tag" }, ctx.t("minikin_city.ui.now")), MC.effectText(ctx, card.now)]));
    if (card.score) effects.push(html("div", { class: "mc-fx mc-fx-score" }, [
      html("span", { class: "mc-fx-tag" }, ctx.t("minikin_city.ui.scoring")), MC.effectText(ctx, card.score)]));
    // a card without an effect says so (and why it is worth playing), so its face never shows a bare number
    const none = card.now || card.score ? null : ctx.t(card.colour ? "minikin_city.ui.fx.none" : "minikin_city.ui.fx.none21");
    if (none) effects.push(html("div", { class: "mc-fx mc-fx-none" }, none));
    const words = [card.now && MC.effectText(ctx, card.now), card.score && MC.effectText(ctx, card.score), none];
    const title = [MC.cardName(ctx, id), ...words.filter(Boolean)].join(" · ");
    const attrs = { class: classes.filter(Boolean).join(" "), "data-card": id, title };
    if (opts.onclick) {  // a card to click: an action (data-action) or a choice being built (data-toggle)
      Object.assign(attrs, { role: "button", tabindex: 0, "data-action": opts.action, "data-toggle": opts.toggle,
        "data-key": `card:${id}`, onclick: opts.onclick,
        onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") opts.onclick(e); } });
    }
    return html("div", attrs, [
      html("div", { class: "mc-card-top" }, [
        html("span", { class: "mc-value" }, String(card.value)),
        html("span", { class: "mc-symbols" }, card.symbols.map((s) => MC.symbol(ctx, s))),
      ]),
      spaces.length ? html("div", { class: "mc-spaces" }, spaces) : null,
      opts.small ? (none && html("div", { class: "mc-fx-none" }, ctx.t("minikin_city.ui.fx.none_short")))
        : html("div", { class: "mc-effects" }, effects),
      opts.badge ? html("span", { class: "mc-badge" }, opts.badge) : null,
    ]);
  },

  /** A seat's marker on a rank space. */
  marker(ctx, seat) {
    return ctx.html("span", { class: "mc-marker", title: ctx.seatName(seat),
      style: { background: ctx.seatColor(seat) } }, ctx.seatName(seat).slice(0, 1));
  },
};

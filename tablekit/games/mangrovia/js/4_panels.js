// Panels beside the island: the display and the decks, the viewer's hand and amulets, every seat's counts, the
// payment chooser for a clicked space, the choices that are not on the board, and the final scoring.
{
  const CATEGORIES = ["suns", "pole tiles", "paths", "pole place", "stone place", "amulets"];

  /** The display's cards, lit where the viewer may take one. */
  MANGROVIA.display = (ctx, legal) => {
    const { html, view } = ctx;
    const clickable = (id) => (legal.includes(id)
      ? { class: "mg-card tk-legal", "data-action": id, onclick: () => ctx.act(id) }
      : { disabled: true });
    return html("div", { class: "mg-cards" }, [
      ...view.display.valuables.map((v) => MANGROVIA.card(ctx, "valuables", v, clickable(`display:v${v}`))),
      ...view.display.land.map((t) => MANGROVIA.card(ctx, "land", t, clickable(`display:${t}`))),
    ]);
  };

  /** A deck kept between redraws, as a site is (see showSite): its count is a part of its own, and whether it may be
   * drawn from a class and its state. */
  MANGROVIA.showDeck = (ctx, name, legal) => {
    const { html, keep } = ctx;
    const id = `deck:${name}`;
    const count = ctx.view.decks[name];
    const shown = keep(`deck-count:${name}`, [count], () => html("b", {}, String(count)));
    const node = keep(`deck:${name}`, [], () => html("button", { type: "button", class: "mg-card mg-deck",
      onclick: () => ctx.act(id) }, [html("span", {}, ctx.t(`mangrovia.ui.deck_${name}`)), shown]));
    const isLegal = legal.includes(id);
    node.classList.toggle("tk-legal", isLegal);
    node.disabled = !isLegal;
    if (isLegal) node.setAttribute("data-action", id);
    else node.removeAttribute("data-action");
    return node;
  };

  /** The supply around its kept parts: the display's cards, the decks and the note of the bag and stack. */
  MANGROVIA.supply = (ctx, cards, decks, note) => {
    const { html } = ctx;
    return html("section", { class: "mg-panel" }, [
      html("h5", {}, ctx.t("mangrovia.ui.display")),
      cards,
      html("h5", {}, ctx.t("mangrovia.ui.decks")),
      html("div", { class: "mg-cards" }, [...decks, note]),
    ]);
  };

  MANGROVIA.hand = (ctx, legal) => {
    const { html, view } = ctx;
    const hand = view.hand;
    if (!hand) return null;
    const cards = [
      ...hand.start.map((v) => MANGROVIA.card(ctx, "valuables", v, { disabled: true, class: "mg-card mg-start",
        title: ctx.t("mangrovia.ui.start", { cards: v }) })),
      ...hand.valuables.map((v) => MANGROVIA.card(ctx, "valuables", v, { disabled: true })),
      ...Object.entries(hand.land).flatMap(([t, n]) => [...Array(n)].map(() => MANGROVIA.card(ctx, "land", t,
        { disabled: true }))),
    ];
    const keep = legal.filter((id) => id.startsWith("keep:")).map((id) => html("button", {
      type: "button", class: "tk-button tk-legal", "data-action": id, onclick: () => ctx.act(id),
    }, ctx.t("mangrovia.ui.keep", { amulets: id.slice(5).split("+").join(" + ") })));
    return html("section", { class: "mg-panel mg-hand" }, [
      html("h5", {}, ctx.t("mangrovia.ui.hand")),
      html("div", { class: "mg-cards" }, cards.length ? cards : html("span", { class: "mg-note" },
        ctx.t("mangrovia.ui.nothing"))),
      html("h5", {}, ctx.t("mangrovia.ui.amulets")),
      html("div", { class: "mg-cards" }, hand.amulets.length ? hand.amulets.map((v) => MANGROVIA.amulet(ctx, v))
        : html("span", { class: "mg-note" }, ctx.t("mangrovia.ui.nothing"))),
      view.drawn ? html("div", { class: "mg-drawn" }, [
        html("span", {}, ctx.t("mangrovia.ui.drawn", { amulets: "" })),
        ...view.drawn.map((v) => MANGROVIA.amulet(ctx, v)),
        html("div", { class: "mg-choices" }, keep),
      ]) : null,
    ]);
  };

  MANGROVIA.seats = (ctx) => {
    const { html, view } = ctx;
    return html("section", { class: "mg-panel mg-seats" }, view.seats.map((s, seat) => html("div", {
      class: `mg-seat${seat === ctx.viewer ? " mg-seat-you" : ""}`, "data-seat": seat }, [
      html("span", { class: "tk-dot", style: { background: ctx.seatColor(seat) } }),
      html("b", {}, ctx.seatName(seat)),
      view.start === seat ? html("span", { class: "mg-talisman" }, ctx.t("mangrovia.ui.talisman")) : null,
      html("span", {}, ctx.t("mangrovia.ui.huts", { huts: s.huts })),
      html("span", {}, ctx.t("mangrovia.ui.level", { level: s.level })),
      html("span", {}, ctx.t("mangrovia.ui.cards", { valuables: s.valuables, land: s.land })),
      html("span", { class: "mg-row" }, [MANGROVIA.amulet(ctx, "?", 16), `× ${s.amulets}`]),
      s.pole_tiles.length
        ? html("span", {}, ctx.t("mangrovia.ui.pole", { tiles: s.pole_tiles.join(ctx.t("core.ui.sep")) })) : null,
      html("span", { class: "mg-points" }, ctx.t("mangrovia.ui.points", { points: s.points })),
    ])));
  };

  /** The payments for the space the viewer clicked, and the choices that are not on the board. */
  MANGROVIA.choices = (ctx, legal) => {
    const { html, ui } = ctx;
    const labels = Object.fromEntries(ctx.legal.map((a) => [a.id, a.label]));
    const button = (id, text, primary) => html("button", { type: "button", "data-action": id,
      class: `tk-button${primary ? " tk-button-primary" : ""} tk-legal`, onclick: () => ctx.act(id) }, text);
    const items = [];
    if (ui.pick) {
      const pays = legal.filter((id) => id.startsWith(`build:${ui.pick}:`) || id.startsWith(`double:${ui.pick}:`));
      items.push(html("div", { class: "mg-pay" }, [
        html("h5", {}, ctx.t("mangrovia.ui.pay", { space: ui.pick })),
        html("div", { class: "mg-choices" }, [
          ...pays.map((id) => button(id, labels[id], true)),
          html("button", { type: "button", class: "tk-button", "data-key": "pay-cancel",
            onclick: () => { ui.pick = null; ctx.redraw(); } }, ctx.t("mangrovia.ui.cancel")),
        ]),
      ]));
    }
    if (legal.includes("amulets")) items.push(button("amulets", ctx.t("mangrovia.ui.take_amulets"), false));
    if (legal.includes("pass")) items.push(button("pass", ctx.t("mangrovia.ui.build_nothing"), false));
    if (legal.some((id) => id.startsWith("build:") || id.startsWith("double:"))) {
      items.push(html("p", { class: "mg-note" }, ctx.t("mangrovia.ui.click_space")));
    }
    return items.length ? html("section", { class: "mg-panel mg-choices-panel" }, items) : null;
  };

  MANGROVIA.final = (ctx) => {
    const { html, view } = ctx;
    if (!view.final) return null;
    const head = html("tr", {}, [html("th", {}, ""), ...view.seats.map((_, s) => html("th", {}, ctx.seatName(s)))]);
    const rows = CATEGORIES.map((cat) => html("tr", {}, [
      html("td", {}, ctx.t(`mangrovia.ui.cat.${cat.replace(" ", "_")}`)),
      ...view.final.breakdown.map((b) => html("td", { class: "tk-num" }, String(b[cat]))),
    ]));
    const total = html("tr", { class: "mg-total" }, [html("td", {}, ctx.t("mangrovia.ui.total")),
      ...view.final.totals.map((t) => html("td", { class: "tk-num" }, String(t)))]);
    return html("section", { class: "mg-panel mg-final" }, [
      html("h5", {}, ctx.t("mangrovia.ui.final")),
      html("table", { class: "tk-table" }, [html("thead", {}, head), html("tbody", {}, [...rows, total])]),
    ]);
  };
}

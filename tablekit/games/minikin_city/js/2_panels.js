// Minikin City's table, part 2: the panels. The reward row with its markers, the end tile, bonus tokens, the
// display, each seat's city, and the final scoring table.
Object.assign(MC, {
  status(ctx) {
    const { view, html, t } = ctx;
    const chip = (text, cls) => html("span", { class: `mc-chip ${cls || ""}` }, text);
    const best = view.best ? chip(t(`minikin_city.ui.colour.${view.best}`), `mc-chip-${view.best}`) : null;
    return html("div", { class: "mc-status" }, [
      view.round ? html("b", {}, t("minikin_city.ui.round", { n: view.round })) : null,
      best ? html("span", {}, [t("minikin_city.ui.best"), " ", best]) : null,
      view.start == null ? null  // chosen after the keep (setup step 8)
        : html("span", {}, [t("minikin_city.ui.start"), " ", MC.marker(ctx, view.start), " ", ctx.seatName(view.start)]),
      html("span", {}, t("minikin_city.ui.deck", { n: view.deck })),
      html("span", { class: "mc-inline" }, [MC.minikin(ctx, 14), t("minikin_city.ui.supply", { n: view.supply })]),
    ]);
  },

  rankSpaces(ctx, ranks, markers) {
    return ctx.html("ol", { class: "mc-ranks" }, ranks.map((gain, i) => ctx.html("li", {}, [
      ctx.html("span", { class: "mc-rank-no" }, String(i + 1)),
      ctx.html("span", { class: "mc-rank-gain" }, MC.gainText(ctx, gain)),
      markers[i] !== null && markers[i] !== undefined ? MC.marker(ctx, markers[i]) : null,
    ])));
  },

  rewardRow(ctx) {
    const { view, html, t } = ctx;
    const players = String(view.players);
    const cards = ctx.static.rewards[view.set];
    const row = view.rewards.map((entry, k) => {
      const card = cards[entry.card];
      const current = view.round === k + 1;
      return html("div", { class: `mc-reward tk-paper mc-border-${card.colour}${current ? " mc-current" : ""}`,
        "data-round": k + 1 }, [
        html("div", { class: `mc-reward-head mc-bg-${card.colour}` }, String(k + 1)),
        MC.rankSpaces(ctx, card.sides[players], entry.markers),
      ]);
    });
    const end = view.end;
    row.push(html("div", { class: `mc-reward tk-paper mc-end${view.round === null && view.reveals.length ? " mc-current" : ""}`,
      "data-round": "end" }, [
      html("div", { class: "mc-reward-head mc-end-head" }, [
        html("span", { class: `mc-hole mc-bg-${end.colour}`, title: t("minikin_city.ui.under_tile") }),
        t("minikin_city.ui.end_tile"),
      ]),
      MC.rankSpaces(ctx, ctx.static.end_tiles[players], end.markers),
    ]));
    return html("section", { class: "mc-section" }, [html("h5", {}, t("minikin_city.ui.rewards")),
      html("div", { class: "mc-row mc-rewards" }, row)]);
  },

  tokens(ctx) {
    const { view, html, t } = ctx;
    const free = view.bonus;
    if (!free.length) return null;
    return html("section", { class: "mc-section" }, [html("h5", {}, t("minikin_city.ui.bonus_tokens")),
      html("div", { class: "mc-row" }, free.map((i) => MC.token(ctx, i, `bonus:${i}`)))]);
  },

  token(ctx, i, action) {
    const token = ctx.static.bonus_tokens[i];
    const legal = action && ctx.isLegal(action);
    const words = ctx.t("minikin_city.ui.token", { effect: MC.effectText(ctx, token.effect),
      when: ctx.t(`minikin_city.ui.when.${token.when}`) });
    return ctx.html(legal ? "button" : "div", {
      class: `mc-token tk-paper${legal ? " tk-legal" : ""}`, type: legal ? "button" : null, "data-token": i,
      "data-action": legal ? action : null, "data-key": legal ? action : null,
      onclick: legal ? () => ctx.act(action) : null, title: words,
    }, [ctx.html("b", {}, String(i)), ctx.html("span", {}, words)]);
  },

  display(ctx) {
    const { view, html, t } = ctx;
    if (!view.display.length) return null;
    return html("section", { class: "mc-section" }, [html("h5", {}, t("minikin_city.ui.display")),
      html("div", { class: "mc-row" }, view.display.map((id) => {
        const action = `draft:${id}`;
        const legal = ctx.isLegal(action);
        return MC.card(ctx, id, { legal, action, onclick: legal ? () => ctx.act(action) : null });
      }))]);
  },

  /** The ``k``th card of ``seat``'s city as [what it shows, how to build it] (ctx.keep's arguments): lit where the
   * viewer may put a minikin on it, lifted if just played. */
  cityCard(ctx, seat, k) {
    const city = ctx.view.seats[seat].city;
    const [id, on] = city[k];
    const action = `minikin:${id}`;
    const legal = seat === ctx.viewer && ctx.isLegal(action);
    const last = k === city.length - 1 && ctx.view.plays.some(([who]) => who === seat);
    return [[on, legal, last], () => MC.card(ctx, id, { on, small: true, legal, action,
      onclick: legal ? () => ctx.act(action) : null, selected: last })];
  },

  /** A seat's panel around its city's cards (cityCard); whether the seat is to act is its class mc-acting. */
  seatPanel(ctx, seat, city) {
    const { view, html, t } = ctx;
    const s = view.seats[seat];
    const reveal = view.reveals.find(([who]) => who === seat);
    const info = [
      html("span", {}, t("minikin_city.ui.hand_size", { n: s.hand_size })),
      s.waiting ? html("span", { class: "mc-inline mc-waiting" }, [MC.minikin(ctx, 13),
        t("minikin_city.ui.waiting", { n: s.waiting })]) : null,
      view.phase === "keep" ? html("span", { class: "mc-muted" },
        t(s.kept ? "minikin_city.ui.chosen" : "minikin_city.ui.choosing")) : null,
      s.known.length && seat !== ctx.viewer ? html("span", { class: "mc-muted" },
        t("minikin_city.ui.known", { cards: MC.join(ctx, s.known.map((id) => MC.cardName(ctx, id))) })) : null,
      reveal ? html("b", {}, t("minikin_city.ui.revealed", { total: reveal[1] })) : null,
    ];
    return html("section", { class: "mc-seat", "data-seat": seat }, [
      html("div", { class: "mc-seat-head" }, [
        html("span", { class: "tk-dot", style: { background: ctx.seatColor(seat) } }),
        html("b", {}, ctx.seatName(seat)),
        seat === ctx.viewer ? html("span", { class: "tk-tag tk-tag-you" }, t("minikin_city.ui.you")) : null,
        ...info,
        s.tokens.length ? html("span", { class: "mc-row mc-held" }, s.tokens.map((i) => MC.token(ctx, i))) : null,
      ]),
      html("div", { class: "mc-city" }, city),
      s.hand && seat !== ctx.viewer ? html("div", { class: "mc-row mc-open-hand" }, [
        html("span", { class: "mc-muted" }, t("minikin_city.ui.hand_of", { seat: ctx.seatName(seat) })),
        ...s.hand.map((id) => MC.card(ctx, id, { small: true }))]) : null,
    ]);
  },

  finalTable(ctx) {
    const { view, html, t } = ctx;
    if (!view.final) return null;
    const scores = view.final.scores;
    const seats = scores.map((_, s) => s);
    const row = (label, cell) => html("tr", {}, [html("th", {}, label), ...seats.map((s) => html("td",
      { class: "tk-num" }, cell(scores[s], s)))]);
    const cardCell = (sc) => html("div", { class: "mc-contrib" }, Object.entries(sc.cards).map(([id, vp]) => {
      const medals = sc.card_medals[id];
      const extra = medals ? ` + ${t(medals === 1 ? "minikin_city.ui.g.medals.one" : "minikin_city.ui.g.medals",
        { n: medals })}` : "";
      return html("div", {}, `${MC.cardName(ctx, id)}: ${vp}${extra}`);
    }));
    return html("section", { class: "mc-section mc-final" }, [
      html("h5", {}, t("minikin_city.ui.final")),
      html("table", { class: "tk-table mc-final-table" }, [
        html("thead", {}, html("tr", {}, [html("th", {}, ""), ...seats.map((s) => html("th", {}, [
          html("span", { class: "tk-dot", style: { background: ctx.seatColor(s) } }), ctx.seatName(s)]))])),
        html("tbody", {}, [
          row(t("minikin_city.ui.col.rewards"), (sc) => String(sc.rewards)),
          row(t("minikin_city.ui.col.immediate"), (sc) => String(sc.immediate)),
          row(t("minikin_city.ui.col.tokens"), (sc) => String(sc.tokens)),
          row(t("minikin_city.ui.col.cards"), cardCell),
          row(t("minikin_city.ui.col.medals"), (sc) => t("minikin_city.ui.medals_count",
            { n: sc.medals, vp: sc.medal_vp })),
          row(t("minikin_city.ui.col.unused"), (sc) => String(sc.unused)),
          row(t("minikin_city.ui.col.total"), (sc, s) => html("b", {
            class: view.final.winners.includes(s) ? "mc-winner" : null }, String(sc.total))),
        ]),
      ]),
    ]);
  },
});

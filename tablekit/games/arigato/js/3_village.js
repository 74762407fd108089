// Arigato's table, part 3: a player's village (4 slots with offering tokens), items, palace, favour and goal tokens,
// and the viewer's day actions on them: prepare an offering, send to the palace, free a slot, trade, take items.
{
  ARIGATO.village = function village(ctx, f, seat, options = {}) {
    const { html, view } = ctx;
    const me = view.seats[seat];
    const mine = options.mine;
    const targets = mine ? ARIGATO.villagerTargets(ctx) : {};
    const small = !mine;
    const slots = me.village.map((spot, i) => {
      const slot = i + 1;
      const target = targets[slot];
      const place = target ? { class: "ag-slot tk-legal", role: "button", tabindex: 0, "data-action": target.id,
        "data-key": `slot:${slot}`, title: target.label, onclick: () => ctx.act(target.id) } : { class: "ag-slot" };
      const label = html("span", { class: "ag-slot-number" }, String(slot));
      if (!spot) return html("div", { ...place, class: `${place.class} ag-slot-empty` }, [label]);
      const token = spot.offering ? html("span", { class: "ag-offering", title: f.t("ui.offering") }, "献") : null;
      const actions = mine ? html("div", { class: "ag-slot-actions" }, ["offer", "send", "dismiss"]
        .filter((kind) => ctx.isLegal(`${kind}:${slot}`)).map((kind) => f.button(f.t(`ui.${kind}`), `${kind}:${slot}`,
          { title: ctx.legal.find((a) => a.id === `${kind}:${slot}`).label }))) : null;
      return html("div", place, [label, f.card(spot.card, { small, badge: token, children: actions })]);
    });
    const status = statusChip(ctx, f, seat);
    return html("section", { class: `ag-panel ag-seat${mine ? " ag-seat-mine" : ""}`, "data-seat": seat }, [
      html("div", { class: "ag-seat-head" }, [
        html("span", { class: "tk-dot", style: { background: ctx.seatColor(seat) } }),
        html("b", {}, ctx.seatName(seat)),
        status,
        html("span", { class: "ag-stat", title: f.t("ui.favour") }, [html("span", { class: "ag-favour" },
          String(me.favour)), ` ${f.t("ui.favour")}`]),
        html("span", { class: "ag-stat", title: f.t("ui.goals") }, [html("span", { class: "ag-goal-token" },
          String(me.goal_days.length)), ` ${f.t("ui.goals")}`]),
        html("span", { class: "ag-stat" }, f.t("ui.free_tokens", { n: me.tokens })),
      ]),
      html("div", { class: "ag-village" }, slots),
      html("div", { class: "ag-row ag-wrap ag-items" }, [
        html("span", { class: "ag-label" }, f.t("ui.items")),
        ...ARIGATO.ITEMS.map((item) => f.itemToken(item, small ? 18 : 22, me.items[item])),
      ]),
      palace(ctx, f, me, small),
      travellers(ctx, f, seat, me),
      me.shown && options.showRevealed ? revealed(ctx, f, me) : null,
    ]);
  };

  function statusChip(ctx, f, seat) {
    const me = ctx.view.seats[seat];
    const phase = ctx.view.phase;
    if (phase === "over") return null;
    const acting = ctx.view.to_act.includes(seat);
    let text = null;
    if (phase === "dawn") text = me.chosen ? f.t("ui.chosen") : f.t("ui.choosing");
    else text = acting ? f.t("ui.acting") : f.t("ui.done");
    return text ? ctx.html("span", { class: `ag-chip${acting ? " ag-chip-acting" : ""}` }, text) : null;
  }

  function palace(ctx, f, me, small) {
    const { html } = ctx;
    const total = me.palace.reduce((sum, id) => sum + ctx.static.cards[id].favour, 0);
    return html("div", { class: "ag-palace" }, [
      html("span", { class: "ag-label" }, `${f.t("ui.palace")} (${total})`),
      html("div", { class: "ag-row ag-wrap" }, me.palace.map((id) => small
        ? html("span", { class: "ag-mini", style: { background: ARIGATO.TYPE_STYLE[ctx.static.cards[id].type].fill },
          title: id }, String(ctx.static.cards[id].favour))
        : f.card(id, { small: true }))),
    ]);
  }

  function travellers(ctx, f, seat, me) {
    const { html, view } = ctx;
    const parts = [];
    if (me.incoming_cards && me.incoming_cards.length) {
      const viewer = view.seat;
      const label = viewer === seat ? f.t("ui.incoming")
        : f.t("ui.sent", { to: ctx.seatName(seat) });
      parts.push(html("div", { class: "ag-travellers" }, [html("span", { class: "ag-label" }, label),
        html("div", { class: "ag-row ag-wrap" }, me.incoming_cards.map((id) => f.card(id, { small: true })))]));
    } else if (me.incoming) {
      const label = view.seat === seat ? f.t("ui.incoming") : f.t("ui.incoming_to", { seat: ctx.seatName(seat) });
      parts.push(html("div", { class: "ag-travellers" }, [html("span", { class: "ag-label" }, label),
        html("div", { class: "ag-row" }, Array.from({ length: me.incoming },
        () => f.cardBack(f.t("ui.traveller"))))]));
    }
    if (me.aside) {
      const shown = me.aside_cards;
      parts.push(html("div", { class: "ag-travellers" }, [
        html("span", { class: "ag-label" }, `${f.t("ui.aside")}: ${me.aside}`),
        shown ? html("div", { class: "ag-row ag-wrap" }, shown.map((id) => html("span", { class: "ag-mini",
          style: { background: ARIGATO.TYPE_STYLE[ctx.static.cards[id].type].fill }, title: id },
          String(ctx.static.cards[id].favour)))) : null,
      ]));
    }
    return parts.length ? html("div", {}, parts) : null;
  }

  function revealed(ctx, f, me) {
    const { html } = ctx;
    const shown = me.shown;
    return html("div", { class: "ag-revealed" }, [
      html("span", { class: "ag-label" }, f.t("ui.revealed")),
      shown.villager ? html("span", { class: "ag-role ag-role-V" }, `${f.t("ui.villager")}: ${shown.villager}`) : null,
      ...shown.makers.map((id) => html("span", { class: "ag-role ag-role-M" }, `${f.t("ui.maker")}: ${id}`)),
      shown.travellers ? html("span", { class: "ag-role ag-role-T" },
        `${f.t("ui.traveller")} ×${shown.travellers}`) : null,
    ]);
  }

  /** The viewer's item actions: items of choice owed, trades (give → get), discards at dusk, and End day. */
  ARIGATO.itemActions = function itemActions(ctx, f) {
    const { html } = ctx;
    const byKind = (kind) => ctx.legal.filter((a) => a.id.startsWith(`${kind}:`));
    const picks = byKind("pick");
    const trades = byKind("trade");
    const discards = byKind("discard");
    const parts = [];
    if (picks.length) {
      parts.push(html("div", { class: "ag-row ag-wrap" }, picks.map((a) => html("button", { type: "button",
        class: "tk-button ag-item-button tk-legal", "data-action": a.id, "data-key": a.id, title: a.label,
        onclick: () => ctx.act(a.id) }, [f.itemToken(a.id.split(":")[1], 20), f.itemName(a.id.split(":")[1])]))));
    }
    if (discards.length) {
      parts.push(html("div", { class: "ag-row ag-wrap" }, discards.map((a) => html("button", { type: "button",
        class: "tk-button ag-item-button tk-legal", "data-action": a.id, "data-key": a.id, title: a.label,
        onclick: () => ctx.act(a.id) }, ["−", f.itemToken(a.id.split(":")[1], 20)]))));
    }
    if (trades.length) {
      const gives = [...new Set(trades.map((a) => a.id.split(":")[1]))];
      parts.push(html("div", { class: "ag-trades" }, [
        html("span", { class: "ag-label" }, f.t("ui.trade")),
        ...gives.map((give) => html("div", { class: "ag-trade-row" }, [
          f.itemToken(give, 18), html("span", { class: "ag-arrow" }, "→"),
          ...trades.filter((a) => a.id.split(":")[1] === give).map((a) => html("button", { type: "button",
            class: "tk-button ag-trade", "data-action": a.id, "data-key": a.id, title: a.label,
            onclick: () => ctx.act(a.id) }, f.itemToken(a.id.split(":")[2], 18))),
        ])),
      ]));
    }
    if (ctx.isLegal("end")) parts.push(html("div", { class: "ag-confirm" }, f.button(
      ctx.legal.find((a) => a.id === "end").label, "end", { primary: true })));
    if (!parts.length) return null;
    return html("section", { class: "ag-panel ag-actions" }, [html("h5", {}, f.t("ui.day_actions")), ...parts]);
  };
}

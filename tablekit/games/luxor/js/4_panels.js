// Luxor's table, part 4: what each seat holds (cards in hand by their backs, keys, treasures by type, wild cards,
// scarabs, sarcophagi), the supply and piles, and a finished game's scoring table with its set counts.
LUXOR.seatsPanel = (ctx) => {
  const { view, html, svg, seatName, seatColor } = ctx;
  const st = ctx.static;
  const rows = view.seats.map((s, seat) => {
    const types = { vase: 0, statue: 0, jewellery: 0 };
    for (const t of s.treasures) types[st.treasures[t][0]] += 1;
    const backs = s.backs.map((b, i) => html("span", { class: `lx-back lx-back-${b}`, title: b === "m" ? "" : b,
      "data-i": i }, b === "m" ? "" : b.slice(1)));
    const scarabs = s.scarab_values ? `${s.scarabs} (${s.scarab_values.join("+") || 0})` : String(s.scarabs);
    return html("tr", { class: view.turn === seat && !view.over ? "lx-turn" : null, "data-seat": seat }, [
      html("td", {}, [html("span", { class: "tk-dot", style: { background: seatColor(seat) } }), seatName(seat)]),
      html("td", { class: "lx-backs" }, backs),
      html("td", { class: "tk-num" }, [svg("svg", { width: 18, height: 14, viewBox: "0 0 18 14" },
        LUXOR.key(svg, 7, 7, 0.8)), String(s.keys)]),
      ...LUXOR.TYPES.map((type) => html("td", { class: "tk-num", title: ctx.t(`luxor.ui.type.${type}`) }, [
        svg("svg", { width: 16, height: 20, viewBox: "0 0 16 20" }, LUXOR.treasureGlyph(svg, type, 8, 10, 0.8)),
        String(types[type])])),
      html("td", { class: "tk-num" }, String(s.wild)),
      html("td", { class: "tk-num" }, scarabs),
      html("td", { class: "tk-num" }, s.sarcophagi.join("+") || "–"),
      html("td", { class: "tk-num" }, String(s.treasure_vp)),
    ]);
  });
  const head = ["luxor.ui.seat", "luxor.ui.cards", "luxor.ui.keys", "luxor.ui.type.vase", "luxor.ui.type.statue",
    "luxor.ui.type.jewellery", "luxor.ui.wild", "luxor.ui.scarabs", "luxor.ui.sarcophagi", "luxor.ui.treasure_vp"];
  const piles = view.horus_piles;
  return html("section", { class: "lx-seats" }, [
    html("table", { class: "tk-table lx-seat-table" }, [
      html("thead", {}, html("tr", {}, head.map((k) => html("th", {}, ctx.t(k))))),
      html("tbody", {}, rows),
    ]),
    html("p", { class: "lx-supply tk-muted" }, [
      ctx.t("luxor.ui.deck", { n: view.deck }), " · ", ctx.t("luxor.ui.discard", { n: view.discard.length }), " · ",
      ctx.t("luxor.ui.horus_piles"), ` ${piles["1"]}/${piles["2"]}/${piles["3"]}`, " · ",
      ctx.t("luxor.ui.supply", { keys: view.key_supply, wild: view.wild_supply, scarabs: view.scarab_bag }),
    ]),
  ]);
};

LUXOR.finalPanel = (ctx) => {
  const { view, html, seatName, seatColor } = ctx;
  const final = view.final;
  if (!final) return null;
  const parts = ["treasures", "positions", "sarcophagi", "keys", "scarabs", "sets"];
  return html("section", { class: "lx-final" }, [
    html("h4", {}, ctx.t("luxor.ui.final")),
    html("table", { class: "tk-table lx-final-table" }, [
      html("thead", {}, html("tr", {}, [html("th", {}, ctx.t("luxor.ui.seat")),
        ...parts.map((p) => html("th", {}, ctx.t(`luxor.ui.score.${p}`))), html("th", {}, ctx.t("luxor.ui.total"))])),
      html("tbody", {}, final.rows.map((row, seat) => html("tr", {
        class: final.winners.includes(seat) ? "tk-winner" : null }, [
        html("td", {}, [html("span", { class: "tk-dot", style: { background: seatColor(seat) } }), seatName(seat)]),
        ...parts.map((p) => html("td", { class: "tk-num" }, p === "sets"
          ? `${row.parts.sets} (${ctx.t(row.sets === 1 ? "luxor.ui.set_count.one" : "luxor.ui.set_count", { n: row.sets })})` : String(row.parts[p]))),
        html("td", { class: "tk-num lx-total" }, String(final.totals[seat])),
      ]))),
    ]),
  ]);
};

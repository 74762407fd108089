// The board: the island on the left; the sea (oracle, archipelago), the supply, the viewer's hand and the choices
// on the right; every seat below. Clicking a lit space opens its payments; clicking a space that is not lit while
// building sends the build at its printed cost anyway, so Python says why it is refused.
{
  // The board keeps its layout; a redraw builds again only the parts whose inputs changed (ctx.keep), so a step
  // that builds a hut redraws that space, the seats and the panels it touched, not the island.
  RENDERERS["mangrovia"] = function renderBoard(ctx) {
    const { html, view, ui, keep } = ctx;
    const legal = MANGROVIA.legalIds(ctx);
    if (ui.step !== view.step) {
      ui.pick = null; // a payment being chosen belongs to the step it was started at
      ui.step = view.step;
    }
    const buildable = new Set(legal.filter((id) => id.startsWith("build:") || id.startsWith("double:"))
      .map((id) => id.split(":")[1]));
    const building = legal.includes("pass") || buildable.size > 0;
    ui.onSpace = (space) => {
      if (buildable.has(space.id)) {
        ui.pick = space.id;
        ctx.redraw();
      } else if (building) {
        ctx.act(`build:${space.id}:${space.cost}`);
      }
    };
    // the legal moves a part offers, as one string: a part is drawn again only when its own moves changed
    const ids = (...kinds) => legal.filter((id) => kinds.includes(id.split(":")[0])).join(" ");
    const overlay = keep("overlay", [ui.overlay], () => html("label", { class: "mg-toggle" }, [
      html("input", { type: "checkbox", checked: !!ui.overlay, "data-key": "overlay",
        onchange: (e) => { ui.overlay = e.target.checked; ctx.redraw(); } }),
      ctx.t("mangrovia.ui.majorities"),
    ]));
    const sites = ctx.static.sites.map((_, i) => MANGROVIA.showSite(ctx, i, legal));
    const boatNote = keep("boat-note", [view.phase === "boat" && view.boat], () => (view.phase === "boat"
      ? html("span", { class: "mg-note" }, ctx.t("mangrovia.ui.boat", { action: view.boat })) : null));
    const decks = ["valuables", "land"].map((name) => MANGROVIA.showDeck(ctx, name, legal));
    const cards = keep("display", [view.display, ids("display")], () => MANGROVIA.display(ctx, legal));
    const bagNote = keep("bag", [view.bag, view.stack], () => html("span", { class: "mg-note" }, [
      ctx.t("mangrovia.ui.bag", { n: view.bag }), " · ", ctx.t("mangrovia.ui.stack", { n: view.stack }),
    ]));
    const parts = [
      keep("banner", [view.ending, view.over], () => (view.ending && !view.over
        ? html("div", { class: "mg-banner" }, ctx.t("mangrovia.ui.last_round")) : null)),
      MANGROVIA.island(ctx, buildable), overlay,
      keep("oracle", [view.birds, ids("birds")], () => MANGROVIA.oracle(ctx, legal)),
      keep("archipelago", [], () => MANGROVIA.archipelago(ctx, sites, boatNote)),
      keep("choices", [ctx.legal.filter((a) => ["build", "double"].includes(a.id.split(":")[0]))
        .map((a) => `${a.id} ${a.label}`).join("\n"), ids("amulets", "pass"), ui.pick],
      () => MANGROVIA.choices(ctx, legal)),
      keep("supply", [], () => MANGROVIA.supply(ctx, cards, decks, bagNote)),
      keep("hand", [view.hand, view.drawn, ids("keep")], () => MANGROVIA.hand(ctx, legal)),
      keep("seats", [view.seats, view.start], () => MANGROVIA.seats(ctx)),
      keep("final", [view.final], () => MANGROVIA.final(ctx)),
    ];
    const board = keep("layout", [], () => {
      const [banner, island, toggle, oracle, archipelago, choices, supply, hand, seats, final] = parts;
      return html("div", { class: "mg-board" }, [
        banner,
        html("div", { class: "mg-top" }, [
          html("div", { class: "mg-left" }, [island, toggle]),
          html("div", { class: "mg-right" }, [
            html("div", { class: "mg-sea-row" }, [oracle, archipelago]), choices, supply, hand]),
        ]),
        seats,
        final,
      ]);
    });
    if (ctx.el.firstChild !== board) ctx.el.replaceChildren(board);
  };
  RENDERERS["mangrovia"].keepsBoard = true;

  RENDERERS["mangrovia"].css = `
.mg-board { display: flex; flex-direction: column; gap: 12px; }
.mg-board h5 { margin: 0 0 6px; font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .06em;
  color: var(--tk-muted); display: flex; gap: 8px; align-items: baseline; }
.mg-top { display: flex; gap: 14px; flex-wrap: wrap; align-items: flex-start; }
.mg-left { display: flex; flex-direction: column; gap: 6px; }
.mg-right { display: flex; flex-direction: column; gap: 10px; min-width: 300px; flex: 1; }
.mg-sea-row { display: flex; gap: 10px; flex-wrap: wrap; }
.mg-panel { background: var(--tk-panel, #f7f8fa); border: 1px solid var(--tk-border, #dde1e6); border-radius: 10px;
  padding: 8px 10px; }
.mg-note { color: var(--tk-muted); font-size: 12px; font-weight: 400; text-transform: none; letter-spacing: 0; }
.mg-sea { fill: #d8eef8; }
.mg-space { cursor: pointer; }
.mg-space:focus, .mg-site:focus { outline: none; }
.mg-space:focus-visible .mg-space-shape, .mg-site:focus-visible .mg-site-island { stroke: #1d4fd0; stroke-width: 4; }
.mg-space-id { font-size: 9px; font-weight: 600; opacity: .75; }
.mg-cost-text { font-size: 11px; font-weight: 800; fill: #fff; }
.mg-buildable .mg-space-shape { stroke: #fff; stroke-width: 4; filter: drop-shadow(0 0 6px rgba(255, 120, 0, 1)); }
.mg-space-edge { display: none; fill: none; stroke: #ffb347; stroke-width: 4; opacity: 0; pointer-events: none; }
.mg-buildable .mg-space-edge { display: inline; animation: mg-glow 1.6s ease-in-out infinite; }
.mg-picked .mg-space-edge { stroke-width: 5; }
@keyframes mg-glow { 50% { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .mg-buildable .mg-space-edge { display: none; } }
.mg-picked .mg-space-shape { stroke: #d62f00; stroke-width: 5; }
.mg-area-box { fill: none; stroke-width: 2.5; stroke-dasharray: 6 4; }
.mg-area-stone .mg-area-box { stroke: #6b7280; fill: rgba(107, 114, 128, .12); }
.mg-area-pole .mg-area-box { stroke: #8a5a2b; fill: rgba(138, 90, 43, .12); }
.mg-area-label { font-size: 10px; font-weight: 700; fill: #475057; }
.mg-god { cursor: help; }
.mg-god-head { fill: #fff4d6; stroke: #a57400; stroke-width: 2; }
.mg-god-first { font-size: 12px; font-weight: 800; fill: #5a3f00; }
.mg-god-second { font-size: 9px; font-weight: 700; fill: #8a6a1f; }
.mg-pole-text { font-size: 13px; font-weight: 800; fill: #4e3216; }
.mg-bird { fill: #d6336c; stroke: #7a1238; stroke-width: 1; }
.mg-site { cursor: pointer; }
.mg-site-island { fill: #f1d894; stroke: #bf9d45; stroke-width: 1.5; }
.mg-site-legal .mg-site-island { stroke: #ff9d00; stroke-width: 4; filter: drop-shadow(0 0 5px rgba(255, 157, 0, .9)); }
.mg-site.tk-legal { outline: none; box-shadow: none; }
.mg-site-action { font-size: 17px; font-weight: 800; fill: #1f2933; }
.mg-site-slash { font-size: 15px; fill: #6b7280; }
.mg-site-number { font-size: 9px; fill: #6b7280; }
.mg-boat { fill: #8a5a2b; stroke: #4e3216; stroke-width: 1.2; }
.mg-cards { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-bottom: 6px; }
.mg-card { --tk-glow-border: 2px; min-width: 38px; height: 52px; border-radius: 6px; border: 2px solid #c9a86a; background: #fffaf0; color: #1f2933;
  font: inherit; font-size: 11px; font-weight: 700; display: inline-flex; flex-direction: column;
  align-items: center; justify-content: center; padding: 2px 5px; cursor: default; }
.mg-card:disabled { opacity: 1; }
.mg-card.tk-legal { cursor: pointer; }
.mg-card-value { font-size: 20px; font-weight: 800; color: #e07800; }
.mg-start { border-style: dashed; }
.mg-deck { background: #2f3e4e; color: #fff !important; border-color: #1f2933; min-width: 70px; }
.mg-seats { display: flex; flex-direction: column; gap: 4px; }
.mg-seat { display: flex; flex-wrap: wrap; gap: 4px 14px; align-items: center; font-size: 13px; }
.mg-seat-you { font-weight: 600; }
.mg-talisman { background: var(--tk-text); color: var(--tk-bg); border-radius: 999px; padding: 0 8px; font-size: 10px; }
.mg-points { margin-left: auto; font-weight: 700; }
.mg-row { display: inline-flex; gap: 3px; align-items: center; }
.mg-choices { display: flex; flex-wrap: wrap; gap: 6px; }
.mg-choices-panel { display: flex; flex-direction: column; gap: 6px; }
.mg-drawn { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.mg-banner { background: var(--tk-warn-soft); border: 1px solid #e0b000; border-radius: 8px; padding: 6px 10px; font-weight: 600; }
.mg-toggle { font-size: 12px; display: inline-flex; gap: 6px; align-items: center; }
.mg-total td { font-weight: 800; }
`;
}

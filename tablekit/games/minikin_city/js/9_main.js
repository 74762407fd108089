// Minikin City's table, last part: lay the panels out and set the renderer with its styles. The board keeps its
// layout; a redraw builds again only the panels whose inputs changed (ctx.keep): a card played redraws its
// seat's panel around the city's other cards as they were, the hint and the hand, not every card on the table;
// the seat to act is shown by a class.
RENDERERS["minikin_city"] = function renderBoard(ctx) {
  const { view, html, keep, ui } = ctx;
  const order = view.seats.map((_, s) => s);
  if (ctx.viewer >= 0) order.push(...order.splice(0, ctx.viewer)); // the viewer's own city first
  const mine = ctx.viewer >= 0 ? view.seats[ctx.viewer] : null;
  // the legal moves a panel offers, as one string: a panel is drawn again only when its own moves changed
  const ids = (...kinds) => ctx.legal.map((a) => a.id).filter((id) => kinds.includes(id.split(":")[0])).join(" ");
  const kinds = [...new Set(ctx.legal.map((a) => a.id.split(":")[0]))].join(" ");
  const handIds = ids("play", "extra", "keep");
  const parts = [
    keep("status", [view.round, view.best, view.start, view.deck, view.supply], () => MC.status(ctx)),
    keep("hint", [kinds, view.phase, mine && mine.kept, view.over, view.to_act, view.pending], () => MC.hint(ctx)),
    keep("final", [view.final], () => MC.finalTable(ctx)),
    keep("rewards", [view.rewards, view.round, view.end, view.reveals.length > 0, view.set, view.players],
      () => MC.rewardRow(ctx)),
    keep("display", [view.display, ids("draft")], () => MC.display(ctx)),
    keep("tokens", [view.bonus, ids("bonus")], () => MC.tokens(ctx)),
    keep("hand", [mine && mine.hand, mine && mine.keep, ui.keep, handIds,
      handIds.includes("play:") ? view.plays : null, view.best], () => MC.hand(ctx)),
    ...order.map((s) => {
      const city = view.seats[s].city.map(([id], k) => keep(`city:${s}:${id}`, ...MC.cityCard(ctx, s, k)));
      const panel = keep(`seat:${s}`, [view.seats[s], view.reveals.find(([who]) => who === s),
        view.phase === "keep"], () => MC.seatPanel(ctx, s, city));
      panel.classList.toggle("mc-acting", view.to_act.includes(s));
      return panel;
    }),
  ];
  const board = keep("layout", [order.join()], () => {
    const [status, hint, final, rewards, display, tokens, hand, ...seats] = parts;
    return html("div", { class: "mc-board" }, [status, hint, final, rewards,
      html("div", { class: "mc-row mc-middle" }, [display, tokens]), hand, html("div", { class: "mc-seats" }, seats)]);
  });
  if (ctx.el.firstChild !== board) ctx.el.replaceChildren(board);
};
RENDERERS["minikin_city"].keepsBoard = true;

RENDERERS["minikin_city"].css = `
.mc-board { display: flex; flex-direction: column; gap: 10px; }
.mc-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
.mc-middle { gap: 18px; }
.mc-section h5 { margin: 0 0 6px; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--tk-muted); }
.mc-status { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center; }
.mc-inline { display: inline-flex; align-items: center; gap: 3px; }
.mc-chip { padding: 1px 8px; border-radius: 999px; font-weight: 700; color: #fff; }
.mc-chip-red, .mc-bg-red { background: #d9443b; } .mc-chip-green, .mc-bg-green { background: #2f9e55; }
.mc-chip-blue, .mc-bg-blue { background: #2f6fd6; }
.mc-hint { margin: 0; padding: 6px 10px; background: var(--tk-warn-soft); border: 1px solid #f3d58a; border-radius: 8px; }
.mc-muted { color: var(--tk-muted); }
.mc-rewards { gap: 5px; flex-wrap: nowrap; }
.mc-reward { width: 89px; border: 2px solid #dfe3e8; border-radius: 8px; background: #fff; overflow: hidden; }
.mc-border-red { border-color: #f0b4ae; } .mc-border-green { border-color: #a9dbb9; }
.mc-border-blue { border-color: #b3c9f2; }
.mc-reward.mc-current { box-shadow: 0 0 0 3px #f5a300; }
.mc-reward-head { color: #fff; font-weight: 700; text-align: center; padding: 1px 0; }
.mc-end { background: #f4efe6; border-color: #c9b99a; width: auto; min-width: 89px; }
.mc-end-head { color: #4a3f2c; display: flex; align-items: center; justify-content: center; gap: 5px; font-size: 11px;
  white-space: nowrap; padding: 1px 6px; }  /* one line in every language: ゲーム終了タイル is wider than the cards */
.mc-hole { width: 12px; height: 12px; border-radius: 50%; box-shadow: inset 0 0 0 2px rgba(0,0,0,.25); }
.mc-ranks { list-style: none; margin: 0; padding: 3px 4px; display: flex; flex-direction: column; gap: 2px; }
.mc-ranks li { display: flex; align-items: center; gap: 3px; font-size: 10.5px; line-height: 1.2; min-height: 18px; }
.mc-rank-no { font-weight: 700; color: #5f6b76; width: 10px; }
.mc-rank-gain { flex: 1; }
.mc-marker { display: inline-flex; width: 16px; height: 16px; border-radius: 50%; color: #fff; font-size: 10px;
  font-weight: 700; align-items: center; justify-content: center; box-shadow: 0 0 0 1.5px #fff, 0 0 0 2.5px #1f2933; }
.mc-card { position: relative; width: 118px; min-height: 150px; border-radius: 9px; border: 2px solid #cfd6de;
  background: #fff; padding: 5px 6px; display: flex; flex-direction: column; gap: 4px; font-size: 10.5px;
  line-height: 1.25; cursor: default; }
.mc-card.mc-small { width: 64px; min-height: 58px; padding: 3px 4px; }
.mc-red { background: #fdecea; border-color: #d9443b; } .mc-green { background: #e7f5ec; border-color: #2f9e55; }
.mc-blue { background: #e8effd; border-color: #2f6fd6; }
.mc-21 { background: linear-gradient(135deg, #fff6d5, #f1e2ff); border-color: #8a6d3b; }
.mc-card-top { display: flex; justify-content: space-between; align-items: center; }
.mc-value { font-size: 20px; font-weight: 800; line-height: 1; }
.mc-small .mc-value { font-size: 15px; }
.mc-red .mc-value { color: #a32a22; } .mc-green .mc-value { color: #1d6a38; } .mc-blue .mc-value { color: #1c4a98; }
.mc-symbols { display: inline-flex; gap: 1px; }
.mc-small .mc-symbol { width: 12px; height: 12px; }
.mc-spaces { display: flex; flex-wrap: wrap; gap: 1px; }
.mc-full { box-shadow: 0 0 0 2px #f2c14e; }
.mc-effects { display: flex; flex-direction: column; gap: 3px; }
.mc-fx { background: rgba(255,255,255,.75); border-radius: 5px; padding: 2px 4px; }
.mc-fx-tag { font-weight: 700; margin-right: 3px; font-size: 9px; text-transform: uppercase; color: #5f6b76; }
.mc-fx-now .mc-fx-tag { color: #b45309; }
.mc-fx-none { font-style: italic; color: #5f6b76; }
.mc-card[data-action], .mc-card[data-toggle] { cursor: pointer; }
.mc-card[data-toggle]:hover { box-shadow: 0 0 0 2px #93b4f5; }
.mc-card.tk-legal { --tk-glow-halo: 0 0 0 3px #f5a300, 0 0 10px rgba(245,163,0,.6); --tk-glow-border: 2px; }
.mc-card.mc-selected { outline: 3px solid #2563eb; outline-offset: 1px; transform: translateY(-4px); }
.mc-badge { position: absolute; bottom: -9px; left: 50%; transform: translateX(-50%); white-space: nowrap;
  background: #1f2933; color: #fff; font-size: 10px; font-weight: 700; padding: 1px 7px; border-radius: 999px; }
.mc-hand .mc-row { padding-bottom: 10px; }
.mc-controls { align-items: center; }
.mc-token { display: flex; gap: 5px; align-items: flex-start; width: 132px; padding: 4px 6px; border-radius: 8px;
  border: 1px solid #c9b99a; background: #fbf6ec; font-size: 10.5px; line-height: 1.25; text-align: left; }
.mc-token b { display: inline-flex; flex: none; width: 18px; height: 18px; border-radius: 50%; background: #8a6d3b;
  color: #fff; align-items: center; justify-content: center; font-size: 10px; }
button.mc-token { cursor: pointer; }
.mc-token.tk-legal { --tk-glow-halo: 0 0 0 3px #f5a300; }
.mc-held .mc-token { width: auto; max-width: 150px; }
.mc-seats { display: flex; flex-direction: column; gap: 8px; }
.mc-seat { border: 1px solid var(--tk-border); border-radius: 10px; padding: 6px 8px; background: var(--tk-panel); }
.mc-seat.mc-acting { border-color: #f5a300; }
.mc-seat-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; margin-bottom: 5px; }
.mc-city { display: flex; flex-wrap: wrap; gap: 5px; min-height: 20px; }
.mc-waiting { font-weight: 600; color: color-mix(in srgb, #8a6500 70%, var(--tk-text)); }
.mc-open-hand { margin-top: 5px; align-items: center; opacity: .9; }
.mc-final-table td, .mc-final-table th { vertical-align: top; }
.mc-contrib { text-align: right; font-size: 11px; }
.mc-winner { color: #b45309; }
`;

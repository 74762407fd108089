// Arigato's table, last part: lays out the panels for the seat view shown and sets RENDERERS["arigato"].
{
  RENDERERS["arigato"] = function renderBoard(ctx) {
    const { html, view } = ctx;
    const f = ARIGATO.faces(ctx);
    const viewer = typeof view.seat === "number" ? view.seat : null;
    const me = viewer === null ? null : view.seats[viewer];
    const order = view.seats.map((_, s) => s);
    if (viewer !== null) order.push(...order.splice(0, viewer)); // the viewer first, then to their left
    const parts = [ARIGATO.finalScoring(ctx, f), ARIGATO.calendar(ctx, f)];
    if (me && view.phase === "dawn" && me.hand && me.hand.length) parts.push(ARIGATO.dawn(ctx, f, me));
    else if (me && view.phase === "dawn") parts.push(html("p", { class: "ag-waiting" }, f.t("ui.waiting")));
    if (me) parts.push(ARIGATO.itemActions(ctx, f));
    parts.push(html("div", { class: "ag-seats" }, order.map((s) => ARIGATO.village(ctx, f, s,
      { mine: s === viewer, showRevealed: view.phase !== "dawn" }))));
    ctx.el.append(html("div", { class: "ag-board" }, parts.filter(Boolean)));
  };

  RENDERERS["arigato"].css = `
.ag-board { display: flex; flex-direction: column; gap: 10px; font-size: 13px; }
.ag-panel { background: var(--tk-panel); border: 1px solid var(--tk-border); border-radius: var(--tk-radius);
  padding: 8px 10px; }
.ag-panel h5 { margin: 0 0 6px; font-size: 13px; }
.ag-row { display: flex; gap: 6px; align-items: center; }
.ag-wrap { flex-wrap: wrap; }
.ag-muted { color: var(--tk-muted); margin: 2px 0 6px; }
.ag-small { font-size: 11px; }
.ag-label { color: var(--tk-muted); font-size: 11px; text-transform: uppercase; letter-spacing: .04em; margin-right: 4px; }
.ag-waiting { font-weight: 600; color: var(--tk-accent); margin: 4px 0; }
.ag-card { position: relative; width: 150px; min-height: 92px; border-radius: 8px; background: #fffdf8;
  border: 2px solid var(--ag-type); display: flex; flex-direction: column; gap: 4px; padding: 0 0 6px;
  box-shadow: 0 1px 2px rgba(0,0,0,.12); }
.ag-card[role=button] { cursor: pointer; }
.ag-card-small { width: 118px; min-height: 46px; padding-bottom: 4px; }
.ag-card-top { display: flex; align-items: center; gap: 4px; background: var(--ag-soft); padding: 3px 5px;
  border-radius: 6px 6px 0 0; }
.ag-card-type { flex: 1; font-weight: 600; font-size: 12px; line-height: 1.1; min-width: 0; }
.ag-item { flex-shrink: 0; }
.ag-card-type small { color: var(--tk-muted); font-weight: 400; }
.ag-favour { display: inline-grid; place-items: center; min-width: 20px; height: 20px; border-radius: 50%;
  background: #c9252c; color: #fff; font-weight: 700; font-size: 12px; }
.ag-goal-token { display: inline-grid; place-items: center; min-width: 20px; height: 20px; border-radius: 4px;
  background: #2b4a8b; color: #fff; font-weight: 700; font-size: 12px; }
.ag-card-mid { display: flex; justify-content: space-between; align-items: center; padding: 0 5px; }
.ag-cost { display: inline-flex; gap: 1px; }
.ag-slots { display: inline-flex; gap: 2px; }
.ag-dot { display: inline-grid; place-items: center; width: 13px; height: 13px; border-radius: 3px; font-size: 9px;
  font-style: normal; background: #eceff2; color: #a3acb5; }
.ag-dot-on { background: var(--ag-type); color: #fff; }
.ag-effect { font-size: 11px; line-height: 1.25; padding: 0 5px; }
.ag-effect-none { color: var(--tk-muted); font-style: italic; }
.ag-hourglass { margin-right: 3px; vertical-align: -1px; color: #8a5a12; }
.ag-selected { outline: 3px solid var(--tk-accent); outline-offset: 2px; }
.ag-assigned { opacity: .85; }
.ag-role { display: inline-block; margin: 0 5px; padding: 1px 6px; border-radius: 10px; font-size: 11px;
  font-weight: 600; color: #fff; background: #777; }
.ag-role-V { background: #2b7a4b; } .ag-role-M { background: #8a5a12; } .ag-role-T { background: #3b5bab; }
.ag-role-buttons { display: flex; flex-wrap: wrap; gap: 4px; padding: 0 5px; }
.ag-button { font-size: 12px; padding: 3px 8px; }
.ag-on { background: var(--tk-accent); color: #fff; border-color: var(--tk-accent); }
.ag-confirm { margin-top: 8px; }
.ag-seats { display: flex; flex-direction: column; gap: 8px; }
.ag-seat-mine { border-color: var(--tk-accent); background: var(--tk-accent-soft); }
.ag-seat-head { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin-bottom: 6px; }
.ag-stat { display: inline-flex; align-items: center; gap: 3px; color: var(--tk-muted); }
.ag-chip { padding: 1px 8px; border-radius: 10px; background: var(--tk-sunk); font-size: 11px; }
.ag-chip-acting { background: #fff2cc; color: #6b4d00; }
.ag-village { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
.ag-slot { position: relative; min-height: 60px; border: 1px dashed var(--tk-muted); border-radius: 8px; padding: 12px 3px 3px;
  display: flex; justify-content: center; }
.ag-slot-empty { background: repeating-linear-gradient(45deg, var(--tk-panel), var(--tk-panel) 6px, var(--tk-sunk) 6px,
  var(--tk-sunk) 12px); }
.ag-slot.tk-legal { cursor: pointer; }
.ag-slot-number { position: absolute; top: 1px; left: 5px; font-size: 10px; color: var(--tk-muted); }
.ag-seat-mine .ag-card { width: 100%; max-width: 150px; }
.ag-offering { position: absolute; bottom: -8px; right: -6px; width: 22px; height: 22px; border-radius: 50%;
  display: grid; place-items: center; background: #b8860b; color: #fff; font-weight: 700; font-size: 12px;
  border: 2px solid #fff; box-shadow: 0 1px 3px rgba(0,0,0,.3); }
.ag-slot-actions { display: flex; flex-direction: column; gap: 3px; padding: 0 4px; }
.ag-items { margin-top: 6px; }
.ag-count { display: inline-flex; align-items: center; gap: 2px; font-weight: 600; }
.ag-zero { opacity: .35; }
.ag-palace, .ag-travellers, .ag-revealed { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 6px; }
.ag-mini { display: inline-grid; place-items: center; width: 18px; height: 24px; border-radius: 3px; color: #fff;
  font-size: 11px; font-weight: 700; }
.ag-card-back { width: 40px; min-height: 56px; background: #2b4a8b; border-color: #1b2f5a; color: #fff;
  display: grid; place-items: center; font-size: 8px; writing-mode: vertical-rl; }
.ag-trades { display: flex; flex-direction: column; gap: 3px; margin-top: 4px; }
.ag-trade-row { display: flex; align-items: center; gap: 3px; }
.ag-trade { padding: 1px 3px; }
.ag-arrow { color: var(--tk-muted); }
.ag-item-button { display: inline-flex; align-items: center; gap: 4px; }
.ag-days { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: 3px; }
.ag-day { background: var(--tk-bg); border: 1px solid var(--tk-border); border-radius: 6px; padding: 3px; font-size: 10px;
  min-height: 54px; display: flex; flex-direction: column; gap: 2px; }
.ag-day b { font-size: 12px; }
.ag-today { border: 2px solid var(--tk-glow); background: var(--tk-warn-soft); }
.ag-past { opacity: .55; }
.ag-goal-text { line-height: 1.15; }
.ag-score-table { border-collapse: collapse; }
.ag-score-table th, .ag-score-table td { padding: 3px 10px; border-bottom: 1px solid var(--tk-border); text-align: right; }
.ag-score-table th[scope=row] { text-align: left; }
.ag-winner { background: var(--tk-warn-soft); font-weight: 700; }
.ag-total { font-weight: 700; }
.ag-beat { color: #1d7a3a; } .ag-missed { color: var(--tk-danger); }
`;
}

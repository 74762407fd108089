// Luxor's table, last part: put the board, the hand and the panels together, and the styles.
RENDERERS["luxor"] = function renderLuxor(ctx) {
  const { html } = ctx;
  const pick = LUXOR.pick(ctx);
  ctx.el.append(html("div", { class: "lx-root" }, [
    LUXOR.finalPanel(ctx),
    html("div", { class: "lx-board-wrap" }, LUXOR.board(ctx, pick)),
    LUXOR.legend(ctx),
    LUXOR.handPanel(ctx, pick),
    LUXOR.seatsPanel(ctx),
  ]));
};

RENDERERS["luxor"].coachInside = true; // a space's top right corner shows its wall value

RENDERERS["luxor"].css = `
.lx-root { display: flex; flex-direction: column; gap: 10px; }
.lx-board-wrap { overflow-x: auto; }
.lx-legend { font-size: 12px; color: var(--tk-muted); }
.lx-legend h5 { margin: 0 0 4px; font-size: 11px; text-transform: uppercase; letter-spacing: .06em; }
.lx-legend ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 18px; }
.lx-legend li { display: inline-flex; align-items: center; gap: 6px; }
.lx-legend-sample { display: inline-grid; place-items: center; border-radius: 6px; background: #f4e6c8; }
.lx-board { display: block; max-width: 100%; height: auto; font-family: inherit; user-select: none; }
.lx-trail { fill: none; stroke: #e4d3b0; stroke-width: 10; stroke-linejoin: round; }
.lx-cell { fill: #f4e6c8; stroke: #b89a66; stroke-width: 1.2; }
.lx-treasure .lx-cell { fill: #f6e7c4; }
.lx-osiris .lx-cell { fill: #d8def7; stroke: #5a68b0; }
.lx-horus .lx-cell { fill: #f7df8e; stroke: #b08a1e; }
.lx-temple .lx-cell { fill: ${LUXOR.TEMPLE_COLOUR}; stroke: #4e9a84; }
.lx-empty .lx-cell { fill: #e9e6df; stroke: #c9c2b4; stroke-dasharray: 4 3; }
.lx-stairs .lx-cell { fill: #efe8da; stroke: #9c8a66; }
.lx-stair-steps { fill: none; stroke: #8a7650; stroke-width: 2.4; }
.lx-space-no { font-size: 10px; fill: #7a6a4c; }
.lx-wall { fill: #3b3226; }
.lx-wall-text { font-size: 10px; font-weight: 700; fill: #f7e7b6; }
.lx-vp { font-size: 15px; font-weight: 800; fill: #3b2f18; }
.lx-need { fill: #3b3226; }
.lx-tile-name { font-size: 9px; fill: #4a4a5a; letter-spacing: 0.02em; }
.lx-osiris { font-size: 18px; font-weight: 800; fill: #2f3c8a; }
.lx-temple-text { font-size: 10px; font-weight: 700; fill: #1f5e4e; }
.lx-empty-text { font-size: 20px; fill: #b0a898; }
.lx-icon { stroke: #fff; stroke-width: 1.2; }
.lx-statue-body { fill: #2b2d3a; stroke: #d4af37; stroke-width: 1.4; }
.lx-statue-ears { fill: none; stroke: #d4af37; stroke-width: 1.4; }
.lx-chamber-room { fill: #3a2f22; stroke: #d4af37; stroke-width: 2; }
.lx-chamber-name { font-size: 13px; font-weight: 700; fill: #f3dd9a; }
.lx-wall-big { font-size: 11px; fill: #f3dd9a; }
.lx-sarcophagus rect { fill: #d4af37; stroke: #7a5b00; }
.lx-sarcophagus text { font-size: 12px; font-weight: 800; fill: #3b2a00; }
.lx-sarcophagus.lx-taken { opacity: 0.25; }
.lx-board .tk-legal { outline: none; box-shadow: none; animation: none; cursor: pointer; }
.lx-board .lx-target .lx-cell, .lx-board .lx-chamber.lx-target .lx-chamber-room {
  stroke: var(--tk-glow); stroke-width: 4; filter: drop-shadow(0 0 5px rgba(245, 163, 0, 0.8)); }
.lx-board .lx-via .lx-cell { stroke: var(--tk-glow); stroke-width: 2.5; stroke-dasharray: 5 3; }
.lx-pawn-ring { fill: rgba(245, 163, 0, 0.25); stroke: var(--tk-glow); stroke-width: 2.5; }
.lx-pawn-pick.lx-chosen .lx-pawn-ring { fill: rgba(37, 99, 235, 0.3); stroke: var(--tk-accent); }
.lx-board [role=button]:focus-visible { outline: 3px solid var(--tk-accent); }
.lx-hand-panel { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; }
.lx-hand-title { flex-basis: 100%; font-weight: 600; color: var(--tk-muted); }
.lx-hand { display: flex; gap: 8px; }
.lx-card { --tk-glow-border: 2px; width: 62px; height: 86px; border-radius: 9px; border: 2px solid #8a7650; background: #fbf4e4;
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px; padding: 4px;
  cursor: pointer; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }
.lx-card:disabled { cursor: default; }
.lx-card-face { font-size: 24px; font-weight: 800; line-height: 1.05; text-align: center; }
.lx-horus-card { background: #fbe7a1; border-color: #b08a1e; }
.lx-card-face.lx-word { font-size: 15px; }
.lx-horus-card .lx-card-face { font-size: 12px; font-weight: 700; }
.lx-card-eyes { font-size: 10px; color: #6b4e00; letter-spacing: 1px; }
.lx-middle { opacity: 0.6; transform: translateY(6px); }
.lx-selected { border-color: var(--tk-accent); transform: translateY(-6px); }
.lx-prompt { margin: 0; color: var(--tk-muted); }
.lx-choices { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.lx-seat-table td, .lx-seat-table th { padding: 3px 6px; }
.lx-seat-table svg { vertical-align: middle; margin-right: 2px; }
.lx-turn { background: var(--tk-accent-soft); }
.lx-backs { white-space: nowrap; }
.lx-back { display: inline-block; width: 11px; height: 15px; margin-right: 2px; border-radius: 2px;
  background: #8a7650; color: #fff; font-size: 9px; line-height: 15px; text-align: center; vertical-align: middle; }
.lx-back-h1, .lx-back-h2, .lx-back-h3 { background: #b08a1e; }
.lx-supply { margin: 6px 0 0; font-size: 12px; }
.lx-final h4 { margin-bottom: 6px; }
.lx-total { font-weight: 800; }
`;

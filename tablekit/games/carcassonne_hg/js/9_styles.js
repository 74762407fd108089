// The Carcassonne board's styles.
RENDERERS["carcassonne_hg"].css = `
.chg-board { display: grid; grid-template-columns: minmax(0, 1fr) 220px; gap: 12px; align-items: start; }
@media (max-width: 760px) { .chg-board { grid-template-columns: 1fr; } }
.chg-map-col { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.chg-status { margin: 0; padding: 6px 10px; border-radius: 8px; background: var(--tk-warn-soft); border: 1px solid #f3dc9c;
  color: var(--tk-text); font-weight: 500; }
.chg-frame { position: relative; border-radius: 12px; overflow: hidden; border: 1px solid #cfd8c4;
  background: radial-gradient(circle at 50% 40%, var(--tk-panel), var(--tk-sunk)); }
.chg-map { display: block; width: 100%; height: min(68vh, 600px); touch-action: none; cursor: grab; user-select: none; }
.chg-dragging .chg-map { cursor: grabbing; }
.chg-stage { position: relative; }
.chg-over { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; will-change: transform; }
.chg-over .chg-spot, .chg-over .chg-choice, .chg-over .chg-badge, .chg-over .chg-spent { pointer-events: auto; }
.chg-world, .chg-over-world { transform-origin: 0 0; }
.chg-tile-edge { fill: none; stroke: rgba(40, 50, 30, .28); stroke-width: 1; }
.chg-hedge { stroke: #5f8f45; stroke-width: 2.2; stroke-linecap: round; stroke-dasharray: .1 3.6; fill: none; }
.chg-bonus-frame { fill: none; stroke: #e0b43c; stroke-width: 2.4; opacity: .9; }
.chg-last { fill: none; stroke: #ffffff; stroke-width: 3; stroke-dasharray: 8 5; opacity: .9; pointer-events: none; }
.chg-piece { pointer-events: none; }
.chg-boost { transform: scale(var(--chg-boost, 1)); }
.chg-piece-body { filter: drop-shadow(0 1px 1px rgba(0,0,0,.45)); }
.chg-spot { cursor: pointer; outline: none; }
.chg-spot-box { fill: rgba(255, 255, 255, .18); stroke: rgba(90, 90, 70, .45); stroke-width: 1.6; stroke-dasharray: 5 5; }
.chg-spot.tk-legal, .chg-choice.tk-legal { outline: none; box-shadow: none; animation: none; }
.chg-spot.tk-legal .chg-spot-box { fill: rgba(245, 163, 0, .22); stroke: var(--tk-glow); stroke-width: 3.5;
  stroke-dasharray: none; animation: chg-pulse 1.6s ease-in-out infinite; }
.chg-spot-turn .chg-spot-box { fill: rgba(255, 255, 255, .35); stroke-dasharray: 3 4; }
.chg-spot-turn-text { font-size: 30px; fill: rgba(90, 80, 40, .55); font-weight: 700; }
.chg-ghost { opacity: 0; transition: opacity .12s; pointer-events: none; }
.chg-spot:hover .chg-ghost, .chg-spot:focus-visible .chg-ghost { opacity: .8; }
.chg-spot:focus-visible .chg-spot-box { stroke: var(--tk-accent); stroke-width: 4; }
.chg-zone { fill: transparent; cursor: pointer; }
.chg-zone-open:hover { fill: rgba(255, 255, 255, .35); }
.chg-choice { cursor: pointer; outline: none; }
.chg-choice-ring { fill: rgba(255, 255, 255, .85); stroke: var(--tk-glow); stroke-width: 3; }
.chg-choice.tk-legal .chg-choice-ring { animation: chg-pulse 1.6s ease-in-out infinite; }
.chg-choice:hover .chg-choice-ring, .chg-choice:focus-visible .chg-choice-ring { fill: #fff; stroke: var(--tk-accent); }
.chg-recall-ring { fill: rgba(255, 255, 255, .25); }
@keyframes chg-pulse { 50% { stroke-opacity: .45; } }
@media (prefers-reduced-motion: reduce) { .chg-spot.tk-legal .chg-spot-box, .chg-choice.tk-legal .chg-choice-ring { animation: none; } }
.chg-badge rect { fill: #1f2933; stroke: #fff; stroke-width: 1.6; }
.chg-badge text { fill: #fff; font-size: 13px; font-weight: 800; font-family: inherit; }
.chg-final-badge rect { fill: #7a4e12; }
.chg-flash { animation: chg-flash ${3200}ms ease-out forwards; pointer-events: none; }
@keyframes chg-flash { 0% { opacity: 0; } 8% { opacity: 1; } 75% { opacity: 1; } 100% { opacity: 0; } }
.chg-flash-tile { fill: rgba(255, 236, 150, .28); stroke: #ffd24a; stroke-width: 4; }
.chg-flash-river { fill: rgba(170, 215, 255, .3); stroke: #7cc0ff; }
.chg-flash-zone { fill: #ffd84a; shape-rendering: crispEdges; }
.chg-flash-zone-river { fill: #bfe6ff; }
.chg-spent circle { fill: rgba(60, 60, 60, .55); stroke: #fff; stroke-width: .8; }
.chg-spent path { stroke: #fff; stroke-width: 1.6; stroke-linecap: round; }
.chg-hl { fill: #ffe066; opacity: .65; mix-blend-mode: screen; shape-rendering: crispEdges; pointer-events: none; }
.chg-info { position: absolute; left: 8px; bottom: 8px; max-width: calc(100% - 16px); padding: 3px 10px;
  border-radius: 999px; background: rgba(31, 41, 51, .86); color: #fff; font-size: 12px; pointer-events: none; }
.chg-info[hidden] { display: none; }
.chg-zoom { position: absolute; top: 8px; right: 8px; display: flex; flex-direction: column; gap: 4px; }
.chg-zoom-button { width: 30px; height: 30px; border-radius: 8px; border: 1px solid var(--tk-border);
  background: var(--tk-bg); font-size: 17px; line-height: 1; cursor: pointer; padding: 0; }
.chg-zoom-button:hover { background: var(--tk-accent-soft); }
.chg-legend { display: flex; flex-wrap: wrap; gap: 4px 14px; color: var(--tk-muted); font-size: 12px; }
.chg-legend-item { display: inline-flex; align-items: center; gap: 3px; }
.chg-panel { display: flex; flex-direction: column; gap: 10px; }
.chg-card { background: var(--tk-panel); border: 1px solid var(--tk-border); border-radius: 10px; padding: 8px 10px; }
.chg-card h5 { margin: 0 0 6px; font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .06em;
  color: var(--tk-muted); }
.chg-card h5.chg-sub { margin-top: 8px; }
.chg-card p { margin: 4px 0 0; }
.chg-muted { color: var(--tk-muted); }
.chg-center { text-align: center; }
.chg-hint { font-size: 12px; color: var(--tk-muted); }
.chg-power-text { font-size: 12px; padding: 4px 6px; border-radius: 6px; background: var(--tk-warn-soft); border: 1px solid #efd58c; }
.chg-current { display: flex; align-items: center; justify-content: center; gap: 6px; }
.chg-tile-img { display: block; flex: none; }
.chg-rotate { width: 34px; height: 34px; border-radius: 50%; border: 1px solid var(--tk-border); background: var(--tk-bg);
  font-size: 18px; cursor: pointer; padding: 0; }
.chg-rotate:hover { background: var(--tk-accent-soft); border-color: var(--tk-accent); }
.chg-big-tile { display: block; margin: 0 auto; }
.chg-pass { width: 100%; margin-top: 8px; text-align: center; font-weight: 600; }
.chg-seats { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.chg-seat { display: grid; grid-template-columns: 1fr auto; gap: 0 6px; padding: 4px 8px; border-left: 5px solid;
  border-radius: 6px; background: var(--tk-bg); }
.chg-seat-turn { box-shadow: 0 0 0 2px var(--tk-glow); }
.chg-seat-name { font-weight: 700; }
.chg-seat-score { font-weight: 800; font-variant-numeric: tabular-nums; font-size: 15px; }
.chg-seat-supply { grid-column: 1 / 3; display: flex; gap: 10px; font-size: 12px; color: var(--tk-muted); }
.chg-supply { display: inline-flex; align-items: center; gap: 2px; }
.chg-supply b { color: var(--tk-text); }
.chg-stacks { display: flex; gap: 12px; margin: 0; }
.chg-discards { display: flex; flex-wrap: wrap; align-items: center; gap: 3px; margin-top: 6px; font-size: 12px; }
.chg-completed { list-style: none; margin: 0; padding: 0; font-size: 12px; display: flex; flex-direction: column; gap: 3px; }
.chg-completed .tk-dot { margin: 0 2px 0 0; width: 9px; height: 9px; }
.chg-kind { font-weight: 700; }
.chg-kind-forest { color: #2f6d3d; }
.chg-kind-river { color: #2f6ea6; }
.chg-kind-meadow { color: #6a8f2a; }
`;

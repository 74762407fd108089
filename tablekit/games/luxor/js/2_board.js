// Luxor's table, part 2: the square spiral, drawn from the static data (so a teacher's own file is drawn too):
// spaces with their tiles and wall values, the statues with their sleepers, the stairs, the chamber, and every
// adventurer in its seat colour. `pick` says what is clickable now (adventurers to move, spaces to land on).
LUXOR.board = (ctx, pick) => {
  const { view, svg, seatColor, seatName } = ctx;
  const st = ctx.static;
  const C = LUXOR.CELL;
  const size = st.layout.size;
  const chamber = st.spaces + 1;
  const pad = 10;
  const at = (n) => {
    // the centre of a position: 0 the stairs (left of space 1), 1..spaces the cells, the chamber its block
    if (n === 0) return [pad + C / 2, pad + C / 2];
    if (n === chamber) {
      const [x, y, w, h] = st.layout.chamber;
      return [pad + (x + 1 + w / 2) * C, pad + (y + h / 2) * C];
    }
    const [x, y] = st.layout.cells[n - 1];
    return [pad + (x + 1.5) * C, pad + (y + 0.5) * C];
  };
  const here = {};
  view.adventurers.forEach((a, seat) => a.positions.forEach((p) => {
    here[p] = here[p] || [];
    here[p].push(seat);
  }));

  function pawns(p, cx, cy, width) {
    const seats = here[p] || [];
    const parts = [];
    const step = Math.min(13, (width - 12) / Math.max(1, seats.length - 1));
    seats.sort((a, b) => a - b).forEach((seat, i) => {
      const x = cx - ((seats.length - 1) * step) / 2 + i * step;
      const mine = seat === ctx.viewer;
      const chosen = mine && pick.from && pick.from.has(p);
      const pawn = LUXOR.pawn(svg, seatColor(seat), x, cy, false, 6);
      parts.push(chosen ? svg("g", {
        class: `lx-pawn-pick tk-legal${pick.selectedFrom === p ? " lx-chosen" : ""}`, "data-from": p,
        "data-action": pick.only.get(p) || null,
        role: "button", tabindex: 0, onclick: (e) => { e.stopPropagation(); pick.onFrom(p); },
      }, [svg("title", {}, `${seatName(seat)}: ${ctx.t("luxor.ui.pick_adventurer")}`),
        svg("circle", { cx: x, cy: cy - 1, r: 9, class: "lx-pawn-ring" }), pawn]) : svg("g", {}, [
        svg("title", {}, seatName(seat)), pawn]));
    });
    return parts;
  }

  function tileFace(t, cx, cy) {
    if (t === null) return [svg("text", { x: cx, y: cy + 4, class: "lx-empty-text", "text-anchor": "middle" }, "·")];
    if (typeof t === "number") {
      const [type, need, vp] = st.treasures[t];
      return [
        LUXOR.treasureGlyph(svg, type, cx - 10, cy - 8, 1),
        svg("text", { x: cx + 12, y: cy - 4, class: "lx-vp", "text-anchor": "middle" }, String(vp)),
        ...Array.from({ length: need }, (_, i) => svg("circle", { cx: cx + 6 + i * 6, cy: cy + 6, r: 2.2,
          class: "lx-need" })),
      ];
    }
    if (t.startsWith("osiris")) {
      return [svg("text", { x: cx, y: cy - 10, class: "lx-tile-name", "text-anchor": "middle" }, ctx.t("luxor.ui.tile.osiris")),
        svg("text", { x: cx, y: cy + 8, class: "lx-osiris", "text-anchor": "middle" }, `+${t.slice(7)}`)];
    }
    if (t.startsWith("horus")) {
      return [svg("text", { x: cx, y: cy - 10, class: "lx-tile-name", "text-anchor": "middle" }, ctx.t("luxor.ui.tile.horus")),
        ...LUXOR.eyes(svg, cx, cy + 2, Number(t.slice(6)))];
    }
    if (t.startsWith("favour")) {
      const [, a, b] = t.split(":");
      return [...LUXOR.eyes(svg, cx - 10, cy - 6, Number(a), 2.4), ...LUXOR.eyes(svg, cx + 10, cy + 4, Number(b), 2.4),
        svg("text", { x: cx, y: cy + 3, class: "lx-tile-name", "text-anchor": "middle" }, "/")];
    }
    return [svg("text", { x: cx, y: cy + 2, class: "lx-temple-text", "text-anchor": "middle" },
      ctx.t(`luxor.ui.tile.${t}`))];
  }

  function tileKind(t) {
    if (t === null) return "empty";
    if (typeof t === "number") return "treasure";
    if (t.startsWith("osiris")) return "osiris";
    if (t.startsWith("horus")) return "horus";
    return "temple";
  }

  function tileTitle(n, t) {
    const wall = ctx.t("luxor.ui.wall", { n: st.walls[n] });
    if (t === null) return `${n}: ${ctx.t("luxor.ui.tile.empty")} · ${wall}`;
    if (typeof t === "number") {
      const [type, need, vp] = st.treasures[t];
      return `${n}: ${ctx.t(`luxor.ui.type.${type}`)} · ${ctx.t("luxor.ui.need", { need, vp })} · ${wall}`;
    }
    return `${n}: ${t} · ${wall}`;
  }

  const cells = [];
  for (let n = 1; n <= st.spaces; n += 1) {
    const [gx, gy] = st.layout.cells[n - 1];
    const x = pad + (gx + 1) * C;
    const y = pad + gy * C;
    const t = view.tiles[n];
    const target = pick.to && pick.to.get(n);
    const via = pick.via && pick.via.has(n);
    const icon = st.icons[String(n)];
    const label = target && (ctx.legal.find((a) => a.id === target) || {}).label;
    cells.push(svg("g", {
      class: `lx-space lx-${tileKind(t)}${target ? " tk-legal lx-target" : ""}${via ? " lx-via" : ""}`,
      "data-space": n, "data-action": target || null, role: target ? "button" : null, tabindex: target ? 0 : null,
      onclick: target ? () => ctx.act(target) : null,
    }, [
      svg("title", {}, label ? `${label}\n${tileTitle(n, t)}` : tileTitle(n, t)),
      svg("rect", { x: x + 2, y: y + 2, width: C - 4, height: C - 4, rx: 7, class: "lx-cell" }),
      svg("text", { x: x + 8, y: y + 14, class: "lx-space-no" }, String(n)),
      svg("circle", { cx: x + C - 11, cy: y + 11, r: 7.5, class: "lx-wall" }),
      svg("text", { x: x + C - 11, y: y + 14.5, class: "lx-wall-text", "text-anchor": "middle" },
        String(st.walls[n])),
      icon && typeof t === "number" ? svg("circle", { cx: x + 10, cy: y + C - 10, r: 5, fill: LUXOR.PILE_COLOUR[icon],
        class: "lx-icon" }, svg("title", {}, ctx.t(`luxor.ui.pile.${icon}`))) : null,
      ...tileFace(t, x + C / 2, y + C / 2 - 2),
      ...pawns(n, x + C / 2, y + C - 15, C),
    ]));
  }

  // the Anubis statues, on the edge between space s and s + 1, with the sleepers still lying there
  const statues = st.statues.map((s, i) => {
    const [ax, ay] = at(s);
    const [bx, by] = at(s + 1);
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    const sleepers = view.adventurers.map((a, seat) => (a.asleep[i] ? seat : null)).filter((s2) => s2 !== null);
    return svg("g", { class: "lx-statue", "data-statue": i + 1 }, [
      svg("title", {}, ctx.t("luxor.ui.statue",
        { n: i + 1, seats: sleepers.map(seatName).join(ctx.t("core.ui.sep")) || "–" })),
      svg("rect", { x: mx - 8, y: my - 11, width: 16, height: 22 + 4 * Math.max(0, sleepers.length - 3), rx: 4,
        class: "lx-statue-body" }),
      svg("path", { d: `M${mx - 5} ${my - 8}l2.5 -5 2.5 5 2.5 -5 2.5 5`, class: "lx-statue-ears" }),
      ...sleepers.map((seat, k) => LUXOR.pawn(svg, seatColor(seat), mx, my - 2 + k * 4.5, true, 4)),
    ]);
  });

  const [sx, sy] = at(0);
  const stairs = svg("g", { class: "lx-stairs", "data-space": 0 }, [
    svg("title", {}, ctx.t("luxor.ui.stairs")),
    svg("rect", { x: sx - C / 2 + 2, y: sy - C / 2 + 2, width: C - 4, height: C - 4, rx: 7, class: "lx-cell" }),
    svg("path", { d: `M${sx - 22} ${sy + 10}h10v-7h10v-7h10v-7h10`, class: "lx-stair-steps" }),
    svg("text", { x: sx, y: sy - C / 2 + 15, class: "lx-tile-name", "text-anchor": "middle" },
      ctx.t("luxor.ui.stairs")),
    ...pawns(0, sx, sy + C / 2 - 13, C),
  ]);

  const [x0, y0, w, h] = st.layout.chamber;
  const target = pick.to && pick.to.get(chamber);
  const taken = view.entered.length;
  const room = svg("g", {
    class: `lx-chamber${target ? " tk-legal lx-target" : ""}`, "data-space": chamber, "data-action": target || null,
    onclick: target ? () => ctx.act(target) : null, role: target ? "button" : null, tabindex: target ? 0 : null,
  }, [
    svg("title", {}, `${ctx.t("luxor.ui.chamber")} · ${ctx.t("luxor.ui.wall", { n: st.walls[chamber] })}`),
    svg("rect", { x: pad + (x0 + 1) * C + 4, y: pad + y0 * C + 4, width: w * C - 8, height: h * C - 8, rx: 12,
      class: "lx-chamber-room" }),
    svg("text", { x: pad + (x0 + 1 + w / 2) * C, y: pad + y0 * C + 26, class: "lx-chamber-name",
      "text-anchor": "middle" }, ctx.t("luxor.ui.chamber")),
    ...[5, 3].map((vp, i) => svg("g", { class: `lx-sarcophagus${i < taken ? " lx-taken" : ""}` }, [
      svg("rect", { x: pad + (x0 + 1 + w / 2) * C - 40 + i * 44, y: pad + y0 * C + 38, width: 36, height: 22, rx: 9 }),
      svg("text", { x: pad + (x0 + 1 + w / 2) * C - 22 + i * 44, y: pad + y0 * C + 53, "text-anchor": "middle" },
        String(vp)),
    ])),
    svg("text", { x: pad + (x0 + 1 + w / 2) * C, y: pad + (y0 + h) * C - 46, class: "lx-wall-big",
      "text-anchor": "middle" }, ctx.t("luxor.ui.wall", { n: st.walls[chamber] })),
    ...pawns(chamber, pad + (x0 + 1 + w / 2) * C, pad + (y0 + h) * C - 22, w * C - 16),
  ]);

  const width = pad * 2 + (size + 1) * C;
  const height = pad * 2 + size * C;
  return svg("svg", { class: "lx-board", viewBox: `0 0 ${width} ${height}`, width, height, role: "img",
    "aria-label": ctx.t("luxor.ui.board") }, [
    svg("path", { d: st.layout.cells.map((c, i) => `${i ? "L" : "M"}${pad + (c[0] + 1.5) * C} ${pad + (c[1] + 0.5) * C}`)
      .join(" "), class: "lx-trail" }),
    stairs, ...cells, room, ...statues,
  ]);
};

// The legend under the board: what the small marks on a space mean, each beside the mark as the board draws it.
LUXOR.legend = (ctx) => {
  const { svg, html } = ctx;
  const sample = (parts) => svg("svg", { class: "lx-legend-mark", viewBox: "0 0 28 28", width: 28, height: 28,
    "aria-hidden": "true" }, parts);
  const items = [
    ["number", sample([svg("text", { x: 14, y: 18, class: "lx-space-no", "text-anchor": "middle" }, "12")])],
    ["wall", sample([svg("circle", { cx: 14, cy: 14, r: 9, class: "lx-wall" }),
      svg("text", { x: 14, y: 18, class: "lx-wall-text", "text-anchor": "middle" }, "2")])],
    ["treasure", sample([LUXOR.treasureGlyph(ctx.svg, "vase", 9, 15, 0.9),
      svg("text", { x: 21, y: 19, class: "lx-vp", "text-anchor": "middle" }, "3")])],
    ["need", sample([0, 1, 2].map((i) => svg("circle", { cx: 8 + i * 6, cy: 14, r: 2.2, class: "lx-need" })))],
    ["icon", sample(Object.values(LUXOR.PILE_COLOUR).map((fill, i) => svg("circle", { cx: 6 + i * 8, cy: 14, r: 4,
      fill, class: "lx-icon" })))],
  ];
  return html("section", { class: "lx-legend", "aria-label": ctx.t("luxor.ui.legend.title") }, [
    html("h5", {}, ctx.t("luxor.ui.legend.title")),
    html("ul", {}, items.map(([key, mark]) => html("li", { "data-legend": key }, [
      html("span", { class: "lx-legend-sample" }, mark), ctx.t(`luxor.ui.legend.${key}`)]))),
  ]);
};

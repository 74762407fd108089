// The island: spaces coloured by terrain with cost, suns and huts; gods at the path heads; the stone and pole
// places; the ten amulet-level spaces. Lit spaces can be built on now; hovering a god shows its path.
{
  const { CELL, MARGIN } = MANGROVIA;
  const px = (x) => MARGIN + x * CELL;
  const py = (y) => MARGIN + y * CELL;

  function areaBox(ctx, ids, label, extra) {
    const { svg } = ctx;
    const spaces = ctx.static.spaces.filter((s) => ids.includes(s.id));
    const xs = spaces.map((s) => s.x);
    const ys = spaces.map((s) => s.y);
    const x0 = px(Math.min(...xs)) - 4;
    const y0 = py(Math.min(...ys)) - 4;
    const w = (Math.max(...xs) - Math.min(...xs) + 1) * CELL + 8;
    const h = (Math.max(...ys) - Math.min(...ys) + 1) * CELL + 8;
    const labelY = extra === "stone" ? y0 - 6 : y0 + h + 13;
    return svg("g", { class: `mg-area mg-area-${extra}` }, [
      svg("rect", { x: x0, y: y0, width: w, height: h, rx: 10, class: "mg-area-box" }),
      svg("text", { x: x0 + w / 2, y: labelY, "text-anchor": "middle", class: "mg-area-label" }, label),
    ]);
  }

  /** A god path as the board labels it: row 1–4 from the left god, column A–D from the top god (as snapshot.py). */
  function pathName(ctx, path) {
    const first = ctx.static.spaces.find((s) => s.id === path.spaces[0]);
    const n = path.god === "left" ? first.y + 1 : String.fromCharCode(65 + first.x);
    return ctx.t(`mangrovia.ui.path.${path.god}`, { n });
  }

  function god(ctx, path) {
    const { svg } = ctx;
    const first = ctx.static.spaces.find((s) => s.id === path.spaces[0]);
    const left = path.god === "left";
    const cx = left ? MARGIN - 28 : px(first.x) + CELL / 2;
    const cy = left ? py(first.y) + CELL / 2 : MARGIN - 28;
    const standing = (ctx.view.standings || {})[path.id] || [];
    const marks = ctx.ui.overlay ? standing.slice(0, 2).map(([owner], rank) => svg("circle", {
      cx: cx + (left ? -14 + rank * 10 : 16), cy: cy + (left ? 18 : -10 + rank * 10), r: 4.5,
      fill: owner < 0 ? MANGROVIA.DUMMY : ctx.seatColor(owner), stroke: "#1f2933", "stroke-width": 1,
      class: "mg-majority" })) : [];
    return svg("g", {
      class: "mg-god", "data-path": path.id,
      onmouseenter: (e) => e.currentTarget.ownerSVGElement.setAttribute("data-path", path.id),
      onmouseleave: (e) => e.currentTarget.ownerSVGElement.removeAttribute("data-path"),
    }, [
      svg("title", {}, ctx.t("mangrovia.ui.path_points",
        { path: pathName(ctx, path), first: path.points[0], second: path.points[1] })),
      svg("circle", { cx, cy, r: 19, class: "mg-god-head" }),
      svg("text", { x: cx, y: cy - 2, "text-anchor": "middle", class: "mg-god-first" }, String(path.points[0])),
      svg("text", { x: cx, y: cy + 10, "text-anchor": "middle", class: "mg-god-second" }, String(path.points[1])),
      ...marks,
    ]);
  }

  function spaceNode(ctx, space, onClick) {
    const { svg } = ctx;
    const style = MANGROVIA.TERRAIN[space.terrain];
    const here = ctx.view.huts[space.id];
    const level = !!space.level;
    const cx = px(space.x) + CELL / 2;
    const cy = py(space.y) + CELL / 2;
    const badge = level ? [cx - CELL * 0.2, cy - CELL * 0.18] : [cx - CELL * 0.27, cy - CELL * 0.25];
    const onPaths = ctx.static.paths.filter((p) => p.spaces.includes(space.id));
    const paths = onPaths.map((p) => `mg-on-${p.id}`);
    const shape = level
      ? svg("circle", { cx, cy, r: CELL * 0.36, fill: style.fill, stroke: "#f08a00", "stroke-width": 3,
        class: "mg-space-shape" })
      : svg("rect", { x: px(space.x) + 3, y: py(space.y) + 3, width: CELL - 6, height: CELL - 6, rx: 7,
        fill: style.fill, stroke: style.edge, "stroke-width": 1.5, class: "mg-space-shape" });
    // the edge a lit space pulses with: a copy of its outline whose opacity the browser composites without painting
    const edge = shape.cloneNode();
    edge.setAttribute("class", "mg-space-edge");
    const costNode = space.pay === "amulets"
      ? svg("g", {}, [
        svg("polygon", { points: hexagon(badge[0], badge[1], 9), fill: "#7b4fb5", stroke: "#fff", "stroke-width": 1 }),
        svg("text", { x: badge[0], y: badge[1] + 4, "text-anchor": "middle", class: "mg-cost-text" },
          String(space.cost)),
      ])
      : svg("g", {}, [
        svg("circle", { cx: badge[0], cy: badge[1], r: 9, fill: "#f08a00", stroke: "#fff", "stroke-width": 1 }),
        svg("text", { x: badge[0], y: badge[1] + 4, "text-anchor": "middle", class: "mg-cost-text" },
          String(space.cost)),
      ]);
    const sunAt = level ? [cx + CELL * 0.2, cy - CELL * 0.2] : [cx + CELL * 0.3, cy - CELL * 0.3];
    const suns = [...Array(space.suns).keys()].map((k) => svg("circle", {
      cx: sunAt[0] - k * 8, cy: sunAt[1], r: 3.2, fill: "#ffd21f", stroke: "#b07d00",
      "stroke-width": 0.8 }));
    const huts = here ? (here[1] === 2
      ? [MANGROVIA.hut(ctx, here[0], cx - 6, cy + 8, 19), MANGROVIA.hut(ctx, here[0], cx + 7, cy + 5, 19)]
      : [MANGROVIA.hut(ctx, here[0], cx + 2, cy + 6, 22)]) : [];
    const tip = [
      `${space.id}: ${ctx.t(`mangrovia.ui.terrain.${space.terrain}`)}`,
      ctx.t(space.pay === "amulets" ? "mangrovia.ui.amulet_cost" : "mangrovia.ui.cost", { cost: space.cost }),
      space.suns ? ctx.t("mangrovia.ui.suns", { suns: space.suns }) : "",
      level ? ctx.t("mangrovia.ui.level_space") : "",
      onPaths.map((p) => pathName(ctx, p)).join(ctx.t("core.ui.sep")),
    ].filter(Boolean).join(" · ");
    return svg("g", {
      class: ["mg-space", ...paths].join(" "), "data-space": space.id,
      ...MANGROVIA.pressable(`space:${space.id}`, () => onClick(space)),
    }, [
      svg("title", {}, tip), shape, edge, costNode, ...suns,
      svg("text", { x: level ? cx - 8 : px(space.x) + 7, y: level ? cy + CELL * 0.3 : py(space.y) + CELL - 7,
        class: "mg-space-id", fill: style.ink }, space.id),
      ...huts,
    ]);
  }

  function hexagon(cx, cy, r) {
    return [...Array(6).keys()].map((k) => {
      const a = Math.PI / 6 + (k * Math.PI) / 3;
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
  }

  function pole(ctx) {
    const { svg } = ctx;
    const [x, y] = ctx.static.pole_at;
    const cx = px(x) + CELL / 2;
    const top = ctx.view.pole_tiles[0];
    const standing = (ctx.view.standings || {}).pole || [];
    const marks = ctx.ui.overlay ? standing.slice(0, 2).map(([owner], rank) => svg("circle", {
      cx: cx + 20, cy: py(y) + 14 + rank * 11, r: 4.5, fill: ctx.seatColor(owner), stroke: "#1f2933",
      "stroke-width": 1, class: "mg-majority" })) : [];
    return svg("g", { class: "mg-pole" }, [
      svg("title", {}, ctx.t("mangrovia.ui.pole",
        { tiles: ctx.view.pole_tiles.join(ctx.t("core.ui.sep")) || "—" })),
      svg("rect", { x: cx - 9, y: py(y) + 4, width: 18, height: CELL - 8, rx: 4, fill: "#8a5a2b", stroke: "#4e3216" }),
      svg("rect", { x: cx - 15, y: py(y) + 12, width: 30, height: 22, rx: 4, fill: "#fff7e8", stroke: "#4e3216" }),
      svg("text", { x: cx, y: py(y) + 28, "text-anchor": "middle", class: "mg-pole-text" },
        top === undefined ? "–" : String(top)),
      ...marks,
    ]);
  }

  /** The island as one SVG; ``ui.onSpace(space)``, set by each redraw, is called when a space is clicked, so a
   * space kept from an earlier redraw answers as the table is now. Each space, god and the pole is a part of its
   * own (ctx.keep), drawn again only when what it shows changed: a space is built again only for a new hut, and
   * lights up, goes dark or shows it is picked by a change of its classes. */
  MANGROVIA.island = (ctx, buildable) => {
    const { svg, view, ui, keep } = ctx;
    const width = MARGIN + 7 * CELL + 12;
    const height = MARGIN + 7 * CELL + 26;
    const standing = (id) => (ui.overlay ? (view.standings || {})[id] : null);
    const pieces = [
      keep("pole", [view.pole_tiles, ui.overlay, standing("pole")], () => pole(ctx)),
      ...ctx.static.paths.map((p) => keep(`god:${p.id}`, [ui.overlay, standing(p.id)], () => god(ctx, p))),
      ...ctx.static.spaces.map((s) => {
        const node = keep(`space:${s.id}`, [view.huts[s.id]], () => spaceNode(ctx, s, (space) => ui.onSpace(space)));
        node.classList.toggle("mg-buildable", buildable.has(s.id));
        node.classList.toggle("mg-picked", ui.pick === s.id);
        return node;
      }),
    ];
    return keep("island", [], () => {
      const hover = ctx.static.paths.map((p) => `.mg-island[data-path="${p.id}"] .mg-on-${p.id} .mg-space-shape`
        + " { stroke: #e4572e; stroke-width: 4; }").join("\n");
      return svg("svg", { class: "mg-island", viewBox: `0 0 ${width} ${height}`, width, height, role: "img",
        "aria-label": "Mangrovia island" }, [
        svg("style", {}, hover),
        svg("rect", { x: 0, y: 0, width, height, rx: 16, class: "mg-sea" }),
        areaBox(ctx, ctx.static.stone, ctx.t("mangrovia.ui.stone"), "stone"),
        areaBox(ctx, ctx.static.pole, ctx.t("mangrovia.ui.pole_place"), "pole"),
        ...pieces,
      ]);
    });
  };
}

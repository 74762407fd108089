// The oracle (a 2 × 2 square of the four terrains, with the two birds) and the archipelago: six sites with their
// action pairs, the bowls placed on them, and the boat at the action it has reached.
{
  const BIRD = "M4 14c3-6 9-9 15-7l5-4 1 5c3 2 4 5 3 8-5-3-11-2-15 2 1-3 0-5-2-6-2 1-4 2-7 2z";

  MANGROVIA.oracle = (ctx, legal) => {
    const { svg, html } = ctx;
    const ring = ctx.static.oracle; // clockwise from the top left
    const cells = [[0, 0], [1, 0], [1, 1], [0, 1]];
    const size = 46;
    const squares = ring.map((terrain, k) => {
      const [cx, cy] = cells[k];
      const style = MANGROVIA.TERRAIN[terrain];
      const bird = ctx.view.birds.includes(terrain);
      return svg("g", { class: "mg-oracle-square", "data-terrain": terrain }, [
        svg("title", {}, ctx.t(`mangrovia.ui.terrain.${terrain}`)),
        svg("rect", { x: 4 + cx * (size + 4), y: 4 + cy * (size + 4), width: size, height: size, rx: 6,
          fill: style.fill, stroke: style.edge, "stroke-width": 1.5 }),
        bird ? svg("path", { d: BIRD, class: "mg-bird",
          transform: `translate(${10 + cx * (size + 4)} ${12 + cy * (size + 4)}) scale(1.05)` }) : null,
      ]);
    });
    const pairs = legal.filter((id) => id.startsWith("birds:")).map((id) => {
      const [a, b] = id.slice(6).split("+");
      return html("button", { type: "button", class: "tk-button mg-birds-button tk-legal", "data-action": id,
        onclick: () => ctx.act(id) },
      ctx.t("mangrovia.ui.birds", { first: ctx.t(`mangrovia.ui.terrain.${a}`),
        second: ctx.t(`mangrovia.ui.terrain.${b}`) }));
    });
    return html("section", { class: "mg-panel mg-oracle" }, [
      html("h5", {}, ctx.t("mangrovia.ui.oracle")),
      svg("svg", { viewBox: "0 0 104 104", width: 104, height: 104, role: "img", "aria-label": "oracle" }, squares),
      pairs.length ? html("div", { class: "mg-choices" }, pairs) : null,
    ]);
  };

  const SITE_AT = (i) => [50 + (i % 3) * 102, 40 + Math.floor(i / 3) * 72];

  /** Site `i` as it always looks, around its kept parts: the bowl on it and the boat (see showSite). */
  MANGROVIA.site = (ctx, i, bowl, boat) => {
    const { svg } = ctx;
    const [a, b] = ctx.static.sites[i];
    const [x, y] = SITE_AT(i);
    const id = `bowl:${i + 1}`;
    return svg("g", {
      class: "mg-site", "data-site": i + 1, "data-action": id,
      ...MANGROVIA.pressable(id, () => ctx.act(id)), // sent even when not legal: Python says why it is refused
    }, [
      svg("title", {}, ctx.t("mangrovia.ui.site", { site: i + 1 })),
      svg("ellipse", { cx: x + 10, cy: y + 6, rx: 44, ry: 26, class: "mg-site-island" }),
      svg("text", { x: x - 20, y: y + 2, class: "mg-site-action" }, String(a)),
      svg("text", { x: x + 12, y: y + 2, class: "mg-site-slash" }, "/"),
      svg("text", { x: x + 22, y: y + 2, class: "mg-site-action" }, String(b)),
      svg("text", { x: x + 10, y: y + 24, "text-anchor": "middle", class: "mg-site-number" },
        ctx.t("mangrovia.ui.site", { site: i + 1 })),
      bowl,
      boat,
    ]);
  };

  /** Site `i` kept between redraws (a click leaves it in place, and it keeps the focus the click gave it): its
   * bowl and the boat are parts of their own, drawn again inside it when they change, and its glow is a class. */
  MANGROVIA.showSite = (ctx, i, legal) => {
    const { svg, view, keep } = ctx;
    const [x, y] = SITE_AT(i);
    const owner = view.bowls[i] ?? null;
    const bowl = keep(`bowl:${i}`, [owner], () => (owner === null ? null
      : svg("ellipse", { cx: x + 44, cy: y - 12, rx: 11, ry: 6, fill: ctx.seatColor(owner), stroke: "#1f2933",
        "stroke-width": 1.2, class: "mg-bowl" }, svg("title", {}, ctx.seatName(owner)))));
    const at = view.boat >= 1 && view.boat <= 12 && ctx.static.sites[i].includes(view.boat) ? view.boat : null;
    const boat = keep(`boat:${i}`, [at], () => (at === null ? null
      : svg("path", { d: `M${x - 32} ${y - 23} h28 l-6 8 h-16 z M${x - 19} ${y - 38} v15 l10 -6 z`,
        class: "mg-boat" }, svg("title", {}, ctx.t("mangrovia.ui.boat", { action: at })))));
    const node = keep(`site:${i}`, [], () => MANGROVIA.site(ctx, i, bowl, boat));
    const isLegal = legal.includes(`bowl:${i + 1}`);
    node.classList.toggle("mg-site-legal", isLegal);
    node.classList.toggle("tk-legal", isLegal);
    return node;
  };

  /** The archipelago around its kept sites and the note of the boat's action (in its boat phase). */
  MANGROVIA.archipelago = (ctx, sites, note) => {
    const { svg, html } = ctx;
    const width = 320;
    const height = 150;
    return html("section", { class: "mg-panel mg-archipelago" }, [
      html("h5", {}, [ctx.t("mangrovia.ui.archipelago"), note]),
      svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", "aria-label": "archipelago" },
        sites),
    ]);
  };
}

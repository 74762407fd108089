// Mangrovia's table for tablekit, in parts joined in name order before the shared runtime (no imports):
// 1_base (shared helpers), 2_island (the map), 3_sea (oracle and archipelago), 4_panels (cards, hands, seats),
// 9_main (layout and clicks). It draws the view it is given and sends action ids; Python checks every one.
// The island's geometry comes once from ctx.static (the components file); the view refers to spaces by id.
const MANGROVIA = {
  TERRAIN: {
    water: { fill: "#5aa9e0", edge: "#2f77ad", ink: "#0b2f4a" },
    sand: { fill: "#f1d894", edge: "#bf9d45", ink: "#4a3a0c" },
    mangrove: { fill: "#3d8f5f", edge: "#235c3b", ink: "#ffffff" },
    reed: { fill: "#b9cf6e", edge: "#7d9236", ink: "#2f3a0b" },
  },
  DUMMY: "#8d949b",
  CELL: 58,
  MARGIN: 54,
  BUILD_STEPS: ["amulets_or_build", "build", "build_or_double"],
};

{
  /** The ids of the legal actions, and helpers to find them by kind. */
  MANGROVIA.legalIds = (ctx) => ctx.legal.map((a) => a.id);

  /** Attributes that make an SVG group a keyboard button: focusable, and Enter or Space acts like a click. */
  MANGROVIA.pressable = (key, onPress) => ({
    tabindex: 0, role: "button", "data-key": key, onclick: onPress,
    onkeydown: (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        onPress();
      }
    },
  });

  /** A hut: a little house in a seat colour (grey for a dummy). */
  MANGROVIA.hut = (ctx, owner, x, y, size) => {
    const { svg } = ctx;
    const fill = owner < 0 ? MANGROVIA.DUMMY : ctx.seatColor(owner);
    const s = size / 20;
    const path = `M${x} ${y - 9 * s} L${x + 9 * s} ${y - 1 * s} L${x + 6.5 * s} ${y - 1 * s} L${x + 6.5 * s} ${y + 8 * s}`
      + ` L${x - 6.5 * s} ${y + 8 * s} L${x - 6.5 * s} ${y - 1 * s} L${x - 9 * s} ${y - 1 * s} Z`;
    const name = owner < 0 ? ctx.t("mangrovia.ui.dummy") : ctx.seatName(owner);
    return svg("path", { d: path, fill, stroke: "#1f2933", "stroke-width": 1.3, "stroke-linejoin": "round",
      class: "mg-hut" }, svg("title", {}, name));
  };

  /** An amulet: a violet hexagon with its value (or "?" when hidden). */
  MANGROVIA.amulet = (ctx, value, size = 26) => {
    const { svg } = ctx;
    const r = 11.5;
    const points = [...Array(6).keys()].map((k) => {
      const a = Math.PI / 6 + (k * Math.PI) / 3;
      return `${(13 + r * Math.cos(a)).toFixed(1)},${(13 + r * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
    return svg("svg", { class: "mg-amulet", viewBox: "0 0 26 26", width: size, height: size, role: "img",
      "aria-label": `amulet ${value}` }, [
      svg("polygon", { points, fill: "#7b4fb5", stroke: "#4c2c78", "stroke-width": 1.4 }),
      svg("text", { x: 13, y: 17.5, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#fff" },
        String(value)),
    ]);
  };

  /** A card face: a valuable (its number) or a land card (its terrain colour). */
  MANGROVIA.card = (ctx, kind, what, attrs = {}) => {
    const { html } = ctx;
    if (kind === "valuables") {
      return html("button", { type: "button", class: "mg-card mg-valuable", ...attrs }, [
        html("span", { class: "mg-card-value" }, String(what)),
      ]);
    }
    const style = MANGROVIA.TERRAIN[what];
    return html("button", { type: "button", class: "mg-card mg-land",
      style: { background: style.fill, borderColor: style.edge, color: style.ink }, ...attrs },
    ctx.t(`mangrovia.ui.terrain.${what}`));
  };
}

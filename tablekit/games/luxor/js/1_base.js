// Luxor's table, part 1: shared constants and small drawing helpers. The files of this folder are joined in name
// order before the shared runtime (no imports); together they set RENDERERS["luxor"]. Everything is drawn from
// the seat view and the static board data (ctx.static); clicks send action ids, and Python checks every one.
const LUXOR = {
  CELL: 74,
  TYPES: ["vase", "statue", "jewellery"],
  TYPE_COLOUR: { vase: "#c0703a", statue: "#6f7f99", jewellery: "#b0409a" },
  PILE_COLOUR: { cobra: "#2f8f5b", falcon: "#3a6fb0", lion: "#c08a1e" },
  TEMPLE_COLOUR: "#d9efe9",
};

/** The short text of a card face: its number, or what the card does. */
LUXOR.cardFace = (ctx, cid) => {
  const [kind, value] = ctx.static.cards[cid];
  if (kind === "number") return String(value);
  return ctx.t(`luxor.ui.card.${kind}`, { value });
};

/** The level of a card (0: a movement card). */
LUXOR.level = (ctx, cid) => ctx.static.cards[cid][2];

/** The eyes of a Horus level, as small circles. */
LUXOR.eyes = (svg, x, y, n, r = 3.2) => Array.from({ length: n }, (_, i) => svg("g", {}, [
  svg("ellipse", { cx: x + (i - (n - 1) / 2) * (r * 2.6), cy: y, rx: r * 1.1, ry: r * 0.7, fill: "#fff",
    stroke: "#5a3d00", "stroke-width": 0.9 }),
  svg("circle", { cx: x + (i - (n - 1) / 2) * (r * 2.6), cy: y, r: r * 0.4, fill: "#5a3d00" }),
]));

/** A treasure's type as a simple glyph centred on (x, y). */
LUXOR.treasureGlyph = (svg, type, x, y, s = 1) => {
  const fill = LUXOR.TYPE_COLOUR[type];
  const stroke = "#2b2118";
  if (type === "vase") {
    return svg("path", { d: `M${x - 5 * s} ${y - 9 * s}h${10 * s}l-${2 * s} ${4 * s}c${6 * s} ${3 * s} ${6 * s} `
      + `${11 * s} 0 ${14 * s}h-${6 * s}c-${6 * s}-${3 * s}-${6 * s}-${11 * s} 0-${14 * s}z`, fill, stroke,
    "stroke-width": 1 });
  }
  if (type === "statue") {
    return svg("g", {}, [
      svg("circle", { cx: x, cy: y - 6 * s, r: 3.2 * s, fill, stroke, "stroke-width": 1 }),
      svg("path", { d: `M${x - 4.5 * s} ${y + 9 * s}l${1.5 * s}-${12 * s}h${6 * s}l${1.5 * s} ${12 * s}z`, fill,
        stroke, "stroke-width": 1 }),
    ]);
  }
  return svg("path", { d: `M${x} ${y - 9 * s}l${7 * s} ${6 * s}-${7 * s} ${12 * s}-${7 * s}-${12 * s}z`, fill,
    stroke, "stroke-width": 1 });
};

/** A seat's adventurer pawn (standing, or lying asleep). */
LUXOR.pawn = (svg, colour, x, y, asleep = false, r = 6) => (asleep
  ? svg("ellipse", { cx: x, cy: y, rx: r * 1.3, ry: r * 0.7, fill: colour, stroke: "#1f2933", "stroke-width": 1,
    opacity: 0.85 })
  : svg("g", {}, [
    svg("circle", { cx: x, cy: y - r * 0.9, r: r * 0.6, fill: colour, stroke: "#1f2933", "stroke-width": 1 }),
    svg("path", { d: `M${x - r} ${y + r}q${r} -${r * 2.4} ${r * 2} 0z`, fill: colour, stroke: "#1f2933",
      "stroke-width": 1 }),
  ]));

/** A key icon. */
LUXOR.key = (svg, x, y, s = 1) => svg("g", { fill: "none", stroke: "#8a6a00", "stroke-width": 2 * s }, [
  svg("circle", { cx: x - 4 * s, cy: y, r: 3.2 * s, fill: "#f2c94c" }),
  svg("path", { d: `M${x - 1} ${y}h${8 * s}m-${2.5 * s} 0v${3 * s}m-${2.5 * s}-${3 * s}v${2.5 * s}` }),
]);

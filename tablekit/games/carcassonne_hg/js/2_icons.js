// The SVG symbols of the Carcassonne board (animals, marks, pieces, bonus powers, the flash filter and the
// forest pattern), defined once per table in its <defs> under the table's id prefix `pfx`.
{
  CHG.iconDefs = function iconDefs(svg, pfx) {
    const ink = { stroke: "#2a2118", "stroke-width": 0.8, "stroke-linejoin": "round" };
    const legs = (xs, y0, y1, colour, width) => svg("path", {
      d: xs.map((x) => `M${x} ${y0}V${y1}`).join(""), stroke: colour, "stroke-width": width, "stroke-linecap": "round" });
    return [
      svg("g", { id: `${pfx}-i-mammoth` }, [
        legs([-4.5, -1, 3, 6], 3, 9, "#5e3b1c", 2.8),
        svg("path", { d: "M-7 4C-9-3-4-9 2-8.5c5 .4 8.5 4 8 9.5-.2 1.6-1 2.3-2.5 2.3H-5z", fill: "#8a5a2e", ...ink }),
        svg("path", { d: "M-6-4c-4 0-6.5 3-6 7 .3 2.3 1.7 4.4 3.5 4.8", fill: "none", stroke: "#8a5a2e", "stroke-width": 3,
          "stroke-linecap": "round" }),
        svg("path", { d: "M-8.5 1.5c.5 3.2 3 4.6 6 3.6", fill: "none", stroke: "#f6efdc", "stroke-width": 1.6,
          "stroke-linecap": "round" }),
        svg("circle", { cx: -6.2, cy: -3.2, r: 0.9, fill: "#1c140d" }),
      ]),
      svg("g", { id: `${pfx}-i-aurochs` }, [
        legs([-5, -2, 3, 6], 2, 8.5, "#3a2719", 2),
        svg("ellipse", { cx: 1, cy: -0.5, rx: 7.8, ry: 4.6, fill: "#4f3424", ...ink }),
        svg("circle", { cx: -8, cy: -2, r: 3.3, fill: "#4f3424", ...ink }),
        svg("path", { d: "M-10.6-4.2c-2-1.3-2.2-3.6-.8-5M-5.6-4.2c2-1.3 2.2-3.6.8-5", fill: "none", stroke: "#f1e7cf",
          "stroke-width": 1.4, "stroke-linecap": "round" }),
        svg("path", { d: "M8.6-1.5c1.6 1 2 3 1.6 5", fill: "none", stroke: "#4f3424", "stroke-width": 1.2 }),
      ]),
      svg("g", { id: `${pfx}-i-deer` }, [
        legs([-3.8, -1.5, 3.2, 5.4], 1.5, 9, "#8a5a30", 1.4),
        svg("ellipse", { cx: 1, cy: -0.3, rx: 6.6, ry: 3.6, fill: "#c98d4f", ...ink }),
        svg("path", { d: "M-4.2-1.2-6.4-6.5", stroke: "#c98d4f", "stroke-width": 3, "stroke-linecap": "round" }),
        svg("ellipse", { cx: -7.4, cy: -7, rx: 2.6, ry: 1.8, fill: "#c98d4f", ...ink }),
        svg("path", { d: "M-6.8-8.6-5-12.5M-5.8-10.6-3.6-11.2M-8.2-8.6l-2.6-3.2M-9.6-10.4l-.4-2.4", fill: "none",
          stroke: "#6b4423", "stroke-width": 1.1, "stroke-linecap": "round" }),
        svg("circle", { cx: 7, cy: -2.8, r: 1.3, fill: "#f4ead8" }),
      ]),
      svg("g", { id: `${pfx}-i-tiger` }, [
        legs([-4.5, -1.5, 3, 6], 2, 8.5, "#b8651b", 2),
        svg("path", { d: "M8 -1c3-1 4.5 1 4 4", fill: "none", stroke: "#e58a2c", "stroke-width": 1.6,
          "stroke-linecap": "round" }),
        svg("ellipse", { cx: 1, cy: 0, rx: 7.8, ry: 4.2, fill: "#e58a2c", ...ink }),
        svg("path", { d: "M-1-4v3.4M2.2-4.1v3.6M5.2-3.4v2.8M-3.8-3.5v2.6", stroke: "#2a1a10", "stroke-width": 1.2,
          "stroke-linecap": "round" }),
        svg("circle", { cx: -7.8, cy: -2.2, r: 3.6, fill: "#e58a2c", ...ink }),
        svg("path", { d: "M-10.4-5.2-10-7.4-8.4-5.8M-7-5.9-5.4-7.2-5.3-4.8", fill: "#e58a2c", ...ink }),
        svg("path", { d: "M-9.6.6l.5 2.6.6-2.4M-7.4.8l.5 2.4.6-2.4", fill: "#fff", stroke: "#2a1a10", "stroke-width": 0.4 }),
      ]),
      svg("g", { id: `${pfx}-i-fish` }, [
        svg("path", { d: "M-4 0C-2-2.6 2-2.6 3.6 0 2 2.6-2 2.6-4 0zM3 0l3-2.4v4.8z", fill: "#f4f9ff",
          stroke: "#1f4f7a", "stroke-width": 0.7, "stroke-linejoin": "round" }),
        svg("circle", { cx: -2, cy: -0.4, r: 0.55, fill: "#1f4f7a" }),
      ]),
      svg("g", { id: `${pfx}-i-menhir` }, [
        svg("ellipse", { cx: 0, cy: 7.4, rx: 5.5, ry: 1.6, fill: "rgba(0,0,0,.3)" }),
        svg("path", { d: "M-3.8 7.5-4.4-4C-4.2-8.4 3.6-9.2 4.2-4.6L3.9 7.5z", fill: "#e4e1d8", stroke: "#55524b",
          "stroke-width": 0.9, "stroke-linejoin": "round" }),
        svg("path", { d: "M-1.6-3.5.8-1.6M-1.2 1.6 1.4 3", stroke: "#9c978b", "stroke-width": 0.8 }),
      ]),
      svg("g", { id: `${pfx}-i-mushroom` }, [
        svg("path", { d: "M-2 1h4l.8 6H-2.8z", fill: "#f5eee1", stroke: "#6b5c48", "stroke-width": 0.7 }),
        svg("path", { d: "M-7 2C-7-4-3.5-7 0-7s7 3 7 9z", fill: "#d63a2f", stroke: "#7c1d16", "stroke-width": 0.8 }),
        svg("circle", { cx: -3, cy: -2.2, r: 1.1, fill: "#fff" }),
        svg("circle", { cx: 1.6, cy: -4.2, r: 1, fill: "#fff" }),
        svg("circle", { cx: 3.6, cy: -0.6, r: 0.9, fill: "#fff" }),
      ]),
      // pieces: the fill comes from the <use> (the seat's colour)
      svg("g", { id: `${pfx}-i-figure`, stroke: "#1b232b", "stroke-width": 1.2, "stroke-linejoin": "round" }, [
        svg("path", { d: "M-6.6 9.5-4.2-.8-8.4 3.6-9.6 2-4.2-4.6Q0-6.4 4.2-4.6L9.6 2 8.4 3.6 4.2-.8 6.6 9.5z" }),
        svg("circle", { cx: 0, cy: -9.4, r: 3.9 }),
      ]),
      svg("g", { id: `${pfx}-i-hut`, stroke: "#1b232b", "stroke-width": 1.2, "stroke-linejoin": "round" }, [
        svg("path", { d: "M-9 7.5C-9-2-5-8 0-8.6 5-8 9-2 9 7.5z" }),
        svg("path", { d: "M-2.6 7.5v-5a2.6 2.6 0 0 1 5.2 0v5z", fill: "#2a2118" }),
        svg("path", { d: "M-1.5-8.2l-2-3M1.5-8.2l2-3", fill: "none" }),
      ]),
      // bonus powers, on a small white badge
      svg("g", { id: `${pfx}-i-wildfire` }, [
        svg("path", { d: "M0-6.5C3 -3 4.5-1 4.5 2A4.5 4.5 0 0 1-4.5 2c0-2 1-3.2 2-4.2.2 1.4.9 2.2 1.6 2.6C-.9-2.2-.8-4.4 0-6.5z",
          fill: "#e4572e", stroke: "#8e2a10", "stroke-width": 0.7 }),
        svg("path", { d: "M0 5.5a2 2 0 0 1-2-2c0-1.2.8-2.1 1.6-2.9.2 1 .8 1.4 1.4 1.6.7.4 1 1 1 1.4a2 2 0 0 1-2 1.9z",
          fill: "#ffc845" }),
      ]),
      svg("g", { id: `${pfx}-i-shaman` }, [
        svg("path", { d: "M-1 6.5 2.5-6", stroke: "#5b3a1e", "stroke-width": 1.4, "stroke-linecap": "round" }),
        svg("circle", { cx: 2.6, cy: -5.5, r: 2.4, fill: "#8b5cc7", stroke: "#4a2d78", "stroke-width": 0.7 }),
        svg("path", { d: "M.4-3.8C-2.8-3-4.4-.6-4.2 2.4M4.6-3.8c1.2 2 1.2 4 .2 6", fill: "none", stroke: "#8b5cc7",
          "stroke-width": 1.2, "stroke-linecap": "round" }),
      ]),
      svg("g", { id: `${pfx}-i-hunting_trap` }, [
        svg("path", { d: "M-5.5 5.5 5.5-5.5M-5.5-5.5 5.5 5.5", stroke: "#6b4423", "stroke-width": 1.5,
          "stroke-linecap": "round" }),
        svg("path", { d: "M5.5-5.5 1.6-4.6 4.6-1.6zM-5.5-5.5-4.6-1.6-1.6-4.6z", fill: "#8f8b84", stroke: "#4a463f",
          "stroke-width": 0.5 }),
      ]),
      svg("g", { id: `${pfx}-i-pit_trap` }, [
        svg("ellipse", { cx: 0, cy: 1.5, rx: 6.5, ry: 3.6, fill: "#3a2a1c" }),
        svg("path", { d: "M-3.5 3 -2.6-3.8-1.7 3M-.9 3 0-4.6.9 3M1.7 3 2.6-3.8 3.5 3", fill: "#d9c6a3",
          stroke: "#5b4630", "stroke-width": 0.5 }),
      ]),
      svg("g", { id: `${pfx}-i-dugout_canoe` }, [
        svg("path", { d: "M-7.5-.5h15c-1.2 3.4-4 5-7.5 5s-6.3-1.6-7.5-5z", fill: "#8a5a2e", stroke: "#4a2f17",
          "stroke-width": 0.8 }),
        svg("path", { d: "M1.5-6.5-2.5 4", stroke: "#4a2f17", "stroke-width": 1.2, "stroke-linecap": "round" }),
      ]),
      svg("g", { id: `${pfx}-i-raft` }, [
        svg("path", { d: "M-6-4.5h12M-6 0h12M-6 4.5h12", stroke: "#9b6a3a", "stroke-width": 3.6,
          "stroke-linecap": "round" }),
        svg("path", { d: "M-3-6.5v13M3-6.5v13", stroke: "#4a2f17", "stroke-width": 0.9 }),
      ]),
      // a completed feature's flash: its zones' cells, filled faintly and ringed by a soft rim of the same colour
      svg("filter", { id: `${pfx}-flash-rim`, x: "-10%", y: "-10%", width: "120%", height: "120%" }, [
        svg("feMorphology", { in: "SourceGraphic", operator: "dilate", radius: 3, result: "wide" }),
        svg("feGaussianBlur", { in: "wide", stdDeviation: 1, result: "soft" }),
        svg("feComposite", { in: "soft", in2: "SourceGraphic", operator: "out", result: "rim" }),
        svg("feComponentTransfer", { in: "SourceGraphic", result: "faint" }, svg("feFuncA", { type: "linear", slope: 0.45 })),
        svg("feMerge", {}, [svg("feMergeNode", { in: "faint" }), svg("feMergeNode", { in: "rim" })]),
      ]),
      svg("pattern", { id: `${pfx}-trees`, width: 16, height: 14, patternUnits: "userSpaceOnUse" }, [
        svg("circle", { cx: 4, cy: 4, r: 3.2, fill: "#3b8047" }),
        svg("circle", { cx: 12, cy: 11, r: 3, fill: "#27603a" }),
      ]),
    ];
  };
}

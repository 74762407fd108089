// Carcassonne: Hunters & Gatherers' board for the tablekit table. Joined before the shared runtime (no imports): it
// only sets RENDERERS["carcassonne_hg"]. It draws the view it is given and sends action ids; Python checks them.
//
// Tiles are drawn from the zone data in the view, in tile units (a tile is 100 × 100, north up, unrotated):
// each side has three "ports" (a river side: meadow half, river, meadow half). Meadow is the ground; a forest is a
// cap over its sides closed by curves towards the centre; a river runs from its side's middle to its lake, its
// spring or its other side; lakes sit near the centre; dotted hedges run from the edge to the centre where two
// meadows would otherwise touch. A 40 × 40 grid of zone labels per tile id (meadows flooded in from their ports)
// places animals and pieces, and tells which zone the pointer is on. Each tile's drawing is built once per
// (id, rotation) as a <g> in <defs> and placed with <use>, so the map only ever grows by one element per tile.
{
  const SIZE = 100;
  const MID = 50;
  const RIVER_PORT = 12; // width of the middle port of a river side
  const GRID = 40; // zone-label grid per tile
  const CELL = SIZE / GRID;
  const HALVES = { nw: [0, 0], ne: [0, 2], en: [1, 0], es: [1, 2], se: [2, 0], sw: [2, 2], ws: [3, 0], wn: [3, 2] };
  const SIDES = "NESW";
  const ANIMALS = ["mammoth", "aurochs", "deer", "tiger"];
  // bonus powers and feature kinds are named by the "carcassonne_hg.ui.power.<name>" / "ui.kind.<kind>" messages
  const COLOURS = {
    meadow: "#a9d17b", forest: "#2f6d3d", crowns: ["#3f8a4b", "#357a43"],
    river: "#4a93d0", bank: "#2f6ea6", shine: "#93c8ee", lake: "#4a8fcb", lakeRim: "#2c6aa3",
  };
  let widgets = 0; // each table on the page gets its own id prefix for its <defs>

  // -- geometry of one tile type (unrotated) ----------------------------------------------------------------------
  const geometryCache = new Map();

  /** The point at perimeter position s (0–400, clockwise from the north-west corner). */
  function perimeter(s) {
    const t = ((s % 400) + 400) % 400;
    const k = Math.floor(t / 100);
    const u = t - 100 * k;
    return [[u, 0], [SIZE, u], [SIZE - u, SIZE], [0, SIZE - u]][k];
  }

  /** Perimeter span [from, to] of port p (side p / 3, part p % 3). */
  function portSpan(p) {
    const start = 100 * Math.floor(p / 3);
    const i = p % 3;
    if (i === 0) return [start, start + MID - RIVER_PORT / 2];
    if (i === 1) return [start + MID - RIVER_PORT / 2, start + MID + RIVER_PORT / 2];
    return [start + MID + RIVER_PORT / 2, start + SIZE];
  }

  /** Which port a point on (or near) the tile's edge lies on. */
  function portAt(x, y) {
    const d = [y, SIZE - x, SIZE - y, x];
    const k = d.indexOf(Math.min(...d));
    const s = [x, 100 + y, 200 + SIZE - x, 300 + SIZE - y][k];
    for (let i = 0; i < 3; i += 1) {
      const [a, b] = portSpan(3 * k + i);
      if (s >= a && s <= b) return 3 * k + i;
    }
    return 3 * k + 2;
  }

  const sideMid = (k) => perimeter(100 * k + MID);
  const inward = (k) => [[0, 1], [-1, 0], [0, -1], [1, 0]][k];
  const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const round = (v) => Math.round(v * 10) / 10;
  const pt = (p) => `${round(p[0])} ${round(p[1])}`;

  function cubic(p0, p1, p2, p3, t) {
    const u = 1 - t;
    return [0, 1].map((i) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i]);
  }

  function quad(p0, p1, p2, t) {
    const u = 1 - t;
    return [0, 1].map((i) => u * u * p0[i] + 2 * u * t * p1[i] + t * t * p2[i]);
  }

  function segmentDistance(p, a, b) {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = dx * dx + dy * dy;
    const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
    return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
  }

  const polylineDistance = (p, points) => {
    let best = Infinity;
    for (let i = 1; i < points.length; i += 1) best = Math.min(best, segmentDistance(p, points[i - 1], points[i]));
    return best;
  };

  function insidePolygon(p, poly) {
    let inside = false;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i, i += 1) {
      const [xi, yi] = poly[i];
      const [xj, yj] = poly[j];
      if ((yi > p[1]) !== (yj > p[1]) && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  }

  /** A point at fraction t of a polyline's length. */
  function along(points, t) {
    const lengths = [0];
    for (let i = 1; i < points.length; i += 1) {
      lengths.push(lengths[i - 1] + Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]));
    }
    const goal = t * lengths[lengths.length - 1];
    for (let i = 1; i < points.length; i += 1) {
      if (lengths[i] >= goal) {
        const span = lengths[i] - lengths[i - 1] || 1;
        return lerp(points[i - 1], points[i], (goal - lengths[i - 1]) / span);
      }
    }
    return points[points.length - 1];
  }

  function hash(n) {
    const x = Math.sin(n * 127.1 + 311.7) * 43758.5453;
    return x - Math.floor(x);
  }

  function geometry(tile) {
    let found = geometryCache.get(tile.id);
    if (!found) {
      found = buildGeometry(tile);
      geometryCache.set(tile.id, found);
    }
    return found;
  }

  function buildGeometry(tile) {
    const zones = tile.zones;
    const index = Object.fromEntries(zones.map((z, i) => [z.id, i]));
    const ports = new Array(12).fill(-1);
    zones.forEach((z, i) => {
      for (const side of z.sides) {
        if (HALVES[side]) ports[3 * HALVES[side][0] + HALVES[side][1]] = i;
        else if (z.type === "river") ports[3 * SIDES.indexOf(side) + 1] = i;
        else for (let p = 0; p < 3; p += 1) ports[3 * SIDES.indexOf(side) + p] = i;
      }
    });
    const wholeSides = (z) => z.sides.filter((s) => SIDES.includes(s)).map((s) => SIDES.indexOf(s));

    // lakes: near the centre, pulled towards the rivers that feed them (further, and smaller, when there are two)
    const lakes = {};
    const several = zones.filter((z) => z.type === "lake").length > 1;
    zones.forEach((z, i) => {
      if (z.type !== "lake") return;
      const feeding = zones.filter((r) => r.type === "river" && r.end === z.id).flatMap(wholeSides);
      const pull = feeding.reduce((acc, k) => [acc[0] - inward(k)[0], acc[1] - inward(k)[1]], [0, 0]);
      const n = Math.max(1, feeding.length);
      const reach = several ? 34 : 20;
      const c = [MID + (pull[0] / n) * reach, MID + (pull[1] / n) * reach];
      const size = several ? 0.8 : 1;
      const rx = (14 + 2 * Math.min(z.fish || 0, 3)) * size;
      const ry = (12 + Math.min(z.fish || 0, 3)) * size;
      const outline = [];
      for (let k = 0; k < 10; k += 1) {
        const a = (k / 10) * 2 * Math.PI;
        const wobble = 0.9 + 0.18 * hash(tile.id * 31 + i * 7 + k);
        outline.push([c[0] + Math.cos(a) * rx * wobble, c[1] + Math.sin(a) * ry * wobble]);
      }
      lakes[i] = { zone: i, c, rx, ry, outline };
    });

    // rivers: a centre line from the side's middle to the lake, the spring or the other side
    const rivers = [];
    zones.forEach((z, i) => {
      if (z.type !== "river") return;
      const sides = wholeSides(z);
      const a = sideMid(sides[0]);
      let points;
      let spring = null;
      if (sides.length === 2) {
        const b = sideMid(sides[1]);
        points = Array.from({ length: 21 }, (_, k) => quad(a, [MID, MID], b, k / 20));
      } else if (z.end === "spring") {
        spring = [a[0] + inward(sides[0])[0] * 27, a[1] + inward(sides[0])[1] * 27];
        points = [a, spring];
      } else {
        points = [a, lakes[index[z.end]].c];
      }
      rivers.push({ zone: i, points, spring, sides });
    });

    // forests: the sides they touch, closed by curves bending towards the centre
    const forests = [];
    zones.forEach((z, i) => {
      if (z.type !== "forest") return;
      const sides = wholeSides(z);
      const runs = [];
      for (const k of [0, 1, 2, 3]) {
        if (!sides.includes(k) || sides.includes((k + 3) % 4)) continue;
        let end = k;
        while (sides.includes((end + 1) % 4) && (end + 1) % 4 !== k) end = (end + 1) % 4;
        runs.push([k, end]);
      }
      if (!runs.length) runs.push([0, 3]); // all four sides
      const poly = [];
      const closures = [];
      let d = "";
      runs.forEach(([first, last], r) => {
        const corners = [];
        for (let k = first; ; k = (k + 1) % 4) {
          if (k === first) corners.push(perimeter(100 * k));
          corners.push(perimeter(100 * k + 100));
          if (k === last) break;
        }
        d += `${r ? "L" : "M"}${corners.map(pt).join("L")}`;
        poly.push(...corners);
        const p = corners[corners.length - 1];
        const q = perimeter(100 * runs[(r + 1) % runs.length][0]);
        const c1 = lerp(p, [MID, MID], 0.85);
        const c2 = lerp(q, [MID, MID], 0.85);
        d += `C${pt(c1)} ${pt(c2)} ${pt(q)}`;
        const curve = Array.from({ length: 13 }, (_, k) => cubic(p, c1, c2, q, k / 12));
        poly.push(...curve.slice(1, -1));
        closures.push(curve);
      });
      const [first, last] = runs[0];
      forests.push({ zone: i, d: `${d}Z`, poly, closures, single: runs.length === 1,
        before: ports[(3 * first + 11) % 12], after: ports[(3 * last + 3) % 12] });
    });

    // hedges, on the wedge boundary between two ports: between two meadows or two forests, and beside a
    // one-piece forest whose two neighbours are different meadows (they would meet between its cap and the
    // centre); and past a spring, between the meadows on its two banks
    const hedges = [];
    const kind = (zone) => zones[zone].type;
    const needsHedge = (a, b) => {
      if (kind(a) === kind(b)) return true;
      const forest = forests.find((f) => f.zone === a || f.zone === b);
      if (!forest || !forest.single) return false;
      const meadow = forest.zone === a ? b : a;
      const other = meadow === forest.before ? forest.after : forest.before;
      return kind(other) === "meadow" && other !== meadow;
    };
    for (let p = 0; p < 12; p += 1) {
      const q = (p + 1) % 12;
      if (ports[p] === ports[q] || p % 3 === 1 || q % 3 === 1 || !needsHedge(ports[p], ports[q])) continue;
      hedges.push([perimeter(portSpan(p)[1]), [MID, MID]]);
    }
    for (const river of rivers) {
      if (!river.spring) continue;
      const p = 3 * river.sides[0] + 1;
      if (ports[p - 1] !== ports[p + 1]) hedges.push([river.spring, [MID, MID]]);
    }

    const labels = labelGrid(zones, ports, lakes, rivers, forests, hedges);
    const anchors = zoneAnchors(tile, labels, lakes, rivers);
    return { ports, lakes, rivers, forests, hedges, labels, ...anchors };
  }

  /** Each grid cell's zone index (-1: nothing, -2: a hedge): what is drawn there, meadows flooded from their ports. */
  function labelGrid(zones, ports, lakes, rivers, forests, hedges) {
    const labels = new Int8Array(GRID * GRID).fill(-1);
    for (let row = 0; row < GRID; row += 1) {
      for (let col = 0; col < GRID; col += 1) {
        const p = [(col + 0.5) * CELL, (row + 0.5) * CELL];
        let label = -1;
        for (const lake of Object.values(lakes)) {
          if (insidePolygon(p, lake.outline)) label = lake.zone;
        }
        if (label < 0) for (const r of rivers) if (polylineDistance(p, r.points) <= 6) label = r.zone;
        if (label < 0) for (const f of forests) if (insidePolygon(p, f.poly)) label = f.zone;
        if (label < 0 && hedges.some(([a, b]) => segmentDistance(p, a, b) <= CELL * 0.6)) label = -2;
        labels[row * GRID + col] = label;
      }
    }
    const queue = [];
    for (let row = 0; row < GRID; row += 1) {
      for (let col = 0; col < GRID; col += 1) {
        if (row && col && row < GRID - 1 && col < GRID - 1) continue;
        const cell = row * GRID + col;
        if (labels[cell] !== -1) continue;
        const zone = ports[portAt((col + 0.5) * CELL, (row + 0.5) * CELL)];
        if (zone >= 0 && zones[zone].type === "meadow") {
          labels[cell] = zone;
          queue.push(cell);
        }
      }
    }
    for (let head = 0; head < queue.length; head += 1) {
      const cell = queue[head];
      for (const next of gridNeighbours(cell)) {
        if (labels[next] !== -1) continue;
        labels[next] = labels[cell];
        queue.push(next);
      }
    }
    return labels;
  }

  /** The cells beside `cell` (up, down, left, right) that lie inside the grid. */
  function gridNeighbours(cell) {
    const row = Math.floor(cell / GRID);
    const col = cell % GRID;
    const found = [];
    if (row > 0) found.push(cell - GRID);
    if (row < GRID - 1) found.push(cell + GRID);
    if (col > 0) found.push(cell - 1);
    if (col < GRID - 1) found.push(cell + 1);
    return found;
  }

  /** Clearance of every cell: grid steps to the nearest cell of another label or to the tile's edge. */
  function clearance(labels) {
    const dist = new Int16Array(GRID * GRID).fill(-1);
    const queue = [];
    for (let cell = 0; cell < GRID * GRID; cell += 1) {
      const row = Math.floor(cell / GRID);
      const col = cell % GRID;
      const edge = !row || !col || row === GRID - 1 || col === GRID - 1;
      const mixed = gridNeighbours(cell).some((next) => labels[next] !== labels[cell]);
      if (edge || mixed) {
        dist[cell] = 0;
        queue.push(cell);
      }
    }
    for (let head = 0; head < queue.length; head += 1) {
      const cell = queue[head];
      for (const next of gridNeighbours(cell)) {
        if (dist[next] >= 0) continue;
        dist[next] = dist[cell] + 1;
        queue.push(next);
      }
    }
    return dist;
  }

  /** The roomiest cell of a zone; with `near`, the roomiest at least `away` from it but not much further.
   * Returns [point, clearance in tile units]. */
  function roomiest(labels, dist, zone, near, away) {
    let best = null;
    let bestScore = -Infinity;
    const cells = [];
    for (let cell = 0; cell < GRID * GRID; cell += 1) if (labels[cell] === zone) cells.push(cell);
    const centre = cells.reduce((acc, cell) => [acc[0] + (cell % GRID), acc[1] + Math.floor(cell / GRID)], [0, 0])
      .map((v) => ((v / cells.length) + 0.5) * CELL);
    for (const cell of cells) {
      const p = [((cell % GRID) + 0.5) * CELL, (Math.floor(cell / GRID) + 0.5) * CELL];
      let score = dist[cell] * CELL - Math.hypot(p[0] - centre[0], p[1] - centre[1]) * 0.08;
      if (near) {
        const d = Math.hypot(p[0] - near[0], p[1] - near[1]);
        score -= d < away ? 1000 : 0.5 * Math.max(0, d - away - 6);
      }
      if (score > bestScore) {
        bestScore = score;
        best = [p, dist[cell] * CELL];
      }
    }
    return best;
  }

  /** Where each zone's marks (animals, menhir, fish…) and pieces go. */
  function zoneAnchors(tile, labels, lakes, rivers) {
    const dist = clearance(labels);
    const marks = {}; // zone index -> [{kind, name, at, scale}]
    const piece = {}; // zone index -> [x, y]
    const hutAt = {}; // zone index -> [x, y] (a river also takes a figure)
    tile.zones.forEach((z, i) => {
      if (z.type === "lake") {
        const lake = lakes[i];
        marks[i] = [];
        const n = z.fish || 0;
        for (let k = 0; k < n; k += 1) {
          marks[i].push({ kind: "fish", at: [lake.c[0] + (k - (n - 1) / 2) * 8, lake.c[1] + 4 + (k % 2 ? -3 : 0)],
            scale: 1 });
        }
        if (z.power) marks[i].push({ kind: "power", name: z.power, at: [lake.c[0] + lake.rx, lake.c[1] - lake.ry], scale: 0.9 });
        piece[i] = [lake.c[0], lake.c[1] - 3];
        hutAt[i] = piece[i];
        return;
      }
      if (z.type === "river") {
        const river = rivers.find((r) => r.zone === i);
        marks[i] = [];
        for (let k = 0; k < (z.fish || 0); k += 1) {
          marks[i].push({ kind: "fish", at: along(river.points, 0.25 + 0.15 * k), scale: 0.9 });
        }
        piece[i] = along(river.points, river.spring ? 0.55 : 0.6);
        hutAt[i] = along(river.points, river.spring || river.sides.length === 1 ? 0.3 : 0.82);
        return;
      }
      const items = [];
      if (z.power && z.type === "meadow") items.push({ kind: "power", name: z.power });
      if (z.menhir) items.push({ kind: "menhir" });
      if (z.mushroom) items.push({ kind: "mushroom" });
      for (const a of ANIMALS) for (let k = 0; k < ((z.animals || {})[a] || 0); k += 1) items.push({ kind: "animal", name: a });
      const [at, room] = roomiest(labels, dist, i, null, 0);
      const scale = Math.max(0.55, Math.min(1, room / 12));
      const gap = 22 * scale;
      marks[i] = items.map((item, k) => ({ ...item, at: [at[0] + (k - (items.length - 1) / 2) * gap, at[1]], scale }));
      piece[i] = items.length ? roomiest(labels, dist, i, at, 27 + (gap * (items.length - 1)) / 2)[0] : at;
    });
    return { marks, piece, hutAt };
  }

  const turn = (p, rot) => {
    let [x, y] = p;
    for (let r = 0; r < rot; r += 1) [x, y] = [SIZE - y, x];
    return [x, y];
  };

  /** The zone index under tile-local point p of a tile placed with rotation rot, or -1. */
  function zoneAt(geo, p, rot) {
    let [x, y] = p;
    for (let r = 0; r < rot; r += 1) [x, y] = [y, SIZE - x];
    const col = Math.floor(x / CELL);
    const row = Math.floor(y / CELL);
    if (col < 0 || row < 0 || col >= GRID || row >= GRID) return -1;
    return geo.labels[row * GRID + col];
  }

  /** An SVG path covering a zone's grid cells (rows of rectangles), for hit areas and highlights. */
  function zonePath(geo, zone) {
    let d = "";
    for (let row = 0; row < GRID; row += 1) {
      let start = -1;
      for (let col = 0; col <= GRID; col += 1) {
        const inZone = col < GRID && geo.labels[row * GRID + col] === zone;
        if (inZone && start < 0) start = col;
        if (!inZone && start >= 0) {
          d += `M${start * CELL} ${row * CELL}h${(col - start) * CELL}v${CELL}h${-(col - start) * CELL}z`;
          start = -1;
        }
      }
    }
    return d;
  }

  const rotatedPorts = (ports, rot) => Array.from({ length: 12 }, (_, p) => ports[(p - 3 * rot + 12) % 12]);

  function find(links, node) {
    let root = node;
    while (links.get(root) !== root) root = links.get(root);
    links.set(node, root);
    return root;
  }

  /** Zones joined across the map, as "tile index:zone index" nodes: `feature` joins zones whose ports meet (what
   * a tribe figure claims); `water` also joins each river to the lake it ends in (what a hut claims). */
  function connections(tiles, types) {
    const at = new Map(tiles.map((t, i) => [`${t.x},${t.y}`, i]));
    const feature = new Map();
    const water = new Map();
    const join = (a, b, both) => {
      for (const links of both ? [feature, water] : [water]) links.set(find(links, a), find(links, b));
    };
    tiles.forEach((t, i) => types[String(t.id)].zones.forEach((_, k) => {
      feature.set(`${i}:${k}`, `${i}:${k}`);
      water.set(`${i}:${k}`, `${i}:${k}`);
    }));
    tiles.forEach((t, i) => {
      const tile = types[String(t.id)];
      tile.zones.forEach((z, k) => {
        const lake = tile.zones.findIndex((other) => other.id === z.end);
        if (z.type === "river" && lake >= 0) join(`${i}:${k}`, `${i}:${lake}`, false);
      });
      const ports = rotatedPorts(geometry(tile).ports, t.rot);
      for (const [side, dx, dy] of [[1, 1, 0], [2, 0, 1]]) { // east and south: each pair of neighbours once
        const j = at.get(`${t.x + dx},${t.y + dy}`);
        if (j === undefined) continue;
        const other = rotatedPorts(geometry(types[String(tiles[j].id)]).ports, tiles[j].rot);
        for (let p = 0; p < 3; p += 1) join(`${i}:${ports[3 * side + p]}`, `${j}:${other[3 * ((side + 2) % 4) + 2 - p]}`, true);
      }
    });
    return { feature, water };
  }

  RENDERERS["carcassonne_hg"] = function renderBoard(ctx) {
    const { view, html, svg, ui, act, isLegal, seatName, seatColor } = ctx;
    const say = (key, args) => ctx.t(`carcassonne_hg.ui.${key}`, args); // this table's words, in its language
    if (!ui.prefix) {
      widgets += 1;
      ui.prefix = `chg${widgets}`;
    }
    const pfx = ui.prefix;
    const types = view.tile_types;
    const ids = ctx.legal.map((a) => a.id);
    const legalClass = (base, legal) => (legal ? `${base} tk-legal` : base);
    const tileAt = new Map(view.tiles.map((t) => [`${t.x},${t.y}`, t]));
    const lastTile = view.last_placed ? tileAt.get(view.last_placed.join(",")) : null;

    // -- defs: icons once, tile drawings once per (id, rotation) ------------------------------------------------
    function icon(name, attrs = {}) {
      return svg("use", { href: `#${pfx}-i-${name}`, ...attrs });
    }

    function iconDefs() {
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
    }

    function mark(m) {
      const s = m.scale;
      const at = `translate(${round(m.at[0])} ${round(m.at[1])}) scale(${round(s * 100) / 100})`;
      if (m.kind === "power") {
        return svg("g", { transform: at, class: "chg-power" }, [
          svg("title", {}, say(`power.${m.name}`)),
          svg("circle", { r: 8.6, fill: "#fffaf0", stroke: "#c8a23a", "stroke-width": 1.4 }),
          icon(m.name),
        ]);
      }
      const name = m.kind === "animal" ? m.name : m.kind;
      return svg("g", { transform: at }, [m.kind === "animal" ? svg("title", {}, say(`animal.${name}`)) : null, icon(name)]);
    }

    /** One tile drawn at one rotation, in <defs>, with animals and marks kept upright. */
    function tileDef(id, rot) {
      const key = `${pfx}-t${id}-${rot}`;
      if (ui.defined.has(key)) return key;
      const tile = types[String(id)];
      const geo = geometry(tile);
      const turned = svg("g", { transform: rot ? `rotate(${90 * rot} ${MID} ${MID})` : null }, [
        svg("rect", { width: SIZE, height: SIZE, fill: COLOURS.meadow }),
        geo.hedges.map(([a, b]) => svg("path", { d: `M${pt(a)}L${pt(b)}`, class: "chg-hedge" })),
        geo.forests.map((f) => svg("g", {}, [
          svg("path", { d: f.d, fill: COLOURS.forest }),
          svg("path", { d: f.d, fill: `url(#${pfx}-trees)` }),
          f.closures.map((curve) => curve.slice(2, -2).map((p, k) => svg("circle", {
            cx: round(p[0]), cy: round(p[1]), r: 4.6, fill: COLOURS.crowns[k % 2] }))),
        ])),
        geo.rivers.map((r) => {
          const d = `M${r.points.map(pt).join("L")}`;
          const cap = r.spring ? "round" : "butt";
          return svg("g", {}, [
            svg("path", { d, fill: "none", stroke: COLOURS.bank, "stroke-width": 12, "stroke-linecap": cap }),
            svg("path", { d, fill: "none", stroke: COLOURS.river, "stroke-width": 9.5, "stroke-linecap": cap }),
            svg("path", { d, fill: "none", stroke: COLOURS.shine, "stroke-width": 2.4, "stroke-linecap": "round",
              "stroke-dasharray": "7 9", opacity: 0.8 }),
            r.spring ? svg("circle", { cx: r.spring[0], cy: r.spring[1], r: 5.2, fill: "#d8eefb",
              stroke: COLOURS.bank, "stroke-width": 2 }) : null,
          ]);
        }),
        Object.values(geo.lakes).map((lake) => svg("path", {
          d: smoothClosed(lake.outline), fill: COLOURS.lake, stroke: COLOURS.lakeRim, "stroke-width": 1.6 })),
      ]);
      const marks = Object.values(geo.marks).flat().map((m) => mark({ ...m, at: turn(m.at, rot) }));
      const bonus = tile.kind === "bonus"
        ? svg("rect", { x: 2.5, y: 2.5, width: SIZE - 5, height: SIZE - 5, rx: 3, class: "chg-bonus-frame" }) : null;
      ui.defs.append(svg("g", { id: key }, [turned, ...marks, bonus,
        svg("rect", { width: SIZE, height: SIZE, class: "chg-tile-edge" })]));
      ui.defined.add(key);
      return key;
    }

    function smoothClosed(points) {
      const n = points.length;
      const mids = points.map((p, i) => lerp(p, points[(i + 1) % n], 0.5));
      return `M${pt(mids[n - 1])}${points.map((p, i) => `Q${pt(p)} ${pt(mids[i])}`).join("")}Z`;
    }

    // -- the map: a persistent <svg> whose tile layer grows with the game ---------------------------------------
    if (!ui.map) setUpMap();

    function setUpMap() {
      ui.defs = svg("defs", {}, iconDefs());
      ui.defined = new Set();
      ui.tileLayer = svg("g", { class: "chg-tiles" });
      ui.overlay = svg("g", { class: "chg-overlay" });
      ui.hoverLayer = svg("g", { class: "chg-hover" });
      ui.world = svg("g", { class: "chg-world" }, [ui.tileLayer, ui.hoverLayer, ui.overlay]);
      ui.info = html("div", { class: "chg-info", hidden: true, "aria-live": "polite" });
      ui.map = svg("svg", { class: "chg-map", role: "img", "aria-label": "The map of placed tiles" }, [ui.defs, ui.world]);
      ui.placed = [];
      ui.cam = { s: 1, x: 0, y: 0, manual: false };
      const zoomButton = (label, title, key, onclick) => html("button", { type: "button", class: "chg-zoom-button",
        title, "aria-label": title, "data-key": key, onclick }, label);
      ui.zoomBar = html("div", { class: "chg-zoom" }, [
        zoomButton("+", "Zoom in", "zoom-in", () => zoomBy(1.25)),
        zoomButton("−", "Zoom out", "zoom-out", () => zoomBy(0.8)),
        zoomButton("⤢", "Fit the map", "zoom-fit", () => {
          ui.cam.manual = false;
          fit();
        }),
      ]);
      ui.frame = html("div", { class: "chg-frame" }, [ui.map, ui.zoomBar, ui.info]);
      panAndZoom();
      new ResizeObserver(() => {
        if (!ui.cam.manual) fit();
      }).observe(ui.map);
    }

    function applyCamera() {
      const { s, x, y } = ui.cam;
      ui.world.style.transform = `translate(${round(x)}px, ${round(y)}px) scale(${s})`;
      // pieces, markers and score badges shrink less than the map when zoomed far out
      ui.map.style.setProperty("--chg-boost", String(round(Math.max(1, Math.min(2.2, 0.6 / s)) * 100) / 100));
    }

    function zoomBy(factor, cx, cy) {
      const rect = ui.map.getBoundingClientRect();
      const px = cx === undefined ? rect.width / 2 : cx;
      const py = cy === undefined ? rect.height / 2 : cy;
      const s = Math.max(0.15, Math.min(3, ui.cam.s * factor));
      ui.cam.x = px - ((px - ui.cam.x) * s) / ui.cam.s;
      ui.cam.y = py - ((py - ui.cam.y) * s) / ui.cam.s;
      ui.cam.s = s;
      ui.cam.manual = true;
      applyCamera();
    }

    function fit() {
      const { width, height } = ui.map.getBoundingClientRect();
      if (!width || !height || !ui.bounds) return;
      const [x0, y0, x1, y1] = ui.bounds;
      const s = Math.max(0.15, Math.min(1.3, Math.min(width / (x1 - x0), height / (y1 - y0))));
      ui.cam.s = s;
      ui.cam.x = width / 2 - ((x0 + x1) / 2) * s;
      ui.cam.y = height / 2 - ((y0 + y1) / 2) * s;
      applyCamera();
    }

    // Dragging takes the pointer only once it has moved a few pixels, so that a click still reaches the square
    // or marker under it; a drag then swallows the click that ends it.
    function panAndZoom() {
      const map = ui.map;
      let drag = null;
      const stop = () => {
        if (drag && drag.moved) {
          ui.dragged = true;
          setTimeout(() => { ui.dragged = false; }, 0);
          map.classList.remove("chg-dragging");
        }
        drag = null;
      };
      map.addEventListener("pointerdown", (e) => {
        if (e.button === 0) drag = { id: e.pointerId, x: e.clientX, y: e.clientY, cx: ui.cam.x, cy: ui.cam.y, moved: false };
      });
      map.addEventListener("pointermove", (e) => {
        if (drag && !e.buttons) drag = null; // released outside the map before it became a drag
        if (!drag) {
          hover(zoneUnder(e.clientX, e.clientY));
          return;
        }
        const dx = e.clientX - drag.x;
        const dy = e.clientY - drag.y;
        if (!drag.moved) {
          if (Math.hypot(dx, dy) < 5) return;
          drag.moved = true;
          map.setPointerCapture(drag.id);
          map.classList.add("chg-dragging");
          hover(null);
        }
        ui.cam.x = drag.cx + dx;
        ui.cam.y = drag.cy + dy;
        ui.cam.manual = true;
        applyCamera();
      });
      map.addEventListener("pointerup", stop);
      map.addEventListener("lostpointercapture", stop);
      map.addEventListener("click", (e) => {
        if (ui.dragged) e.stopPropagation();
      }, true);
      map.addEventListener("pointerleave", () => {
        if (!drag) hover(null);
      });
      map.addEventListener("wheel", (e) => {
        e.preventDefault();
        const rect = map.getBoundingClientRect();
        zoomBy(Math.exp(-e.deltaY * 0.0015), e.clientX - rect.left, e.clientY - rect.top);
      }, { passive: false });
    }

    /** The "tile index:zone index" under a point of the screen, or null. */
    function zoneUnder(clientX, clientY) {
      const rect = ui.map.getBoundingClientRect();
      const mx = (clientX - rect.left - ui.cam.x) / ui.cam.s;
      const my = (clientY - rect.top - ui.cam.y) / ui.cam.s;
      const tx = Math.floor(mx / SIZE);
      const ty = Math.floor(my / SIZE);
      const i = ui.now.view.tiles.findIndex((t) => t.x === tx && t.y === ty);
      if (i < 0) return null;
      const t = ui.now.view.tiles[i];
      const zone = zoneAt(geometry(ui.now.types[String(t.id)]), [mx - tx * SIZE, my - ty * SIZE], t.rot);
      return zone >= 0 ? `${i}:${zone}` : null;
    }

    /** Highlight the whole feature (or, for a lake, water system) holding a zone, and sum up what it holds. */
    function hover(node) {
      if (node === ui.hovered) return;
      ui.hovered = node;
      const { view, types: seen, svg: draw, seatName: nameOf } = ui.now;
      if (!node) {
        ui.hoverLayer.replaceChildren();
        ui.info.hidden = true;
        return;
      }
      const key = ui.placed.join("|");
      if (!ui.links || ui.links.key !== key) ui.links = { key, ...connections(view.tiles, seen) };
      const zoneOf = (n) => {
        const [i, k] = n.split(":").map(Number);
        return seen[String(view.tiles[i].id)].zones[k];
      };
      const kind = zoneOf(node).type;
      const links = kind === "lake" ? ui.links.water : ui.links.feature;
      const root = find(links, node);
      const nodes = new Set([...links.keys()].filter((n) => find(links, n) === root));
      const lakes = new Set(); // a river's score counts the fish of the lakes it ends in
      if (kind === "river") {
        for (const n of nodes) {
          const i = n.split(":")[0];
          const lake = seen[String(view.tiles[i].id)].zones.findIndex((z) => z.id === zoneOf(n).end);
          if (lake >= 0) lakes.add(`${i}:${lake}`);
        }
      }
      ui.hoverLayer.replaceChildren(...[...nodes, ...lakes].map((n) => {
        const [i, k] = n.split(":").map(Number);
        const t = view.tiles[i];
        return draw("path", { d: zonePath(geometry(seen[String(t.id)]), k), class: "chg-hl",
          transform: `translate(${t.x * SIZE} ${t.y * SIZE}) rotate(${90 * t.rot} ${MID} ${MID})` });
      }));
      const members = [...nodes];
      const zones = members.map(zoneOf);
      const count = (what, n) => (n ? [say(`count.${what}${n === 1 ? ".one" : ""}`, { n })] : []);
      const tiles = new Set(members.map((n) => n.split(":")[0])).size;
      const parts = [say(kind === "lake" ? "water_system" : `kind.${kind}`), say(`count.tile${tiles === 1 ? ".one" : ""}`, { n: tiles })];
      const spent = new Set(view.spent.map(([x, y, z]) => {
        const i = view.tiles.findIndex((t) => t.x === x && t.y === y);
        return `${i}:${seen[String(view.tiles[i].id)].zones.findIndex((zone) => zone.id === z)}`;
      }));
      if (kind === "meadow") {
        const live = zones.filter((_, k) => !spent.has(members[k]));
        parts.push(...ANIMALS.flatMap((a) => count(a, live.reduce((n, z) => n + ((z.animals || {})[a] || 0), 0))));
      } else if (kind === "forest") {
        parts.push(...count("menhir", zones.filter((z) => z.menhir).length),
          ...count("mushroom", zones.filter((z) => z.mushroom).length));
      } else {
        const fish = [...zones, ...[...lakes].map(zoneOf)].reduce((n, z) => n + (z.fish || 0), 0);
        parts.push(...count("fish", fish), ...(kind === "lake" ? count("lake", zones.filter((z) => z.type === "lake").length) : []));
      }
      const pieces = new Map();
      for (const p of view.pieces) {
        const i = view.tiles.findIndex((t) => t.x === p.x && t.y === p.y);
        const n = `${i}:${seen[String(view.tiles[i].id)].zones.findIndex((z) => z.id === p.zone)}`;
        if (nodes.has(n) && (p.kind === "hut") === (kind === "lake")) pieces.set(p.seat, (pieces.get(p.seat) || 0) + 1);
      }
      if (pieces.size) parts.push([...pieces].map(([seat, n]) => `${nameOf(seat)} ${n}`).join(", "));
      ui.info.textContent = parts.join(" · ");
      ui.info.hidden = false;
    }

    function syncTiles() {
      const keys = view.tiles.map((t) => `${t.id}@${t.x},${t.y},${t.rot}`);
      const grows = ui.placed.length <= keys.length && ui.placed.every((k, i) => k === keys[i]);
      if (!grows) {
        ui.tileLayer.replaceChildren();
        ui.placed = [];
      }
      for (const t of view.tiles.slice(ui.placed.length)) {
        ui.tileLayer.append(svg("use", { href: `#${tileDef(t.id, t.rot)}`, x: t.x * SIZE, y: t.y * SIZE }));
      }
      ui.placed = keys;
    }

    ui.now = { view, types, svg, seatName };
    const shown = ui.placed.join("|");
    syncTiles();
    if (ui.placed.join("|") !== shown) hover(null);
    const xs = [...view.tiles.map((t) => t.x), ...view.open_positions.map((p) => p[0])];
    const ys = [...view.tiles.map((t) => t.y), ...view.open_positions.map((p) => p[1])];
    ui.bounds = [Math.min(...xs) * SIZE - 20, Math.min(...ys) * SIZE - 20, (Math.max(...xs) + 1) * SIZE + 20,
      (Math.max(...ys) + 1) * SIZE + 20];
    if (!ui.cam.manual) requestAnimationFrame(fit);

    // -- where a piece stands ------------------------------------------------------------------------------------
    function zoneIndex(tileId, zoneId) {
      return types[String(tileId)].zones.findIndex((z) => z.id === zoneId);
    }

    function placeOf(x, y, zoneId, kind) {
      const t = tileAt.get(`${x},${y}`);
      const geo = geometry(types[String(t.id)]);
      const i = zoneIndex(t.id, zoneId);
      const local = kind === "hut" ? geo.hutAt[i] : geo.piece[i];
      const [px, py] = turn(local, t.rot);
      return [x * SIZE + px, y * SIZE + py];
    }

    function pieceMark(seat, kind, at, lying) {
      return svg("g", { transform: `translate(${round(at[0])} ${round(at[1])})`, class: "chg-piece" },
        svg("g", { class: "chg-boost" }, [
          svg("title", {}, `${seatName(seat)}'s ${kind === "hut" ? "hut" : "tribe figure"}`),
          icon(kind, { fill: seatColor(seat), class: "chg-piece-body", transform: lying ? "rotate(90)" : null }),
        ]));
    }

    // -- the move being made -------------------------------------------------------------------------------------
    const placing = view.phase === "place" && view.current;
    if (placing && ui.rotFor !== view.step) {
      ui.rotFor = view.step;
      const fits = (r) => ids.some((id) => id.startsWith("tile:") && id.endsWith(`,${r}`));
      if (!fits(ui.rot ?? 0)) ui.rot = [0, 1, 2, 3].find(fits) ?? 0;
    }
    const rot = ui.rot ?? 0;
    const rotateBy = (d) => {
      ui.rot = (rot + d + 4) % 4;
      ctx.redraw();
    };

    function keyed(onActivate) {
      return {
        tabindex: 0, role: "button", onclick: onActivate,
        onkeydown: (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            onActivate();
          }
        },
      };
    }

    function placementSpots() {
      if (!placing || !ctx.legal.length) return [];
      const ghost = tileDef(view.current.id, rot);
      return view.open_positions.map(([x, y]) => {
        const id = `tile:${x},${y},${rot}`;
        const legal = isLegal(id);
        const other = !legal && ids.some((a) => a.startsWith(`tile:${x},${y},`));
        const label = legal ? `place the tile at (${x}, ${y})` : other ? `(${x}, ${y}): fits after rotating`
          : `(${x}, ${y}): does not fit`;
        return svg("g", { class: legalClass(`chg-spot${other ? " chg-spot-turn" : ""}`, legal), "data-action": id,
          "data-key": `spot:${x},${y}`, transform: `translate(${x * SIZE} ${y * SIZE})`, "aria-label": label,
          ...keyed(() => act(id)) }, [
          svg("title", {}, label),
          svg("rect", { x: 3, y: 3, width: SIZE - 6, height: SIZE - 6, rx: 8, class: "chg-spot-box" }),
          legal ? svg("use", { href: `#${ghost}`, class: "chg-ghost" }) : null,
          other ? svg("text", { x: MID, y: MID + 9, "text-anchor": "middle", class: "chg-spot-turn-text" }, "↻") : null,
        ]);
      });
    }

    /** Clickable zones of the tile just placed (figure step): its hit areas, then a marker per legal piece. */
    function zoneChoices(origin, boosted) {
      if (view.phase !== "figure" || !lastTile || !ctx.legal.length) return [];
      const tile = types[String(lastTile.id)];
      const geo = geometry(tile);
      const seat = view.turn;
      const areas = tile.zones.map((z, i) => {
        const kinds = ["figure", "hut"].filter((k) => isLegal(`${k}:${z.id}`));
        const id = `${kinds[0] || (z.type === "lake" ? "hut" : "figure")}:${z.id}`;
        return svg("path", { d: zonePath(geo, i), class: kinds.length ? "chg-zone chg-zone-open" : "chg-zone",
          "data-zone": z.id, transform: `rotate(${90 * lastTile.rot} ${MID} ${MID})`, onclick: () => act(id) },
        svg("title", {}, `${say(`kind.${z.type}`)} ${z.id}`));
      });
      const markers = [];
      tile.zones.forEach((z, i) => {
        for (const kind of ["figure", "hut"]) {
          const id = `${kind}:${z.id}`;
          if (!isLegal(id)) continue;
          const at = turn(kind === "hut" ? geo.hutAt[i] : geo.piece[i], lastTile.rot);
          const words = `Put a ${kind} on the ${z.type} ${z.id}`;
          markers.push(svg("g", { class: "chg-choice tk-legal", "data-action": id, "data-key": `${origin}:${id}`,
            transform: `translate(${round(at[0])} ${round(at[1])})`, "aria-label": words,
            ...keyed(() => act(id)) }, svg("g", { class: boosted ? "chg-boost" : null }, [
            svg("title", {}, words),
            svg("circle", { r: 9, class: "chg-choice-ring" }),
            icon(kind, { fill: seatColor(seat), transform: z.type === "meadow" && kind === "figure"
              ? "rotate(90) scale(.6)" : "scale(.6)" }),
          ])));
        }
      });
      return [svg("g", { class: "chg-zones" }, areas), ...markers];
    }

    function recallChoices() {
      if (view.phase !== "shaman" || !ctx.legal.length) return [];
      return view.pieces.filter((p) => p.kind === "figure").map((p) => {
        const id = `recall:${p.x},${p.y},${p.zone}`;
        const at = placeOf(p.x, p.y, p.zone, p.kind);
        const words = `Take back the figure on ${p.zone} at (${p.x}, ${p.y})`;
        return svg("g", { class: legalClass("chg-choice", isLegal(id)), "data-action": id, "data-key": id,
          transform: `translate(${round(at[0])} ${round(at[1])})`, "aria-label": words, ...keyed(() => act(id)) },
        svg("g", { class: "chg-boost" }, [
          svg("title", {}, words),
          svg("circle", { r: 15, class: "chg-choice-ring chg-recall-ring" }),
        ]));
      });
    }

    // -- what happened: completed features, spent animals, final scoring ----------------------------------------
    const completed = view.completed || [];
    if (ui.seen === undefined || completed.length < ui.seen || ctx.replaying) ui.seen = completed.length;
    ui.flashes = (ui.flashes || []).filter((f) => f.index < completed.length);
    if (completed.length > ui.seen) {
      const now = performance.now();
      for (let i = ui.seen; i < completed.length; i += 1) ui.flashes.push({ index: i, t0: now });
      ui.seen = completed.length;
    }
    const FLASH_MS = 3200;

    function scoreBadge(at, points, scorers, title, extra = "") {
      const dots = scorers.map((s, k) => svg("circle", { cx: -4 * (scorers.length - 1) + 8 * k, cy: 14, r: 3.6,
        fill: seatColor(s), stroke: "#1b232b", "stroke-width": 0.8 }));
      return svg("g", { class: `chg-badge ${extra}`, transform: `translate(${round(at[0])} ${round(at[1])})` },
        svg("g", { class: "chg-boost" }, [
          svg("title", {}, title),
          svg("rect", { x: -17, y: -11, width: 34, height: 21, rx: 10.5 }),
          svg("text", { y: 4.5, "text-anchor": "middle" }, scorers.length ? `+${points}` : String(points)),
          dots,
        ]));
    }

    /** Just the completed forest or river: its zones' cells (the hover highlight's shapes) with a rim around them;
     * the score badge sits among the zones' piece spots. Whole tiles when a view has no zones. */
    function flashShapes(c) {
      const zones = (c.zones || []).flatMap(([x, y, zoneId]) => {
        const t = tileAt.get(`${x},${y}`);
        const i = t ? zoneIndex(t.id, zoneId) : -1;
        return i < 0 ? [] : [{ t, geo: geometry(types[String(t.id)]), i }];
      });
      if (!zones.length) {
        const cx = (c.tiles.reduce((a, t) => a + t[0], 0) / c.tiles.length + 0.5) * SIZE;
        const cy = (c.tiles.reduce((a, t) => a + t[1], 0) / c.tiles.length + 0.5) * SIZE;
        return [c.tiles.map(([x, y]) => svg("rect", { x: x * SIZE + 3, y: y * SIZE + 3, width: SIZE - 6,
          height: SIZE - 6, rx: 6, class: `chg-flash-tile chg-flash-${c.kind}` })), [cx, cy]];
      }
      const spots = zones.map(({ t, geo, i }) => turn(geo.piece[i], t.rot).map((v, k) => v + [t.x, t.y][k] * SIZE));
      const mean = [0, 1].map((k) => spots.reduce((a, p) => a + p[k], 0) / spots.length);
      const shapes = svg("g", { filter: `url(#${pfx}-flash-rim)` }, zones.map(({ t, geo, i }) => svg("path", {
        d: zonePath(geo, i), class: `chg-flash-zone chg-flash-zone-${c.kind}`,
        transform: `translate(${t.x * SIZE} ${t.y * SIZE}) rotate(${90 * t.rot} ${MID} ${MID})` })));
      return [shapes, mean];
    }

    function flashes() {
      const now = performance.now();
      return ui.flashes.filter((f) => now - f.t0 < FLASH_MS).map((f) => {
        const c = completed[f.index];
        const delay = { animationDelay: `${-(now - f.t0)}ms` };
        const [shapes, at] = flashShapes(c);
        const who = c.scorers.length ? c.scorers.map(seatName).join(say("and")) : say("flash_nobody");
        return svg("g", { class: "chg-flash", style: delay, "data-flash": c.kind }, [
          shapes,
          scoreBadge(at, c.points, c.scorers, say("flash", { kind: say(`kind.${c.kind}`), points: c.points, who })),
        ]);
      });
    }

    function spentMarks() {
      return view.spent.map(([x, y, zoneId]) => {
        const t = tileAt.get(`${x},${y}`);
        const geo = geometry(types[String(t.id)]);
        const i = zoneIndex(t.id, zoneId);
        return geo.marks[i].filter((m) => m.kind === "animal").map((m) => {
          const [px, py] = turn(m.at, t.rot);
          return svg("g", { class: "chg-spent", transform: `translate(${round(x * SIZE + px)} ${round(y * SIZE + py)})` }, [
            svg("title", {}, "Spent by the hunting trap"),
            svg("circle", { r: 7.5 * m.scale }),
            svg("path", { d: "M-4-4 4 4M4-4-4 4" }),
          ]);
        });
      });
    }

    function finalBadges() {
      if (!view.final) return [];
      const rows = [...view.final.water_systems.map((r) => ["Water system", r]), ...view.final.meadows.map((r) => ["Meadow", r])];
      return rows.map(([what, r]) => {
        const [x, y, zoneId] = r.at;
        const t = tileAt.get(`${x},${y}`);
        const geo = geometry(types[String(t.id)]);
        const i = zoneIndex(t.id, zoneId);
        const [px, py] = turn(geo.piece[i], t.rot);
        const who = r.scorers.map(seatName).join(" and ");
        return scoreBadge([x * SIZE + px, y * SIZE + py - 18], r.points, r.scorers, `${what}: ${r.points} for ${who}`,
          "chg-final-badge");
      });
    }

    const lastMark = lastTile || (view.tiles.length > 1 ? view.tiles[view.tiles.length - 1] : null);
    ui.overlay.replaceChildren(
      lastMark ? svg("rect", { x: lastMark.x * SIZE + 1.5, y: lastMark.y * SIZE + 1.5, width: SIZE - 3,
        height: SIZE - 3, rx: 2, class: "chg-last" }) : null,
      ...spentMarks().flat(),
      ...view.pieces.map((p) => {
        const t = tileAt.get(`${p.x},${p.y}`);
        const zone = types[String(t.id)].zones[zoneIndex(t.id, p.zone)];
        return pieceMark(p.seat, p.kind, placeOf(p.x, p.y, p.zone, p.kind), p.kind === "figure" && zone.type === "meadow");
      }),
      ...placementSpots(),
      lastTile ? svg("g", { transform: `translate(${lastTile.x * SIZE} ${lastTile.y * SIZE})` }, zoneChoices("map", true)) : null,
      ...recallChoices(),
      ...flashes(),
      ...finalBadges(),
    );

    // -- the panel beside the map -------------------------------------------------------------------------------
    function tileImage(id, r, size, extra = {}) {
      return svg("svg", { viewBox: `-4 -4 ${SIZE + 8} ${SIZE + 8}`, width: size, height: size, class: "chg-tile-img",
        role: "img", "aria-label": say("tile_aria", { id }), ...extra }, [svg("title", {}, say("tile_title", { id })),
        svg("use", { href: `#${tileDef(id, r)}` })]);
    }

    function powerText(tile) {
      return tile.power ? say(`power.${tile.power}`) : null;
    }

    function currentCard() {
      if (!view.current) return null;
      const tile = types[String(view.current.id)];
      const mine = placing && ctx.legal.length > 0;
      const spots = ids.filter((id) => id.startsWith("tile:") && id.endsWith(`,${rot}`)).length;
      const bonus = view.current.stack === "bonus";
      return html("section", { class: "chg-card" }, [
        html("h5", {}, say(bonus ? "bonus_to_place" : "to_place")),
        html("div", { class: "chg-current" }, [
          mine ? html("button", { type: "button", class: "chg-rotate", "data-key": "rotate-left", title: say("rotate_left"),
            "aria-label": say("rotate_left_aria"), onclick: () => rotateBy(-1) }, "⟲") : null,
          tileImage(view.current.id, rot, 112, { class: `chg-tile-img${bonus ? " chg-tile-bonus" : ""}` }),
          mine ? html("button", { type: "button", class: "chg-rotate", "data-key": "rotate-right", title: say("rotate_right"),
            "aria-label": say("rotate_right_aria"), onclick: () => rotateBy(1) }, "⟳") : null,
        ]),
        html("p", { class: "chg-muted chg-center" }, say("turned", { id: view.current.id, degrees: 90 * rot })),
        powerText(tile) ? html("p", { class: "chg-power-text" }, powerText(tile)) : null,
        mine ? html("p", { class: "chg-hint" }, spots
          ? say(spots === 1 ? "fits.one" : "fits", { n: spots }) : say("fits_none")) : null,
      ]);
    }

    function pieceCard() {
      if (view.phase === "figure" && lastTile && ctx.legal.length) {
        const tile = types[String(lastTile.id)];
        return html("section", { class: "chg-card" }, [
          html("h5", {}, say("figure_or_hut")),
          svg("svg", { viewBox: `-12 -12 ${SIZE + 24} ${SIZE + 24}`, width: 196, height: 196, class: "chg-big-tile" }, [
            svg("use", { href: `#${tileDef(tile.id, lastTile.rot)}` }),
            ...zoneChoices("panel", false),
          ]),
          html("p", { class: "chg-hint" }, say("figure_hint")),
          html("button", { type: "button", class: legalClass("tk-button chg-pass", isLegal("pass")), "data-action": "pass",
            "data-key": "pass", onclick: () => act("pass") }, say("no_figure")),
        ]);
      }
      if (view.phase === "shaman" && ctx.legal.length) {
        return html("section", { class: "chg-card" }, [
          html("h5", {}, say("shaman")),
          html("p", { class: "chg-hint" }, say("shaman_hint")),
          html("button", { type: "button", class: legalClass("tk-button chg-pass", isLegal("pass")), "data-action": "pass",
            "data-key": "pass", onclick: () => act("pass") }, say("keep_all")),
        ]);
      }
      return null;
    }

    function supply(seat, kind, n) {
      return html("span", { class: "chg-supply", title: say(`supply.${kind}${n === 1 ? ".one" : ""}`, { n }) }, [
        svg("svg", { viewBox: "-11 -14 22 25", width: 14, height: 16, "aria-hidden": "true" },
          icon(kind, { fill: seatColor(seat) })),
        html("b", {}, `×${n}`),
      ]);
    }

    function seatsCard() {
      return html("section", { class: "chg-card" }, [
        html("h5", {}, say("players")),
        html("ul", { class: "chg-seats" }, view.seats.map((s, i) => html("li", {
          class: i === view.turn ? "chg-seat chg-seat-turn" : "chg-seat", style: { borderLeftColor: seatColor(i) } }, [
          html("span", { class: "chg-seat-name" }, seatName(i)),
          html("span", { class: "chg-seat-score", title: say("score") }, String(s.score)),
          html("span", { class: "chg-seat-supply" }, [supply(i, "figure", s.figures), supply(i, "hut", s.huts)]),
        ]))),
      ]);
    }

    function stacksCard() {
      const recent = completed.slice(-4).reverse();
      return html("section", { class: "chg-card" }, [
        html("h5", {}, say("stacks")),
        html("p", { class: "chg-stacks" }, [
          html("span", {}, [html("b", {}, String(view.stacks.land)), say("land")]),
          html("span", {}, [html("b", {}, String(view.stacks.bonus)), say("bonus")]),
        ]),
        view.discarded.length ? html("div", { class: "chg-discards" }, [
          html("span", { class: "chg-muted" }, say("discarded")),
          ...view.discarded.map((id) => tileImage(id, 0, 30)),
        ]) : null,
        recent.length ? html("h5", { class: "chg-sub" }, say("completed")) : null,
        recent.length ? html("ul", { class: "chg-completed" }, recent.map((c) => html("li", {}, [
          html("span", { class: `chg-kind chg-kind-${c.kind}` }, say(`kind.${c.kind}`)),
          say(c.tiles.length === 1 ? "tiles.one" : "tiles", { n: c.tiles.length }),
          html("b", {}, String(c.points)),
          c.scorers.length ? [" → ", ...c.scorers.map((s) => html("span", { class: "tk-dot", title: seatName(s),
            style: { background: seatColor(s) } }))] : say("nobody"),
        ]))) : null,
      ]);
    }

    function finalCard() {
      if (!view.final) return null;
      const rows = [...view.final.water_systems.map((r) => ["Water", r]), ...view.final.meadows.map((r) => ["Meadow", r])];
      return html("section", { class: "chg-card" }, [
        html("h5", {}, say("final")),
        rows.length ? html("ul", { class: "chg-completed" }, rows.map(([what, r]) => html("li", {}, [
          html("span", { class: `chg-kind chg-kind-${what === "Water" ? "river" : "meadow"}` },
            say(what === "Water" ? "water" : "kind.meadow")),
          say("at", { x: r.at[0], y: r.at[1] }), html("b", {}, String(r.points)), " → ",
          ...r.scorers.map((s) => html("span", { class: "tk-dot", title: seatName(s), style: { background: seatColor(s) } })),
        ]))) : html("p", { class: "chg-muted" }, say("nothing_final")),
      ]);
    }

    function legend() {
      const item = (name, words) => html("span", { class: "chg-legend-item" }, [
        svg("svg", { viewBox: "-13 -13 26 26", width: 22, height: 22, "aria-hidden": "true" }, icon(name)), words]);
      return html("div", { class: "chg-legend" }, [
        item("mammoth", "3"), item("aurochs", "2"), item("deer", "1"), item("tiger", say("tiger")),
        item("fish", "1"), item("menhir", say("menhir")),
      ]);
    }

    function status() {
      let text;
      if (view.over) text = say("status.over");
      else if (ctx.legal.length && view.phase === "place") text = say("status.place");
      else if (ctx.legal.length && view.phase === "figure") text = say("status.figure");
      else if (ctx.legal.length && view.phase === "shaman") text = say("status.shaman");
      else text = say(view.phase === "place" ? "status.placing" : "status.choosing", { seat: seatName(view.turn) });
      return html("p", { class: "chg-status" }, text);
    }

    ctx.el.append(html("div", { class: "chg-board" }, [
      html("div", { class: "chg-map-col" }, [status(), ui.frame, legend()]),
      html("div", { class: "chg-panel" }, [currentCard(), pieceCard(), seatsCard(), stacksCard(), finalCard()]),
    ]));
  };

  RENDERERS["carcassonne_hg"].css = `
.chg-board { display: grid; grid-template-columns: minmax(0, 1fr) 220px; gap: 12px; align-items: start; }
@media (max-width: 760px) { .chg-board { grid-template-columns: 1fr; } }
.chg-map-col { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.chg-status { margin: 0; padding: 6px 10px; border-radius: 8px; background: #fff7e0; border: 1px solid #f3dc9c;
  color: #5c4400; font-weight: 500; }
.chg-frame { position: relative; border-radius: 12px; overflow: hidden; border: 1px solid #cfd8c4;
  background: radial-gradient(circle at 50% 40%, #f4f1e6, #e6e1d0); }
.chg-map { display: block; width: 100%; height: min(68vh, 600px); touch-action: none; cursor: grab; user-select: none; }
.chg-map.chg-dragging { cursor: grabbing; }
.chg-world { transform-origin: 0 0; }
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
  background: rgba(255, 255, 255, .92); font-size: 17px; line-height: 1; cursor: pointer; padding: 0; }
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
.chg-hint { font-size: 12px; color: #5c4400; }
.chg-power-text { font-size: 12px; padding: 4px 6px; border-radius: 6px; background: #fff6dc; border: 1px solid #efd58c; }
.chg-current { display: flex; align-items: center; justify-content: center; gap: 6px; }
.chg-tile-img { display: block; flex: none; }
.chg-rotate { width: 34px; height: 34px; border-radius: 50%; border: 1px solid var(--tk-border); background: #fff;
  font-size: 18px; cursor: pointer; padding: 0; }
.chg-rotate:hover { background: var(--tk-accent-soft); border-color: #b9cdf7; }
.chg-big-tile { display: block; margin: 0 auto; }
.chg-pass { width: 100%; margin-top: 8px; text-align: center; font-weight: 600; }
.chg-seats { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.chg-seat { display: grid; grid-template-columns: 1fr auto; gap: 0 6px; padding: 4px 8px; border-left: 5px solid;
  border-radius: 6px; background: #fff; }
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
}

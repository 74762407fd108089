// Carcassonne: Hunters & Gatherers' board for the tablekit table, in four files joined in name order before the
// shared runtime (no imports): 1_geometry.js (tile shapes and zones from the static tile data), 2_icons.js (the
// SVG symbols), 3_board.js (the map, its layers and the panel; sets RENDERERS["carcassonne_hg"]) and 9_styles.js.
// Each file is a block of its own; what the next files use goes through the CHG namespace object.
//
// Tiles are drawn from their zone data, sent once as static data (ctx.static.tile_types, by id; views name tiles
// by id), in tile units (a tile is 100 × 100, north up, unrotated): each side has three "ports" (a river side:
// meadow half, river, meadow half). Meadow is the ground; a forest is a cap over its sides closed by curves
// towards the centre; a river runs from its side's middle to its lake, its
// spring or its other side; lakes sit near the centre; dotted hedges run from the edge to the centre where two
// meadows would otherwise touch. A 40 × 40 grid of zone labels per tile id (meadows flooded in from their ports)
// places animals and pieces, and tells which zone the pointer is on. Each tile's drawing is built once per
// (id, rotation) as a <g> in <defs> and placed with <use>, so the map only ever grows by one element per tile.
const CHG = {};
{
  const SIZE = 100;
  const MID = 50;
  const RIVER_PORT = 12; // width of the middle port of a river side
  const PIECE_GAP = 24; // the least distance between two places for pieces on a tile (a marker's ring has radius 9)
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
  const LAYERS = ["last", "spent", "pieces", "spots", "choices", "recall", "flashes", "final"]; // overlay, bottom up

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

  let warming = false;

  /** Work out every tile type's geometry in idle time, so that a newly drawn tile costs nothing on its turn. */
  function warmGeometry(types) {
    if (warming) return;
    warming = true;
    const todo = Object.values(types).filter((tile) => !geometryCache.has(tile.id));
    const idle = window.requestIdleCallback || ((f) => setTimeout(() => f({ timeRemaining: () => 10 }), 100));
    const work = (deadline) => {
      while (todo.length && deadline.timeRemaining() > 4) geometry(todo.pop());
      if (todo.length) idle(work);
    };
    idle(work);
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
    spread([...new Set([...Object.values(piece), ...Object.values(hutAt)])], PIECE_GAP);
    return { marks, piece, hutAt };
  }

  /** Pushes apart, in place, points closer than `gap` (a figure and a hut on a short spring river, a small meadow
   * beside it), a few rounds at most, keeping them inside the tile: markers and pieces never cover each other. */
  function spread(points, gap) {
    const edge = gap / 2;
    for (let round = 0; round < 12; round += 1) {
      let moved = false;
      for (let i = 0; i < points.length; i += 1) {
        for (let j = i + 1; j < points.length; j += 1) {
          const [a, b] = [points[i], points[j]];
          const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
          if (d >= gap) continue;
          const [ux, uy] = d > 0.01 ? [(b[0] - a[0]) / d, (b[1] - a[1]) / d] : [1, 0];
          const push = (gap - d) / 2 + 0.01;
          a[0] -= ux * push; a[1] -= uy * push;
          b[0] += ux * push; b[1] += uy * push;
          moved = true;
        }
      }
      for (const p of points) for (const k of [0, 1]) p[k] = Math.min(SIZE - edge, Math.max(edge, p[k]));
      if (!moved) return;
    }
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

  Object.assign(CHG, {
    SIZE, MID, GRID, CELL, ANIMALS, COLOURS, LAYERS, lerp, round, pt,
    geometry, warmGeometry, turn, zoneAt, zonePath, find, connections,
  });
}

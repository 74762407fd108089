// The Carcassonne board: a persistent map (tiles placed with <use>, overlay layers redrawn only when their part of
// the view changed, pan and zoom, hover) and the panel beside it. Sets RENDERERS["carcassonne_hg"].
{
  const {
    SIZE, MID, GRID, CELL, ANIMALS, COLOURS, LAYERS, lerp, round, pt,
    geometry, warmGeometry, turn, zoneAt, zonePath, find, connections,
  } = CHG;
  let widgets = 0; // each table on the page gets its own id prefix for its <defs>

  RENDERERS["carcassonne_hg"] = function renderBoard(ctx) {
    const { view, html, svg, ui, act, isLegal, seatName, seatColor } = ctx;
    const say = (key, args) => ctx.t(`carcassonne_hg.ui.${key}`, args); // this table's words, in its language
    if (!ui.prefix) {
      widgets += 1;
      ui.prefix = `chg${widgets}`;
    }
    const pfx = ui.prefix;
    const types = ctx.static.tile_types;
    const ids = ctx.legal.map((a) => a.id);
    const legalClass = (base, legal) => (legal ? `${base} tk-legal` : base);
    const tileAt = new Map(view.tiles.map((t) => [`${t.x},${t.y}`, t]));
    const lastTile = view.last_placed ? tileAt.get(view.last_placed.join(",")) : null;

    // -- defs: icons once, tile drawings once per (id, rotation) ------------------------------------------------
    function icon(name, attrs = {}) {
      return svg("use", { href: `#${pfx}-i-${name}`, ...attrs });
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
    /** Draw overlay layer `name` again only if one of `deps` is not the same (===) as when it was last drawn. */
    function layer(name, deps, build) {
      const drawn = ui.layers[name];
      if (drawn.deps && drawn.deps.every((d, i) => d === deps[i])) return;
      drawn.deps = deps;
      drawn.g.replaceChildren(...[build()].flat(2).filter(Boolean));
    }

    if (!ui.map) setUpMap();

    function setUpMap() {
      ui.defs = svg("defs", {}, CHG.iconDefs(svg, pfx));
      ui.defined = new Set();
      ui.tileLayer = svg("g", { class: "chg-tiles" });
      ui.layers = Object.fromEntries(LAYERS.map((name) => [name, { g: svg("g", { "data-layer": name }), deps: null }]));
      ui.overlay = svg("g", { class: "chg-overlay" }, LAYERS.map((name) => ui.layers[name].g));
      ui.hoverLayer = svg("g", { class: "chg-hover" });
      ui.world = svg("g", { class: "chg-world" }, [ui.tileLayer, ui.hoverLayer]);
      ui.overWorld = svg("g", { class: "chg-over-world" }, [ui.overlay]);
      ui.info = html("div", { class: "chg-info", hidden: true, "aria-live": "polite" });
      ui.map = svg("svg", { class: "chg-map", role: "img", "aria-label": "The map of placed tiles" }, [ui.defs, ui.world]);
      // The overlay (pieces, glowing squares and markers, badges) is a second <svg> on its own compositing layer:
      // what changes at every step, and the glow's animation, never make the browser paint the tiles again.
      ui.over = svg("svg", { class: "chg-over" }, [ui.overWorld]);
      ui.stage = html("div", { class: "chg-stage" }, [ui.map, ui.over]);
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
      ui.frame = html("div", { class: "chg-frame" }, [ui.stage, ui.zoomBar, ui.info]);
      panAndZoom();
      new ResizeObserver(() => {
        if (!ui.cam.manual) fit();
      }).observe(ui.map);
    }

    function applyCamera() {
      const { s, x, y } = ui.cam;
      ui.world.style.transform = `translate(${round(x)}px, ${round(y)}px) scale(${s})`;
      ui.overWorld.style.transform = ui.world.style.transform;
      // pieces, markers and score badges shrink less than the map when zoomed far out
      ui.stage.style.setProperty("--chg-boost", String(round(Math.max(1, Math.min(2.2, 0.6 / s)) * 100) / 100));
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
      const map = ui.stage;
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
      if (pieces.size) parts.push([...pieces].map(([seat, n]) => `${nameOf(seat)} ${n}`).join(ctx.t("core.ui.sep")));
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
    const bounds = [Math.min(...xs) * SIZE - 20, Math.min(...ys) * SIZE - 20, (Math.max(...xs) + 1) * SIZE + 20,
      (Math.max(...ys) + 1) * SIZE + 20];
    if (!ui.bounds || bounds.some((v, i) => v !== ui.bounds[i])) {
      ui.bounds = bounds;
      if (!ui.cam.manual) requestAnimationFrame(fit);
    }
    warmGeometry(types);

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
    // Each overlay layer is drawn again only when what it shows changed (frames keep unchanged parts of the view
    // as the same objects), so a step adds its tile and its piece instead of redrawing the map.
    layer("last", [lastMark && lastMark.x, lastMark && lastMark.y], () => (lastMark ? svg("rect", {
      x: lastMark.x * SIZE + 1.5, y: lastMark.y * SIZE + 1.5, width: SIZE - 3, height: SIZE - 3, rx: 2,
      class: "chg-last" }) : null));
    layer("spent", [view.spent], () => spentMarks().flat());
    layer("pieces", [view.pieces], () => view.pieces.map((p) => {
      const t = tileAt.get(`${p.x},${p.y}`);
      const zone = types[String(t.id)].zones[zoneIndex(t.id, p.zone)];
      return pieceMark(p.seat, p.kind, placeOf(p.x, p.y, p.zone, p.kind), p.kind === "figure" && zone.type === "meadow");
    }));
    layer("spots", [ctx.legal, view.open_positions, view.current, rot], placementSpots);
    layer("choices", [ctx.legal, view.last_placed], () => (lastTile ? svg("g", {
      transform: `translate(${lastTile.x * SIZE} ${lastTile.y * SIZE})` }, zoneChoices("map", true)) : null));
    layer("recall", [ctx.legal, view.pieces], recallChoices);
    layer("flashes", [completed, ui.flashes.length], flashes);
    layer("final", [view.final], finalBadges);

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
      return text;
    }

    if (!ui.board) {
      ui.status = html("p", { class: "chg-status" });
      ui.panel = html("div", { class: "chg-panel" });
      ui.board = html("div", { class: "chg-board" }, [
        html("div", { class: "chg-map-col" }, [ui.status, ui.frame, legend()]), ui.panel]);
    }
    if (ui.board.parentNode !== ctx.el) ctx.el.replaceChildren(ui.board);
    ui.status.textContent = status();
    ui.panel.replaceChildren(...[currentCard(), pieceCard(), seatsCard(), stacksCard(), finalCard()].filter(Boolean));
  };

  // The map keeps its drawing between redraws (tiles, layers, camera): the runtime leaves ctx.el as it was.
  RENDERERS["carcassonne_hg"].keepsBoard = true;
}

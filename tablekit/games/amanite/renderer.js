// Amanite's board for the tablekit table. Joined before the shared runtime (no imports): it only sets
// RENDERERS["amanite"]. It draws the seat view it is given and sends action ids; Python checks every one.
{
  const TOKEN_ORDER = "BGPRWYX";
  const COLOURS = ["blue", "green", "purple", "red", "white", "yellow"];
  const CODE = { blue: "B", green: "G", purple: "P", red: "R", white: "W", yellow: "Y" };
  const TOKEN_STYLE = {
    B: { fill: "#2f6fd6", stroke: "#1c4a98", ink: "#ffffff", name: "blue" },
    G: { fill: "#2f9e55", stroke: "#1d6a38", ink: "#ffffff", name: "green" },
    P: { fill: "#8a4fc7", stroke: "#5c3290", ink: "#ffffff", name: "purple" },
    R: { fill: "#d9443b", stroke: "#982820", ink: "#ffffff", name: "red" },
    W: { fill: "#f8f7f2", stroke: "#8f979f", ink: "#3a434c", name: "white" },
    Y: { fill: "#f3c433", stroke: "#a9820f", ink: "#3b2f00", name: "yellow" },
    X: { fill: "#f7b3cb", stroke: "#c0668a", ink: "#6e2742", name: "pig" },
  };
  // attributes and score parts named in the table's language by the "amanite.ui.a.<name>" messages
  const SCORE_PARTS = ["minus1", "plus1", "plus2", "plus3", "poison", "antidote", "elixir", "limit", "pair",
    "majority", "antidote_elixir", "pigs"];
  const START_CARDS = {
    Fox: { A: ["blue", "yellow", "red"], B: ["blue", "yellow", "white"] },
    Squirrel: { A: ["blue", "purple", "white"], B: ["green", "purple", "white"] },
    Owl: { A: ["green", "purple", "red"], B: ["green", "yellow", "red"] },
    Jay: { A: ["white", "red", "green"], B: ["purple", "yellow", "blue"] },
  };
  const MEEPLE_PATH = "M15 3.5a4.6 4.6 0 0 1 4.6 4.6c0 1.5-.7 2.8-1.8 3.6l7.3 3.1c1.2.5 1.5 2.1.6 3l-.5.4"
    + "c-.6.6-1.5.7-2.2.3l-3.2-1.7 2.9 8.6c.3 1-.4 2-1.4 2h-3.2L15 21.6l-3.1 5.8H8.7c-1 0-1.7-1-1.4-2l2.9-8.6"
    + "L7 18.5c-.7.4-1.6.3-2.2-.3l-.5-.4c-.9-.9-.6-2.5.6-3l7.3-3.1a4.6 4.6 0 0 1-1.8-3.6A4.6 4.6 0 0 1 15 3.5z";

  const sortTokens = (codes) => [...codes].sort((a, b) => TOKEN_ORDER.indexOf(a) - TOKEN_ORDER.indexOf(b)).join("");
  const percent = (p) => `${Math.round(p * 100)}%`;

  RENDERERS["amanite"] = function renderBoard(ctx) {
    const { view, html, svg, ui, act, isLegal, seatName, seatColor } = ctx;
    const say = (key, args) => ctx.t(`amanite.ui.${key}`, args); // this table's words, in its language
    const attrName = (a) => say(`a.${a}`);
    const tokenName = (code) => say(`c.${TOKEN_STYLE[code].name}`);
    // the mark printed on a token: the first letter of its colour in the table's language (B, 青, …)
    const tokenMark = (code) => tokenName(code).slice(0, 1).toUpperCase();
    const ids = ctx.legal.map((a) => a.id);
    const idsStarting = (prefix) => ids.filter((id) => id.startsWith(prefix));
    // a split or take being built by clicks belongs to the step it was started at
    if (ui.mode && ui.mode.step !== view.step) ui.mode = null;
    const mode = ui.mode;
    const setMode = (next) => {
      ui.mode = next;
      ctx.redraw();
    };
    const legalClass = (base, legal) => (legal ? `${base} tk-legal` : base);
    /** The button that sends a choice built by clicks: primary while the choice is legal; otherwise it does not
     * look ready, though a click still asks Python, which says why not. */
    const confirmButton = (id, key, label) => html("button", { type: "button",
      class: isLegal(id) ? "tk-button tk-button-primary tk-legal" : "tk-button am-not-ready",
      "data-action": id, "data-key": key, onclick: () => act(id) }, label);

    function token(code, size = 26) {
      const style = TOKEN_STYLE[code];
      const parts = [svg("circle", { cx: 13, cy: 13, r: 11.5, fill: style.fill, stroke: style.stroke,
        "stroke-width": 1.5 })];
      if (code === "X") {
        parts.push(
          svg("path", { d: "M6.2 8.2 7.6 3.6l3.3 3z M19.8 8.2l-1.4-4.6-3.3 3z", fill: style.stroke }),
          svg("circle", { cx: 9.6, cy: 10.4, r: 1.2, fill: style.ink }),
          svg("circle", { cx: 16.4, cy: 10.4, r: 1.2, fill: style.ink }),
          svg("ellipse", { cx: 13, cy: 16, rx: 4.6, ry: 3.3, fill: "#f28db2", stroke: style.stroke }),
          svg("circle", { cx: 11.4, cy: 16, r: 0.95, fill: style.ink }),
          svg("circle", { cx: 14.6, cy: 16, r: 0.95, fill: style.ink }),
        );
      } else {
        parts.push(svg("text", { x: 13, y: 17.2, "text-anchor": "middle", "font-size": 11, "font-weight": 700,
          "font-family": "inherit", fill: style.ink }, tokenMark(code)));
      }
      return svg("svg", { class: "am-token", viewBox: "0 0 26 26", width: size, height: size, role: "img",
        "aria-label": tokenName(code) }, [svg("title", {}, tokenName(code)), ...parts]);
    }

    function meeple(seat, size = 30) {
      return svg("svg", { class: "am-meeple", viewBox: "0 0 30 30", width: size, height: size, role: "img",
        "aria-label": say("meeple_of", { seat: seatName(seat) }) }, [
        svg("title", {}, `${seatName(seat)}'s meeple`),
        svg("path", { d: MEEPLE_PATH, fill: seatColor(seat), stroke: "#1f2933", "stroke-width": 1.2,
          "stroke-linejoin": "round" }),
        svg("text", { x: 15, y: 20.5, "text-anchor": "middle", "font-size": 8, "font-weight": 700,
          "font-family": "inherit", fill: "#111" }, seatName(seat).slice(0, 1)),
      ]);
    }

    function mushroom(colour, size = 40) {
      const style = TOKEN_STYLE[CODE[colour]];
      return svg("svg", { class: "am-mushroom", viewBox: "0 0 40 40", width: size, height: size, "aria-hidden": "true" }, [
        svg("path", { d: "M16 22h8l1.5 12.5c.1.9-.6 1.5-1.5 1.5h-8c-.9 0-1.6-.6-1.5-1.5z", fill: "#efe6d6",
          stroke: "#9c8f78", "stroke-width": 1.2 }),
        svg("path", { d: "M4 23C4 12 11 5 20 5s16 7 16 18c0 1-1 1.5-2 1.5H6c-1 0-2-.5-2-1.5z", fill: style.fill,
          stroke: style.stroke, "stroke-width": 1.5 }),
        svg("circle", { cx: 13, cy: 14, r: 2.2, fill: "#ffffff", opacity: 0.85 }),
        svg("circle", { cx: 24, cy: 11, r: 1.8, fill: "#ffffff", opacity: 0.85 }),
        svg("circle", { cx: 28, cy: 18, r: 1.5, fill: "#ffffff", opacity: 0.85 }),
      ]);
    }

    function firstPlayerToken() {
      return html("span", { class: "am-first", title: say("first_player") }, say("first"));
    }

    function chip(text, extra) {
      return html("span", { class: extra ? `am-chip ${extra}` : "am-chip" }, text);
    }

    // -- the viewer's hint --------------------------------------------------------------------------------------
    function hint() {
      const kinds = new Set(ids.map((id) => id.split(":")[0]));
      const tile = view.collecting === null ? "" : ` ${view.collecting + 1}`;
      let text = null;
      if (kinds.has("side")) text = say("hint.side");
      else if (kinds.has("place") || kinds.has("split")) {
        text = say("hint.place");
      } else if (kinds.has("pile")) text = say("hint.pile", { tile });
      else if (kinds.has("take")) text = say("hint.take", { tile });
      else if (kinds.has("feed")) text = say("hint.feed");
      else if (kinds.has("note")) text = say("hint.note");
      return text ? html("p", { class: "am-hint" }, text) : null;
    }

    // -- status strip -------------------------------------------------------------------------------------------
    function status() {
      return html("div", { class: "am-status" }, [
        html("span", { class: "am-stat" }, [html("b", {}, say("round", view)), say("of_rounds")]),
        html("span", { class: "am-stat" }, [html("b", {}, String(view.bag)), say("in_bag")]),
        html("span", { class: "am-stat" }, [firstPlayerToken(), " ", seatName(view.first)]),
        html("span", { class: "am-stat am-attrs" }, [
          say("in_play"), ...view.attributes.map((a) => chip(attrName(a), `am-attr-${a}`)),
        ]),
      ]);
    }

    // -- start-card sides ---------------------------------------------------------------------------------------
    function sideChoice() {
      const sides = idsStarting("side:");
      if (!sides.length || ctx.viewer < 0) return null;
      const animal = view.seats[ctx.viewer].animal;
      return html("section", { class: "am-section" }, [
        html("h5", {}, say("your_start_card")),
        html("div", { class: "am-sides" }, sides.map((id) => {
          const side = id.slice(5);
          return html("button", { type: "button", class: legalClass("am-side", true), "data-action": id,
            "data-key": id, onclick: () => act(id) }, [
            html("span", { class: "am-side-name" }, say("side", { side })),
            html("span", { class: "am-row" }, START_CARDS[animal][side].map((c) => token(CODE[c], 30))),
            html("span", { class: "am-muted" }, START_CARDS[animal][side].map((c) => say(`c.${c}`)).join(ctx.t("core.ui.sep"))),
          ]);
        })),
      ]);
    }

    // -- forest -------------------------------------------------------------------------------------------------
    function oneSpace(i, tile) {
      const id = `place:${i}`;
      const occupant = tile.one;
      return html("button", {
        type: "button", class: legalClass("am-space am-space-one", isLegal(id)), "data-action": id, "data-key": id,
        "aria-label": occupant === null ? say("one_space", { tile: i + 1 })
          : say("one_space_of", { tile: i + 1, seat: seatName(occupant) }),
        onclick: () => act(id),
      }, occupant === null ? html("span", { class: "am-space-label" }, "1") : meeple(occupant, 36));
    }

    function splitSpace(i, tile) {
      const splits = idsStarting(`split:${i}:`);
      const occupant = tile.split;
      const open = splits.length > 0;
      return html("button", {
        type: "button", class: legalClass("am-space am-space-split", open), "data-split": i, "data-key": `split:${i}`,
        "aria-label": occupant === null ? say("split_space", { tile: i + 1 })
          : say("split_space_of", { tile: i + 1, seat: seatName(occupant) }),
        // with no legal split here the click still goes to Python, which says why
        onclick: () => (open ? setMode({ kind: "split", tile: i, step: view.step, lower: [] }) : act(`split:${i}:`)),
      }, occupant === null ? splitIcon() : meeple(occupant, 36));
    }

    function splitIcon() {
      return svg("svg", { viewBox: "0 0 24 24", width: 22, height: 22, "aria-hidden": "true", fill: "none",
        stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" }, [
        svg("path", { d: "M12 3v18" }),
        svg("path", { d: "M8 8l-4 4 4 4M16 8l4 4-4 4" }),
      ]);
    }

    function tokenRow(codes, empty) {
      return codes.length ? html("div", { class: "am-tokens" }, [...codes].map((c) => token(c)))
        : html("div", { class: "am-tokens am-empty" }, say(empty));
    }

    function piles(i, tile) {
      return html("div", { class: "am-piles" }, tile.piles.map((pile, k) => {
        const id = `pile:${i}:${k}`;
        return html("button", { type: "button", class: legalClass("am-pile", isLegal(id)), "data-action": id,
          "data-key": id, "aria-label": say(k ? "pile_aria.lower" : "pile_aria.upper", { tile: i + 1 }),
          onclick: () => act(id) }, [
          html("span", { class: "am-pile-label" }, say(k ? "lower_pile" : "upper_pile")),
          tokenRow(pile, "empty"),
        ]);
      }));
    }

    function splitEditor(i, tile) {
      const codes = [...tile.tokens];
      const lower = new Set(mode.lower);
      const move = (k) => {
        const next = new Set(lower);
        if (next.has(k)) next.delete(k);
        else next.add(k);
        setMode({ ...mode, lower: [...next] });
      };
      const pileOf = (inLower) => codes.map((c, k) => [c, k]).filter(([, k]) => lower.has(k) === inLower);
      const row = (inLower) => {
        const here = pileOf(inLower);
        return html("div", { class: "am-pile am-pile-edit" }, [
          html("span", { class: "am-pile-label" }, say(inLower ? "lower_pile" : "upper_pile")),
          here.length ? html("div", { class: "am-tokens" }, here.map(([c, k]) => html("button", {
            type: "button", class: "am-token-button", "data-key": `split-token:${k}`,
            "aria-label": say(inLower ? "move_up" : "move_down", { token: tokenName(c) }),
            onclick: () => move(k),
          }, token(c)))) : html("div", { class: "am-tokens am-empty" }, say("move_here")),
        ]);
      };
      const upper = sortTokens(pileOf(false).map(([c]) => c).join(""));
      const down = sortTokens(pileOf(true).map(([c]) => c).join(""));
      const [first, second] = upper <= down ? [upper, down] : [down, upper];
      const id = `split:${i}:${first}|${second}`;
      return html("div", { class: "am-split-editor" }, [
        row(false),
        row(true),
        html("div", { class: "am-row" }, [
          confirmButton(id, "split-confirm", say("confirm_split")),
          html("button", { type: "button", class: "tk-button", "data-key": "split-cancel",
            onclick: () => setMode(null) }, say("cancel")),
        ]),
      ]);
    }

    function takePicker(i, tile) {
      const picked = mode && mode.kind === "take" && mode.tile === i ? mode.picked : [];
      const toggle = (k) => {
        const next = picked.includes(k) ? picked.filter((p) => p !== k) : [...picked, k].slice(-2);
        setMode({ kind: "take", tile: i, step: view.step, picked: next });
      };
      const codes = [...tile.tokens];
      const id = `take:${i}:${sortTokens(picked.map((k) => codes[k]).join(""))}`;
      return html("div", { class: "am-take" }, [
        html("div", { class: "am-tokens" }, codes.map((c, k) => html("button", {
          type: "button", class: legalClass(picked.includes(k) ? "am-token-button am-picked" : "am-token-button",
            !picked.includes(k)),
          "aria-pressed": picked.includes(k) ? "true" : "false", "data-key": `take-token:${k}`,
          "aria-label": say(picked.includes(k) ? "unpick" : "pick", { token: tokenName(c) }), onclick: () => toggle(k),
        }, token(c)))),
        confirmButton(id, "take-confirm", picked.length === 2 ? say("take_two") : say("pick_more", { n: 2 - picked.length })),
      ]);
    }

    function forestTile(tile, i) {
      const now = view.collecting === i;
      let body;
      if (mode && mode.kind === "split" && mode.tile === i) body = splitEditor(i, tile);
      else if (tile.piles) body = piles(i, tile);
      else if (idsStarting(`take:${i}:`).length) body = takePicker(i, tile);
      else body = tokenRow(tile.tokens, view.collecting !== null && i < view.collecting ? "collected" : "empty");
      return html("div", { class: now ? "am-tile am-tile-now" : "am-tile", "data-tile": i }, [
        html("div", { class: "am-tile-head" }, [
          html("span", {}, say("forest_n", { tile: i + 1 })),
          now ? html("span", { class: "am-badge" }, say("collecting")) : null,
        ]),
        body,
        html("div", { class: "am-spaces" }, [oneSpace(i, tile), splitSpace(i, tile)]),
      ]);
    }

    // -- mushroom cards -----------------------------------------------------------------------------------------
    function mushroomCard(colour) {
      const card = view.cards[colour];
      const id = `note:${colour}`;
      const spaces = [];
      for (let k = 0; k < card.spaces; k += 1) {
        const seat = card.notes[k];
        spaces.push(seat === undefined ? html("span", { class: "am-note am-note-free", title: say("free_note") })
          : html("span", { class: "am-note", title: say("note_of", { seat: seatName(seat) }),
            style: { background: seatColor(seat) } }, seatName(seat).slice(0, 1)));
      }
      const secret = view.secret ? view.secret[colour] : null;
      return html("button", { type: "button", class: legalClass("am-card", isLegal(id)), "data-action": id,
        "data-key": id, "aria-label": say("card_aria", { colour: say(`c.${colour}`) }), onclick: () => act(id) }, [
        mushroom(colour),
        html("span", { class: "am-card-name" }, say(`c.${colour}`)),
        html("span", { class: "am-row am-notes" }, spaces),
        html("span", { class: "am-muted" }, say("deck", { n: card.deck })),
        secret ? chip(attrName(secret), "am-chip-secret") : null,
      ]);
    }

    // -- seats --------------------------------------------------------------------------------------------------
    function seatPanel(seat, s) {
      const feeds = s === ctx.viewer ? idsStarting("feed:") : [];
      const held = Object.entries(seat.tokens).sort(([a], [b]) => TOKEN_ORDER.indexOf(a) - TOKEN_ORDER.indexOf(b));
      const holdings = held.map(([code, n]) => {
        const id = `feed:${code}`;
        const inner = [token(code, 24), html("span", { class: "am-count" }, `×${n}`)];
        return feeds.length && code !== "X"
          ? html("button", { type: "button", class: legalClass("am-held am-held-button", isLegal(id)),
            "data-action": id, "data-key": id, "aria-label": say("feed_aria", { token: tokenName(code) }),
            onclick: () => act(id) }, inner)
          : html("span", { class: "am-held" }, inner);
      });
      let side;
      if (seat.colours) side = [chip(say("side", seat)), ...seat.colours.map((c) => token(CODE[c], 20))];
      else side = [html("span", { class: "am-muted" }, say(seat.side_chosen ? "side_chosen" : "choosing_side"))];
      return html("div", { class: s === ctx.viewer ? "am-seat am-seat-you" : "am-seat",
        style: { borderTopColor: seatColor(s) } }, [
        html("div", { class: "am-seat-head" }, [
          html("span", { class: "tk-dot", style: { background: seatColor(s) } }),
          html("b", {}, seatName(s)),
          seatName(s) === ctx.t(`amanite.seat.${s}`) ? null : html("span", { class: "am-muted" }, ctx.t(`amanite.seat.${s}`)),
          s === ctx.viewer ? html("span", { class: "tk-tag tk-tag-you" }, say("you")) : null,
          s === view.first ? firstPlayerToken() : null,
        ]),
        html("div", { class: "am-row am-side-row" }, side),
        html("div", { class: "am-stats" }, [
          html("span", { class: "am-stat-item", title: say("meeples_home") }, [say("home"), meeple(s, 18),
            html("b", {}, `×${seat.meeples_home}`)]),
          html("span", { class: "am-stat-item", title: say("notebook_left") }, [say("notebook"),
            html("b", {}, String(seat.notebook_tokens))]),
          html("span", { class: "am-stat-item", title: say("clues_in_hand") }, [say("clues"),
            html("b", {}, String(seat.clue_cards))]),
        ]),
        html("div", { class: "am-holdings" }, holdings.length ? holdings
          : html("span", { class: "am-muted" }, say("no_tokens"))),
      ]);
    }

    // -- the viewer's clues and the deduction aid -------------------------------------------------------------
    function clues() {
      const mine = view.clues;
      if (!mine) return null;
      const parts = [];
      if (mine.start) {
        parts.push(html("div", { class: "am-clue" }, [
          html("span", { class: "am-clue-title" }, say("start_card")),
          html("div", { class: "am-clue-body" }, [
            html("span", { class: "am-row" }, mine.start.colours.map((c) => token(CODE[c], 22))),
            html("span", { class: "am-row am-wrap-tight" }, [
              html("span", { class: "am-arrow" }, "→"),
              ...mine.start.attributes.map((a) => chip(attrName(a))),
            ]),
            html("span", { class: "am-muted am-small" }, say("any_order")),
          ]),
        ]));
      }
      for (const note of mine.notebook) {
        parts.push(html("div", { class: "am-clue" }, [
          html("span", { class: "am-clue-title" }, say("notebook_clue")),
          html("span", { class: "am-row" }, [
            token(CODE[note.colour], 22),
            html("span", { class: "am-arrow" }, "="),
            chip(attrName(note.attribute), "am-chip-strong"),
          ]),
        ]));
      }
      return html("section", { class: "am-section" }, [html("h5", {}, say("your_clues")), ...parts]);
    }

    function deduction() {
      const knowledge = ctx.extras && ctx.extras.knowledge;
      if (!knowledge || !view.clues || view.over) return null;
      const shown = ui.showAid !== false;
      const toggle = html("button", { type: "button", class: "tk-button am-toggle", "data-key": "aid-toggle",
        "aria-expanded": shown ? "true" : "false", onclick: () => {
          ui.showAid = !shown;
          ctx.redraw();
        } }, say(shown ? "hide" : "show"));
      const head = html("div", { class: "am-section-head" }, [html("h5", {}, say("aid")), toggle]);
      if (!shown) return html("section", { class: "am-section am-aid" }, head);
      const attrs = view.attributes;
      const rows = COLOURS.map((colour) => html("tr", {}, [
        html("th", { scope: "row" }, html("span", { class: "am-row" }, [token(CODE[colour], 18), say(`c.${colour}`)])),
        ...attrs.map((a) => {
          const p = (knowledge[colour] || {})[a] || 0;
          return html("td", { class: p >= 0.999 ? "am-p am-p-sure" : p ? "am-p" : "am-p am-p-zero",
            style: { background: p ? `rgba(37, 99, 235, ${(0.1 + 0.7 * p).toFixed(2)})` : "transparent",
              color: p > 0.55 ? "#fff" : "inherit" } }, p ? percent(p) : "·");
        }),
      ]));
      return html("section", { class: "am-section am-aid" }, [
        head,
        html("p", { class: "am-muted am-small" },
          say("aid_note")),
        html("table", { class: "am-grid" }, [
          html("thead", {}, html("tr", {}, [html("th", {}, ""), ...attrs.map((a) => html("th", {}, attrName(a)))])),
          html("tbody", {}, rows),
        ]),
      ]);
    }

    // -- the end ------------------------------------------------------------------------------------------------
    function finalScoring() {
      const final = view.final;
      if (!final) return null;
      const parts = [];
      for (const row of final.breakdown) for (const key of Object.keys(row)) if (!parts.includes(key)) parts.push(key);
      const seats = view.seats.map((_, s) => s);
      return html("section", { class: "am-section am-final" }, [
        html("h5", {}, say("final")),
        html("table", { class: "am-score-table" }, [
          html("thead", {}, html("tr", {}, [html("th", {}, say("col_seat")),
            ...parts.map((k) => html("th", {}, SCORE_PARTS.includes(k) ? attrName(k) : k)), html("th", {}, say("total"))])),
          html("tbody", {}, seats.map((s) => {
            const why = final.eliminated[String(s)];
            return html("tr", { class: final.winners.includes(s) ? "am-winner" : why ? "am-eliminated" : null }, [
              html("th", { scope: "row" }, [html("span", { class: "tk-dot", style: { background: seatColor(s) } }),
                seatName(s)]),
              ...parts.map((k) => html("td", {}, String(final.breakdown[s][k] ?? 0))),
              html("td", { class: "am-total" }, why ? ["0 ", html("span", { class: "am-why" },
                say("eliminated", { why: say(`reason.${why.reason}`, why) }))]
                : String(final.totals[s])),
            ]);
          })),
        ]),
      ]);
    }

    function secretReveal() {
      if (!view.secret) return null;
      return html("section", { class: "am-section" }, [
        html("h5", {}, say("attributes")),
        html("div", { class: "am-row am-wrap" }, COLOURS.map((c) => html("span", { class: "am-reveal" }, [
          token(CODE[c], 22), chip(attrName(view.secret[c]), "am-chip-strong")]))),
      ]);
    }

    ctx.el.append(html("div", { class: "am-board" }, [
      status(),
      hint(),
      sideChoice(),
      html("section", { class: "am-section" }, [
        html("h5", {}, say("forest")),
        html("div", { class: "am-forest" }, view.tiles.map(forestTile)),
      ]),
      html("section", { class: "am-section" }, [
        html("h5", {}, say("cards")),
        html("div", { class: "am-cards" }, COLOURS.map(mushroomCard)),
      ]),
      html("section", { class: "am-section" }, [
        html("h5", {}, say("players")),
        html("div", { class: "am-seats" }, view.seats.map(seatPanel)),
      ]),
      finalScoring(),
      secretReveal(),
      html("div", { class: "am-knowledge" }, [clues(), deduction()]),
    ]));
  };

  RENDERERS["amanite"].css = `
.am-board { display: flex; flex-direction: column; gap: 14px;
  --am-forest: color-mix(in srgb, #3f8b4a 10%, var(--tk-bg)); --am-forest-edge: color-mix(in srgb, #3f8b4a 30%, var(--tk-bg));
  --am-forest-ink: color-mix(in srgb, #2c4a30 60%, var(--tk-text)); }
.am-board h5 { margin: 0 0 8px; font-size: 11px; font-weight: 700; text-transform: uppercase;
  letter-spacing: .06em; color: var(--tk-muted); }
.am-section-head { display: flex; align-items: center; justify-content: space-between; margin-bottom: 8px; }
.am-section-head h5 { margin: 0; }
.am-row { display: inline-flex; align-items: center; gap: 4px; }
.am-wrap { flex-wrap: wrap; gap: 10px; }
.am-muted { color: var(--tk-muted); }
.am-small { font-size: 12px; }
.am-status { display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; color: var(--tk-muted); }
.am-stat b { color: var(--tk-text); }
.am-attrs { display: inline-flex; gap: 4px; align-items: center; flex-wrap: wrap; }
.am-chip { display: inline-block; padding: 1px 8px; border-radius: 999px; background: var(--tk-sunk);
  border: 1px solid var(--tk-border); font-size: 12px; font-weight: 600; color: var(--tk-text); white-space: nowrap; }
.am-chip-strong { background: var(--tk-bg); border-color: var(--tk-muted); }
.am-chip-secret { background: #1f2933; color: #fff; border-color: #1f2933; }
.am-first { display: inline-flex; align-items: center; justify-content: center; height: 20px; padding: 0 7px;
  border-radius: 999px; background: #1f2933; color: #fff; font-size: 10px; font-weight: 800; letter-spacing: .03em; }
.am-hint { margin: 0; padding: 8px 12px; border-radius: 8px; background: var(--tk-warn-soft); border: 1px solid #f3dc9c;
  color: var(--tk-text); font-weight: 500; }
.am-forest { display: grid; grid-template-columns: repeat(auto-fit, minmax(168px, 1fr)); gap: 10px; }
.am-tile { display: flex; flex-direction: column; gap: 10px; padding: 10px; border-radius: 12px;
  background: var(--am-forest); border: 1px solid var(--am-forest-edge); }
.am-tile-now { background: color-mix(in srgb, #3f8b4a 18%, var(--tk-bg)); border-color: #7fbf86; box-shadow: 0 0 0 2px #b6dcb9; }
.am-tile-head { display: flex; justify-content: space-between; align-items: center; font-weight: 700; color: var(--am-forest-ink); }
.am-badge { font-size: 10px; font-weight: 800; text-transform: uppercase; letter-spacing: .05em; color: #fff;
  background: #3f8b4a; border-radius: 999px; padding: 1px 7px; }
.am-tokens { display: flex; flex-wrap: wrap; gap: 4px; min-height: 30px; align-items: center; }
.am-empty { color: var(--tk-muted); font-size: 12px; font-style: italic; }
.am-token { display: block; flex: none; }
.am-spaces { display: flex; gap: 8px; margin-top: auto; }
.am-space { --tk-glow-border: 2px; flex: 1; display: flex; align-items: center; justify-content: center; height: 46px; border-radius: 10px;
  border: 2px dashed #a9c4ab; background: var(--tk-bg); color: var(--am-forest-ink); cursor: pointer; padding: 0; }
.am-space:hover { border-color: #5f9a66; }
.am-space-label { font-size: 22px; font-weight: 800; }
.am-piles { display: flex; flex-direction: column; gap: 6px; }
.am-pile { display: flex; flex-direction: column; gap: 2px; align-items: flex-start; text-align: left; padding: 6px 8px;
  border-radius: 10px; border: 1px solid var(--am-forest-edge); background: var(--tk-bg); cursor: pointer; }
.am-pile-edit { cursor: default; }
.am-pile-label { font-size: 11px; font-weight: 700; color: var(--am-forest-ink); }
.am-split-editor, .am-take { display: flex; flex-direction: column; gap: 6px; }
.am-take .am-tokens, .am-pile-edit .am-tokens { gap: 9px; padding: 4px 2px; }
.am-token-button { padding: 0; border: 0; background: none; border-radius: 50%; cursor: pointer; line-height: 0; }
.am-token-button:hover { transform: translateY(-2px); }
.am-token-button.tk-legal { outline-width: 2px; box-shadow: none; outline-color: #f7cf70; }
.am-token-button.tk-legal::before { content: none; }
.tk-root .am-not-ready { opacity: .55; border-style: dashed; cursor: help; }
.am-picked { outline: 3px solid var(--tk-accent); outline-offset: 2px; }
.am-cards { display: grid; grid-template-columns: repeat(6, minmax(92px, 1fr)); gap: 8px; }
.am-card { display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 8px 4px; border-radius: 12px;
  border: 1px solid var(--tk-border); background: var(--tk-bg); cursor: pointer; }
.am-card:hover { border-color: var(--tk-muted); }
.am-card-name { font-weight: 700; text-transform: capitalize; }
.am-notes { min-height: 20px; }
.am-note { display: inline-flex; align-items: center; justify-content: center; width: 18px; height: 18px;
  border-radius: 50%; font-size: 10px; font-weight: 800; color: #111; box-shadow: inset 0 0 0 1px rgba(0,0,0,.3); }
.am-note-free { border: 2px dashed #c3cad2; box-shadow: none; }
.am-sides { display: flex; gap: 10px; flex-wrap: wrap; }
.am-side { display: flex; flex-direction: column; align-items: flex-start; gap: 6px; padding: 10px 14px;
  border-radius: 12px; border: 1px solid var(--tk-border); background: var(--tk-bg); cursor: pointer; }
.am-side-name { font-weight: 800; font-size: 15px; }
.am-seats { display: grid; grid-template-columns: repeat(auto-fit, minmax(190px, 1fr)); gap: 10px; }
.am-seat { display: flex; flex-direction: column; gap: 6px; padding: 10px; border-radius: 12px; background: var(--tk-bg);
  border: 1px solid var(--tk-border); border-top: 4px solid; }
.am-seat-you { box-shadow: 0 0 0 2px var(--tk-accent-soft); }
.am-seat-head { display: flex; align-items: center; gap: 6px; }
.am-seat-head .tk-dot { margin-right: 0; }
.am-side-row { min-height: 22px; }
.am-stats { display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 12px; color: var(--tk-muted); }
.am-stat-item { display: inline-flex; align-items: center; gap: 4px; white-space: nowrap; }
.am-stat-item b { color: var(--tk-text); }
.am-holdings { display: flex; flex-wrap: wrap; gap: 6px; min-height: 26px; align-items: center; }
.am-held { display: inline-flex; align-items: center; gap: 2px; font-weight: 700; font-variant-numeric: tabular-nums; }
.am-held-button { border: 1px solid var(--tk-border); border-radius: 999px; background: #fff; padding: 1px 6px 1px 1px;
  cursor: pointer; }
.am-knowledge { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
.am-knowledge:empty { display: none; }
.am-knowledge .am-section { flex: 1 1 280px; min-width: 0; overflow-x: auto; background: var(--tk-panel);
  border: 1px solid var(--tk-border); border-radius: 12px; padding: 10px 12px; }
.am-knowledge .am-aid { flex: 1 1 430px; }
.am-clue { display: grid; grid-template-columns: 82px 1fr; align-items: start; gap: 8px; padding: 5px 0; }
.am-clue + .am-clue { border-top: 1px solid var(--tk-border); }
.am-clue-title { font-weight: 700; line-height: 22px; }
.am-clue-body { display: flex; flex-direction: column; gap: 4px; }
.am-wrap-tight { flex-wrap: wrap; }
.am-arrow { color: var(--tk-muted); font-weight: 700; }
.am-grid { border-collapse: separate; border-spacing: 2px; font-variant-numeric: tabular-nums; font-size: 12px; }
.am-grid th { font-size: 11px; font-weight: 700; color: var(--tk-muted); text-align: left; padding: 2px 4px;
  text-transform: capitalize; }
.am-grid thead th { text-align: center; }
.am-p { text-align: center; min-width: 44px; padding: 3px 4px; border-radius: 5px; }
.am-p-sure { font-weight: 800; }
.am-p-zero { color: var(--tk-muted); opacity: .6; }
.am-toggle { padding: 2px 10px; }
.am-score-table { border-collapse: collapse; font-variant-numeric: tabular-nums; width: 100%; }
.am-score-table th, .am-score-table td { padding: 5px 8px; border-bottom: 1px solid var(--tk-border); text-align: right; }
.am-score-table th:first-child, .am-score-table tbody th { text-align: left; }
.am-score-table thead th { font-size: 11px; color: var(--tk-muted); }
.am-total { font-weight: 800; }
.am-winner { background: var(--tk-good-soft); }
.am-eliminated td, .am-eliminated th { color: var(--tk-muted); }
.am-why { display: block; font-size: 11px; font-weight: 500; color: var(--tk-danger); }
.am-reveal { display: inline-flex; align-items: center; gap: 4px; }
`;
}

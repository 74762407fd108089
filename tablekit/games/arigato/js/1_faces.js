// Arigato's table, part 1: card faces, item tokens and small drawing helpers. The files of this folder are joined
// in name order before the shared runtime (no imports); they share the ARIGATO namespace and end by setting
// RENDERERS["arigato"]. Everything drawn comes from the seat view and the static card faces; clicks send action
// ids, which Python checks.
const ARIGATO = {};
{
  ARIGATO.ITEMS = ["origami", "bonsai", "katana", "statue", "fireworks"];
  ARIGATO.TYPE_STYLE = {
    origami: { fill: "#d9546e", soft: "#fbe3e8", ink: "#ffffff" },
    bonsai: { fill: "#3d8c4f", soft: "#e1f1e4", ink: "#ffffff" },
    blacksmith: { fill: "#56636f", soft: "#e6e9ec", ink: "#ffffff" },
    sculptor: { fill: "#a57c3a", soft: "#f3eadb", ink: "#ffffff" },
    fireworks: { fill: "#e07b1f", soft: "#fcead8", ink: "#ffffff" },
  };
  ARIGATO.ITEM_TYPE = { origami: "origami", bonsai: "bonsai", katana: "blacksmith", statue: "sculptor",
    fireworks: "fireworks" };
  ARIGATO.ITEM_GLYPH = { origami: "折", bonsai: "盆", katana: "刀", statue: "像", fireworks: "火", any: "?" };

  /** The helpers bound to one drawing context. */
  ARIGATO.faces = function faces(ctx) {
    const { html, svg } = ctx;
    const t = (key, args) => ctx.t(`arigato.${key}`, args);
    const itemName = (item) => t(`ui.item.${item}`);
    const typeName = (type) => t(`ui.type.${type}`);

    function itemToken(item, size = 22, count = null) {
      const style = item === "any" ? { fill: "#7d6bd6", ink: "#fff" } : ARIGATO.TYPE_STYLE[ARIGATO.ITEM_TYPE[item]];
      const parts = [
        svg("title", {}, itemName(item)),
        svg("circle", { cx: 12, cy: 12, r: 10.5, fill: style.fill, stroke: "#1f2933", "stroke-opacity": 0.35 }),
        svg("text", { x: 12, y: 16.2, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: style.ink },
          ARIGATO.ITEM_GLYPH[item]),
      ];
      const token = svg("svg", { class: "ag-item", viewBox: "0 0 24 24", width: size, height: size, role: "img",
        "aria-label": itemName(item) }, parts);
      if (count === null) return token;
      return html("span", { class: count ? "ag-count" : "ag-count ag-zero" }, [token, html("b", {}, String(count))]);
    }

    function costRow(cost) {
      return html("span", { class: "ag-cost", title: t("ui.cost") }, Object.entries(cost).flatMap(([item, n]) =>
        Array.from({ length: n }, () => itemToken(item, 16))));
    }

    function effectText(effect) {
      if (!effect) return t("ui.no_effect");
      const args = { n: effect.n };
      if (effect.item) args.item = itemName(effect.item);
      if (effect.type) args.type = typeName(effect.type);
      return `${t(`ui.eff.${effect.when}`)}: ${t(`ui.eff.${effect.do}`, args)}`;
    }

    function slotDots(slots) {
      return html("span", { class: "ag-slots", title: `${t("ui.slots")}: ${slots.join(", ")}` },
        [1, 2, 3, 4].map((s) => html("i", { class: slots.includes(s) ? "ag-dot ag-dot-on" : "ag-dot" },
          String(s))));
    }

    /** A card face: type band, favour, offering cost, allowed slots and effect, all readable. */
    function card(cardId, options = {}) {
      const face = ctx.static.cards[cardId];
      const style = ARIGATO.TYPE_STYLE[face.type];
      const classes = ["ag-card", "tk-paper"];
      if (options.small) classes.push("ag-card-small");
      if (options.legal) classes.push("tk-legal");
      if (options.selected) classes.push("ag-selected");
      if (options.extraClass) classes.push(options.extraClass);
      const attrs = { class: classes.join(" "), "data-card": cardId, title: effectText(face.effect),
        style: { "--ag-type": style.fill, "--ag-soft": style.soft } };
      if (options.onclick) {
        attrs.role = "button";
        attrs.tabindex = 0;
        attrs.onclick = (event) => { if (!event.target.closest("button")) options.onclick(); };
        attrs.onkeydown = (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); options.onclick(); } };
        if (options.action) attrs["data-action"] = options.action;
        attrs["data-key"] = options.key || `card:${cardId}`;
      }
      const effect = face.effect ? html("span", { class: `ag-effect ag-effect-${face.effect.when}` },
        [face.effect.when === "dusk" ? hourglass() : null, effectText(face.effect)])
        : html("span", { class: "ag-effect ag-effect-none" }, t("ui.no_effect"));
      return html("div", attrs, [
        html("div", { class: "ag-card-top" }, [
          itemToken(face.item, options.small ? 16 : 20),
          html("span", { class: "ag-card-type" }, [typeName(face.type), html("small", {}, ` ${cardId}`)]),
          html("span", { class: "ag-favour", title: t("ui.favour") }, String(face.favour)),
        ]),
        options.small ? null : html("div", { class: "ag-card-mid" }, [costRow(face.cost), slotDots(face.slots)]),
        options.small ? html("div", { class: "ag-card-mid" }, costRow(face.cost)) : effect,
        options.badge || null,
        options.children || null,
      ]);
    }

    function hourglass() {
      return svg("svg", { class: "ag-hourglass", viewBox: "0 0 12 14", width: 10, height: 12, "aria-hidden": "true" },
        svg("path", { d: "M1 1h10M1 13h10M2 1c0 4 4 4 4 6s-4 2-4 6M10 1c0 4-4 4-4 6s4 2 4 6", fill: "none",
          stroke: "currentColor", "stroke-width": 1.4, "stroke-linecap": "round" }));
    }

    function cardBack(label) {
      return html("div", { class: "ag-card ag-card-back", title: label }, html("span", {}, "ありがとう"));
    }

    /** A button for an action id; one that is not legal now still sends its id, and Python says why not. */
    function button(label, id, options = {}) {
      return html("button", { type: "button", class: `tk-button ag-button${options.primary ? " tk-button-primary" : ""}`
        + (ctx.isLegal(id) ? " tk-legal" : ""), "data-action": id, "data-key": options.key || id,
      onclick: () => ctx.act(id), title: options.title || null }, label);
    }

    return { t, itemName, typeName, itemToken, costRow, effectText, slotDots, card, cardBack, button };
  };
}

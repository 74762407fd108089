// Arigato's table, part 2: the viewer's hand at dawn. Each card has Maker and Traveller buttons; Villager (or a
// click on the card) lights up the village slots it may take, and a click on one makes it the villager. The roles
// given show as badges until the assignment is confirmed.
{
  ARIGATO.dawn = function dawn(ctx, f, me) {
    const { html, view, ui } = ctx;
    const ids = ctx.legal.map((a) => a.id);
    const hand = me.hand || [];
    const choice = me.choice || { roles: {}, villager: null };
    if (ui.pick && (ui.pick.step !== view.step || !hand.includes(ui.pick.card))) ui.pick = null;
    const picked = ui.pick ? ui.pick.card : null;
    const roleOf = (cardId) => {
      if (choice.villager && choice.villager.card === cardId) return "V";
      return choice.roles[cardId] || null;
    };
    const select = (cardId) => {
      ui.pick = picked === cardId ? null : { card: cardId, step: view.step };
      ctx.redraw();
    };
    const roleBadge = (role) => {
      if (!role) return null;
      const names = { V: f.t("ui.villager"), M: f.t("ui.maker"), T: f.t("ui.traveller") };
      const extra = role === "V" ? ` · ${f.t("ui.slots")} ${choice.villager.slot}` : "";
      return html("span", { class: `ag-role ag-role-${role}` }, names[role] + extra);
    };

    const quotas = view.quotas || [1, 2, 2];
    const cards = hand.map((cardId) => {
      const role = roleOf(cardId);
      const open = !role && !me.chosen;
      const canVillage = ids.some((id) => id.startsWith(`villager:${cardId}:`));
      const buttons = open ? html("div", { class: "ag-role-buttons" }, [
        html("button", { type: "button",
          class: `tk-button ag-button${picked === cardId ? " ag-on" : ""}${canVillage ? " tk-legal" : ""}`,
          "data-key": `pick:${cardId}`, "aria-pressed": picked === cardId ? "true" : "false",
          disabled: !canVillage, onclick: () => select(cardId) }, f.t("ui.villager_pick")),
        f.button(f.t("ui.maker"), `maker:${cardId}`),
        quotas[2] ? f.button(f.t("ui.traveller"), `traveller:${cardId}`) : null,
        picked === cardId ? html("span", { class: "ag-muted ag-small" }, f.t("ui.pick_slot", { card: cardId })) : null,
      ]) : null;
      return f.card(cardId, { selected: picked === cardId, extraClass: role ? "ag-assigned" : null,
        badge: roleBadge(role), children: buttons, onclick: canVillage ? () => select(cardId) : null,
        key: `hand:${cardId}` });
    });

    const help = quotas[2] === 0 && quotas[1] === 4 ? f.t("ui.choose12") : f.t("ui.choose");
    const confirm = ids.includes("confirm")
      ? html("div", { class: "ag-confirm" }, f.button(ctx.legal.find((a) => a.id === "confirm").label, "confirm",
        { primary: true })) : null;
    return html("section", { class: "ag-panel ag-hand" }, [
      html("h5", {}, f.t("ui.hand")),
      me.chosen ? html("p", { class: "ag-waiting" }, f.t("ui.waiting")) : html("p", { class: "ag-muted" }, help),
      html("div", { class: "ag-row ag-wrap" }, cards),
      confirm,
    ]);
  };

  /** Village slots the picked hand card may take as villager (ids villager:<card>:<slot>). */
  ARIGATO.villagerTargets = function villagerTargets(ctx) {
    const pick = ctx.ui.pick;
    if (!pick || pick.step !== ctx.view.step) return {};
    const found = {};
    for (const a of ctx.legal) {
      const [kind, cardId, slot] = a.id.split(":");
      if (kind === "villager" && cardId === pick.card) found[Number(slot)] = a;
    }
    return found;
  };
}

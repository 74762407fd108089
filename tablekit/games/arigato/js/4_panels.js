// Arigato's table, part 4: the calendar with the coming goals, the deck and discards, and the final scoring (with
// the solo target).
{
  ARIGATO.calendar = function calendar(ctx, f) {
    const { html, view } = ctx;
    const days = ctx.static.days;
    const goals = ctx.static.goals;
    const goalText = (goal) => f.t(`ui.goal.${goal.kind}`, { n: goal.n });
    const cells = [];
    for (let day = 1; day <= days; day += 1) {
      const goal = goals[String(day)];
      const past = day < view.day || view.phase === "over";
      const today = day === view.day && view.phase !== "over";
      const winners = view.seats.map((s, i) => (s.goal_days.includes(day) ? i : -1)).filter((i) => i >= 0);
      cells.push(html("div", { class: `ag-day${today ? " ag-today" : ""}${past ? " ag-past" : ""}`,
        "data-day": day }, [
        html("b", {}, String(day)),
        html("span", { class: "ag-goal-text" }, goal ? goalText(goal) : f.t("ui.no_goal")),
        winners.length ? html("span", { class: "ag-row" }, winners.map((s) => html("span", { class: "tk-dot",
          title: ctx.seatName(s), style: { background: ctx.seatColor(s) } }))) : null,
      ]));
    }
    const goal = goals[String(view.day)];
    return html("section", { class: "ag-panel ag-calendar" }, [
      html("div", { class: "ag-seat-head" }, [
        html("h5", {}, f.t("ui.calendar")),
        html("span", { class: "ag-stat" }, f.t("ui.day_of", { day: view.day, days })),
        view.phase !== "over" ? html("span", { class: "ag-chip ag-chip-acting" },
          `${f.t("ui.goal_today")}: ${goal ? goalText(goal) : f.t("ui.no_goal")}`) : null,
        html("span", { class: "ag-stat" }, f.t("ui.deck", { n: view.deck })),
        html("span", { class: "ag-stat" }, f.t("ui.discards", { n: view.discard.length })),
      ]),
      html("div", { class: "ag-days" }, cells),
    ]);
  };

  ARIGATO.finalScoring = function finalScoring(ctx, f) {
    const { html, view } = ctx;
    const final = view.final;
    if (!final) return null;
    const parts = ["goals", "favour", "palace"];
    const winners = final.winners || (final.beaten ? [0] : []);
    const table = html("table", { class: "ag-score-table" }, [
      html("thead", {}, html("tr", {}, [html("th", {}, ""), html("th", {}, f.t("ui.goals")),
        ...parts.map((k) => html("th", {}, f.t(`ui.breakdown.${k}`))), html("th", {}, f.t("ui.total"))])),
      html("tbody", {}, final.breakdown.map((row, s) => html("tr", { class: winners.includes(s) ? "ag-winner" : null },
        [
          html("th", { scope: "row" }, [html("span", { class: "tk-dot", style: { background: ctx.seatColor(s) } }),
            ctx.seatName(s)]),
          html("td", { class: "ag-goal-count" }, String(view.seats[s].goal_days.length)),
          ...parts.map((k) => html("td", {}, String(row[k]))),
          html("td", { class: "ag-total" }, String(final.totals[s])),
        ]))),
    ]);
    let solo = null;
    if (final.target !== undefined) {
      const groups = Object.entries(final.groups).sort((a, b) => b[1] - a[1]);
      solo = html("div", { class: "ag-solo" }, [
        html("p", { class: final.beaten ? "ag-beat" : "ag-missed" }, [
          html("b", {}, final.beaten ? f.t("ui.beat") : f.t("ui.missed")),
          ` ${f.t("ui.target")}: ${final.target}, ${f.t("ui.total")}: ${final.totals[0]}`,
        ]),
        html("p", { class: "ag-muted" }, `${f.t("ui.groups")}: ` + groups.map(([type, n], i) =>
          `${f.typeName(type)} ${n}${i >= 4 ? " ✗" : ""}`).join(" · ")),
      ]);
    }
    return html("section", { class: "ag-panel ag-final" }, [html("h5", {}, f.t("ui.score")), table, solo]);
  };
}

// The server's check (the htmx partial in #problems: each problem's line, column and message) as inline
// marks. Marks are shown only while the text is the one that was checked: after an edit they would point
// at moved lines, and a new check is on its way.
import { StateEffect } from "@codemirror/state";

const checked = StateEffect.define(); // a check's answer arrived: lint again

export function serverProblems(box) {
  let checkedText = null;
  let listeners = [];
  if (box) {
    box.addEventListener("htmx:configRequest", (event) => {
      checkedText = event.detail.parameters.get
        ? event.detail.parameters.get("scenario")
        : event.detail.parameters.scenario;
    });
    box.addEventListener("htmx:afterSettle", () => listeners.forEach((listener) => listener()));
  }

  function diagnostics(view) {
    if (!box || checkedText !== view.state.doc.toString()) return [];
    const doc = view.state.doc;
    const marks = [];
    for (const item of box.querySelectorAll("ol.problems li")) {
      const link = item.querySelector("a.at-line");
      if (!link) continue;
      const line = doc.line(Math.min(Math.max(Number(link.dataset.line) || 1, 1), doc.lines));
      const from = Math.min(line.from + Math.max(Number(link.dataset.column) || 1, 1) - 1, line.to);
      const text = item.querySelector(".message");
      marks.push({
        from,
        to: from < line.to ? line.to : from,
        severity: "error",
        source: "check",
        message: text ? text.textContent.trim() : "problem",
      });
    }
    return marks;
  }

  return {
    diagnostics,
    needsRefresh: (update) => update.transactions.some((tr) => tr.effects.some((e) => e.is(checked))),
    attach(view) {
      listeners = [...listeners, () => view.dispatch({ effects: checked.of(null) })];
    },
  };
}

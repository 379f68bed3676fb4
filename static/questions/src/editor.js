// The scenario editor, progressively enhanced: CodeMirror 6 replaces the form's textarea (which stays in the
// form, hidden, and receives every change, so posting and the htmx check work as before). The scenario
// language's JSON Schema (/api/scenario-schema.json, for the game the text names) drives completion
// (completion.js), hover help (hover.js) and inline marks (schema-lint.js); the server's own check (#problems)
// is shown as inline marks too (server-problems.js).
import { EditorView, basicSetup } from "codemirror";
import { hoverTooltip } from "@codemirror/view";
import { yaml, yamlLanguage } from "@codemirror/lang-yaml";
import { linter, lintGutter } from "@codemirror/lint";
import { stateExtensions, updateSchema, handleRefresh } from "codemirror-json-schema";
import { schemaCompletion } from "./completion.js";
import { schemaHover } from "./hover.js";
import { schemaLinter } from "./schema-lint.js";
import { serverProblems } from "./server-problems.js";

// CodeMirror adds its styles as <style> elements: the page's CSP admits them by this nonce (style-src only).
const nonce = document.currentScript ? document.currentScript.nonce : "";

function gameOf(text, games) {
  const match = /^game:[ \t]*["']?([\w-]+)/m.exec(text);
  return match && games.includes(match[1]) ? match[1] : "";
}

function schemaLoader(url) {
  const loaded = new Map();
  return (game) => {
    if (!loaded.has(game)) {
      const address = game ? `${url}?game=${encodeURIComponent(game)}` : url;
      loaded.set(game, fetch(address, { headers: { Accept: "application/schema+json" } })
        .then((response) => (response.ok ? response.json() : undefined))
        .catch(() => undefined));
    }
    return loaded.get(game);
  };
}

function enhance(area) {
  const box = area.closest("[data-schema-url]");
  const games = (box.dataset.games || "").split(" ");
  const loadSchema = schemaLoader(box.dataset.schemaUrl);
  const problems = serverProblems(document.getElementById("problems"));
  let game = null;

  const useSchemaFor = (view) => {
    const wanted = gameOf(view.state.doc.toString(), games);
    if (wanted === game) return;
    game = wanted;
    loadSchema(wanted).then((schema) => {
      if (!schema || game !== wanted) return;
      updateSchema(view, schema);
    });
  };

  const view = new EditorView({
    doc: area.value,
    extensions: [
      basicSetup,
      EditorView.cspNonce.of(nonce || ""),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        "aria-label": "Scenario (YAML)",
        "aria-describedby": area.getAttribute("aria-describedby") || "",
      }),
      yaml(),
      stateExtensions(undefined),
      yamlLanguage.data.of({ autocomplete: schemaCompletion }),
      hoverTooltip(schemaHover),
      linter(schemaLinter, { needsRefresh: handleRefresh, delay: 300 }),
      linter(problems.diagnostics, { needsRefresh: problems.needsRefresh }),
      lintGutter(),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        area.value = update.state.doc.toString();
        area.dispatchEvent(new Event("input", { bubbles: true })); // the htmx check listens for it
        useSchemaFor(update.view);
      }),
    ],
  });
  problems.attach(view);
  area.after(view.dom);
  area.hidden = true;
  area.required = false; // a hidden required field would block the form; the server checks it anyway
  area.dataset.editor = "codemirror";
  useSchemaFor(view);
  const label = document.querySelector(`label[for="${area.id}"]`);
  if (label) label.addEventListener("click", () => view.focus());

  // "line N" links of the problems list select that line in the editor.
  document.addEventListener("click", (event) => {
    const link = event.target.closest("a.at-line");
    if (!link) return;
    event.preventDefault();
    const doc = view.state.doc;
    const line = doc.line(Math.min(Math.max(Number(link.dataset.line) || 1, 1), doc.lines));
    const column = Math.max(Number(link.dataset.column) || 1, 1) - 1;
    view.dispatch({
      selection: { anchor: Math.min(line.from + column, line.to), head: line.to },
      scrollIntoView: true,
    });
    view.focus();
  });
  return view;
}

const area = document.querySelector("[data-schema-url] textarea");
if (area) window.scenarioEditor = enhance(area);

// Inline marks from the JSON Schema. codemirror-json-schema's own linter validates with draft 4 (no `const`,
// no `if`/`then`); this one validates with json-schema-library's draft 7, which reads the 2020-12 keywords the
// engine's schema uses for objects and enums ($defs references, const, if/then) and ignores the rest, so it
// never marks text the engine accepts. The server's check stays the judge.
import { Draft07 } from "json-schema-library";
import { getJSONSchema } from "codemirror-json-schema";
import { parseYAMLDocumentState } from "codemirror-json-schema/yaml";

const KEY_ERRORS = new Set(["NoAdditionalPropertiesError", "RequiredPropertyError", "InvalidPropertyNameError"]);
const drafts = new WeakMap();

function draftFor(schema) {
  if (!drafts.has(schema)) drafts.set(schema, new Draft07(schema));
  return drafts.get(schema);
}

function pointerOf(error) {
  const data = error.data || {};
  if (error.name === "NoAdditionalPropertiesError" && data.property) {
    return `${(data.pointer || "#").slice(1)}/${data.property}`;
  }
  return (data.pointer || "#").slice(1);
}

function message(error) {
  return error.message.replaceAll("`#/", "`").replaceAll(" in `#`", "").replaceAll(" at `#`", "");
}

export function schemaLinter(view) {
  const schema = getJSONSchema(view.state);
  if (!schema || !view.state.doc.length) return [];
  const parsed = parseYAMLDocumentState(view.state);
  if (parsed.data == null || typeof parsed.data !== "object") return []; // syntax: the server says where
  let errors = [];
  try {
    errors = draftFor(schema).validate(parsed.data);
  } catch {
    return [];
  }
  const marks = [];
  for (const error of errors) {
    const place = parsed.pointers.get(pointerOf(error));
    const onKey = KEY_ERRORS.has(error.name);
    const from = place ? (onKey ? place.keyFrom : place.valueFrom) : 0;
    const to = place ? (onKey ? place.keyTo : place.valueTo) : 0;
    if (from === undefined || to === undefined) continue;
    marks.push({ from, to, severity: "error", source: "schema", message: message(error) });
  }
  return marks;
}

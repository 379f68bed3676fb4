// Completion from the scenario schema: keys where a key may go (step kinds, ops, question kinds, fields) and
// values where a value goes (enums and constants: game names, card types, durations, stats, ...). The place
// in the document comes from codemirror-json-schema (a JSON pointer for the cursor in YAML); what may go there
// comes from schema-walk.js, which keeps every branch of a "one of".
import { getJSONSchema, jsonPointerForPosition } from "codemirror-json-schema";
import { parseYAMLDocumentState } from "codemirror-json-schema/yaml";
import { descriptionOf, keysOf, schemasAt, valuesOf } from "./schema-walk.js";

const WORD = /[\w$.:-]*$/;
const KEY_PLACE = /(^|[{,]|^\s*(-\s+)+)\s*$/; // start of a line (after list dashes) or in a flow mapping

function info(root, schema) {
  const text = descriptionOf(root, schema);
  return text ? () => Object.assign(document.createElement("div"), { textContent: text }) : undefined;
}

function parentPointer(pointer, word) {
  if (!pointer) return "";
  const parts = pointer.split("/");
  return parts[parts.length - 1] === word ? parts.slice(0, -1).join("/") : pointer;
}

// The keys the mapping at `pointer` already has (none while the text is not valid YAML).
function presentKeys(state, pointer) {
  const { data } = parseYAMLDocumentState(state);
  const parts = pointer.split("/").slice(1);
  const here = parts.reduce((node, part) => (node && typeof node === "object" ? node[part] : undefined), data);
  return new Set(here && typeof here === "object" && !Array.isArray(here) ? Object.keys(here) : []);
}

// A mapping that is one of several kinds, each named by its key (a condition: `during` with `for`, a step),
// offers the keys of the kind it already names, not those of every kind.
function ofItsKind(schemas, present) {
  const kinds = schemas.filter((s) => s.properties && (s.required || []).length);
  const named = kinds.filter((s) => s.required.every((key) => present.has(key)));
  return named.length ? schemas.filter((s) => !kinds.includes(s) || named.includes(s)) : schemas;
}

function keyOptions(state, root, pointer, word) {
  const parent = parentPointer(pointer, word);
  const present = presentKeys(state, parent);
  present.delete(word);
  const options = [];
  for (const [key, schema] of keysOf(ofItsKind(schemasAt(root, parent), present))) {
    if (present.has(key)) continue;
    options.push({ label: key, type: "property", apply: `${key}: `, info: info(root, schema) });
  }
  return options;
}

function valueOptions(root, pointer, before) {
  const key = /([\w$.-]+):\s*["']?$/.exec(before);
  if (key && pointer.split("/").pop() !== key[1]) pointer = `${pointer}/${key[1]}`; // "key: " with no value yet
  return valuesOf(schemasAt(root, pointer)).map(({ value, schema }) => ({
    label: typeof value === "string" ? value : JSON.stringify(value),
    type: "enum",
    info: info(root, schema),
  }));
}

export function schemaCompletion(context) {
  const root = getJSONSchema(context.state);
  if (!root) return null;
  const word = context.matchBefore(WORD);
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, word.from - line.from);
  if (!context.explicit && word.from === word.to && !/:\s+$/.test(before)) return null;
  const pointer = jsonPointerForPosition(context.state, context.pos, -1, "yaml") || "";
  const options = KEY_PLACE.test(before)
    ? keyOptions(context.state, root, pointer, word.text)
    : valueOptions(root, pointer, before);
  return options.length ? { from: word.from, options, validFor: /^[\w$.:-]*$/ } : null;
}

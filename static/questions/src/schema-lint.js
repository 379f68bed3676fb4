// Inline marks from the JSON Schema. codemirror-json-schema's own linter validates with draft 4 (no `const`,
// no `if`/`then`); this one validates with json-schema-library's draft 7, which reads the 2020-12 keywords the
// engine's schema uses ($defs references, const, if/then, oneOf) and ignores the rest, so it never marks text
// the engine accepts. The server's check stays the judge.
import { Draft07, isJsonError } from "json-schema-library";
import { getJSONSchema } from "codemirror-json-schema";
import { parseYAMLDocumentState } from "codemirror-json-schema/yaml";
import { unknownKeyMessage, valueMessage } from "./messages.js";
import { keysOf, placesAt, resolve } from "./schema-walk.js";

const UNKNOWN_KEY = new Set(["NoAdditionalPropertiesError", "UnknownKeyError"]); // marked on the key itself
const KEY_ERRORS = new Set([...UNKNOWN_KEY, "RequiredPropertyError", "InvalidPropertyNameError"]);
const EITHER_ERRORS = new Set(["OneOfError", "AnyOfError", "MultipleOneOfError"]);
// A value of the wrong kind or not among the choices: reworded from the schema at its place.
const VALUE_ERRORS = new Set([...EITHER_ERRORS, "EnumError", "ConstError", "TypeError", "PatternError"]);
const drafts = new WeakMap();
const MAX_DEPTH = 16; // nested "one of"s explained (a step, its effect, a procedure's step ...)

// The library's `items` returns at the first item that matches no alternative of a "one of" (a bad step), so
// only that one would be marked; this one checks every item, as the server's check does.
function everyItem(draft, schema, value, pointer) {
  if (schema.items === false) {
    return value.length ? draft.errors.invalidDataError({ pointer, value, schema }) : undefined;
  }
  return value.flatMap((item, i) => {
    const itemSchema = draft.step(i, schema, value, pointer);
    return isJsonError(itemSchema) ? [itemSchema] : draft.validate(item, itemSchema, `${pointer}/${i}`);
  });
}

function draftFor(schema) {
  if (!drafts.has(schema)) drafts.set(schema, new Draft07(schema, { validateKeyword: { items: everyItem } }));
  return drafts.get(schema);
}

const pointerOf = (error) => ((error.data && error.data.pointer) || "#").slice(1);

function valueAt(data, pointer) {
  const parts = pointer.split("/").slice(1);
  return parts.reduce((node, part) => (node && typeof node === "object" ? node[part] : undefined), data);
}

// "Matches none of the alternatives" says little: a step or an effect is told apart by its key (enter_play,
// ask; an op), so check the value against the alternative whose required key it has, or name those keys.
function explainEither(draft, root, error, data, depth = 0) {
  const pointer = pointerOf(error);
  const value = valueAt(data, pointer);
  if (!value || typeof value !== "object" || Array.isArray(value)) return [error];
  const schema = error.data && error.data.schema;
  const branches = (schema && (schema.oneOf || schema.anyOf)) || [];
  const objects = branches.flatMap((branch) => resolve(root, branch)).filter((b) => (b.required || []).length);
  const chosen = objects.filter((b) => b.properties && b.required.every((key) => key in value));
  if (chosen.length === 1) {
    const inner = draft.validate(value, chosen[0], `#${pointer}`);
    if (inner.length) return explained(draft, root, inner, data, depth + 1);
  }
  const known = keysOf([schema, ...branches].flatMap((s) => resolve(root, s)));
  const unknown = Object.keys(value).filter((key) => !known.has(key));
  if (unknown.length) return unknown.map((property) => unknownKey(error, pointer, property, known.keys()));
  const keys = [...new Set(objects.flatMap((b) => b.required))];
  const found = keys.filter((key) => key in value);
  if (!keys.length || found.length === 1) return [error];
  const text = found.length
    ? `only one of these keys may be given, found: ${found.join(", ")}`
    : `expected one of the keys: ${keys.join(", ")}`;
  return [{ ...error, name: "ExpectedKeyError", message: text }];
}

function unknownKey(error, pointer, property, known) {
  const message = unknownKeyMessage(property, known);
  return { ...error, name: "UnknownKeyError", message, data: { pointer: `#${pointer}`, property } };
}

// A key no alternative has, or a value that is not what its place takes, named with what is expected.
function reworded(root, error, data) {
  const pointer = pointerOf(error);
  if (error.name === "NoAdditionalPropertiesError") {
    const known = keysOf(resolve(root, error.data.schema || {}));
    return unknownKey(error, pointer, error.data.property, known.keys());
  }
  if (error.name === "RequiredPropertyError") {
    return { ...error, message: `missing required field '${error.data.key}'` };
  }
  if (!VALUE_ERRORS.has(error.name)) return error;
  const value = valueAt(data, pointer);
  const mapping = value && typeof value === "object" && !Array.isArray(value);
  if (mapping && EITHER_ERRORS.has(error.name)) return error;
  return { ...error, message: valueMessage(root, value, placesAt(root, pointer), pointer) };
}

// Each "matches none of the alternatives" explained, down to the alternative's own errors (a step's effect).
function explained(draft, root, errors, data, depth = 0) {
  if (depth > MAX_DEPTH) return errors;
  return errors
    .flatMap((e) => (EITHER_ERRORS.has(e.name) ? explainEither(draft, root, e, data, depth) : [e]))
    .map((e) => reworded(root, e, data));
}

// Every error the schema finds in `data` (a scenario), each "one of" explained.
export function schemaErrors(schema, data) {
  const draft = draftFor(schema);
  return explained(draft, schema, draft.validate(data), data);
}

function markRange(doc, place, onKey) {
  if (!place) return [0, 0];
  const from = onKey || place.valueFrom === undefined ? place.keyFrom : place.valueFrom;
  const to = onKey || place.valueTo === undefined ? place.keyTo : place.valueTo;
  return [from, Math.min(to, doc.lineAt(from).to)];
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
    errors = schemaErrors(schema, parsed.data);
  } catch {
    return [];
  }
  const marks = [];
  for (const error of errors) {
    const data = error.data || {};
    const onKey = KEY_ERRORS.has(error.name);
    const pointer = UNKNOWN_KEY.has(error.name) ? `${pointerOf(error)}/${data.property}` : pointerOf(error);
    const [from, to] = markRange(view.state.doc, parsed.pointers.get(pointer), onKey);
    marks.push({ from, to, severity: "error", source: "schema", message: message(error) });
  }
  return marks;
}

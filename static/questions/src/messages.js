// The schema check's messages, worded for players and judges like the server's check: the bad key or value
// named, with what is expected ("'moon' is not a zone: expected one of ...", "unknown field 'bowe' (did you
// mean 'bow'?)"), never a piece of the schema.
import { resolve } from "./schema-walk.js";

const MAX_CHOICES = 16;
const TYPE_WORDS = {
  integer: "a whole number",
  number: "a number",
  string: "text",
  boolean: "true or false",
  object: "a mapping",
  array: "a list",
  null: "nothing",
};

// How alike two words are, from 0 to 1, as Python's difflib reads it (twice the letters they share in
// order, over both lengths): the server's check suggests with difflib at 0.6.
function likeness(a, b) {
  const row = new Array(b.length + 1).fill(0);
  for (const ca of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = ca === b[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return (2 * row[b.length]) / (a.length + b.length || 1);
}

export function suggestion(word, choices) {
  let best = null;
  let score = 0.6;
  for (const choice of [...choices].sort()) {
    const s = likeness(String(word), choice);
    if (s >= score && !(best && s === score)) [best, score] = [choice, s];
  }
  return best ? ` (did you mean '${best}'?)` : "";
}

export function unknownKeyMessage(key, known) {
  return `unknown field '${key}'${suggestion(key, known)}`;
}

// The name of what a schema is, when it is one of the game's definitions ("#/$defs/l5r.zone": zone).
function definedName(schema) {
  const direct = [schema, ...(schema.anyOf || []), ...(schema.oneOf || [])];
  const names = direct
    .map((s) => (s && typeof s.$ref === "string" ? /^#\/\$defs\/[\w-]+\.(\w+)$/.exec(s.$ref) : null))
    .filter(Boolean)
    .map((match) => match[1].replaceAll("_", " "));
  return names.length === 1 ? names[0] : "";
}

function typeWords(root, schema, type) {
  if (type !== "array" || !schema.items) return TYPE_WORDS[type] || type;
  const items = resolve(root, schema.items).flatMap((s) => [s.type].flat()).filter(Boolean);
  return items.length ? `a list of ${[...new Set(items)].map((t) => TYPE_WORDS[t] || t).join(" or ")}` : "a list";
}

// What the schemas at a place accept: listed values first, then kinds of value ("a whole number").
function expected(root, schemas) {
  const values = new Set();
  const kinds = new Set();
  for (const schema of schemas.flatMap((s) => resolve(root, s))) {
    (schema.enum || []).forEach((v) => values.add(String(v)));
    if ("const" in schema) values.add(String(schema.const));
    const listed = schema.enum || "const" in schema || schema.pattern;
    if (!listed) [schema.type].flat().filter(Boolean).forEach((t) => kinds.add(typeWords(root, schema, t)));
  }
  const shown = [...values].slice(0, MAX_CHOICES);
  const more = values.size > shown.length ? ", ..." : "";
  const parts = [];
  if (shown.length) parts.push(shown.length === 1 ? shown[0] : `one of ${shown.join(", ")}${more}`);
  parts.push(...kinds);
  return parts.length ? `expected ${parts.join(" or ")}` : "";
}

function kindOfValue(value) {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "nothing";
  return TYPE_WORDS[typeof value === "number" && Number.isInteger(value) ? "integer" : typeof value];
}

// "'moon' is not a zone: expected one of ..." for a value the schemas at `pointer` refuse.
export function valueMessage(root, value, schemas, pointer) {
  const what = expected(root, schemas);
  const parts = pointer.split("/");
  const key = parts[parts.length - 1];
  const scalar = value === null || typeof value !== "object";
  if (!scalar) {
    const got = kindOfValue(value);
    return `${key}: ${what || "not expected here"}${what.includes(got) ? "" : `, got ${got}`}`;
  }
  const name = schemas.map(definedName).find(Boolean);
  const place = /^\d+$/.test(key) ? `not valid in ${parts[parts.length - 2]}` : `not a valid ${key}`;
  return `'${value}' is ${name ? `not a ${name}` : place}${what ? `: ${what}` : ""}`;
}

// Walking the scenario schema (JSON Schema 2020-12) along a path of keys and list positions: local $refs
// resolved, and every branch of allOf / anyOf / oneOf / if-then-else kept as an alternative, so a place that
// may hold "one of" several objects offers the keys and values of all of them.
const MAX_DEPTH = 64; // $ref chains and nested branches; the schema's own recursion is reached one step at a time

export function resolve(root, schema, depth = 0) {
  if (!schema || typeof schema !== "object" || depth > MAX_DEPTH) return [];
  if (typeof schema.$ref === "string" && schema.$ref.startsWith("#")) {
    const target = schema.$ref
      .slice(1)
      .split("/")
      .filter(Boolean)
      .reduce((node, part) => (node ? node[part.replaceAll("~1", "/").replaceAll("~0", "~")] : undefined), root);
    const { $ref, ...rest } = schema;
    return [...resolve(root, target, depth + 1), ...(Object.keys(rest).length ? [rest] : [])];
  }
  const branches = [schema.allOf, schema.anyOf, schema.oneOf, [schema.then], [schema.else]]
    .flat()
    .filter(Boolean);
  return [schema, ...branches.flatMap((branch) => resolve(root, branch, depth + 1))];
}

function child(schema, segment) {
  if (/^\d+$/.test(segment) && schema.items && typeof schema.items === "object") return [schema.items];
  if (schema.properties && segment in schema.properties) return [schema.properties[segment]];
  const patterns = Object.entries(schema.patternProperties || {});
  const matched = patterns.filter(([pattern]) => new RegExp(pattern, "u").test(segment));
  if (matched.length) return matched.map(([, value]) => value);
  if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
    return [schema.additionalProperties];
  }
  return [];
}

// The schemas written for the value at `pointer` ("/steps/0/ask"), as written (a $ref not yet followed).
export function placesAt(root, pointer) {
  const segments = pointer.split("/").slice(1).map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
  let here = [root];
  for (const segment of segments) {
    here = here.flatMap((schema) => resolve(root, schema)).flatMap((schema) => child(schema, segment));
  }
  return here;
}

// Every schema that applies at `pointer`, each already resolved into its alternatives.
export function schemasAt(root, pointer) {
  return placesAt(root, pointer).flatMap((schema) => resolve(root, schema));
}

export function keysOf(schemas) {
  const keys = new Map();
  for (const schema of schemas) {
    for (const [key, value] of Object.entries(schema.properties || {})) {
      if (!keys.has(key)) keys.set(key, value);
    }
  }
  return keys;
}

export function valuesOf(schemas) {
  const values = new Map();
  for (const schema of schemas) {
    for (const value of schema.enum || []) values.set(JSON.stringify(value), { value, schema });
    if ("const" in schema) values.set(JSON.stringify(schema.const), { value: schema.const, schema });
    const types = [schema.type].flat();
    if (types.includes("boolean")) [true, false].forEach((v) => values.set(String(v), { value: v, schema }));
  }
  return [...values.values()];
}

export function descriptionOf(root, schema) {
  return resolve(root, schema).map((s) => s.description).find(Boolean) || "";
}

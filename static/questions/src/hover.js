// Hover help: the schema's description of the key or value under the pointer (the engine writes these from
// each construct's documentation), found with schema-walk.js like completion.
import { getJSONSchema, jsonPointerForPosition } from "codemirror-json-schema";
import { descriptionOf, schemasAt } from "./schema-walk.js";

export function schemaHover(view, pos, side) {
  const root = getJSONSchema(view.state);
  const pointer = root && jsonPointerForPosition(view.state, pos, side, "yaml");
  if (!pointer) return null;
  const text = schemasAt(root, pointer).map((schema) => descriptionOf(root, schema)).find(Boolean);
  if (!text) return null;
  const word = view.state.wordAt(pos);
  return {
    pos: word ? word.from : pos,
    end: word ? word.to : pos,
    above: true,
    create() {
      const dom = document.createElement("div");
      dom.className = "cm-schema-hover";
      const key = document.createElement("code");
      key.textContent = decodeURIComponent(pointer.split("/").pop());
      dom.append(key, ` ${text}`);
      return { dom };
    },
  };
}

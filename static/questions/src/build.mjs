// Bundles the scenario editor into static/questions/scenario-editor.js (run by scripts/build-js.sh).
import { build } from "esbuild";

// codemirror-json-schema renders Markdown with markdown-it and shiki; use plain text instead (plain-text.js).
const plainText = {
  name: "plain-text-descriptions",
  setup(b) {
    b.onResolve({ filter: /\/utils\/markdown$/ }, (args) =>
      args.importer.includes("codemirror-json-schema")
        ? { path: new URL("./plain-text.js", import.meta.url).pathname }
        : undefined,
    );
  },
};

await build({
  entryPoints: [new URL("./editor.js", import.meta.url).pathname],
  outfile: new URL("../scenario-editor.js", import.meta.url).pathname,
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  legalComments: "eof",
  plugins: [plainText],
  logLevel: "info",
});

// Stands in for codemirror-json-schema's utils/markdown.js (markdown-it + shiki: over 600 KB, and shiki
// compiles WebAssembly, which the site's CSP forbids). Schema descriptions and messages are shown as text:
// HTML-escaped, with `code` spans kept.
const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function renderMarkdown(text) {
  const escaped = String(text ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]);
  return escaped.replace(/`([^`]+)`/g, "<code>$1</code>");
}

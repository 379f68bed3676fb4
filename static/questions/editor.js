// The scenario textarea: a problem's "line N" link puts the cursor on that line of the text.
document.addEventListener("click", (event) => {
  const link = event.target.closest("a.at-line");
  if (!link) return;
  const area = document.getElementById("id_scenario");
  if (!area || area.dataset.editor) return; // the code editor (scenario-editor.js) selects the line itself
  event.preventDefault();
  const lines = area.value.split("\n");
  const line = Math.min(Number(link.dataset.line) || 1, lines.length);
  let offset = 0;
  for (let i = 0; i < line - 1; i += 1) offset += lines[i].length + 1;
  const column = Math.max(Number(link.dataset.column) || 1, 1) - 1;
  area.focus();
  area.setSelectionRange(offset + column, offset + lines[line - 1].length);
  const lineHeight = area.scrollHeight / Math.max(lines.length, 1);
  area.scrollTop = Math.max(0, (line - 3) * lineHeight);
});

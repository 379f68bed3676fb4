// The guided builder: show only the inputs the chosen line of "Add an effect, a step or a question" needs.
// Without scripts every input shows and the server ignores the unused ones. Re-applied after htmx swaps.
(() => {
  const sync = (form) => {
    const select = form.querySelector("select[name=option]");
    if (!select) return;
    for (const input of form.querySelectorAll(".step-input[data-for]")) {
      const uses = input.dataset.for.split(" ");
      input.hidden = !uses.includes(select.value);
    }
  };
  const syncAll = () => document.querySelectorAll("#step-form").forEach(sync);
  document.addEventListener("change", (event) => {
    const form = event.target.closest("#step-form");
    if (form && event.target.name === "option") sync(form);
  });
  document.addEventListener("DOMContentLoaded", syncAll);
  document.addEventListener("htmx:afterSettle", syncAll);
})();

// Site-wide behaviour, loaded by base.html. No inline scripts anywhere: the Content Security Policy forbids them.

// htmx swaps only 2xx answers. A target (or an element around it) with data-swap-errors="400 422" also shows
// answers with those statuses, such as the card search's 400 carrying the message about a bad query.
document.addEventListener("htmx:beforeSwap", (event) => {
  const holder = event.detail.target && event.detail.target.closest("[data-swap-errors]");
  if (!holder) return;
  const codes = holder.dataset.swapErrors.split(/[\s,]+/);
  if (codes.includes(String(event.detail.xhr.status))) {
    event.detail.shouldSwap = true;
    event.detail.isError = false;
  }
});

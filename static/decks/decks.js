// Deck pages: let htmx show the answers the server sends with a 4xx status (an error message next to the
// field, a refused upload) instead of dropping them. No other script: every page works without it.
document.addEventListener("htmx:beforeSwap", function (event) {
  var status = event.detail.xhr.status;
  if (status === 400 || status === 403 || status === 413 || status === 422) {
    event.detail.shouldSwap = true;
    event.detail.isError = false;
  }
});

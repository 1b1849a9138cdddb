// The public page's one script, sent as written (documents.tsx): hides a broken avatar, uncovering the
// initial, and reports clicks and middle clicks on the owner's links to /api/click.
(() => {
  const username = document.body.dataset.user;
  const avatar = document.querySelector(".avatar img");
  if (avatar) {
    const remove = () => avatar.remove();
    // Failed before this ran: no error event is left to fire.
    if (avatar.complete && !avatar.naturalWidth) remove();
    else avatar.addEventListener("error", remove);
  }
  const report = (event) => {
    const link = event.target.closest?.("a[data-i]");
    if (!link || (event.type === "auxclick" && event.button !== 1)) return;
    const body = JSON.stringify({
      username,
      linkIndex: +link.dataset.i,
      referrer: document.referrer,
      utmSource: new URLSearchParams(location.search).get("utm_source") ?? undefined,
    });
    // sendBeacon outlives the navigation the click starts; a report lost anyway is only a lost count.
    try {
      if (navigator.sendBeacon("/api/click", new Blob([body], { type: "application/json" }))) return;
    } catch {}
    const init = { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true };
    fetch("/api/click", init).catch(() => {});
  };
  document.addEventListener("click", report);
  document.addEventListener("auxclick", report);
})();

// The public page's one script, sent as written (documents.tsx): hides a broken avatar, uncovering the
// initial, reports clicks and middle clicks on the owner's links to /api/click, and turns a pressed
// player's facade (contract/page/embed-facade.tsx) into the player's frame. Without it a facade is a link.
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
  const play = (event) => {
    const facade = event.target.closest?.("a[data-embed]");
    // A modified click opens the link in a new tab, as any link's would.
    if (!facade || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const frame = document.createElement("iframe");
    frame.src = facade.dataset.embed;
    frame.title = facade.dataset.title;
    frame.className = `player player--${facade.dataset.shape}`;
    frame.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
    frame.allowFullscreen = true;
    // The players refuse to start without knowing the page they are on (its origin is enough).
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    facade.replaceWith(frame);
    frame.focus();
  };
  document.addEventListener("click", report);
  document.addEventListener("click", play);
  document.addEventListener("auxclick", report);
})();

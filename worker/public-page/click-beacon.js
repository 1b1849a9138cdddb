// The public page's only script, inlined under the response's CSP nonce: the page loads no script file.
// It counts clicks on the owner's links and hides a broken avatar; minified at build time.
(() => {
  const username = document.body.dataset.user;

  // A broken avatar image is removed, uncovering the initial letter drawn behind it. An image that
  // failed before this script ran has no error event left to fire: it is complete but has no width.
  const avatar = document.querySelector(".avatar img");
  if (avatar) {
    const removeAvatar = () => avatar.remove();
    if (avatar.complete && !avatar.naturalWidth) removeAvatar();
    else avatar.addEventListener("error", removeAvatar);
  }

  // A click, or a middle click (which opens a tab without a click event), on a link reports
  // {username, linkIndex} to /api/click, with where the visit came from (the page's own Referer and
  // utm_source), so analytics attribute the click like the view. sendBeacon outlives the navigation the click starts; when the
  // browser refuses or throws, fetch with keepalive does the same. A lost report is only a lost count.
  const reportClick = (event) => {
    const link = event.target.closest?.("a[data-i]");
    if (!link || (event.type === "auxclick" && event.button !== 1)) return;
    const body = JSON.stringify({
      username,
      linkIndex: +link.dataset.i,
      referrer: document.referrer,
      utmSource: new URLSearchParams(location.search).get("utm_source") ?? undefined,
    });
    try {
      if (navigator.sendBeacon("/api/click", new Blob([body], { type: "application/json" }))) return;
    } catch {
      // Falls through to fetch.
    }
    fetch("/api/click", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      keepalive: true,
    }).catch(() => {});
  };
  document.addEventListener("click", reportClick);
  document.addEventListener("auxclick", reportClick);
})();

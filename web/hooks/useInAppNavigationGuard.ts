// Asks before an in-app link leaves a screen with unsaved edits (docs/product.md, "Making the page yours"): a click on a same-origin
// link is held while `active`, and the screen shows its own confirmation; 'Leave' follows the link.
// The browser's own prompt (useUnsavedChangesWarning) covers reloads, closing and typed addresses.
import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

export function useInAppNavigationGuard(active: boolean) {
  const navigate = useNavigate();
  // The router's idea of where we are (the same as the address bar's in the browser).
  const here = useLocation().pathname;
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    // Capture phase on the document: it runs before the router's own click handler on the link.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download")) {
        return;
      }
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (url.pathname === here) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [active, here]);

  const leave = useCallback(() => {
    if (pending) navigate(pending);
    setPending(null);
  }, [navigate, pending]);
  const stay = useCallback(() => setPending(null), []);

  return { pending, leave, stay };
}

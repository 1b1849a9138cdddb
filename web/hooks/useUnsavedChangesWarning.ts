// Asks the browser to confirm leaving the page (reload, closing the tab, typing another address)
// while `active`, so local edits held until 'Save changes' are not lost by accident.
import { useEffect } from "react";

export function useUnsavedChangesWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only show the prompt when returnValue is set; the text itself is ignored.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
}

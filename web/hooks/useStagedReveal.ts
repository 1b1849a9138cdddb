// Shows a long screen's parts a browser task apart once its data is in, and only as far down as the
// owner can soon see. Rendered in one go, the dashboard's cards made one task of several hundred
// milliseconds on a mid-range phone, and nothing the owner did in the meantime could be answered;
// rendered in stages, the first cards paint at once and the owner's input is answered between them.
// A part whose place is still far below the viewport waits until the owner scrolls towards it, or
// does anything on the page — presses a key, touches or clicks, edits a field: then every part comes,
// so a keyboard user moving through the page, a search of it, or the save bar an edit calls up never
// finds a part missing.
import { useEffect, useRef, useState } from "react";

/** What the owner does on the page that brings every part at once. */
const engagements = ["keydown", "pointerdown", "input"] as const;

/**
 * How many of `stages` stages to show: none while `active` is false, then one more after each rendered
 * stage, each in a task of its own, while `isDue(next)` says the next one is near enough to be seen.
 */
export function useStagedReveal(stages: number, active: boolean, isDue: (stage: number) => boolean = () => true) {
  const [shown, setShown] = useState(0);
  const [engaged, setEngaged] = useState(false);
  const due = useRef(isDue);
  due.current = isDue;

  useEffect(() => {
    if (!active || engaged) return;
    // A task later: rendered inside the event, the screen would draw an edited field again from its
    // old value before the field's own handler had read what was typed.
    const engage = () => setTimeout(() => setEngaged(true), 0);
    for (const type of engagements) window.addEventListener(type, engage, { capture: true, passive: true });
    return () => {
      for (const type of engagements) window.removeEventListener(type, engage, { capture: true });
    };
  }, [active, engaged]);

  useEffect(() => {
    if (!active) {
      setShown(0);
      return;
    }
    if (shown >= stages) return;
    if (!engaged && !due.current(shown)) {
      // Paused: look again whenever the viewport moves or changes size, and show the stage once due.
      let woken = false; // several scroll events can come before the stage renders: one stage each
      const lookAgain = () => {
        if (woken || !due.current(shown)) return;
        woken = true;
        setShown((count) => count + 1);
      };
      window.addEventListener("scroll", lookAgain, { passive: true });
      window.addEventListener("resize", lookAgain);
      return () => {
        window.removeEventListener("scroll", lookAgain);
        window.removeEventListener("resize", lookAgain);
      };
    }
    const next = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(next);
  }, [active, shown, stages, engaged]);
  return active ? shown : 0;
}

/** Whether an element's top is within one viewport's height below the viewport (or above it). */
export function nearViewport(element: Element | null): boolean {
  return !element || element.getBoundingClientRect().top < window.innerHeight * 2;
}

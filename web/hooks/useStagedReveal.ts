// Shows a long screen's parts a browser task apart once its data is in. Rendered in one go, the
// dashboard's cards made one task of several hundred milliseconds on a mid-range phone, and nothing the
// owner did in the meantime could be answered; rendered in stages, the first cards paint at once and
// the owner's input is answered between the stages.
import { useEffect, useState } from "react";

/**
 * How many of `stages` stages to show: none while `active` is false, then one more after each
 * rendered stage, each in a task of its own, until all are shown.
 */
export function useStagedReveal(stages: number, active: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!active) {
      setShown(0);
      return;
    }
    if (shown >= stages) return;
    const next = setTimeout(() => setShown((count) => count + 1), 0);
    return () => clearTimeout(next);
  }, [active, shown, stages]);
  return active ? shown : 0;
}

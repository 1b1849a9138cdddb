// The current time, refreshed every `everyMs`: for views that change as the clock passes a time (a
// scheduled link starting) without any edit.
import { useEffect, useState } from "react";

export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

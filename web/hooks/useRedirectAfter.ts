// Navigates to `to` once `delayMs` has passed, for the end screens that move on by themselves
// (verification 10 s, password reset 3 s), and answers the whole seconds left, so the screen can
// count down to it (docs/product.md, "Screens"). A null target means "not yet"; leaving the page cancels.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

const secondMs = 1000;

export function useRedirectAfter(to: string | null, delayMs: number): number {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(() => Math.ceil(delayMs / secondMs));
  useEffect(() => {
    if (to === null) return;
    // Counted from the deadline rather than tick by tick: a background tab's timers run late.
    const deadline = Date.now() + delayMs;
    setSecondsLeft(Math.ceil(delayMs / secondMs));
    const tick = setInterval(
      () => setSecondsLeft(Math.max(1, Math.ceil((deadline - Date.now()) / secondMs))),
      secondMs,
    );
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, [to, delayMs, navigate]);
  return secondsLeft;
}

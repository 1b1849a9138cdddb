// Navigates to `to` once `delayMs` has passed, for the end screens that move on by themselves
// (verification 10 s, password reset 3 s). A null target means "not yet"; leaving the page cancels.
import { useEffect } from "react";
import { useNavigate } from "react-router";

export function useRedirectAfter(to: string | null, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
}

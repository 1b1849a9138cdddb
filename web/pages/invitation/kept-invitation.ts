// An invitation opened while signed out is kept in this browser, so that after signing up, verifying
// the address and signing in, the person lands back on it: the dashboard, on load, sends whoever has a
// kept invitation to /invitation?token=… once, forgetting it as it does. Storage that cannot be used
// (a privacy mode) keeps nothing: the mailed link still works when opened again.
import { useEffect } from "react";
import { useNavigate } from "react-router";

export const keptInvitationKey = "ln_invitation";

/** The invitation screen's address for a token. */
export function invitationPath(token: string): string {
  return `/invitation?${new URLSearchParams({ token })}`;
}

export function keepInvitation(token: string): void {
  try {
    localStorage.setItem(keptInvitationKey, token);
  } catch {
    // Not kept: the person opens the mailed link again once signed in.
  }
}

/** The kept token, forgotten as it is read: a person is sent to it once. */
export function takeKeptInvitation(): string | null {
  try {
    const token = localStorage.getItem(keptInvitationKey);
    localStorage.removeItem(keptInvitationKey);
    return token?.trim() || null;
  } catch {
    return null;
  }
}

/** Forgets the kept token: the invitation was answered. */
export function forgetKeptInvitation(): void {
  try {
    localStorage.removeItem(keptInvitationKey);
  } catch {
    // Nothing was kept.
  }
}

/** The dashboard's part: on load, a kept invitation takes the person to it, once. */
export function useKeptInvitation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const token = takeKeptInvitation();
    if (token) navigate(invitationPath(token), { replace: true });
  }, [navigate]);
}

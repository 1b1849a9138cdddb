// Loading the profile for the dashboard (product §8 "Profile load (editor)"): 'Failed to load profile'
// when the server says no, 'Network error loading profile' when it cannot be reached, and a retry.
import { useCallback, useEffect, useState } from "react";
import { useAuth } from "../../../auth/AuthProvider";
import { fetchProfile } from "./profile-api";
import type { Profile } from "./types";

export type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready" };

export const loadMessages = {
  failed: "Failed to load profile",
  network: "Network error loading profile",
} as const;

/** `onLoaded` must be stable (a useCallback over state setters): a new identity would load again. */
export function useProfileLoad(onLoaded: (profile: Profile) => void) {
  const { refresh } = useAuth();
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Runs again on a retry (`attempt`); StrictMode's first run is aborted and its answer ignored.
    void attempt;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchProfile(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        onLoaded(result.data);
        setState({ status: "ready" });
        return;
      }
      // A 401 means the session ended elsewhere: the session check clears the user and the route
      // guard takes them to /login.
      if (result.status === 401) void refresh();
      setState({ status: "error", message: result.networkError ? loadMessages.network : loadMessages.failed });
    });
    return () => controller.abort();
  }, [attempt, refresh, onLoaded]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { state, retry };
}

// Loading the profile for the dashboard (the messages in contract/ (Profile load (editor))): 'Failed to load profile'
// when the server says no, 'Network error loading profile' when it cannot be reached, and a retry.
import { useCallback, useEffect, useState } from "react";
import { ownProfilePath } from "#contract/first-reads";
import { useDocumentData } from "../../../api/document-answers";
import { useAuth } from "../../../auth/AuthProvider";
import { fetchProfile, toProfile } from "./profile-api";
import type { Profile } from "./types";

export type LoadState = { status: "loading" } | { status: "error"; message: string } | { status: "ready" };

export const loadMessages = {
  failed: "Failed to load profile",
  network: "Network error loading profile",
} as const;

export type FirstProfile = { profile: Profile | null; claim: () => boolean };

/** The profile the document came with, if it did (web/api/document-answers.ts): the editor starts from it. */
export function useFirstProfile(): FirstProfile {
  const { data, claim } = useDocumentData<unknown>(ownProfilePath);
  const [profile] = useState(() => (data === undefined ? null : toProfile(data)));
  return { profile, claim };
}

/**
 * `onLoaded` must be stable (a useCallback over state setters): a new identity would load again. With a
 * `first` profile the editor already holds, the load is ready at once and reads nothing.
 */
export function useProfileLoad(onLoaded: (profile: Profile) => void, first: FirstProfile) {
  const { refresh } = useAuth();
  const [state, setState] = useState<LoadState>(first.profile ? { status: "ready" } : { status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const { claim } = first;

  useEffect(() => {
    // Runs again on a retry (`attempt`); StrictMode's first run is aborted and its answer ignored.
    void attempt;
    if (claim()) return;
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
  }, [attempt, refresh, onLoaded, claim]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { state, retry };
}

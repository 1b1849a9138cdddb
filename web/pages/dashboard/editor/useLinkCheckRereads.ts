// The link safety check judges a saved page's new web addresses off the save path, within seconds
// (worker/safety/url-checks.ts). After a save that added any, the profile is read again a few times
// meanwhile, so a link the check holds shows "Held for review" without a reload (the editor keeps the
// owner's edits and takes the holds: withSourcesFrom in draft.ts).
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { timings } from "../../../timings";
import { newWebAddresses } from "./draft";
import type { Profile } from "./types";

/** `profileKey` is the query of the page that was saved. */
export function useLinkCheckRereads(profileKey: QueryKey): (before: Profile, after: Profile) => void {
  const queryClient = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const stop = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => stop, [stop]);
  return useCallback(
    (before: Profile, after: Profile) => {
      if (newWebAddresses(before, after).length === 0) return;
      stop();
      timers.current = timings.linkCheckRereadsMs.map((delay) =>
        setTimeout(() => void queryClient.refetchQueries({ queryKey: profileKey }), delay),
      );
    },
    [queryClient, profileKey, stop],
  );
}

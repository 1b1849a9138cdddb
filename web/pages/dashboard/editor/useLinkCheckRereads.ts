// The link safety check judges a saved page's new web addresses off the save path, within seconds
// (worker/safety/url-checks.ts). After a save that added any, the profile is read again a few times
// meanwhile, so a link the check holds shows "Held for review" without a reload (the editor keeps the
// owner's edits and takes the holds: withSourcesFrom in draft.ts).
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { timings } from "../../../timings";
import { newWebAddresses } from "./draft";
import { profileQuery } from "./profile-api";
import type { Profile } from "./types";

export function useLinkCheckRereads(): (before: Profile, after: Profile) => void {
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
        setTimeout(() => void queryClient.refetchQueries({ queryKey: profileQuery.queryKey }), delay),
      );
    },
    [queryClient, stop],
  );
}

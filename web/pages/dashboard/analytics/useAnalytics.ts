// Loads the owner's report for the picked range. A Pro range a free account may not see answers 403:
// that is the card's upgrade offer, not an error.
import { useEffect, useState } from "react";
import type { AnalyticsRange, AnalyticsReport } from "#contract/analytics";
import { api, failureMessage } from "../../../api/client";

export type AnalyticsState =
  | { status: "loading" }
  | { status: "ready"; report: AnalyticsReport }
  | { status: "pro-required"; message: string }
  | { status: "error"; message: string };

export const loadFailed = "Analytics could not be loaded. Please try again.";

export function useAnalytics(range: AnalyticsRange, attempt: number): AnalyticsState {
  const [state, setState] = useState<AnalyticsState>({ status: "loading" });
  useEffect(() => {
    // `attempt` only asks for the same range again (Try again).
    void attempt;
    const controller = new AbortController();
    setState({ status: "loading" });
    api<AnalyticsReport>(`/api/analytics?range=${range}`, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ status: "ready", report: result.data });
      else if (result.status === 403) setState({ status: "pro-required", message: failureMessage(result, loadFailed) });
      else setState({ status: "error", message: failureMessage(result, loadFailed) });
    });
    return () => controller.abort();
  }, [range, attempt]);
  return state;
}

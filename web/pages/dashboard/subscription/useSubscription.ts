// The subscription status and the actions on it. After a cancel, a resume or a checkout return the
// status is fetched again after 2 s (docs/product.md, "Accounts: the rules"), giving the provider's webhook time to land. Until
// that refetch after a checkout answers, the tier is being confirmed: what was read before may
// predate the webhook.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { billingTexts } from "#contract/billing-texts";
import type { SubscriptionStatus } from "#contract/types";
import { api } from "../../../api/client";
import { ApiError, errorMessage, failureOf, send, sharedReadFreshMs } from "../../../api/queries";
import { timings } from "../../../timings";

export type SubscriptionAction = "checkout" | "portal" | "cancel" | "resume";

const subscriptionStatusPath = "/api/subscription-status";

/** The plan, which the subscription card and the analytics card both show: one read for both. */
export const subscriptionQuery = queryOptions({
  queryKey: [subscriptionStatusPath],
  queryFn: async ({ signal }) => {
    const result = await api<SubscriptionStatus>(subscriptionStatusPath, { signal });
    if (result.ok) return result.data;
    // The API reference: a failure here is only logged.
    console.error("subscription status failed", result.status, result.error.msg);
    throw new ApiError(result);
  },
  staleTime: sharedReadFreshMs,
});

const paths: Record<SubscriptionAction, string> = {
  checkout: "/api/create-checkout-session",
  portal: "/api/billing-portal-session",
  cancel: "/api/cancel-subscription",
  resume: "/api/resume-subscription",
};

const failures: Record<SubscriptionAction, string> = {
  checkout: billingTexts.checkoutFailed,
  portal: billingTexts.portalFailed,
  cancel: billingTexts.cancelFailed,
  resume: billingTexts.resumeFailed,
};

type ActionAnswer = { url?: string; msg?: string } & Partial<SubscriptionStatus>;

export function useSubscription(onMessage: (text: string) => void, navigate: (url: string) => void) {
  const queryClient = useQueryClient();
  const status = useQuery(subscriptionQuery);
  const [confirmingCheckout, setConfirmingCheckout] = useState(false);
  /** The action whose page is opening (checkout, billing portal): its button stays busy meanwhile. */
  const [leavingFor, setLeavingFor] = useState<SubscriptionAction | null>(null);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const refetchSoon = useCallback(() => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(() => {
      queryClient.refetchQueries({ queryKey: subscriptionQuery.queryKey }).finally(() => setConfirmingCheckout(false));
    }, timings.statusRefetchMs);
  }, [queryClient]);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  /** Back from a paid checkout: the tier is unknown until the refetch answers. */
  const confirmCheckout = useCallback(() => {
    setConfirmingCheckout(true);
    refetchSoon();
  }, [refetchSoon]);

  const action = useMutation({
    // Cancel and resume are sent with a JSON content type and no body (the API reference).
    mutationFn: (action: SubscriptionAction) =>
      send<ActionAnswer>(paths[action], {
        method: "POST",
        ...(action === "cancel" || action === "resume" ? { headers: { "Content-Type": "application/json" } } : {}),
      }),
    onError: (error, action) => {
      const failure = failureOf(error);
      onMessage(failure.networkError ? failure.error.msg : errorMessage(error, failures[action]));
    },
    onSuccess: (data, action) => {
      if (action === "checkout" || action === "portal") {
        if (!data.url) return onMessage(failures[action]);
        setLeavingFor(action);
        return navigate(data.url);
      }
      onMessage(data.msg ?? (action === "cancel" ? billingTexts.cancelled : billingTexts.resumed));
      if (typeof data.isPro === "boolean") {
        queryClient.setQueryData(subscriptionQuery.queryKey, {
          isPro: data.isPro,
          subscriptionStatus: data.subscriptionStatus ?? null,
          subscriptionEndDate: data.subscriptionEndDate ?? null,
        });
      }
      refetchSoon();
    },
  });

  const { mutateAsync } = action;
  const run = useCallback(
    (which: SubscriptionAction) =>
      mutateAsync(which).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
  const busy = action.isPending ? action.variables : leavingFor;

  return { status: status.data ?? null, busy, run, confirmingCheckout, confirmCheckout };
}

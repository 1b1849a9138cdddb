// The subscription status and the actions on it. After a cancel, a resume or a checkout return the
// status is fetched again after 2 s (docs/product.md, "Accounts: the rules"), giving the provider's webhook time to land. Until
// that refetch after a checkout answers, the tier is being confirmed: what was read before may
// predate the webhook.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { billingTexts } from "#contract/billing-texts";
import { apiRoutes, resultOf } from "../../../api/client";
import { ApiError, errorMessage, failureOf, send, sharedReadFreshMs, useDeferredQuery } from "../../../api/queries";
import { timings } from "../../../timings";

export type SubscriptionAction = "checkout" | "portal" | "cancel" | "resume";

const status = apiRoutes["subscription-status"];

/** The plan, which the subscription card and the analytics card both show: one read for both. */
export const subscriptionQuery = queryOptions({
  queryKey: [status.$path()],
  queryFn: async ({ signal }) => {
    const result = await resultOf(status.$get(undefined, { init: { signal } }), signal);
    if (result.ok) return result.data;
    // The API reference: a failure here is only logged.
    console.error("subscription status failed", result.status, result.error.msg);
    throw new ApiError(result);
  },
  staleTime: sharedReadFreshMs,
});

/** Cancel and resume are sent with a JSON content type and no body (the API reference). */
const jsonWithoutBody = { headers: { "Content-Type": "application/json" } };

/** Each action's call: leaving for Stripe answers the page to go to, cancel and resume the plan as it is now. */
const actions = {
  checkout: async () => ({ leaveTo: (await send(apiRoutes["create-checkout-session"].$post())).url }),
  portal: async () => ({ leaveTo: (await send(apiRoutes["billing-portal-session"].$post())).url }),
  cancel: async () => ({ plan: await send(apiRoutes["cancel-subscription"].$post(undefined, jsonWithoutBody)) }),
  resume: async () => ({ plan: await send(apiRoutes["resume-subscription"].$post(undefined, jsonWithoutBody)) }),
} satisfies Record<SubscriptionAction, () => Promise<unknown>>;
type ActionDone = Awaited<ReturnType<(typeof actions)[SubscriptionAction]>>;

const failures: Record<SubscriptionAction, string> = {
  checkout: billingTexts.checkoutFailed,
  portal: billingTexts.portalFailed,
  cancel: billingTexts.cancelFailed,
  resume: billingTexts.resumeFailed,
};

export function useSubscription(onMessage: (text: string) => void, navigate: (url: string) => void) {
  const queryClient = useQueryClient();
  const status = useDeferredQuery(subscriptionQuery);
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
    mutationFn: (action: SubscriptionAction): Promise<ActionDone> => actions[action](),
    onError: (error, action) => {
      const failure = failureOf(error);
      onMessage(failure.networkError ? failure.error.msg : errorMessage(error, failures[action]));
    },
    onSuccess: (data, action) => {
      if ("leaveTo" in data) {
        if (!data.leaveTo) return onMessage(failures[action]);
        setLeavingFor(action);
        return navigate(data.leaveTo);
      }
      const { msg, ...plan } = data.plan;
      onMessage(msg);
      queryClient.setQueryData(subscriptionQuery.queryKey, plan);
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

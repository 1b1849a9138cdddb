// The Earn area's data (docs/guides/earn.md): the connected Stripe account with the fee of the owner's plan,
// and a page of tips with their totals, as queries keyed by their paths; "Connect with Stripe" and "Open
// Stripe" as mutations whose answer is the Stripe page to go to.
import { useMutation } from "@tanstack/react-query";
import { apiRoutes } from "../../../api/client";
import { externalNavigation } from "../../../api/external-navigation";
import { apiQuery, send, sharedReadFreshMs } from "../../../api/queries";

const { earn } = apiRoutes;

/** Read by the account card, the tips card and deleting the account as they mount: one answer serves them. */
export const earnQuery = {
  ...apiQuery(earn.$path(), (options) => earn.$get(undefined, options)),
  staleTime: sharedReadFreshMs,
};

export const tipsQuery = (page: number, pageSize: number) => {
  const query = { page: String(page), pageSize: String(pageSize) };
  return apiQuery(earn.tips.$path({ query }), (options) => earn.tips.$get({ query }, options));
};

export const tipsCsvPath = earn["tips.csv"].$path();

export function useEarnActions() {
  const leave = ({ url }: { url: string }) => externalNavigation.go(url);
  const connect = useMutation({
    mutationFn: () => send(earn.connect.$post()),
    onSuccess: leave,
  });
  const openStripe = useMutation({
    mutationFn: () => send(earn.dashboard.$post()),
    onSuccess: leave,
  });
  return { connect, openStripe };
}

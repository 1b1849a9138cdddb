// The Earn area's data (docs/guides/earn.md): the connected Stripe account with the fee of the owner's plan,
// and a page of tips with their totals, as queries keyed by their paths; "Connect with Stripe" and "Open
// Stripe" as mutations whose answer is the Stripe page to go to.
import { useMutation } from "@tanstack/react-query";
import type { EarnAccount, TipsPage } from "#contract/earn";
import { externalNavigation } from "../../../api/external-navigation";
import { apiQuery, send } from "../../../api/queries";

export const earnPath = "/api/earn";

export const earnQuery = apiQuery<EarnAccount>(earnPath);

export const tipsQuery = (page: number, pageSize: number) =>
  apiQuery<TipsPage>(`${earnPath}/tips?page=${page}&pageSize=${pageSize}`);

export const tipsCsvPath = `${earnPath}/tips.csv`;

export function useEarnActions() {
  const leave = ({ url }: { url: string }) => externalNavigation.go(url);
  const connect = useMutation({
    mutationFn: () => send<{ url: string }>(`${earnPath}/connect`, { method: "POST" }),
    onSuccess: leave,
  });
  const openStripe = useMutation({
    mutationFn: () => send<{ url: string }>(`${earnPath}/dashboard`, { method: "POST" }),
    onSuccess: leave,
  });
  return { connect, openStripe };
}

// The Audience card's data (docs/guides/audience.md): a page of confirmed subscribers and the webhook with its
// last delivery as queries keyed by their paths; removing a subscriber, saving the webhook and sending a
// test as mutations that read the affected query again (or put the server's answer in its place).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AudiencePage, AudienceWebhook, AudienceWebhookSaved } from "#contract/audience";
import { apiQuery, send } from "../../../api/queries";

export const audiencePath = "/api/audience";
export const webhookPath = "/api/audience/webhook";

export const audienceQuery = (page: number, pageSize: number) =>
  apiQuery<AudiencePage>(`${audiencePath}?page=${page}&pageSize=${pageSize}`);

export const webhookQuery = apiQuery<AudienceWebhook>(webhookPath);

export function useAudienceActions() {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) =>
      send<{ msg: string }>(`${audiencePath}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    // Every page of the list may have moved.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(`${audiencePath}?`) }),
  });
  const saveWebhook = useMutation({
    mutationFn: (url: string | null) => send<AudienceWebhookSaved>(webhookPath, { method: "PUT", json: { url } }),
    onSuccess: (saved) => queryClient.setQueryData(webhookQuery.queryKey, { url: saved.url, lastDelivery: null }),
  });
  const test = useMutation({
    mutationFn: () => send<{ msg: string }>(`${webhookPath}/test`, { method: "POST" }),
  });
  return { remove, saveWebhook, test };
}

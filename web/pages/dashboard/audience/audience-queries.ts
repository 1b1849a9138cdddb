// The Audience card's data (docs/guides/audience.md): a page of confirmed subscribers and the webhook with its
// last delivery as queries keyed by their paths; removing a subscriber, saving the webhook and sending a
// test as mutations that read the affected query again (or put the server's answer in its place).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRoutes, pathParams } from "../../../api/client";
import { apiQuery, send } from "../../../api/queries";

const { audience } = apiRoutes;
export const audiencePath = audience.$path();

export const audienceQuery = (page: number, pageSize: number) => {
  const query = { page: String(page), pageSize: String(pageSize) };
  return apiQuery(audience.$path({ query }), (options) => audience.$get({ query }, options));
};

export const webhookQuery = apiQuery(audience.webhook.$path(), (options) => audience.webhook.$get(undefined, options));

export function useAudienceActions() {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: string) => send(audience[":id"].$delete({ param: pathParams({ id }) })),
    // Every page of the list may have moved.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(`${audiencePath}?`) }),
  });
  const saveWebhook = useMutation({
    mutationFn: (url: string | null) => send(audience.webhook.$put({ json: { url } })),
    onSuccess: (saved) => queryClient.setQueryData(webhookQuery.queryKey, { url: saved.url, lastDelivery: null }),
  });
  const test = useMutation({
    mutationFn: () => send(audience.webhook.test.$post()),
  });
  return { remove, saveWebhook, test };
}

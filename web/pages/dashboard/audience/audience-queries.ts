// The Audience card's data (docs/guides/audience.md) for the page the dashboard works on: a page of confirmed
// subscribers and the webhook with its last delivery as queries keyed by their paths under the page; removing
// a subscriber, saving the webhook and sending a test as mutations that read the affected query again (or put
// the server's answer in its place).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pathParams } from "../../../api/client";
import { apiQuery, send } from "../../../api/queries";
import { pageParams, pageRoutes } from "../current-page";

const { audience } = pageRoutes;

export const audienceQuery = (pageId: string, page: number, pageSize: number) => {
  const param = pageParams(pageId);
  const query = { page: String(page), pageSize: String(pageSize) };
  return apiQuery(audience.$path({ param, query }), (options) => audience.$get({ param, query }, options));
};

export const webhookQuery = (pageId: string) => {
  const param = pageParams(pageId);
  return apiQuery(audience.webhook.$path({ param }), (options) => audience.webhook.$get({ param }, options));
};

/** The audience's file, downloaded by the browser with the session's cookie. */
export const audienceCsvPath = (pageId: string) => audience["export.csv"].$path({ param: pageParams(pageId) });

export function useAudienceActions(pageId: string) {
  const queryClient = useQueryClient();
  const param = pageParams(pageId);
  const listPath = audience.$path({ param, query: {} });
  const remove = useMutation({
    mutationFn: (id: string) => send(audience[":id"].$delete({ param: pathParams({ pageId, id }) })),
    // Every page of the list may have moved.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(`${listPath}?`) }),
  });
  const saveWebhook = useMutation({
    mutationFn: (url: string | null) => send(audience.webhook.$put({ param, json: { url } })),
    onSuccess: (saved) =>
      queryClient.setQueryData(webhookQuery(pageId).queryKey, { url: saved.url, lastDelivery: null }),
  });
  const test = useMutation({
    mutationFn: () => send(audience.webhook.test.$post({ param })),
  });
  return { remove, saveWebhook, test };
}

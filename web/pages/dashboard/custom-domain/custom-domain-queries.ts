// The Custom domain card's data (docs/product.md, "Custom domains"): the current page's domain as a query — none (the API's
// null) is an answer, not a failure, and so is "not offered on this server" — adding it (the card's form sends it), and checking
// and removing it as mutations; each puts the server's answer in the query's place.
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type CustomDomain, customDomainMessages } from "#contract/custom-domains";
import { resultOf } from "../../../api/client";
import { ApiError, send } from "../../../api/queries";
import { pageParams, pageRoutes } from "../current-page";

const domain = pageRoutes["custom-domain"];

export type DomainState =
  | { kind: "domain"; domain: CustomDomain }
  | { kind: "none" }
  /** Custom domains are off on this server: the card says so and offers nothing. */
  | { kind: "notOffered" };

export const customDomainQuery = (pageId: string) => {
  const param = pageParams(pageId);
  return queryOptions({
    queryKey: [domain.$path({ param })],
    queryFn: async ({ signal }): Promise<DomainState> => {
      const result = await resultOf(domain.$get({ param }, { init: { signal } }), signal);
      if (result.ok) return result.data ? { kind: "domain", domain: result.data } : { kind: "none" };
      if (result.status === 404 && result.error.msg === customDomainMessages.notOffered) return { kind: "notOffered" };
      throw new ApiError(result);
    },
  });
};

/** PUT /api/pages/{id}/custom-domain: the form's request. */
export const addCustomDomain = (pageId: string, hostname: string) =>
  resultOf(domain.$put({ param: pageParams(pageId), json: { hostname } }));

export function useCustomDomainActions(pageId: string) {
  const queryClient = useQueryClient();
  const param = pageParams(pageId);
  const put = (state: DomainState) => {
    queryClient.setQueryData(customDomainQuery(pageId).queryKey, state);
  };
  const show = (domain: CustomDomain) => put({ kind: "domain", domain });
  const check = useMutation({
    mutationFn: () => send(domain.check.$post({ param })),
    onSuccess: show,
  });
  const remove = useMutation({
    mutationFn: () => send(domain.$delete({ param })),
    onSuccess: () => put({ kind: "none" }),
  });
  return { show, check, remove };
}

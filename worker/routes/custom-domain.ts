// The owner's custom domain, mounted at /api/custom-domain (docs/decisions/040): read it, add or replace
// it (Pro), check it now (Pro, a few times a minute per account) and remove it. The account's own, in
// person: an admin impersonating the owner may not use it.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { customDomainMessages, customDomainSchema } from "#contract/custom-domains";
import { requirePro } from "../billing/tier";
import { checkCustomDomainNow, putCustomDomain, readCustomDomain, removeCustomDomain } from "../custom-domains/domains";
import { answers, withAnswers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { withinLimits } from "../http/rate-limits";
import { valid } from "../http/validate";
import { refuseWhileImpersonating, requireUser } from "./guards";
import { currentPage, noteActivity } from "./page-scope";

const proOnly = withAnswers(
  createMiddleware<AppEnv>(async (c, next) => {
    await requirePro(c.var.db, currentPage(c).ownerId, customDomainMessages.proOnly);
    await next();
  }),
  { 403: "A free account (the message names Pro)." },
);

const shape = "CustomDomain (contract/custom-domains.ts).";
const offAnswers = { 503: "The provider is misconfigured on the server." };

export const customDomainRoutes = new Hono<AppEnv>()
  .use(requireUser, refuseWhileImpersonating)

  .get(
    "/",
    answers("The account's custom domain", {
      200: `${shape} null when the account has none.`,
      404: "Custom domains are off.",
      ...offAnswers,
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readCustomDomain(c.var.db, c.env, currentPage(c).id));
    },
  )

  .put(
    "/",
    answers("Add the account's custom domain, replacing the one it has", {
      201: shape,
      400: "Not a hostname the rules allow: the message says which rule.",
      404: "Custom domains are off.",
      409: "Another account uses the hostname.",
      ...offAnswers,
    }),
    proOnly,
    valid("json", customDomainSchema),
    async (c) => {
      const domain = await putCustomDomain(c.var.db, c.env, currentPage(c).id, c.req.valid("json").hostname);
      await noteActivity(c, "custom_domain.changed", domain.hostname);
      return c.json(domain, 201);
    },
  )

  .post(
    "/check",
    answers("Ask the provider to check the custom domain now", {
      200: shape,
      404: "None, or custom domains are off.",
      429: "Too many checks from this account.",
      ...offAnswers,
    }),
    proOnly,
    async (c) => {
      const userId = currentPage(c).id;
      await withinLimits(c.env, c.var.db, [{ rule: "customDomainChecks", key: [userId] }]);
      return c.json(await checkCustomDomainNow(c.var.db, c.env, userId));
    },
  )

  .delete("/", answers("Remove the account's custom domain", { 200: "{msg}.", 404: "None." }), async (c) => {
    const removed = await removeCustomDomain(c.var.db, c.env, currentPage(c).id);
    if (!removed) throw apiError(404, customDomainMessages.noDomain);
    await noteActivity(c, "custom_domain.changed", null);
    return c.json({ msg: customDomainMessages.removed });
  });

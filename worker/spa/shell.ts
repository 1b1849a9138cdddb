// Serves the SPA from the asset server. HTML documents get the app config and the operator details
// embedded as a JSON data block (never executed, so no script policy is loosened).
import type { Context } from "hono";
import { type PreloadedConfig, preloadedConfigElementId } from "#contract/preloaded";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { readSettings } from "../settings/settings";

async function preloadedConfig(env: Env): Promise<PreloadedConfig> {
  const { invitesRequired, registrationClosed } = await readSettings(openDb(env.DB));
  return {
    invitesRequired,
    registrationClosed,
    operator: { name: env.OPERATOR_NAME, email: env.OPERATOR_EMAIL, address: env.OPERATOR_ADDRESS },
  };
}

/** JSON that cannot close the surrounding <script> element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export async function serveSpa(c: Context<AppEnv>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) return res;
  let config: PreloadedConfig;
  try {
    config = await preloadedConfig(c.env);
  } catch (error) {
    // The shell still works without it: the app then asks /api/config itself.
    console.error("could not preload config", error);
    return res;
  }
  const block = `<script type="application/json" id="${preloadedConfigElementId}">${scriptSafeJson(config)}</script>`;
  const page = new HTMLRewriter()
    .on("head", {
      element(head) {
        head.append(block, { html: true });
      },
    })
    .transform(res);
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", "no-cache");
  return new Response(page.body, { status: page.status, headers });
}

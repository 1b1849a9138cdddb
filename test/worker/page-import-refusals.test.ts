// What an import refuses to read, and the limits of a read (docs/guides/page-import.md, "Reading a page"):
// each answers a 4xx with a clear message and stores nothing. Addresses follow the outbound rules the
// audience's webhooks follow, checked again at every redirect; a read takes at most 2 MB, 10 seconds and
// three redirects, sends no cookie and a browser's User-Agent, and counts against the account's limit.
import { env } from "cloudflare:test";
import { HTTPException } from "hono/http-exception";
import { afterEach, describe, expect, inject, it } from "vitest";
import {
  type PageImportPreview,
  pageImportLimits,
  pageImportMessages,
  pageStatusRefused,
  redirectRefused,
} from "#contract/page-import";
import { profileMessages } from "#contract/profile-schemas";
import { safetyMessages } from "#contract/safety";
import type { RecordedRequest } from "../../fakes/peer-pages/app";
import { openDb } from "../../worker/db/client";
import { importUrlProblem } from "../../worker/import/outside-fetch";
import { previewPage } from "../../worker/import/preview";
import { writeSettings } from "../../worker/settings/settings";
import { fetchWith } from "./support/faults";
import { privateOrigins } from "./support/private-addresses";
import { inOneWindow } from "./support/rate-windows";
import { json, signedInUser } from "./support/requests";

const peerPages = inject("peerPagesUrl");
type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

afterEach(async () => {
  await writeSettings(openDb(env.DB), { blockedDomains: [] });
});

/** A read by `as`, or by an owner of its own: each read counts against its account's limit. */
async function read(url: string, as?: Client) {
  const reader = as ?? (await signedInUser("refused")).client;
  return reader.request("/api/import/from-url", { method: "POST", json: { url } });
}

async function refusal(response: Response) {
  expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  return {
    status: response.status,
    body: await json<{ msg: string; errors?: unknown[]; refused?: unknown[] }>(response),
  };
}

describe("the address", () => {
  it.each([
    ["", pageImportMessages.urlRequired],
    ["not a url", pageImportMessages.urlInvalid],
    ["linktr.ee/robinvale", pageImportMessages.urlInvalid],
    ["http://linktr.ee/robinvale", pageImportMessages.urlNotHttps],
    ["ftp://linktr.ee/robinvale", pageImportMessages.urlNotHttps],
    ["https://robin:secret@linktr.ee/robinvale", pageImportMessages.urlCredentials],
    ["https://10.0.0.8/links", pageImportMessages.urlPrivate],
    ["https://169.254.169.254/latest/meta-data", pageImportMessages.urlPrivate],
    ["https://[fd00::1]/links", pageImportMessages.urlPrivate],
    ["https://printer.local/links", pageImportMessages.urlPrivate],
    // This machine is allowed in local runs only over its names, not its network's other addresses.
    ["http://10.0.0.8:8080/links", pageImportMessages.urlNotHttps],
    [`https://linktr.ee/${"x".repeat(2048)}`, pageImportMessages.urlTooLong],
  ])("refuses %j with 400 on url: %s", async (url, message) => {
    const { status, body } = await refusal(await read(url));
    expect(status).toBe(400);
    expect(body).toEqual({ msg: message, errors: [{ field: "url", message }] });
  });

  const production = { ...env, ENVIRONMENT: "production", IMPORT_ALLOW_LOCAL: "true" } as Env;
  it.each(privateOrigins.map((origin) => `${origin}/links`))(
    "refuses %s in production, whatever IMPORT_ALLOW_LOCAL says",
    (url) => {
      expect(importUrlProblem(url, production)).toBe(pageImportMessages.urlPrivate);
    },
  );

  it("reads this machine's pages only where IMPORT_ALLOW_LOCAL is on and the run is not production (fail closed)", async () => {
    const local = `${peerPages}/linktree/robinvale`;
    expect(importUrlProblem(local, { ...env, IMPORT_ALLOW_LOCAL: "true" } as Env)).toBeNull();
    expect(importUrlProblem(local, production)).toBe(pageImportMessages.urlNotHttps);
    expect(importUrlProblem(local, { ...env, IMPORT_ALLOW_LOCAL: "false" } as Env)).toBe(
      pageImportMessages.urlNotHttps,
    );
    expect(importUrlProblem(local, { ...env, IMPORT_ALLOW_LOCAL: undefined } as unknown as Env)).not.toBeNull();
    expect(importUrlProblem("https://linktr.ee/robinvale", production)).toBeNull();
    // Through the API, the setting off: the same page is refused.
    const { client } = await signedInUser("refused");
    const off = await fetchWith({ IMPORT_ALLOW_LOCAL: "false" }, "/api/import/from-url", {
      method: "POST",
      json: { url: local },
      cookie: client.cookie,
    });
    expect((await refusal(off)).body.msg).toBe(pageImportMessages.urlNotHttps);
  });
});

describe("the page", () => {
  it.each([
    ["/edge/not-html", 422, pageImportMessages.notHtml],
    ["/edge/status/404", 422, pageStatusRefused(404)],
    ["/edge/status/500", 422, pageStatusRefused(500)],
    ["/edge/no-links", 422, pageImportMessages.noLinks],
  ])("refuses %s with %i: the page's problem in words", async (path, status, message) => {
    const answered = await refusal(await read(`${peerPages}${path}`));
    expect(answered).toEqual({ status, body: { msg: message } });
  });

  it("refuses a page no one answers for", async () => {
    // Port 9 (discard) on this machine: nothing listens there.
    expect((await refusal(await read("http://127.0.0.1:9/links"))).body).toEqual({
      msg: pageImportMessages.unreachable,
    });
  });

  it("refuses a page whose every link a save refuses, listing which and why", async () => {
    await writeSettings(openDb(env.DB), { blockedDomains: ["blocked-shop.example"] });
    const { status, body } = await refusal(await read(`${peerPages}/edge/refused-links`));
    expect(status).toBe(422);
    expect(body.msg).toBe(pageImportMessages.allRefused);
    expect(body.refused).toEqual([
      { title: "Pay me", url: "https://paypal.com@pay.robinvale.example/", reason: profileMessages.urlUserInfo },
      {
        title: "Archive",
        url: expect.stringMatching(/^https:\/\/robinvale\.example\/long\//),
        reason: profileMessages.urlTooLong,
      },
      { title: "Shop", url: "https://blocked-shop.example/robin", reason: safetyMessages.linkBlocked },
    ]);
  });

  it("leaves out the links a save refuses and says so, keeping the rest", async () => {
    await writeSettings(openDb(env.DB), { blockedDomains: ["podcast.robinvale.example"] });
    const response = await read(`${peerPages}/linktree/robinvale`);
    expect(response.status).toBe(200);
    const found = await json<PageImportPreview>(response);
    expect(found.links.map((link) => link.title)).toEqual([
      "Shop",
      "Prints & posters",
      "Zines",
      "Commissions",
      "Listen",
      "Newsletter",
    ]);
    expect(found.warnings).toEqual([
      `Left out “Podcast” (https://podcast.robinvale.example/): ${safetyMessages.linkBlocked}`,
    ]);
  });
});

describe("the limits of a read", () => {
  it("refuses a page over 2 MB, by its stated length or as it arrives", async () => {
    for (const path of ["/edge/huge", "/edge/huge-stream"]) {
      expect(await refusal(await read(`${peerPages}${path}`))).toEqual({
        status: 422,
        body: { msg: pageImportMessages.tooLarge },
      });
    }
  });

  it("gives up on a page slower than its time, in answering or in arriving", async () => {
    // The route's time is 10 seconds; the same read is asked here with a shorter one.
    expect(pageImportLimits.timeoutMs).toBe(10_000);
    for (const path of ["/edge/slow?ms=5000", "/edge/slow-body?ms=5000"]) {
      const error = await previewPage(openDb(env.DB), env, `${peerPages}${path}`, { timeoutMs: 300 }).catch((e) => e);
      expect(error).toBeInstanceOf(HTTPException);
      expect(error.status).toBe(422);
      expect(await error.getResponse().json()).toEqual({ msg: pageImportMessages.tooSlow });
    }
  });

  it("follows up to three redirects, checking each, and refuses a fourth, a loop or a refused address", async () => {
    expect((await read(`${peerPages}/edge/redirect/3`)).status).toBe(200);
    expect(await refusal(await read(`${peerPages}/edge/redirect/4`))).toEqual({
      status: 422,
      body: { msg: pageImportMessages.tooManyRedirects },
    });
    expect(await refusal(await read(`${peerPages}/edge/loop`))).toEqual({
      status: 422,
      body: { msg: pageImportMessages.redirectLoop },
    });
    for (const [to, why] of [
      ["https://169.254.169.254/latest/meta-data", pageImportMessages.urlPrivate],
      ["http://10.1.2.3/", pageImportMessages.urlNotHttps],
    ] as const) {
      const response = await read(`${peerPages}/edge/redirect-to?to=${encodeURIComponent(to)}`);
      expect(await refusal(response)).toEqual({ status: 422, body: { msg: redirectRefused(to, why) } });
    }
  });

  it("sends no cookie, even one a redirect set, and asks as a browser does", async () => {
    expect((await read(`${peerPages}/edge/cookie`)).status).toBe(200);
    const requests = (await (await fetch(`${peerPages}/__requests`)).json()) as RecordedRequest[];
    const afterCookie = requests.filter((seen) => seen.url === "/linktree/robinvale?after=cookie");
    expect(afterCookie).toHaveLength(1);
    expect(afterCookie[0]?.cookie).toBeNull();
    expect(afterCookie[0]?.userAgent).toMatch(
      /^Mozilla\/5\.0 \(.+\) AppleWebKit\/[\d.]+ \(KHTML, like Gecko\) Chrome\//,
    );
    expect(afterCookie[0]?.accept).toMatch(/^text\/html/);
  });
});

describe("the account's limit", () => {
  it("allows 10 reads and applies a minute per account, then 429; another account is not held up", async () => {
    const statuses = await inOneWindow(60, async () => {
      const { client: owner } = await signedInUser("limited");
      const seen: number[] = [];
      for (let i = 0; i < 10; i += 1) seen.push((await read(`${peerPages}/littlelink/robinvale`, owner)).status);
      const apply = await owner.request("/api/import/apply", {
        method: "POST",
        json: { mode: "merge", links: [{ title: "Shop", url: "https://shop.robinvale.example/" }], socials: [] },
      });
      seen.push(apply.status, (await read(`${peerPages}/littlelink/robinvale`, owner)).status);
      return seen;
    });
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect((await read(`${peerPages}/littlelink/robinvale`)).status).toBe(200);
  });
});

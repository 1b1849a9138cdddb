// What `npm run deploy` ships (docs/decisions/012-deploy-config.md): production by default — no dev
// mailbox, HSTS, a __Host- session cookie, no page import from this machine —, the security headers of docs/architecture.md, "The shape" on the files the
// asset server answers without the worker, too, and a public page within its budget.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { locales } from "#contract/i18n/locales";
import { pageImportMessages } from "#contract/page-import";
import { dashboardSections } from "#contract/screens";
import { benchPlainProfile, benchProfile, seedBenchPage } from "../../measure/bench/seed-bench";
import { withLocalEnv } from "../../scripts/lib/local-state";
import { seedAccounts } from "../../scripts/seed";
import { catalogTexts } from "../../vite-plugins/message-catalogs";
import { securityHeadersFor } from "../../worker/http/security-headers";
import { type DeployedBuild, startDeployedBuild } from "./support/deployed-build";

const reactDomVersion: string = createRequire(import.meta.url)("react-dom/package.json").version;

let deployed: DeployedBuild;

beforeAll(async () => {
  deployed = await startDeployedBuild();
}, 180_000);

afterAll(async () => {
  await deployed?.stop();
});

function get(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, deployed.url), { redirect: "manual", ...init });
}

/** Wrangler's local proxy answers this, not the worker, when it swaps the runtime under a request. */
const proxyRestartMessage = "Your worker restarted mid-request";

async function postJson(path: string, body: unknown, cookie?: string): Promise<Response> {
  const send = () =>
    get(path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: deployed.url.origin,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const response = await send();
  // The proxy retries a GET itself but never a POST; the worker never saw this one, so send it again.
  if (response.status === 503 && (await response.clone().text()).startsWith(proxyRestartMessage)) return send();
  return response;
}

describe("the build npm run deploy ships", () => {
  it("carries the production vars: ENVIRONMENT production, mail through Resend, the real Stripe API, an https APP_URL", () => {
    const { vars } = deployed.config;
    // Secrets are set with `wrangler secret put`, never shipped as vars: the Connect endpoint's among them.
    expect(Object.keys(vars)).not.toContain("STRIPE_CONNECT_WEBHOOK_SECRET");
    expect(vars.ENVIRONMENT).toBe("production");
    expect(vars.EMAIL_PROVIDER).toBe("resend");
    expect(vars.STRIPE_API_BASE).toBe("");
    expect(new URL(vars.APP_URL ?? "").protocol).toBe("https:");
  });

  it("fits Workers' free plan: the worker's modules (the share card's renderer and its wasm among them) at most 3 MB gzipped", () => {
    // What `wrangler deploy` uploads for the worker: its entry and the chunks beside it, not the SPA's
    // files (dist/client), which go to the asset server. Each file gzipped on its own, as a bound on
    // the upload's compressed size that wrangler reports.
    const workerDir = join(deployed.clientDir, "../linknest");
    const modules = readdirSync(workerDir, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(js|mjs|wasm|bin|ttf|woff2?)$/.test(file),
    );
    expect(modules).toContain("index.js");
    const gzipped = modules.reduce((sum, file) => sum + gzipSync(readFileSync(join(workerDir, file))).byteLength, 0);
    expect(gzipped).toBeLessThanOrEqual(3 * 1024 * 1024);
  });

  it("has no dev mailbox: GET /api/dev/mail answers 404", async () => {
    const response = await get(`/api/dev/mail?to=${encodeURIComponent(seedAccounts.demo.email)}`);
    expect(response.status).toBe(404);
  });

  it("sends HSTS", async () => {
    const response = await get("/api/health");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  });

  it("hashes a new account's password with production's scrypt cost: N=16384, r=8, p=5", async () => {
    const account = { username: "deploy_hash", email: "deploy_hash@example.com", password: "Deploy-1234" };
    expect((await postJson("/api/signup", account)).status).toBe(201);
    // The built worker's own D1, in the local state the deployed build runs on.
    const row = await withLocalEnv((env) =>
      env.DB.prepare("select password_hash as hash from users where email = ?")
        .bind(account.email)
        .first<{ hash: string }>(),
    );
    expect(row?.hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
  });

  it("sets the session cookie as __Host-ln_session — Secure, Path=/, no Domain — and reads it back", async () => {
    const { username, password } = seedAccounts.demo;
    const login = await postJson("/api/login", { identifier: username, password });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((line) => line.includes("ln_session=")) ?? "";
    expect(cookie).toMatch(/^__Host-ln_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);

    const session = cookie.split(";")[0] ?? "";
    const me = await get("/api/auth/me", { headers: { Cookie: session } });
    expect(await me.json()).toMatchObject({ authenticated: true, username });
  });

  it("reads no page on this machine: IMPORT_ALLOW_LOCAL is off, and an import of a local address is refused", async () => {
    expect(deployed.config.vars.IMPORT_ALLOW_LOCAL).toBe("false");
    const { username, password } = seedAccounts.demo;
    const login = await postJson("/api/login", { identifier: username, password });
    expect(login.status).toBe(200);
    const session = (login.headers.getSetCookie().find((line) => line.includes("ln_session=")) ?? "").split(";")[0];
    for (const [url, msg] of [
      ["http://127.0.0.1:12117/linktree/robinvale", pageImportMessages.urlNotHttps],
      ["https://localhost/linktree/robinvale", pageImportMessages.urlPrivate],
    ]) {
      const response = await postJson("/api/import/from-url", { url }, session);
      expect(response.status, await response.clone().text()).toBe(400);
      expect(((await response.json()) as { msg: string }).msg).toBe(msg);
    }
  });
});

/** The page's one inline stylesheet, as the build minified it. */
const inlineStyle = (html: string) => html.match(/<style nonce="[^"]+">([^<]*)<\/style>/)?.[1] ?? "";

describe("the public page as the build serves it", () => {
  // Two accounts hashed at production's scrypt cost: seconds on a busy machine.
  beforeAll(() => withLocalEnv(seedBenchPage), 60_000);

  it("is the bench's themed page (a theme, 10 links, a section, 6 icons, a spotlight, a player, 2 thumbnails, a sign-up block, a tip block) in at most 8 KB gzipped, loading no file", async () => {
    const response = await get(`/${benchProfile.username}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The ten links and the player, whose press on its facade is its click.
    expect(html.match(/data-i="/g)).toHaveLength(11);
    // Six icons, and the player's mark and play control; the player itself is not on the page.
    expect(html.match(/<svg /g)).toHaveLength(8);
    expect(html.match(/data-embed="https:\/\/www\.youtube-nocookie\.com\//g)).toHaveLength(1);
    expect(html).not.toContain("<iframe");
    expect(html.match(/<img src="\/uploads\/thumbnails\//g)).toHaveLength(2);
    expect(html).toContain('<ul class="links outline">');
    expect(html).toMatch(/<form class="signup"[^>]* action="\/subscribe" method="post">/);
    expect(html).toMatch(/<form class="tip"[^>]* action="\/tip" method="post">/);
    // The tip form's answer is a 303 to Stripe's own Checkout, which the policy names; nothing else may be posted to.
    expect(response.headers.get("Content-Security-Policy")).toMatch(
      /form-action 'self' https:\/\/checkout\.stripe\.com(;|$)/,
    );
    // One inline stylesheet, minified by the build, and one inline script; nothing to fetch.
    const style = inlineStyle(html);
    expect(style).toContain(".avatar{");
    // The blocks' rules are there, the report form's and the notice's are not.
    for (const rule of [".signup{", ".tip{", ".tip__amounts,", ".hp{", ".embed__play{", ".thumbed img{", "textarea,"])
      expect(style).toContain(rule);
    expect(style).not.toContain(".choices{");
    expect(style).not.toMatch(/\/\*|\n/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+rel="stylesheet"|@import|url\(/);
    // Gzipped as a CDN would send it (zlib's default level, as npm run bench weighs it).
    expect(gzipSync(html).byteLength).toBeLessThanOrEqual(8 * 1024);
  });

  it("stays within 8 KB gzipped in every language it speaks, carrying that language's words and no other's", async () => {
    // The bench's page is set to "auto": each visitor's Accept-Language picks its words.
    const stripeNotes = new Map(locales.map((locale) => [locale, catalogTexts(locale)["page.tip.stripe"] as string]));
    for (const locale of locales) {
      const response = await get(`/${benchProfile.username}`, { headers: { "Accept-Language": locale } });
      expect(response.status).toBe(200);
      expect(response.headers.get("Vary")).toBe("Accept-Language");
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}">`);
      for (const [other, note] of stripeNotes) {
        if (other === locale) expect(html).toContain(note);
        else expect(html, `${locale} carries ${other}'s words`).not.toContain(note);
      }
      expect(gzipSync(html).byteLength, locale).toBeLessThanOrEqual(8 * 1024);
    }
  });

  it("is the same page without the blocks in at most 6 KB gzipped, none of their rules in its stylesheet", async () => {
    const response = await get(`/${benchPlainProfile.username}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/data-i="/g)).toHaveLength(10);
    const style = inlineStyle(html);
    expect(style).toContain(".avatar{");
    for (const rule of [".signup", ".hp{", ".embed", ".player", ".thumbed", "textarea", "fieldset", ".choices"]) {
      expect(style).not.toContain(rule);
    }
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+rel="stylesheet"|@import|url\(/);
    expect(gzipSync(html).byteLength).toBeLessThanOrEqual(6 * 1024);
  });
});

const lowerCaseNames = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe("the documents of screens whose code is a chunk of its own", () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("name that chunk and what it imports, each a built file, so they come with the app's entry", async () => {
    // A section of the dashboard names its own code and the dashboard's frame, not another section's.
    const design = preloads(await (await get("/dashboard/design")).text());
    expect(design.some((href) => /^\/assets\/DesignSection-[\w-]+\.js$/.test(href ?? ""))).toBe(true);
    expect(design.some((href) => /^\/assets\/DashboardLayout-[\w-]+\.js$/.test(href ?? ""))).toBe(true);
    expect(design.some((href) => /(PageSection|SettingsSection|AnalyticsSection)-/.test(href ?? ""))).toBe(false);
    for (const href of design) expect((await get(href ?? "")).status, href).toBe(200);
    const login = preloads(await (await get("/login")).text());
    expect(login.some((href) => /LoginPage-/.test(href ?? ""))).toBe(true);
    expect(login.some((href) => /(DashboardLayout|PageSection)-/.test(href ?? ""))).toBe(false);
  });

  it("bring a section's code in a few files: what the sections share is one, which no guest screen or the admin loads", async () => {
    const dashboard = preloads(await (await get("/dashboard")).text());
    const shared = dashboard.filter((href) => /^\/assets\/dashboard-shared-[\w-]+\.js$/.test(href ?? ""));
    expect(shared).toHaveLength(1);
    // Thirty-four files before the sections' shared modules became one (docs/decisions/069).
    expect(dashboard.length).toBeLessThanOrEqual(20);
    for (const path of ["/", "/login", "/signup", "/tos", "/admin"]) {
      const names = preloads(await (await get(path)).text());
      expect(names, path).not.toContain(shared[0]);
    }
  });

  it("name no refusals' table: an English reader reads the API's refusals as they come, another's come with the words", async () => {
    const paths = ["/", "/login", "/signup", "/admin", ...dashboardSections.map((section) => section.path)];
    for (const path of paths) {
      const names = preloads(await (await get(path)).text());
      expect(
        names.filter((href) => /^\/assets\/refusals-/.test(href ?? "")),
        path,
      ).toEqual([]);
    }
  });

  it("ask for a signed-in screen's session check as they are parsed, with the app's credentials; a guest screen's for none", async () => {
    const readsOf = async (path: string) =>
      [
        ...(await (await get(path)).text()).matchAll(
          /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    // A section's other reads come in its answer's header, for a session only (test/worker/spa-routes.test.ts).
    expect(await readsOf("/dashboard")).toEqual(["/api/auth/me"]);
    expect(await readsOf("/dashboard/settings")).toEqual(["/api/auth/me"]);
    expect(await readsOf("/admin")).toEqual(["/api/auth/me"]);
    for (const path of ["/", "/login", "/tos"]) expect(await readsOf(path), path).toEqual([]);
  });

  it("name that chunk's stylesheets as stylesheets, so the screen never waits for one its code asks for", async () => {
    const admin = await (await get("/admin")).text();
    const stylesheets = [...admin.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const own = stylesheets.filter((href) => /^\/assets\/AdminPage-[\w-]+\.css$/.test(href ?? ""));
    expect(own).toHaveLength(1);
    const response = await get(own[0] ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/css/);
    const login = await (await get("/login")).text();
    expect(login).not.toMatch(/AdminPage-[\w-]+\.css/);
  });

  it("run on React 19, the runtime the dev server and the component tests use", async () => {
    const dashboard = await (await get("/dashboard")).text();
    const entry = dashboard.match(/<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)">/)?.[1];
    expect(entry).toBeDefined();
    const files = [entry ?? "", ...preloads(dashboard).map((href) => href ?? "")];
    const code = (await Promise.all(files.map(async (file) => (await get(file)).text()))).join("\n");
    // react-dom's client runtime names its version (as a string literal, in whichever quotes the
    // minifier chose) and React 19's internals object.
    expect(reactDomVersion).toMatch(/^19\./);
    expect(code).toMatch(new RegExp(`["'\`]${reactDomVersion.replaceAll(".", "\\.")}["'\`]`));
    expect(code).toContain("__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE");
    expect(code).not.toMatch(/preact/i);
    // React's production build: errors by number with a link to their text, none of the development
    // build's checks and warnings.
    expect(code).toContain("react.dev/errors/");
    expect(code).not.toContain("react-stack-top-frame");
  });

  it("name the home page's and a legal page's chunk too, so the prerendered page is hydrated without waiting for it", async () => {
    const home = preloads(await (await get("/")).text());
    expect(home.some((href) => /^\/assets\/HomePage-[\w-]+\.js$/.test(href ?? ""))).toBe(true);
    expect(home.some((href) => /^\/assets\/form-library-[\w-]+\.js$/.test(href ?? ""))).toBe(true);
    const terms = preloads(await (await get("/tos")).text());
    expect(terms.some((href) => /^\/assets\/TermsPage-[\w-]+\.js$/.test(href ?? ""))).toBe(true);
    expect(terms.some((href) => /form-library-/.test(href ?? ""))).toBe(false);
  });

  /** The words a document names, each chunk with the language it is marked with. */
  const words = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" data-words="([^"]+)">/g)].map((m) => ({
      href: m[1] ?? "",
      locale: m[2],
    }));
  /** The ids of the messages a chunk of words holds, of one area's prefix (compiled catalogs keep ids as keys). */
  const idsIn = (code: string, prefix: RegExp) =>
    [...code.matchAll(/"(app\.[\w.]+)":/g)].map((m) => m[1] ?? "").filter((id) => prefix.test(id));
  const adminIds = /^app\.admin\./;
  const refusalIds = /^app\.(?:refusal|success|note|part)\./;

  it("name the words of the reader's language alone, the one their browser asks for first, so they come with the entry", async () => {
    for (const [acceptLanguage, locale] of [
      ["de-DE,de;q=0.9,en;q=0.8", "de"],
      ["pt-PT,pt;q=0.9", "pt-BR"],
      ["ja-JP,ja;q=0.9", "en"],
      [undefined, "en"],
    ] as const) {
      for (const path of ["/", "/dashboard/audience", "/login"]) {
        const response = await get(path, { headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {} });
        expect(response.headers.get("Vary"), path).toContain("Accept-Language");
        const named = words(await response.text());
        expect(
          named.map((link) => link.locale),
          `${path} for ${acceptLanguage}`,
        ).toEqual([locale]);
        // The chunk named is the one holding that language's words.
        const code = await (await get(named[0]?.href ?? "")).text();
        expect(code, `${path} for ${acceptLanguage}`).toContain(catalogTexts(locale)["app.shell.skip"]);
      }
    }
  });

  it("name each language's app words without the admin's and the refusals' words, which no other screen shows", async () => {
    for (const locale of locales) {
      const named = words(await (await get("/login", { headers: { "Accept-Language": locale } })).text());
      expect(named.map((link) => link.locale)).toEqual([locale]);
      const code = await (await get(named[0]?.href ?? "")).text();
      expect(code, locale).toContain(catalogTexts(locale)["app.shell.skip"]);
      expect(idsIn(code, /^app\./).length, locale).toBeGreaterThan(300);
      expect(idsIn(code, adminIds), locale).toEqual([]);
      expect(idsIn(code, refusalIds), locale).toEqual([]);
    }
  });

  it("name the admin's words, a chunk of their own in the reader's language, only in the admin area's document", async () => {
    for (const locale of locales) {
      const named = words(await (await get("/admin", { headers: { "Accept-Language": locale } })).text());
      expect(
        named.map((link) => link.locale),
        locale,
      ).toEqual([locale, locale]);
      const [app, admin] = await Promise.all(named.map(async ({ href }) => (await get(href)).text()));
      expect(app, locale).toContain(catalogTexts(locale)["app.shell.skip"]);
      // Every message of the admin's, and nothing else.
      const ids = idsIn(admin ?? "", /^app\./);
      expect(ids.length, locale).toBeGreaterThan(100);
      expect(
        ids.filter((id) => !adminIds.test(id)),
        locale,
      ).toEqual([]);
      expect(ids.sort(), locale).toEqual(
        Object.keys(catalogTexts(locale))
          .filter((id) => adminIds.test(id))
          .sort(),
      );
    }
    for (const path of ["/", "/login", "/dashboard", "/dashboard/settings"]) {
      const named = words(await (await get(path, { headers: { "Accept-Language": "de" } })).text());
      const code = await (await get(named[0]?.href ?? "")).text();
      expect(named, path).toHaveLength(1);
      expect(idsIn(code, adminIds), path).toEqual([]);
    }
  });

  it("name none of the refusals' words for an English reader, who reads the refusals as the API sends them", async () => {
    for (const path of ["/", "/login", "/dashboard", "/dashboard/settings", "/admin"]) {
      for (const headers of [{}, { "Accept-Language": "en-GB,en;q=0.9" }] as Record<string, string>[]) {
        const html = await (await get(path, { headers })).text();
        const entry = html.match(/<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)">/)?.[1] ?? "";
        const files = [
          entry,
          ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]),
        ];
        expect(files.length, path).toBeGreaterThan(2);
        for (const file of files) {
          const code = await (await get(file ?? "")).text();
          expect(idsIn(code, refusalIds), `${path} ${file}`).toEqual([]);
        }
      }
    }
  });

  it("leave a path that is no screen with the plain frame, naming no screen's code", async () => {
    const missing = await get("/no/such/screen");
    expect(missing.status).toBe(404);
    expect(preloads(await missing.text()).some((href) => /Page-/.test(href ?? ""))).toBe(false);
  });
});

describe("the code a screen loads", () => {
  type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const manifest = (): Manifest =>
    JSON.parse(readFileSync(join(deployed.clientDir, ".vite/manifest.json"), "utf8")) as Manifest;
  /** The files a chunk brings with it: itself and everything it imports, as the browser fetches them. */
  function filesOf(source: string, all: Manifest, seen = new Set<string>()): Set<string> {
    const chunk = all[source];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, all, seen);
    return seen;
  }
  // zod's own checks name their issue codes; the form library's resolver only recognises zod's errors
  // ("ZodError") and travels with any form, the home page's claim among them.
  const carriesValidationLibrary = (file: string) =>
    readFileSync(join(deployed.clientDir, file), "utf8").includes("invalid_type");

  it("brings the validation library to the screens with a form", () => {
    const all = manifest();
    const login = [...filesOf("web/pages/auth/LoginPage.tsx", all)];
    expect(login.some(carriesValidationLibrary)).toBe(true);
  });

  it("leaves it out of the home page, whose claim needs no schema, and the legal pages", () => {
    const all = manifest();
    const entry = Object.keys(all).find((source) => all[source]?.isEntry) ?? "";
    for (const source of [
      "web/pages/HomePage.tsx",
      ...["TermsPage", "PrivacyPage", "DataCompliancePage"].map((page) => `web/pages/legal/${page}.tsx`),
    ]) {
      expect(all[source], source).toBeDefined();
      const files = [...filesOf(source, all), ...filesOf(entry, all)];
      expect(files.filter(carriesValidationLibrary), source).toEqual([]);
    }
  });

  // react-hook-form's own state, which no other code names.
  const carriesFormLibrary = (file: string) =>
    readFileSync(join(deployed.clientDir, file), "utf8").includes("_proxyFormState");

  it("keeps the form library out of the entry every screen loads: the home page's claim and the forms bring it", () => {
    const all = manifest();
    const entry = Object.keys(all).find((source) => all[source]?.isEntry) ?? "";
    expect([...filesOf(entry, all)].filter(carriesFormLibrary)).toEqual([]);
    for (const source of [
      "web/pages/HomePage.tsx",
      "web/pages/auth/LoginPage.tsx",
      "web/pages/dashboard/DashboardLayout.tsx",
    ]) {
      expect([...filesOf(source, all)].some(carriesFormLibrary), source).toBe(true);
    }
    for (const page of ["TermsPage", "PrivacyPage", "DataCompliancePage"]) {
      const source = `web/pages/legal/${page}.tsx`;
      expect([...filesOf(source, all)].filter(carriesFormLibrary), page).toEqual([]);
    }
  });

  it("keeps each language's words in a chunk of its own, fetched only for a reader of it, none in the entry", () => {
    const all = manifest();
    const entry = Object.keys(all).find((source) => all[source]?.isEntry) ?? "";
    const entryFiles = filesOf(entry, all);
    const scripts = readdirSync(join(deployed.clientDir, "assets")).filter((file) => file.endsWith(".js"));
    for (const locale of locales.filter((locale) => locale !== "en")) {
      // A message only that language's catalog words so: the skip link's, as text (the minifier chooses
      // the quotes).
      const words = catalogTexts(locale)["app.shell.skip"] ?? "";
      expect(words.length, locale).toBeGreaterThan(5);
      const holding = scripts.filter((file) =>
        readFileSync(join(deployed.clientDir, "assets", file), "utf8").includes(words),
      );
      expect(holding, locale).toHaveLength(1);
      expect(entryFiles.has(`assets/${holding[0]}`), locale).toBe(false);
    }
  });
});

describe("the app's built files", () => {
  /** A deployed worker's headers for anything that is not an HTML page. */
  const workerHeaders = () => lowerCaseNames(securityHeadersFor({ html: false, development: false }));

  it("reach the worker first, like every path, so a custom domain can refuse them (docs/decisions/001)", () => {
    expect(deployed.config.assets.run_worker_first).toBe(true);
  });

  it("are served with the worker's security headers", async () => {
    const script = readdirSync(join(deployed.clientDir, "assets")).find((file) => file.endsWith(".js"));
    for (const path of ["/favicon.svg", "/robots.txt", `/assets/${script}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      for (const [name, value] of Object.entries(workerHeaders())) {
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
  });
});

// `npm run provision` against a Cloudflare account: the local fake of Cloudflare's API (fakes/cloudflare)
// holds the account, the provisioning code and wrangler itself talk to it over HTTP, and each test works on
// its own copy of wrangler.toml. The last group holds wrangler.toml, provisioning and the README together:
// a binding that one of them leaves out fails it.
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Queue } from "../../fakes/cloudflare/account";
import { type CloudflareFake, startCloudflareFake } from "../../fakes/cloudflare/start";
import type { Environment } from "../../scripts/lib/provision/cloudflare-api";
import { bindingKinds, readWranglerConfig, secretNames, type WranglerConfig } from "../../scripts/lib/provision/plan";
import { type Outcome, type ProvisionMode, provision } from "../../scripts/lib/provision/run";

const root = resolve(import.meta.dirname, "../..");
const wranglerBin = resolve(root, "node_modules/wrangler/bin/wrangler.js");
const secrets = secretNames(readFileSync(resolve(root, ".dev.vars.example"), "utf8"));
const spawningTest = 60_000;

type Project = { dir: string; configPath: string; devVarsExamplePath: string };
let fake: CloudflareFake;
let project: Project;

beforeEach(async () => {
  fake = await startCloudflareFake();
  const dir = mkdtempSync(join(tmpdir(), "provision-"));
  project = { dir, configPath: join(dir, "wrangler.toml"), devVarsExamplePath: join(dir, ".dev.vars.example") };
  copyFileSync(resolve(root, "wrangler.toml"), project.configPath);
  copyFileSync(resolve(root, ".dev.vars.example"), project.devVarsExamplePath);
});

afterEach(async () => {
  await fake.close();
  rmSync(project.dir, { recursive: true, force: true });
});

/** The environment of someone who set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID; wrangler keeps its files in the project's folder. */
function accountEnv(overrides: Environment = {}): Environment {
  return {
    PATH: process.env.PATH,
    HOME: project.dir,
    XDG_CONFIG_HOME: project.dir,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_API_BASE_URL: fake.apiBaseUrl,
    CLOUDFLARE_API_TOKEN: fake.account.apiToken,
    CLOUDFLARE_ACCOUNT_ID: fake.account.id,
    ...overrides,
  };
}

async function runProvision(mode: ProvisionMode = "apply", env = accountEnv()) {
  const lines: string[] = [];
  const result = await provision({ ...project, mode, env, log: (line) => lines.push(line) });
  return { ...result, output: lines.join("\n") };
}

/** Runs wrangler's own command line against the fake, as a person following the README would. */
function wrangler(args: string[], input = ""): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [wranglerBin, ...args, "--config", project.configPath], {
      cwd: project.dir,
      env: accountEnv() as unknown as NodeJS.ProcessEnv,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => {
      if (status !== 0) reject(new Error(`wrangler ${args.join(" ")} exited ${status}: ${stdout}${stderr}`));
      else resolveRun({ status, stdout });
    });
    child.stdin.end(input);
  });
}

const readConfig = () => readWranglerConfig(project.configPath);

/** Every queue wrangler.toml names: producers', consumers' and dead-letter queues. */
function queueNamesOf(config: WranglerConfig): string[] {
  const producers = (config.queues.producers ?? []).map((producer) => producer.queue);
  const consumers = (config.queues.consumers ?? []).flatMap((consumer) =>
    consumer.dead_letter_queue ? [consumer.queue, consumer.dead_letter_queue] : [consumer.queue],
  );
  return [...new Set([...producers, ...consumers])].sort();
}

function queueNamed(name: string): Queue {
  const stamp = new Date().toISOString();
  return {
    queue_id: crypto.randomUUID().replaceAll("-", ""),
    queue_name: name,
    created_on: stamp,
    modified_on: stamp,
    producers: [],
    producers_total_count: 0,
    consumers: [],
    consumers_total_count: 0,
  };
}

const statesByName = (outcomes: Outcome[]) =>
  Object.fromEntries(outcomes.map((outcome) => [outcome.resource.name, outcome.state]));
const kvByTitle = (title: string) => fake.account.kvNamespaces.find((namespace) => namespace.title === title);
const postsTo = () => fake.account.requests.filter((request) => request.method !== "GET");

describe("npm run provision in a Cloudflare account", () => {
  it("creates every resource wrangler.toml names in an empty account and writes the new ids where wrangler.toml keeps them", async () => {
    const before = readFileSync(project.configPath, "utf8");
    const { outcomes } = await runProvision();

    const expectedQueues = queueNamesOf(readConfig());
    expect(expectedQueues).toEqual(expect.arrayContaining(["linknest-link-safety", "linknest-link-safety-dlq"]));
    expect(fake.account.queues.map((queue) => queue.queue_name).sort()).toEqual(expectedQueues);
    expect(fake.account.d1Databases.map((database) => database.name)).toEqual(["linknest"]);
    expect(fake.account.kvNamespaces.map((namespace) => namespace.title).sort()).toEqual([
      "linknest-profiles",
      "linknest-sessions",
    ]);
    expect(fake.account.r2Buckets.map((bucket) => bucket.name)).toEqual(["linknest-avatars"]);
    expect(outcomes.every((outcome) => outcome.state === "created")).toBe(true);

    const config = readConfig();
    expect(config.d1_databases.find((database) => database.binding === "DB")?.database_id).toBe(
      fake.account.d1Databases[0]?.uuid,
    );
    expect(config.kv_namespaces.find((namespace) => namespace.binding === "SESSIONS")?.id).toBe(
      kvByTitle("linknest-sessions")?.id,
    );
    expect(config.kv_namespaces.find((namespace) => namespace.binding === "PROFILES")?.id).toBe(
      kvByTitle("linknest-profiles")?.id,
    );
    // Only the three id lines changed: comments, blank lines and order are as they were.
    const beforeLines = before.split("\n");
    const afterLines = readFileSync(project.configPath, "utf8").split("\n");
    expect(afterLines).toHaveLength(beforeLines.length);
    const changed = afterLines.filter((line, index) => line !== beforeLines[index]);
    expect(changed).toEqual([
      `database_id = "${fake.account.d1Databases[0]?.uuid}"`,
      `id = "${kvByTitle("linknest-sessions")?.id}"`,
      `id = "${kvByTitle("linknest-profiles")?.id}"`,
    ]);
  });

  it("lists every secret of .dev.vars.example as unset, each with the command that sets it, before the first deploy", async () => {
    const { unsetSecrets, output } = await runProvision();
    expect(secrets).toEqual([
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_CONNECT_WEBHOOK_SECRET",
      "RESEND_API_KEY",
      "WEBRISK_API_KEY",
      "CLOUDFLARE_API_TOKEN",
    ]);
    expect(unsetSecrets).toEqual(secrets);
    for (const name of secrets) expect(output).toContain(`  npx wrangler secret put ${name}\n`);
    expect(output).toContain("which is not deployed yet");
  });

  it("creates nothing on a second run, reports every resource as existing and leaves wrangler.toml as the first run wrote it", async () => {
    const first = await runProvision();
    const written = readFileSync(project.configPath, "utf8");
    const postsBefore = postsTo().length;

    const second = await runProvision();
    expect(postsTo()).toHaveLength(postsBefore);
    expect(second.outcomes.map((outcome) => outcome.state)).toEqual(first.outcomes.map(() => "exists"));
    expect(second.outcomes.map((outcome) => outcome.resource.name)).toEqual(
      first.outcomes.map((outcome) => outcome.resource.name),
    );
    expect(readFileSync(project.configPath, "utf8")).toBe(written);
    expect(second.output).toContain("database_id already in wrangler.toml");
  });

  it("provisions a queue binding added to wrangler.toml later, and the dead-letter queue only its consumer names", async () => {
    await runProvision();
    const added = [
      "[[queues.producers]]",
      'binding = "DIGEST_QUEUE"',
      'queue = "linknest-digest"',
      "[[queues.consumers]]",
      'queue = "linknest-digest"',
      'dead_letter_queue = "linknest-digest-dlq"',
    ];
    writeFileSync(project.configPath, `${readFileSync(project.configPath, "utf8")}\n${added.join("\n")}\n`);
    const postsBefore = postsTo().length;

    const { outcomes } = await runProvision();
    expect(outcomes.filter((outcome) => outcome.state === "created").map((outcome) => outcome.resource.name)).toEqual([
      "linknest-digest",
      "linknest-digest-dlq",
    ]);
    expect(postsTo()).toHaveLength(postsBefore + 2);
    expect(fake.account.queues.map((queue) => queue.queue_name)).toEqual(
      expect.arrayContaining(["linknest-digest", "linknest-digest-dlq"]),
    );
  });

  it(
    "stops listing a secret once `wrangler secret put` has set it, which also creates the Worker before its first deploy",
    async () => {
      await runProvision();
      await wrangler(["secret", "put", "STRIPE_SECRET_KEY"], "sk_live_example\n");
      expect(fake.account.workers.get("linknest")?.secrets.get("STRIPE_SECRET_KEY")).toBe("sk_live_example");

      const { unsetSecrets, output } = await runProvision();
      expect(unsetSecrets).toEqual([
        "STRIPE_WEBHOOK_SECRET",
        "STRIPE_CONNECT_WEBHOOK_SECRET",
        "RESEND_API_KEY",
        "WEBRISK_API_KEY",
        "CLOUDFLARE_API_TOKEN",
      ]);
      expect(output).not.toContain("secret put STRIPE_SECRET_KEY");
      expect(output).not.toContain("not deployed yet");
    },
    spawningTest,
  );

  it(
    "gives an account set up with wrangler's own commands, as the old Deploy steps did, only what it lacks",
    async () => {
      await Promise.all([
        wrangler(["d1", "create", "linknest"]),
        wrangler(["kv", "namespace", "create", "SESSIONS"]),
        wrangler(["r2", "bucket", "create", "linknest-avatars"]),
        wrangler(["queues", "create", "linknest-email"]),
      ]);
      // The person put the printed ids into wrangler.toml, as those steps said.
      const databaseId = fake.account.d1Databases[0]?.uuid ?? "";
      const sessionsId = kvByTitle("SESSIONS")?.id ?? "";
      const edited = readFileSync(project.configPath, "utf8")
        .replace(/database_id = "[^"]*"/, `database_id = "${databaseId}"`)
        .replace('id = "00000000000000000000000000000001"', `id = "${sessionsId}"`);
      writeFileSync(project.configPath, edited);

      const { outcomes } = await runProvision();
      expect(statesByName(outcomes)).toMatchObject({
        linknest: "exists",
        "linknest-sessions": "exists",
        "linknest-avatars": "exists",
        "linknest-email": "exists",
        "linknest-profiles": "created",
        "linknest-link-safety": "created",
        "linknest-link-safety-dlq": "created",
      });
      expect(fake.account.d1Databases).toHaveLength(1);
      expect(fake.account.kvNamespaces.map((namespace) => namespace.title).sort()).toEqual([
        "SESSIONS",
        "linknest-profiles",
      ]);
      expect(fake.account.queues.map((queue) => queue.queue_name).sort()).toEqual(queueNamesOf(readConfig()));
      const config = readConfig();
      expect(config.d1_databases[0]?.database_id).toBe(databaseId);
      expect(config.kv_namespaces.find((namespace) => namespace.binding === "SESSIONS")?.id).toBe(sessionsId);
    },
    spawningTest,
  );

  it(
    "leaves an account in which wrangler's own list commands find the database wrangler.toml names and every queue",
    async () => {
      await runProvision();
      const [databases, queues] = await Promise.all([wrangler(["d1", "list", "--json"]), wrangler(["queues", "list"])]);
      const databaseIds = (JSON.parse(databases.stdout) as { uuid: string }[]).map((database) => database.uuid);
      expect(databaseIds).toEqual([readConfig().d1_databases[0]?.database_id]);
      for (const name of queueNamesOf(readConfig())) expect(queues.stdout).toContain(` ${name} `);
    },
    spawningTest,
  );

  it("finds its resources on later pages of a busy account, by name when wrangler.toml holds no id of them", async () => {
    const account = fake.account;
    const stamp = new Date().toISOString();
    for (let n = 0; n < 130; n++) {
      const other = `another-${String(n).padStart(3, "0")}`;
      account.d1Databases.push({ uuid: crypto.randomUUID(), name: other, version: "production", created_at: stamp });
      account.kvNamespaces.push({
        id: crypto.randomUUID().replaceAll("-", ""),
        title: other,
        supports_url_encoding: true,
      });
      account.r2Buckets.push({ name: other, creation_date: stamp, location: "WEUR" });
      account.queues.push(queueNamed(other));
    }
    const existingDatabase = {
      uuid: crypto.randomUUID(),
      name: "linknest",
      version: "production" as const,
      created_at: stamp,
    };
    account.d1Databases.push(existingDatabase);
    // KV lists come sorted by title: "linknest-" sorts after every "another-".
    account.kvNamespaces.push({ id: "f".repeat(32), title: "linknest-profiles", supports_url_encoding: true });
    account.r2Buckets.push({ name: "linknest-avatars", creation_date: stamp, location: "WEUR" });
    account.queues.push(queueNamed("linknest-email"));

    const { outcomes } = await runProvision();
    expect(statesByName(outcomes)).toMatchObject({
      linknest: "exists",
      "linknest-profiles": "exists",
      "linknest-avatars": "exists",
      "linknest-email": "exists",
    });
    expect(account.d1Databases.filter((database) => database.name === "linknest")).toHaveLength(1);
    expect(account.kvNamespaces.filter((namespace) => namespace.title === "linknest-profiles")).toHaveLength(1);
    expect(account.r2Buckets.filter((bucket) => bucket.name === "linknest-avatars")).toHaveLength(1);
    const config = readConfig();
    expect(config.d1_databases[0]?.database_id).toBe(existingDatabase.uuid);
    expect(config.kv_namespaces.find((namespace) => namespace.binding === "PROFILES")?.id).toBe("f".repeat(32));
    // It paged: more than one request for each list.
    const listRequests = (path: string) => account.requests.filter((request) => request.path.endsWith(path)).length;
    expect(listRequests("/d1/database")).toBeGreaterThan(1);
    expect(listRequests("/storage/kv/namespaces")).toBeGreaterThan(1);
    expect(listRequests("/r2/buckets")).toBeGreaterThan(1);
    expect(listRequests("/queues")).toBeGreaterThan(1);
  });

  it("gives an entry without an id one, on the line after its binding", async () => {
    const text = readFileSync(project.configPath, "utf8");
    writeFileSync(project.configPath, text.replace('id = "00000000000000000000000000000002"\n', ""));
    await runProvision();
    const lines = readFileSync(project.configPath, "utf8").split("\n");
    const binding = lines.indexOf('binding = "PROFILES"');
    expect(lines[binding + 1]).toBe(`id = "${kvByTitle("linknest-profiles")?.id}"`);
    expect(readConfig().kv_namespaces.find((namespace) => namespace.binding === "PROFILES")?.id).toBe(
      kvByTitle("linknest-profiles")?.id,
    );
  });

  it(
    "signs in with `wrangler login`'s token and finds the only account when no Cloudflare variable is set",
    async () => {
      mkdirSync(join(project.dir, ".wrangler", "config"), { recursive: true });
      writeFileSync(
        join(project.dir, ".wrangler", "config", "default.toml"),
        `oauth_token = "${fake.account.apiToken}"\nrefresh_token = "unused"\nexpiration_time = "2999-01-01T00:00:00.000Z"\n`,
      );
      const env = accountEnv({ CLOUDFLARE_API_TOKEN: undefined, CLOUDFLARE_ACCOUNT_ID: undefined });
      const { output } = await runProvision("apply", env);
      expect(output).toContain(`in account ${fake.account.id}, as your wrangler login`);
      expect(fake.account.requests.some((request) => request.path.endsWith("/memberships"))).toBe(true);
      expect(fake.account.d1Databases.map((database) => database.name)).toEqual(["linknest"]);
    },
    spawningTest,
  );

  it(
    "asks for `npx wrangler login` when there is neither an API token nor a login, having asked the account nothing",
    async () => {
      const env = accountEnv({ CLOUDFLARE_API_TOKEN: undefined });
      await expect(runProvision("apply", env)).rejects.toThrow(
        "run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN)",
      );
      expect(fake.account.requests).toEqual([]);
    },
    spawningTest,
  );

  it("stops with Cloudflare's reason when the token is refused, having created and written nothing", async () => {
    const before = readFileSync(project.configPath, "utf8");
    await expect(runProvision("apply", accountEnv({ CLOUDFLARE_API_TOKEN: "revoked-token" }))).rejects.toThrow(
      /Authentication error \[code 10000\]/,
    );
    expect(readFileSync(project.configPath, "utf8")).toBe(before);
    expect(postsTo()).toEqual([]);
  });

  it("prints where each new id goes with --print, and leaves wrangler.toml as it is", async () => {
    const before = readFileSync(project.configPath, "utf8");
    const { output } = await runProvision("print");
    expect(readFileSync(project.configPath, "utf8")).toBe(before);
    expect(output).toContain(
      `wrangler.toml, [[d1_databases]] with binding = "DB": database_id = "${fake.account.d1Databases[0]?.uuid}"`,
    );
    expect(output).toContain(
      `wrangler.toml, [[kv_namespaces]] with binding = "SESSIONS": id = "${kvByTitle("linknest-sessions")?.id}"`,
    );
  });

  it("prints the whole plan on --dry-run without credentials, an account or a single request, and writes nothing", async () => {
    const before = readFileSync(project.configPath, "utf8");
    const env = { PATH: process.env.PATH, CLOUDFLARE_API_BASE_URL: fake.apiBaseUrl };
    const { output } = await runProvision("dry-run", env);

    expect(fake.account.requests).toEqual([]);
    expect(readFileSync(project.configPath, "utf8")).toBe(before);
    const config = readConfig();
    for (const name of [
      "linknest",
      "linknest-sessions",
      "linknest-profiles",
      "linknest-avatars",
      ...queueNamesOf(config),
    ]) {
      expect(output).toMatch(new RegExp(`  (D1 database|KV namespace|R2 bucket|Queue) +${name} `));
    }
    for (const limiter of config.ratelimits) expect(output).toContain(`${limiter.name} ${limiter.namespace_id}`);
    expect(output).toContain("ASSETS: the files in ./dist/client");
    for (const name of secrets) expect(output).toContain(`npx wrangler secret put ${name}`);
  });

  it(
    "runs `npm run provision -- --dry-run` with no Cloudflare variable set",
    async () => {
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !name.startsWith("CLOUDFLARE_")),
      ) as NodeJS.ProcessEnv;
      const child = spawn("npm", ["run", "--silent", "provision", "--", "--dry-run"], { cwd: root, env });
      let stdout = "";
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
      });
      const status = await new Promise((resolveExit) => child.on("close", resolveExit));
      expect(status).toBe(0);
      expect(stdout).toContain("a dry run, so no account is asked");
      expect(stdout).toContain("linknest-link-safety-dlq");
    },
    spawningTest,
  );
});

describe("npm run provision with custom domains on", () => {
  /** wrangler.toml's custom domain settings, as an operator who offers them writes them. */
  function customDomainsOn(vars: { zoneId?: string; target?: string } = {}) {
    const text = readFileSync(project.configPath, "utf8")
      .replace('CUSTOM_DOMAINS_PROVIDER = "none"', 'CUSTOM_DOMAINS_PROVIDER = "cloudflare"')
      .replace('CLOUDFLARE_ZONE_ID = ""', `CLOUDFLARE_ZONE_ID = "${vars.zoneId ?? fake.account.zone.id}"`)
      .replace('CUSTOM_DOMAIN_TARGET = ""', `CUSTOM_DOMAIN_TARGET = "${vars.target ?? "customers.linknest.example"}"`);
    writeFileSync(project.configPath, text);
  }
  const zoneRequests = () => fake.account.requests.filter((request) => request.path.includes("/zones/"));

  it("sets up Cloudflare for SaaS: the target's proxied record, the fallback origin and the Worker route", async () => {
    customDomainsOn();
    const { saasOutcomes, output } = await runProvision();
    const { zone } = fake.account;
    expect(zone.dnsRecords).toEqual([
      expect.objectContaining({ type: "AAAA", name: "customers.linknest.example", content: "100::", proxied: true }),
    ]);
    expect(zone.fallbackOrigin).toBe("customers.linknest.example");
    expect(zone.workerRoutes).toEqual([expect.objectContaining({ pattern: "*/*", script: "linknest" })]);
    expect(saasOutcomes.map((outcome) => outcome.state)).toEqual(["created", "created", "created"]);
    expect(output).toContain(`Custom domains (Cloudflare for SaaS) in zone ${zone.id}`);
    expect(output).toContain("npx wrangler secret put CLOUDFLARE_API_TOKEN");

    // A second run finds everything in place and changes nothing.
    const writesBefore = postsTo().length;
    const again = await runProvision();
    expect(again.saasOutcomes.map((outcome) => outcome.state)).toEqual(["exists", "exists", "exists"]);
    expect(postsTo().length).toBe(writesBefore);
  });

  it("says on a dry run what it will set up, and asks nothing of a zone when custom domains are off", async () => {
    customDomainsOn();
    const dry = await runProvision("dry-run", {});
    expect(dry.output).toContain("Fallback origin customers.linknest.example");
    expect(dry.output).toContain("Worker route    */* → linknest");
    expect(fake.account.requests).toEqual([]);

    writeFileSync(project.configPath, readFileSync(resolve(root, "wrangler.toml"), "utf8"));
    const off = await runProvision();
    expect(off.output).toContain('Custom domains: off (CUSTOM_DOMAINS_PROVIDER is not "cloudflare")');
    expect(zoneRequests()).toEqual([]);
  });

  it("stops before asking the account when custom domains are on without a zone or a target", async () => {
    customDomainsOn({ zoneId: "", target: "" });
    await expect(runProvision()).rejects.toThrow(
      "custom domains are on (CUSTOM_DOMAINS_PROVIDER) but CLOUDFLARE_ZONE_ID is empty",
    );
    expect(fake.account.requests).toEqual([]);
  });

  it("stops when the zone's */* route belongs to another Worker", async () => {
    customDomainsOn();
    fake.account.zone.workerRoutes.push({ id: "r1", pattern: "*/*", script: "someone-else" });
    await expect(runProvision()).rejects.toThrow('sends */* to the Worker "someone-else", not "linknest"');
  });
});

describe("wrangler.toml, provisioning and the README cover the same bindings", () => {
  const readmeSection = (heading: string) => {
    const readme = readFileSync(resolve(root, "README.md"), "utf8");
    const start = readme.indexOf(`\n## ${heading}\n`);
    const end = readme.indexOf("\n## ", start + 1);
    expect(start).toBeGreaterThan(0);
    return readme.slice(start, end < 0 ? undefined : end);
  };

  it("provisions or explains every binding of the real wrangler.toml", async () => {
    const config = readWranglerConfig(resolve(root, "wrangler.toml"));
    const bindings = Object.entries(bindingKinds(config));
    expect(bindings.length).toBeGreaterThan(25);
    const { plan } = await runProvision("dry-run", {});
    expect(plan.problems).toEqual([]);

    const resourceBindings = plan.resources.flatMap((resource) => ("binding" in resource ? [resource.binding] : []));
    const producerBindings = plan.resources.flatMap((resource) =>
      resource.kind === "queue"
        ? resource.uses.filter((use) => use.startsWith("producer ")).map((use) => use.slice(9))
        : [],
    );
    const covered = new Set([
      ...resourceBindings,
      ...producerBindings,
      ...plan.rateLimiters.map((limiter) => limiter.binding),
      ...plan.durableObjects.map((object) => object.binding),
      ...(plan.assets ? [plan.assets.binding] : []),
      ...plan.vars,
    ]);
    expect(bindings.map(([name]) => name).filter((name) => !covered.has(name))).toEqual([]);
    expect(
      plan.resources
        .filter((resource) => resource.kind === "queue")
        .map((queue) => queue.name)
        .sort(),
    ).toEqual(queueNamesOf(config));
  });

  it("names every binding, queue and secret in the README's Configuration, and every step in its Deploy", () => {
    const config = readWranglerConfig(resolve(root, "wrangler.toml"));
    const names = [...Object.keys(bindingKinds(config)), ...queueNamesOf(config), ...secrets];
    expect(names.length).toBeGreaterThan(35);
    const configuration = readmeSection("Configuration");
    expect(names.filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);

    const deploy = readmeSection("Deploy");
    const steps = ["npm run provision", ...secrets.map((name) => `npx wrangler secret put ${name}`), "npm run deploy"];
    expect(steps.filter((step) => !deploy.includes(step))).toEqual([]);
  });

  it("stops before asking the account when wrangler.toml has a binding of a kind provisioning does not know", async () => {
    const text = readFileSync(project.configPath, "utf8");
    writeFileSync(project.configPath, `${text}\n[[hyperdrive]]\nbinding = "READ_REPLICA"\nid = "${"a".repeat(32)}"\n`);
    await expect(runProvision()).rejects.toThrow(
      "READ_REPLICA is a hyperdrive binding, which provisioning does not know",
    );
    expect(fake.account.requests).toEqual([]);
  });

  it("explains the Durable Objects, which the deploy makes, and asks the account for nothing about them", async () => {
    const { plan, output } = await runProvision();
    expect(plan.durableObjects.map((object) => object.binding).sort()).toEqual([
      "PLATFORM_ANALYTICS",
      "PROFILE_ANALYTICS",
    ]);
    expect(output).toContain("Durable Objects");
    expect(output).toContain("PROFILE_ANALYTICS (class ProfileAnalytics)");
    expect(output).toContain("made with the Worker by npm run deploy, from wrangler.toml's [[migrations]].");
    expect(fake.account.requests.filter((request) => /durable_objects/.test(request.path))).toEqual([]);
  });

  it("stops when a Durable Object's class is another Worker's or in no [[migrations]] entry", async () => {
    const text = readFileSync(project.configPath, "utf8");
    writeFileSync(
      project.configPath,
      `${text}\n[[durable_objects.bindings]]\nname = "ELSEWHERE"\nclass_name = "Counter"\nscript_name = "other-worker"\n\n[[durable_objects.bindings]]\nname = "UNMIGRATED"\nclass_name = "Unmigrated"\n`,
    );
    await expect(runProvision()).rejects.toThrow(
      "ELSEWHERE binds Counter of the Worker other-worker, which provisioning does not deploy",
    );
    await expect(runProvision()).rejects.toThrow(
      "UNMIGRATED's class Unmigrated is in no [[migrations]] entry, so a deploy would refuse it",
    );
    expect(fake.account.requests).toEqual([]);
  });

  it("stops when a secret is set in [vars], where it would ship in plain text", async () => {
    const text = readFileSync(project.configPath, "utf8");
    writeFileSync(project.configPath, text.replace("[vars]\n", '[vars]\nWEBRISK_API_KEY = "AIza-example"\n'));
    await expect(runProvision()).rejects.toThrow("WEBRISK_API_KEY is a secret (.dev.vars.example)");
    expect(fake.account.requests).toEqual([]);
  });
});

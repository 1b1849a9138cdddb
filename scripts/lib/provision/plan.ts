// What a deploy needs to exist, read from wrangler.toml with wrangler's own reader and from
// .dev.vars.example: every resource a binding names (the D1 database, KV namespaces, R2 buckets, every
// queue a producer, consumer or dead-letter queue names), what needs no resource (rate limiters, Durable
// Objects, assets, vars) and the secrets; and, when custom domains are on, the zone Cloudflare for SaaS runs
// on. Every binding wrangler sees is sorted into one of these or reported as uncovered, so a binding of a
// kind added later stops provisioning until it is taught that kind.
import { readFileSync } from "node:fs";
import { unstable_convertConfigBindingsToStartWorkerBindings, unstable_readConfig } from "wrangler";

/** The parts of wrangler's reading of wrangler.toml used here (its own type does not resolve outside wrangler). */
export type WranglerConfig = {
  name?: string;
  account_id?: string;
  d1_databases: { binding: string; database_name?: string; database_id?: string }[];
  kv_namespaces: { binding: string; id?: string }[];
  r2_buckets: { binding: string; bucket_name?: string; jurisdiction?: string }[];
  queues: {
    producers?: { binding: string; queue: string }[];
    consumers?: { queue: string; dead_letter_queue?: string }[];
  };
  ratelimits: { name: string; namespace_id: string }[];
  durable_objects: { bindings: { name: string; class_name: string; script_name?: string }[] };
  migrations: { tag: string; new_sqlite_classes?: string[]; new_classes?: string[] }[];
  assets?: { binding?: string; directory?: string };
  vars: Record<string, unknown>;
};

/** wrangler.toml as wrangler reads it for a deploy, defaults and all. */
export function readWranglerConfig(configPath: string): WranglerConfig {
  return unstable_readConfig({ config: configPath }, { hideWarnings: true });
}

/** Each binding the deployed Worker gets, by name, with its kind as wrangler names it (d1, queue, plain_text, …). */
export function bindingKinds(config: WranglerConfig): Record<string, string> {
  const bindings = unstable_convertConfigBindingsToStartWorkerBindings(
    config as Parameters<typeof unstable_convertConfigBindingsToStartWorkerBindings>[0],
  );
  return Object.fromEntries(Object.entries(bindings ?? {}).map(([name, binding]) => [name, binding.type]));
}

export type Resource =
  | { kind: "d1"; name: string; binding: string; configuredId: string | undefined }
  | { kind: "kv"; name: string; binding: string; configuredId: string | undefined }
  | { kind: "r2"; name: string; binding: string }
  | { kind: "queue"; name: string; uses: string[] };

export type ProvisioningPlan = {
  configPath: string;
  workerName: string;
  /** wrangler.toml's account_id, when it names one. */
  accountId: string | undefined;
  resources: Resource[];
  rateLimiters: { binding: string; namespaceId: string }[];
  /** Durable Object namespaces of the Worker's own classes: made by its deploy, from [[migrations]]. */
  durableObjects: { binding: string; className: string }[];
  assets: { binding: string; directory: string } | undefined;
  vars: string[];
  secrets: string[];
  /**
   * Custom domains through Cloudflare for SaaS (CUSTOM_DOMAINS_PROVIDER = "cloudflare"): the zone to set up
   * and the CNAME target owners point at, which is also the fallback origin. Null when they are off.
   */
  customDomains: { zoneId: string; target: string } | null;
  /** Why the plan cannot be trusted to cover wrangler.toml: one line per binding it does not know. */
  problems: string[];
};

export const resourceKinds: Record<Resource["kind"], string> = {
  d1: "D1 database",
  kv: "KV namespace",
  r2: "R2 bucket",
  queue: "Queue",
};

/** The title wrangler itself gives a KV namespace it creates for a binding: `<worker>-<binding>`. */
export function kvTitle(workerName: string, binding: string): string {
  return `${workerName}-${binding.toLowerCase().replaceAll("_", "-")}`;
}

/** The NAME=value lines of .dev.vars.example: the secrets production sets with `wrangler secret put`. */
export function secretNames(devVarsExample: string): string[] {
  return [...devVarsExample.matchAll(/^([A-Za-z_][A-Za-z0-9_]*)=/gm)].map((match) => match[1] ?? "");
}

/** Every queue a producer, consumer or dead-letter queue names, each dead-letter queue after the queue it serves. */
function queueResources(queues: WranglerConfig["queues"]): Resource[] {
  const uses = new Map<string, string[]>();
  for (const consumer of queues.consumers ?? []) {
    for (const name of [consumer.queue, consumer.dead_letter_queue]) if (name && !uses.has(name)) uses.set(name, []);
  }
  const use = (name: string, how: string) => uses.set(name, [...(uses.get(name) ?? []), how]);
  for (const producer of queues.producers ?? []) use(producer.queue, `producer ${producer.binding}`);
  for (const consumer of queues.consumers ?? []) {
    use(consumer.queue, "consumed");
    if (consumer.dead_letter_queue) use(consumer.dead_letter_queue, `dead-letter queue of ${consumer.queue}`);
  }
  return [...uses].map(([name, how]) => ({ kind: "queue", name, uses: how }));
}

/** What provisioning cannot stand behind: each binding it does not know, and settings it would get wrong. */
function coverageProblems(config: WranglerConfig, resources: Resource[], secrets: string[]): string[] {
  const problems: string[] = [];
  if (!config.name) problems.push("wrangler.toml names no Worker (name = ...)");
  // Every binding the deployed Worker gets, as wrangler builds them, must be of a kind this module reads.
  const handled = new Set([
    "d1",
    "kv_namespace",
    "r2_bucket",
    "queue",
    "ratelimit",
    "durable_object_namespace",
    "assets",
    "plain_text",
    "json",
  ]);
  const bindings = unstable_convertConfigBindingsToStartWorkerBindings(config) ?? {};
  for (const [name, binding] of Object.entries(bindings)) {
    if (!handled.has(binding.type))
      problems.push(`${name} is a ${binding.type} binding, which provisioning does not know`);
  }
  for (const resource of resources) {
    if (!resource.name)
      problems.push(
        `the ${resourceKinds[resource.kind]} of ${"binding" in resource ? resource.binding : "a consumer"} has no name`,
      );
  }
  for (const bucket of config.r2_buckets.filter((bucket) => bucket.jurisdiction)) {
    problems.push(
      `${bucket.binding} asks for the R2 jurisdiction ${bucket.jurisdiction}, which provisioning does not set`,
    );
  }
  const migratedClasses = new Set(
    config.migrations.flatMap((migration) => [
      ...(migration.new_sqlite_classes ?? []),
      ...(migration.new_classes ?? []),
    ]),
  );
  for (const binding of config.durable_objects.bindings) {
    if (binding.script_name) {
      problems.push(
        `${binding.name} binds ${binding.class_name} of the Worker ${binding.script_name}, which provisioning does not deploy`,
      );
    } else if (!migratedClasses.has(binding.class_name)) {
      problems.push(
        `${binding.name}'s class ${binding.class_name} is in no [[migrations]] entry, so a deploy would refuse it`,
      );
    }
  }
  const limiterNamespaces = new Map<string, string>();
  for (const limiter of config.ratelimits) {
    const other = limiterNamespaces.get(limiter.namespace_id);
    if (other) problems.push(`${other} and ${limiter.name} share namespace_id ${limiter.namespace_id}, so one count`);
    limiterNamespaces.set(limiter.namespace_id, limiter.name);
  }
  for (const name of Object.keys(config.vars).filter((name) => secrets.includes(name))) {
    problems.push(`${name} is a secret (.dev.vars.example) but wrangler.toml's [vars] set it, in plain text`);
  }
  if (config.vars.CUSTOM_DOMAINS_PROVIDER === "cloudflare") {
    for (const name of ["CLOUDFLARE_ZONE_ID", "CUSTOM_DOMAIN_TARGET"]) {
      if (!config.vars[name]) problems.push(`custom domains are on (CUSTOM_DOMAINS_PROVIDER) but ${name} is empty`);
    }
  }
  return problems;
}

function customDomainsOf(vars: Record<string, unknown>): ProvisioningPlan["customDomains"] {
  if (vars.CUSTOM_DOMAINS_PROVIDER !== "cloudflare") return null;
  return { zoneId: String(vars.CLOUDFLARE_ZONE_ID ?? ""), target: String(vars.CUSTOM_DOMAIN_TARGET ?? "") };
}

export function readProvisioningPlan(configPath: string, devVarsExamplePath: string): ProvisioningPlan {
  const config = readWranglerConfig(configPath);
  const workerName = config.name ?? "";
  const secrets = secretNames(readFileSync(devVarsExamplePath, "utf8"));
  const resources: Resource[] = [
    ...config.d1_databases.map((database) => ({
      kind: "d1" as const,
      name: database.database_name ?? "",
      binding: database.binding,
      configuredId: database.database_id,
    })),
    ...config.kv_namespaces.map((namespace) => ({
      kind: "kv" as const,
      name: kvTitle(workerName, namespace.binding),
      binding: namespace.binding,
      configuredId: namespace.id,
    })),
    ...config.r2_buckets.map((bucket) => ({
      kind: "r2" as const,
      name: bucket.bucket_name ?? "",
      binding: bucket.binding,
    })),
    ...queueResources(config.queues),
  ];
  const vars = Object.keys(config.vars);
  return {
    configPath,
    workerName,
    accountId: config.account_id,
    resources,
    rateLimiters: config.ratelimits.map((limiter) => ({ binding: limiter.name, namespaceId: limiter.namespace_id })),
    durableObjects: config.durable_objects.bindings.map((binding) => ({
      binding: binding.name,
      className: binding.class_name,
    })),
    assets: config.assets?.binding
      ? { binding: config.assets.binding, directory: config.assets.directory ?? "" }
      : undefined,
    vars,
    secrets,
    customDomains: customDomainsOf(config.vars),
    problems: coverageProblems(config, resources, secrets),
  };
}

// `npm run provision`: makes the account hold everything wrangler.toml names (plan.ts), each resource
// looked up by the id wrangler.toml holds or by its name and created only when missing, so a second run
// creates nothing; writes the ids of created D1 databases and KV namespaces into wrangler.toml (or prints
// them, `print`); sets the zone up for custom domains when they are on (saasSetupSteps); and ends with the
// secrets the Worker still lacks, each with the command that sets it. A dry run prints the same plan
// without credentials, an account or a request.
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { type CloudflareApi, cloudflareApi, type Environment } from "./cloudflare-api";
import { describePlacement, type IdPlacement, withBindingId } from "./config-ids";
import { type ProvisioningPlan, type Resource, readProvisioningPlan, resourceKinds } from "./plan";

export type ProvisionMode = "apply" | "print" | "dry-run";
export type ProvisionOptions = {
  configPath: string;
  devVarsExamplePath: string;
  mode: ProvisionMode;
  env: Environment;
  log: (line: string) => void;
};
export type Outcome = { resource: Resource; state: "exists" | "created"; id?: string };
export type SaasOutcome = { step: string; state: "exists" | "created" };
export type ProvisionResult = {
  plan: ProvisioningPlan;
  outcomes: Outcome[];
  saasOutcomes: SaasOutcome[];
  unsetSecrets: string[];
};

const shown = (path: string) => relative(process.cwd(), path) || path;

export const secretCommand = (name: string) => `npx wrangler secret put ${name}`;

function placementOf(resource: Resource): IdPlacement | undefined {
  if (resource.kind === "d1") return { table: "d1_databases", binding: resource.binding, key: "database_id" };
  if (resource.kind === "kv") return { table: "kv_namespaces", binding: resource.binding, key: "id" };
  return undefined;
}

function usesOf(resource: Resource): string {
  return resource.kind === "queue" ? resource.uses.join(", ") : `binding ${resource.binding}`;
}

function resourceLine(resource: Resource, detail: string): string {
  return `${resourceKinds[resource.kind].padEnd(13)} ${resource.name.padEnd(26)} ${detail}`;
}

/** `pieces` joined by spaces, in lines of about `width` characters, each after `indent`; no piece is split. */
function wrapped(pieces: string[], indent: string, width = 108): string[] {
  const lines: string[] = [];
  for (const word of pieces) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(`${indent}${word}`);
  }
  return lines;
}

const limiterNote =
  "each namespace_id a number you choose, unique in the account: there is nothing to create. Keep these unless another Worker of the account already counts under one of them.";

function nothingToCreate(plan: ProvisioningPlan): string[] {
  const limiters = plan.rateLimiters.map((limiter) => `${limiter.binding} ${limiter.namespaceId},`);
  const [first = "", ...rest] = wrapped([...limiters, ...limiterNote.split(" ")], " ".repeat(17));
  return [
    "Nothing to create:",
    `  Rate limiters  ${first.trimStart()}`,
    ...rest,
    ...(plan.durableObjects.length > 0
      ? [
          "  Durable Objects",
          ...wrapped(
            [
              ...plan.durableObjects.map((object) => `${object.binding} (class ${object.className}),`),
              ..."made with the Worker by npm run deploy, from wrangler.toml's [[migrations]].".split(" "),
            ],
            " ".repeat(17),
          ),
        ]
      : []),
    ...(plan.assets
      ? [`  Assets         ${plan.assets.binding}: the files in ${plan.assets.directory}, uploaded by npm run deploy.`]
      : []),
    `  Vars           ${plan.vars.length} in [vars], shipped as they stand: set yours before the first deploy (README, Deploy).`,
  ];
}

/**
 * Cloudflare for SaaS as custom domains need it (docs/decisions/040): the CNAME target as a proxied DNS
 * record of the zone (100::, the address that only says "the Worker answers"), that record as the zone's
 * fallback origin, where custom hostnames are sent, and a `*\/*` Worker route, so the Worker answers every
 * hostname of the zone, custom ones included.
 */
const originAddress = "100::";
const customHostnamesRoute = "*/*";

function saasSetupSteps(custom: { zoneId: string; target: string }, workerName: string): string[] {
  return [
    `DNS record      AAAA ${custom.target} ${originAddress}, proxied: the CNAME target owners point at`,
    `Fallback origin ${custom.target}: where the zone sends custom hostnames`,
    `Worker route    ${customHostnamesRoute} → ${workerName}: the Worker answers every hostname of the zone`,
  ];
}

function customDomainsHeading(plan: ProvisioningPlan): string {
  return plan.customDomains
    ? `Custom domains (Cloudflare for SaaS) in zone ${plan.customDomains.zoneId}, created or set when missing:`
    : 'Custom domains: off (CUSTOM_DOMAINS_PROVIDER is not "cloudflare"), so no zone is set up.';
}

async function ensureSaasSetup(plan: ProvisioningPlan, api: CloudflareApi): Promise<SaasOutcome[]> {
  if (!plan.customDomains) return [];
  const { zoneId, target } = plan.customDomains;
  const zone = api.forZone(zoneId);
  const [recordStep, originStep, routeStep] = saasSetupSteps(plan.customDomains, plan.workerName) as [
    string,
    string,
    string,
  ];
  const outcomes: SaasOutcome[] = [];
  const records = await zone.dnsRecords(target);
  if (records.length > 0) outcomes.push({ step: recordStep, state: "exists" });
  else {
    await zone.createDnsRecord({ type: "AAAA", name: target, content: originAddress, proxied: true });
    outcomes.push({ step: recordStep, state: "created" });
  }
  if ((await zone.fallbackOrigin()) === target) outcomes.push({ step: originStep, state: "exists" });
  else {
    await zone.setFallbackOrigin(target);
    outcomes.push({ step: originStep, state: "created" });
  }
  const route = (await zone.workerRoutes()).find((existing) => existing.pattern === customHostnamesRoute);
  if (route && route.script !== plan.workerName) {
    throw new Error(
      `zone ${zoneId} sends ${customHostnamesRoute} to the Worker "${route.script}", not "${plan.workerName}"`,
    );
  }
  if (route) outcomes.push({ step: routeStep, state: "exists" });
  else {
    await zone.createWorkerRoute(customHostnamesRoute, plan.workerName);
    outcomes.push({ step: routeStep, state: "created" });
  }
  return outcomes;
}

function printDryRun(plan: ProvisioningPlan, log: (line: string) => void): void {
  log(`Plan for the Worker "${plan.workerName}" from ${shown(plan.configPath)}: a dry run, so no account is asked and`);
  log("nothing is created or written.");
  log("");
  log("Looked up in the account by the id wrangler.toml holds or by name, and created when missing:");
  for (const resource of plan.resources) {
    const placement = placementOf(resource);
    const idNote = placement ? `; its id goes to ${placement.key} in wrangler.toml` : "";
    log(`  ${resourceLine(resource, `${usesOf(resource)}${idNote}`)}`);
  }
  log("");
  for (const line of nothingToCreate(plan)) log(line);
  log("");
  log(customDomainsHeading(plan));
  if (plan.customDomains) for (const step of saasSetupSteps(plan.customDomains, plan.workerName)) log(`  ${step}`);
  log("");
  log(`Secrets (.dev.vars.example), each listed with its command when the Worker lacks it:`);
  for (const name of plan.secrets) log(`  ${secretCommand(name)}`);
}

/** Finds each resource in the account or creates it, asking for each kind's list once. */
async function ensureResources(plan: ProvisioningPlan, account: ReturnType<CloudflareApi["forAccount"]>) {
  const lists = new Map<Resource["kind"], Promise<unknown>>();
  const once = <T>(kind: Resource["kind"], load: () => Promise<T>) => {
    if (!lists.has(kind)) lists.set(kind, load());
    return lists.get(kind) as Promise<T>;
  };
  const outcomes: Outcome[] = [];
  for (const resource of plan.resources) {
    if (resource.kind === "d1" || resource.kind === "kv") {
      const found =
        resource.kind === "d1"
          ? (await once("d1", account.d1Databases)).map((database) => ({ id: database.uuid, name: database.name }))
          : (await once("kv", account.kvNamespaces)).map((namespace) => ({ id: namespace.id, name: namespace.title }));
      const existing =
        found.find((item) => item.id === resource.configuredId) ?? found.find((item) => item.name === resource.name);
      if (existing) outcomes.push({ resource, state: "exists", id: existing.id });
      else {
        const create = resource.kind === "d1" ? account.createD1Database : account.createKvNamespace;
        outcomes.push({ resource, state: "created", id: await create(resource.name) });
      }
    } else {
      const names = await (resource.kind === "r2" ? once("r2", account.r2Buckets) : once("queue", account.queues));
      if (names.includes(resource.name)) outcomes.push({ resource, state: "exists" });
      else {
        await (resource.kind === "r2" ? account.createR2Bucket : account.createQueue)(resource.name);
        outcomes.push({ resource, state: "created" });
      }
    }
  }
  return outcomes;
}

type IdChange = { placement: IdPlacement; id: string };

/** The ids wrangler.toml does not hold yet: a created resource's, or one found by name under another id. */
function idChanges(outcomes: Outcome[]): IdChange[] {
  return outcomes.flatMap(({ resource, id }) => {
    const placement = placementOf(resource);
    return placement && id && "configuredId" in resource && resource.configuredId !== id ? [{ placement, id }] : [];
  });
}

/** Puts each id where wrangler.toml keeps it and reads the file back with wrangler's reader; returns what did not land. */
function writeIds(options: ProvisionOptions, changes: IdChange[]): IdChange[] {
  const before = readFileSync(options.configPath, "utf8");
  const after = changes.reduce((text, change) => withBindingId(text, change.placement, change.id), before);
  if (after !== before) writeFileSync(options.configPath, after);
  const reread = readProvisioningPlan(options.configPath, options.devVarsExamplePath).resources;
  const holds = ({ placement, id }: IdChange) =>
    reread.some(
      (resource) =>
        placementOf(resource)?.table === placement.table &&
        "configuredId" in resource &&
        resource.binding === placement.binding &&
        resource.configuredId === id,
    );
  return changes.filter((change) => !holds(change));
}

function printSecrets(plan: ProvisioningPlan, setSecrets: string[] | undefined, log: (line: string) => void): string[] {
  const unset = plan.secrets.filter((name) => !setSecrets?.includes(name));
  if (unset.length === 0) log(`Every secret is set on ${plan.workerName}.`);
  else {
    const why = setSecrets ? "" : ", which is not deployed yet (the first `wrangler secret put` creates it)";
    log(`Secrets still unset on ${plan.workerName}${why}:`);
    for (const name of unset) log(`  ${secretCommand(name)}`);
  }
  return unset;
}

export async function provision(options: ProvisionOptions): Promise<ProvisionResult> {
  const { log } = options;
  const plan = readProvisioningPlan(options.configPath, options.devVarsExamplePath);
  if (plan.problems.length > 0) {
    throw new Error(`wrangler.toml asks for what provisioning does not cover:\n  ${plan.problems.join("\n  ")}`);
  }
  if (options.mode === "dry-run") {
    printDryRun(plan, log);
    return { plan, outcomes: [], saasOutcomes: [], unsetSecrets: [] };
  }

  const api = cloudflareApi(options.env);
  const accountId = options.env.CLOUDFLARE_ACCOUNT_ID || plan.accountId || (await api.onlyAccount()).id;
  const account = api.forAccount(accountId);
  log(
    `Provisioning the Worker "${plan.workerName}" from ${shown(plan.configPath)} in account ${accountId}, as ${api.credentialSource}:`,
  );
  const outcomes = await ensureResources(plan, account);
  const changes = idChanges(outcomes);
  const byHand = options.mode === "apply" ? writeIds(options, changes) : changes;

  for (const { resource, state, id } of outcomes) {
    const placement = placementOf(resource);
    let idNote = "";
    if (placement && changes.some((change) => change.id === id)) {
      idNote = byHand.some((change) => change.id === id)
        ? `; ${placement.key} ${id}, to set by hand (below)`
        : `; ${placement.key} ${id} written to wrangler.toml`;
    } else if (placement) idNote = `; ${placement.key} already in wrangler.toml`;
    log(`  ${state.padEnd(8)} ${resourceLine(resource, `${usesOf(resource)}${idNote}`)}`);
  }
  if (byHand.length > 0) {
    log("Set by hand:");
    for (const { placement, id } of byHand) log(`  ${describePlacement(placement, id)}`);
  }
  log("");
  for (const line of nothingToCreate(plan)) log(line);
  log("");
  log(customDomainsHeading(plan));
  const saasOutcomes = await ensureSaasSetup(plan, api);
  for (const { step, state } of saasOutcomes) log(`  ${(state === "created" ? "set" : state).padEnd(8)} ${step}`);
  log("");
  const unsetSecrets = printSecrets(plan, await account.workerSecrets(plan.workerName), log);
  log("");
  const migrations = plan.resources.flatMap((resource) =>
    resource.kind === "d1"
      ? [`npx wrangler d1 migrations apply ${resource.binding} --remote --config ${shown(plan.configPath)}`]
      : [],
  );
  log(`Then: ${[...migrations, "npm run deploy"].join(" && ")}`);
  return { plan, outcomes, saasOutcomes, unsetSecrets };
}

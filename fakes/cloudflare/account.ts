// The one Cloudflare account the fake serves, held in memory: who may call it (one API token), what it
// owns (D1 databases, KV namespaces, R2 buckets, queues, Workers with their secrets, one zone with its
// Cloudflare for SaaS custom hostnames) and every request it was sent, so a test can tell what a run
// asked for and what it changed.
import { randomUUID } from "node:crypto";

export type D1Database = { uuid: string; name: string; version: "production"; created_at: string };
export type KvNamespace = { id: string; title: string; supports_url_encoding: true };
export type R2Bucket = { name: string; creation_date: string; location: string };
export type Queue = {
  queue_id: string;
  queue_name: string;
  created_on: string;
  modified_on: string;
  producers: unknown[];
  producers_total_count: number;
  consumers: unknown[];
  consumers_total_count: number;
};
export type Worker = { name: string; secrets: Map<string, string> };

/** A custom hostname as Cloudflare for SaaS keeps it (zones/custom-hostnames.ts decides how it moves). */
export type CustomHostname = {
  id: string;
  hostname: string;
  created_at: string;
  status: string;
  ssl: {
    id: string;
    type: "dv";
    method: string;
    status: string;
    settings: Record<string, unknown>;
    bundle_method: "ubiquitous";
    wildcard: false;
    certificate_authority: "google";
    validation_records?: { http_url?: string; http_body?: string; txt_name?: string; txt_value?: string }[];
    validation_errors?: { message: string }[];
  };
  ownership_verification?: { type: "txt"; name: string; value: string };
  ownership_verification_http?: { http_url: string; http_body: string };
  verification_errors?: string[];
  /** Whether the records have been published yet: they are missing from the create answer. */
  published: boolean;
  /** How many re-checks (PATCHes) it has had. */
  rechecks: number;
};

export type DnsRecord = { id: string; type: string; name: string; content: string; proxied: boolean; ttl: number };
export type WorkerRoute = { id: string; pattern: string; script: string };

/**
 * The zone Cloudflare for SaaS runs on: its custom hostnames, the fallback origin they are sent to, its DNS
 * records and the Worker routes that take its traffic.
 */
export type Zone = {
  id: string;
  name: string;
  customHostnames: CustomHostname[];
  fallbackOrigin: string | null;
  dnsRecords: DnsRecord[];
  workerRoutes: WorkerRoute[];
};

export type CloudflareAccount = {
  id: string;
  name: string;
  apiToken: string;
  d1Databases: D1Database[];
  kvNamespaces: KvNamespace[];
  r2Buckets: R2Bucket[];
  queues: Queue[];
  workers: Map<string, Worker>;
  zone: Zone;
  requests: { method: string; path: string }[];
};

export function createCloudflareAccount(
  options: { id?: string; name?: string; apiToken?: string; zoneId?: string; zoneName?: string } = {},
) {
  const account: CloudflareAccount = {
    id: options.id ?? randomUUID().replaceAll("-", ""),
    name: options.name ?? "LinkNest",
    apiToken: options.apiToken ?? randomUUID(),
    d1Databases: [],
    kvNamespaces: [],
    r2Buckets: [],
    queues: [],
    workers: new Map(),
    zone: {
      id: options.zoneId ?? randomUUID().replaceAll("-", ""),
      name: options.zoneName ?? "linknest.example",
      customHostnames: [],
      fallbackOrigin: null,
      dnsRecords: [],
      workerRoutes: [],
    },
    requests: [],
  };
  return account;
}

export const now = () => new Date().toISOString();
/** The shape of Cloudflare's ids: 32 hex digits, a UUID's for D1. */
export const hexId = () => randomUUID().replaceAll("-", "");

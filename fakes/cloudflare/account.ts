// The one Cloudflare account the fake serves, held in memory: who may call it (one API token), what it
// owns (D1 databases, KV namespaces, R2 buckets, queues, Workers with their secrets) and every request it
// was sent, so a test can tell what a run asked for and what it changed.
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

export type CloudflareAccount = {
  id: string;
  name: string;
  apiToken: string;
  d1Databases: D1Database[];
  kvNamespaces: KvNamespace[];
  r2Buckets: R2Bucket[];
  queues: Queue[];
  workers: Map<string, Worker>;
  requests: { method: string; path: string }[];
};

export function createCloudflareAccount(options: { id?: string; name?: string; apiToken?: string } = {}) {
  const account: CloudflareAccount = {
    id: options.id ?? randomUUID().replaceAll("-", ""),
    name: options.name ?? "LinkNest",
    apiToken: options.apiToken ?? randomUUID(),
    d1Databases: [],
    kvNamespaces: [],
    r2Buckets: [],
    queues: [],
    workers: new Map(),
    requests: [],
  };
  return account;
}

export const now = () => new Date().toISOString();
/** The shape of Cloudflare's ids: 32 hex digits, a UUID's for D1. */
export const hexId = () => randomUUID().replaceAll("-", "");

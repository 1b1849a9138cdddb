// Shared set-up for the profile, upload and public-page tests: accounts made straight in D1 when no
// session is needed, the profile calls as the dashboard makes them, and image bytes of each kind.

import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { Theme } from "#contract/themes";
import type { ErrorBody, OwnerLink, OwnerProfile } from "#contract/types";
import { withLifetimeClicks } from "../../../worker/analytics/stores";
import { json, type request, uniqueUser } from "./requests";

/** A link as the dashboard sends it: a new one has no id, and clicks are never taken from the client. */
export type LinkBody = Pick<OwnerLink, "title" | "url"> &
  Partial<
    Pick<
      OwnerLink,
      "id" | "clicks" | "sensitive" | "featured" | "kind" | "buttonText" | "amounts" | "currency" | "allowCustom"
    >
  >;
/** What GET and PUT /api/profile answer; a refusal carries its msg. */
export type OwnerProfileBody = OwnerProfile & { msg?: string };
export type { ErrorBody };

type Client = { request: (path: string, options?: Parameters<typeof request>[1]) => Promise<Response> };

let referralCounter = 0;

/** A verified account with a profile, written directly to D1 (no session; for public-side tests). */
export async function createProfile(
  options: {
    username?: string;
    bio?: string;
    avatar?: string | null;
    links?: { title: string; url: string; clicks?: number }[];
    showBranding?: boolean;
    subscriptionStatus?: string | null;
    subscriptionEndDate?: number | null;
    suspended?: boolean;
  } = {},
) {
  const username = options.username ?? uniqueUser("pub").username;
  const id = crypto.randomUUID();
  referralCounter += 1;
  const referralCode = `ref${Date.now().toString(36)}${referralCounter}`;
  await env.DB.prepare(
    `insert into users (id, email, username, password_hash, email_verified, bio, avatar, show_branding, referral_code,
       is_suspended, subscription_status, subscription_end_date)
     values (?, ?, ?, 'x', 1, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      `${id}@example.com`,
      username,
      options.bio ?? "",
      options.avatar ?? null,
      options.showBranding === false ? 0 : 1,
      referralCode,
      options.suspended ? 1 : 0,
      options.subscriptionStatus ?? null,
      options.subscriptionEndDate ?? null,
    )
    .run();
  const links = options.links ?? [];
  if (links.length > 0) {
    await env.DB.batch(
      links.map((link, position) =>
        env.DB.prepare("insert into links (id, user_id, position, title, url, clicks) values (?, ?, ?, ?, ?, ?)").bind(
          crypto.randomUUID(),
          id,
          position,
          link.title,
          link.url,
          link.clicks ?? 0,
        ),
      ),
    );
  }
  return { id, username, referralCode };
}

/** Makes the account Pro (docs/guides/billing.md) by setting its subscription columns, as a webhook would. */
export async function setSubscription(username: string, status: string | null, endDate: number | null) {
  await env.DB.prepare(
    "update users set subscription_status = ?, subscription_end_date = ? where lower(username) = lower(?)",
  )
    .bind(status, endDate, username)
    .run();
}

export function tenLinks() {
  return Array.from({ length: 10 }, (_, i) => ({
    title: `My link number ${i + 1} with a reasonably long title`,
    url: `https://example.com/some/fairly/long/path/${i + 1}?utm_source=linknest&utm_medium=bio`,
  }));
}

export async function getProfile(client: Client): Promise<OwnerProfileBody> {
  const response = await client.request("/api/profile");
  if (response.status !== 200) throw new Error(`GET /api/profile answered ${response.status}`);
  return (await response.json()) as OwnerProfileBody;
}

/** PUT /api/profile with what GET answered (username, bio, links) and the given changes. */
export async function saveChanges(client: Client, changes: Record<string, unknown>): Promise<Response> {
  const { username, bio, links } = await getProfile(client);
  return client.request("/api/profile", { method: "PUT", json: { username, bio, links, ...changes } });
}

/** The message a refusal gives `field`, once its status is the one expected and the field is named. */
export async function fieldRefusal(response: Response, status: number, field: string): Promise<string> {
  expect(response.status).toBe(status);
  const body = await json<ErrorBody>(response);
  const error = body.errors?.find((e) => e.field === field);
  expect(error, JSON.stringify(body)).toBeDefined();
  return error?.message ?? "";
}

/** PUT /api/profile with the whole profile, starting from what GET answered. */
export async function putProfile(
  client: Client,
  changes: Partial<{
    username: string;
    bio: string;
    avatar: string | null;
    links: LinkBody[];
    sensitive: boolean;
    theme: Theme;
  }>,
): Promise<Response> {
  const current = await getProfile(client);
  return client.request("/api/profile", {
    method: "PUT",
    json: { username: current.username, bio: current.bio, avatar: current.avatar, links: current.links, ...changes },
  });
}

export async function snapshotOf(username: string): Promise<Record<string, unknown> | null> {
  return env.PROFILES.get(`profile:${username.toLowerCase()}`, "json");
}

/** The user's links as stored, each with its lifetime clicks (D1's count from before the stores, and the store's). */
export async function linksInDb(username: string) {
  const { results } = await env.DB.prepare(
    `select l.id, l.user_id, l.title, l.url, l.clicks, l.position from links l join users u on u.id = l.user_id
     where lower(u.username) = lower(?) order by l.position`,
  )
    .bind(username)
    .all<{ id: string; user_id: string; title: string; url: string; clicks: number; position: number }>();
  const userId = results[0]?.user_id;
  const links = userId ? await withLifetimeClicks(env, userId, results) : results;
  return links.map(({ title, url, clicks, position }) => ({ title, url, clicks, position }));
}

// Image files: just enough bytes for the signatures, padded to a size.
const pad = (head: number[], size: number) => {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return bytes;
};
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
export const images = {
  png: (size = 256) => pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpeg: (size = 256) => pad([0xff, 0xd8, 0xff, 0xe0], size),
  gif: (size = 256) => pad(ascii("GIF89a"), size),
  webp: (size = 256) => pad([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBPVP8 ")], size),
  svg: () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

export function avatarForm(bytes: Uint8Array, options: { field?: string; name?: string; type?: string } = {}) {
  const form = new FormData();
  form.append(
    options.field ?? "avatar",
    new File([bytes], options.name ?? "avatar.png", { type: options.type ?? "image/png" }),
  );
  return form;
}

export function uploadAvatar(client: Client, body: BodyInit, headers?: Record<string, string>) {
  return client.request("/api/upload/avatar", { method: "POST", body, headers });
}

/** The gzipped size of a body, as a CDN would send it. */
export async function gzippedSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

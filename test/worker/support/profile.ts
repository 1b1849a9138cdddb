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
  await env.DB.batch([
    env.DB.prepare(
      `insert into users (id, email, username, password_hash, email_verified, referral_code, is_suspended,
         subscription_status, subscription_end_date)
       values (?, ?, ?, 'x', 1, ?, ?, ?, ?)`,
    ).bind(
      id,
      `${id}@example.com`,
      username,
      referralCode,
      options.suspended ? 1 : 0,
      options.subscriptionStatus ?? null,
      options.subscriptionEndDate ?? null,
    ),
    // Its primary page, under the account's id (docs/decisions/059).
    env.DB.prepare(
      "insert into pages (id, owner_id, username, bio, avatar, show_branding) values (?, ?, ?, ?, ?, ?)",
    ).bind(id, id, username, options.bio ?? "", options.avatar ?? null, options.showBranding === false ? 0 : 1),
  ]);
  const links = options.links ?? [];
  if (links.length > 0) {
    await env.DB.batch(
      links.map((link, position) =>
        env.DB.prepare("insert into links (id, page_id, position, title, url, clicks) values (?, ?, ?, ?, ?, ?)").bind(
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
    displayName: string;
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
    `select l.id, l.page_id, l.title, l.url, l.clicks, l.position from links l join pages u on u.id = l.page_id
     where lower(u.username) = lower(?) order by l.position`,
  )
    .bind(username)
    .all<{ id: string; page_id: string; title: string; url: string; clicks: number; position: number }>();
  const userId = results[0]?.page_id;
  const links = userId ? await withLifetimeClicks(env, userId, results) : results;
  return links.map(({ title, url, clicks, position }) => ({ title, url, clicks, position }));
}

/** A real 1×1 PNG: whole, decodable, as a browser would upload it. */
export const onePixelPng = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** The CRC-32 a PNG chunk ends with (over its type and data). */
export function crcOf(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Bytes as the data: URL an export carries them in. */
export function dataUrlOf(bytes: Uint8Array, type = "image/png"): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${type};base64,${btoa(binary)}`;
}

// Image files: real, whole 2×2 images of each type (made once with an image library), padded to a size
// with what every decoder skips — a text chunk, a comment, an unknown chunk — so a test can ask for an
// image of any size that is still a whole image.
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const wholeImages = {
  png: fromBase64(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4oRF1QiOKAUIBACXeBSkc+30xAAAAAElFTkSuQmCC",
  ),
  jpeg: fromBase64(
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCSAFV3/9k=",
  ),
  gif: fromBase64("R0lGODlhAgACAIAAAExpccgoWiH5BAUAAAAALAAAAAACAAIAAAICjFMAOw=="),
  webp: fromBase64("UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAdQlCJXq/+BiOh/AAA="),
};

const concat = (...parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};
const filler = (length: number) => new Uint8Array(Math.max(0, length)).fill(0x61);

/** A PNG text chunk of `length` bytes of data, with its CRC. */
function pngTextChunk(length: number): Uint8Array {
  const chunk = concat(new Uint8Array(4), new TextEncoder().encode("tEXt"), filler(length), new Uint8Array(4));
  const view = new DataView(chunk.buffer);
  view.setUint32(0, length);
  view.setUint32(8 + length, crcOf(chunk.subarray(4, 8 + length)));
  return chunk;
}

/** Comment segments (FF FE) of at most 65,533 bytes each, `length` bytes in all (framing included). */
function jpegComments(length: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let left = length;
  while (left >= 5) {
    const data = Math.min(left - 4, 65_533);
    parts.push(concat(new Uint8Array([0xff, 0xfe, (data + 2) >> 8, (data + 2) & 255]), filler(data)));
    left -= data + 4;
  }
  return concat(...parts);
}

/** A GIF comment extension (21 FE, sub-blocks of at most 255 bytes, a 0 terminator) of about `length` bytes. */
function gifComment(length: number): Uint8Array {
  const blocks: Uint8Array[] = [new Uint8Array([0x21, 0xfe])];
  let left = length - 3;
  while (left > 1) {
    const size = Math.min(left - 1, 255);
    blocks.push(concat(new Uint8Array([size]), filler(size)));
    left -= size + 1;
  }
  blocks.push(new Uint8Array([0]));
  return concat(...blocks);
}

/** Pads a whole image to `size` bytes (or as close as its framing allows) with what decoders skip. */
function paddedImage(kind: keyof typeof wholeImages, size: number): Uint8Array {
  const image = wholeImages[kind];
  const extra = size - image.length;
  if (extra <= 0) return image;
  if (kind === "png") {
    const iend = image.length - 12;
    return concat(image.subarray(0, iend), pngTextChunk(Math.max(0, extra - 12)), image.subarray(iend));
  }
  if (kind === "jpeg") return concat(image.subarray(0, 2), jpegComments(extra), image.subarray(2));
  if (kind === "gif") return concat(image.subarray(0, image.length - 1), gifComment(extra), image.subarray(-1));
  // WebP: an unknown chunk after the image's, the RIFF size grown to hold it.
  const data = Math.max(0, extra - 8) & ~1;
  const padded = concat(image, new TextEncoder().encode("PAD "), new Uint8Array(4), filler(data));
  const view = new DataView(padded.buffer);
  view.setUint32(image.length + 4, data, true);
  view.setUint32(4, padded.length - 8, true);
  return padded;
}

export const images = {
  png: (size = 256) => paddedImage("png", size),
  jpeg: (size = 256) => paddedImage("jpeg", size),
  gif: (size = 256) => paddedImage("gif", size),
  webp: (size = 256) => paddedImage("webp", size),
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

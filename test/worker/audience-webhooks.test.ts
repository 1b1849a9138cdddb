// The audience's webhook (docs/guides/audience.md): Pro only; https on the public internet (SSRF refusals,
// and the local receiver allowed only where the dev var is on and the run is not production); each
// confirmed subscriber delivered, signed, from the queue, retried with growing delays when the receiver
// fails and never following a redirect; the test button and the last delivery's status on the card.

import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { createHmac } from "node:crypto";
import { describe, expect, inject, it, vi } from "vitest";
import { audienceMessages, webhookHeaders } from "#contract/audience";
import { webhookUrlProblem } from "../../worker/audience/webhook-address";
import { audienceWebhookQueueName, handleAudienceWebhookQueue } from "../../worker/audience/webhook-deliveries";
import { rateLimits, tooManyAttempts } from "../../worker/http/rate-limits";
import { receivedMail } from "./support/mailbox";
import { privateOrigins } from "./support/private-addresses";
import { putProfile, setSubscription } from "./support/profile";
import { queuedWebhookDeliveries, tappedEnv } from "./support/queues";
import { answer, buildRequest, json, request, signedInUser } from "./support/requests";

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];
type Delivery = { headers: Record<string, string>; body: string };

const receiver = inject("webhookReceiverUrl");
let boxCounter = 0;
const newBox = () => `box-${Date.now().toString(36)}-${++boxCounter}`;

async function received(box: string): Promise<Delivery[]> {
  return (await fetch(`${receiver}/received/${box}`)).json();
}

async function proOwnerWithSignupBlock() {
  const owner = await signedInUser("hook");
  await setSubscription(owner.user.username, "active", Date.now() + 30 * 24 * 60 * 60 * 1000);
  const saved = await putProfile(owner.client, {
    links: [{ kind: "signup", title: "Newsletter", url: "", buttonText: "Join" }],
  });
  expect(saved.status).toBe(200);
  return owner;
}

const putWebhook = (client: Client, url: string | null) =>
  client.request("/api/audience/webhook", { method: "PUT", json: { url } });

async function webhookStatus(client: Client) {
  return json<{ url: string | null; lastDelivery: { at: string; status: number | null; error: string | null } | null }>(
    await client.request("/api/audience/webhook"),
  );
}

/** A visitor signs up and opens the mailed link; what the confirmation queued for the webhook is answered. */
async function confirmedSubscriber(username: string, email: string) {
  expect((await request("/api/subscribe", { method: "POST", json: { username, email } })).status).toBe(202);
  const mail = await receivedMail(email, /Confirm your subscription/);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/subscribe\/confirm\?token=[\w-]+/)?.[0] as string);
  expect((await request(`${link.pathname}${link.search}`)).status).toBe(200);
  return queuedWebhookDeliveries();
}

/** Hands one delivery to the consumer as the Queues runtime would, reporting any retry and its delay. */
async function deliverOnce(body: unknown, attempts = 1) {
  const batch = createMessageBatch<unknown>(audienceWebhookQueueName, [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts, body },
  ]);
  // The harness reports which messages were retried but not with what delay: record the calls.
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  await handleAudienceWebhookQueue(batch, tappedEnv);
  const result = await getQueueResult(batch, createExecutionContext());
  return { ...result, retryDelays: retries.flatMap((spy) => spy.mock.calls.map(([options]) => options?.delaySeconds)) };
}

describe("the webhook's address", () => {
  const production = { ...env, ENVIRONMENT: "production", AUDIENCE_WEBHOOKS_ALLOW_LOCAL: "false" } as Env;

  it.each(privateOrigins.map((origin) => `${origin}/hook`))("refuses %s in production", (url) => {
    expect(webhookUrlProblem(url, production)).toBe(audienceMessages.webhookUrlPrivate);
  });

  it("refuses what is not https, or carries credentials, and takes a public https URL", () => {
    expect(webhookUrlProblem("http://hooks.example.com/x", production)).toBe(audienceMessages.webhookUrlNotHttps);
    expect(webhookUrlProblem("ftp://hooks.example.com/x", production)).toBe(audienceMessages.webhookUrlNotHttps);
    expect(webhookUrlProblem("not a url", production)).toBe(audienceMessages.webhookUrlInvalid);
    expect(webhookUrlProblem("https://user:pw@hooks.example.com/", production)).toBe(
      audienceMessages.webhookUrlCredentials,
    );
    expect(webhookUrlProblem("https://hooks.zapier.com/hooks/catch/1/abc", production)).toBeNull();
    expect(webhookUrlProblem("https://8.8.8.8/hook", production)).toBeNull();
    // 6to4 of a public address, and an ordinary global IPv6 address, are the public internet.
    expect(webhookUrlProblem("https://[2002:808:808::1]/hook", production)).toBeNull();
    expect(webhookUrlProblem("https://[2606:4700::1111]/hook", production)).toBeNull();
  });

  it("stores the URL with its host normalised, so every delivery goes where the rules looked", async () => {
    const owner = await proOwnerWithSignupBlock();
    await putWebhook(owner.client, "https://Hooks.Example.COM../in?x=1");
    expect((await webhookStatus(owner.client)).url).toBe("https://hooks.example.com/in?x=1");
  });

  it("allows the local receiver only where the dev var is on and the run is not production (fail closed)", () => {
    const local = `${receiver}/receive/x`;
    expect(webhookUrlProblem(local, { ...env, AUDIENCE_WEBHOOKS_ALLOW_LOCAL: "true" } as Env)).toBeNull();
    expect(webhookUrlProblem(local, { ...env, AUDIENCE_WEBHOOKS_ALLOW_LOCAL: "false" } as Env)).not.toBeNull();
    expect(webhookUrlProblem(local, { ...production, AUDIENCE_WEBHOOKS_ALLOW_LOCAL: "true" } as Env)).not.toBeNull();
    expect(
      webhookUrlProblem(local, { ...env, AUDIENCE_WEBHOOKS_ALLOW_LOCAL: undefined } as unknown as Env),
    ).not.toBeNull();
  });

  it("refuses a private address through the API with the reason on its field, storing nothing", async () => {
    const owner = await proOwnerWithSignupBlock();
    const response = await answer(
      buildRequest("/api/audience/webhook", {
        method: "PUT",
        json: { url: "https://192.168.0.1/hook" },
        cookie: owner.client.cookie,
      }),
      { AUDIENCE_WEBHOOKS_ALLOW_LOCAL: "false" },
    );
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      msg: audienceMessages.webhookUrlPrivate,
      errors: [{ field: "url", message: audienceMessages.webhookUrlPrivate }],
    });
    expect((await webhookStatus(owner.client)).url).toBeNull();
  });

  it("is Pro: a free owner gets the Pro message and nothing is stored", async () => {
    const free = await signedInUser("hookfree");
    const response = await putWebhook(free.client, "https://hooks.example.com/x");
    expect(response.status).toBe(403);
    expect((await json(response)).msg).toBe(audienceMessages.webhookProOnly);
    expect((await webhookStatus(free.client)).url).toBeNull();
  });
});

describe("deliveries", () => {
  it("posts each confirmed subscriber, signed with the secret over timestamp.body", async () => {
    const owner = await proOwnerWithSignupBlock();
    const box = newBox();
    const saved = await json<{ url: string; secret: string }>(
      await putWebhook(owner.client, `${receiver}/receive/${box}`),
    );
    expect(saved.secret).toMatch(/^whsec_/);
    const queued = await confirmedSubscriber(owner.user.username, "hooked@example.com");
    expect(queued).toHaveLength(1);
    expect(await received(box)).toEqual([]);

    const result = await deliverOnce(queued[0]);
    expect(result.retryMessages).toEqual([]);
    const [delivery] = await received(box);
    const timestamp = delivery?.headers[webhookHeaders.timestamp.toLowerCase()] as string;
    const signature = delivery?.headers[webhookHeaders.signature.toLowerCase()];
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac("sha256", saved.secret).update(`${timestamp}.${delivery?.body}`).digest("hex");
    expect(signature).toBe(`sha256=${expected}`);
    // A forged body does not carry the signature.
    const forged = createHmac("sha256", saved.secret).update(`${timestamp}.{}`).digest("hex");
    expect(signature).not.toBe(`sha256=${forged}`);
    expect(JSON.parse(delivery?.body as string)).toEqual({
      event: "subscriber.confirmed",
      page: owner.user.username,
      subscriber: { email: "hooked@example.com", confirmedAt: expect.any(String) },
      sentAt: expect.any(String),
    });
    expect((await webhookStatus(owner.client)).lastDelivery).toEqual({
      at: expect.any(String),
      status: 200,
      error: null,
    });
  });

  it("retries a failing receiver with growing delays, and shows each attempt's status", async () => {
    const owner = await proOwnerWithSignupBlock();
    const box = newBox();
    await putWebhook(owner.client, `${receiver}/receive/${box}?fail=2`);
    const [message] = await confirmedSubscriber(owner.user.username, "retry@example.com");

    const first = await deliverOnce(message, 1);
    expect(first.retryDelays).toEqual([30]);
    expect((await webhookStatus(owner.client)).lastDelivery?.status).toBe(503);
    const second = await deliverOnce(message, 2);
    expect(second.retryDelays).toEqual([60]);
    const third = await deliverOnce(message, 3);
    expect(third.retryMessages).toEqual([]);
    expect(await received(box)).toHaveLength(3);
    expect((await webhookStatus(owner.client)).lastDelivery?.status).toBe(200);
  });

  it("does not follow a redirect, and says when the receiver cannot be reached", async () => {
    const owner = await proOwnerWithSignupBlock();
    const box = newBox();
    await putWebhook(owner.client, `${receiver}/receive/${box}?redirect=1`);
    const [message] = await confirmedSubscriber(owner.user.username, "redirect@example.com");
    const redirected = await deliverOnce(message);
    expect(redirected.retryDelays).toEqual([30]);
    expect(await received(`${box}-redirected`)).toEqual([]);
    expect((await webhookStatus(owner.client)).lastDelivery?.status).toBe(307);

    // A port nothing listens on.
    await putWebhook(owner.client, "http://127.0.0.1:9/hook");
    const unreachable = await deliverOnce(message);
    expect(unreachable.retryDelays).toEqual([30]);
    expect((await webhookStatus(owner.client)).lastDelivery).toEqual({
      at: expect.any(String),
      status: null,
      error: "the receiver could not be reached",
    });
  });

  it("sends nothing for an owner without a webhook, or no longer Pro", async () => {
    const owner = await proOwnerWithSignupBlock();
    expect(await confirmedSubscriber(owner.user.username, "nohook@example.com")).toEqual([]);
    const box = newBox();
    await putWebhook(owner.client, `${receiver}/receive/${box}`);
    await setSubscription(owner.user.username, null, null);
    expect(await confirmedSubscriber(owner.user.username, "lapsed@example.com")).toEqual([]);
  });

  it("sends a test delivery from the card's button and shows how it went", async () => {
    const owner = await proOwnerWithSignupBlock();
    expect((await owner.client.request("/api/audience/webhook/test", { method: "POST" })).status).toBe(404);
    const box = newBox();
    await putWebhook(owner.client, `${receiver}/receive/${box}`);
    const response = await owner.client.request("/api/audience/webhook/test", { method: "POST" });
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ msg: audienceMessages.testQueued });
    expect((await webhookStatus(owner.client)).lastDelivery).toBeNull();
    const [message] = await queuedWebhookDeliveries();
    await deliverOnce(message);
    expect(JSON.parse((await received(box))[0]?.body as string).event).toBe("webhook.test");
    expect((await webhookStatus(owner.client)).lastDelivery?.status).toBe(200);
  });

  it("limits test deliveries to a few a minute per account: past them 429, and nothing is queued", async () => {
    const owner = await proOwnerWithSignupBlock();
    await putWebhook(owner.client, "https://hooks.example.com/x");
    const { limit } = rateLimits.webhookTests;
    for (let i = 0; i < limit; i += 1) {
      expect((await owner.client.request("/api/audience/webhook/test", { method: "POST" })).status).toBe(202);
    }
    const refused = await owner.client.request("/api/audience/webhook/test", { method: "POST" });
    expect(refused.status).toBe(429);
    expect((await json(refused)).msg).toBe(tooManyAttempts);
    expect(await queuedWebhookDeliveries()).toHaveLength(limit);
    // Another account's are its own.
    const other = await proOwnerWithSignupBlock();
    await putWebhook(other.client, "https://hooks.example.com/y");
    expect((await other.client.request("/api/audience/webhook/test", { method: "POST" })).status).toBe(202);
  });

  it("removes the webhook with null", async () => {
    const owner = await proOwnerWithSignupBlock();
    await putWebhook(owner.client, "https://hooks.example.com/x");
    expect((await webhookStatus(owner.client)).url).toBe("https://hooks.example.com/x");
    const removed = await putWebhook(owner.client, null);
    expect(await json(removed)).toEqual({ url: null, secret: null });
    expect(await webhookStatus(owner.client)).toEqual({ url: null, lastDelivery: null });
  });
});

// A small local stand-in for the parts of Stripe LinkNest uses (architecture §7): the REST endpoints the
// SDK calls, a hosted checkout page and billing portal, signed webhooks, and test controls to end a
// period or fail a payment. Only the HTTP boundary is fake: the app runs the real Stripe SDK.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type FormObject, parseStripeForm, stringAt } from "./form";
import { checkoutPage, portalPage } from "./pages";
import {
  type CheckoutSession,
  createStore,
  invoiceFor,
  newId,
  newSubscription,
  now,
  periodSeconds,
  type Store,
  type Subscription,
} from "./store";
import { deliver, emit, type WebhookTarget } from "./webhooks";

export type StripeFakeOptions = { port?: number; host?: string; webhookUrl?: string; webhookSecret: string };
export type StripeFake = { url: string; store: Store; target: WebhookTarget; close: () => Promise<void> };

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = "invalid_request_error",
    readonly code?: string,
  ) {
    super(message);
  }
}

const metadataOf = (form: FormObject, key = "metadata") =>
  Object.fromEntries(
    Object.entries((form[key] as Record<string, string> | undefined) ?? {}).filter(([, v]) => typeof v === "string"),
  );

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req") });
  res.end(JSON.stringify(body));
}
function html(res: ServerResponse, body: string) {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(body);
}
function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { Location: location });
  res.end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const store = createStore();
  const target: WebhookTarget = { url: options.webhookUrl, secret: options.webhookSecret };
  let baseUrl = "";
  let failNext: { status: number; message: string } | null = null;

  const subscription = (id: string): Subscription => {
    const found = store.subscriptions.get(id);
    if (!found)
      throw new StripeError(404, `No such subscription: '${id}'`, "invalid_request_error", "resource_missing");
    return found;
  };
  const checkout = (id: string): CheckoutSession => {
    const found = store.checkoutSessions.get(id);
    if (!found)
      throw new StripeError(404, `No such checkout.session: '${id}'`, "invalid_request_error", "resource_missing");
    return found;
  };

  async function setCancelAtPeriodEnd(sub: Subscription, value: boolean) {
    if (sub.status === "canceled") throw new StripeError(400, "A canceled subscription can only update its metadata.");
    sub.cancel_at_period_end = value;
    sub.cancel_at = value ? (sub.items.data[0]?.current_period_end ?? null) : null;
    sub.canceled_at = value ? now() : null;
    await emit(store, target, "customer.subscription.updated", sub);
  }

  async function endSubscription(sub: Subscription) {
    sub.status = "canceled";
    sub.ended_at = now();
    sub.canceled_at ??= now();
    await emit(store, target, "customer.subscription.deleted", sub);
  }

  async function handleApi(
    method: string,
    path: string[],
    form: FormObject,
    query: URLSearchParams,
    res: ServerResponse,
  ) {
    const [resource, id] = path;
    if (method === "POST" && resource === "customers" && !id) {
      const customer = {
        id: newId("cus"),
        object: "customer" as const,
        email: stringAt(form, "email") ?? null,
        metadata: metadataOf(form),
        created: now(),
      };
      store.customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (method === "GET" && resource === "customers" && id) {
      const customer = store.customers.get(id);
      if (!customer)
        throw new StripeError(404, `No such customer: '${id}'`, "invalid_request_error", "resource_missing");
      return send(res, 200, customer);
    }
    if (resource === "checkout" && path[1] === "sessions") {
      const sessionId = path[2];
      if (method === "POST" && !sessionId) {
        const price = stringAt(form, "line_items", 0, "price");
        const successUrl = stringAt(form, "success_url");
        const cancelUrl = stringAt(form, "cancel_url");
        if (stringAt(form, "mode") !== "subscription")
          throw new StripeError(400, "Only mode=subscription is supported here.");
        if (!price || !successUrl || !cancelUrl)
          throw new StripeError(400, "Missing required param: line_items[0][price], success_url or cancel_url.");
        const customer = stringAt(form, "customer") ?? null;
        if (customer && !store.customers.has(customer))
          throw new StripeError(400, `No such customer: '${customer}'`, "invalid_request_error", "resource_missing");
        const id = newId("cs_test");
        const session: CheckoutSession = {
          id,
          object: "checkout.session",
          mode: "subscription",
          status: "open",
          customer,
          client_reference_id: stringAt(form, "client_reference_id") ?? null,
          metadata: { ...metadataOf(form), ...metadataOf((form.subscription_data as FormObject) ?? {}) },
          success_url: successUrl,
          cancel_url: cancelUrl,
          url: `${baseUrl}/checkout/${id}`,
          subscription: null,
          price,
          created: now(),
        };
        store.checkoutSessions.set(id, session);
        return send(res, 200, session);
      }
      if (method === "GET" && sessionId) return send(res, 200, checkout(sessionId));
    }
    if (resource === "subscriptions") {
      if (method === "GET" && !id) {
        const customer = query.get("customer");
        const data = [...store.subscriptions.values()].filter((s) => !customer || s.customer === customer);
        return send(res, 200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
      }
      if (!id) throw new StripeError(404, "Unrecognized request URL.");
      const sub = subscription(id);
      if (method === "GET") return send(res, 200, sub);
      if (method === "POST") {
        const flag = stringAt(form, "cancel_at_period_end");
        if (flag !== undefined) await setCancelAtPeriodEnd(sub, flag === "true");
        return send(res, 200, sub);
      }
      if (method === "DELETE") {
        if (sub.status !== "canceled") await endSubscription(sub);
        return send(res, 200, sub);
      }
    }
    if (method === "POST" && resource === "billing_portal" && path[1] === "sessions") {
      const customer = stringAt(form, "customer");
      if (!customer || !store.customers.has(customer))
        throw new StripeError(
          400,
          `No such customer: '${customer ?? ""}'`,
          "invalid_request_error",
          "resource_missing",
        );
      const id = newId("bps");
      const portal = {
        id,
        object: "billing_portal.session" as const,
        customer,
        return_url: stringAt(form, "return_url") ?? null,
        url: `${baseUrl}/portal/${id}`,
      };
      store.portalSessions.set(id, portal);
      return send(res, 200, portal);
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: /v1/${path.join("/")}).`);
  }

  async function handlePages(method: string, path: string[], res: ServerResponse) {
    const [area, id, action] = path;
    if (area === "checkout" && id) {
      const session = checkout(id);
      if (method === "GET" && !action) return html(res, checkoutPage(session));
      if (method === "POST" && action === "cancel") return redirect(res, session.cancel_url);
      if (method === "POST" && action === "pay") {
        if (session.status === "open") {
          let customer = session.customer;
          if (!customer) {
            customer = newId("cus");
            store.customers.set(customer, {
              id: customer,
              object: "customer",
              email: null,
              metadata: session.metadata,
              created: now(),
            });
          }
          const sub = newSubscription(customer, session.price, session.metadata);
          store.subscriptions.set(sub.id, sub);
          Object.assign(session, { status: "complete", customer, subscription: sub.id });
          await emit(store, target, "customer.subscription.created", sub);
          await emit(store, target, "checkout.session.completed", session);
          await emit(store, target, "invoice.paid", invoiceFor(sub, "paid"));
        }
        return redirect(res, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
      }
    }
    if (area === "portal" && id) {
      const portal = store.portalSessions.get(id);
      if (!portal) throw new StripeError(404, "This portal session has expired.");
      const sub = [...store.subscriptions.values()].reverse().find((s) => s.customer === portal.customer);
      if (method === "GET" && !action) return html(res, portalPage(portal, sub));
      if (method === "POST" && sub && (action === "cancel" || action === "resume")) {
        await setCancelAtPeriodEnd(sub, action === "cancel");
        return redirect(res, `/portal/${id}`);
      }
    }
    throw new StripeError(404, "Not found.");
  }

  async function handleTestControls(method: string, path: string[], form: FormObject, res: ServerResponse) {
    const [area, id, action] = path;
    if (method === "GET" && area === "events") return send(res, 200, { data: store.events });
    if (method === "POST" && area === "events" && id && action === "deliver") {
      const event = store.events.find((e) => e.id === id);
      if (!event) throw new StripeError(404, `No such event: '${id}'`);
      return send(res, 200, { status: await deliver(event, target) });
    }
    if (method === "POST" && area === "fail-next") {
      failNext = {
        status: Number(stringAt(form, "status") ?? 402),
        message: stringAt(form, "message") ?? "Your card was declined.",
      };
      return send(res, 200, { ok: true });
    }
    if (method === "POST" && area === "subscriptions" && id) {
      const sub = subscription(id);
      if (action === "end") await endSubscription(sub);
      else if (action === "renew") {
        const item = sub.items.data[0];
        if (item) {
          item.current_period_start = item.current_period_end;
          item.current_period_end += periodSeconds;
        }
        sub.status = "active";
        await emit(store, target, "invoice.paid", invoiceFor(sub, "paid"));
        await emit(store, target, "customer.subscription.updated", sub);
      } else if (action === "payment-failed") {
        sub.status = "past_due";
        await emit(store, target, "invoice.payment_failed", invoiceFor(sub, "open"));
        await emit(store, target, "customer.subscription.updated", sub);
      } else throw new StripeError(404, `Unknown test action '${action}'.`);
      return send(res, 200, sub);
    }
    throw new StripeError(404, "Unknown test control.");
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://fake");
      const method = req.method ?? "GET";
      const body = method === "GET" ? "" : await readBody(req);
      const form = parseStripeForm(body);
      const [root, ...rest] = url.pathname.split("/").filter(Boolean);
      if (root === "v1") {
        const key = (req.headers.authorization ?? "").replace(/^Bearer /, "");
        if (!key.startsWith("sk_test_"))
          throw new StripeError(401, "Invalid API Key provided.", "invalid_request_error");
        if (failNext) {
          const failure = failNext;
          failNext = null;
          throw new StripeError(failure.status, failure.message, failure.status === 402 ? "card_error" : "api_error");
        }
        return await handleApi(method, rest, form, url.searchParams, res);
      }
      if (root === "__test") return await handleTestControls(method, rest, form, res);
      return await handlePages(method, [root ?? "", ...rest], res);
    } catch (error) {
      const stripeError = error instanceof StripeError ? error : new StripeError(500, String(error), "api_error");
      send(res, stripeError.status, {
        error: { type: stripeError.type, message: stripeError.message, code: stripeError.code },
      });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? "127.0.0.1"}:${address.port}`;
  return {
    url: baseUrl,
    store,
    target,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Stripe's SDK sends form bodies with bracket keys (metadata[userId]=…, line_items[0][price]=…);
// this turns them back into the nested objects the real API would see.
import { createMiddleware } from "hono/factory";

export type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: FormObject | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? "");
      const key = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, FormValue>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as FormObject | FormValue[];
      }
    });
  }
  return root;
}

export function stringAt(form: FormObject, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = form;
  for (const part of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = (node as Record<string | number, FormValue>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

export type FormEnv = { Variables: { form: FormObject } };

/** Every route reads its parameters from `c.var.form`: the body of any non-GET request, whatever its type. */
export const formBody = createMiddleware<FormEnv>(async (c, next) => {
  c.set("form", c.req.method === "GET" ? {} : parseStripeForm(await c.req.text()));
  await next();
});

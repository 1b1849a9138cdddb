// The endpoints of a Hono app as its own route list has them (app.routes): one per method and path,
// answered by the last handler registered for it, and the handlers that run on the way to each — the
// middleware registered before it on its path, a router's guards among them. The route table
// (route-table.ts) and the authorization matrix (test/worker/authorization-matrix.test.ts) read the app
// through these, so neither lists a route by hand.
import type { RouterRoute } from "hono/types";
import { findTargetHandler, isMiddleware } from "hono/utils/handler";

export type Endpoint = {
  method: string;
  path: string;
  /** The function that answers (the last one registered for the method and path). */
  handler: unknown;
  /** Every function that runs on the way to the answer, in order: middleware, guards, validators. */
  chain: unknown[];
};

/**
 * Whether a registered path (`/api/admin/*`, `/api/user/:username`) covers an endpoint's path. As in
 * Hono, a trailing `/*` covers the path it ends as well (a router's guard at `/api/passkeys/*` runs for
 * `/api/passkeys`).
 */
function covers(pattern: string, path: string): boolean {
  const source = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      if (segment.startsWith(":")) return "[^/]+";
      return segment.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/")
    .replace(/\/\.\*$/, "(/.*)?");
  return new RegExp(`^${source}$`).test(path);
}

/** The endpoints of an app (or a router): anything with Hono's list of routes. */
export function endpointsOf(app: { routes: RouterRoute[] }): Endpoint[] {
  const registered = app.routes.map((route, index) => {
    const target = findTargetHandler(route.handler);
    return { ...route, target, isMiddleware: isMiddleware(target), index };
  });
  const byKey = new Map<string, (typeof registered)[number]>();
  for (const route of registered) {
    const key = `${route.method} ${route.path}`;
    byKey.delete(key);
    byKey.set(key, route);
  }
  // A catch-all registered with use() is middleware on the way to a route, not an endpoint of its own;
  // a method's route is one whatever its handler's arity (a handler may pass on with next()).
  return [...byKey.values()]
    .filter((route) => route.method !== "ALL" || !route.isMiddleware)
    .map((route) => ({
      method: route.method,
      path: route.path,
      handler: route.target,
      chain: registered
        .filter(
          (earlier) =>
            earlier.index <= route.index &&
            (earlier.method === route.method || earlier.method === "ALL") &&
            covers(earlier.path, route.path),
        )
        .map((earlier) => earlier.target),
    }));
}

// The worker's route table as `npm run routes` prints it: every method and full path the app answers,
// and the file of the router that answers it. Both come from the app itself, loaded in Node by Vite: the
// methods and paths are Hono's own list (app.routes), and a route's file is the module of an HTTP folder
// (worker/routes/, the public API's, the MCP server's) or worker/app.ts whose router holds the handler. No route or file is listed
// here by hand, so the table cannot fall behind the code.
import { readdirSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { Hono } from "hono";
import { findTargetHandler } from "hono/utils/handler";
import { createServer } from "vite";
import { endpointsOf } from "./endpoints";
import { projectRoot } from "./local-state";

export type RouteRow = { method: string; path: string; file: string };

/** A router as its module exports it: its name there, and the routes it holds itself. */
export type RouterModule = { file: string; name: string; routes: { method: string; path: string }[] };

export type RouteTable = { rows: RouteRow[]; routers: RouterModule[] };

type AnyHono = Hono<never, never, string>;

/** The folders whose modules hold routers: the app's own, the public API's and the MCP server's. */
const routerDirs = ["worker/routes", "worker/public-api", "worker/mcp"].map((dir) => resolve(projectRoot, dir));
const appFile = resolve(projectRoot, "worker/app.ts");
/** The runtime's own module, which Node has not: the table runs no request (workers-runtime-stand-in.ts). */
const workersRuntimeStandIn = resolve(projectRoot, "scripts/lib/workers-runtime-stand-in.ts");

function isRouter(value: unknown): value is AnyHono {
  return typeof value === "object" && value !== null && "routes" in value && "fetch" in value && "route" in value;
}

const methodOrder = ["GET", "POST", "PUT", "PATCH", "DELETE", "ALL"];

function byPathThenMethod(a: RouteRow, b: RouteRow): number {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method);
}

/** Loads worker/app.ts and every router module, and resolves each route of the app to its file. */
export async function readRouteTable(): Promise<RouteTable> {
  const server = await createServer({
    root: projectRoot,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    resolve: { alias: { "cloudflare:workers": workersRuntimeStandIn } },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const files = [
      appFile,
      ...routerDirs.flatMap((dir) =>
        readdirSync(dir, { recursive: true, encoding: "utf8" })
          .filter((file) => /\.tsx?$/.test(file))
          .map((file) => resolve(dir, file)),
      ),
    ];
    const { app } = (await server.ssrLoadModule(appFile)) as { app: AnyHono };

    // A handler belongs to the smallest router holding it: a router that mounts others holds their
    // handlers too, the one that declares a route holds only its own.
    const owner = new Map<unknown, { file: string; size: number }>();
    const routers: RouterModule[] = [];
    for (const file of files) {
      const module = (await server.ssrLoadModule(file)) as Record<string, unknown>;
      const path = relative(projectRoot, file);
      for (const [name, value] of Object.entries(module)) {
        if (!isRouter(value)) continue;
        if (file !== appFile)
          routers.push({ file: path, name, routes: endpointsOf(value).map(({ method, path }) => ({ method, path })) });
        for (const route of value.routes) {
          const handler = findTargetHandler(route.handler);
          const known = owner.get(handler);
          if (!known || value.routes.length < known.size) owner.set(handler, { file: path, size: value.routes.length });
        }
      }
    }

    const rows = endpointsOf(app).map(({ method, path, handler }) => {
      const file = owner.get(handler)?.file;
      if (!file)
        throw new Error(`${method} ${path}: no router under worker/routes or in worker/app.ts holds its handler`);
      return { method, path, file };
    });
    return { rows: rows.sort(byPathThenMethod), routers };
  } finally {
    await server.close();
  }
}

/** The table as text: one line per route, in columns. */
export function formatRouteTable(rows: RouteRow[]): string {
  const methodWidth = Math.max(...rows.map((row) => row.method.length));
  const pathWidth = Math.max(...rows.map((row) => row.path.length));
  return rows.map((row) => `${row.method.padEnd(methodWidth)}  ${row.path.padEnd(pathWidth)}  ${row.file}`).join("\n");
}

// `npm run routes` (scripts/lib/route-table.ts): every route of the app with the file that answers it,
// read from the app itself, and the mounting rule it shows — a router sits at its URL prefix.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/lib/local-state";
import { formatRouteTable, type RouteTable, readRouteTable } from "../../scripts/lib/route-table";

let table: RouteTable;

beforeAll(async () => {
  table = await readRouteTable();
}, 60_000);

const fileOf = (method: string, path: string) =>
  table.rows.find((row) => row.method === method && row.path === path)?.file;

describe("the route table", () => {
  it("lists every method and path of the app once, each with a file of the worker's HTTP layer", () => {
    expect(table.rows.length).toBeGreaterThan(80);
    const keys = table.rows.map((row) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { file } of table.rows) {
      expect(/^worker\/(app\.ts$|routes\/|public-api\/|mcp\/)/.test(file), file).toBe(true);
      expect(existsSync(join(projectRoot, file)), file).toBe(true);
    }
  });

  it("names the file that declares a route, not the one that mounts it", () => {
    expect(fileOf("GET", "/api/admin/users")).toBe("worker/routes/admin/users.ts");
    expect(fileOf("POST", "/api/admin/users/:id/billing-portal")).toBe("worker/routes/admin/users.ts");
    expect(fileOf("POST", "/api/admin/impersonate/stop")).toBe("worker/routes/admin/impersonation.ts");
    expect(fileOf("DELETE", "/api/passkeys/:id")).toBe("worker/routes/passkeys.ts");
    expect(fileOf("GET", "/:username")).toBe("worker/routes/public-page.tsx");
    // The public API and the MCP server mount their own routers.
    expect(fileOf("PATCH", "/api/v1/pages/:pageId")).toBe("worker/public-api/routes.ts");
    expect(fileOf("POST", "/mcp")).toBe("worker/mcp/server.ts");
    // The API's JSON 404 and the SPA are the app's own catch-alls.
    expect(fileOf("ALL", "/api/*")).toBe("worker/app.ts");
    expect(fileOf("ALL", "/*")).toBe("worker/app.ts");
  });

  it("finds every step of signing in in one file, beside /api/login", () => {
    for (const path of ["/api/login", "/api/login/2fa", "/api/passkeys/login/options", "/api/passkeys/login/verify"]) {
      expect(fileOf("POST", path), path).toBe("worker/routes/auth/sign-in.ts");
    }
  });

  it("agrees with each router module: every route a router declares is listed under that router's file", () => {
    for (const router of table.routers.filter((r) => r.file !== "worker/routes/admin/index.ts")) {
      for (const route of router.routes) {
        // A router's own path is relative to where it is mounted; "/" is the mount point itself.
        const tail = route.path === "/" ? "" : route.path;
        const listed = table.rows.filter(
          (row) => row.method === route.method && row.file === router.file && row.path.endsWith(tail),
        );
        expect(listed.length, `${router.file} ${router.name}: ${route.method} ${route.path}`).toBeGreaterThan(0);
      }
    }
  });

  it("has no router file that answers nothing", () => {
    const answering = new Set(table.rows.map((row) => row.file));
    const routerFiles = new Set(table.routers.map((router) => router.file));
    expect([...routerFiles].filter((file) => !answering.has(file) && !file.endsWith("/index.ts"))).toEqual([]);
  });

  it("mounts a router at its prefix: no router's paths all start with the same segment", () => {
    const misplaced = table.routers.flatMap((router) => {
      const paths = new Set(router.routes.map((route) => route.path));
      if (paths.size < 2) return [];
      const firstSegments = new Set([...paths].map((path) => path.split("/")[1] ?? ""));
      const [only] = firstSegments;
      const isPrefix = firstSegments.size === 1 && only !== undefined && /^[\w.-]+$/.test(only);
      return isPrefix ? [`${router.file} ${router.name}: mount it at /${only}`] : [];
    });
    expect(misplaced).toEqual([]);
  });

  it("prints one line per route: method, full path and file, in columns", () => {
    const lines = formatRouteTable(table.rows).split("\n");
    expect(lines).toHaveLength(table.rows.length);
    const login = lines.find((line) => / \/api\/login\/2fa /.test(line));
    expect(login).toMatch(/^POST +\/api\/login\/2fa +worker\/routes\/auth\/sign-in\.ts$/);
    const pathColumn = (line: string) => line.indexOf("/");
    expect(new Set(lines.map(pathColumn)).size).toBe(1);
  });
});

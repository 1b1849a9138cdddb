// GET /api/openapi.json (worker/http/api-reference.ts): the API reference generated from the app. The
// app's own route list is the yardstick — a route the document misses, or one it invents, fails here —
// and what the routes validate must come out as the contract's zod schemas say, with the error body
// `{msg, errors?}` on every error answer.
import { findTargetHandler } from "hono/utils/handler";
import { describe, expect, it } from "vitest";
import { type $ZodType, toJSONSchema } from "zod/v4/core";
import { loginSchema } from "#contract/account-schemas";
import { inviteCodeUpdateSchema, userListQuerySchema } from "#contract/admin-schemas";
import { brandingSchema, profileSaveSchema } from "#contract/profile-schemas";
import { webauthnResponseSchema } from "#contract/security";
import { app } from "../../worker/app";
import { noteOf } from "../../worker/http/api-reference";
import { json, request } from "./support/requests";

type Schema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
type Response = { description?: string; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId?: string;
  summary?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  responses: Record<string, Response>;
};
type ApiReference = {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** Hono's `/users/:id` as OpenAPI writes it. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** Every method and path under /api that the app routes (catch-alls and middleware aside). */
function appApiRoutes(): string[] {
  const routes = app.routes
    // /api/v1 has a document of its own (public-api.test.ts).
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/") && !route.path.startsWith("/api/v1/"))
    .map((route) => `${route.method} ${openApiPath(route.path)}`);
  return [...new Set(routes)].sort();
}

function operations(reference: ApiReference): [string, Operation][] {
  return Object.entries(reference.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

async function apiReference(): Promise<ApiReference> {
  const response = await request("/api/openapi.json");
  expect(response.status).toBe(200);
  return json<ApiReference>(response);
}

/** What zod itself makes of a schema as input, as the document should carry it. */
function inputSchema(schema: $ZodType): Schema {
  const { $schema: _, ...rest } = toJSONSchema(schema, { io: "input" }) as Schema;
  return rest;
}

describe("GET /api/openapi.json", () => {
  it("answers an OpenAPI 3.1 document of the API to anyone", async () => {
    const reference = await apiReference();
    expect(reference.openapi).toBe("3.1.0");
    expect(reference.info.title).toBe("LinkNest API");
    expect(reference.info.description).toContain("{msg, errors?}");
  });

  it("lists every /api route of the app, and no other", async () => {
    const documented = operations(await apiReference())
      .map(([route]) => route)
      .sort();
    const routed = appApiRoutes();
    // Read from the app: a parser that found nothing would compare two empty lists.
    expect(routed.length).toBeGreaterThan(70);
    expect(routed).toContain("POST /api/login/2fa");
    expect(documented).toEqual(routed);
  });

  it("gives every operation a summary, its own operationId and a described success answer", async () => {
    const listed = operations(await apiReference());
    for (const [route, operation] of listed) {
      expect(operation.summary, route).toMatch(/\w/);
      const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      expect(successes.length, route).toBeGreaterThan(0);
      for (const [status, answer] of Object.entries(operation.responses)) {
        expect(answer.description, `${route} ${status}`).toMatch(/\w/);
      }
    }
    const ids = listed.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(listed.length);
  });
});

describe("the reference's inputs", () => {
  it("are the contract's schemas: bodies, queries and path parameters as zod reads them", async () => {
    const paths = (await apiReference()).paths;
    expect(paths["/api/login"]?.post?.requestBody?.content["application/json"]?.schema).toEqual(
      inputSchema(loginSchema),
    );
    const invite = paths["/api/admin/invite-codes/{id}"]?.put;
    expect(invite?.requestBody?.content["application/json"]?.schema).toEqual(inputSchema(inviteCodeUpdateSchema));
    expect(invite?.parameters).toContainEqual(expect.objectContaining({ in: "path", name: "id", required: true }));
    const userQuery = inputSchema(userListQuerySchema);
    const listUsers = paths["/api/admin/users"]?.get?.parameters ?? [];
    expect(listUsers.map((parameter) => parameter.name)).toEqual(Object.keys(userQuery.properties ?? {}));
    for (const parameter of listUsers) {
      expect(parameter.in).toBe("query");
      expect(parameter.schema).toEqual(userQuery.properties?.[parameter.name]);
    }
    // The passkey sign-in's body, from the contract (contract/security.ts), comes out the same way.
    expect(paths["/api/passkeys/login/verify"]?.post?.requestBody?.content["application/json"]?.schema).toEqual(
      inputSchema(webauthnResponseSchema),
    );
  });

  it("name both bodies of the one path that takes two, from the contract", async () => {
    const body = (await apiReference()).paths["/api/profile"]?.put?.requestBody?.content["application/json"]?.schema;
    expect(body).toEqual({ oneOf: [inputSchema(profileSaveSchema), inputSchema(brandingSchema)] });
  });

  it("include every input a route of the app validates", async () => {
    const paths = (await apiReference()).paths;
    const apiRoutes = app.routes.filter(
      (r) => r.path.startsWith("/api/") && !r.path.startsWith("/api/v1/") && r.method !== "ALL",
    );
    const notes = apiRoutes.map((route) => ({ route, note: noteOf(findTargetHandler(route.handler)) }));
    // A route that names its bodies itself (PUT /api/profile, above) validates a loose object first.
    const namingBodies = new Set(
      notes.filter(({ note }) => note && "bodies" in note).map(({ route }) => `${route.method} ${route.path}`),
    );
    let validated = 0;
    for (const { route, note } of notes) {
      if (!note || !("input" in note)) continue;
      if (note.input.target === "json" && namingBodies.has(`${route.method} ${route.path}`)) continue;
      validated += 1;
      const name = `${route.method} ${route.path}`;
      const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const expected = inputSchema(note.input.schema);
      if (note.input.target === "json") {
        expect(operation?.requestBody?.content["application/json"]?.schema, name).toEqual(expected);
      } else {
        const parameters = operation?.parameters?.filter((parameter) => parameter.in === note.input.target) ?? [];
        expect(parameters.map((parameter) => parameter.name).sort(), name).toEqual(
          Object.keys(expected.properties ?? {}).sort(),
        );
      }
    }
    expect(validated).toBeGreaterThan(30);
  });
});

describe("the reference's answers", () => {
  it("give every status of 400 or more the error body {msg, errors?}", async () => {
    const reference = await apiReference();
    const errorBody = reference.components.schemas.ErrorBody;
    expect(errorBody?.required).toEqual(["msg"]);
    expect(Object.keys(errorBody?.properties ?? {})).toEqual(["msg", "errors"]);
    let errors = 0;
    for (const [route, operation] of operations(reference)) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        errors += 1;
        expect(answer.content?.["application/json"]?.schema, `${route} ${status}`).toEqual({
          $ref: "#/components/schemas/ErrorBody",
        });
      }
    }
    expect(errors).toBeGreaterThan(100);
  });

  it("carry what the guards refuse: 401 without a session, 403 to non-admins and impersonators, 429 at a limit", async () => {
    const reference = await apiReference();
    const statuses = (route: string) =>
      Object.keys(operations(reference).find(([name]) => name === route)?.[1].responses ?? {});
    expect(statuses("GET /api/passkeys")).toEqual(expect.arrayContaining(["401", "403"]));
    expect(statuses("GET /api/profile")).toContain("401");
    expect(statuses("POST /api/login")).toContain("429");
    expect(statuses("POST /api/reports")).toContain("429");
    expect(statuses("POST /api/change-email")).toEqual(expect.arrayContaining(["400", "401", "403"]));
    for (const [route, operation] of operations(reference)) {
      if (!route.includes(" /api/admin/") || route === "POST /api/admin/impersonate/stop") continue;
      expect(Object.keys(operation.responses), route).toContain("403");
    }
    // Public calls are not said to need a session.
    expect(statuses("GET /api/config")).not.toContain("401");
    expect(statuses("GET /api/user/{username}")).not.toContain("401");
  });
});

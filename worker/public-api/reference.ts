// The public API's own OpenAPI 3.1 document (GET /api/v1/openapi.json), generated like the session
// API's (http/api-reference-document.ts, docs/decisions/030) from the routes' notes and the zod schemas
// of contract/public-api.ts, with this API's error body, its Bearer scheme, the scope each operation
// needs, and examples. Loaded on the first request for it only, and built once per isolate.
import type { RouterRoute } from "hono/types";
import { generateSpecs, resolver } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { apiScopes } from "#contract/api-tokens";
import { errorContentOf, markedApiRoutes } from "../http/api-reference-document";
import { publicApiError, publicApiErrorSchema } from "./errors";

const errorContent = errorContentOf("PublicApiError");

const overview = [
  "Your LinkNest page from scripts, integrations and assistants. Send a personal access token, made in",
  "the dashboard's Settings (API tokens), as `Authorization: Bearer lnk_…`; a session cookie is not read here.",
  "Each operation names the scope it needs (x-scope). Bodies are JSON. Every answer carries",
  "`RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds) for the token's window; past it, 429",
  "with `Retry-After`. Errors answer `{error: {code, message, fields?}}`; `fields` names each field at fault.",
  "A change may name the page's version it was made from (`version`, or If-Match with the ETag a page answers):",
  "a page changed since answers 409 and nothing is written.",
  "Until an account holds several pages, its page is the one page, and its id is the account's.",
].join(" ");

const linkExample = {
  id: "5b0c1f3e-8c1d-4e0b-9a55-2f1e3c4d5e6f",
  title: "My new single",
  url: "https://music.example.com/new-single",
  clicks: 0,
  kind: "link",
  enabled: true,
  startsAt: null,
  endsAt: null,
  featured: false,
  sensitive: false,
  held: false,
  buttonText: null,
};

/** The page's version a change names (docs/decisions/053), as a header: the body's `version` says the same. */
const ifMatch: OpenAPIV3_1.ParameterObject = {
  name: "If-Match",
  in: "header",
  required: false,
  description:
    "The page's version the change was made from, as its ETag gives it (\"12\"); the body's `version` may say it instead. A page changed since answers 409 and nothing is written; without either, the change is made on the page as it is.",
  schema: { type: "string" },
};
const etag: OpenAPIV3_1.HeaderObject = {
  description: "The page's version after this answer (ApiPage.version), to send back as If-Match.",
  schema: { type: "string" },
};

/** Examples by operation id: a request body, an answer, or both. */
const examples: Record<string, { request?: unknown; response?: unknown }> = {
  getPages: {
    response: {
      items: [
        {
          id: "0b6f…",
          username: "ada",
          displayName: "Ada",
          url: "https://linknest.example/ada",
          bio: "Songs.",
          links: [linkExample],
          version: 12,
        },
      ],
    },
  },
  postPagesByPageIdLinks: {
    request: { title: "My new single", url: "https://music.example.com/new-single", position: 0 },
    response: linkExample,
  },
  patchPagesByPageIdLinksByLinkId: { request: { title: "Out now", featured: true, version: 12 } },
  putPagesByPageIdLinksOrder: { request: { ids: ["5b0c1f3e-…", "a1b2c3d4-…"] } },
  patchPagesByPageId: { request: { bio: "New album out Friday.", theme: { preset: "ocean", accent: null } } },
};

function decorate(document: OpenAPIV3_1.Document, scopes: Map<string, string>): OpenAPIV3_1.Document {
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods ?? {}) as OpenAPIV3_1.OperationObject[]) {
      const id = operation.operationId ?? "";
      const scope = scopes.get(id);
      if (scope) Object.assign(operation, { "x-scope": scope, security: [{ bearerAuth: [] }] });
      else operation.security = [];
      if (scope === "pages:write") operation.parameters = [...(operation.parameters ?? []), ifMatch];
      const example = examples[id];
      const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      const json = body?.content?.["application/json"];
      if (example?.request && json) json.example = example.request;
      const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith("2"))?.[1] as
        | OpenAPIV3_1.ResponseObject
        | undefined;
      if (example?.response && success) {
        success.content = {
          "application/json": { ...success.content?.["application/json"], example: example.response },
        };
      }
      if (success && (scope === "pages:write" || id === "getPagesByPageId")) success.headers = { ETag: etag };
    }
  }
  return document;
}

/** `GET /pages/:pageId` → getPagesByPageId, as the session API's document names its operations. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? `By${segment[1]?.toUpperCase()}${segment.slice(2)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join("");
}

let built: Promise<OpenAPIV3_1.Document> | undefined;

/** The document of the public API's routes (their paths relative to /api/v1). */
export function publicApiReference(routes: RouterRoute[], env: Pick<Env, "APP_NAME" | "APP_URL">) {
  built ??= buildReference(routes, env).catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

/** Each operation's scope, read from the scope guards' notes (bearer.ts's requireScope). */
function scopesOf(routes: RouterRoute[]): Map<string, string> {
  const scopes = new Map<string, string>();
  for (const route of routes) {
    const scope = (route.handler as { scope?: string }).scope;
    if (scope) scopes.set(operationIdOf(route.method, route.path), scope);
  }
  return scopes;
}

async function buildReference(routes: RouterRoute[], env: Pick<Env, "APP_NAME" | "APP_URL">) {
  const { schema: errorBody } = await resolver(publicApiErrorSchema).toOpenAPISchema();
  const app = { routes: markedApiRoutes(routes, () => true, errorContent) } as unknown as Parameters<
    typeof generateSpecs
  >[0];
  const document = await generateSpecs(app, {
    documentation: {
      info: { title: `${env.APP_NAME} public API`, version: "1", description: overview },
      servers: [{ url: `${env.APP_URL.replace(/\/+$/, "")}/api/v1` }],
      components: {
        schemas: { PublicApiError: { ...errorBody, example: publicApiError(404, "Page not found") } },
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            description: `A personal access token (lnk_…). Scopes: ${Object.entries(apiScopes)
              .map(([scope, what]) => `${scope} — ${what}`)
              .join("; ")}.`,
          },
        },
      },
    },
    includeEmptyPaths: true,
    excludeStaticFile: false,
    defaultValidationErrorResponse: {
      description: "The input breaks a rule: error.message names the first problem, error.fields every field at fault.",
      content: errorContent,
    },
  });
  return decorate(document as OpenAPIV3_1.Document, scopesOf(routes));
}

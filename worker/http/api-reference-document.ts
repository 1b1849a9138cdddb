// Builds the API reference (api-reference.ts) with hono-openapi: the /api routes of the app, each with
// its method and path, the request body, query and path parameters from the zod schemas its validators
// check, and its answers — the ones its guards give, the ones it writes down itself, and the error body
// `{msg, errors?}` for every status of 400 or more. Imported by worker/app.ts on the first
// GET /api/openapi.json only, and built once per isolate.
import type { RouterRoute } from "hono/types";
import { findTargetHandler } from "hono/utils/handler";
import { generateSpecs, resolver, uniqueSymbol } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { limits } from "#contract/limits";
import type { ErrorBody } from "#contract/types";
import { type Answer, type Answers, noteOf, type RouteNote } from "./api-reference";

/** contract/types.ts's ErrorBody as a schema; the two assignments below fail to compile if they part. */
const errorBodySchema = z.object({
  msg: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
const _toSchema: z.infer<typeof errorBodySchema> = {} as ErrorBody;
const _fromSchema: ErrorBody = {} as z.infer<typeof errorBodySchema>;

export const errorContentOf = (name: string) => ({
  "application/json": { schema: { $ref: `#/components/schemas/${name}` } },
});
const errorContent = errorContentOf("ErrorBody");

function response(status: number, answer: Answer, errors = errorContent) {
  const { description, type, schema } = typeof answer === "string" ? { description: answer } : answer;
  if (status >= 400) return { description, content: errors };
  if (!type && !schema) return { description };
  return {
    description,
    content: { [type ?? "application/json"]: { schema: schema ? resolver(schema) : {} } },
  };
}

function responses(answers: Answers, errors = errorContent) {
  return Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => [status, response(+status, answer, errors)]),
  );
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `patch /api/passkeys/:id` → patchApiPasskeysById. Set by each route's own description, so that it
 * wins over the one hono-openapi derives for a router's guards when two of them share a path.
 */
function operationId({ method, path }: { method: string; path: string }): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? `By${capitalized(segment.slice(1))}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .map(capitalized);
  return method.toLowerCase() + words.join("");
}

/** The JSON body a route names itself: one of its schemas, each as zod converts it. */
function requestBody(bodies: $ZodType[]) {
  const toOpenAPISchema = async () => {
    const converted = await Promise.all(bodies.map((body) => resolver(body).toOpenAPISchema()));
    return { schema: { oneOf: converted.map(({ schema }) => schema) } };
  };
  return { required: true, content: { "application/json": { schema: { toOpenAPISchema } } } };
}

/** A note as hono-openapi reads it from a handler: a validator's input, or a route's description. */
function libraryMark(note: RouteNote, errors = errorContent) {
  if ("input" in note) return { target: note.input.target, ...resolver(note.input.schema) };
  const summary = "summary" in note ? { summary: note.summary, operationId } : {};
  const body = "bodies" in note && note.bodies ? { requestBody: requestBody(note.bodies) } : {};
  return { spec: { ...summary, ...body, responses: responses(note.answers, errors) } };
}

/**
 * The app's /api routes as hono-openapi walks them, each handler that carries a note standing in for a
 * function that carries the library's mark instead (the app's own handlers are left as they are). What
 * a route says itself wins: a guard's answer for a status the route answers is dropped there, and so is
 * its validator's body when the route names its bodies.
 */
export function markedApiRoutes(
  routes: RouterRoute[],
  described = (path: string) => path.startsWith("/api/") && !path.startsWith("/api/v1/"),
  errors = errorContent,
): RouterRoute[] {
  const apiRoutes = routes.filter((route) => described(route.path));
  const noted = apiRoutes.map((route) => ({ route, note: noteOf(findTargetHandler(route.handler)) }));
  const ownNotes = new Map<string, Extract<RouteNote, { answers: Answers }>>();
  for (const { route, note } of noted) {
    if (note && "summary" in note) ownNotes.set(`${route.method} ${route.path}`, note);
  }
  return noted.flatMap(({ route, note }) => {
    if (!note) return [route];
    const own = ownNotes.get(`${route.method} ${route.path}`);
    if ("input" in note && note.input.target === "json" && own?.bodies) return [];
    const kept: RouteNote =
      "answers" in note && !("summary" in note) && own
        ? { answers: Object.fromEntries(Object.entries(note.answers).filter(([status]) => !(status in own.answers))) }
        : note;
    return [{ ...route, handler: Object.assign(() => undefined, { [uniqueSymbol]: libraryMark(kept, errors) }) }];
  });
}

const overview = [
  "The JSON API of the worker, generated from its routes: the request bodies, queries and path parameters",
  "are the zod schemas of contract/ that the routes validate with.",
  "The session is a cookie (`ln_session`; `__Host-ln_session` over HTTPS) set by signing in.",
  "Every state-changing call from another site is refused with 403, and its body must be JSON",
  `(415 otherwise) of at most ${limits.jsonBodyMaxBytes / 1024} KB (413), except the avatar and link thumbnail uploads (multipart)`,
  "and the Stripe webhook (Stripe's signed payload).",
  "Every error answers `{msg, errors?}` (ErrorBody): `msg` is the message to show, `errors` names the fields",
  "at fault.",
].join(" ");

let built: Promise<OpenAPIV3_1.Document> | undefined;

/** The document of the app whose routes these are: built on the first call, then kept for the isolate. */
export function apiReference(routes: RouterRoute[], env: Pick<Env, "APP_NAME">): Promise<OpenAPIV3_1.Document> {
  built ??= buildApiReference(routes, env).catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

async function buildApiReference(routes: RouterRoute[], env: Pick<Env, "APP_NAME">): Promise<OpenAPIV3_1.Document> {
  const { schema: errorBody } = await resolver(errorBodySchema).toOpenAPISchema();
  // hono-openapi reads only the route list of the app it is given.
  const app = { routes: markedApiRoutes(routes) } as unknown as Parameters<typeof generateSpecs>[0];
  const document = await generateSpecs(app, {
    documentation: {
      info: { title: `${env.APP_NAME} API`, version: "1", description: overview },
      components: { schemas: { ErrorBody: errorBody } },
    },
    includeEmptyPaths: true,
    excludeStaticFile: false,
    defaultValidationErrorResponse: {
      description: "The input breaks a rule: `msg` names the first problem, `errors` every field at fault.",
      content: errorContent,
    },
  });
  return document as OpenAPIV3_1.Document;
}

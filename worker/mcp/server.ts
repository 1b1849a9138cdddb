// The Model Context Protocol server at /mcp (docs/guides/public-api.md, "MCP"): Streamable HTTP, built on
// the official TypeScript SDK's low-level Server, authenticated by the same Bearer tokens as /api/v1 and
// counted in the same window. Stateless: each POST gets a server and a transport of its own that answer
// JSON, so any isolate answers any call and nothing is kept between them.
//
// Each tool is a row of `tools` below — its input schema (contract/public-api.ts), the scope it needs,
// and the pages.ts function it calls, the very one /api/v1 calls. An unknown tool or arguments that
// break the schema answer a JSON-RPC error (InvalidParams) and run nothing; a refusal of the call itself
// (a missing scope, a save rule, a page that is not the token's) is a tool error with the API's message.
// A writing tool takes the page's `version` (get_page's) as /api/v1 does: a page changed since is refused.
import { Hono } from "hono";
import { z } from "zod";
import { type ApiScope, apiScopes } from "#contract/api-tokens";
import type { Translate } from "#contract/i18n/translate";
import {
  analyticsQuerySchema,
  editedFromField,
  linkCreateSchema,
  linkOrderSchema,
  linkPatchSchema,
  pagePatchSchema,
  subscribersQuerySchema,
} from "#contract/public-api";
import type { FieldError } from "#contract/types";
import { attachDb } from "../http/app-env";
import { jsonBodyGuard } from "../http/request-guards";
import { requestLog } from "../http/request-log";
import { assertScope, type PublicApiEnv, requestWords, requireToken, tokenHolder } from "../public-api/bearer";
import { handlePublicApiError } from "../public-api/errors";
import * as pages from "../public-api/pages";

const pageId = z.object({ pageId: z.string().describe("The page's id, as list_pages gives it.") });
const linkId = z.object({ linkId: z.string().describe("The link's id, as get_page gives it.") });

type Tool = {
  description: string;
  scope: ApiScope;
  input: z.ZodObject;
  run: (caller: pages.Caller, args: never) => Promise<unknown>;
};

/** A tool's row, with its arguments typed by its schema. */
const tool = <Input extends z.ZodObject>(row: {
  description: string;
  scope: ApiScope;
  input: Input;
  run: (caller: pages.Caller, args: z.output<Input>) => Promise<unknown>;
}): Tool => row as Tool;

export const tools: Record<string, Tool> = {
  list_pages: tool({
    description: "List the pages this token can reach, with their links.",
    scope: "pages:read",
    input: z.object({}),
    run: async (caller) => ({ items: await pages.listPages(caller) }),
  }),
  get_page: tool({
    description: "Read one page: bio, theme, search settings and every link (hidden ones too) with its id.",
    scope: "pages:read",
    input: pageId,
    run: (caller, args) => pages.getPage(caller, args.pageId),
  }),
  add_link: tool({
    description:
      "Add a link to a page: a title and a url (https://…, mailto:, tel: or sms:); last unless position says where.",
    scope: "pages:write",
    input: pageId.extend(linkCreateSchema.shape).strict(),
    run: async (caller, { pageId: id, ...link }) => (await pages.addLink(caller, id, link)).value,
  }),
  update_link: tool({
    description: "Change a link's fields: title, url, enabled, startsAt, endsAt, featured, sensitive.",
    scope: "pages:write",
    input: pageId.extend(linkId.shape).extend(linkPatchSchema.shape).strict(),
    run: async (caller, { pageId: id, linkId: link, ...patch }) =>
      (await pages.updateLink(caller, id, link, patch)).value,
  }),
  remove_link: tool({
    description: "Remove a link from a page.",
    scope: "pages:write",
    input: pageId.extend(linkId.shape).extend(editedFromField).strict(),
    run: async (caller, args) => {
      const version = await pages.removeLink(caller, args.pageId, args.linkId, args.version);
      return { removed: args.linkId, version };
    },
  }),
  reorder_links: tool({
    description: "Put a page's links in a new order: ids names every link of the page once.",
    scope: "pages:write",
    input: pageId.extend(linkOrderSchema.shape).strict(),
    run: async (caller, args) => {
      const { value, version } = await pages.reorderLinks(caller, args.pageId, args.ids, args.version);
      return { items: value, version };
    },
  }),
  set_theme: tool({
    description:
      "Set a page's theme (preset, and a button colour #rrggbb or null), display name, bio or search settings.",
    scope: "pages:write",
    input: pageId.extend(pagePatchSchema.shape).strict(),
    run: (caller, { pageId: id, ...patch }) => pages.updatePage(caller, id, patch),
  }),
  get_analytics: tool({
    description:
      "A page's views, visitors and clicks from `from` to `to` (YYYY-MM-DD, UTC; the last 30 days by default).",
    scope: "analytics:read",
    input: pageId.extend(analyticsQuerySchema.shape).strict(),
    run: (caller, { pageId: id, ...query }) => pages.pageAnalytics(caller, id, query),
  }),
  list_subscribers: tool({
    description: "A page's confirmed e-mail subscribers, newest first, 100 at a time (pass nextCursor as cursor).",
    scope: "audience:read",
    input: pageId.extend(subscribersQuerySchema.shape).strict(),
    run: (caller, { pageId: id, cursor }) => pages.pageSubscribers(caller, id, cursor),
  }),
};

/** A refusal as the API words it: its message, and each field at fault on a line of its own. */
async function refusalText(error: unknown): Promise<string> {
  const response = (error as { getResponse?: () => Response }).getResponse?.();
  const body = (await response
    ?.clone()
    .json()
    .catch(() => null)) as { msg?: string; errors?: FieldError[] } | null;
  const message = body?.msg ?? (error instanceof Error ? error.message : String(error));
  const fields = (body?.errors ?? []).map((field) => `${field.field}: ${field.message}`);
  return [message, ...fields].join("\n");
}

/** A server for one request: the tools, answering as the request's caller; a missing scope in its words (`t`). */
async function mcpServer(caller: pages.Caller, t: Translate) {
  const [{ Server }, types] = await Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]);
  const { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } = types;
  const server = new Server(
    { name: `${caller.env.APP_NAME}`, version: "1.0.0" },
    {
      capabilities: { tools: {} },
      instructions: `Tools for the caller's ${caller.env.APP_NAME} page. Scopes: ${Object.keys(apiScopes).join(", ")}.`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.entries(tools).map(([name, row]) => ({
      name,
      description: `${row.description} Needs ${row.scope}.`,
      inputSchema: z.toJSONSchema(row.input, { io: "input" }) as { type: "object" },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const row = tools[request.params.name];
    if (!row) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    const args = row.input.safeParse(request.params.arguments ?? {});
    if (!args.success) {
      const problems = args.error.issues.map((issue) => `${issue.path.join(".") || "arguments"}: ${issue.message}`);
      throw new McpError(
        ErrorCode.InvalidParams,
        `Invalid arguments for ${request.params.name}: ${problems.join("; ")}`,
      );
    }
    try {
      assertScope(caller.holder, row.scope, t);
      const result = (await row.run(caller, args.data as never)) as Record<string, unknown>;
      return { content: [{ type: "text", text: JSON.stringify(result) }], structuredContent: result };
    } catch (error) {
      return { content: [{ type: "text", text: await refusalText(error) }], isError: true };
    }
  });
  return server;
}

export const mcpRoutes = new Hono<PublicApiEnv>()
  .use(attachDb, requestLog, jsonBodyGuard, requireToken)
  .post("/", async (c) => {
    const { WebStandardStreamableHTTPServerTransport } = await import(
      "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js"
    );
    const caller = { holder: tokenHolder(c), door: "mcp" as const, db: c.var.db, env: c.env };
    const server = await mcpServer(caller, requestWords(c));
    // No session id: stateless, JSON answers rather than a stream.
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await server.connect(transport);
    return transport.handleRequest(c.req.raw);
  })
  // A stateless server holds no stream to resume and no session to end.
  .on(["GET", "DELETE"], "/", (c) =>
    c.json({ jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed." }, id: null }, 405, {
      Allow: "POST",
    }),
  );

mcpRoutes.onError(handlePublicApiError);

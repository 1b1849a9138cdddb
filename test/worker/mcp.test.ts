// The MCP server at /mcp (docs/guides/public-api.md, "MCP"): the official SDK's client connects to the
// worker over Streamable HTTP with a personal access token, lists the tools, adds a link with add_link
// and the public page shows it. Unknown tools and bad arguments are JSON-RPC errors that change nothing;
// a missing scope or a broken save rule is a tool error with the API's message.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import type { ApiScope } from "#contract/api-tokens";
import { profileMessages } from "#contract/profile-schemas";
import { auditRows } from "./support/admin";
import { answer, json, origin, request, signedInUser } from "./support/requests";

const allScopes: ApiScope[] = ["pages:read", "pages:write", "analytics:read", "audience:read"];

async function ownerWithToken(prefix: string, scopes: ApiScope[] = allScopes) {
  const owner = await signedInUser(prefix);
  await owner.client.request("/api/profile", {
    method: "PUT",
    json: { username: owner.user.username, bio: "", links: [{ title: "First", url: "https://first.example" }] },
  });
  const created = await owner.client.request("/api/tokens", {
    method: "POST",
    json: { name: "Assistant", scopes, expiresInDays: 30, password: owner.user.password },
  });
  const { token } = await json<{ token: string }>(created);
  return { ...owner, token };
}

/** The SDK's client, its requests answered by the worker itself. */
async function connectedClient(token: string, headers: Record<string, string> = {}) {
  const transport = new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${token}`, ...headers } },
    fetch: (input, init) => answer(new Request(input, init)),
  });
  const client = new Client({ name: "linknest-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

type Result = {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text?: string }[];
};

describe("the MCP server", () => {
  it("lists the tools, adds a link with add_link, and the public page shows it", async () => {
    const owner = await ownerWithToken("mcp_add");
    const client = await connectedClient(owner.token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        "add_link",
        "get_analytics",
        "get_page",
        "list_pages",
        "list_subscribers",
        "remove_link",
        "reorder_links",
        "set_theme",
        "update_link",
      ].sort(),
    );
    const addLink = tools.find((tool) => tool.name === "add_link");
    expect(addLink?.inputSchema.required).toEqual(expect.arrayContaining(["pageId", "title"]));

    const pages = (await client.callTool({ name: "list_pages", arguments: {} })) as Result;
    const pageId = (pages.structuredContent as { items: { id: string }[] }).items[0]?.id;
    expect(pageId).toBe(owner.id);
    const added = (await client.callTool({
      name: "add_link",
      arguments: { pageId, title: "My new single", url: "https://music.example/new-single" },
    })) as Result;
    expect(added.isError).toBeFalsy();
    expect(added.structuredContent).toMatchObject({ title: "My new single", url: "https://music.example/new-single" });

    const page = await request(`/${owner.user.username}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("My new single");
    expect(html).toContain("https://music.example/new-single");
    const [entry] = await auditRows({ targetUserId: owner.id, action: "api_link_added" });
    expect(entry?.actor).toBe('MCP token "Assistant"');
    await client.close();
    // The first test loads the SDK in the runtime and the test alike: longer on a busy machine.
  }, 20_000);

  it("an unknown tool or bad arguments: a JSON-RPC error, and nothing changed", async () => {
    const owner = await ownerWithToken("mcp_bad");
    const client = await connectedClient(owner.token);
    const unknown = client.callTool({ name: "delete_everything", arguments: {} });
    await expect(unknown).rejects.toBeInstanceOf(McpError);
    await expect(unknown).rejects.toMatchObject({ code: ErrorCode.InvalidParams });
    const bad = client.callTool({ name: "add_link", arguments: { pageId: owner.id, url: "https://x.example" } });
    await expect(bad).rejects.toMatchObject({
      code: ErrorCode.InvalidParams,
      message: expect.stringContaining("title"),
    });
    const extra = client.callTool({ name: "add_link", arguments: { pageId: owner.id, title: "x", clicks: 9 } });
    await expect(extra).rejects.toMatchObject({ code: ErrorCode.InvalidParams });
    const page = (await client.callTool({ name: "get_page", arguments: { pageId: owner.id } })) as Result;
    expect((page.structuredContent as { links: unknown[] }).links).toHaveLength(1);
    await client.close();
  });

  it("a writing tool naming a version the page has left is refused, and one naming the current one is made", async () => {
    const owner = await ownerWithToken("mcp_version");
    const client = await connectedClient(owner.token);
    const read = (await client.callTool({ name: "get_page", arguments: { pageId: owner.id } })) as Result;
    const { version, links } = read.structuredContent as { version: number; links: { id: string }[] };
    const [first] = links as [{ id: string }];
    await client.callTool({ name: "set_theme", arguments: { pageId: owner.id, bio: "Moved on" } });
    const stale = (await client.callTool({
      name: "update_link",
      arguments: { pageId: owner.id, linkId: first.id, title: "Late", version },
    })) as Result;
    expect(stale).toMatchObject({ isError: true, content: [{ type: "text", text: profileMessages.pageChanged }] });
    const removed = (await client.callTool({
      name: "remove_link",
      arguments: { pageId: owner.id, linkId: first.id, version: version + 1 },
    })) as Result;
    expect(removed.isError).toBeFalsy();
    expect(removed.structuredContent).toEqual({ removed: first.id, version: version + 2 });
    await client.close();
  });

  it("a refusal is a tool error with the API's message: a missing scope, a broken save rule, another page", async () => {
    const reader = await ownerWithToken("mcp_read", ["pages:read"]);
    const client = await connectedClient(reader.token);
    const noScope = (await client.callTool({
      name: "add_link",
      arguments: { pageId: reader.id, title: "x", url: "https://x.example" },
    })) as Result;
    expect(noScope).toMatchObject({
      isError: true,
      content: [{ type: "text", text: "This token lacks the pages:write scope." }],
    });
    await client.close();

    // A host that names a language hears the missing scope in it.
    const inGerman = await connectedClient(reader.token, { "Accept-Language": "de" });
    expect(
      await inGerman.callTool({
        name: "add_link",
        arguments: { pageId: reader.id, title: "x", url: "https://x.example" },
      }),
    ).toMatchObject({
      isError: true,
      content: [{ type: "text", text: "Diesem Token fehlt der Bereich pages:write." }],
    });
    await inGerman.close();

    const writer = await ownerWithToken("mcp_write");
    const writing = await connectedClient(writer.token);
    const unsafe = (await writing.callTool({
      name: "add_link",
      arguments: { pageId: writer.id, title: "x", url: "javascript:alert(1)" },
    })) as Result;
    expect(unsafe.isError).toBe(true);
    expect(unsafe.content[0]?.text).toMatch(/^.+\nurl: .+/);
    const elsewhere = (await writing.callTool({ name: "get_page", arguments: { pageId: reader.id } })) as Result;
    expect(elsewhere).toMatchObject({ isError: true, content: [{ text: "Page not found" }] });
    await writing.close();
  });

  it("without a live token: 401, before any tool runs", async () => {
    const response = await request("/mcp", {
      method: "POST",
      json: { jsonrpc: "2.0", id: 1, method: "tools/list" },
      headers: { Accept: "application/json, text/event-stream" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("WWW-Authenticate")).toBe('Bearer realm="LinkNest"');
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe("unauthorized");
  });
});

describe("the MCP path", () => {
  it("is no username: signing up as mcp is refused as reserved", async () => {
    const response = await request("/api/username-available?username=mcp");
    expect(await json(response)).toMatchObject({ available: false });
  });
});

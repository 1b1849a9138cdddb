// The page's newer blocks (docs/product.md, "Making the page yours"): the platforms people link to in the
// icon row, embedded players behind a facade, and link thumbnails — through PUT/GET /api/profile,
// GET /api/user/{username} and /{username}.

import { svgPathData as amazonPath } from "@fortawesome/free-brands-svg-icons/faAmazon";
import { svgPathData as linkedInPath } from "@fortawesome/free-brands-svg-icons/faLinkedin";
import { describe, expect, it } from "vitest";
import type { ErrorBody, PublicProfile } from "#contract/types";
import { getProfile } from "./support/profile";
import { json, request, signedInUser } from "./support/requests";

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

/** PUT /api/profile with what GET answered and the given changes. */
async function save(client: Client, changes: Record<string, unknown>): Promise<Response> {
  const { username, bio, links } = await getProfile(client);
  return client.request("/api/profile", { method: "PUT", json: { username, bio, links, ...changes } });
}

async function refusal(response: Response, status: number, field: string): Promise<string> {
  expect(response.status).toBe(status);
  const body = await json<ErrorBody>(response);
  const error = body.errors?.find((e) => e.field === field);
  expect(error, JSON.stringify(body)).toBeDefined();
  return error?.message ?? "";
}

describe("the platforms people link to", () => {
  it("saves a LinkedIn icon and draws its mark, named, with no other brand's paths", async () => {
    const { user, client } = await signedInUser("linkedin");
    const socials = [
      { platform: "linkedin", url: "https://www.linkedin.com/in/ada" },
      { platform: "cashapp", url: "https://cash.app/$ada" },
    ];
    expect((await save(client, { socials })).status).toBe(200);
    expect((await json<PublicProfile>(await request(`/api/user/${user.username}`))).socials).toEqual(socials);
    const html = await (await request(`/${user.username}`)).text();
    expect(html).toContain('aria-label="LinkedIn"');
    expect(html).toContain('viewBox="0 0 448 512"');
    expect(html).toContain(linkedInPath);
    expect(html).toContain('aria-label="Cash App"');
    // Only the marks the page uses travel with it.
    expect(html).not.toContain(amazonPath);
  });

  it("still refuses a platform it does not know", async () => {
    const { client } = await signedInUser("myspace");
    const message = await refusal(
      await save(client, { socials: [{ platform: "myspace", url: "https://myspace.com/ada" }] }),
      400,
      "socials.0.platform",
    );
    expect(message).toBe("Choose one of the platforms.");
  });
});

import { type APIRequestContext, expect } from "@playwright/test";

type Mail = { to: string; subject: string; text: string };

/** The path and query of the first app link in the newest mail to `to` whose subject matches. */
export async function linkFromMail(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
        const { items } = (await response.json()) as { items: Mail[] };
        const mail = items.find((m) => subject.test(m.subject));
        const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
        link = url ? new URL(url).pathname + new URL(url).search : "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return link;
}

let counter = 0;
export function newAccount(prefix: string) {
  counter += 1;
  const username = `${prefix}_${Date.now().toString(36)}${counter}`;
  return { username, email: `${username}@example.com`, password: "Journey123" };
}

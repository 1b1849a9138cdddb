// The account's language (docs/decisions/057-languages.md): PUT /api/account/language stores "auto" or
// a locale and refuses anything else naming the choices, for the account's owner in person only; the
// session check names it for the app; the sign-up keeps the locale it was made in, and the account's
// mail speaks the chosen language, or with "auto" that one.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { languageMessages } from "#contract/i18n/language-schemas";
import type { EmailJob } from "../../worker/email/outbox";
import { renderEmail } from "../../worker/email/templates";
import { impersonatingAdmin } from "./support/admin";
import { receivedMail, tokenFrom } from "./support/mailbox";
import { json, request, signedInUser, signUp, uniqueUser } from "./support/requests";

const languageOf = async (id: string) =>
  (await env.DB.prepare("select language from users where id = ?").bind(id).first<{ language: string }>())?.language;

const signupLocaleOf = async (email: string) =>
  (
    await env.DB.prepare("select signup_locale from users where email = ?")
      .bind(email)
      .first<{ signup_locale: string }>()
  )?.signup_locale;

const choose = (client: Awaited<ReturnType<typeof signedInUser>>["client"], body: unknown) =>
  client.request("/api/account/language", { method: "PUT", json: body });

describe("PUT /api/account/language", () => {
  it("stores a locale or auto, and the session check names it", async () => {
    const { client, id } = await signedInUser("lang_put");
    expect(await json(await client.request("/api/auth/me"))).toMatchObject({ language: "auto" });

    const saved = await choose(client, { language: "pt-BR" });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ language: "pt-BR", msg: "Language saved." });
    expect(await languageOf(id)).toBe("pt-BR");
    expect(await json(await client.request("/api/auth/me"))).toMatchObject({ language: "pt-BR" });

    expect((await choose(client, { language: "auto" })).status).toBe(200);
    expect(await languageOf(id)).toBe("auto");
  });

  it("refuses anything but auto and the five locales with 400 naming the choices, and keeps the language", async () => {
    const { client, id } = await signedInUser("lang_bad");
    expect((await choose(client, { language: "fr" })).status).toBe(200);
    for (const body of [
      { language: "xx" },
      { language: "pt-br" },
      { language: "pt" },
      { language: '"><script>alert(1)</script>' },
      { language: 5 },
      { language: null },
      {},
    ]) {
      const refused = await choose(client, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const answer = await json<{ msg: string }>(refused);
      expect(answer.msg).toBe(languageMessages.languageInvalid);
      expect(answer.msg).toBe("language must be one of auto, en, de, es, fr, pt-BR.");
      expect(JSON.stringify(answer)).not.toContain("<script>");
    }
    // Not an object at all: the API's one answer for a body of another shape.
    const notAnObject = await choose(client, "de");
    expect(notAnObject.status).toBe(400);
    expect(await languageOf(id)).toBe("fr");
  });

  it("answers a guest 401 and an admin acting as the user 403, changing nothing", async () => {
    const anonymous = await request("/api/account/language", { method: "PUT", json: { language: "de" } });
    expect(anonymous.status).toBe(401);
    const { admin, target } = await impersonatingAdmin();
    const refused = await admin.client.request("/api/account/language", { method: "PUT", json: { language: "de" } });
    expect(refused.status).toBe(403);
    expect(await languageOf(target.id)).toBe("auto");
  });
});

describe("the account's mail in its language", () => {
  it("keeps the sign-up's locale, from the app's choice or else the browser's Accept-Language, English otherwise", async () => {
    const named = uniqueUser("lang_named");
    expect((await signUp(named, { language: "es" })).response.status).toBe(201);
    expect(await signupLocaleOf(named.email)).toBe("es");

    const negotiated = uniqueUser("lang_neg");
    const byHeader = await request("/api/signup", {
      method: "POST",
      json: { ...negotiated, language: "klingon" },
      headers: { "Accept-Language": "pt-PT,pt;q=0.9,en;q=0.5" },
    });
    expect(byHeader.status).toBe(201);
    expect(await signupLocaleOf(negotiated.email)).toBe("pt-BR");

    const plain = uniqueUser("lang_plain");
    expect((await signUp(plain)).response.status).toBe(201);
    expect(await signupLocaleOf(plain.email)).toBe("en");
  });

  it("mails the verification link in the sign-up's language, its link intact", async () => {
    const user = uniqueUser("lang_mail_de");
    expect((await signUp(user, { language: "de" })).response.status).toBe(201);
    const mail = await receivedMail(user.email, /^Bestätige deine E-Mail-Adresse für /);
    expect(mail.text).toContain(`Hallo ${user.username}, willkommen bei`);
    expect(mail.text).toContain(`http://localhost:8787/verify-email?token=${tokenFrom(mail)}`);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain("Oder kopiere diesen Link in deinen Browser:");
  });

  it("writes a reset mail in the chosen language, and with auto in the sign-up's", async () => {
    const { client, user } = await signedInUser("lang_reset");
    expect((await choose(client, { language: "fr" })).status).toBe(200);
    expect((await request("/api/forgot-password", { method: "POST", json: { email: user.email } })).status).toBe(200);
    const french = await receivedMail(user.email, /^Réinitialisez votre mot de passe /);
    expect(french.text).toContain(`Bonjour ${user.username},`);

    expect((await choose(client, { language: "auto" })).status).toBe(200);
    await env.DB.prepare("update users set signup_locale = 'es' where email = ?").bind(user.email).run();
    expect((await request("/api/forgot-password", { method: "POST", json: { email: user.email } })).status).toBe(200);
    const spanish = await receivedMail(user.email, /^Restablece tu contraseña de /);
    expect(spanish.text).toContain(`Hola, ${user.username}:`);
  });

  it("writes English for an English sign-up, and for a job queued before mail named a locale", async () => {
    const user = uniqueUser("lang_mail_en");
    expect((await signUp(user)).response.status).toBe(201);
    const mail = await receivedMail(user.email, /^Verify your email for /);
    expect(mail.text).toContain(`Hi ${user.username}, welcome to`);
    expect(mail.html).toContain('<html lang="en">');

    const older = { template: "reset_password", to: user.email, data: { username: "ana", link: "https://x.test/r" } };
    const rendered = renderEmail("LinkNest", older as EmailJob);
    expect(rendered.subject).toBe("Reset your LinkNest password");
    expect(rendered.text).toContain("Hi ana,");
  });
});

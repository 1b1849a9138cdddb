// The signed-in user's account, mounted at /api/account (docs/product.md, "Accounts: the rules", "Your
// data"): delete it (after a re-check), download its data as a file, or import one; the language the app
// and its mail speak. None of it while impersonating.
import { Hono } from "hono";
import { type ImportAnswer, importMessages, importSchema } from "#contract/account-data";
import { accountTexts } from "#contract/account-schemas";
import { accountLanguageSchema } from "#contract/i18n/language-schemas";
import { recheckSchema } from "#contract/security";
import type { OwnerProfile } from "#contract/types";
import { deleteAccount } from "../account-data/deletion";
import { exportAccount } from "../account-data/export";
import { importAccount } from "../account-data/import";
import { saveAccountLanguage } from "../accounts/users";
import { answers, stripeUnreachable } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/rate-limits";
import { valid } from "../http/validate";
import { recordActivity } from "../pages/activity";
import { ownPage } from "../pages/pages";
import { destroySession } from "../sessions/sessions";
import { recheck } from "../two-factor/second-step";
import { refuseWhileImpersonating, requireUser, signedInUser } from "./guards";
import { clearSessionCookie } from "./session";

export const accountRoutes = new Hono<AppEnv>()
  .delete(
    "/",
    answers("Delete the account, after a re-check", {
      200: "{msg}; the account, its data and its subscription at Stripe are gone, and the session ends.",
      400: "No re-check, both a password and a code, or a wrong one (errors names it).",
      429: "Too many wrong passwords or codes: the answer says how long to wait.",
      ...stripeUnreachable,
    }),
    requireUser,
    refuseWhileImpersonating,
    valid("json", recheckSchema),
    async (c) => {
      const user = signedInUser(c);
      await recheck(c.var.db, c.env, { userId: user.id, address: clientIp(c) }, c.req.valid("json"));
      await deleteAccount(c.var.db, c.env, user.id);
      if (c.var.session) await destroySession(c.env.SESSIONS, c.var.session.token);
      clearSessionCookie(c);
      return c.json({ msg: accountTexts.accountDeleted });
    },
  )

  .get(
    "/export",
    answers("Download the account's data", {
      200: "AccountExport (contract/account-data.ts), as an attachment.",
    }),
    requireUser,
    refuseWhileImpersonating,
    async (c) => {
      const user = signedInUser(c);
      const file = await exportAccount(c.var.db, c.env, user.id);
      const day = file.exportedAt.slice(0, 10);
      c.header("Cache-Control", "no-store");
      c.header("Content-Disposition", `attachment; filename="linknest-${user.username}-${day}.json"`);
      return c.json(file);
    },
  )

  .post(
    "/import",
    answers(
      "Import an export file into one of the account's pages (pageId; the primary page by default), merged or replacing it",
      {
        200: "OwnerProfile (contract/types.ts) of that page and {msg, leftOut}: leftOut lists what of the file was not applied, and why.",
        400: "Not an export file, or a wrong mode.",
        403: "An admin impersonating the user.",
        404: "pageId names no page of the account's.",
        413: "The file is larger than an export with every image can be.",
      },
    ),
    requireUser,
    refuseWhileImpersonating,
    valid("json", importSchema),
    async (c) => {
      const user = signedInUser(c);
      const { pageId = user.id, ...input } = c.req.valid("json");
      const page = await ownPage(c.var.db, user.id, pageId);
      const { profile, leftOut } = await importAccount(c.var.db, c.env, page.id, input);
      await recordActivity(c.var.db, { pageId: page.id, actorId: user.id, action: "page.imported" });
      const msg = leftOut.length > 0 ? importMessages.importedExcept : importMessages.imported;
      return c.json({ ...profile, msg, leftOut } satisfies OwnerProfile & ImportAnswer);
    },
  )

  .put(
    "/language",
    answers("Choose the language of the app and the account's mail", {
      200: "{language, msg}: the language saved, a locale or auto.",
      400: "Not one of auto, en, de, es, fr, pt-BR (the message names them).",
      403: "An admin impersonating the user.",
    }),
    requireUser,
    refuseWhileImpersonating,
    valid("json", accountLanguageSchema),
    async (c) => {
      const { language } = c.req.valid("json");
      await saveAccountLanguage(c.var.db, signedInUser(c).id, language);
      return c.json({ language, msg: accountTexts.languageSaved });
    },
  );

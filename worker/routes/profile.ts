// The signed-in owner's profile (docs/product.md, "Making the page yours"; the API reference (Profile)): mounted at /api/profile — load it, save it
// whole or flip the branding toggle, and its address as a QR code — and its avatar, mounted at
// /api/upload (POST /api/upload/avatar with the multipart field avatar; DELETE clears it). request-guards
// lets the avatar's path take multipart and caps its body at the file limit plus framing.
import { Hono } from "hono";
import { z } from "zod";
import { messages } from "#contract/messages";
import { brandingSchema, isBrandingUpdate, profileMessages, profileSaveSchema } from "#contract/profile-schemas";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { uploadedFile } from "../http/uploaded-file";
import { parseInput, valid } from "../http/validate";
import { clearAvatar, storeAvatar } from "../profiles/avatars";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { qrSvg } from "../profiles/qr-code";
import { saveBranding, saveProfile } from "../profiles/save-profile";
import { requireUser } from "./guards";
import { currentPage, memberAccount, noteActivity, savedProfileForCaller } from "./page-scope";

export const profileRoutes = new Hono<AppEnv>()
  .get("/", answers("The owner's profile", { 200: "OwnerProfile (contract/types.ts)." }), requireUser, async (c) => {
    const profile = await loadOwnerProfile(c.var.db, c.env, currentPage(c).id, memberAccount(c));
    if (!profile) throw apiError(401, messages.notSignedIn);
    c.header("Cache-Control", "no-store");
    return c.json(profile);
  })

  // One path, two bodies (the API reference): {showBranding} alone is the toggle, anything else the whole profile.
  .put(
    "/",
    answers(
      "Save the whole profile, or {showBranding} alone",
      {
        200: "OwnerProfile (contract/types.ts) and {msg}; or {msg, showBranding, version} for the toggle.",
        400: "A field breaks a rule (errors names it), or the username is reserved.",
        403: "A Pro feature (hiding the branding, scheduling) on a free account.",
        409: "The username is taken; or {msg, stale: true, version}: the page changed since the version the save names.",
      },
      { bodies: [profileSaveSchema, brandingSchema] },
    ),
    requireUser,
    valid("json", z.looseObject({})),
    async (c) => {
      const page = currentPage(c);
      const body = c.req.valid("json");
      if (isBrandingUpdate(body)) {
        const { showBranding } = parseInput(brandingSchema, body);
        const version = await saveBranding(c.var.db, c.env, page.id, showBranding);
        await noteActivity(c, "page.saved");
        return c.json({ msg: profileMessages.brandingSaved, showBranding, version });
      }
      const saved = await saveProfile(c.var.db, c.env, page.id, parseInput(profileSaveSchema, body));
      await noteActivity(c, "page.saved");
      return c.json({ ...(await savedProfileForCaller(c, saved)), msg: profileMessages.profileSaved });
    },
  )

  // The page's address in the page's theme; the dashboard offers it as an SVG download and turns it into a PNG.
  .get(
    "/qr.svg",
    answers("The page's address as a QR code in the page's theme", {
      200: { description: "An SVG image.", type: "image/svg+xml" },
    }),
    requireUser,
    async (c) => {
      const profile = await loadOwnerProfile(c.var.db, c.env, currentPage(c).id);
      if (!profile) throw apiError(401, messages.notSignedIn);
      const address = `${c.env.APP_URL.replace(/\/+$/, "")}/${encodeURIComponent(profile.username)}`;
      return c.body(qrSvg(address, profile.theme), 200, {
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Content-Disposition": `inline; filename="${profile.username}-qr.svg"`,
        // It changes with the name and the theme; the dashboard asks again after a save.
        "Cache-Control": "no-store",
      });
    },
  );

export const avatarRoutes = new Hono<AppEnv>()
  .post(
    "/avatar",
    answers("Upload the avatar: multipart/form-data with the file in the field avatar", {
      200: "{url, msg, version}: version is the page's, after the change.",
      400: "No file in the field avatar, malformed multipart, or not a PNG, JPEG, GIF or WebP image.",
      413: "The file is over the avatar's size limit.",
      415: "The body is not multipart/form-data.",
    }),
    requireUser,
    async (c) => {
      const page = currentPage(c);
      const file = await uploadedFile(c, "avatar", {
        notMultipart: profileMessages.avatarNotMultipart,
        missing: profileMessages.avatarMissing,
      });
      const { url, version } = await storeAvatar(c.var.db, c.env, page.id, file);
      await noteActivity(c, "avatar.uploaded");
      return c.json({ url, msg: profileMessages.avatarUploaded, version });
    },
  )

  .delete(
    "/avatar",
    answers("Clear the avatar", { 200: "{msg, avatar: null, version}: version is the page's, after the change." }),
    requireUser,
    async (c) => {
      const version = await clearAvatar(c.var.db, c.env, currentPage(c).id);
      await noteActivity(c, "avatar.removed");
      return c.json({ msg: profileMessages.avatarCleared, avatar: null, version });
    },
  );

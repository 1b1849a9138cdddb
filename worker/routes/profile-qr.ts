// GET /api/profile/qr.svg (product §7, §11): the signed-in owner's page address as a QR code in the
// page's theme. Owner only; the dashboard offers it as an SVG download and turns it into a PNG.
import { Hono } from "hono";
import { messages } from "#contract/messages";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { qrSvg } from "../profiles/qr-code";
import { requireUser, signedInUser } from "../sessions/middleware";

export const profileQrRoutes = new Hono<AppEnv>().get("/profile/qr.svg", requireUser, async (c) => {
  const profile = await loadOwnerProfile(c.var.db, c.env, signedInUser(c).id);
  if (!profile) throw apiError(401, messages.notSignedIn);
  const address = `${c.env.APP_URL.replace(/\/+$/, "")}/${encodeURIComponent(profile.username)}`;
  return c.body(qrSvg(address, profile.theme), 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Content-Disposition": `inline; filename="${profile.username}-qr.svg"`,
    // It changes with the name and the theme; the dashboard asks again after a save.
    "Cache-Control": "no-store",
  });
});

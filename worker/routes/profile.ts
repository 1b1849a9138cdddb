// The signed-in user's profile (product §7 "Profile"): load it, save it whole, or flip the branding toggle.
import { Hono } from "hono";
import { z } from "zod";
import { messages } from "#contract/messages";
import { brandingSchema, isBrandingUpdate, profileMessages, profileSaveSchema } from "#contract/profile-schemas";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { parseInput, valid } from "../http/validate";
import { saveBranding } from "../profiles/branding";
import { loadOwnerProfile } from "../profiles/owner-profile";
import { saveProfile } from "../profiles/save-profile";
import { requireUser, signedInUser } from "../sessions/middleware";

export const profileRoutes = new Hono<AppEnv>()
  .get("/profile", requireUser, async (c) => {
    const profile = await loadOwnerProfile(c.var.db, c.env, signedInUser(c).id);
    if (!profile) throw apiError(401, messages.notSignedIn);
    c.header("Cache-Control", "no-store");
    return c.json(profile);
  })

  // One path, two bodies (product §7): {showBranding} alone is the toggle, anything else the whole profile.
  .put("/profile", requireUser, valid("json", z.looseObject({})), async (c) => {
    const user = signedInUser(c);
    const body = c.req.valid("json");
    if (isBrandingUpdate(body)) {
      const { showBranding } = parseInput(brandingSchema, body);
      await saveBranding(c.var.db, c.env, user.id, showBranding);
      return c.json({ msg: profileMessages.brandingSaved, showBranding });
    }
    const profile = await saveProfile(c.var.db, c.env, user.id, parseInput(profileSaveSchema, body));
    return c.json({ ...profile, msg: profileMessages.profileSaved });
  });

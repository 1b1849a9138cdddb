// The admin Settings tab's invite codes, mounted at /api/admin/invite-codes (the API reference (Admin)): list,
// create, enable/disable, delete.
import { Hono } from "hono";
import { adminMessages, inviteCodeCreateSchema, inviteCodeUpdateSchema } from "#contract/admin-schemas";
import { answers } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";
import { createInviteCode, deleteInviteCode, listInviteCodes, setInviteCodeEnabled } from "../../invites/invite-codes";
import { signedInUser } from "../guards";

export const adminInviteCodeRoutes = new Hono<AppEnv>()
  .get("/", answers("The invite codes", { 200: "{items: InviteCode[]} (contract/admin-types.ts)." }), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ items: await listInviteCodes(c.var.db) });
  })

  .post(
    "/",
    answers("Create an invite code", {
      201: "InviteCode (contract/admin-types.ts).",
      409: "The code exists.",
    }),
    valid("json", inviteCodeCreateSchema),
    async (c) => {
      return c.json(await createInviteCode(c.var.db, signedInUser(c).id, c.req.valid("json")), 201);
    },
  )

  .put(
    "/:id",
    answers("Enable or disable an invite code", {
      200: "InviteCode (contract/admin-types.ts).",
      404: "No such invite code.",
    }),
    valid("json", inviteCodeUpdateSchema),
    async (c) => {
      const { enabled } = c.req.valid("json");
      return c.json(await setInviteCodeEnabled(c.var.db, signedInUser(c).id, c.req.param("id"), enabled));
    },
  )

  .delete("/:id", answers("Delete an invite code", { 200: "{msg}.", 404: "No such invite code." }), async (c) => {
    await deleteInviteCode(c.var.db, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: adminMessages.inviteDeleted });
  });

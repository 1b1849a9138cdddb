// Every /api/admin router, behind the admin check.
import { Hono } from "hono";
import { requireAdmin } from "../../admin/require-admin";
import type { AppEnv } from "../../app-env";
import { adminBillingRoutes } from "./billing";

export const adminRoutes = new Hono<AppEnv>().use(requireAdmin).route("/", adminBillingRoutes);

// Whether a link shows (docs/product.md, "Trust and safety"): a link whose current URL is held is absent from /{username} and
// /api/user until an admin releases it. Held state lives in link_checks, keyed by link and URL, so the
// public profile query and the editor each add one condition or column.
import { sql } from "drizzle-orm";
import { links } from "../db/schema";

const heldNow = sql`exists (select 1 from link_checks where link_checks.link_id = ${links.id} and link_checks.url = ${links.url} and link_checks.state = 'held')`;

/** A where-condition on `links`: the link is not held. */
export const linkNotHeld = sql`not ${heldNow}`;

/** A column on `links` for the owner's editor: the link is held for review. */
export const linkIsHeld = sql<boolean>`${heldNow}`.mapWith(Boolean);

// The dashboard's view of the signed-in user's profile: GET /api/profile's answer as the contract's
// schema reads it (contract/owner-profile.ts), so every field is there.
import type { OwnerLink, OwnerProfile } from "#contract/types";

/**
 * A link as the server sent it. Every field is kept, known or not (the id today, whatever tomorrow),
 * so a save hands the link back whole and the server can tell which link it is.
 */
export type ProfileLink = OwnerLink;

export type Profile = OwnerProfile;

// The dashboard's view of the signed-in user's profile: the API's shapes (contract/types.ts)
// as the web app holds them after normalising the answer.
import type { OwnerLink, OwnerProfile } from "#contract/types";

/**
 * A link as the server sent it. Every field is kept, known or not (the id today, whatever tomorrow),
 * so a save hands the link back whole and the server can tell which link it is.
 */
export type ProfileLink = Partial<OwnerLink> & { title: string; url: string; clicks: number } & Record<string, unknown>;

export type Profile = Omit<OwnerProfile, "links"> & { links: ProfileLink[] };

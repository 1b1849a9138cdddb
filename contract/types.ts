// Response shapes of the API, shared by the worker and the web client.
import type { Social } from "./socials";
import type { Theme } from "./themes";

export type AppConfig = { invitesRequired: boolean; registrationClosed: boolean };

/** GET /api/username-available: whether signup would accept the name now, and why not. */
export type UsernameAvailability = { available: boolean; msg?: string };

/** A link proper, or a section title between links (product §11). */
export type LinkKind = "link" | "header";

export type FieldError = { field: string; message: string };
export type ErrorBody = { msg: string; errors?: FieldError[] };

/**
 * A link as its owner sees it (product §3 "Link", §11); the id lets a save keep its clicks. A header is
 * a section title with url "". startsAt/endsAt are ISO 8601 times or null.
 */
export type OwnerLink = {
  id: string;
  title: string;
  url: string;
  clicks: number;
  kind: LinkKind;
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
  featured: boolean;
  /** Marked 18+ by the owner (product §12). */
  sensitive: boolean;
  /** Flagged by the link safety check or an admin: hidden from the public page until released. */
  held: boolean;
};

/** A link as a visitor sees it: a clickable link (maybe the spotlight, maybe 18+) or a section title. */
export type PublicLink =
  | { kind: "link"; title: string; url: string; featured: boolean; sensitive: boolean }
  | { kind: "header"; title: string };

/** A social icon in the owner's profile: `held` only when the safety check holds it (product §12). */
export type OwnerSocial = Social & { held?: true };

/** GET /api/profile: the signed-in user's profile (product §3 "User/profile (dashboard)"). */
export type OwnerProfile = {
  username: string;
  bio: string;
  email: string;
  /** A url starting with /uploads/, or null. */
  avatar: string | null;
  referralCode: string;
  referralCount: number;
  pendingEmail: string | null;
  links: OwnerLink[];
  showBranding: boolean;
  theme: Theme;
  socials: OwnerSocial[];
  /** The whole page is marked 18+ (product §12). */
  sensitive: boolean;
};

/** GET /api/user/{username} (product §3 "Public profile response"). */
export type PublicProfile = {
  username: string;
  avatar: string | null;
  bio: string;
  /** Only what a visitor sees now, in page order (product §11). */
  links: PublicLink[];
  theme: Theme;
  socials: Social[];
  /** Visitors pass a sensitive-content interstitial first (product §12). */
  sensitive: boolean;
  isPro: boolean;
  /** Whether the page shows the branding footer: always true for a free user. */
  showBranding: boolean;
  referralCode: string;
};

/** GET /api/subscription-status (product §3 "Subscription status response"). */
export type SubscriptionStatus = {
  isPro: boolean;
  subscriptionStatus: string | null;
  subscriptionEndDate: string | null;
};

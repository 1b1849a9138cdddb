// Response shapes of the API, shared by the worker and the web client.
import type { SharingSettings } from "./search-and-sharing";
import type { Social } from "./socials";
import type { Theme } from "./themes";

export type AppConfig = { invitesRequired: boolean; registrationClosed: boolean };

/** GET /api/username-available: whether signup would accept the name now, and why not. */
export type UsernameAvailability = { available: boolean; msg?: string };

/**
 * A link proper, a section title between links, an embedded player (docs/product.md, "Making the page
 * yours"), or the e-mail sign-up block (docs/guides/audience.md).
 */
export type LinkKind = "link" | "header" | "embed" | "signup";

export type FieldError = { field: string; message: string };
export type ErrorBody = { msg: string; errors?: FieldError[] };

/**
 * A link as its owner sees it (docs/product.md, "Making the page yours"; the API reference (Link)); the id lets a save keep its clicks. A header is
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
  /** Marked 18+ by the owner (docs/product.md, "Trust and safety"). */
  sensitive: boolean;
  /** Flagged by the link safety check or an admin: hidden from the public page until released. */
  held: boolean;
  /** The image beside the title, a url under /uploads/; absent when there is none. */
  thumbnail?: string;
  /** The sign-up block's button (kind "signup" only). */
  buttonText?: string | null;
};

/** A link as a visitor sees it: a clickable link (maybe the spotlight, maybe 18+) or a section title. */
export type PublicLink =
  | { kind: "link"; title: string; url: string; featured: boolean; sensitive: boolean; thumbnail?: string }
  | { kind: "header"; title: string }
  /** A video or track played on the page once the visitor presses play (contract/embeds.ts). */
  | { kind: "embed"; title: string; url: string }
  | { kind: "signup"; title: string; buttonText: string };

/** A social icon in the owner's profile: `held` only when the safety check holds it (docs/product.md, "Trust and safety"). */
export type OwnerSocial = Social & { held?: true };

/** GET /api/profile: the signed-in user's profile (the API reference (User/profile (dashboard))). */
export type OwnerProfile = {
  username: string;
  /** The name heading the page, the handle beneath it; "" for none. */
  displayName: string;
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
  /** The whole page is marked 18+ (docs/product.md, "Trust and safety"). */
  sensitive: boolean;
  /** The page's version: a save names the one it was edited from (docs/decisions/046). */
  version: number;
} & SharingSettings;

/** GET /api/user/{username} (the API reference (Public profile response)). */
export type PublicProfile = {
  username: string;
  /** The name heading the page, the handle beneath it; "" for none. */
  displayName: string;
  avatar: string | null;
  bio: string;
  /** Only what a visitor sees now, in page order (docs/product.md, "Making the page yours"). */
  links: PublicLink[];
  theme: Theme;
  socials: Social[];
  /** Visitors pass a sensitive-content interstitial first (docs/product.md, "Trust and safety"). */
  sensitive: boolean;
  isPro: boolean;
  /** Whether the page shows the branding footer: always true for a free user. */
  showBranding: boolean;
  referralCode: string;
} & SharingSettings;

/** GET /api/subscription-status (the API reference (Subscription status response)). */
export type SubscriptionStatus = {
  isPro: boolean;
  subscriptionStatus: string | null;
  subscriptionEndDate: string | null;
};

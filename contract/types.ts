// Response shapes of the API, shared by the worker and the web client.
import type { PublicLink } from "./links";
import type { SharingSettings } from "./search-and-sharing";
import type { Social } from "./socials";
import type { Theme } from "./themes";

export type AppConfig = { invitesRequired: boolean; registrationClosed: boolean };

/** GET /api/username-available: whether signup would accept the name now, and why not. */
export type UsernameAvailability = { available: boolean; msg?: string };

export type FieldError = { field: string; message: string };
export type ErrorBody = { msg: string; errors?: FieldError[] };

// A link in each of its forms (links.ts) and GET /api/profile's answer (owner-profile.ts) are schemas.
export type { OwnerLink, PublicLink } from "./links";
export type { OwnerProfile, OwnerSocial } from "./owner-profile";

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

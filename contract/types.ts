// Response shapes of the API, shared by the worker and the web client.
export type AppConfig = { invitesRequired: boolean; registrationClosed: boolean };

/** GET /api/username-available: whether signup would accept the name now, and why not. */
export type UsernameAvailability = { available: boolean; msg?: string };

export type FieldError = { field: string; message: string };
export type ErrorBody = { msg: string; errors?: FieldError[] };

/** A link as its owner sees it (product §3 "Link"); the id lets a save keep its clicks. */
export type OwnerLink = {
  id: string;
  title: string;
  url: string;
  clicks: number;
  /** Marked 18+ by the owner (product §11). */
  sensitive: boolean;
  /** Flagged by the link safety check or an admin: hidden from the public page until released. */
  held: boolean;
};

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
  /** The whole page is marked 18+ (product §11). */
  sensitive: boolean;
};

/** GET /api/user/{username} (product §3 "Public profile response"). */
export type PublicProfile = {
  username: string;
  avatar: string | null;
  bio: string;
  links: { title: string; url: string; sensitive: boolean }[];
  /** Visitors pass a sensitive-content interstitial first (product §11). */
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

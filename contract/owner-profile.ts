// GET /api/profile's answer (the API reference (User/profile (dashboard))): the signed-in owner's
// profile with every link, hidden or not (links.ts's ownerLinkSchema), as one schema. The worker's answer
// has its type (worker/profiles/owner-profile.ts) and the dashboard reads the answer with it
// (web/pages/dashboard/editor/profile-api.ts). The reading is lenient, so the dashboard's cards never
// deal with missing or odd fields: one missing or of the wrong type takes its default, an unknown theme
// preset the default one, a social icon of no known platform is left out.
import { z } from "zod";
import { ownerLinkSchema } from "./links";
import { type SocialPlatform, socialPlatformIds } from "./socials";
import { defaultTheme, themePresetIds } from "./themes";

const text = z.string().catch("");
/** A text that may be absent: "" reads as null. */
const optionalText = z.string().min(1).nullable().catch(null);

const themeReading = z
  .object({
    preset: z.enum(themePresetIds).catch(defaultTheme.preset),
    accent: z.string().nullable().catch(null),
  })
  .catch(() => ({ ...defaultTheme }));

/** A social icon in the owner's profile: `held` only when the safety check holds it (docs/product.md, "Trust and safety"). */
export type OwnerSocial = { platform: SocialPlatform; url: string; held?: true };

const socialReading = z.object({ platform: z.enum(socialPlatformIds), url: z.string(), held: z.unknown().optional() });

/** The socials that are ones, `held` kept only where it is true. */
const socialsReading = z
  .array(z.unknown())
  .catch([])
  .transform((items): OwnerSocial[] =>
    items.flatMap((item) => {
      const social = socialReading.safeParse(item);
      if (!social.success) return [];
      const { platform, url, held } = social.data;
      return [held === true ? { platform, url, held } : { platform, url }];
    }),
  );

/** A link that is not even an object reads as a new link with no title. */
const linkReading = ownerLinkSchema.catch(() => ownerLinkSchema.parse({}));

export const ownerProfileSchema = z.object({
  username: text,
  /** The name heading the page, the handle beneath it; "" for none. */
  displayName: text,
  bio: text,
  email: text,
  /** A url starting with /uploads/, or null. */
  avatar: optionalText,
  referralCode: text,
  referralCount: z.number().catch(0),
  pendingEmail: optionalText,
  links: z.array(linkReading).catch([]),
  /** The API reference: the editor's initial state is true. */
  showBranding: z.boolean().catch(true),
  theme: themeReading,
  socials: socialsReading,
  /** The whole page is marked 18+ (docs/product.md, "Trust and safety"). */
  sensitive: z.boolean().catch(false),
  /** Search and sharing (search-and-sharing.ts): the page's title, description and noindex. */
  pageTitle: text,
  pageDescription: text,
  noindex: z.boolean().catch(false),
  /** The page's version: a save names the one it was edited from (docs/decisions/053). */
  version: z.number().int().nonnegative().catch(0),
});

export type OwnerProfile = z.output<typeof ownerProfileSchema>;

/** An answer as the dashboard holds it: never failing, whatever came (a body that is no object reads as empty). */
export function readOwnerProfile(value: unknown): OwnerProfile {
  const read = ownerProfileSchema.safeParse(value);
  return read.success ? read.data : ownerProfileSchema.parse({});
}

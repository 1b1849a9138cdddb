// What the profile rules say, apart from the rules themselves (profile-schemas.ts), so the dashboard can
// show a message without evaluating the validation library on its first load.
import { limits } from "./limits";
import { maxSocials } from "./socials";
import { accentContrast, formatContrast, nearestPassingAccent } from "./themes";

export const profileMessages = {
  // product §5, word for word.
  titleRequired: "Title is required",
  titleTooLong: "Max 100 characters",
  urlRequired: "URL is required",
  urlInvalid: "Enter a valid URL",
  urlScheme: "Use http or https",
  avatarTooLarge: "Max file size is 2MB.",
  profileSaved: "Profile saved.",
  userNotFound: "User not found",
  notFoundText: "This profile doesn't exist. Check the username and try again.",
  loadFailed: "Failed to load user profile",
  // Ours, where the product reference is silent.
  urlTooLong: `URL must be at most ${limits.linkUrlMax} characters.`,
  bioInvalid: "Bio must be text.",
  bioTooLong: `Bio must be at most ${limits.bioMax} characters.`,
  linksInvalid: "Links must be a list of links.",
  tooManyLinks: `A profile can have at most ${limits.linksMax} links.`,
  avatarNotUploaded: "Change the avatar by uploading an image.",
  avatarNotMultipart: "Upload the avatar as multipart/form-data with a file field named avatar.",
  avatarMissing: "Choose an image file to upload.",
  avatarWrongType: "Use a PNG, JPEG, GIF or WebP image.",
  avatarUploaded: "Avatar uploaded.",
  avatarCleared: "Avatar cleared.",
  brandingInvalid: "showBranding must be true or false.",
  brandingProOnly: "Hiding the branding is a Pro feature. Upgrade to Pro to change it.",
  brandingSaved: "Branding saved.",
  linkIndexInvalid: "linkIndex must be the position of a link.",
  linkNotFound: "Link not found",
  sensitiveInvalid: "sensitive must be true or false.",
  titleControlCharacters: "Title can't contain control characters.",
  bioControlCharacters: "Bio can't contain control characters.",
  urlControlCharacters: "URL can't contain control characters.",
  urlUserInfo: "URL can't include a user name or password (the part before @).",
  // Themes, socials, sections, visibility and the spotlight (product §11).
  presetUnknown: "Choose one of the themes.",
  accentInvalid: "Use a colour like #7c5cff.",
  socialsInvalid: "Socials must be a list of {platform, url}.",
  tooManySocials: `A profile can have at most ${maxSocials} social icons.`,
  platformUnknown: "Choose one of the platforms.",
  socialUrlScheme: "Use http, https or mailto",
  sectionHasUrl: "A section title has no URL.",
  timeInvalid: "Use an ISO 8601 time like 2026-12-01T09:00:00Z.",
  endsBeforeStart: "The end must be after the start.",
  twoFeatured: "Only one link can be in the spotlight.",
  sectionFeatured: "A section title cannot be in the spotlight.",
  schedulingProOnly: "Scheduling links is a Pro feature. Upgrade to Pro to schedule links.",
  qrNeedsProfile: "Your page has no address yet.",
} as const;

/** The refusal of an accent under 4.5:1, with the nearest colour that passes. */
export function accentTooFaint(preset: string, accent: string): string {
  const ratio = formatContrast(accentContrast(preset, accent));
  return `This colour's contrast is ${ratio}; it needs at least 4.5:1. Try ${nearestPassingAccent(preset, accent)}.`;
}

/** The public page's footer link (product §1, architecture §8). */
export const brandingText = "Made with LinkNest";

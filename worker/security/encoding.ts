// How secrets and untrusted text are written down: random tokens in base64url, their SHA-256
// fingerprints in hex (only fingerprints are stored), referral codes in an alphabet that reads aloud
// unambiguously, and text escaped for HTML (the e-mail templates, the Stripe fake's pages).
export function randomToken(bytes = 32): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return base64url(buffer);
}

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const referralAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/** Short, URL-safe and unambiguous when read aloud (no 0/o, 1/l/i). */
export function referralCode(length = 8): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((b) => referralAlphabet[b % referralAlphabet.length]).join("");
}

/** Text made safe to place in HTML element content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

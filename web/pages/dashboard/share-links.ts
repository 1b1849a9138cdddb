// The two addresses a user shares: their public page and their referral signup link (docs/product.md, "What it is and for whom" and "Screens").
export function publicPagePath(username: string): string {
  return `/${encodeURIComponent(username)}`;
}

export function referralLink(origin: string, referralCode: string): string {
  return `${origin}/signup?ref=${encodeURIComponent(referralCode)}`;
}

// What stands for a missing or failing profile picture (docs/product.md, "Accounts: the rules"): the
// username's uppercase initial letter, or "?" when there is none. The public page (page/ProfileBody.tsx),
// its share card (worker/share-cards/render.tsx) and the dashboard (web/components/Avatar.tsx) draw it.

/** The first character of the name as typed, spaces around it aside, in capitals; "?" for no name. */
export function avatarInitial(username: string): string {
  const [first] = username.trim();
  return first ? first.toUpperCase() : "?";
}

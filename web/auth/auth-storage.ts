// The signed-in user kept on the client (docs/product.md, "Accounts: the rules"; the API reference): only the username, under ln_auth.
export type SignedInUser = { username: string };

export const authStorageKey = "ln_auth";

/** A stored value counts only if it has a username. */
export function readStoredUser(storage?: Storage): SignedInUser | null {
  try {
    // Outside a browser (a screen prerendered at build) there is no storage: a guest.
    const raw = (storage ?? localStorage).getItem(authStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && "username" in parsed) {
      const { username } = parsed as { username: unknown };
      if (typeof username === "string" && username.length > 0) return { username };
    }
    return null;
  } catch {
    return null;
  }
}

/** A user with a username is written; none removes the key. */
export function writeStoredUser(user: SignedInUser | null, storage?: Storage): void {
  try {
    const store = storage ?? localStorage;
    if (user?.username) store.setItem(authStorageKey, JSON.stringify({ username: user.username }));
    else store.removeItem(authStorageKey);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory state still works.
  }
}

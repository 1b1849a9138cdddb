// How long the web app waits (docs/product.md, "Limits"): toasts, redirects, status refetches, the re-reads for the
// link safety check's holds, and the admin logs'
// refresh rhythm and filter debounce. Only the browser keeps these times; the server has none of them.
export const timings = {
  toastMs: 2500,
  statusRefetchMs: 2000,
  /** After a save with new web addresses: when the profile is read again for the safety check's holds. */
  linkCheckRereadsMs: [3000, 10_000, 30_000],
  verifyRedirectMs: 10_000,
  resetRedirectMs: 3000,
  accountDeleteRedirectMs: 800,
  logRefreshMs: 4000,
  logTypingDebounceMs: 600,
} as const;

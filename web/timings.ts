// How long the web app waits (docs/product.md, "Limits"): toasts, redirects, status refetches, and the admin logs'
// refresh rhythm and filter debounce. Only the browser keeps these times; the server has none of them.
export const timings = {
  toastMs: 2500,
  statusRefetchMs: 2000,
  verifyRedirectMs: 10_000,
  resetRedirectMs: 3000,
  accountDeleteRedirectMs: 800,
  logRefreshMs: 4000,
  logTypingDebounceMs: 600,
} as const;

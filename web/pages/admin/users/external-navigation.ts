// Leaving the SPA for another site (a user's billing portal). An object rather than a bare function,
// so a test can replace `go` instead of letting happy-dom try to load the provider's page.
export const externalNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

// Leaving the SPA for another site the API named: a user's billing portal, Stripe's onboarding or an Express
// dashboard. An object rather than a bare function, so a test can replace `go` instead of letting
// happy-dom try to load the provider's page.
export const externalNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

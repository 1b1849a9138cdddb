// A virtual authenticator in the browser under test (Chromium's WebAuthn domain): it answers passkey
// ceremonies as a device's built-in authenticator would, user verification included.
import type { Page } from "@playwright/test";

export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

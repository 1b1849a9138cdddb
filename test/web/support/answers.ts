// Answers most screens need, shaped by the types the app reads them with: the session check for a
// visitor and for a signed-in owner, and the sign-up settings.
import type { AppConfig } from "#contract/types";
import type { SessionCheck } from "../../../web/auth/AuthProvider";
import type { Answers } from "./render";

export const signedOut = {
  "/api/auth/me": { body: { authenticated: false } satisfies SessionCheck },
} satisfies Answers;

/** The owner the dashboard tests sign in as. */
export const signedInSession = {
  "/api/auth/me": {
    body: {
      authenticated: true,
      username: "ada",
      impersonating: false,
      isAdmin: false,
      language: "auto",
    } satisfies SessionCheck,
  },
} satisfies Answers;

/** Sign-ups open to anyone. */
export const openSignUps = {
  "/api/config": { body: { invitesRequired: false, registrationClosed: false } satisfies AppConfig },
} satisfies Answers;

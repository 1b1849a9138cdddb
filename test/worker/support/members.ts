// A page's people in tests: the token of the invitation mailed to an address (docs/decisions/064).
import { receivedMail, tokenFrom } from "./mailbox";

/** The token of the newest invitation to `email`, once at least `count` have been mailed. */
export async function invitationToken(email: string, count = 1): Promise<string> {
  return tokenFrom(await receivedMail(email, /invited you to the page/, count));
}

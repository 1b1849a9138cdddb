// How a failed admin call is put into words (the messages in contract/ (Admin)): a 403 on a read is 'Admin access
// required'; other failed reads show their own product text, with the server's msg as the detail (it
// says *why*, e.g. that a status filter is malformed); actions prefer the server's msg (e.g. that an
// admin cannot be impersonated) and fall back to their product text.
import type { ApiFailure } from "../../api/client";
import { refusalInReadersWords } from "../../i18n/refusal-words";
import { adminTexts } from "./admin-texts";

/** The admin check itself said no: the session is not (or no longer) an admin's. */
export function isAccessDenied(failure: ApiFailure): boolean {
  return failure.status === 403 && (!failure.error.msg || failure.error.msg === adminTexts.accessRequired);
}

export type ReadFailure = { message: string; detail: string | null };

export function readFailure(failure: ApiFailure, fallback: string): ReadFailure {
  // The admin area is closed to this admin until they set up a second factor (docs/product.md, "Roles").
  if (failure.status === 403 && failure.error.msg === adminTexts.needsSecondFactor) {
    return { message: adminTexts.needsSecondFactor, detail: null };
  }
  if (failure.status === 403) return { message: adminTexts.accessRequired, detail: null };
  return { message: fallback, detail: failure.error.msg || null };
}

/** What a failed action says, in the reader's words: the API's refusal through the refusals' table. */
export function actionFailureText(failure: ApiFailure, fallback: string): string {
  if (isAccessDenied(failure)) return refusalInReadersWords(adminTexts.accessRequired);
  return refusalInReadersWords(failure.error.msg) || fallback;
}

// Whether signup (or a rename) would take a username, asked as someone types (docs/product.md,
// "Screens"): GET /api/username-available after a short pause, and only the latest answer counts. The
// home page's "Claim your name", the signup form and the dashboard's Username field all ask this way.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { UsernameAvailability } from "#contract/types";
import { apiRoutes, resultOf } from "../api/client";
import { fieldTexts } from "../components/fields/field-texts";
import { useWords } from "../i18n/I18nProvider";
import { refusalInReadersWords } from "../i18n/refusal-words";

/** A pause in typing before asking: the check is rate-limited per address. */
const typingPauseMs = 300;

/**
 * Whether signup would take `name` now; a refusal says why, in the same shape. A failure with no reason
 * given has no `msg`: the hook says "Could not check this name." in the reader's words as it shows it.
 */
async function availability(name: string, signal: AbortSignal): Promise<UsernameAvailability> {
  const result = await resultOf(
    apiRoutes["username-available"].$get({ query: { username: name } }, { init: { signal } }),
    signal,
  );
  if (result.ok) return result.data;
  return result.error.msg ? { available: false, msg: result.error.msg } : { available: false };
}

/** `value` once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export type UsernameCheck = {
  /** Typed, and the answer about it not in yet. */
  checking: boolean;
  /** The answer about the name typed now; null while checking, for an empty field or the account's own name. */
  answer: UsernameAvailability | null;
};

/** `own`: the account's current name, which needs no asking (a signed-in owner's field starts with it). */
export function useUsernameAvailability(name: string, own?: string): UsernameCheck {
  const { t } = useWords();
  const trimmed = name.trim();
  const mine = own !== undefined && trimmed.toLowerCase() === own.toLowerCase();
  const wanted = mine ? "" : trimmed;
  const asked = useSettled(wanted, typingPauseMs);
  const check = useQuery({
    queryKey: ["/api/username-available", asked],
    queryFn: ({ signal }) => availability(asked, signal),
    enabled: asked !== "",
  });
  const checking = wanted !== "" && (asked !== wanted || check.isFetching);
  const answer = wanted && !checking ? (check.data ?? null) : null;
  // Why a name cannot be had is the API's refusal ("This username is reserved."): in the reader's words.
  if (answer?.msg) return { checking, answer: { ...answer, msg: refusalInReadersWords(answer.msg) } };
  if (answer && !answer.available) return { checking, answer: { ...answer, msg: t(fieldTexts.checkFailed) } };
  return { checking, answer };
}

// What a form shows when its request fails (docs/product.md, "Limits"; the messages in contract/): the server's message or the screen's
// fallback; when the server names fields, their messages go onto the inputs and into a list, with
// the toast 'Please review the highlighted fields.'.
import { useCallback, useState } from "react";
import { messages } from "#contract/messages";
import type { FieldError } from "#contract/types";
import { type ApiFailure, failureMessage, fieldErrorsOf } from "../api/client";
import { useToast } from "../components/ToastProvider";

export type ShownFailure = { message: string; errors?: FieldError[]; body: ApiFailure["error"] };

export function useFormFailure(applyServerErrors: (errors: FieldError[] | undefined) => void) {
  const toast = useToast();
  const [failure, setFailure] = useState<ShownFailure | null>(null);

  const report = useCallback(
    (result: ApiFailure, fallback: string) => {
      const errors = fieldErrorsOf(result);
      applyServerErrors(errors);
      if (errors) toast.error(messages.reviewFields);
      setFailure({ message: failureMessage(result, fallback), errors, body: result.error });
    },
    [applyServerErrors, toast],
  );

  const clear = useCallback(() => setFailure(null), []);

  return { failure, report, clear };
}

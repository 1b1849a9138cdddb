// A card whose read failed says so, with the reason and a way to ask again, in place of a "Loading…" that
// would never end. Only a failed query shows anything.
import type { UseQueryResult } from "@tanstack/react-query";
import { errorMessage } from "../api/queries";
import { useWords } from "../i18n/I18nProvider";
import { FormAlert } from "./FormAlert";
import { loadFailureTexts as texts } from "./shell-texts";

type Props = { query: Pick<UseQueryResult, "isError" | "error" | "isFetching" | "refetch">; fallback: string };

export function LoadFailure({ query, fallback }: Props) {
  const { t } = useWords();
  if (!query.isError) return null;
  return (
    <FormAlert message={errorMessage(query.error, fallback)}>
      <button
        type="button"
        className="button form-alert__action"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {query.isFetching ? t(texts.tryingAgain) : t(texts.tryAgain)}
      </button>
    </FormAlert>
  );
}

// API tokens (docs/guides/public-api.md): the account's personal access tokens for the public API and the
// MCP server — make one (a name, its scopes, when it expires, and the re-check), see it once to copy it,
// list the others with when they were last used, and revoke one.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type ApiScope, apiScopeIds, apiTokenCreateSchema, apiTokenLimits } from "#contract/api-tokens";
import { apiRoutes, pathParams } from "../../../api/client";
import { apiQuery, send, useDeferredQuery } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { LoadFailure } from "../../../components/LoadFailure";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { longDayIn } from "../../../i18n/local-forms";
import { EmptyState } from "../empty/EmptyState";
import { RecheckField, recheckError, useRecheck } from "./RecheckField";
import { scopeTexts, tokensTexts } from "./tokens-texts";

const { tokens: tokenRoutes } = apiRoutes;
const tokensQuery = apiQuery(tokenRoutes.$path(), (options) => tokenRoutes.$get(undefined, options));
const expiryChoices = [30, 90, 365, null] as const;

/** The form's values as the browser holds them: the expiry is the select's value, "null" for never. */
type TokenForm = { name: string; scopes: ApiScope[]; expiresInDays: string };
const initial: TokenForm = { name: "", scopes: ["pages:read"], expiresInDays: "90" };
/** The client rules: the API's own for the name and the scopes; the expiry is one of the choices. */
const tokenFormSchema = apiTokenCreateSchema.pick({ name: true, scopes: true });

export function ApiTokensCard() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useWords();
  const tokens = useDeferredQuery(tokensQuery);
  const recheck = useRecheck();
  const [shown, setShown] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey });

  const form = useAppForm({ idPrefix: "api-token", defaultValues: initial, schema: tokenFormSchema });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ name, scopes, expiresInDays }) =>
      send(
        tokenRoutes.$post({
          json: {
            name,
            scopes,
            expiresInDays: expiresInDays === "null" ? null : Number(expiresInDays),
            ...recheck.body(),
          },
        }),
      ),
    fallback: t(tokensTexts.createFailed),
    onSuccess: (created, values) => {
      setShown(created.token);
      form.reset({ ...values, name: "" });
      recheck.reset();
      toast.success(created.msg);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => send(tokenRoutes[":id"].$delete({ param: pathParams({ id }) })),
    onSuccess: (answer) => {
      toast.success(answer.msg);
      void refresh();
    },
    onError: () => toast.error(t(tokensTexts.revokeFailed)),
  });
  // The re-check is the dialogs' shared field, outside the form: the server's word on it is shown there.
  const recheckRefusal = recheckError(failure?.errors);
  const scopesError = form.errorFor("scopes");

  const items = tokens.data?.items ?? [];
  /** A token's day in the reader's language, or the word for never. */
  const day = (iso: string | null) => (iso ? longDayIn(t.locale, iso) : t(tokensTexts.never));
  return (
    <section className="card-page dashboard-card" aria-labelledby="api-tokens-title">
      <h2 id="api-tokens-title">{t(tokensTexts.title)}</h2>
      <p className="muted">{t(tokensTexts.intro, { limit: apiTokenLimits.perUser })}</p>
      {shown && (
        <div className="api-tokens__shown" role="status">
          <p>{t(tokensTexts.copyNow)}</p>
          <code className="api-tokens__token">{shown}</code>
          <div className="api-tokens__actions">
            <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(shown)}>
              {t(tokensTexts.copy)}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setShown(null)}>
              {t(tokensTexts.done)}
            </button>
          </div>
        </div>
      )}
      {tokens.data && items.length === 0 && !shown && (
        <EmptyState title={t(tokensTexts.emptyTitle)} step={t(tokensTexts.emptyStep)}>
          <p>{t(tokensTexts.emptyBody)}</p>
        </EmptyState>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormField
          label={t(tokensTexts.name)}
          maxLength={apiTokenLimits.nameMax}
          disabled={busy}
          {...form.field("name")}
        />
        <fieldset className="api-tokens__scopes" aria-describedby={scopesError ? "api-token-scopes-error" : undefined}>
          <legend>{t(tokensTexts.scopes)}</legend>
          {apiScopeIds.map((scope) => (
            <label key={scope} className="checkbox">
              <input type="checkbox" value={scope} disabled={busy} {...form.register("scopes")} />{" "}
              {t(scopeTexts[scope])} <span className="muted">({scope})</span>
            </label>
          ))}
          {scopesError && (
            <p className="field-error" id="api-token-scopes-error">
              {scopesError}
            </p>
          )}
        </fieldset>
        <label className="field" htmlFor="api-token-expiry">
          {t(tokensTexts.expires)}
          <select id="api-token-expiry" disabled={busy} {...form.register("expiresInDays")}>
            {expiryChoices.map((days) => (
              <option key={String(days)} value={String(days)}>
                {days === null
                  ? t(tokensTexts.neverExpires)
                  : days === 365
                    ? t(tokensTexts.oneYear)
                    : t(tokensTexts.days, { count: days })}
              </option>
            ))}
          </select>
        </label>
        <RecheckField id="api-token-recheck" recheck={recheck} error={recheckRefusal} />
        {failure && !failure.errors && <FormAlert message={failure.message} />}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t(tokensTexts.creating) : t(tokensTexts.create)}
        </button>
      </form>
      <LoadFailure query={tokens} fallback={t(tokensTexts.loadFailed)} />
      {items.length > 0 && (
        <ul className="api-tokens__list" aria-label={t(tokensTexts.list)}>
          {items.map((token) => (
            <li key={token.id} className="api-tokens__item">
              <div>
                <strong>{token.name}</strong> <span className="muted">{token.scopes.join(", ")}</span>
                <p className="muted">
                  {t(tokensTexts.times, {
                    created: day(token.createdAt),
                    lastUsed: day(token.lastUsedAt),
                    expires: day(token.expiresAt),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="button button--danger"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(token.id)}
                aria-label={t(tokensTexts.revokeNamed, { name: token.name })}
              >
                {t(tokensTexts.revoke)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// API tokens (docs/guides/public-api.md): the account's personal access tokens for the public API and the
// MCP server — make one (a name, its scopes, when it expires, and the re-check), see it once to copy it,
// list the others with when they were last used, and revoke one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type ApiScope, apiScopeIds, apiScopes, apiTokenCreateSchema, apiTokenLimits } from "#contract/api-tokens";
import { apiRoutes, pathParams } from "../../../api/client";
import { apiQuery, send } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { LoadFailure } from "../../../components/LoadFailure";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { EmptyState } from "../empty/EmptyState";
import { RecheckField, recheckError, useRecheck } from "./RecheckField";

const { tokens: tokenRoutes } = apiRoutes;
const tokensQuery = apiQuery(tokenRoutes.$path(), (options) => tokenRoutes.$get(undefined, options));
const expiryChoices = [
  { label: "30 days", days: 30 },
  { label: "90 days", days: 90 },
  { label: "1 year", days: 365 },
  { label: "Never", days: null },
] as const;

/** The form's values as the browser holds them: the expiry is the select's value, "null" for never. */
type TokenForm = { name: string; scopes: ApiScope[]; expiresInDays: string };
const initial: TokenForm = { name: "", scopes: ["pages:read"], expiresInDays: "90" };
/** The client rules: the API's own for the name and the scopes; the expiry is one of the choices. */
const tokenFormSchema = apiTokenCreateSchema.pick({ name: true, scopes: true });

const day = (iso: string | null, none: string) => (iso ? iso.slice(0, 10) : none);

export function ApiTokensCard() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const tokens = useQuery(tokensQuery);
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
    fallback: "Failed to create the token.",
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
    onError: () => toast.error("Failed to revoke the token."),
  });
  // The re-check is the dialogs' shared field, outside the form: the server's word on it is shown there.
  const recheckRefusal = recheckError(failure?.errors);
  const scopesError = form.errorFor("scopes");

  const items = tokens.data?.items ?? [];
  return (
    <section className="card-page dashboard-card" aria-labelledby="api-tokens-title">
      <h2 id="api-tokens-title">API tokens</h2>
      <p className="muted">
        Tokens let scripts, integrations and assistants (over MCP) work on your page. Keep them secret; up to{" "}
        {apiTokenLimits.perUser}.
      </p>
      {shown && (
        <div className="api-tokens__shown" role="status">
          <p>Copy your new token now: it won't be shown again.</p>
          <code className="api-tokens__token">{shown}</code>
          <div className="api-tokens__actions">
            <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(shown)}>
              Copy
            </button>
            <button type="button" className="button button--ghost" onClick={() => setShown(null)}>
              Done
            </button>
          </div>
        </div>
      )}
      {tokens.data && items.length === 0 && !shown && (
        <EmptyState
          title="No tokens yet"
          step="Name your first one after what will use it, give it only what it needs to do, and create it below."
        >
          <p>
            A token lets a script, an integration or an assistant read or change your page through the API, with nothing
            more than the scopes you give it; you can revoke it at any time.
          </p>
        </EmptyState>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormField label="Name" maxLength={apiTokenLimits.nameMax} disabled={busy} {...form.field("name")} />
        <fieldset className="api-tokens__scopes" aria-describedby={scopesError ? "api-token-scopes-error" : undefined}>
          <legend>What it may do</legend>
          {apiScopeIds.map((scope) => (
            <label key={scope} className="checkbox">
              <input type="checkbox" value={scope} disabled={busy} {...form.register("scopes")} /> {apiScopes[scope]}{" "}
              <span className="muted">({scope})</span>
            </label>
          ))}
          {scopesError && (
            <p className="field-error" id="api-token-scopes-error">
              {scopesError}
            </p>
          )}
        </fieldset>
        <label className="field" htmlFor="api-token-expiry">
          Expires
          <select id="api-token-expiry" disabled={busy} {...form.register("expiresInDays")}>
            {expiryChoices.map((choice) => (
              <option key={choice.label} value={String(choice.days)}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <RecheckField id="api-token-recheck" recheck={recheck} error={recheckRefusal} />
        {failure && !failure.errors && <FormAlert message={failure.message} />}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? "Creating…" : "Create token"}
        </button>
      </form>
      <LoadFailure query={tokens} fallback="Failed to load your tokens." />
      {items.length > 0 && (
        <ul className="api-tokens__list" aria-label="Your API tokens">
          {items.map((token) => (
            <li key={token.id} className="api-tokens__item">
              <div>
                <strong>{token.name}</strong> <span className="muted">{token.scopes.join(", ")}</span>
                <p className="muted">
                  Created {day(token.createdAt, "")} · last used {day(token.lastUsedAt, "never")} · expires{" "}
                  {day(token.expiresAt, "never")}
                </p>
              </div>
              <button
                type="button"
                className="button button--danger"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(token.id)}
                aria-label={`Revoke ${token.name}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

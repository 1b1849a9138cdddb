// API tokens (docs/guides/public-api.md): the account's personal access tokens for the public API and the
// MCP server — make one (a name, its scopes, when it expires, and the re-check), see it once to copy it,
// list the others with when they were last used, and revoke one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  type ApiScope,
  type ApiTokenSummary,
  apiScopeIds,
  apiScopes,
  apiTokenLimits,
  type CreatedApiToken,
} from "#contract/api-tokens";
import { apiQuery, send, shownError } from "../../../api/queries";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { useToast } from "../../../components/ToastProvider";
import { RecheckField, useRecheck } from "./RecheckField";

const tokensQuery = apiQuery<{ items: ApiTokenSummary[] }>("/api/tokens");
const expiryChoices = [
  { label: "30 days", days: 30 },
  { label: "90 days", days: 90 },
  { label: "1 year", days: 365 },
  { label: "Never", days: null },
] as const;

const day = (iso: string | null, none: string) => (iso ? iso.slice(0, 10) : none);

export function ApiTokensCard() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const tokens = useQuery(tokensQuery);
  const recheck = useRecheck();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>(["pages:read"]);
  const [expiresInDays, setExpiresInDays] = useState<number | null>(90);
  const [shown, setShown] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey });

  const create = useMutation({
    mutationFn: () =>
      send<CreatedApiToken>("/api/tokens", {
        method: "POST",
        json: { name, scopes, expiresInDays, ...recheck.body() },
      }),
    onSuccess: (created) => {
      setShown(created.token);
      setName("");
      recheck.reset();
      toast.success(created.msg);
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => send<{ msg: string }>(`/api/tokens/${id}`, { method: "DELETE" }),
    onSuccess: (answer) => {
      toast.success(answer.msg);
      refresh();
    },
    onError: () => toast.error("Failed to revoke the token."),
  });
  const error = shownError(create.error, "Failed to create the token.");
  const fieldError = (field: string) => error?.errors?.find((entry) => entry.field.startsWith(field))?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate();
  }

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
      <form onSubmit={submit} noValidate>
        <FormField
          id="api-token-name"
          label="Name"
          value={name}
          maxLength={apiTokenLimits.nameMax}
          error={fieldError("name")}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <fieldset className="api-tokens__scopes">
          <legend>What it may do</legend>
          {apiScopeIds.map((scope) => (
            <label key={scope} className="checkbox">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setScopes((now) => (on ? [...now, scope] : now.filter((entry) => entry !== scope)));
                }}
              />{" "}
              {apiScopes[scope]} <span className="muted">({scope})</span>
            </label>
          ))}
          {fieldError("scopes") && <p className="field-error">{fieldError("scopes")}</p>}
        </fieldset>
        <label className="field" htmlFor="api-token-expiry">
          Expires
          <select
            id="api-token-expiry"
            value={String(expiresInDays)}
            onChange={(event) =>
              setExpiresInDays(event.currentTarget.value === "null" ? null : Number(event.currentTarget.value))
            }
          >
            {expiryChoices.map((choice) => (
              <option key={choice.label} value={String(choice.days)}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <RecheckField id="api-token-recheck" recheck={recheck} error={fieldError("password") ?? fieldError("code")} />
        {error && !error.errors && <FormAlert message={error.message} />}
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create token"}
        </button>
      </form>
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

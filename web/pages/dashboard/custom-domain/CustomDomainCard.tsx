// The dashboard's Custom domain card (docs/product.md, "Custom domains"): a Pro owner enters a subdomain of theirs, sees the
// DNS records to add with copy buttons, the status in words with what to do next, "Check now" and
// "Remove" behind a confirmation. One domain per account; a failed one is entered again. A free owner
// is offered the upgrade, and one whose Pro ended still sees the domain until it is removed.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  type CustomDomain,
  customDomainMessages,
  customDomainSchema,
  customDomainStatusLabels,
  hostnameMaxLength,
} from "#contract/custom-domains";
import { dataOf, errorMessage } from "../../../api/queries";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { LoadFailure } from "../../../components/LoadFailure";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useCopyToClipboard } from "../../../hooks/useCopyToClipboard";
import { ProOffer } from "../subscription/ProOffer";
import { subscriptionQuery } from "../subscription/useSubscription";
import { addCustomDomain, customDomainQuery, useCustomDomainActions } from "./custom-domain-queries";

const texts = {
  offer: "Your own domain (like links.yourname.com) is part of Pro.",
  loadFailed: "Failed to load your custom domain.",
  addFailed: "Failed to add the domain.",
  checkFailed: "Failed to check the domain.",
  removeFailed: "Failed to remove the domain.",
  copied: "Copied.",
  checked: (domain: CustomDomain) => `Checked just now: ${customDomainStatusLabels[domain.status]}.`,
};

export function CustomDomainCard({ navigate }: { navigate?: (url: string) => void }) {
  const state = useQuery(customDomainQuery);
  const isPro = useQuery(subscriptionQuery).data?.isPro ?? false;
  const data = state.data;
  const domain = data?.kind === "domain" ? data.domain : null;
  return (
    <section className="card-page dashboard-card custom-domain-card" aria-labelledby="custom-domain-title">
      <h2 id="custom-domain-title">Custom domain</h2>
      {state.isPending && <CardBodyLoading size="domain" />}
      <LoadFailure query={state} fallback={texts.loadFailed} />
      {data?.kind === "notOffered" && <p className="muted">{customDomainMessages.notOffered}</p>}
      {domain && <DomainStatus domain={domain} isPro={isPro} />}
      {(data?.kind === "none" || domain?.status === "failed") &&
        (isPro ? <AddDomainForm /> : <ProOffer message={texts.offer} navigate={navigate} />)}
    </section>
  );
}

function AddDomainForm() {
  const { show } = useCustomDomainActions();
  const form = useAppForm({ idPrefix: "custom-domain", defaultValues: { hostname: "" }, schema: customDomainSchema });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ hostname }) => dataOf(addCustomDomain(hostname.trim())),
    fallback: texts.addFailed,
    onSuccess: show,
  });
  return (
    <form className="form custom-domain-card__form" noValidate onSubmit={onSubmit}>
      <FormAlert message={failure?.message} />
      <FormField
        label="Domain"
        hint="A subdomain of yours, such as links.yourname.com."
        placeholder="links.yourname.com"
        autoComplete="off"
        maxLength={hostnameMaxLength}
        spellCheck={false}
        disabled={busy}
        {...form.field("hostname")}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? "Adding…" : "Add domain"}
      </button>
    </form>
  );
}

function DomainStatus({ domain, isPro }: { domain: CustomDomain; isPro: boolean }) {
  const toast = useToast();
  const copy = useCopyToClipboard();
  const { check, remove } = useCustomDomainActions();
  const [confirming, setConfirming] = useState(false);
  const waiting = domain.status === "pending" || domain.status === "verifying";
  const busy = check.isPending || remove.isPending;
  return (
    <div className="custom-domain-card__domain">
      <p className="custom-domain-card__host">
        <strong>
          {domain.status === "active" ? (
            <a href={`https://${domain.hostname}`} target="_blank" rel="noopener">
              {domain.unicodeHostname}
            </a>
          ) : (
            domain.unicodeHostname
          )}
        </strong>
        {domain.unicodeHostname !== domain.hostname && <span className="muted"> ({domain.hostname})</span>}{" "}
        <span className={`badge custom-domain-card__status custom-domain-card__status--${domain.status}`}>
          {customDomainStatusLabels[domain.status]}
        </span>
      </p>
      <p role="status">{domain.message}</p>
      {domain.records.length > 0 && (
        <table className="custom-domain-card__records">
          <caption>Add these records at your DNS provider:</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {domain.records.map((record) => (
              <tr key={`${record.type} ${record.name}`}>
                <th scope="row">{record.type}</th>
                {(["name", "value"] as const).map((part) => (
                  <td key={part}>
                    <code>{record[part]}</code>{" "}
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Copy the ${record.type} record's ${part}`}
                      onClick={() => copy(record[part], { copied: texts.copied, notReady: texts.copied })}
                    >
                      Copy
                    </button>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="custom-domain-card__actions">
        {waiting && isPro && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              check.mutate(undefined, {
                onSuccess: (found) => toast.success(texts.checked(found)),
                onError: (error) => toast.error(errorMessage(error, texts.checkFailed)),
              })
            }
          >
            {check.isPending ? "Checking…" : "Check now"}
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          aria-label={`Remove ${domain.unicodeHostname}`}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          Remove
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Remove ${domain.unicodeHostname}?`}
        confirmLabel="Remove domain"
        cancelLabel="Keep domain"
        busy={remove.isPending}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (answer) => toast.success(answer.msg),
            onError: (error) => toast.error(errorMessage(error, texts.removeFailed)),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>Your page stops answering at this domain, and its certificate is removed.</p>
      </ConfirmDialog>
    </div>
  );
}

// The dashboard's Custom domain card (docs/product.md, "Custom domains"): a Pro owner enters a subdomain of theirs, sees the
// DNS records to add with copy buttons, the status in words with what to do next, "Check now" and
// "Remove" behind a confirmation. One domain per account; a failed one is entered again. A free owner
// is offered the upgrade, and one whose Pro ended still sees the domain until it is removed.
import { useState } from "react";
import {
  type CustomDomain,
  customDomainMessages,
  customDomainSchema,
  hostnameMaxLength,
} from "#contract/custom-domains";
import { dataOf, errorMessage, useDeferredQuery } from "../../../api/queries";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { LoadFailure } from "../../../components/LoadFailure";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useCopyToClipboard } from "../../../hooks/useCopyToClipboard";
import { useWords } from "../../../i18n/I18nProvider";
import { useCurrentPage } from "../current-page";
import { ProOffer } from "../subscription/ProOffer";
import { subscriptionQuery } from "../subscription/useSubscription";
import { addCustomDomain, customDomainQuery, useCustomDomainActions } from "./custom-domain-queries";
import { statusTexts, customDomainTexts as texts } from "./custom-domain-texts";

export function CustomDomainCard({ navigate }: { navigate?: (url: string) => void }) {
  const { t } = useWords();
  const state = useDeferredQuery(customDomainQuery(useCurrentPage().id));
  const isPro = useDeferredQuery(subscriptionQuery).data?.isPro ?? false;
  const data = state.data;
  const domain = data?.kind === "domain" ? data.domain : null;
  return (
    <section className="card-page dashboard-card custom-domain-card" aria-labelledby="custom-domain-title">
      <h2 id="custom-domain-title">{t(texts.title)}</h2>
      {state.isPending && <CardBodyLoading size="domain" />}
      <LoadFailure query={state} fallback={t(texts.loadFailed)} />
      {data?.kind === "notOffered" && <p className="muted">{customDomainMessages.notOffered}</p>}
      {domain && <DomainStatus domain={domain} isPro={isPro} />}
      {(data?.kind === "none" || domain?.status === "failed") &&
        (isPro ? <AddDomainForm /> : <ProOffer message={t(texts.offer)} navigate={navigate} />)}
    </section>
  );
}

function AddDomainForm() {
  const { t } = useWords();
  const { id: pageId } = useCurrentPage();
  const { show } = useCustomDomainActions(pageId);
  const form = useAppForm({ idPrefix: "custom-domain", defaultValues: { hostname: "" }, schema: customDomainSchema });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ hostname }) => dataOf(addCustomDomain(pageId, hostname.trim())),
    fallback: t(texts.addFailed),
    onSuccess: show,
  });
  return (
    <form className="form custom-domain-card__form" noValidate onSubmit={onSubmit}>
      <FormAlert message={failure?.message} />
      <FormField
        label={t(texts.domain)}
        hint={t(texts.domainHint)}
        placeholder="links.yourname.com"
        autoComplete="off"
        maxLength={hostnameMaxLength}
        spellCheck={false}
        disabled={busy}
        {...form.field("hostname")}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t(texts.adding) : t(texts.add)}
      </button>
    </form>
  );
}

function DomainStatus({ domain, isPro }: { domain: CustomDomain; isPro: boolean }) {
  const { t } = useWords();
  const toast = useToast();
  const copy = useCopyToClipboard();
  const { check, remove } = useCustomDomainActions(useCurrentPage().id);
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
          {t(statusTexts[domain.status])}
        </span>
      </p>
      <p role="status">{domain.message}</p>
      {domain.records.length > 0 && (
        <table className="custom-domain-card__records">
          <caption>{t(texts.records)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(texts.recordType)}</th>
              <th scope="col">{t(texts.recordName)}</th>
              <th scope="col">{t(texts.recordValue)}</th>
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
                      aria-label={t(part === "name" ? texts.copyRecordName : texts.copyRecordValue, {
                        type: record.type,
                      })}
                      onClick={() => copy(record[part], { copied: t(texts.copied), notReady: t(texts.copied) })}
                    >
                      {t(texts.copy)}
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
                onSuccess: (found) => toast.success(t(texts.checked, { status: t(statusTexts[found.status]) })),
                onError: (error) => toast.error(errorMessage(error, t(texts.checkFailed))),
              })
            }
          >
            {check.isPending ? t(texts.checking) : t(texts.checkNow)}
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          aria-label={t(texts.removeNamed, { hostname: domain.unicodeHostname })}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t(texts.remove)}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t(texts.removeTitle, { hostname: domain.unicodeHostname })}
        confirmLabel={t(texts.removeConfirm)}
        cancelLabel={t(texts.keep)}
        busy={remove.isPending}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (answer) => toast.success(answer.msg),
            onError: (error) => toast.error(errorMessage(error, t(texts.removeFailed))),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{t(texts.removeBody)}</p>
      </ConfirmDialog>
    </div>
  );
}

// The dashboard's Audience card (docs/guides/audience.md): the confirmed subscribers of the page's e-mail
// sign-up block, newest first, a page at a time, each removable (confirmed first); 'Download CSV'; and for
// Pro the webhook that receives each new subscriber, with its signing secret shown once, 'Send a test'
// and how the last delivery went.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import {
  type AudienceWebhookSaved,
  audienceMessages,
  deliveryText,
  type Subscriber,
  webhookUrlMax,
} from "#contract/audience";
import { dashboardPath } from "#contract/screens";
import { errorMessage } from "../../../api/queries";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { EmailAddress } from "../../../components/EmailAddress";
import { FormField } from "../../../components/FormField";
import { LoadFailure } from "../../../components/LoadFailure";
import { useToast } from "../../../components/ToastProvider";
import { countWithNoun, formatDateTime, formatDay } from "../../../format/written-forms";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { toolbarTexts } from "../dashboard-texts";
import { profileQuery } from "../editor/profile-api";
import { EmptyState } from "../empty/EmptyState";
import { useCopyPageLink } from "../empty/useCopyPageLink";
import { addBlockAnchor } from "../links/AddLinkButtons";
import { subscriptionQuery } from "../subscription/useSubscription";
import { audienceQuery, useAudienceActions, webhookQuery } from "./audience-queries";

const pageSize = 20;

const texts = {
  intro: "People who confirmed their address through the e-mail sign-up block on your page.",
  empty: "No subscribers yet",
  emptyWhy:
    "Visitors who leave their e-mail address in your page's sign-up block, and confirm it, are listed here, ready to download as CSV.",
  loadFailed: "Failed to load your subscribers.",
  removeFailed: "Failed to remove the subscriber.",
  webhookFailed: "Failed to save the webhook.",
  testFailed: "Failed to send a test.",
  webhookOffer: "Send each new subscriber to Zapier, Make or your mailing-list tool with a webhook: part of Pro.",
};

export function AudienceCard() {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...audienceQuery(page, pageSize), placeholderData: keepPreviousData });
  const isPro = useQuery(subscriptionQuery).data?.isPro ?? false;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <section className="card-page dashboard-card audience-card" aria-labelledby="audience-title">
      <h2 id="audience-title">Audience</h2>
      <p className="muted">{texts.intro}</p>
      {list.isPending && <CardBodyLoading size="list" />}
      <LoadFailure query={list} fallback={texts.loadFailed} />
      {data && data.total === 0 && <NoSubscribersYet />}
      {data && data.total > 0 && (
        <>
          <p role="status">{countWithNoun(data.total, { one: "subscriber", other: "subscribers" })}</p>
          <SubscriberTable items={data.items} />
          <div className="audience-card__actions split-row">
            <a className="button" href="/api/audience/export.csv" download>
              Download CSV
            </a>
            {pages > 1 && (
              <nav aria-label="Subscriber pages" className="audience-card__pages">
                <button
                  type="button"
                  className="button button--small"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </button>
                <span>
                  Page {page} of {pages}
                </span>
                <button
                  type="button"
                  className="button button--small"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </button>
              </nav>
            )}
          </div>
        </>
      )}
      {isPro ? <WebhookSettings /> : <p className="muted">{texts.webhookOffer}</p>}
    </section>
  );
}

/** The first step: a sign-up block on the page, or, once it has one, visitors to see it. */
function NoSubscribersYet() {
  // The page as the dashboard's editor loaded it: read from the cache, never asked for again here.
  const page = useQuery({ ...profileQuery, enabled: false }).data;
  const hasBlock = page?.links.some((link) => link.kind === "signup") ?? false;
  const copyPageLink = useCopyPageLink();
  const { t } = useWords();
  return (
    <EmptyState
      title={texts.empty}
      step={
        hasBlock ? (
          <>
            Your page has a sign-up block: share its address.{" "}
            <button type="button" className="button button--small" onClick={copyPageLink}>
              {t(toolbarTexts.copyYourLink)}
            </button>
          </>
        ) : (
          <>
            First, add an e-mail sign-up block to your page:{" "}
            <Link className="button button--small" to={`${dashboardPath}#${addBlockAnchor}`}>
              Add a sign-up block
            </Link>
          </>
        )
      }
    >
      <p>{texts.emptyWhy}</p>
    </EmptyState>
  );
}

function SubscriberTable({ items }: { items: Subscriber[] }) {
  const toast = useToast();
  const { remove } = useAudienceActions();
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  return (
    <>
      <table className="audience-card__table">
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col" className="audience-card__date">
              Subscribed
            </th>
            <th scope="col" className="audience-card__action">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((subscriber) => (
            <tr key={subscriber.id}>
              <td>
                <EmailAddress address={subscriber.email} />
              </td>
              <td className="audience-card__date">{formatDay(subscriber.confirmedAt)}</td>
              <td className="audience-card__action">
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Remove ${subscriber.email}`}
                  onClick={() => setRemoving(subscriber)}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.email ?? ""}?`}
        confirmLabel="Remove subscriber"
        cancelLabel="Keep"
        busy={remove.isPending}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => toast.success(answer.msg),
            onError: (error) => toast.error(errorMessage(error, texts.removeFailed)),
            onSettled: () => setRemoving(null),
          })
        }
      >
        <p>They leave your list and your next CSV. They can sign up again on your page.</p>
      </ConfirmDialog>
    </>
  );
}

function WebhookSettings() {
  const toast = useToast();
  const webhook = useQuery(webhookQuery);
  const { saveWebhook, test } = useAudienceActions();
  const [saved, setSaved] = useState<AudienceWebhookSaved | null>(null);
  const current = webhook.data;
  // The saved address fills the field, and the field follows it once a save or a removal changes it.
  const savedUrl = { url: current?.url ?? "" };
  const form = useAppForm({ idPrefix: "audience-webhook", defaultValues: savedUrl, values: savedUrl });
  const announce = (answer: AudienceWebhookSaved) => {
    setSaved(answer);
    toast.success(answer.url ? audienceMessages.webhookSaved : audienceMessages.webhookRemoved);
  };
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ url }) => saveWebhook.mutateAsync(url.trim() || null),
    fallback: texts.webhookFailed,
    // The form has one field: whatever the server refuses is about it.
    fieldFor: () => "url",
    onSuccess: announce,
  });
  const url = form.field("url");
  return (
    <form className="form audience-card__webhook" noValidate onSubmit={onSubmit}>
      <h3>Webhook</h3>
      <FormField
        label="Webhook URL"
        hint="Each new subscriber is sent here as a signed POST (LinkNest-Signature, LinkNest-Timestamp)."
        type="url"
        placeholder="https://hooks.zapier.com/…"
        autoComplete="off"
        maxLength={webhookUrlMax}
        spellCheck={false}
        disabled={busy}
        {...url}
        error={url.error ?? failure?.message}
      />
      {saved?.secret && (
        <p role="status">
          Signing secret (shown once): <code>{saved.secret}</code>
        </p>
      )}
      {current?.lastDelivery && (
        <p className="muted" role="status">
          Last delivery {formatDateTime(current.lastDelivery.at)}: {deliveryText(current.lastDelivery)}
        </p>
      )}
      <div className="split-row">
        <button type="submit" className="button button--primary" disabled={busy || saveWebhook.isPending}>
          Save webhook
        </button>
        {current?.url && (
          <>
            <button
              type="button"
              className="button"
              disabled={test.isPending}
              onClick={() =>
                test.mutate(undefined, {
                  onSuccess: (answer) => {
                    toast.success(answer.msg);
                    // The delivery runs off the request: read its outcome again shortly.
                    window.setTimeout(() => webhook.refetch(), 3000);
                  },
                  onError: (error) => toast.error(errorMessage(error, texts.testFailed)),
                })
              }
            >
              Send a test
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy || saveWebhook.isPending}
              onClick={() =>
                saveWebhook.mutate(null, {
                  onSuccess: announce,
                  onError: (error) => toast.error(errorMessage(error, texts.webhookFailed)),
                })
              }
            >
              Remove webhook
            </button>
          </>
        )}
      </div>
    </form>
  );
}

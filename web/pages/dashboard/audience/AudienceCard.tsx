// The dashboard's Audience card (docs/guides/audience.md): the confirmed subscribers of the page's e-mail
// sign-up block, newest first, a page at a time, each removable (confirmed first); 'Download CSV'; and for
// Pro the webhook that receives each new subscriber, with its signing secret shown once, 'Send a test'
// and how the last delivery went.
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import {
  type AudienceWebhookSaved,
  audienceMessages,
  type Subscriber,
  type WebhookDelivery,
  webhookUrlMax,
} from "#contract/audience";
import type { Translate } from "#contract/i18n/translate";
import { dashboardPath } from "#contract/screens";
import { errorMessage, useDeferredQuery } from "../../../api/queries";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { EmailAddress } from "../../../components/EmailAddress";
import { FormField } from "../../../components/FormField";
import { LoadFailure } from "../../../components/LoadFailure";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { dateTimeIn, dayIn } from "../../../i18n/local-forms";
import { refusalInReadersWords } from "../../../i18n/refusal-words";
import { canEdit, isOwner, useCurrentPage, useSectionLink } from "../current-page";
import { toolbarTexts } from "../dashboard-texts";
import { profileQuery } from "../editor/profile-api";
import { EmptyState } from "../empty/EmptyState";
import { useCopyPageLink } from "../empty/useCopyPageLink";
import { addBlockAnchor } from "../links/AddLinkButtons";
import { roleTexts } from "../pages-texts";
import { subscriptionQuery } from "../subscription/useSubscription";
import { audienceCsvPath, audienceQuery, useAudienceActions, webhookQuery } from "./audience-queries";
import { audienceTexts } from "./audience-texts";

const pageSize = 20;

export function AudienceCard() {
  const { role } = useCurrentPage();
  const { t } = useWords();
  return (
    <section className="card-page dashboard-card audience-card" aria-labelledby="audience-title">
      <h2 id="audience-title">{t(audienceTexts.title)}</h2>
      <p className="muted">{t(audienceTexts.intro)}</p>
      {/* A viewer sees the page's settings and analytics, not who subscribed to it. */}
      {canEdit(role) ? <AudienceList owner={isOwner(role)} /> : <p>{t(roleTexts.audienceForEditors)}</p>}
    </section>
  );
}

/** The list with its pages; the owner alone downloads it, removes subscribers and sets the webhook. */
function AudienceList({ owner }: { owner: boolean }) {
  const { id: pageId } = useCurrentPage();
  const [page, setPage] = useState(1);
  const list = useDeferredQuery({ ...audienceQuery(pageId, page, pageSize), placeholderData: keepPreviousData });
  const isPro = useDeferredQuery(subscriptionQuery).data?.isPro ?? false;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const { t } = useWords();
  return (
    <>
      {list.isPending && <CardBodyLoading size="list" />}
      <LoadFailure query={list} fallback={t(audienceTexts.loadFailed)} />
      {data && data.total === 0 && <NoSubscribersYet />}
      {data && data.total > 0 && (
        <>
          <p role="status">{t(audienceTexts.count, { count: data.total })}</p>
          <SubscriberTable items={data.items} removable={owner} />
          <div className="audience-card__actions split-row">
            {owner && (
              <a className="button" href={audienceCsvPath(pageId)} download>
                {t(audienceTexts.downloadCsv)}
              </a>
            )}
            {pages > 1 && (
              <nav aria-label={t(audienceTexts.pages)} className="audience-card__pages">
                <button
                  type="button"
                  className="button button--small"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t(audienceTexts.previous)}
                </button>
                <span>{t(audienceTexts.pageOf, { page, pages })}</span>
                <button
                  type="button"
                  className="button button--small"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t(audienceTexts.next)}
                </button>
              </nav>
            )}
          </div>
        </>
      )}
      {owner && (isPro ? <WebhookSettings /> : <p className="muted">{t(audienceTexts.webhookOffer)}</p>)}
    </>
  );
}

/** The first step: a sign-up block on the page, or, once it has one, visitors to see it. */
function NoSubscribersYet() {
  // The page as the dashboard's editor loaded it: read from the cache, never asked for again here.
  const page = useDeferredQuery({ ...profileQuery(useCurrentPage().id), enabled: false }).data;
  const sectionLink = useSectionLink();
  const hasBlock = page?.links.some((link) => link.kind === "signup") ?? false;
  const copyPageLink = useCopyPageLink();
  const { t } = useWords();
  return (
    <EmptyState
      title={t(audienceTexts.empty)}
      step={
        hasBlock ? (
          <>
            {t(audienceTexts.shareBlock)}{" "}
            <button type="button" className="button button--small" onClick={copyPageLink}>
              {t(toolbarTexts.copyYourLink)}
            </button>
          </>
        ) : (
          <>
            {t(audienceTexts.addBlockFirst)}{" "}
            <Link className="button button--small" to={sectionLink(dashboardPath, `#${addBlockAnchor}`)}>
              {t(audienceTexts.addBlock)}
            </Link>
          </>
        )
      }
    >
      <p>{t(audienceTexts.emptyWhy)}</p>
    </EmptyState>
  );
}

function SubscriberTable({ items, removable }: { items: Subscriber[]; removable: boolean }) {
  const toast = useToast();
  const { remove } = useAudienceActions(useCurrentPage().id);
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const { t } = useWords();
  return (
    <>
      <table className="audience-card__table">
        <thead>
          <tr>
            <th scope="col">{t(audienceTexts.email)}</th>
            <th scope="col" className="audience-card__date">
              {t(audienceTexts.subscribed)}
            </th>
            {removable && (
              <th scope="col" className="audience-card__action">
                <span className="visually-hidden">{t(audienceTexts.actions)}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((subscriber) => (
            <tr key={subscriber.id}>
              <td>
                <EmailAddress address={subscriber.email} />
              </td>
              <td className="audience-card__date">{dayIn(t.locale, subscriber.confirmedAt)}</td>
              {removable && (
                <td className="audience-card__action">
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={t(audienceTexts.removeNamed, { email: subscriber.email })}
                    onClick={() => setRemoving(subscriber)}
                  >
                    {t(audienceTexts.remove)}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing !== null}
        title={t(audienceTexts.removeTitle, { email: removing?.email ?? "" })}
        confirmLabel={t(audienceTexts.removeConfirm)}
        cancelLabel={t(audienceTexts.keep)}
        busy={remove.isPending}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => toast.success(answer.msg),
            onError: (error) => toast.error(errorMessage(error, t(audienceTexts.removeFailed))),
            onSettled: () => setRemoving(null),
          })
        }
      >
        <p>{t(audienceTexts.removeWhat)}</p>
      </ConfirmDialog>
    </>
  );
}

function WebhookSettings() {
  const toast = useToast();
  const { id: pageId } = useCurrentPage();
  const webhook = useDeferredQuery(webhookQuery(pageId));
  const { saveWebhook, test } = useAudienceActions(pageId);
  const [saved, setSaved] = useState<AudienceWebhookSaved | null>(null);
  const { t } = useWords();
  const current = webhook.data;
  // The saved address fills the field, and the field follows it once a save or a removal changes it.
  const savedUrl = { url: current?.url ?? "" };
  const form = useAppForm({ idPrefix: "audience-webhook", defaultValues: savedUrl, values: savedUrl });
  const announce = (answer: AudienceWebhookSaved) => {
    setSaved(answer);
    toast.success(refusalInReadersWords(answer.url ? audienceMessages.webhookSaved : audienceMessages.webhookRemoved));
  };
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: ({ url }) => saveWebhook.mutateAsync(url.trim() || null),
    fallback: t(audienceTexts.webhookFailed),
    // The form has one field: whatever the server refuses is about it.
    fieldFor: () => "url",
    onSuccess: announce,
  });
  const url = form.field("url");
  return (
    <form className="form audience-card__webhook" noValidate onSubmit={onSubmit}>
      <h3>{t(audienceTexts.webhook)}</h3>
      <FormField
        label={t(audienceTexts.webhookUrl)}
        hint={t(audienceTexts.webhookHint)}
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
          {t(audienceTexts.secretOnce)} <code>{saved.secret}</code>
        </p>
      )}
      {current?.lastDelivery && (
        <p className="muted" role="status">
          {t(audienceTexts.lastDelivery, {
            at: dateTimeIn(t.locale, current.lastDelivery.at),
            outcome: deliveryText(t, current.lastDelivery),
          })}
        </p>
      )}
      <div className="split-row">
        <button type="submit" className="button button--primary" disabled={busy || saveWebhook.isPending}>
          {t(audienceTexts.saveWebhook)}
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
                  onError: (error) => toast.error(errorMessage(error, t(audienceTexts.testFailed))),
                })
              }
            >
              {t(audienceTexts.sendTest)}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy || saveWebhook.isPending}
              onClick={() =>
                saveWebhook.mutate(null, {
                  onSuccess: announce,
                  onError: (error) => toast.error(errorMessage(error, t(audienceTexts.webhookFailed))),
                })
              }
            >
              {t(audienceTexts.removeWebhook)}
            </button>
          </>
        )}
      </div>
    </form>
  );
}

/** How the last delivery went: the receiver's HTTP status, or the network's own report when none came. */
function deliveryText(t: Translate, delivery: WebhookDelivery): string {
  const { status, error } = delivery;
  if (status !== null && status >= 200 && status < 300) return t(audienceTexts.delivered, { status });
  if (status !== null) return t(audienceTexts.receiverAnswered, { status });
  return error ? t(audienceTexts.deliveryFailed, { error }) : t(audienceTexts.unreachable);
}

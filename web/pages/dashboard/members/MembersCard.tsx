// The owner's Members card (docs/decisions/065): who helps run the page — each member's e-mail, username
// once they joined, role, status and the day they were invited — with a role to change and "Remove"
// behind a confirmation; and inviting someone by e-mail as an editor or a viewer, each role explained.
// Members are part of Pro: a free owner is offered the upgrade instead of the form, as is an owner the
// API refuses for the plan; the limit and a field's rule are the API's own words.
import { useState } from "react";
import { limits } from "#contract/limits";
import {
  inviteMemberSchema,
  type MemberRole,
  memberRoles,
  type PageMember,
  pageLimits,
  pageMessages,
} from "#contract/pages";
import type { ApiFailure } from "../../../api/client";
import { dataOf, errorMessage, failureOf, useDeferredQuery } from "../../../api/queries";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { EmailAddress } from "../../../components/EmailAddress";
import { FormAlert } from "../../../components/FormAlert";
import { FormField } from "../../../components/FormField";
import { LoadFailure } from "../../../components/LoadFailure";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { dayIn } from "../../../i18n/local-forms";
import { ProOffer } from "../subscription/ProOffer";
import { subscriptionQuery } from "../subscription/useSubscription";
import { membersApi } from "./members-api";
import { membersQuery, useMemberActions } from "./members-queries";
import { roleExplanations, roleNames, statusNames, membersTexts as texts } from "./members-texts";

/** The API's answer to a free owner's call (403): what Pro would give, rather than a dead form. */
function refusedForThePlan(failure: ApiFailure): boolean {
  return failure.status === 403 && failure.error.msg === pageMessages.membersProOnly;
}

export function MembersCard({ pageId, navigate }: { pageId: string; navigate?: (url: string) => void }) {
  const { t } = useWords();
  const list = useDeferredQuery(membersQuery(pageId));
  // Undefined until the plan is known: neither the form nor the offer shows before then.
  const isPro = useDeferredQuery(subscriptionQuery).data?.isPro;
  const [planRefused, setPlanRefused] = useState(false);
  const listRefused = list.isError && refusedForThePlan(failureOf(list.error));
  const offered = isPro === false || planRefused || listRefused;
  const members = list.data?.items ?? [];
  return (
    <section className="card-page dashboard-card members-card" aria-labelledby="members-title">
      <h2 id="members-title">{t(texts.title)}</h2>
      <p className="muted">{t(texts.intro, { limit: pageLimits.membersPerPage })}</p>
      {list.isPending && <CardBodyLoading size="list" />}
      {!listRefused && <LoadFailure query={list} fallback={t(texts.loadFailed)} />}
      {list.isSuccess &&
        (members.length ? (
          <ul className="members-card__list" aria-label={t(texts.listLabel)}>
            {members.map((member) => (
              <MemberRow key={member.id} pageId={pageId} member={member} />
            ))}
          </ul>
        ) : (
          <p>{t(texts.none)}</p>
        ))}
      {offered ? (
        <ProOffer message={t(texts.offer)} navigate={navigate} />
      ) : (
        isPro && <InviteForm pageId={pageId} onPlanRefused={() => setPlanRefused(true)} />
      )}
    </section>
  );
}

function MemberRow({ pageId, member }: { pageId: string; member: PageMember }) {
  const { t, locale } = useWords();
  const toast = useToast();
  const { changeRole, remove } = useMemberActions(pageId);
  const [confirming, setConfirming] = useState(false);
  const busy = changeRole.isPending || remove.isPending;
  const { email } = member;
  return (
    <li className="members-card__member">
      <div className="members-card__who">
        <EmailAddress address={email} className="members-card__email" />
        {member.username && <span className="muted">@{member.username}</span>}
      </div>
      <div className="members-card__facts">
        <span className={`badge members-card__status members-card__status--${member.status}`}>
          {t(statusNames[member.status])}
        </span>
        <time className="muted" dateTime={member.invitedAt}>
          {t(texts.invitedOn, { day: dayIn(locale, member.invitedAt) })}
        </time>
      </div>
      <div className="members-card__actions">
        <select
          className="field__input members-card__role"
          aria-label={t(texts.roleOf, { email })}
          value={member.role}
          disabled={busy}
          onChange={(event) => {
            const role = event.target.value as MemberRole;
            changeRole.mutate(
              { memberId: member.id, role },
              {
                onSuccess: () => toast.success(t(texts.roleChanged, { email, role })),
                onError: (error) => toast.error(errorMessage(error, t(texts.roleFailed))),
              },
            );
          }}
        >
          {memberRoles.map((role) => (
            <option key={role} value={role}>
              {t(roleNames[role])}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--danger button--small"
          aria-label={t(texts.removeNamed, { email })}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t(texts.remove)}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t(texts.removeTitle, { email })}
        confirmLabel={t(texts.removeConfirm)}
        cancelLabel={t(texts.keep)}
        busy={remove.isPending}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: () => toast.success(t(texts.removed, { email })),
            onError: (error) => toast.error(errorMessage(error, t(texts.removeFailed))),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{t(texts.removeBody)}</p>
      </ConfirmDialog>
    </li>
  );
}

function InviteForm({ pageId, onPlanRefused }: { pageId: string; onPlanRefused: () => void }) {
  const { t } = useWords();
  const toast = useToast();
  const { reread } = useMemberActions(pageId);
  const form = useAppForm({
    idPrefix: "invite-member",
    defaultValues: { email: "", role: "editor" as MemberRole },
    schema: inviteMemberSchema,
  });
  const { busy, failure, onSubmit } = useFormSubmit(form, {
    send: (values) => dataOf(membersApi.invite(pageId, { email: values.email.trim(), role: values.role })),
    fallback: t(texts.inviteFailed),
    onSuccess: async (_answer, values) => {
      toast.success(t(texts.invited, { email: values.email.trim() }));
      form.reset();
      await reread();
    },
    onFailure: (refusal) => {
      if (refusedForThePlan(refusal)) onPlanRefused();
    },
  });
  const role = form.field("role");
  const roleError = form.errorFor("role");
  return (
    <form className="form members-card__invite" noValidate onSubmit={onSubmit} aria-labelledby="invite-title">
      <h3 id="invite-title">{t(texts.inviteTitle)}</h3>
      <FormAlert message={failure?.message} errors={failure?.errors} />
      <FormField
        label={t(texts.inviteEmail)}
        type="email"
        autoComplete="off"
        maxLength={limits.emailMax}
        spellCheck={false}
        disabled={busy}
        {...form.field("email")}
      />
      <fieldset
        className="members-card__roles"
        disabled={busy}
        aria-describedby={roleError ? `${role.id}-error` : undefined}
      >
        <legend>{t(texts.inviteRole)}</legend>
        {memberRoles.map((choice) => (
          <label key={choice} className="members-card__role-choice">
            <input
              type="radio"
              value={choice}
              name={role.name}
              ref={role.ref}
              onChange={role.onChange}
              onBlur={role.onBlur}
            />
            <span>
              <strong>{t(roleNames[choice])}</strong> <span className="muted">{t(roleExplanations[choice])}</span>
            </span>
          </label>
        ))}
        {roleError && (
          <p className="field__error" id={`${role.id}-error`}>
            {roleError}
          </p>
        )}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t(texts.inviting) : t(texts.invite)}
      </button>
    </form>
  );
}

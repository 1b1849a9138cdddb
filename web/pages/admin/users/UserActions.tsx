// One user row's action buttons. Each name ends with the username (visually hidden), so a screen
// reader's button list says whom "Suspend" is for. An action is offered only where it can work
// (docs/product.md, "Roles"): 'Verify email' and 'Resend verification' while the e-mail is unverified,
// 'Billing portal' once the user has a billing account, 'Remove domain' while they have a custom domain.
// 'Suspend' and 'Remove domain' ask first (useUserActions); 'View page' shows the page as visitors saw it,
// a suspended account's too (UserPageDialog).
import { useWords } from "../../../i18n/I18nProvider";
import type { AdminUserRow } from "../admin-types";
import { usersTexts } from "./users-texts";
import type { useUserActions } from "./useUserActions";

type Props = { user: AdminUserRow; actions: ReturnType<typeof useUserActions> };

export function UserActions({ user, actions }: Props) {
  const { t } = useWords();
  const disabled = actions.busyId === user._id;
  const who = <span className="visually-hidden"> {user.username}</span>;
  const button = (label: string, onClick: () => void, className = "") => (
    <button type="button" className={`button button--tiny ${className}`} disabled={disabled} onClick={onClick}>
      {label}
      {who}
    </button>
  );
  return (
    <div className="admin-actions">
      {user.isSuspended
        ? button(t(usersTexts.unsuspend), () => actions.run(user, "unsuspend"))
        : button(t(usersTexts.suspend), () => actions.askToSuspend(user), "button--danger")}
      {!user.emailVerified && button(t(usersTexts.verifyEmail), () => actions.run(user, "verify-override"))}
      {!user.emailVerified && button(t(usersTexts.resendVerification), () => actions.run(user, "resend-verification"))}
      {button(t(usersTexts.resetPassword), () => actions.run(user, "trigger-password-reset"))}
      {button(t(usersTexts.viewPage), () => actions.viewPage(user))}
      {button(t(usersTexts.impersonate), () => actions.impersonate(user))}
      {user.hasBillingAccount && button(t(usersTexts.billingPortal), () => actions.billingPortal(user))}
      {user.customDomain && button(t(usersTexts.removeDomain), () => actions.askToRemoveDomain(user), "button--danger")}
    </div>
  );
}

// The audit list's filters (the API reference: action, actor, target). Applied together on Enter or the button,
// so the list is not re-queried on every keystroke.
import { useId } from "react";
import { FormField } from "../../../components/FormField";
import { useAppForm } from "../../../forms/app-form";
import { useWords } from "../../../i18n/I18nProvider";
import type { AuditView } from "../useAdminQueryState";
import { auditTexts } from "./audit-texts";

type Filters = Pick<AuditView, "action" | "actor" | "target">;

export function AuditFilters({ view, onApply }: { view: Filters; onApply: (filters: Filters) => void }) {
  const { t } = useWords();
  const current = { action: view.action, actor: view.actor, target: view.target };
  // The URL can change under the form (back/forward); the form follows it.
  const form = useAppForm({ idPrefix: useId(), defaultValues: current, values: current });
  const apply = form.handleSubmit(({ action, actor, target }) =>
    onApply({ action: action.trim(), actor: actor.trim(), target: target.trim() }),
  );

  return (
    <form className="admin-filters" onSubmit={apply} aria-label={t(auditTexts.filters)}>
      <FormField label={t(auditTexts.action)} placeholder={t(auditTexts.actionExample)} {...form.field("action")} />
      <FormField label={t(auditTexts.actor)} placeholder={t(auditTexts.person)} {...form.field("actor")} />
      <FormField label={t(auditTexts.target)} placeholder={t(auditTexts.person)} {...form.field("target")} />
      <button type="submit" className="button button--small">
        {t(auditTexts.apply)}
      </button>
    </form>
  );
}

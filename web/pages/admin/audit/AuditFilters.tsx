// The audit list's filters (the API reference: action, actor, target). Applied together on Enter or the button,
// so the list is not re-queried on every keystroke.
import { type FormEvent, useEffect, useId, useState } from "react";
import type { AuditView } from "../useAdminQueryState";

type Filters = Pick<AuditView, "action" | "actor" | "target">;

export function AuditFilters({ view, onApply }: { view: Filters; onApply: (filters: Filters) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(view);
  // The URL can change under the form (back/forward); the form follows it.
  useEffect(
    () => setDraft({ action: view.action, actor: view.actor, target: view.target }),
    [view.action, view.actor, view.target],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ action: draft.action.trim(), actor: draft.actor.trim(), target: draft.target.trim() });
  }

  const field = (name: keyof Filters, label: string, placeholder: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="field__input"
        value={draft[name]}
        placeholder={placeholder}
        onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
      />
    </div>
  );

  return (
    <form className="admin-filters" onSubmit={submit} aria-label="Audit filters">
      {field("action", "Action", "e.g. suspend user")}
      {field("actor", "Actor", "username or email")}
      {field("target", "Target", "username or email")}
      <button type="submit" className="button button--small">
        Apply filters
      </button>
    </form>
  );
}

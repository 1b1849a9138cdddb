// The cards (or a card's fields) that edit the page, as one group a viewer cannot change: every field,
// switch and button inside is disabled for them (a disabled fieldset), and the frame says why
// (PageRoleNote). Laid out as if the group were not there (dashboard.css).
import type { ReactNode } from "react";
import { useProfileEditor } from "./editor/ProfileEditor";

export function EditableCards({ children }: { children: ReactNode }) {
  const { readOnly } = useProfileEditor();
  return (
    <fieldset className="dashboard__editable" disabled={readOnly}>
      {children}
    </fieldset>
  );
}

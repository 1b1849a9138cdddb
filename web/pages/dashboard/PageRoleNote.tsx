// What the caller is to a page they help run, said once above every section: a viewer that nothing can be
// changed (the editing cards are disabled: EditableCards.tsx), an editor whose page it is. The owner's own
// pages need no note.
import { useWords } from "../../i18n/I18nProvider";
import { useCurrentPage } from "./current-page";
import { roleTexts } from "./pages-texts";

export function PageRoleNote() {
  const { role, username, owner } = useCurrentPage();
  const { t } = useWords();
  if (role === "owner") return null;
  return (
    <p className={`notice${role === "viewer" ? " notice--warning" : ""} dashboard__role-note`}>
      {role === "viewer"
        ? t(roleTexts.viewerNote, { owner: owner.username })
        : t(roleTexts.memberNote, { username, owner: owner.username })}
    </p>
  );
}

// /admin (docs/product.md, "Screens" and "Roles"): the whole admin area, loaded as its own chunk. Being an admin means
// the stats call succeeded; until it has, nothing but a status line is shown, and if it fails — or
// any later admin call answers the admin check's 403 — the guard dog stands in for everything. A session
// that has not yet proved the admin's second factor is asked for it first (`stepUp: true`).
import { useCallback, useState } from "react";
import "../../styles/admin.css";
import { failureOf } from "../../api/queries";
import { useWords } from "../../i18n/I18nProvider";
import { AdminAccessProvider, useAdminQuery } from "./AdminAccess";
import { AdminTabs } from "./AdminTabs";
import { adminAreaTexts } from "./admin-area-texts";
import { readFailure } from "./admin-failure";
import { adminReads } from "./admin-reads";
import { adminTexts } from "./admin-texts";
import { overviewTexts } from "./overview/overview-texts";
import { AdminDenied } from "./parts/AdminDenied";
import { AdminNeedsSecondFactor } from "./parts/AdminNeedsSecondFactor";
import { AdminStepUp } from "./parts/AdminStepUp";

export function AdminPage() {
  const [denied, setDenied] = useState(false);
  const deny = useCallback(() => setDenied(true), []);
  if (denied) return <AdminDenied message={adminTexts.accessRequired} />;
  return (
    <AdminAccessProvider onDenied={deny}>
      <AdminArea />
    </AdminAccessProvider>
  );
}

function AdminArea() {
  const { t } = useWords();
  const stats = useAdminQuery(adminReads.stats);
  // Access is granted by the first successful answer; a later failed refresh (not a 403, which
  // denies above) is the Overview's to report, and does not hide the other tabs.
  const [granted, setGranted] = useState(false);
  if (stats.data && !granted) setGranted(true);

  if (!granted && !stats.data) {
    if (!stats.isError) {
      return (
        <p className="page-loading" role="status">
          {t(adminAreaTexts.checkingAccess)}
        </p>
      );
    }
    const failure = failureOf(stats.error);
    if (failure.status === 403 && failure.error.stepUp === true) {
      const methods = Array.isArray(failure.error.methods) ? failure.error.methods.map(String) : [];
      return <AdminStepUp methods={methods} onDone={() => void stats.refetch()} />;
    }
    const { message } = readFailure(failure, t(overviewTexts.statsFailed));
    if (message === adminTexts.needsSecondFactor) return <AdminNeedsSecondFactor />;
    const refused = message === adminTexts.accessRequired;
    return <AdminDenied message={refused ? adminTexts.accessRequired : t(adminAreaTexts.loadFailed)} />;
  }

  return (
    <div className="admin">
      <header className="admin__header">
        <h1>{t(adminAreaTexts.title)}</h1>
        <p className="muted">{t(adminAreaTexts.intro)}</p>
      </header>
      <AdminTabs stats={stats} />
    </div>
  );
}

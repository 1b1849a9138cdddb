// The admin tabs (docs/product.md, "Admin") as a WAI-ARIA tablist: one tab stop, arrow keys (and Home/End)
// move between tabs and select them. Every panel exists so each tab's aria-controls resolves, but
// only the selected one is mounted: a tab loads its data when it is opened, not before. The Overview,
// where the area opens, comes with it; every other tab's code is a chunk of its own, fetched when the
// tab is pointed at, focused or opened, so the area's first load carries only what it shows.
import type { UseQueryResult } from "@tanstack/react-query";
import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { lazyPage } from "../../components/lazy-page";
import { useWords } from "../../i18n/I18nProvider";
import { adminAreaTexts, adminTabTexts } from "./admin-area-texts";
import type { AdminStats } from "./admin-types";
import { OverviewTab } from "./overview/OverviewTab";
import { type AdminTab, adminTabs, useAdminQueryState } from "./useAdminQueryState";

const UsersTab = lazyPage(() => import("./users/UsersTab").then((m) => m.UsersTab));
const ReportsTab = lazyPage(() => import("./reports/ReportsTab").then((m) => m.ReportsTab));
const AuditTab = lazyPage(() => import("./audit/AuditTab").then((m) => m.AuditTab));
const LogsTab = lazyPage(() => import("./logs/LogsTab").then((m) => m.LogsTab));
const ErrorsTab = lazyPage(() => import("./logs/ErrorsTab").then((m) => m.ErrorsTab));
const SettingsTab = lazyPage(() => import("./settings/SettingsTab").then((m) => m.SettingsTab));

const lazyTabs: Partial<Record<AdminTab, { preload: () => Promise<void> }>> = {
  users: UsersTab,
  reports: ReportsTab,
  audit: AuditTab,
  logs: LogsTab,
  errors: ErrorsTab,
  settings: SettingsTab,
};

/** Fetches a tab's code ahead of its opening (the Overview's is already here); a failure waits for the click. */
function preloadTab(tab: AdminTab): void {
  lazyTabs[tab]?.preload().catch(() => undefined);
}

export function AdminTabs({ stats }: { stats: UseQueryResult<AdminStats> }) {
  const { t } = useWords();
  const { tab, setTab } = useAdminQueryState();
  const tabRefs = useRef(new Map<AdminTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = adminTabs.indexOf(tab);
    const last = adminTabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = adminTabs[next] as AdminTab;
    setTab(target);
    tabRefs.current.get(target)?.focus();
  }

  const panels: Record<AdminTab, () => ReactNode> = {
    overview: () => <OverviewTab stats={stats} />,
    users: () => <UsersTab />,
    reports: () => <ReportsTab />,
    audit: () => <AuditTab />,
    logs: () => <LogsTab />,
    errors: () => <ErrorsTab />,
    settings: () => <SettingsTab />,
  };

  return (
    <>
      <div className="admin-tabs" role="tablist" aria-label={t(adminAreaTexts.sections)} onKeyDown={onKeyDown}>
        {adminTabs.map((id) => (
          <button
            key={id}
            ref={(element) => {
              if (element) tabRefs.current.set(id, element);
              else tabRefs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={`admin-tab-${id}`}
            className="admin-tabs__tab"
            aria-selected={tab === id}
            aria-controls={`admin-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onPointerEnter={() => preloadTab(id)}
            onFocus={() => preloadTab(id)}
          >
            {t(adminTabTexts[id])}
          </button>
        ))}
      </div>
      {adminTabs.map((id) => (
        <section
          key={id}
          role="tabpanel"
          id={`admin-panel-${id}`}
          aria-labelledby={`admin-tab-${id}`}
          className="admin-panel"
          hidden={tab !== id}
        >
          {tab === id && panels[id]()}
        </section>
      ))}
    </>
  );
}

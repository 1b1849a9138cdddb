// The headline numbers of the admin stats (the API reference (Admin stats)).
import { useWords } from "../../../i18n/I18nProvider";
import type { AdminStats } from "../admin-types";
import { numberInOrDash } from "../format";
import { overviewTexts } from "./overview-texts";

export function StatsSummary({ stats }: { stats: AdminStats }) {
  const { t } = useWords();
  const items: [string, number][] = [
    [t(overviewTexts.totalUsers), stats.totalUsers],
    [t(overviewTexts.verifiedUsers), stats.verifiedUsers],
    [t(overviewTexts.proUsers), stats.proUsers],
    [t(overviewTexts.signups7), stats.signupsLast7Days],
    [t(overviewTexts.signups30), stats.signupsLast30Days],
    [t(overviewTexts.openReports), stats.openReports ?? 0],
  ];
  return (
    <dl className="admin-stats">
      {items.map(([label, value]) => (
        <div key={label} className="admin-stats__item card-page">
          <dt>{label}</dt>
          <dd>{numberInOrDash(t.locale, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

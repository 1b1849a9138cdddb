// The headline numbers of the admin stats (the API reference (Admin stats)).
import type { AdminStats } from "../admin-types";
import { formatNumber } from "../format";

export function StatsSummary({ stats }: { stats: AdminStats }) {
  const items: [string, number][] = [
    ["Total users", stats.totalUsers],
    ["Verified users", stats.verifiedUsers],
    ["Pro users", stats.proUsers],
    ["Signups, last 7 days", stats.signupsLast7Days],
    ["Signups, last 30 days", stats.signupsLast30Days],
    ["Open reports", stats.openReports ?? 0],
  ];
  return (
    <dl className="admin-stats">
      {items.map(([label, value]) => (
        <div key={label} className="admin-stats__item card-page">
          <dt>{label}</dt>
          <dd>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

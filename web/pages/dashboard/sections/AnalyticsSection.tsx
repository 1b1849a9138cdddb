// /dashboard/analytics (docs/product.md, "Analytics"): the page's views, visitors and clicks.
import { AnalyticsCard } from "../analytics/AnalyticsCard";

export function AnalyticsSection() {
  return (
    <div className="dashboard__cards">
      <AnalyticsCard />
    </div>
  );
}

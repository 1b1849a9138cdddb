// The Analytics card arrives in a chunk of its own the first time the dashboard shows it, so the
// dashboard's first paint does not wait for the chart's code. The placeholder keeps the card's place.
import { lazy, Suspense } from "react";

const AnalyticsCard = lazy(() => import("./AnalyticsCard").then((module) => ({ default: module.AnalyticsCard })));

export function LazyAnalyticsCard() {
  return (
    <Suspense
      fallback={
        <section className="card-page dashboard-card analytics-card analytics-card--placeholder" aria-busy="true">
          <h2>Analytics</h2>
          <p className="muted" role="status">
            Loading analytics…
          </p>
        </section>
      }
    >
      <AnalyticsCard />
    </Suspense>
  );
}

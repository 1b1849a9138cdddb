// The Analytics card's daily chart names its first and last day under the axis; a range that crosses
// into a new year says which year each end is in.
import { describe, expect, it } from "vitest";
import { DailyChart } from "../../web/pages/dashboard/analytics/DailyChart";
import { signedOut } from "./support/answers";
import { answerFetch, renderInApp } from "./support/render";

function daysFrom(first: string, count: number) {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    views: i,
    uniqueVisitors: i,
    clicks: 0,
  }));
}

const axisLabels = (container: HTMLElement) =>
  [...container.querySelectorAll("svg text.chart-tick")].map((tick) => tick.textContent).slice(2);

/** The chart in English, as the signed-out app around it says it (its words come from the app's provider). */
function renderChart(first: string) {
  answerFetch(signedOut);
  return renderInApp(<DailyChart days={daysFrom(first, 7)} />);
}

describe("the daily chart's axis", () => {
  it("writes month and day for a range within one year", () => {
    const { container } = renderChart("2026-11-01");
    expect(axisLabels(container)).toEqual(["Nov 1", "Nov 7"]);
  });

  it("writes the year at both ends when the range crosses one", () => {
    const { container } = renderChart("2025-12-28");
    expect(axisLabels(container)).toEqual(["Dec 28, 2025", "Jan 3, 2026"]);
    expect(container.querySelector("svg")?.getAttribute("aria-label")).toMatch(
      /^Daily chart from Dec 28, 2025 to Jan 3, 2026:/,
    );
  });
});

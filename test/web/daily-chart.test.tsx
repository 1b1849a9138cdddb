// The Analytics card's daily chart names its first and last day under the axis; a range that crosses
// into a new year says which year each end is in.
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DailyChart } from "../../web/pages/dashboard/analytics/DailyChart";

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

describe("the daily chart's axis", () => {
  it("writes month and day for a range within one year", () => {
    const { container } = render(<DailyChart days={daysFrom("2026-11-01", 7)} />);
    expect(axisLabels(container)).toEqual(["Nov 1", "Nov 7"]);
  });

  it("writes the year at both ends when the range crosses one", () => {
    const { container } = render(<DailyChart days={daysFrom("2025-12-28", 7)} />);
    expect(axisLabels(container)).toEqual(["Dec 28, 2025", "Jan 3, 2026"]);
    expect(container.querySelector("svg")?.getAttribute("aria-label")).toMatch(
      /^Daily chart from Dec 28, 2025 to Jan 3, 2026:/,
    );
  });
});

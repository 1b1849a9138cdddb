// The daily chart of views, unique visitors and clicks: plain SVG lines, no library. The SVG is one
// image with a summary for screen readers; the table below it holds every figure, for them and for
// anyone who wants the numbers.
import type { AnalyticsDay } from "#contract/analytics";
import { useWords } from "../../../i18n/I18nProvider";
import { analyticsForms } from "./analytics-format";
import { analyticsTexts } from "./analytics-texts";

const series = [
  { key: "views", label: analyticsTexts.views, className: "analytics-chart__line--views" },
  { key: "uniqueVisitors", label: analyticsTexts.uniqueVisitors, className: "analytics-chart__line--visitors" },
  { key: "clicks", label: analyticsTexts.clicks, className: "analytics-chart__line--clicks" },
] as const;

const width = 640;
const height = 180;
const pad = { top: 12, right: 8, bottom: 22, left: 36 };

function points(days: AnalyticsDay[], key: (typeof series)[number]["key"], max: number): string {
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const step = days.length > 1 ? plotWidth / (days.length - 1) : 0;
  return days
    .map((day, i) => {
      const x = pad.left + i * step;
      const y = pad.top + plotHeight - (day[key] / max) * plotHeight;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
}

export function DailyChart({ days }: { days: AnalyticsDay[] }) {
  const { t } = useWords();
  const forms = analyticsForms(t);
  const max = Math.max(1, ...days.flatMap((d) => [d.views, d.uniqueVisitors, d.clicks]));
  const first = days[0];
  const last = days.at(-1);
  const total = (key: (typeof series)[number]["key"]) => days.reduce((n, d) => n + d[key], 0);
  // "Dec 28" to "Jan 3" reads backwards: a range across a new year names each end's year.
  const withYear = first !== undefined && last !== undefined && first.date.slice(0, 4) !== last.date.slice(0, 4);
  const dayName = (day: AnalyticsDay) => forms.shortDate(day.date, { withYear });
  const summary = t(analyticsTexts.chartSummary, {
    first: first ? dayName(first) : "",
    last: last ? dayName(last) : "",
    views: total("views"),
    uniqueVisitors: total("uniqueVisitors"),
    clicks: total("clicks"),
    busiest: forms.count(max),
  });
  return (
    <figure className="analytics-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <line
          className="chart-axis"
          x1={pad.left}
          x2={width - pad.right}
          y1={height - pad.bottom}
          y2={height - pad.bottom}
        />
        <text className="chart-tick" x={pad.left - 6} y={pad.top + 4} textAnchor="end">
          {forms.count(max)}
        </text>
        <text className="chart-tick" x={pad.left - 6} y={height - pad.bottom} textAnchor="end">
          0
        </text>
        {first && (
          <text className="chart-tick" x={pad.left} y={height - 6}>
            {dayName(first)}
          </text>
        )}
        {last && (
          <text className="chart-tick" x={width - pad.right} y={height - 6} textAnchor="end">
            {dayName(last)}
          </text>
        )}
        {series.map((s) => (
          <polyline key={s.key} className={`analytics-chart__line ${s.className}`} points={points(days, s.key, max)} />
        ))}
      </svg>
      <figcaption className="analytics-chart__legend">
        {series.map((s) => (
          <span key={s.key} className={`analytics-chart__key ${s.className}`}>
            {t(s.label)}
          </span>
        ))}
      </figcaption>
      <details className="analytics-chart__table">
        <summary>{t(analyticsTexts.showTable)}</summary>
        <table>
          <caption className="visually-hidden">{t(analyticsTexts.tableCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(analyticsTexts.date)}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {t(s.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                {series.map((s) => (
                  <td key={s.key}>{forms.count(day[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

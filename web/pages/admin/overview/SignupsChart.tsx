// Daily signups as inline SVG bars (no chart library: 30 rectangles do not need one). The picture is
// one labelled image for assistive tech; the same numbers are in a table behind "Show as table".
import { useWords } from "../../../i18n/I18nProvider";
import { countIn } from "../../../i18n/local-forms";
import type { DailySignups } from "../admin-types";
import { overviewTexts } from "./overview-texts";

const width = 900;
const height = 200;
const top = 16;
const bottom = 24;

export function SignupsChart({ days }: { days: DailySignups[] }) {
  const { t } = useWords();
  const figure = (value: number) => countIn(t.locale, value);
  const max = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const slot = days.length ? width / days.length : width;
  const plot = height - top - bottom;
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  const summary = t(overviewTexts.chartSummary, { first, last, total: figure(total), max: figure(max) });

  return (
    <figure className="admin-chart">
      <figcaption className="admin-chart__caption">{t(overviewTexts.chartCaption, { days: days.length })}</figcaption>
      <svg className="admin-chart__svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} className="chart-axis" />
        <text x="2" y="11" className="chart-tick">
          {figure(max)}
        </text>
        {days.map((day, index) => {
          const barHeight = (day.count / max) * plot;
          return (
            <rect
              key={day.date}
              className="admin-chart__bar"
              x={index * slot + slot * 0.15}
              y={height - bottom - barHeight}
              width={slot * 0.7}
              height={barHeight}
              rx="2"
            >
              <title>{`${day.date}: ${figure(day.count)}`}</title>
            </rect>
          );
        })}
        <text x="2" y={height - 6} className="chart-tick">
          {first}
        </text>
        <text x={width - 2} y={height - 6} textAnchor="end" className="chart-tick">
          {t(overviewTexts.today, { day: last })}
        </text>
      </svg>
      <details className="admin-chart__table">
        <summary>{t(overviewTexts.showAsTable)}</summary>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t(overviewTexts.date)}</th>
              <th scope="col">{t(overviewTexts.signups)}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{day.date}</td>
                <td>{figure(day.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

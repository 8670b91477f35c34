/** Days are UTC calendar days: formatted in UTC so no time zone moves them to the day before. */
export function formatDay(day: string, lang: string, month: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { day: 'numeric', month, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export interface DailyPoint {
  date: string;
  value: number;
}

const W = 320;
const H = 120;
const PAD = { top: 8, right: 4, bottom: 18, left: 4 };

/**
 * Daily counts as an SVG column chart. Screen readers get the title and a summary (role="img"); the exact numbers
 * are in the table that follows, which sighted users can open too.
 */
export function DailyChart(props: {
  id: string;
  title: string;
  summary: string;
  points: DailyPoint[];
  lang: string;
  tableLabel: string;
  dateHeading: string;
  colour: string;
}) {
  const { id, title, summary, points, lang, colour } = props;
  const max = Math.max(1, ...points.map((p) => p.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, points.length);
  const barW = Math.max(1, step * 0.7);
  const first = points[0]?.date;
  const last = points[points.length - 1]?.date;
  return (
    <figure className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60" aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`} className="flex items-baseline justify-between gap-2 text-sm font-semibold">
        <span>{title}</span>
        <span className="tabular-nums text-lg">{points.reduce((n, p) => n + p.value, 0)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="mt-2 h-auto w-full" role="img" aria-labelledby={`${id}-st ${id}-sd`}>
        <title id={`${id}-st`}>{title}</title>
        <desc id={`${id}-sd`}>{summary}</desc>
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="stroke-slate-300" />
        {points.map((p, i) => {
          const h = (p.value / max) * innerH;
          return (
            <rect
              key={p.date}
              data-value={p.value}
              x={PAD.left + i * step + (step - barW) / 2}
              y={H - PAD.bottom - h}
              width={barW}
              height={h}
              className={colour}
            />
          );
        })}
        <text x={PAD.left} y={H - 4} className="fill-slate-500 text-[10px]">
          {first ? formatDay(first, lang) : ''}
        </text>
        <text x={W - PAD.right} y={H - 4} textAnchor="end" className="fill-slate-500 text-[10px]">
          {last ? formatDay(last, lang) : ''}
        </text>
        {/* The scale's top, at the left so the latest (rightmost) day's column never covers it. */}
        {points.some((p) => p.value > 0) && (
          <text x={PAD.left} y={PAD.top + 8} className="fill-slate-500 text-[10px]">
            {max}
          </text>
        )}
      </svg>
      <details className="mt-1">
        <summary className="cursor-pointer text-xs muted">{props.tableLabel}</summary>
        <div className="max-h-48 overflow-y-auto">
          <table className="mt-1 w-full text-xs">
            <thead>
              <tr>
                <th scope="col" className="text-left font-medium">
                  {props.dateHeading}
                </th>
                <th scope="col" className="text-right font-medium">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.date}>
                  <td>{formatDay(p.date, lang, 'long')}</td>
                  <td className="text-right tabular-nums">{p.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

import { useId } from 'react';

/**
 * Small SVG charts for the analytics page. Each has a <title> and <desc> (named by aria-labelledby and
 * aria-describedby), and the page puts the same numbers in a table beside it, so nothing is only visual.
 */

export interface LinePoint {
  x: number;
  /** One value per series, as fractions. */
  values: number[];
}

const W = 600;
const H = 260;
const PAD = { left: 52, right: 12, top: 12, bottom: 30 };

export function LineChart({
  title,
  desc,
  points,
  series,
  formatY,
}: {
  title: string;
  desc: string;
  points: LinePoint[];
  series: { name: string; className: string; dash?: string }[];
  formatY: (value: number) => string;
}) {
  const titleId = useId();
  const descId = useId();
  const all = points.flatMap((p) => p.values);
  // The axis always shows 0% and 100% so a hit rate reads at its true height; returns may go beyond.
  const ticks = niceTicks(Math.min(0, ...all), Math.max(1, ...all));
  // The axis runs from gridline to gridline, so the highest and lowest points sit inside labelled lines.
  const min = ticks[0]!;
  const max = ticks[ticks.length - 1]!;
  const maxX = Math.max(1, ...points.map((p) => p.x));
  const x = (v: number) =>
    PAD.left + ((v - (points.length > 1 ? 1 : 0)) / Math.max(1, maxX - (points.length > 1 ? 1 : 0))) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * (H - PAD.top - PAD.bottom);
  // About ten x labels at most, the last always shown.
  const labelStep = Math.max(1, Math.ceil(points.length / 10));
  return (
    <figure>
      <div className="mb-2 flex flex-wrap gap-4 text-xs muted" aria-hidden="true">
        {series.map((s) => (
          <span key={s.name} className="flex items-center gap-1">
            <svg width="20" height="6" className={s.className}>
              <line x1="0" y1="3" x2="20" y2="3" stroke="currentColor" strokeWidth="3" strokeDasharray={s.dash} />
            </svg>
            {s.name}
          </span>
        ))}
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} aria-describedby={descId} className="h-auto w-full">
        <title id={titleId}>{title}</title>
        <desc id={descId}>{desc}</desc>
        {ticks.map((tick) => (
          <g key={tick} className="text-slate-300 dark:text-slate-600">
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeWidth={tick === 0 ? 1.5 : 0.75}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" className="fill-slate-600 dark:fill-slate-300">
              {formatY(tick)}
            </text>
          </g>
        ))}
        {points
          .filter((_, i) => i % labelStep === 0 || i === points.length - 1)
          .map((p) => (
            <text
              key={p.x}
              x={x(p.x)}
              y={H - 10}
              textAnchor="middle"
              fontSize="12"
              className="fill-slate-600 dark:fill-slate-300"
            >
              {p.x}
            </text>
          ))}
        {series.map((s, i) => (
          <g key={s.name} className={s.className}>
            <polyline
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeDasharray={s.dash}
              points={points.map((p) => `${x(p.x)},${y(p.values[i]!)}`).join(' ')}
            />
            {points.map((p) => (
              <circle key={p.x} cx={x(p.x)} cy={y(p.values[i]!)} r="3.5" fill="currentColor" />
            ))}
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** Up to six round gridlines covering min and max (fractions). */
export function niceTicks(min: number, max: number): number[] {
  const span = max - min;
  const step = [0.1, 0.25, 0.5, 1, 2, 5].find((s) => span / s <= 5) ?? Math.ceil(span / 5);
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v < max + step - 1e-9; v += step) ticks.push(Number(v.toFixed(6)));
  return ticks;
}

export function CalibrationChart({
  title,
  desc,
  buckets,
  formatP,
}: {
  title: string;
  desc: string;
  buckets: { meanProbability: number; observed: number; count: number }[];
  formatP: (value: number) => string;
}) {
  const titleId = useId();
  const descId = useId();
  const S = 300;
  const pad = 40;
  // Room on the right and top for the "100 %" labels and the largest dot.
  const pos = (v: number) => pad + v * (S - pad - 24);
  const yPos = (v: number) => S - pad - v * (S - pad - 16);
  const maxCount = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <svg
      viewBox={`0 0 ${S} ${S}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className="h-auto w-full max-w-sm"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{desc}</desc>
      {[0, 0.25, 0.5, 0.75, 1].map((v) => (
        <g key={v} className="text-slate-300 dark:text-slate-600">
          <line x1={pos(0)} x2={pos(1)} y1={yPos(v)} y2={yPos(v)} stroke="currentColor" strokeWidth="0.75" />
          <line x1={pos(v)} x2={pos(v)} y1={yPos(0)} y2={yPos(1)} stroke="currentColor" strokeWidth="0.75" />
          <text x={pos(0) - 5} y={yPos(v) + 4} textAnchor="end" fontSize="11" className="fill-slate-600 dark:fill-slate-300">
            {formatP(v)}
          </text>
          <text x={pos(v)} y={S - pad + 16} textAnchor="middle" fontSize="11" className="fill-slate-600 dark:fill-slate-300">
            {formatP(v)}
          </text>
        </g>
      ))}
      <line
        x1={pos(0)}
        y1={yPos(0)}
        x2={pos(1)}
        y2={yPos(1)}
        className="text-slate-500"
        stroke="currentColor"
        strokeDasharray="5 4"
      />
      {buckets.map((b) => (
        <circle
          key={b.meanProbability}
          cx={pos(b.meanProbability)}
          cy={yPos(b.observed)}
          r={4 + 8 * Math.sqrt(b.count / maxCount)}
          className="text-emerald-600 dark:text-emerald-400"
          fill="currentColor"
          fillOpacity="0.75"
        />
      ))}
    </svg>
  );
}

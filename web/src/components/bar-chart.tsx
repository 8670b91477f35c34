export interface Bar {
  label: string;
  value: number; // percent 0..100
  secondary?: number | null; // optional comparison value (e.g. model vs market)
}

/** Horizontal percentage bars in plain HTML/CSS; the numbers are printed, so the chart needs no extra description. */
export function BarChart({
  bars,
  labelledBy,
  formatValue = (v) => `${v.toFixed(1)}%`,
  primaryLabel,
  secondaryLabel,
}: {
  bars: Bar[];
  labelledBy: string;
  formatValue?: (value: number) => string;
  primaryLabel?: string;
  secondaryLabel?: string;
}) {
  return (
    <figure aria-labelledby={labelledBy}>
      {primaryLabel && secondaryLabel && (
        <p className="mb-2 flex gap-4 text-xs muted">
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-emerald-600" />
            {primaryLabel}
          </span>
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-sky-600" />
            {secondaryLabel}
          </span>
        </p>
      )}
      <ul className="space-y-3">
        {bars.map((bar) => (
          <li key={bar.label}>
            <div className="flex justify-between text-sm">
              <span>{bar.label}</span>
              <span className="tabular-nums font-semibold">
                {formatValue(bar.value)}
                {bar.secondary != null && (
                  <span className="ml-2 text-sky-800 dark:text-sky-300">
                    <span className="sr-only">{secondaryLabel}: </span>
                    {formatValue(bar.secondary)}
                  </span>
                )}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <div
                className="h-full rounded-full bg-emerald-600"
                style={{ width: `${Math.min(100, Math.max(0, bar.value))}%` }}
              />
            </div>
            {bar.secondary != null && (
              <div aria-hidden="true" className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <div
                  className="h-full rounded-full bg-sky-600"
                  style={{ width: `${Math.min(100, Math.max(0, bar.secondary))}%` }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/**
 * The three numbered steps (upload, analysis, prediction) as a row of cards: large on the landing page, compact
 * on the signed-in home screen.
 */
export function StepCards({
  steps,
  compact = false,
}: {
  steps: { key: string; badge: string; title: string; text: string }[];
  compact?: boolean;
}) {
  return (
    <ol className={`grid gap-4 ${compact ? 'sm:grid-cols-3' : 'md:grid-cols-3'}`}>
      {steps.map((step) => (
        <li key={step.key} className="card">
          <span
            className={`badge ${compact ? 'mb-2' : 'mb-3'} bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100`}
          >
            {step.badge}
          </span>
          <h3 className={compact ? 'font-semibold' : 'text-lg font-semibold'}>{step.title}</h3>
          <p className={compact ? 'text-sm muted' : 'mt-1 muted'}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input with an optional hint, wired for screen readers. */
export function FormField({ label, hint, ...input }: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <input id={id} className="input" aria-describedby={hint ? hintId : undefined} {...input} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The outcome of a form: an error (announced) or a success note. */
export function FormNote({ kind, children }: { kind: 'error' | 'success'; children: string }) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
      {children}
    </p>
  );
}

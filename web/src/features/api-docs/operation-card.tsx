import { useTranslation } from 'react-i18next';
import { authOf, type MediaType, type Operation } from './openapi-types';
import { exampleFor, typeLabel } from './schema-example';

const METHOD_COLOURS: Record<string, string> = {
  get: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  post: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  put: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  delete: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
};

/** Descriptions use `backticks` for names; shown as code, everything else as plain text (never as HTML). */
export function WithCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 ? (
          <code key={i} className="rounded bg-slate-100 px-1 text-[0.9em] dark:bg-slate-800">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function Example({ label, media }: { label: string; media: [string, MediaType] }) {
  const [type, { schema, example }] = media;
  const value = example ?? exampleFor(schema);
  const text = type === 'application/json' ? JSON.stringify(value, null, 2) : `<${type}>`;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold">{label}</summary>
      {/* Focusable so keyboard users can scroll a long example (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        aria-label={label}
        className="mt-2 max-h-80 overflow-auto rounded bg-slate-100 p-3 text-xs dark:bg-slate-900"
      >
        {text}
      </pre>
    </details>
  );
}

function errorCodes(op: Operation): { status: string; codes: string[] }[] {
  return Object.entries(op.responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, r]) => {
      const schema = r.content?.['application/json']?.schema;
      const codes = (schema?.allOf?.[1]?.properties?.['code']?.enum ?? []) as string[];
      return { status, codes };
    });
}

export function OperationCard({ method, path, op }: { method: string; path: string; op: Operation }) {
  const { t } = useTranslation('info');
  const success = Object.entries(op.responses).find(([status]) => Number(status) < 400);
  const successMedia = success?.[1].content ? Object.entries(success[1].content)[0] : undefined;
  const bodyMedia = op.requestBody ? Object.entries(op.requestBody.content)[0] : undefined;
  return (
    <article id={op.operationId} className="card scroll-mt-20" aria-labelledby={`${op.operationId}-h`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ${METHOD_COLOURS[method] ?? ''}`}>
          {method}
        </span>
        <code className="break-all font-mono text-sm">{path}</code>
      </div>
      <h3 id={`${op.operationId}-h`} className="mt-2 text-lg font-semibold">
        {op.summary}
      </h3>
      {op.description?.split('\n\n').map((p) => (
        <p key={p} className="mt-1 text-sm">
          <WithCode text={p} />
        </p>
      ))}
      <p className="mt-2 text-sm">
        <span className="font-semibold">{t('api.authLabel')}</span> {t(`api.auth.${authOf(op)}`)}
      </p>
      {op.parameters.length > 0 && (
        <div className="relative mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={t('api.parameters')}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('api.parameters')}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-3">
                  {t('api.parameters')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('api.where')}
                </th>
                <th scope="col" className="py-1 pr-3">
                  {t('api.type')}
                </th>
                <th scope="col" className="py-1">
                  {t('api.requiredHeading')}
                </th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}:${p.name}`} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-1 pr-3 font-mono">{p.name}</td>
                  <td className="py-1 pr-3">{t(`api.in.${p.in}`)}</td>
                  <td className="py-1 pr-3 font-mono text-xs">{typeLabel(p.schema)}</td>
                  <td className="py-1">{p.required ? t('api.yes') : t('api.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {bodyMedia && <Example label={t('api.requestExample')} media={bodyMedia} />}
      {success && (
        <p className="mt-3 text-sm">
          <span className="font-semibold">{t('api.response', { status: success[0] })}</span> {success[1].description}
        </p>
      )}
      {successMedia && <Example label={t('api.responseExample')} media={successMedia} />}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold">{t('api.errors')}</summary>
        <ul className="mt-2 flex flex-wrap gap-1 text-xs">
          {errorCodes(op).flatMap(({ status, codes }) =>
            codes.map((code) => (
              <li key={code} className="rounded bg-slate-100 px-2 py-0.5 font-mono dark:bg-slate-800">
                {status} {code}
              </li>
            )),
          )}
        </ul>
      </details>
    </article>
  );
}

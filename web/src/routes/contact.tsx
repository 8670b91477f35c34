import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Mail } from 'lucide-react';
import { ApiError, apiRequest } from '../lib/api';
import { useDocumentTitle } from '../lib/hooks';
import { BackLink } from '../components/layout';
import { useToast } from '../components/toast';
import { errorMessage, issueMessage } from '../lib/errors';

const MAILBOXES = ['support', 'business', 'privacy'] as const;

export default function Contact() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('contact.title'));
  const toast = useToast();
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), email: useId(), message: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setIssues({});
    setBusy(true);
    try {
      await apiRequest('POST', '/api/contact', form);
      toast({ title: t('contact.sentTitle'), description: t('contact.sentText') });
      setForm({ name: '', email: '', message: '' });
    } catch (err) {
      if (err instanceof ApiError && err.body?.issues) {
        setIssues(Object.fromEntries(err.body.issues.map((i) => [i.path.split('.')[0] ?? i.path, issueMessage(t, i)])));
      }
      toast({
        title: t('contact.errorTitle'),
        description:
          err instanceof ApiError && (err.code === 'RATE_LIMITED' || err.code === 'VALIDATION_FAILED')
            ? errorMessage(t, err)
            : t('contact.errorText'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'name' | 'email' | 'message') => ({
    id: ids[key],
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    'aria-invalid': issues[key] ? true : undefined,
    'aria-describedby': issues[key] ? `${ids[key]}-err` : undefined,
    className: 'input',
    required: true,
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink />
      <h1 className="text-3xl font-bold">{t('contact.title')}</h1>
      <p className="muted">{t('contact.subtitle')}</p>
      <section aria-labelledby="mailboxes" className="grid gap-4 sm:grid-cols-3">
        <h2 id="mailboxes" className="sr-only">
          {t('contact.emailUs')}
        </h2>
        {MAILBOXES.map((m) => (
          <div key={m} className="card">
            <h3 className="font-semibold">{t(`contact.boxes.${m}.title`)}</h3>
            <p className="mt-1 text-sm muted">{t(`contact.boxes.${m}.text`)}</p>
            <a href={`mailto:${m}@oddslens.app`} className="btn-secondary mt-3 w-full">
              <Mail aria-hidden="true" className="h-4 w-4" />
              {m}@oddslens.app
            </a>
          </div>
        ))}
      </section>
      <section className="card" aria-labelledby="contact-form">
        <h2 id="contact-form" className="text-xl font-semibold">
          {t('contact.formTitle')}
        </h2>
        <form onSubmit={(e) => void submit(e)} className="mt-3 space-y-4" noValidate>
          {(['name', 'email', 'message'] as const).map((key) => (
            <div key={key}>
              <label htmlFor={ids[key]} className="mb-1 block font-medium">
                {t(`contact.fields.${key}`)}
              </label>
              {key === 'message' ? (
                <textarea rows={5} {...field(key)} />
              ) : (
                <input type={key === 'email' ? 'email' : 'text'} autoComplete={key} {...field(key)} />
              )}
              {issues[key] && (
                <p id={`${ids[key]}-err`} className="mt-1 text-sm text-red-800 dark:text-red-300">
                  {issues[key]}
                </p>
              )}
            </div>
          ))}
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t('contact.sending') : t('contact.send')}
          </button>
        </form>
      </section>
      <nav aria-labelledby="quick-links" className="card">
        <h2 id="quick-links" className="text-lg font-semibold">
          {t('contact.quickLinks')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {[
            ['/help-center', 'common:footer.help'],
            ['/pricing', 'common:footer.pricing'],
            ['/how-it-works', 'common:footer.howItWorks'],
            ['/responsible-gambling', 'common:footer.responsible'],
            ['/terms', 'common:footer.terms'],
            ['/privacy', 'common:footer.privacy'],
          ].map(([href, key]) => (
            <li key={href}>
              <Link href={href!} className="link">
                {t(key!)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

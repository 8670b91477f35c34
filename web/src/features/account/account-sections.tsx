import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import {
  accountDeleteSchema,
  emailChangeSchema,
  passwordChangeSchema,
  type AccountDelete,
  type AuthUser,
  type EmailChange,
  type PasswordChange,
} from '@shared/api';
import { queryClient } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { FormField, FormNote } from '../../components/form-field';
import { useToast } from '../../components/toast';
import { ApiKeysSection } from '../pro/api-keys-section';
import { changeEmail, changePassword, deleteAccount, resendVerification, type OwnerProof } from './api';
import { authKeys, isNotAuthUserQuery } from './keys';
import { bodyProblem, type FormProblem } from './form-checks';

type Note = { kind: 'error' | 'success'; text: string } | null;

/** Runs one form's request and keeps its outcome note and busy flag. */
function useAction() {
  const { t } = useTranslation('account');
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  /** A body the server would refuse is not sent: the form says what the server would (see form-checks.ts). */
  const refuse = (problem: FormProblem) => setNote({ kind: 'error', text: t(problem) });
  const run = async (action: () => Promise<string | null>) => {
    setNote(null);
    setBusy(true);
    try {
      const text = await action();
      if (text) setNote({ kind: 'success', text });
      return true;
    } catch (err) {
      setNote({ kind: 'error', text: errorMessage(t, err) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { note, busy, run, refuse };
}

function Section({ id, title, children, tone }: { id: string; title: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <section aria-labelledby={id} className={`card space-y-4 ${tone === 'danger' ? 'border-red-300 dark:border-red-800' : ''}`}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The account page's sections for the signed-in user. */
export function AccountSections({ user }: { user: AuthUser }) {
  const { t } = useTranslation('account');
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </div>
      <EmailStatus email={user.email} verified={user.emailVerified} />
      {user.hasPassword ? <ChangePassword /> : <NoPassword />}
      <ChangeEmail hasPassword={user.hasPassword} />
      <ApiKeysSection />
      <Section id="export-heading" title={t('export.heading')}>
        <p className="muted">{t('export.text')}</p>
        <a href="/api/account/export" download className="btn-secondary">
          {t('export.button')}
        </a>
      </Section>
      <DeleteAccount hasPassword={user.hasPassword} />
    </div>
  );
}

function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation('account');
  const { note, busy, run } = useAction();
  return (
    <Section id="profile-heading" title={t('profile.heading')}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{email}</span>
        <span
          className={`badge ${verified ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100' : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'}`}
          data-testid="email-status"
        >
          {verified ? t('profile.verified') : t('profile.unverified')}
        </span>
      </p>
      {!verified && (
        <>
          <p className="muted">{t('profile.unverifiedText')}</p>
          {note && <FormNote kind={note.kind}>{note.text}</FormNote>}
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await resendVerification();
                return t('profile.resent', { email });
              })
            }
          >
            {busy ? t('working') : t('profile.resend')}
          </button>
        </>
      )}
    </Section>
  );
}

function ChangePassword() {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { note, busy, run, refuse } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: PasswordChange = { currentPassword: current, newPassword: next };
    const problem = bodyProblem(passwordChangeSchema, body, next);
    if (problem) return refuse(problem);
    void run(async () => {
      const ended = await changePassword(body);
      setCurrent('');
      setNext('');
      // What the change ended, said outright (issue 47): other devices and every API key.
      return [
        t('password.done'),
        ended.sessionsEnded > 0 ? t('password.sessionsEnded', { count: ended.sessionsEnded }) : null,
        ended.apiKeysRevoked > 0 ? t('password.keysRevoked', { count: ended.apiKeysRevoked }) : null,
      ]
        .filter(Boolean)
        .join(' ');
    });
  };
  return (
    <Section id="password-heading" title={t('password.heading')}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <FormField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <FormField
          label={t('password.new')}
          hint={t('password.hint', { count: MIN_PASSWORD_LENGTH })}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        {note && <FormNote kind={note.kind}>{note.text}</FormNote>}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('working') : t('password.submit')}
        </button>
      </form>
    </Section>
  );
}

function NoPassword() {
  const { t } = useTranslation('account');
  return (
    <Section id="password-heading" title={t('password.heading')}>
      <p className="muted">{t('password.none')}</p>
    </Section>
  );
}

/** The password, or for an SSO-only account its current address typed out. */
function OwnerProof({ hasPassword, value, onChange }: { hasPassword: boolean; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('account');
  return hasPassword ? (
    <FormField
      label={t('email.password')}
      type="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  ) : (
    <FormField
      label={t('confirmEmail')}
      type="email"
      autoComplete="off"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

const proofBody = (hasPassword: boolean, value: string): OwnerProof =>
  hasPassword ? { password: value } : { confirmEmail: value };

function ChangeEmail({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { note, busy, run, refuse } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const target = email.trim();
    const body: EmailChange = { email: target, ...proofBody(hasPassword, password) };
    const problem = bodyProblem(emailChangeSchema, body);
    if (problem) return refuse(problem);
    void run(async () => {
      await changeEmail(body);
      setPassword('');
      return t('email.pending', { email: target });
    });
  };
  return (
    <Section id="email-heading" title={t('email.heading')}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <FormField
          label={t('email.new')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <OwnerProof hasPassword={hasPassword} value={password} onChange={setPassword} />
        {note && <FormNote kind={note.kind}>{note.text}</FormNote>}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('working') : t('email.submit')}
        </button>
      </form>
    </Section>
  );
}

function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const { note, busy, run, refuse } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: AccountDelete = proofBody(hasPassword, password);
    const problem = bodyProblem(accountDeleteSchema, body);
    if (problem) return refuse(problem);
    void run(async () => {
      await deleteAccount(body);
      queryClient.setQueryData(authKeys.user(), null);
      queryClient.removeQueries({ predicate: isNotAuthUserQuery });
      toast({ title: t('delete.done') });
      navigate('/', { replace: true });
      return null;
    });
  };
  return (
    <Section id="delete-heading" title={t('delete.heading')} tone="danger">
      <p className="muted">{t('delete.text')}</p>
      <form className="space-y-4" onSubmit={submit} noValidate>
        {hasPassword ? (
          <FormField
            label={t('delete.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        ) : (
          <OwnerProof hasPassword={false} value={password} onChange={setPassword} />
        )}
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="h-5 w-5" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          {t('delete.confirm')}
        </label>
        {note && <FormNote kind={note.kind}>{note.text}</FormNote>}
        <button type="submit" className="btn-danger" disabled={busy || !confirmed}>
          {busy ? t('working') : t('delete.button')}
        </button>
      </form>
    </Section>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@shared/api';
import { MIN_PASSWORD_LENGTH } from '@shared/limits';
import { queryClient } from '../lib/api';
import { useDocumentTitle } from '../lib/hooks';
import { authKeys } from '../features/account/keys';
import { confirmPasswordReset, requestPasswordReset } from '../features/account/api';
import { bodyProblem } from '../features/account/form-checks';
import { errorMessage } from '../lib/errors';
import { FormField, FormNote } from '../components/form-field';

/** /reset-password asks for the address; /reset-password?token=... (the mailed link) sets the new password. */
export default function ResetPassword() {
  const token = new URLSearchParams(useSearch()).get('token');
  return <div className="mx-auto max-w-md">{token ? <ChooseNewPassword token={token} /> : <RequestLink />}</div>;
}

function RequestLink() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('reset.title'));
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const body = { email: email.trim() };
    const problem = bodyProblem(passwordResetRequestSchema, body);
    if (problem) return setError(t(problem));
    setBusy(true);
    try {
      await requestPasswordReset(body);
      setSentTo(body.email);
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
      <p className="muted">{t('reset.requestText')}</p>
      <FormField
        label={t('reset.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && <FormNote kind="error">{error}</FormNote>}
      {sentTo && <FormNote kind="success">{t('reset.sent', { email: sentTo })}</FormNote>}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? t('working') : t('reset.send')}
      </button>
    </form>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('reset.newTitle'));
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (password !== repeat) return setError(t('reset.mismatch'));
    const body = { token, password };
    const problem = bodyProblem(passwordResetConfirmSchema, body, password);
    if (problem) return setError(t(problem));
    setBusy(true);
    try {
      await confirmPasswordReset(body);
      // Every session ended, this one included.
      queryClient.setQueryData(authKeys.user(), null);
      setDone(true);
    } catch (err) {
      setError(errorMessage(t, err));
      const code = (err as { code?: string }).code;
      setLinkDead(code === 'TOKEN_USED' || code === 'TOKEN_EXPIRED' || code === 'TOKEN_INVALID');
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="card space-y-4">
        <h1 className="text-2xl font-bold">{t('reset.newTitle')}</h1>
        <FormNote kind="success">{t('reset.done')}</FormNote>
        <Link href="/signin" className="btn-primary w-full">
          {t('reset.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="text-2xl font-bold">{t('reset.newTitle')}</h1>
      <FormField
        label={t('reset.new')}
        hint={t('password.hint', { count: MIN_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormField
        label={t('reset.confirm')}
        type="password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      {error && <FormNote kind="error">{error}</FormNote>}
      {linkDead && (
        <Link href="/reset-password" className="link block">
          {t('reset.requestAgain')}
        </Link>
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? t('working') : t('reset.submit')}
      </button>
    </form>
  );
}

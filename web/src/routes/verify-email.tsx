import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { queryClient } from '../lib/api';
import { useDocumentTitle } from '../lib/hooks';
import { authKeys } from '../features/account/keys';
import { verifyEmail } from '../features/account/api';
import { errorMessage } from '../lib/errors';
import { FormNote } from '../components/form-field';

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** Landing page of the mailed link: /verify-email?token=... confirms the address once. */
export default function VerifyEmail() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('verify.title'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });
  // The token works once: never post it twice (React may run effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then((email) => {
        setState({ kind: 'done', email });
        void queryClient.invalidateQueries({ queryKey: authKeys.user() });
      })
      .catch((err: unknown) => setState({ kind: 'failed', message: errorMessage(t, err) }));
  }, [token, t]);

  return (
    <div className="mx-auto max-w-md">
      <div className="card space-y-4">
        <h1 className="text-2xl font-bold">{state.kind === 'failed' ? t('verify.failedTitle') : t('verify.title')}</h1>
        {state.kind === 'working' && <p role="status">{t('verify.working')}</p>}
        {state.kind === 'done' && (
          <>
            <FormNote kind="success">{t('verify.done', { email: state.email })}</FormNote>
            <Link href="/" className="btn-primary w-full">
              {t('verify.continue')}
            </Link>
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <FormNote kind="error">{state.message}</FormNote>
            <Link href="/account" className="link">
              {t('verify.toAccount')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

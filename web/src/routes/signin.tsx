import { Redirect, useSearch } from 'wouter';
import { useAuth } from '../features/account/hooks';
import { safeNext, SignInForm } from '../features/account/sign-in-form';

/** /signin?next=...&mode=signup: a signed-in visitor goes straight on to `next`. */
export default function SignIn() {
  const params = new URLSearchParams(useSearch());
  const { isAuthenticated } = useAuth();
  const next = safeNext(params.get('next'));
  if (isAuthenticated) return <Redirect to={next} replace />;
  return <SignInForm next={next} initialMode={params.get('mode') === 'signup' ? 'signup' : 'signin'} />;
}

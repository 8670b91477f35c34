import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/hooks';
import { useAuth } from '../features/account/hooks';
import { AccountSections } from '../features/account/account-sections';

export default function Account() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  if (!user) return null;
  return <AccountSections user={user} />;
}

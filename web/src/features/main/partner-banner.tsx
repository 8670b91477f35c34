import { useTranslation } from 'react-i18next';
import { useReferralLink } from '../billing/hooks';

/** The partner bookmaker banner: shown only when the admin configured a referral url. */
export function PartnerBanner() {
  const { t, i18n } = useTranslation('home');
  const link = useReferralLink();
  const url = link.data?.url;
  if (!url) return null;
  const lang = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  return (
    <aside aria-label={t('partner.label')} className="space-y-1">
      <p className="text-xs muted">{t('partner.adNote')}</p>
      <a href={url} target="_blank" rel="noopener noreferrer sponsored" className="block overflow-hidden rounded-xl">
        <img src={`/banners/partner-${lang}.svg`} alt={t('partner.alt')} className="w-full" />
      </a>
    </aside>
  );
}

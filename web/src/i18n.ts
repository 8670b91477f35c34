import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DOCUMENT_META } from '@shared/document-meta';

export const LANGUAGE_STORAGE_KEY = 'oddslens-language';
export const SUPPORTED_LANGUAGES = ['en', 'ru'] as const;

i18n.on('languageChanged', (lng) => {
  if (typeof document === 'undefined') return;
  const lang = lng.startsWith('ru') ? 'ru' : 'en';
  document.documentElement.lang = lang;
  // The served HTML carries the description of the language the server saw; a switch in the app updates it too.
  document.querySelector('meta[name="description"]')?.setAttribute('content', DOCUMENT_META[lang].description);
});

void i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: 'en',
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    detection: {
      order: ['localStorage', 'cookie', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      lookupCookie: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 525600, // one year (spec: max-age 31536000 s)
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    react: { useSuspense: true },
  })
  .catch((err: unknown) => {
    // Spec section 8: a detection failure warns and falls back to English.
    console.warn('Language detection failed, using English', err);
    return i18n.changeLanguage('en');
  });

export default i18n;

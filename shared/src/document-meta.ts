/**
 * The page description per language: in the served HTML (the server rewrites index.html for Russian visitors) and
 * set again by the web app on a language switch. Page titles come from each page's own catalog.
 */
export const DOCUMENT_META = {
  en: {
    title: 'OddsLens',
    description:
      'OddsLens reads screenshots of betting odds and shows an honest analysis: fair probabilities, expected value and risk. English and Russian. 18+.',
  },
  ru: {
    title: 'OddsLens — анализ коэффициентов по скриншоту',
    description:
      'OddsLens читает скриншоты с коэффициентами и показывает честный анализ: справедливые вероятности, ожидаемую доходность и риск. На русском и английском. 18+.',
  },
} as const;

export type DocumentLanguage = keyof typeof DOCUMENT_META;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the language, title and description of `lang` (the built file is the English one). */
export function localizeDocument(html: string, lang: DocumentLanguage): string {
  const meta = DOCUMENT_META[lang];
  return html
    .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${lang}"`)
    .replace(/<html(?![^>]*\slang=)/i, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/i, `$1${escapeHtml(meta.description)}$2`);
}

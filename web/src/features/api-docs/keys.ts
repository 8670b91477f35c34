/** The reference is fetched per API language and refetched when the interface language changes. */
export const apiDocsKeys = {
  document: (lang: string, uiLanguage: string) => ['/api/openapi.json', lang, uiLanguage] as const,
};

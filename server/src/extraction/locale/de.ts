import type { Locale } from './types';

export const de: Locale = {
  code: 'de',
  resultMarkets: ['endergebnis', 'spielausgang'],
  otherMarkets: ['doppelte chance', 'über/unter', 'uber/unter', 'tore'],
  nameParticles: ['von', 'der', 'den', 'und'],
  slip: {
    words: ['einsatz', 'möglicher gewinn', 'moglicher gewinn', 'potenzieller gewinn', 'wettschein', 'gewinn'],
    markers: ['wettschein', 'einsatz', 'möglicher gewinn', 'meine wetten'],
    stake: ['einsatz'],
    payout: ['möglicher gewinn', 'moglicher gewinn', 'potenzieller gewinn', 'mögliche auszahlung'],
    profit: [],
    totalOdds: ['gesamtquote'],
    boosts: [],
  },
};

import type { Locale } from './types';

export const it: Locale = {
  code: 'it',
  resultMarkets: ['esito finale'],
  otherMarkets: ['doppia chance'],
  nameParticles: ['di', 'del', 'della', 'la', 'e'],
  slip: {
    words: ['puntata', 'vincita'],
    markers: ['schedina', 'importo', 'vincita potenziale', 'possibile vincita', 'le mie scommesse'],
    stake: ['importo', 'puntata'],
    payout: ['vincita potenziale', 'possibile vincita'],
    profit: [],
    totalOdds: ['quota totale'],
    boosts: [],
  },
};

import type { Locale } from './types';

export const fr: Locale = {
  code: 'fr',
  resultMarkets: ['resultat du match', 'résultat du match', '1n2', 'vainqueur'],
  otherMarkets: ['score exact', 'score exacte', 'double chance', 'chance double', 'les deux', 'buteur', 'mi-temps'],
  nameParticles: ['de', 'du', 'des', 'la', 'le', 'les', 'et'],
  slip: {
    words: ['mise', 'gains', 'gain potentiel', 'gains potentiels'],
    markers: ['mise', 'gains potentiels', 'mes paris'],
    stake: ['mise'],
    payout: ['gains potentiels'],
    profit: [],
    totalOdds: ['cote totale'],
    boosts: [],
  },
};

import type { Locale } from './types';

export const es: Locale = {
  code: 'es',
  resultMarkets: ['resultado', 'ganador', 'ganador del partido', 'partido'],
  otherMarkets: ['doble oportunidad', 'ambos', 'handicap asiatico'],
  nameParticles: ['de', 'del', 'la', 'las', 'los', 'el', 'y'],
  slip: {
    words: ['apuesta', 'ganancia', 'importe', 'ganancia potencial', 'ganancias potenciales', 'cuota total', 'boleto'],
    markers: ['boleto', 'importe', 'ganancia potencial', 'mis apuestas'],
    stake: ['importe', 'apuesta'],
    payout: ['ganancia potencial', 'ganancias potenciales'],
    profit: [],
    totalOdds: ['cuota total'],
    boosts: [],
  },
};

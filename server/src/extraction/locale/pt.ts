import type { Locale } from './types';

export const pt: Locale = {
  code: 'pt',
  resultMarkets: ['resultado final', 'resultado do jogo', 'vencedor'],
  otherMarkets: ['dupla chance', 'dupla hipotese', 'mais/menos'],
  nameParticles: ['de', 'da', 'do', 'das', 'dos', 'e'],
  slip: {
    words: [
      'boletim',
      'valor da aposta',
      'ganhos potenciais',
      'retorno potencial',
      // A bet record's stake and return lines ('Valor: R$ 250,00  Retorno: R$ 510,00'), the currency sign misread.
      'valor',
      'retorno',
    ],
    markers: ['boletim', 'valor da aposta', 'ganhos potenciais', 'minhas apostas'],
    stake: ['valor da aposta', 'valor'],
    payout: ['retorno potencial', 'ganhos potenciais'],
    profit: [],
    totalOdds: ['odd total'],
    boosts: [],
  },
};

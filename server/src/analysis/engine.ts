import type {
  BettingOption,
  ExtractedMatch,
  Language,
  MarketAnalysis,
  ModelAnalysis,
  PredictionResult,
  RiskLevel,
} from '../../../shared/src/prediction';
import { parseOddsStrict } from '../../../shared/src/odds';
import { DEVIG_METHODS, type DevigMethod } from './devig';
import { logPool } from './elo';
import { num, pct, round1, round2, signedPct, tr } from './format';
import { buildOddsScreen, isDrawSport, type OddsScreen, type Side } from './odds-screen';
import { modelCoverage, predictMatch, type RatingsModel, type TeamPrediction } from './team-model';

/**
 * The analysis engine: extracted screenshots in, an explained PredictionResult out. Pure (no I/O): the caller passes
 * the loaded ratings. Every number in the output is computed here from the screenshots and the ratings artifact;
 * rules and thresholds are documented in docs/decisions/0003-analysis-engine.md.
 */

export const ENGINE_VERSION = 'analysis-1.0.0';
/** Fraction of the Kelly stake suggested, and the cap in percent of bankroll. */
export const KELLY_FRACTION = 0.25;
export const STAKE_CAP_PERCENT = 2.5;
/** Minimum EV for a value call: market-based probabilities, and model-only probabilities (less accurate in backtest). */
export const MIN_EDGE = 0.02;
export const MIN_EDGE_MODEL_ONLY = 0.05;
export const HIGH_MARGIN = 0.08;
/** Used when no ratings artifact is available; the artifact carries the method the backtest selected. */
export const FALLBACK_DEVIG: DevigMethod = 'shin';

export interface AnalyzeOptions {
  language: Language;
  ratings?: RatingsModel | null;
  now?: Date;
}

type Source = 'market' | 'blend' | 'model';

interface Candidate {
  key: string;
  sides: Side[];
  price: number;
  probability: number;
  synthetic: boolean;
  sourceIndexes: number[];
}

/** Whether a screenshot set yielded anything at all: a team name or a readable price. */
export function hasUsableData(matches: readonly ExtractedMatch[]): boolean {
  return matches.some(
    (m) =>
      (m.teams && (m.teams[0]?.trim() || m.teams[1]?.trim())) ||
      (m.correctedTeams && (m.correctedTeams[0] || m.correctedTeams[1])) ||
      parseOddsStrict(m.homeOdds) !== null ||
      parseOddsStrict(m.drawOdds) !== null ||
      parseOddsStrict(m.awayOdds) !== null,
  );
}

/** Kelly fraction f* = (p·o − 1)/(o − 1), scaled and capped, in percent of bankroll; 0 without an edge. */
export function kellyStakePercent(
  probability: number,
  odds: number,
  fraction = KELLY_FRACTION,
  capPercent = STAKE_CAP_PERCENT,
): number {
  if (!(odds > 1)) return 0;
  const f = (probability * odds - 1) / (odds - 1);
  if (f <= 0) return 0;
  return round2(Math.min(capPercent, f * fraction * 100));
}

/**
 * Risk of an option from its win probability and price:
 * High when p < 30% or odds ≥ 3.50; Low when p ≥ 60% and odds ≤ 1.70; Medium otherwise.
 */
export function riskLevel(probability: number, odds: number): RiskLevel {
  if (probability < 0.3 || odds >= 3.5) return 'High';
  if (probability >= 0.6 && odds <= 1.7) return 'Low';
  return 'Medium';
}

function majority(values: (string | null | undefined)[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let n = 0;
  for (const [v, c] of counts)
    if (c > n) {
      best = v;
      n = c;
    }
  return best;
}

const methodName = (m: DevigMethod, lang: Language) =>
  tr(
    lang,
    { shin: 'Shin', multiplicative: 'multiplicative', additive: 'additive', power: 'power' }[m] + ' method',
    { shin: 'метод Шина', multiplicative: 'пропорциональный метод', additive: 'аддитивный метод', power: 'степенной метод' }[m],
  );

const shot = (i: number, lang: Language) => tr(lang, `screenshot ${i + 1}`, `скриншот ${i + 1}`);

export function analyzeMatches(matches: ExtractedMatch[], opts: AnalyzeOptions): PredictionResult {
  const lang = opts.language;
  const ratings = opts.ratings ?? null;
  const devigMethod: DevigMethod = ratings?.file.market.devigMethod ?? FALLBACK_DEVIG;
  const warnings: string[] = [];
  const keyFactors: string[] = [];
  const responsible = tr(
    lang,
    'Betting carries a real risk of losing money. Stake only what you can afford to lose, set limits, and seek help (for example BeGambleAware.org) if betting stops being fun. 18+.',
    'Ставки связаны с реальным риском потерять деньги. Ставьте только ту сумму, которую готовы потерять, устанавливайте лимиты и обращайтесь за помощью, если игра перестала быть развлечением. 18+.',
  );

  const screen = buildOddsScreen(matches);
  const used = screen.used.map((i) => matches[i]!);
  const sport = majority(used.map((m) => m.sport?.toLowerCase() ?? null));
  const league = majority(used.map((m) => m.league));
  const primaryIdx = [...screen.used].sort((a, b) => oddsRead(matches[b]!) - oddsRead(matches[a]!) || a - b)[0] ?? 0;
  const primary = matches[primaryIdx];

  // Team names merged over the analysed screenshots (reversed where a screenshot listed the away side first).
  const merged = mergeTeams(matches, screen);
  const homeName = merged.corrected[0] ?? merged.raw[0] ?? tr(lang, 'Home', 'Хозяева');
  const awayName = merged.corrected[1] ?? merged.raw[1] ?? tr(lang, 'Away', 'Гости');
  const q = (name: string) => (lang === 'ru' ? `«${name}»` : name);

  const extractedData: PredictionResult['extractedData'] = {
    teams: primary?.teams ?? used.find((m) => m.teams)?.teams ?? null,
    date: used.find((m) => m.date)?.date ?? null,
    time: used.find((m) => m.time)?.time ?? null,
    homeOdds: primary?.homeOdds ?? null,
    drawOdds: primary?.drawOdds ?? null,
    awayOdds: primary?.awayOdds ?? null,
    oddsFormat: primary?.oddsFormat ?? null,
  };
  const correctedTeams: [string, string] | null =
    merged.corrected[0] && merged.corrected[1] ? [merged.corrected[0], merged.corrected[1]] : null;

  const base: PredictionResult = {
    language: lang,
    sport,
    league,
    extractedData,
    correctedTeams,
    overallConfidence: 0,
    mainRecommendation: '',
    recommendedOption: 'no-bet',
    marketAnalysis: null,
    model: null,
    probabilities: null,
    bettingOptions: [],
    keyFactors,
    warnings,
    screenshotsAnalyzed: matches.length,
    engineVersion: ENGINE_VERSION + (ratings ? `+ratings-${ratings.file.generatedAt.slice(0, 10)}` : ''),
  };

  if (!hasUsableData(matches)) {
    base.overallConfidence = matches.length ? 5 : 0;
    base.mainRecommendation = tr(
      lang,
      'No value found: nothing could be read from the screenshots (no teams, no odds). Upload a sharper screenshot that shows both teams and the 1X2 or moneyline prices.',
      'Ставка не рекомендуется: на скриншотах не удалось ничего прочитать (ни команд, ни коэффициентов). Загрузите более чёткий скриншот, где видны обе команды и коэффициенты на исход.',
    );
    warnings.push(tr(lang, 'No teams or odds could be read.', 'Не удалось прочитать ни команды, ни коэффициенты.'), responsible);
    return base;
  }

  const sides: Side[] = screen.threeWay ? ['home', 'draw', 'away'] : ['home', 'away'];
  const sideLabel = (s: Side) =>
    s === 'home'
      ? tr(lang, `${homeName} to win`, `Победа ${q(homeName)} (П1)`)
      : s === 'away'
        ? tr(lang, `${awayName} to win`, `Победа ${q(awayName)} (П2)`)
        : tr(lang, 'Draw', 'Ничья (X)');

  // ---------- screenshots of another match ----------
  if (screen.otherMatch.length) {
    const others = screen.otherMatch
      .map((i) => {
        const t = matches[i]!.correctedTeams ?? matches[i]!.teams;
        return `${shot(i, lang)}${t ? ` (${t[0] ?? '?'} – ${t[1] ?? '?'})` : ''}`;
      })
      .join(', ');
    warnings.push(
      tr(
        lang,
        `Screenshots show different matches: ${others} ignored; analysed ${homeName} – ${awayName}, which ${screen.used.length} of ${matches.length} screenshots show.`,
        `На скриншотах разные матчи: ${others} не учтены; разобран матч ${q(homeName)} – ${q(awayName)}, который показывают ${screen.used.length} из ${matches.length} скриншотов.`,
      ),
    );
  }

  // ---------- market ----------
  const completeQuotes = screen.quotes.filter((x) => x.complete && x.plausible);
  const marketFair = screen.consensus?.[devigMethod] ?? null;
  let market: MarketAnalysis | null = null;
  let meanMargin: number | null = null;
  for (const quote of screen.quotes.filter((x) => x.complete)) {
    const m = quote.booksum! - 1;
    keyFactors.push(
      tr(
        lang,
        `Bookmaker margin on ${shot(quote.index, lang)}: ${pct(m, lang, 2)} (the prices imply ${pct(quote.booksum!, lang)} in total).`,
        `Маржа букмекера на ${shot(quote.index, lang).replace('скриншот', 'скриншоте')}: ${pct(m, lang, 2)} (сумма вероятностей в коэффициентах ${pct(quote.booksum!, lang)}).`,
      ),
    );
  }
  if (completeQuotes.length) meanMargin = completeQuotes.reduce((s, x) => s + x.booksum! - 1, 0) / completeQuotes.length;
  if (marketFair && screen.consensus) {
    const pick = (v: number[]) => ({
      home: round1(v[0]! * 100),
      draw: screen.threeWay ? round1(v[1]! * 100) : null,
      away: round1(v[screen.threeWay ? 2 : 1]! * 100),
    });
    market = {
      homeWinProbability: pick(marketFair).home,
      drawProbability: pick(marketFair).draw,
      awayWinProbability: pick(marketFair).away,
      margin: meanMargin === null ? null : round2(meanMargin * 100),
      method: devigMethod,
      byMethod: Object.fromEntries(DEVIG_METHODS.map((m) => [m, pick(screen.consensus![m])])),
      bestOdds: {
        home: screen.best.home?.price ?? null,
        draw: screen.best.draw?.price ?? null,
        away: screen.best.away?.price ?? null,
      },
      arbitrage: screen.arbitrage,
    };
    const n = completeQuotes.length || screen.quotes.filter((x) => x.complete).length;
    keyFactors.push(
      tr(
        lang,
        `Fair probabilities with the margin removed (${methodName(devigMethod, lang)}, ${n > 1 ? `average of ${n} screenshots` : 'one screenshot'}): ${sides.map((s, k) => `${sideLabel(s)} ${pct(marketFair[k]!, lang)}`).join(', ')}.`,
        `Справедливые вероятности без маржи (${methodName(devigMethod, lang)}, ${n > 1 ? `среднее по ${n} скриншотам` : 'один скриншот'}): ${sides.map((s, k) => `${sideLabel(s)} ${pct(marketFair[k]!, lang)}`).join(', ')}.`,
      ),
    );
    if (screen.used.length > 1) {
      keyFactors.push(
        tr(
          lang,
          `Best prices across screenshots: ${sides.map((s) => (screen.best[s] ? `${sideLabel(s)} ${screen.best[s]!.price.toFixed(2)} (${shot(screen.best[s]!.index, lang)})` : `${sideLabel(s)} not read`)).join(', ')}.`,
          `Лучшие коэффициенты по скриншотам: ${sides.map((s) => (screen.best[s] ? `${sideLabel(s)} ${num(screen.best[s]!.price, 2, lang)} (${shot(screen.best[s]!.index, lang)})` : `${sideLabel(s)} не прочитан`)).join(', ')}.`,
        ),
      );
    }
  }
  if (meanMargin !== null && meanMargin > HIGH_MARGIN) {
    warnings.push(
      tr(
        lang,
        `High bookmaker margin (${pct(meanMargin, lang)}): typical football 1X2 margins are 2–6%; a high margin makes a positive expected value unlikely.`,
        `Высокая маржа букмекера (${pct(meanMargin, lang)}): обычно на исходы футбольных матчей она 2–6%; при высокой марже положительное матожидание маловероятно.`,
      ),
    );
  }
  for (const i of screen.inconsistent) {
    const quote = screen.quotes.find((x) => x.index === i)!;
    warnings.push(
      tr(
        lang,
        `Inconsistent odds on ${shot(i, lang)}: the prices imply ${pct(quote.booksum!, lang)} in total, which no bookmaker offers (expected 98–130%); probably a misread${completeQuotes.length ? ', so it was left out' : ''}.`,
        `Несогласованные коэффициенты на ${shot(i, lang).replace('скриншот', 'скриншоте')}: сумма вероятностей ${pct(quote.booksum!, lang)}, чего у букмекеров не бывает (ожидается 98–130%); вероятно, ошибка распознавания${completeQuotes.length ? ', поэтому скриншот не учтён' : ''}.`,
      ),
    );
  }
  if (screen.arbitrage) {
    const stakes = sides.map((s) => `${sideLabel(s)} ${pct(1 / screen.best[s]!.price / screen.bestBooksum!, lang)}`).join(', ');
    warnings.push(
      tr(
        lang,
        `Arbitrage: the best prices across screenshots sum to ${pct(screen.bestBooksum!, lang)}, a guaranteed ${pct(screen.arbitrageProfit, lang)} if staked ${stakes}. Such gaps are often stale or misread prices, and bookmakers limit arbitrage players.`,
        `Арбитраж (вилка): лучшие коэффициенты дают в сумме ${pct(screen.bestBooksum!, lang)}, то есть гарантированные ${pct(screen.arbitrageProfit, lang)} при распределении суммы: ${stakes}. Часто это устаревшие или неверно прочитанные коэффициенты, а букмекеры ограничивают игроков на вилках.`,
      ),
    );
  }

  // ---------- unread fields ----------
  const slip = used.some((m) => m.pickedOutcome) && !screen.quotes.some((x) => x.complete);
  const missing = screen.quotes
    .map((x) => ({ i: x.index, sides: sides.filter((s) => x.prices[s] === null) }))
    .filter((x) => x.sides.length > 0);
  if (missing.length && !slip) {
    warnings.push(
      tr(
        lang,
        `Some odds could not be read: ${missing.map((x) => `${shot(x.i, lang)} (${x.sides.map(sideLabel).join(', ')})`).join('; ')}. Check the screenshot or add one that shows all prices.`,
        `Часть коэффициентов не прочитана: ${missing.map((x) => `${shot(x.i, lang)} (${x.sides.map(sideLabel).join(', ')})`).join('; ')}. Проверьте скриншот или добавьте тот, где видны все коэффициенты.`,
      ),
    );
  }
  const ocr = used.map((m) => m.ocrConfidence).filter((x): x is number => typeof x === 'number');
  const meanOcr = ocr.length ? ocr.reduce((a, b) => a + b, 0) / ocr.length : null;
  if (meanOcr !== null && meanOcr < 60) {
    warnings.push(
      tr(
        lang,
        `Low text-recognition confidence (${Math.round(meanOcr)}/100): double-check the teams and prices shown above.`,
        `Низкая уверенность распознавания текста (${Math.round(meanOcr)}/100): проверьте команды и коэффициенты выше.`,
      ),
    );
  }

  // ---------- team-strength model ----------
  const footballLike = sport === 'football' || sport === 'soccer' || (sport === null && screen.threeWay !== false);
  let prediction: TeamPrediction | null = null;
  let weight = 0;
  const readTeams = merged.raw[0] || merged.raw[1] || merged.corrected[0] || merged.corrected[1];
  if (footballLike && screen.threeWay && readTeams) {
    const coverage = modelCoverage(merged.corrected[0], merged.corrected[1], ratings);
    if (!ratings) {
      warnings.push(
        tr(
          lang,
          'The team-strength model is not available; prices only.',
          'Модель силы команд недоступна; анализ только по коэффициентам.',
        ),
      );
    } else if (coverage === 'different-countries') {
      warnings.push(
        tr(
          lang,
          `${homeName} and ${awayName} play in different countries' leagues; their ratings are not comparable, so the team-strength model was not used.`,
          `${q(homeName)} и ${q(awayName)} играют в чемпионатах разных стран; их рейтинги несопоставимы, поэтому модель силы команд не использована.`,
        ),
      );
    } else if (coverage !== 'ok') {
      const unknown = [
        coverage !== 'unknown-away' ? (merged.raw[0] ?? homeName) : null,
        coverage !== 'unknown-home' ? (merged.raw[1] ?? awayName) : null,
      ].filter(Boolean);
      warnings.push(
        tr(
          lang,
          `Team not recognised: ${unknown.map((t) => `"${t}"`).join(', ')}. The team-strength model was not used; the analysis relies on the prices alone.`,
          `Команда не распознана: ${unknown.map((t) => `«${t}»`).join(', ')}. Модель силы команд не использована; анализ опирается только на коэффициенты.`,
        ),
      );
    } else {
      const dateRead =
        extractedData.date && /^\d{4}-\d{2}-\d{2}$/.test(extractedData.date) ? new Date(`${extractedData.date}T12:00:00Z`) : null;
      const asOf = dateRead ?? opts.now ?? new Date();
      prediction = predictMatch(merged.corrected[0]!, merged.corrected[1]!, asOf, ratings);
    }
  }
  let model: ModelAnalysis | null = null;
  if (prediction && ratings) {
    weight = round2(ratings.file.blend.weight * prediction.freshness);
    model = {
      home: round1(prediction.home * 100),
      draw: round1(prediction.draw * 100),
      away: round1(prediction.away * 100),
      homeRating: prediction.homeRating,
      awayRating: prediction.awayRating,
      weight,
      matchesUsed: prediction.matchesUsed,
    };
    const v = ratings.file.blend.validationLogLoss;
    keyFactors.push(
      tr(
        lang,
        `Team-strength model (Elo, ${prediction.matchesUsed} past matches): ${homeName} ${Math.round(prediction.homeRating)} vs ${awayName} ${Math.round(prediction.awayRating)} → ${pct(prediction.home, lang)} / ${pct(prediction.draw, lang)} / ${pct(prediction.away, lang)}.`,
        `Модель силы команд (Эло, ${prediction.matchesUsed} прошлых матчей): ${q(homeName)} ${Math.round(prediction.homeRating)} против ${q(awayName)} ${Math.round(prediction.awayRating)} → ${pct(prediction.home, lang)} / ${pct(prediction.draw, lang)} / ${pct(prediction.away, lang)}.`,
      ),
      tr(
        lang,
        `Model weight in the blend: ${num(weight, 2, lang)}. It was chosen by backtest on ${ratings.file.blend.validationMatches} matches (${ratings.file.blend.validationSeasons}): log loss ${num(v.market, 4, lang)} for bookmaker prices alone vs ${num(v.model, 4, lang)} for the model alone${weight === 0 ? ', so the model is shown as a second opinion and does not move the probabilities' : ''}.`,
        `Вес модели в смеси: ${num(weight, 2, lang)}. Он выбран по бэктесту на ${ratings.file.blend.validationMatches} матчах (${ratings.file.blend.validationSeasons}): логарифмическая ошибка ${num(v.market, 4, lang)} у одних коэффициентов против ${num(v.model, 4, lang)} у одной модели${weight === 0 ? ', поэтому модель показана как второе мнение и не меняет вероятности' : ''}.`,
      ),
    );
    const today = (opts.now ?? new Date()).getTime();
    const stale = [prediction.lastMatch.home, prediction.lastMatch.away].some((d) => today - Date.parse(d) > 365 * 86_400_000);
    if (stale) {
      warnings.push(
        tr(
          lang,
          `The ratings rest on old results (last matches in the data: ${homeName} ${prediction.lastMatch.home}, ${awayName} ${prediction.lastMatch.away}); they were pulled towards the league average and count for less.`,
          `Рейтинги основаны на старых результатах (последние матчи в данных: ${q(homeName)} ${prediction.lastMatch.home}, ${q(awayName)} ${prediction.lastMatch.away}); они приближены к среднему по лиге и весят меньше.`,
        ),
      );
    }
  }

  // ---------- final probabilities ----------
  let final: number[] | null = null;
  let source: Source | null = null;
  const modelVec = prediction ? [prediction.home, prediction.draw, prediction.away] : null;
  if (marketFair) {
    if (modelVec && screen.threeWay && weight > 0) {
      final = logPool(marketFair, modelVec, weight);
      source = 'blend';
    } else {
      final = marketFair;
      source = 'market';
    }
  } else if (modelVec) {
    final = modelVec;
    source = 'model';
  }
  base.marketAnalysis = market;
  base.model = model;
  base.probabilities = final
    ? {
        home: round1(final[0]! * 100),
        draw: screen.threeWay ? round1(final[1]! * 100) : null,
        away: round1(final[screen.threeWay ? 2 : 1]! * 100),
      }
    : null;
  const prob = (s: Side) => (final ? final[sides.indexOf(s)]! : null);

  // ---------- bet slip ----------
  const picked = used.find((m) => m.pickedOutcome)?.pickedOutcome ?? null;
  if (picked) {
    const price = screen.best[picked]?.price;
    if (price) {
      keyFactors.push(
        tr(
          lang,
          `Bet slip: ${sideLabel(picked)} at ${price.toFixed(2)}, which implies ${pct(1 / price, lang)}.`,
          `Купон: ${sideLabel(picked)} по коэффициенту ${num(price, 2, lang)}, что соответствует вероятности ${pct(1 / price, lang)}.`,
        ),
      );
    }
  }

  // ---------- overall confidence ----------
  const fields = used.map((m, k) => {
    const quote = screen.quotes[k];
    const wanted = 2 + sides.length; // teams, sport, each price
    let got = 0;
    if (m.teams?.[0] && m.teams[1]) got++;
    if (m.sport) got++;
    if (quote) got += sides.filter((s) => quote.prices[s] !== null).length;
    return got / wanted;
  });
  const fieldsScore = 30 * Math.max(0, ...fields);
  const ocrScore = meanOcr === null ? 10 : (20 * Math.min(100, Math.max(0, meanOcr))) / 100;
  let marketScore = completeQuotes.length ? 25 : screen.quotes.some((x) => x.complete) ? 5 : 0;
  if (meanMargin !== null && meanMargin > HIGH_MARGIN) marketScore -= 10;
  let agreementScore = screen.used.length > 1 ? 10 * Math.max(0, 1 - screen.disagreement / 0.1) : 7;
  agreementScore = Math.max(0, agreementScore - 5 * screen.otherMatch.length);
  const modelScore = prediction ? 15 * prediction.freshness : footballLike && screen.threeWay ? 0 : 5;
  const overall = Math.round(Math.max(0, Math.min(100, fieldsScore + ocrScore + marketScore + agreementScore + modelScore)));
  base.overallConfidence = overall;

  // ---------- betting options ----------
  const candidates: Candidate[] = [];
  if (final) {
    for (const s of sides) {
      const b = screen.best[s];
      if (b)
        candidates.push({
          key: s,
          sides: [s],
          price: b.price,
          probability: prob(s)!,
          synthetic: false,
          sourceIndexes: [b.index],
        });
    }
    if (screen.threeWay && screen.best.home && screen.best.draw && screen.best.away) {
      const dc: [string, Side, Side][] = [
        ['1X', 'home', 'draw'],
        ['12', 'home', 'away'],
        ['X2', 'draw', 'away'],
      ];
      for (const [key, a, b] of dc) {
        const price = 1 / (1 / screen.best[a]!.price + 1 / screen.best[b]!.price);
        candidates.push({
          key,
          sides: [a, b],
          price,
          probability: prob(a)! + prob(b)!,
          synthetic: true,
          sourceIndexes: [screen.best[a]!.index, screen.best[b]!.index],
        });
      }
    }
  }
  const dcLabel = (key: string) =>
    key === '1X'
      ? tr(lang, `${homeName} or draw (1X)`, `${q(homeName)} не проиграет (1X)`)
      : key === '12'
        ? tr(lang, 'Either team to win, no draw (12)', 'Без ничьей: победа любой команды (12)')
        : tr(lang, `${awayName} or draw (X2)`, `${q(awayName)} не проиграет (X2)`);
  const minEdge = source === 'model' ? MIN_EDGE_MODEL_ONLY : MIN_EDGE;
  const sourceFactor = source === 'model' ? 0.6 : completeQuotes.length > 1 ? 1 : 0.9;
  const sourceText = (lang2: Language) =>
    source === 'model'
      ? tr(
          lang2,
          'team-strength model only (no full set of prices to remove the margin from)',
          'только модель силы команд (нет полного набора коэффициентов, чтобы убрать маржу)',
        )
      : source === 'blend'
        ? tr(
            lang2,
            `blend of market and model, model weight ${num(weight, 2, lang2)}`,
            `смесь рынка и модели, вес модели ${num(weight, 2, lang2)}`,
          )
        : tr(lang2, `market consensus, ${methodName(devigMethod, lang2)}`, `консенсус рынка, ${methodName(devigMethod, lang2)}`);

  base.bettingOptions = candidates.map((c): BettingOption => {
    const ev = c.probability * c.price - 1;
    const isValue = ev >= minEdge;
    const stake = isValue ? kellyStakePercent(c.probability, c.price) : 0;
    const label = c.synthetic ? dcLabel(c.key) : sideLabel(c.sides[0]!);
    const priceText = num(c.price, 2, lang);
    const where = [...new Set(c.sourceIndexes)].map((i) => shot(i, lang)).join(', ');
    const parts: string[] = [
      tr(
        lang,
        `Estimated probability ${pct(c.probability, lang)} (${sourceText(lang)}) vs ${pct(1 / c.price, lang)} implied by the price ${priceText} (${where}).`,
        `Оценка вероятности ${pct(c.probability, lang)} (${sourceText(lang)}) против ${pct(1 / c.price, lang)}, заложенных в коэффициент ${priceText} (${where}).`,
      ),
      tr(
        lang,
        `Expected value ${signedPct(ev, lang)} per unit staked.`,
        `Матожидание (EV) ${signedPct(ev, lang)} на единицу ставки.`,
      ),
    ];
    if (c.synthetic) {
      parts.push(
        tr(
          lang,
          `Synthetic price: no bookmaker printed it; it is what backing both outcomes (${c.sides.map(sideLabel).join(' + ')}) returns when the stake is split in proportion to 1/price.`,
          `Синтетический коэффициент: его не показывал ни один букмекер; это доход от ставки на оба исхода (${c.sides.map(sideLabel).join(' + ')}) при делении суммы пропорционально 1/коэффициент.`,
        ),
      );
    }
    parts.push(
      isValue
        ? tr(
            lang,
            `Quarter Kelly suggests ${num(stake, 2, lang)}% of bankroll (capped at ${num(STAKE_CAP_PERCENT, 1, lang)}%).`,
            `Четверть Келли: ${num(stake, 2, lang)}% банка (не более ${num(STAKE_CAP_PERCENT, 1, lang)}%).`,
          )
        : tr(
            lang,
            `No stake: the edge is below the ${pct(minEdge, lang, 0)} minimum.`,
            `Ставка не предлагается: перевес меньше минимальных ${pct(minEdge, lang, 0)}.`,
          ),
    );
    return {
      key: c.key,
      type: label,
      odds: c.price.toFixed(2),
      recommendation: isValue
        ? tr(lang, 'Value bet', 'Есть перевес')
        : ev > 0
          ? tr(lang, 'Edge too small', 'Перевес слишком мал')
          : tr(lang, 'No edge', 'Нет перевеса'),
      reasoning: parts.join(' '),
      confidence: Math.round(overall * sourceFactor * (c.synthetic ? 0.95 : 1)),
      riskLevel: riskLevel(c.probability, c.price),
      winProbability: round1(c.probability * 100),
      impliedProbability: round1(100 / c.price),
      expectedValue: round1(ev * 100),
      suggestedStakePercent: stake,
      isValue,
    };
  });

  // ---------- main recommendation ----------
  const value = base.bettingOptions
    .filter((o) => o.isValue)
    .sort((a, b) => b.expectedValue - a.expectedValue || b.winProbability - a.winProbability)[0];
  if (value) {
    base.recommendedOption = value.key;
    base.mainRecommendation = tr(
      lang,
      `Value: ${value.type} at ${value.odds} — estimated probability ${num(value.winProbability, 1, lang)}% vs ${num(value.impliedProbability, 1, lang)}% implied, EV ${signedPct(value.expectedValue / 100, lang)}; suggested stake ${num(value.suggestedStakePercent, 2, lang)}% of bankroll (quarter Kelly, capped).`,
      `Есть перевес: ${value.type} по коэффициенту ${num(Number(value.odds), 2, lang)} — оценка вероятности ${num(value.winProbability, 1, lang)}% против ${num(value.impliedProbability, 1, lang)}% в коэффициенте, EV ${signedPct(value.expectedValue / 100, lang)}; ставка ${num(value.suggestedStakePercent, 2, lang)}% банка (четверть Келли, с ограничением).`,
    );
  } else {
    base.recommendedOption = 'no-bet';
    const bestOpt = [...base.bettingOptions].sort((a, b) => b.expectedValue - a.expectedValue)[0];
    let reason: string;
    if (bestOpt) {
      reason = tr(
        lang,
        `the best option, ${bestOpt.type} at ${bestOpt.odds}, has EV ${signedPct(bestOpt.expectedValue / 100, lang)}${bestOpt.expectedValue > 0 ? `, below the ${pct(minEdge, lang, 0)} minimum edge` : meanMargin !== null ? `; the bookmaker margin (${pct(meanMargin, lang)}) outweighs any edge` : ''}.`,
        `лучший вариант (${bestOpt.type}, коэффициент ${num(Number(bestOpt.odds), 2, lang)}) имеет EV ${signedPct(bestOpt.expectedValue / 100, lang)}${bestOpt.expectedValue > 0 ? `, это меньше минимального перевеса ${pct(minEdge, lang, 0)}` : meanMargin !== null ? `; маржа букмекера (${pct(meanMargin, lang)}) перекрывает возможный перевес` : ''}.`,
      );
    } else if (slip || (!final && sides.some((s) => screen.best[s]))) {
      const shown = sides
        .filter((s) => screen.best[s])
        .map((s) => `${sideLabel(s)} ${num(screen.best[s]!.price, 2, lang)}`)
        .join(', ');
      reason = tr(
        lang,
        `only part of the market was read (${shown}). A fair probability needs the prices of all outcomes, or two teams the model recognises.`,
        `прочитана только часть рынка (${shown}). Для справедливой вероятности нужны коэффициенты на все исходы или две команды, которые знает модель.`,
      );
    } else if (final && source === 'model') {
      reason = tr(
        lang,
        'no odds were read, so there is no price to evaluate; the model probabilities are shown for reference only.',
        'коэффициенты не прочитаны, оценивать нечего; вероятности модели показаны только для справки.',
      );
    } else {
      reason = tr(
        lang,
        'no odds were read and the teams are not in the model, so no probability could be estimated.',
        'коэффициенты не прочитаны, а команд нет в модели, поэтому вероятность оценить нельзя.',
      );
    }
    base.mainRecommendation = tr(lang, `No value found: ${reason}`, `Ставка не рекомендуется: ${reason}`);
  }

  warnings.push(responsible);
  return base;
}

function oddsRead(m: ExtractedMatch): number {
  return [m.homeOdds, m.drawOdds, m.awayOdds].filter((x) => parseOddsStrict(x) !== null).length;
}

function mergeTeams(matches: readonly ExtractedMatch[], screen: OddsScreen) {
  const corrected: [string | null, string | null] = [null, null];
  const raw: [string | null, string | null] = [null, null];
  for (const i of screen.used) {
    const m = matches[i]!;
    const swapped = screen.quotes.find((x) => x.index === i)?.swapped ?? false;
    const c = m.correctedTeams;
    const t = m.teams;
    const ci = swapped ? [c?.[1], c?.[0]] : [c?.[0], c?.[1]];
    const ti = swapped ? [t?.[1], t?.[0]] : [t?.[0], t?.[1]];
    for (const k of [0, 1] as const) {
      corrected[k] ??= ci[k] || null;
      raw[k] ??= ti[k]?.trim() || null;
    }
  }
  return { corrected, raw };
}

export { isDrawSport };

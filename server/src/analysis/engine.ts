import type { AnalysisFacts, ExtractedMatch, Fact, Language, PredictionResult } from '@shared/prediction';
import { parseOddsStrict } from '@shared/odds';
import { renderResult } from '@shared/analysis-text';
import type { DevigMethod } from './devig';
import { round1 } from './format';
import { buildOddsScreen, matchGroups, whyDifferent, type MatchGroup, type OddsScreen, type Side } from './odds-screen';
import type { RatingsModel } from './team-model';
import { defaultNames, localNames, type NameLookup } from './names';
import { marketStage, MIN_TRUSTED_OCR, readingWarnings } from './stages/market';
import { modelStage } from './stages/model';
import { finalProbabilities, headlineFact, MIN_EDGE, optionsStage, STAKE_CAP_PERCENT } from './stages/options';
import { confidenceStage } from './stages/confidence';
import { evidenceStage } from './stages/evidence';
import { measuredEdge, referenceStage } from './stages/reference';
import { spreadStage } from './stages/spread';
import { loadEvidence } from './reference/track-record';
import type { ReferenceEvidence, ReferencePrice } from './reference/types';

export { MIN_TRUSTED_OCR };

/**
 * The analysis engine: extracted screenshots in, an explained PredictionResult out. Pure apart from the gazetteer's
 * names (loaded once): the caller passes the loaded ratings. The screenshots are grouped into matches first; each match
 * goes through four stages (market, model, options, confidence) that return facts (codes and numbers). The texts of
 * the result are rendered from those facts (shared/src/analysis-text.ts), here in the request language, and again in
 * the reader's language and odds format whenever it is read. Rules and thresholds: docs/decisions/0003-analysis-engine.md.
 */

export const ENGINE_VERSION = 'analysis-1.1.0';
export { STAKE_CAP_PERCENT, kellyStakePercent, riskLevel } from './stages/options';
/** Used when no ratings artifact is available; the artifact carries the method the backtest selected. */
export const FALLBACK_DEVIG: DevigMethod = 'shin';

export interface AnalyzeOptions {
  language: Language;
  ratings?: RatingsModel | null;
  now?: Date;
  /** Russian names of clubs; defaults to the gazetteer's. */
  names?: NameLookup | null;
  /** The first match is the one the user chose: its group is the primary match whatever the others show. */
  firstIsPrimary?: boolean;
  /**
   * Fair prices from outside the screenshots (a live odds feed, the market-implied ratings), fetched by the pipeline
   * for the primary match before the engine runs (issue 49). The request's own screenshots are added here.
   */
  references?: readonly ReferencePrice[];
  /** Each source's record on history; defaults to the committed backtest report's. */
  evidence?: ReferenceEvidence;
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

/**
 * Analyses the primary match (the one most screenshots show); screenshots of other matches (other teams, or the same
 * teams on another date) are analysed on their own in `otherMatches`, and never priced against the primary one.
 */
export function analyzeMatches(matches: ExtractedMatch[], opts: AnalyzeOptions): PredictionResult {
  // Nothing read anywhere: one answer for the whole request rather than one empty "match" per screenshot.
  if (!hasUsableData(matches)) return analyzeGroup(matches, { indexes: matches.map((_, i) => i), swapped: new Set() }, [], opts);
  const groups = matchGroups(matches);
  const first = opts.firstIsPrimary ? groups.find((g) => g.indexes.includes(0)) : undefined;
  const [primary, ...others] = first ? [first, ...groups.filter((g) => g !== first)] : groups;
  if (!primary) return analyzeGroup(matches, { indexes: [], swapped: new Set() }, [], opts);
  const result = analyzeGroup(matches, primary, others, opts);
  if (others.length) result.otherMatches = others.map((g) => analyzeGroup(matches, g, [], { ...opts, references: [] }));
  return result;
}

function analyzeGroup(
  matches: readonly ExtractedMatch[],
  group: MatchGroup,
  others: MatchGroup[],
  opts: AnalyzeOptions,
): PredictionResult {
  const ratings = opts.ratings ?? null;
  const now = opts.now ?? new Date();
  const devigMethod: DevigMethod = ratings?.file.market.devigMethod ?? FALLBACK_DEVIG;
  const screen = buildOddsScreen(matches, group);
  const used = screen.used.map((i) => matches[i]!);
  const sport = majority(used.map((m) => m.sport?.toLowerCase() ?? null));
  const league = majority(used.map((m) => m.league));
  const primaryIdx = [...screen.used].sort((a, b) => oddsRead(matches[b]!) - oddsRead(matches[a]!) || a - b)[0] ?? 0;
  const primary = matches[primaryIdx];
  const merged = mergeTeams(matches, screen);
  const lookup = opts.names === undefined ? defaultNames() : opts.names;
  const names = localNames(merged.raw, merged.corrected, lookup);
  const sides: Side[] = screen.threeWay ? ['home', 'draw', 'away'] : ['home', 'away'];

  const warnings: Fact[] = [];
  const factors: Fact[] = [];
  for (const g of others) {
    const m = matches[g.indexes[0]!]!;
    const t = m.correctedTeams ?? m.teams;
    const ru = localNames([m.teams?.[0] ?? null, m.teams?.[1] ?? null], m.correctedTeams ?? [null, null], lookup).ru;
    warnings.push({
      code: 'other-match',
      p: {
        screenshots: g.indexes,
        home: t?.[0] ?? null,
        away: t?.[1] ?? null,
        homeRu: ru[0],
        awayRu: ru[1],
        date: m.date,
        reason: group.indexes.length ? whyDifferent(matches, group.indexes[0]!, g.indexes[0]!) : 'teams',
      },
    });
  }

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

  const facts: AnalysisFacts = {
    v: 1,
    verdict: 'no-bet',
    threeWay: screen.threeWay,
    sport,
    names,
    oddsFormat: extractedData.oddsFormat,
    source: null,
    method: devigMethod,
    modelWeight: 0,
    minEdge: 0.02,
    stakeCapPercent: STAKE_CAP_PERCENT,
    screenshots: screen.used,
    headline: { code: 'headline.nothing-read' },
    factors,
    warnings,
    options: [],
    grid: [],
    model: null,
  };
  const base: PredictionResult = {
    language: opts.language,
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
    keyFactors: [],
    warnings: [],
    screenshotsAnalyzed: used.length,
    engineVersion: ENGINE_VERSION + (ratings ? `+ratings-${ratings.file.generatedAt.slice(0, 10)}` : ''),
    facts,
  };

  if (!hasUsableData(used)) {
    base.overallConfidence = matches.length ? 5 : 0;
    warnings.push({ code: 'nothing-read' }, { code: 'responsible' });
    return renderResult(base, opts.language);
  }

  // A spread pick is analysed for information only: no market, model or second opinion of the match result applies
  // to a price of covering a line (stages/spread.ts). It is always a group of its own.
  const spread = used.find((m) => m.market === 'spread');
  if (spread) {
    const stage = spreadStage(spread);
    factors.push(...stage.factors);
    if (used.some((m) => m.live)) warnings.push({ code: 'live' });
    const reading = readingWarnings(screen, ['home', 'away'], used, true);
    warnings.push(...reading.warnings, { code: 'responsible' });
    base.overallConfidence = confidenceStage({
      used,
      screen,
      sides: ['home', 'away'],
      meanOcr: reading.meanOcr,
      meanMargin: null,
      trustedQuotes: 0,
      modelFreshness: null,
      modelApplies: false,
      otherScreenshots: matches.length - used.length,
    });
    Object.assign(facts, {
      verdict: 'cannot-judge',
      threeWay: false,
      headline: stage.headline,
      reading: readingSource(used),
    } satisfies Partial<AnalysisFacts>);
    return renderResult(base, opts.language);
  }

  // Stage 1: the market.
  const market = marketStage(screen, sides, devigMethod, matches);
  factors.push(...market.factors);
  warnings.push(...market.warnings);
  const slip = used.some((m) => m.pickedOutcome) && !screen.quotes.some((x) => x.complete);
  const reading = readingWarnings(screen, sides, used, slip);
  warnings.push(...reading.warnings);

  // Stage 2: the team-strength model.
  const model = modelStage({
    sport,
    threeWay: screen.threeWay,
    corrected: merged.corrected,
    printed: merged.raw,
    date: extractedData.date,
    ratings,
    now,
  });
  factors.push(...model.factors);
  warnings.push(...model.warnings);

  // The second opinion: a fair price from outside the screenshot's book that earned its place on history.
  const reference = referenceStage({
    screen,
    sides,
    devigMethod,
    given: opts.references ?? [],
    evidence: opts.evidence ?? loadEvidence(MIN_EDGE),
  });
  factors.push(...reference.factors);
  warnings.push(...reference.warnings);

  // Final probabilities.
  const p = model.prediction;
  const blended = finalProbabilities(market.fair, p ? [p.home, p.draw, p.away] : null, model.weight, screen.threeWay);
  const external = market.fair && reference.fair && reference.advising?.kind !== 'screenshots';
  const final = external ? reference.fair : blended.final;
  const source = external ? 'reference' : blended.source;
  base.marketAnalysis = market.analysis;
  base.model = model.analysis;
  base.probabilities = final
    ? {
        home: round1(final[0]! * 100),
        draw: screen.threeWay ? round1(final[1]! * 100) : null,
        away: round1(final[screen.threeWay ? 2 : 1]! * 100),
      }
    : null;

  const picked = used.find((m) => m.pickedOutcome)?.pickedOutcome ?? null;
  if (picked && screen.best[picked]) factors.push({ code: 'slip', p: { key: picked, price: screen.best[picked]!.price } });
  const evidence = evidenceStage({
    screen,
    sides,
    used,
    matches,
    slip,
    picked,
    marketFair: market.fair,
    source,
    reference: {
      advising: reference.advising !== null,
      books: reference.books,
      shown: reference.facts && !reference.facts.advises ? { kind: reference.facts.kind, name: reference.facts.name } : null,
      meanMargin: market.meanMargin,
    },
  });
  warnings.push(...evidence.warnings);

  // Stage 4 (needed by the options' confidence): how far the reading can be trusted.
  base.overallConfidence = confidenceStage({
    used,
    screen,
    sides,
    meanOcr: reading.meanOcr,
    meanMargin: market.meanMargin,
    trustedQuotes: market.trustedQuotes,
    modelFreshness: p ? p.freshness : null,
    modelApplies: model.applies,
    otherScreenshots: matches.length - used.length,
  });

  // Stage 3: the options and the one recommendation.
  const options = optionsStage({
    final,
    source,
    screen,
    sides,
    overall: base.overallConfidence,
    trustedQuotes: market.trustedQuotes,
    readingTrusted: reading.meanOcr === null || reading.meanOcr >= MIN_TRUSTED_OCR,
    unsureScreenshots: new Set(
      matches.flatMap((m, i) => (typeof m.ocrConfidence === 'number' && m.ocrConfidence < MIN_TRUSTED_OCR ? [i] : [])),
    ),
    informationOnly: evidence.gap !== null,
    stakeEdge: reference.advising ? measuredEdge(reference.track) : null,
  });
  base.bettingOptions = options.options;
  base.recommendedOption = options.recommended;
  const shown = sides.filter((s) => screen.best[s]);
  facts.headline =
    evidence.headline ??
    headlineFact({
      stage: options,
      meanMargin: market.meanMargin,
      final,
      source,
      partial:
        !options.best && (slip || (!final && shown.length > 0))
          ? { keys: shown, prices: shown.map((s) => screen.best[s]!.price) }
          : null,
    });
  facts.verdict = options.verdict;
  facts.reading = readingSource(used);
  facts.source = source;
  facts.reference = reference.facts;
  facts.modelWeight = model.weight;
  facts.minEdge = options.minEdge;
  facts.options = options.optionFacts;
  facts.grid = market.grid;
  facts.model = model.record;
  warnings.push({ code: 'responsible' });
  return renderResult(base, opts.language);
}

/** Where the analysed values came from, and the least sure price left unchecked (0..100), for the result page. */
function readingSource(used: readonly ExtractedMatch[]): NonNullable<AnalysisFacts['reading']> {
  const layouts = new Set(used.map((m) => m.layout));
  const source = layouts.has('manual') && layouts.size === 1 ? 'manual' : layouts.has('confirmed') ? 'confirmed' : 'screenshots';
  const ocr = used.map((m) => m.ocrConfidence).filter((x): x is number => typeof x === 'number');
  return { source, ocrConfidence: ocr.length ? Math.round(Math.min(...ocr)) : null };
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

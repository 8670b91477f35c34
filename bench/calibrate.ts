/**
 * Fits the reader's calibrated confidences (names and prices; server/src/extraction/verify/calibrate.ts and
 * price-trust.ts) on the tune parts of the real sets, and reports how they follow correctness on both parts.
 *
 *   npm run bench:calibrate            fit on the tune parts, print the weights and the calibration tables
 *
 * OCR comes from the cache alone (bench/lib/ocr-cache.ts; run `npm run bench:ocr` once to fill it). The check
 * parts are read only to report (docs/decisions/0051): no weight depends on them. A match aligned to no labelled
 * row counts as wrong names on real-dev3 and real-dev4, whose list screenshots label every visible row; on the
 * older sets, which label one row a page, it is left out. Prices are judged only on matches aligned to a row.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TRUSTED_PRICE_CONFIDENCE, type ReadMatch } from '@shared/reading';
import { readWithEvidence } from '../server/src/extraction/assemble/matches';
import { loadGazetteer } from '../server/src/extraction/names/gazetteer';
import { NAME_FEATURES, NAME_WEIGHTS, calibratedNames, type NameFeatures } from '../server/src/extraction/verify/calibrate';
import { PRICE_FEATURES, PRICE_WEIGHTS, calibratedPrices, type PriceFeatures } from '../server/src/extraction/verify/price-trust';
import type { Weights } from '../server/src/extraction/verify/logistic';
import { DEFAULT_OCR_ENGINE } from '../server/src/ocr/engine-kinds';
import { repoRoot } from './lib/bench-common';
import { fitLogistic, type Sample } from './lib/logistic-fit';
import { cacheKey, ocrVersion, readCache } from './lib/ocr-cache';
import { NAMES_UNSURE, readRealSet, scoreReal } from './lib/ocr-rows';
import { REAL_SETS, type RealPart } from './lib/real-split';

const FULLY_LABELLED = new Set(['real-dev3', 'real-dev4']);
const corpus = path.resolve(repoRoot, '../shared/corpus');
const version = ocrVersion(['eng', 'rus'], DEFAULT_OCR_ENGINE);
const gazetteer = loadGazetteer();

interface Observed {
  set: string;
  part: RealPart;
  names: Sample<keyof NameFeatures> | null;
  prices: Sample<keyof PriceFeatures> | null;
}

const hasPrice = (m: ReadMatch) => !!(m.odds.home || m.odds.draw || m.odds.away);
const observed: Observed[] = [];
let notCached = 0;
for (const set of REAL_SETS) {
  for (const img of readRealSet(set, path.join(corpus, set))) {
    const hit = fs.existsSync(img.path) ? readCache(cacheKey(fs.readFileSync(img.path), version), version) : null;
    if (!hit) {
      notCached++;
      continue;
    }
    const verified = readWithEvidence(hit.page, { gazetteer, scale: hit.scale }).filter((v) => hasPrice(v.match));
    const score = scoreReal(
      img,
      verified.map((v) => v.match),
      hit.page,
    );
    verified.forEach((v, k) => {
      const s = score.matches[k]!;
      const aligned = s.row !== null;
      const judgeNames = aligned || FULLY_LABELLED.has(set);
      observed.push({
        set,
        part: img.part,
        names: v.names && judgeNames ? { x: v.names, y: s.namesRight ? 1 : 0 } : null,
        prices: v.prices && aligned ? { x: v.prices, y: s.pricesRight ? 1 : 0 } : null,
      });
    });
  }
}

const of = <T>(part: RealPart, pick: (o: Observed) => T | null) =>
  observed.filter((o) => o.part === part).flatMap((o) => (pick(o) ? [pick(o)!] : []));

if (!of('tune', (o) => o.prices).length) {
  console.log(`no real screenshot is in the OCR cache (${notCached} left out): run npm run bench:ocr first`);
  process.exit(1);
}

const nameWeights = fitLogistic(
  of('tune', (o) => o.names),
  NAME_FEATURES,
);
const priceWeights = fitLogistic(
  of('tune', (o) => o.prices),
  PRICE_FEATURES,
);

const BANDS = [0, 0.4, 0.6, 0.8, 0.9, 1.01];
function table<K extends string>(label: string, samples: Sample<K>[], p: (x: Record<K, number>) => number, trust: number) {
  const cells = BANDS.slice(1).map((hi, i) => {
    const lo = BANDS[i]!;
    const inBand = samples.filter((s) => p(s.x) >= lo && p(s.x) < hi);
    return `${lo.toFixed(1)}-${Math.min(1, hi).toFixed(1)}: ${inBand.filter((s) => s.y).length}/${inBand.length}`;
  });
  const trusted = samples.filter((s) => p(s.x) >= trust);
  const wrong = trusted.filter((s) => !s.y).length;
  console.log(`  ${label.padEnd(26)} ${cells.join('  ')}   trusted ${trusted.length}, wrong among them ${wrong}`);
}

const show = (w: Record<string, number>) =>
  Object.entries(w)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
console.log(`samples (tune): names ${of('tune', (o) => o.names).length}, prices ${of('tune', (o) => o.prices).length}`);
if (notCached) console.log(`${notCached} real screenshot(s) not in the OCR cache, left out (run npm run bench:ocr)`);
console.log(`\nname weights, fitted:  ${show(nameWeights)}`);
console.log(`name weights, in code: ${show(NAME_WEIGHTS)}`);
console.log(`price weights, fitted:  ${show(priceWeights)}`);
console.log(`price weights, in code: ${PRICE_WEIGHTS ? show(PRICE_WEIGHTS) : 'none (the raw confidence)'}`);

for (const part of ['tune', 'check'] as const) {
  const names = of(part, (o) => o.names);
  const prices = of(part, (o) => o.prices);
  console.log(
    `\n${part} parts: right/returned per confidence band (names trusted at ${NAMES_UNSURE}, prices at ${TRUSTED_PRICE_CONFIDENCE})`,
  );
  table('names, raw', names, (x) => x.raw, NAMES_UNSURE);
  table('names, in code', names, (x) => calibratedNames(x), NAMES_UNSURE);
  table('names, fitted', names, (x) => calibratedNames(x, nameWeights as Weights<keyof NameFeatures>), NAMES_UNSURE);
  table('prices, raw', prices, (x) => x.raw, TRUSTED_PRICE_CONFIDENCE);
  table('prices, in code', prices, (x) => calibratedPrices(x), TRUSTED_PRICE_CONFIDENCE);
  table(
    'prices, fitted',
    prices,
    (x) => calibratedPrices(x, priceWeights as Weights<keyof PriceFeatures>),
    TRUSTED_PRICE_CONFIDENCE,
  );
}

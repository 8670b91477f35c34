/**
 * Scoring rules of the OCR benchmark (bench/ocr.ts): a ScreenshotReading (every match the extractor returned) against
 * one BenchImage (bench/lib/ocr-labels.ts).
 *
 * names      : a side is right when the read name equals the label after folding (case, diacritics, punctuation,
 *              Cyrillic transliteration), or one name's tokens are a subset of the other's (a slip prints 'Lions'
 *              for 'Detroit Lions'), or both map to the same gazetteer club. A null label side is not scored.
 * prices     : compared as decimal values (toDecimal; comma decimals normalised), equal to 0.005.
 * teams      : the primary event's teams read right by the most prominent match.
 * odds       : every printed slot of the primary event (a slip: the selection's slot) equals the most prominent
 *              match's; a printed '-' expects no price.
 * date       : month and day, where the primary event's date is printed.
 * rightMatch : the most prominent match equals one labelled event: both teams and prices. Prices agree when every
 *              printed price is read right and no price is returned where none is printed; on a slip, the
 *              selection's price is read right.
 * rowRecall  : labelled events with a price found anywhere among the returned matches (same rule as rightMatch).
 * negative   : an image with no 1X2/moneyline price printed: no returned match carries a price.
 * misread    : a returned match whose teams equal a labelled row but which returns a price that row does not
 *              print (a wrong number, or a number where '-' or nothing is printed), with no labelled row of those
 *              teams agreeing. A missing price is not a misread.
 */
import { MIN_TRUSTED_OCR } from '../../server/src/analysis/engine';
import type { ReadMatch, ScreenshotReading } from '@shared/reading';
import { toDecimal } from '@shared/odds';
import type { Gazetteer } from '../../server/src/extraction/names/gazetteer-types';
import { mostProminent } from '../../server/src/extraction/assemble/matches';
import { foldText } from '../../server/src/extraction/page/normalize';
import { hasPrice, isPrice, SLOTS, type BenchImage, type LabelEvent, type LabelPrice, type Slot } from './ocr-labels';

export function sideOk(
  read: string | null | undefined,
  readCanonical: string | null | undefined,
  label: string,
  labelCanonical: string | null | undefined,
  gaz?: Gazetteer,
): boolean {
  if (!read) return false;
  const a = foldText(read);
  const b = foldText(label);
  if (!a) return false;
  if (a === b) return true;
  const ta = a.split(' ');
  const tb = b.split(' ');
  if (ta.every((t) => tb.includes(t)) || tb.every((t) => ta.includes(t))) return true;
  if (readCanonical) {
    if (labelCanonical && labelCanonical === readCanonical) return true;
    if (gaz && gaz.matchTeam(label)?.canonical === readCanonical) return true;
  }
  return false;
}

export function teamsOk(m: Pick<ReadMatch, 'teams' | 'canonicalTeams'> | null, e: LabelEvent, gaz?: Gazetteer): boolean {
  if (!m?.teams) return false;
  return ([0, 1] as const).every((i) => {
    const want = e.teams[i];
    return want == null || sideOk(m.teams![i], m.canonicalTeams?.[i], want, e.canonical?.[i], gaz);
  });
}

/** A read price (printed string, or null) against a label slot. */
export function priceOk(read: string | null | undefined, want: LabelPrice): boolean {
  if (!isPrice(want)) return read == null;
  if (read == null) return false;
  return Math.abs(toDecimal(read.replace(/\s+/g, '')) - want.decimal) < 0.0051;
}

/** Slots a right reading of this event must get right: a slip's selection, else every slot. */
export function scoredSlots(e: LabelEvent): Slot[] {
  return e.selection && isPrice(e.odds[e.selection]) ? [e.selection] : [...SLOTS];
}

/** Prices agree: see rightMatch in the header. */
export function pricesAgree(m: Pick<ReadMatch, 'odds'>, e: LabelEvent): boolean {
  if (!hasPrice(e)) return false;
  return scoredSlots(e).every((s) => priceOk(m.odds[s], e.odds[s]));
}

export const matchesEvent = (m: ReadMatch, e: LabelEvent, gaz?: Gazetteer) => teamsOk(m, e, gaz) && pricesAgree(m, e);

/** Slots where the match returns a price the event does not print. */
export function wrongSlots(m: Pick<ReadMatch, 'odds'>, e: LabelEvent): Slot[] {
  return SLOTS.filter((s) => m.odds[s] != null && !priceOk(m.odds[s], isPrice(e.odds[s]) ? e.odds[s] : null));
}

const priced = (m: ReadMatch) => SLOTS.some((s) => m.odds[s] != null);

export interface Misread {
  file: string;
  teams: ReadMatch['teams'];
  read: Record<Slot, string | null>;
  /** The labelled row(s) of those teams, as printed. */
  label: Record<Slot, string | null>[];
  /**
   * A stake could rest on it: the market is complete and the price confidence reaches the engine's trust threshold.
   * Others are shown to the user marked as unsure, and the engine advises no stake on them.
   */
  trusted: boolean;
}

export interface ImageScore {
  file: string;
  family: string;
  teams: boolean | null;
  date: boolean | null;
  /** One entry per scored slot of the primary event. */
  odds: boolean[];
  rightMatch: boolean | null;
  rows: { found: number; total: number };
  negative: boolean | null;
  misreads: Misread[];
  /** The most prominent match, for the miss list. */
  top: Pick<ReadMatch, 'teams' | 'date' | 'odds' | 'kind'> | null;
  matches: number;
}

const printedOdds = (e: LabelEvent): Record<Slot, string | null> => {
  const p = (x: LabelPrice) => (x === 'suspended' ? '-' : x ? x.printed : null);
  return { home: p(e.odds.home), draw: p(e.odds.draw), away: p(e.odds.away) };
};

function dateOk(read: string | null, want: { month: number; day: number }): boolean {
  const m = read ? /(\d{2})-(\d{2})$/.exec(read) : null;
  return !!m && Number(m[1]) === want.month && Number(m[2]) === want.day;
}

export function scoreImage(reading: Pick<ScreenshotReading, 'matches'>, img: BenchImage, gaz?: Gazetteer): ImageScore {
  const top = mostProminent(reading.matches);
  const primary = img.primary != null ? img.events[img.primary]! : null;
  const pricedEvents = img.events.filter(hasPrice);
  const recallEvents = pricedEvents.filter((e) => e.recall);

  const teams = primary ? teamsOk(top, primary, gaz) : null;
  const date = primary?.date ? dateOk(top?.date ?? null, primary.date) : null;
  const odds =
    primary && hasPrice(primary)
      ? scoredSlots(primary)
          .filter((s) => primary.odds[s] != null)
          .map((s) => priceOk(top?.odds[s], primary.odds[s]))
      : [];
  const rightMatch = pricedEvents.length ? !!top && pricedEvents.some((e) => matchesEvent(top, e, gaz)) : null;
  const found = recallEvents.filter((e) => reading.matches.some((m) => matchesEvent(m, e, gaz))).length;
  const negative = img.negative ? !reading.matches.some(priced) : null;

  const misreads: Misread[] = [];
  for (const m of reading.matches) {
    if (!priced(m)) continue;
    const same = img.events.filter((e) => teamsOk(m, e, gaz));
    if (same.length && same.every((e) => wrongSlots(m, e).length > 0)) {
      misreads.push({
        file: img.file,
        teams: m.teams,
        read: { ...m.odds },
        label: same.map(printedOdds),
        trusted: m.complete && m.confidence.odds * 100 >= MIN_TRUSTED_OCR,
      });
    }
  }
  return {
    file: img.file,
    family: img.family,
    teams,
    date,
    odds,
    rightMatch,
    rows: { found, total: recallEvents.length },
    negative,
    misreads,
    top: top ? { teams: top.teams, date: top.date, odds: { ...top.odds }, kind: top.kind } : null,
    matches: reading.matches.length,
  };
}

export interface Rate {
  n: number;
  ok: number;
  rate: number | null;
}

const rate = (ok: number, n: number): Rate => ({ n, ok, rate: n ? ok / n : null });
const pct = (xs: (boolean | null)[]) => {
  const v = xs.filter((x): x is boolean => x !== null);
  return rate(v.filter(Boolean).length, v.length);
};

export interface Summary {
  images: number;
  teams: Rate;
  oddsValues: Rate;
  date: Rate;
  rightMatch: Rate;
  rowRecall: Rate;
  negatives: Rate;
  misreads: number;
  /** Misreads a stake could rest on (complete market, trusted price confidence): the number that must be zero. */
  trustedMisreads: number;
}

export function summarise(scores: ImageScore[]): Summary {
  return {
    images: scores.length,
    teams: pct(scores.map((s) => s.teams)),
    oddsValues: pct(scores.flatMap((s) => s.odds)),
    date: pct(scores.map((s) => s.date)),
    rightMatch: pct(scores.map((s) => s.rightMatch)),
    rowRecall: rate(
      scores.reduce((a, s) => a + s.rows.found, 0),
      scores.reduce((a, s) => a + s.rows.total, 0),
    ),
    negatives: pct(scores.map((s) => s.negative)),
    misreads: scores.reduce((a, s) => a + s.misreads.length, 0),
    trustedMisreads: scores.reduce((a, s) => a + s.misreads.filter((m) => m.trusted).length, 0),
  };
}

/** The tuning objective: mean of teams, odds values, date and right match (metrics with nothing to score left out). */
export function objective(s: Summary): number {
  const rates = [s.teams, s.oddsValues, s.date, s.rightMatch].map((r) => r.rate).filter((r): r is number => r != null);
  return rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : 0;
}

/** What an image missed, in words, for the miss list ('' when nothing). */
export function missText(s: ImageScore): string {
  return [
    s.teams === false && 'teams',
    s.odds.some((x) => !x) && 'odds',
    s.date === false && 'date',
    s.rightMatch === false && 'right match',
    s.rows.found < s.rows.total && s.rows.total > 1 && `rows ${s.rows.found}/${s.rows.total}`,
    s.negative === false && 'negative (prices returned)',
    s.misreads.length > 0 && `${s.misreads.length} misread`,
  ]
    .filter(Boolean)
    .join(', ');
}

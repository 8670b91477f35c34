/**
 * One internal label shape for every screenshot set the OCR benchmark reads. Each set's labels.jsonl has its own
 * format (see readSetLabels); the adapters below turn them into BenchImage so scoring has one set of rules.
 *
 *   gen           : bench/corpus/out (npm run corpus:generate): `events` with printed odds strings, `primary`,
 *                   `negative`, `family`.
 *   synthetic-dev : one event per image, odds as decimal numbers plus `oddsText` as printed; family = template.
 *   real-dev      : one event, odds as printed strings; a slip carries a free-text `selection` and one price.
 *   real-dev2     : odds as printed (comma decimals, "-" for suspended); `events` rows {"teams","1","X","2"} on
 *                   lists, `bookmaker_rows` on an odds comparison (other valid readings of the same event),
 *                   `selection` on slips, `kind`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { toDecimal } from '@shared/odds';
import type { Outcome } from '@shared/prediction';

export type Slot = Outcome;
export const SLOTS: readonly Slot[] = ['home', 'draw', 'away'];

/** A printed price, a printed '-' (suspended: the reader must return no price there), or null (nothing printed). */
export type LabelPrice = { printed: string; decimal: number } | 'suspended' | null;

export interface LabelEvent {
  /** [home, away]; a null side is not scored (a slip that names one side). */
  teams: [string | null, string | null];
  /** Canonical (gazetteer) names when the label gives them. */
  canonical: [string | null, string | null] | null;
  /** Month and day, only where printed. */
  date: { month: number; day: number } | null;
  odds: Record<Slot, LabelPrice>;
  /** On a slip: the side picked, whose price is the one printed. */
  selection: Slot | null;
  /** Counted in row recall. False for another valid reading of the same event (a comparison's bookmaker rows). */
  recall: boolean;
}

export interface BenchImage {
  set: string;
  /** Path relative to the set's directory, as in the labels. */
  file: string;
  /** Absolute path of the image. */
  path: string;
  family: string;
  language: string | null;
  events: LabelEvent[];
  /** Index in events of the match a reader should take when the user picks none; null when there is none. */
  primary: number | null;
  /** No 1X2/moneyline price is printed: the reader must return none. */
  negative: boolean;
}

/** Label value to LabelPrice: numbers are decimal odds; strings are as printed ('2,10', '4/5', '-130', '-'). */
export function labelPrice(v: unknown, printedText?: unknown): LabelPrice {
  const text = typeof printedText === 'string' && printedText.trim() ? printedText.trim() : null;
  if (v == null && text == null) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? { printed: text ?? String(v), decimal: v } : null;
  const s = (text ?? String(v)).trim();
  if (!s) return null;
  if (/^[-–—]$/.test(s)) return 'suspended';
  const d = toDecimal(s.replace(/\s+/g, ''));
  return d > 1 ? { printed: s, decimal: d } : null;
}

export const isPrice = (p: LabelPrice): p is { printed: string; decimal: number } => p != null && p !== 'suspended';

export const hasPrice = (e: LabelEvent) => SLOTS.some((s) => isPrice(e.odds[s]));

/** 'YYYY-MM-DD', '--MM-DD' or {month, day} to month and day. */
export function labelDate(v: unknown): { month: number; day: number } | null {
  if (v == null) return null;
  if (typeof v === 'string') {
    const m = /^(?:\d{4}|-)-(\d{2})-(\d{2})/.exec(v);
    return m ? { month: Number(m[1]), day: Number(m[2]) } : null;
  }
  if (typeof v === 'object') {
    const o = v as { month?: unknown; day?: unknown };
    if (typeof o.month === 'number' && typeof o.day === 'number') return { month: o.month, day: o.day };
  }
  return null;
}

function labelTeams(v: unknown): [string | null, string | null] | null {
  if (!Array.isArray(v) || v.length !== 2) return null;
  const side = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : null);
  const t: [string | null, string | null] = [side(v[0]), side(v[1])];
  return t[0] || t[1] ? t : null;
}

const OUTCOMES = new Set<string>(SLOTS);

/** The only printed slot of an event, when exactly one is printed (what a slip shows). */
function singlePricedSlot(odds: Record<Slot, LabelPrice>): Slot | null {
  const priced = SLOTS.filter((s) => isPrice(odds[s]));
  return priced.length === 1 ? priced[0]! : null;
}

type Raw = Record<string, unknown>;

function oddsOf(o: unknown, text?: unknown): Record<Slot, LabelPrice> {
  const r = (o ?? {}) as Raw;
  const t = (text ?? {}) as Raw;
  return {
    home: labelPrice(r['home'], t['home']),
    draw: labelPrice(r['draw'], t['draw']),
    away: labelPrice(r['away'], t['away']),
  };
}

function finish(
  set: string,
  dir: string,
  file: string,
  family: string,
  language: unknown,
  events: LabelEvent[],
  primary: number | null,
  negative?: boolean,
): BenchImage {
  return {
    set,
    file,
    path: path.join(dir, file),
    family,
    language: typeof language === 'string' ? language : null,
    events,
    primary: primary != null && events[primary] ? primary : null,
    negative: negative ?? !events.some(hasPrice),
  };
}

/** Generated corpus (bench/corpus/out/labels.jsonl). */
export function fromGenerated(r: Raw, dir: string, set = 'gen'): BenchImage {
  const events: LabelEvent[] = [];
  for (const e of (r['events'] as Raw[] | undefined) ?? []) {
    const teams = labelTeams(e['teams']);
    if (!teams) continue;
    const sel = typeof e['selection'] === 'string' && OUTCOMES.has(e['selection']) ? (e['selection'] as Slot) : null;
    events.push({
      teams,
      canonical: labelTeams(e['canonical']),
      date: labelDate(e['date']),
      odds: oddsOf(e['odds']),
      selection: sel,
      recall: true,
    });
  }
  const primary = typeof r['primary'] === 'number' ? r['primary'] : null;
  return finish(
    set,
    dir,
    String(r['file']),
    String(r['family'] ?? 'unknown'),
    r['language'],
    events,
    primary,
    r['negative'] === true ? true : undefined,
  );
}

/** synthetic-dev: one event, odds as decimals plus oddsText as printed. */
export function fromSyntheticDev(r: Raw, dir: string): BenchImage {
  const teams = labelTeams(r['teams']);
  const odds = oddsOf(r['odds'], r['oddsText']);
  const family = String(r['template'] ?? 'unknown');
  const events: LabelEvent[] = teams
    ? [
        {
          teams,
          canonical: null,
          date: labelDate(r['date']),
          odds,
          selection: /slip/i.test(family) ? singlePricedSlot(odds) : null,
          recall: true,
        },
      ]
    : [];
  return finish('synthetic-dev', dir, String(r['file']), family, r['lang'], events, events.length ? 0 : null);
}

/** real-dev and real-dev2: the top-level event, plus list rows (`events`) and comparison rows (`bookmaker_rows`). */
export function fromRealDev(r: Raw, dir: string, set: string): BenchImage {
  const teams = labelTeams(r['teams']);
  const odds = oddsOf(r['odds']);
  const kind = typeof r['kind'] === 'string' ? r['kind'] : null;
  // real-dev's `selection` is free text ('Lions TO WIN'); real-dev2's names the outcome. Either way the printed
  // slot is the picked side when exactly one price is printed.
  const sel =
    typeof r['selection'] === 'string'
      ? OUTCOMES.has(r['selection'])
        ? (r['selection'] as Slot)
        : singlePricedSlot(odds)
      : null;
  const date = labelDate(r['date']);
  const events: LabelEvent[] = [];
  if (teams) events.push({ teams, canonical: null, date, odds, selection: sel, recall: true });
  const same = (a: LabelEvent, b: LabelEvent) =>
    a.teams[0] === b.teams[0] &&
    a.teams[1] === b.teams[1] &&
    SLOTS.every((s) => JSON.stringify(a.odds[s]) === JSON.stringify(b.odds[s]));
  const push = (e: LabelEvent) => {
    if (!events.some((x) => same(x, e))) events.push(e);
  };
  for (const row of (r['events'] as Raw[] | undefined) ?? []) {
    const t = labelTeams(row['teams']);
    if (!t) continue;
    push({
      teams: t,
      canonical: null,
      date: null,
      odds: { home: labelPrice(row['1']), draw: labelPrice(row['X']), away: labelPrice(row['2']) },
      selection: null,
      recall: true,
    });
  }
  for (const row of (r['bookmaker_rows'] as Raw[] | undefined) ?? []) {
    if (!teams) continue;
    push({
      teams,
      canonical: null,
      date,
      odds: { home: labelPrice(row['1']), draw: labelPrice(row['X']), away: labelPrice(row['2']) },
      selection: null,
      recall: false,
    });
  }
  const family = kind ?? (sel ? 'slip' : events.some(hasPrice) ? 'event' : 'no-1x2');
  return finish(set, dir, String(r['file']), family, r['language'], events, events.length ? 0 : null);
}

export function parseJsonl(text: string): Raw[] {
  return text
    .split('\n')
    .filter((s) => s.trim())
    .map((s) => JSON.parse(s) as Raw);
}

/** Generated labels: DIR/labels.jsonl, or one labels.jsonl per family folder (file paths made relative to DIR). */
export function readGeneratedLabels(dir: string): BenchImage[] | null {
  const top = path.join(dir, 'labels.jsonl');
  if (fs.existsSync(top)) return parseJsonl(fs.readFileSync(top, 'utf8')).map((r) => fromGenerated(r, dir));
  if (!fs.existsSync(dir)) return null;
  const out: BenchImage[] = [];
  for (const sub of fs.readdirSync(dir).sort()) {
    const f = path.join(dir, sub, 'labels.jsonl');
    if (!fs.existsSync(f)) continue;
    for (const r of parseJsonl(fs.readFileSync(f, 'utf8'))) {
      const file = String(r['file']);
      out.push(fromGenerated({ ...r, file: file.startsWith(`${sub}/`) ? file : `${sub}/${file}` }, dir));
    }
  }
  return out.length ? out : null;
}

/** A corpus folder under ../shared/corpus with its labels.jsonl. */
export function readSetLabels(set: string, dir: string): BenchImage[] {
  const rows = parseJsonl(fs.readFileSync(path.join(dir, 'labels.jsonl'), 'utf8'));
  if (set === 'synthetic-dev') return rows.map((r) => fromSyntheticDev(r, dir));
  return rows.map((r) => fromRealDev(r, dir, set));
}

/** The label format of labels.jsonl (the OCR benchmark reads exactly this). */
import type { DateLabel, Lang } from './locale';
import { PRICE_PATTERN, type OddsFormat } from './prices';

export type Outcome = 'home' | 'draw' | 'away';

export interface EventLabel {
  /** As printed, in printed order (Cyrillic stays Cyrillic). For two-way boards, home = the first printed. */
  teams: [string, string];
  /** Gazetteer names when known. */
  canonical?: [string | null, string | null];
  league: string | null;
  date: DateLabel | null;
  /** A spread's price is that of covering its line: the reader must read it as the spread it is. */
  market: '1x2' | 'moneyline' | 'spread';
  /** As printed; null where the outcome is not shown, "-" where printed as suspended. */
  odds: Record<Outcome, string | null>;
  odds_format: OddsFormat;
  selection: Outcome | null;
  bookmaker: string | null;
}

export interface ImageLabel {
  file: string;
  family: string;
  language: Lang;
  theme: 'light' | 'dark';
  font: string;
  width: number;
  scale: number;
  jpegQuality: number | null;
  sport: string;
  events: EventLabel[];
  primary: number | null;
  negative: boolean;
}

/** Problems with one image's label (empty when it is consistent): prices must match the declared format. */
export function labelProblems(label: ImageLabel): string[] {
  const problems: string[] = [];
  if (label.negative && label.events.length > 0) problems.push('negative image with events');
  if (!label.negative && label.events.length === 0) problems.push('no events on a positive image');
  if (label.primary !== null && (label.primary < 0 || label.primary >= label.events.length))
    problems.push(`primary ${label.primary} out of range`);
  label.events.forEach((e, i) => {
    for (const [outcome, price] of Object.entries(e.odds)) {
      if (price === null || price === '-') continue;
      if (!PRICE_PATTERN[e.odds_format].test(price)) problems.push(`event ${i} ${outcome}: "${price}" is not ${e.odds_format}`);
    }
    if (e.market === 'moneyline' && e.odds.draw !== null) problems.push(`event ${i}: moneyline with a draw price`);
    if (e.selection !== null && e.odds[e.selection] === null) problems.push(`event ${i}: selection without a price`);
    if (e.teams.some((t) => t.trim() === '')) problems.push(`event ${i}: empty team`);
  });
  return problems;
}

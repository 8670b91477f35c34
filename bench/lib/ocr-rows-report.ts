/** The row-level part of the OCR report (bench/lib/ocr-rows.ts): tables per real set and part, losses, OCR gaps. */
import type { RealPart } from './real-split';
import { gapsMarkdown, type Gap } from './ocr-gaps';
import { summariseReal, type Count, type RealScore, type RowSummary } from './ocr-rows';

export interface RealSetRows {
  name: string;
  scores: RealScore[];
  /** Values OCR never produced on rows lost at "ocr", with their likely cause. */
  gaps?: Gap[];
}

export interface PartSummary {
  set: string;
  part: RealPart | 'all';
  summary: RowSummary;
}

const pct = (c: Count) => (c.n ? `${((c.ok / c.n) * 100).toFixed(1)}% (${c.ok}/${c.n})` : 'n/a');
const short = (c: Count) => (c.n ? `${Math.round((c.ok / c.n) * 100)}% (${c.ok}/${c.n})` : 'n/a');

/** Summaries of every real set: tune, check, and the whole set. */
export function partSummaries(sets: readonly RealSetRows[]): PartSummary[] {
  return sets.flatMap((s) =>
    (['tune', 'check', 'all'] as const).map((part) => ({
      set: s.name,
      part,
      summary: summariseReal(part === 'all' ? s.scores : s.scores.filter((x) => x.part === part)),
    })),
  );
}

const lossText = (s: RowSummary) => `${s.losses.ocr} / ${s.losses.structure} / ${s.losses.names} / ${s.losses.prices}`;

/** The markdown section. */
export function rowsMarkdown(sets: readonly RealSetRows[]): string[] {
  const parts = partSummaries(sets);
  const md: string[] = [
    '## Real sets, row by row (docs/decisions/0051)',
    '',
    "Each real set is split once (bench/lib/real-split.ts: sorted file names, every third file kept aside as **check**); rules may be tuned on **tune** only. Row recall: labelled rows read right (both teams that team, every printed price equal, no price where none is printed). Precision: returned matches with a price that are a labelled row read right, or whose wrong fields are marked unsure. Trusted misread: a trusted price (odds confidence >= 0.8) not the aligned row's; stray: a trusted price on a match that reads no labelled row. Losses: where each row not read right was lost (ocr: OCR words lack a price or a name / structure: words hold it, no match or both parts wrong / names / prices).",
    '',
    '| set | part | images | row recall | precision | trusted misreads | trusted strays | negatives clean | lost: ocr / structure / names / prices |',
    '|---|---|---|---|---|---|---|---|---|',
    ...parts.map(
      ({ set, part, summary: s }) =>
        `| ${set} | ${part} | ${s.images} | ${pct(s.rows)} | ${pct(s.precision)} | ${s.trustedMisreads} | ${s.trustedStrays} | ${pct(s.negatives)} | ${lossText(s)} |`,
    ),
    '',
    '### Calibration (all real sets, returned matches with a price)',
    '',
  ];
  const all = summariseReal(sets.flatMap((s) => s.scores));
  md.push(
    '| confidence band | teams: matches | teams: names right | odds: matches | odds: every price right |',
    '|---|---|---|---|---|',
    ...all.calibration.teams.map((b, i) => {
      const o = all.calibration.odds[i]!;
      return `| ${b.band} | ${b.n} | ${pct({ n: b.n, ok: b.right })} | ${o.n} | ${pct({ n: o.n, ok: o.right })} |`;
    }),
    '',
  );
  for (const set of sets) {
    const lost = set.scores.filter(
      (s) =>
        s.rows.some((r) => !r.right) ||
        s.negative === false ||
        s.matches.some((m) => !m.honest || m.trustedWrong.length || m.stray),
    );
    md.push(`### ${set.name}: rows lost, wrong matches`, '');
    for (const s of lost) {
      const losses = s.rows.filter((r) => !r.right).map((r) => `${r.teams.map((t) => t ?? '·').join(' – ')} [${r.loss}]`);
      const wrong = s.matches.filter((m) => !m.honest || m.trustedWrong.length || m.stray);
      const wrongText = wrong.map(
        (m) =>
          `'${m.teams?.map((t) => t ?? '·').join(' – ') ?? 'no teams'}' ${m.odds.home ?? '·'}/${m.odds.draw ?? '·'}/${m.odds.away ?? '·'} (teams ${m.confidence.teams.toFixed(2)}, odds ${m.confidence.odds.toFixed(2)}${m.trustedWrong.length ? ', TRUSTED MISREAD' : ''}${m.stray ? ', trusted stray' : ''})`,
      );
      const rightRows = s.rows.filter((r) => r.right).length;
      md.push(
        `- ${s.file} (${s.part}): rows ${rightRows}/${s.rows.length}${s.negative === false ? ', NEGATIVE NOT CLEAN' : ''}` +
          (losses.length ? `; lost: ${losses.join('; ')}` : '') +
          (wrongText.length ? `; wrong: ${wrongText.join('; ')}` : ''),
      );
    }
    md.push('');
  }
  const gaps = sets.flatMap((s) => (s.gaps ?? []).map((g) => ({ ...g, set: s.name })));
  if (gaps.length) return [...md, ...gapsMarkdown(gaps)];
  md.push(
    '### Labelled values OCR never produced (rows lost at "ocr")',
    '',
    ...sets.flatMap((set) =>
      set.scores.flatMap((s) => {
        const gaps = s.rows.filter((r) => r.loss === 'ocr').flatMap((r) => r.notInOcr);
        return gaps.length ? [`- ${set.name}/${s.file}: ${[...new Set(gaps)].map((g) => `'${g}'`).join(', ')}`] : [];
      }),
    ),
    '',
  );
  return md;
}

/** One console line per set and part, and the OCR gaps per cause. */
export function printRows(sets: readonly RealSetRows[]): void {
  const gaps = sets.flatMap((s) => s.gaps ?? []);
  const causes = [...new Set(gaps.map((g) => g.cause))];
  if (gaps.length)
    console.log(
      `values OCR never produced, by cause: ${causes.map((c) => `${c} ${gaps.filter((g) => g.cause === c).length}`).join(', ')}`,
    );
  for (const { set, part, summary: s } of partSummaries(sets)) {
    console.log(
      `${set.padEnd(10)} ${part.padEnd(5)} rows ${short(s.rows).padEnd(14)} precision ${short(s.precision).padEnd(14)} trusted misreads ${s.trustedMisreads}, strays ${s.trustedStrays}  negatives ${short(s.negatives).padEnd(10)} lost ocr/structure/names/prices ${lossText(s)}`,
    );
  }
}

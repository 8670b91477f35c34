import type { Kysely } from 'kysely';

/**
 * Issue 48: the track record counts every recorded result, not only the suggested bets. Each prediction's likeliest
 * outcome ('home' | 'draw' | 'away', the highest of its final probabilities) becomes a column, so "the analysis's
 * likeliest outcome happened in K of N" stays one grouped count. Stored history summaries gain the verdict and the
 * pick (the staked option, else the likeliest outcome, with its probability), so old cards show a probability too
 * and never the confidence figure in its place.
 *
 * Rows stored before are filled from their stored result here, in batches. The rules are copied, not imported:
 * a migration must keep doing what it did when it ran first, whatever the app's code becomes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('predictions').addColumn('likeliest_outcome', 'text').execute();
  const BATCH = 500;
  let after = '';
  for (;;) {
    const rows: { id: string; result_json: string; summary_json: string | null }[] = await db
      .selectFrom('predictions')
      .select(['id', 'result_json', 'summary_json'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const filled = fill(row.result_json, row.summary_json);
      if (filled) await db.updateTable('predictions').set(filled).where('id', '=', row.id).execute();
    }
    after = rows[rows.length - 1]!.id;
  }
  await db.schema.createIndex('predictions_likeliest').on('predictions').columns(['outcome', 'likeliest_outcome']).execute();
}

interface StoredResult {
  probabilities?: Record<string, unknown> | null;
  recommendedOption?: unknown;
  bettingOptions?: { key?: unknown; winProbability?: unknown; suggestedStakePercent?: unknown }[];
  model?: { weight?: unknown } | null;
  facts?: { verdict?: unknown; source?: unknown } | null;
}

type Likeliest = { key: string; probability: number };

function likeliestOf(r: StoredResult): Likeliest | null {
  const p = r.probabilities;
  if (!p || typeof p !== 'object') return null;
  let best: Likeliest | null = null;
  for (const key of ['home', 'draw', 'away']) {
    const v = p[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    if (!best || v > best.probability) best = { key, probability: v };
  }
  return best;
}

function fill(resultJson: string, summaryJson: string | null): { likeliest_outcome?: string; summary_json?: string } | null {
  let r: StoredResult;
  try {
    r = JSON.parse(resultJson) as StoredResult;
  } catch {
    return null;
  }
  if (!r || typeof r !== 'object') return null;
  const likeliest = likeliestOf(r);
  const out: { likeliest_outcome?: string; summary_json?: string } = {};
  if (likeliest) out.likeliest_outcome = likeliest.key;
  if (summaryJson) {
    try {
      const summary = JSON.parse(summaryJson) as Record<string, unknown>;
      const options = Array.isArray(r.bettingOptions) ? r.bettingOptions : [];
      const source =
        typeof r.facts?.source === 'string' || r.facts?.source === null
          ? r.facts.source
          : r.probabilities
            ? typeof r.model?.weight === 'number' && r.model.weight > 0
              ? 'blend'
              : 'market'
            : null;
      const staked = options.find(
        (o) =>
          o.key === r.recommendedOption &&
          typeof o.suggestedStakePercent === 'number' &&
          o.suggestedStakePercent > 0 &&
          typeof o.winProbability === 'number',
      );
      summary['verdict'] =
        typeof r.facts?.verdict === 'string'
          ? r.facts.verdict
          : typeof r.recommendedOption === 'string' && r.recommendedOption !== 'no-bet'
            ? 'value'
            : 'no-bet';
      summary['pick'] = staked
        ? { key: staked.key, probability: staked.winProbability, staked: true, source }
        : likeliest
          ? { key: likeliest.key, probability: likeliest.probability, staked: false, source }
          : null;
      if (Array.isArray(summary['bettingOptions'])) {
        summary['bettingOptions'] = (summary['bettingOptions'] as Record<string, unknown>[]).map((o) => {
          const full = options.find((f) => f.key === o['key']);
          return typeof full?.winProbability === 'number' ? { ...o, winProbability: full.winProbability } : o;
        });
      }
      out.summary_json = JSON.stringify(summary);
    } catch {
      // An unreadable summary stays as it is; the card falls back to what it holds.
    }
  }
  return Object.keys(out).length ? out : null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('predictions_likeliest').execute();
  await db.schema.alterTable('predictions').dropColumn('likeliest_outcome').execute();
}

import type { Kysely } from 'kysely';

/**
 * The machine form of each prediction's main recommendation ('home', '1X', 'no-bet', ...) as its own column, so
 * the track record is one grouped count instead of parsing every settled result on each stats call. Rows stored
 * before this migration are filled from their stored result here, in batches.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('predictions').addColumn('recommended_option', 'text').execute();
  const BATCH = 500;
  let after = '';
  for (;;) {
    const rows: { id: string; result_json: string }[] = await db
      .selectFrom('predictions')
      .select(['id', 'result_json'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const option = recommendedOptionOf(row.result_json);
      if (option) await db.updateTable('predictions').set({ recommended_option: option }).where('id', '=', row.id).execute();
    }
    after = rows[rows.length - 1]!.id;
  }
  await db.schema.createIndex('predictions_settled').on('predictions').columns(['outcome', 'recommended_option']).execute();
}

function recommendedOptionOf(resultJson: string): string | null {
  try {
    const option = (JSON.parse(resultJson) as { recommendedOption?: unknown }).recommendedOption;
    return typeof option === 'string' ? option : null;
  } catch {
    return null;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('predictions_settled').execute();
  await db.schema.alterTable('predictions').dropColumn('recommended_option').execute();
}

import type { Kysely } from 'kysely';

/**
 * What OCR read on each upload (a ScreenshotReading as JSON), so the review step's extract and the analysis that
 * follows read every screenshot once. Cleared when the upload is deleted: a reading lives as long as its image.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('reading_json', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('reading_json').execute();
}

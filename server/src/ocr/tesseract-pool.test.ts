import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readScreenshot } from '../extraction/assemble/read-screenshot';
import { OcrTimeoutError } from './engine';
import { preprocessForOcr } from './preprocess';
import { createTesseractEngine } from './tesseract-engine';
import { createTesseractPool } from './tesseract-pool';

const langPath = process.env['OCR_LANG_PATH'] ?? '/usr/share/tesseract-ocr/5/tessdata';

/** A small rendered "event page": dark theme on purpose, so negation is exercised too. */
async function renderPage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="190">
    <rect width="100%" height="100%" fill="#14171c"/>
    <text x="16" y="34" font-family="DejaVu Sans" font-size="18" fill="#e8e8e8">Arsenal - Chelsea</text>
    <text x="16" y="64" font-family="DejaVu Sans" font-size="14" fill="#b0b0b0">Sat 4 Oct, 17:30</text>
    <text x="16" y="104" font-family="DejaVu Sans" font-size="14" fill="#e8e8e8">Match Result</text>
    <rect x="12" y="118" width="160" height="52" rx="6" fill="#2a2f38"/>
    <rect x="180" y="118" width="160" height="52" rx="6" fill="#2a2f38"/>
    <rect x="348" y="118" width="160" height="52" rx="6" fill="#2a2f38"/>
    <text x="22" y="138" font-family="DejaVu Sans" font-size="12" fill="#b0b0b0">Home</text>
    <text x="190" y="138" font-family="DejaVu Sans" font-size="12" fill="#b0b0b0">Draw</text>
    <text x="358" y="138" font-family="DejaVu Sans" font-size="12" fill="#b0b0b0">Away</text>
    <text x="22" y="160" font-family="DejaVu Sans" font-size="16" font-weight="bold" fill="#ffffff">2.10</text>
    <text x="190" y="160" font-family="DejaVu Sans" font-size="16" font-weight="bold" fill="#ffffff">3.40</text>
    <text x="358" y="160" font-family="DejaVu Sans" font-size="16" font-weight="bold" fill="#ffffff">3.25</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('tesseract pool (real OCR on a rendered image)', () => {
  const pool = createTesseractPool({ size: 1, langPath, timeoutMs: 20_000 });
  afterAll(() => pool.close());

  it('returns words with boxes and reads the match through readScreenshot', async () => {
    const png = await renderPage();
    const pre = await preprocessForOcr(png);
    expect(pre.inverted).toBe(true);
    expect(pre.scale).toBe(2);
    const page = await pool.recognize(pre.buffer);
    expect(page.width).toBe(1040);
    expect(page.words.length).toBeGreaterThan(8);
    const w = page.words.find((x) => x.text === '3.40');
    expect(w, page.text).toBeDefined();
    expect(w!.bbox.x1).toBeGreaterThan(w!.bbox.x0);
    expect(w!.bbox.y0).toBeGreaterThan(200); // below the title, in upscaled pixels

    const m = await readScreenshot(createTesseractEngine(pool), png);
    expect([m.homeOdds, m.drawOdds, m.awayOdds]).toEqual(['2.10', '3.40', '3.25']);
    expect(m.teams).toEqual(['Arsenal', 'Chelsea']);
    expect(m.correctedTeams).toEqual(['Arsenal', 'Chelsea']);
    expect(m.time).toBe('17:30');
    // The day and month as printed; the year only where the printed weekday fits one next to today's (issue 50).
    expect(m.date).toMatch(/^(\d{4}|-)-10-04$/);
    if (/^\d{4}/.test(m.date!)) expect(new Date(`${m.date}T12:00:00Z`).getUTCDay()).toBe(6); // Saturday, as printed
  });

  it('replaces a worker whose job times out, and keeps serving', async () => {
    const fast = createTesseractPool({ size: 1, langPath, timeoutMs: 1 });
    try {
      const png = (await preprocessForOcr(await renderPage())).buffer;
      await expect(fast.recognize(png)).rejects.toBeInstanceOf(OcrTimeoutError);
      expect(fast.stats().replaced).toBe(1);
    } finally {
      await fast.close();
    }
    // The shared pool is unaffected.
    const page = await pool.recognize((await preprocessForOcr(await renderPage())).buffer);
    expect(page.text).toContain('Arsenal');
  });
});

/**
 * Why OCR never produced a labelled value (issue 46, item 6), cheaply: for each row lost at "ocr" (bench/lib/ocr-rows.ts),
 * the missing value is placed by the table the other values make (its row's height from the row's values found, its
 * column from the same slot's prices on the other rows), and the pixels and words at that spot named:
 *
 *   decimal point lost : OCR has the price's digits there without its point ('215' for 2.15, '196' for 19.6)
 *   misread            : OCR has a word there, read as something else ('2.6O', '+268' for -347)
 *   coloured button    : no word; the cell's background is saturated or dark (light text on a coloured button)
 *   low contrast       : no word; the cell's lightest and darkest pixels differ little
 *   small text         : no word; the row's text is under SMALL_TEXT_PX high in the screenshot's pixels
 *   clear, not read    : no word, none of the above
 *   not located        : the row or column could not be placed from the values found
 */
import sharp from 'sharp';
import type { OcrPage, OcrWord } from '../../server/src/ocr/engine';
import { fold, similarity, type RealImage, type RealScore } from './ocr-rows';
import { isPrice, SLOTS, type Slot } from './ocr-labels';
import { priceOk } from './ocr-score';

const SMALL_TEXT_PX = 11;
const NAME_SIM = 0.75;

export type GapCause =
  'decimal point lost' | 'misread' | 'coloured button' | 'low contrast' | 'small text' | 'clear, not read' | 'not located';

export interface Gap {
  file: string;
  value: string;
  cause: GapCause;
  detail: string;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};
const cx = (b: Box) => (b.x0 + b.x1) / 2;
const cy = (b: Box) => (b.y0 + b.y1) / 2;

function priceWord(words: OcrWord[], p: { printed: string; decimal: number }): OcrWord | null {
  const printed = p.printed.replace(/,/g, '.').replace(/\s+/g, '');
  return (
    words.find((w) => w.text.replace(/,/g, '.').includes(printed)) ??
    words.find((w) => (w.text.replace(/,/g, '.').match(/[+-]?\d+(?:\.\d+)?(?:\/\d+)?/g) ?? []).some((t) => priceOk(t, p))) ??
    null
  );
}

function nameBox(page: OcrPage, name: string): Box | null {
  const n = fold(name).split(' ').length;
  for (const line of page.lines)
    for (let k = Math.max(1, n - 1); k <= n + 1; k++)
      for (let i = 0; i + k <= line.words.length; i++) {
        const ws = line.words.slice(i, i + k);
        if (similarity(ws.map((w) => w.text).join(' '), name) >= NAME_SIM)
          return {
            x0: Math.min(...ws.map((w) => w.bbox.x0)),
            y0: Math.min(...ws.map((w) => w.bbox.y0)),
            x1: Math.max(...ws.map((w) => w.bbox.x1)),
            y1: Math.max(...ws.map((w) => w.bbox.y1)),
          };
      }
  return null;
}

/** Background and contrast of a box of the original screenshot. */
async function cellPixels(file: string, b: Box): Promise<{ lumBg: number; satBg: number; spread: number } | null> {
  try {
    const img = sharp(file);
    const meta = await img.metadata();
    const left = Math.max(0, Math.floor(b.x0));
    const top = Math.max(0, Math.floor(b.y0));
    const width = Math.min((meta.width ?? 0) - left, Math.ceil(b.x1 - b.x0));
    const height = Math.min((meta.height ?? 0) - top, Math.ceil(b.y1 - b.y0));
    if (width < 2 || height < 2) return null;
    const { data, info } = await img
      .extract({ left, top, width, height })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const lums: number[] = [];
    const sats: number[] = [];
    for (let i = 0; i + 2 < data.length; i += info.channels) {
      const r = data[i]! / 255;
      const g = data[i + 1]! / 255;
      const bl = data[i + 2]! / 255;
      const mx = Math.max(r, g, bl);
      const mn = Math.min(r, g, bl);
      lums.push(0.2126 * r + 0.7152 * g + 0.0722 * bl);
      sats.push(mx ? (mx - mn) / mx : 0);
    }
    const sorted = [...lums].sort((a, c) => a - c);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
    return { lumBg: median(lums), satBg: median(sats), spread: q(0.95) - q(0.05) };
  } catch {
    return null;
  }
}

/** The gaps of one screenshot: every value of a row lost at "ocr" that the words lack, with its likely cause. */
export async function gapsOf(img: RealImage, score: RealScore, page: OcrPage): Promise<Gap[]> {
  const scale = page.scale ?? 1;
  const words = page.words;
  // Where each row's values were found, in OCR coordinates.
  const found = img.rows.map((r) => {
    const prices: Partial<Record<Slot, Box>> = {};
    for (const s of SLOTS) {
      const p = r.prices[s];
      const w = isPrice(p) ? priceWord(words, p) : null;
      if (w) prices[s] = w.bbox;
    }
    const names = r.teams.map((t) => (t ? nameBox(page, t) : null));
    return { prices, names };
  });
  const column = (s: Slot) => {
    const boxes = found.flatMap((f) => (f.prices[s] ? [f.prices[s]] : []));
    return boxes.length ? { x: median(boxes.map(cx)), w: median(boxes.map((b) => b.x1 - b.x0)) } : null;
  };
  const gaps: Gap[] = [];
  for (const [ri, r] of img.rows.entries()) {
    const row = score.rows[ri]!;
    if (row.loss !== 'ocr') continue;
    const f = found[ri]!;
    const boxes = [...Object.values(f.prices), ...f.names.filter((b): b is Box => !!b)];
    const y = boxes.length ? median(boxes.map(cy)) : null;
    const h = boxes.length ? median(boxes.map((b) => b.y1 - b.y0)) : median(words.map((w) => w.bbox.y1 - w.bbox.y0));
    for (const value of row.notInOcr) {
      const slot = SLOTS.find((s) => {
        const p = r.prices[s];
        return isPrice(p) && p.printed === value;
      });
      const col = slot ? column(slot) : null;
      if (y == null || (slot && !col)) {
        gaps.push({
          file: img.file,
          value,
          cause: 'not located',
          detail: y == null ? 'no value of the row found' : 'no price of that column found',
        });
        continue;
      }
      // A price's cell: its column on the row; a name's: the row left of its prices.
      const priceXs = Object.values(f.prices).map((b) => b.x0);
      const cell: Box = col
        ? { x0: col.x - col.w / 2 - h, y0: y - h * 0.8, x1: col.x + col.w / 2 + h, y1: y + h * 0.8 }
        : { x0: 0, y0: y - h * 0.8, x1: priceXs.length ? Math.min(...priceXs) - h : page.width, y1: y + h * 0.8 };
      const there = words.filter((w) => {
        const c = { x: cx(w.bbox), y: cy(w.bbox) };
        return c.x >= cell.x0 && c.x <= cell.x1 && c.y >= cell.y0 && c.y <= cell.y1;
      });
      const digits = value.replace(/[^\d]/g, '');
      if (col && there.some((w) => w.text.replace(/[^\d]/g, '') === digits && !/[.,/]/.test(w.text))) {
        gaps.push({
          file: img.file,
          value,
          cause: 'decimal point lost',
          detail: `read '${there
            .map((w) => w.text)
            .join(' ')
            .slice(0, 40)}'`,
        });
        continue;
      }
      if (there.length) {
        gaps.push({
          file: img.file,
          value,
          cause: 'misread',
          detail: `read '${there
            .map((w) => w.text)
            .join(' ')
            .slice(0, 40)}'`,
        });
        continue;
      }
      const px = await cellPixels(img.path, {
        x0: cell.x0 / scale,
        y0: cell.y0 / scale,
        x1: cell.x1 / scale,
        y1: cell.y1 / scale,
      });
      const textPx = Math.round(h / scale);
      if (px && (px.satBg > 0.3 || px.lumBg < 0.35))
        gaps.push({
          file: img.file,
          value,
          cause: 'coloured button',
          detail: `background lum ${px.lumBg.toFixed(2)} sat ${px.satBg.toFixed(2)}`,
        });
      else if (px && px.spread < 0.25)
        gaps.push({ file: img.file, value, cause: 'low contrast', detail: `contrast ${px.spread.toFixed(2)}` });
      else if (textPx < SMALL_TEXT_PX)
        gaps.push({ file: img.file, value, cause: 'small text', detail: `text ${textPx} px high` });
      else gaps.push({ file: img.file, value, cause: 'clear, not read', detail: `text ${textPx} px high` });
    }
  }
  return gaps;
}

/** The gaps' markdown: counts per cause, then every gap per file. */
export function gapsMarkdown(gaps: readonly (Gap & { set: string })[]): string[] {
  const causes = [...new Set(gaps.map((g) => g.cause))];
  const md = [
    '### Labelled values OCR never produced, by likely cause (rows lost at "ocr"; bench/lib/ocr-gaps.ts)',
    '',
    '| cause | values |',
    '|---|---|',
    ...causes.map((c) => `| ${c} | ${gaps.filter((g) => g.cause === c).length} |`),
    '',
  ];
  let last = '';
  for (const g of gaps) {
    const key = `${g.set}/${g.file}`;
    if (key !== last) md.push(`- ${key}:`);
    last = key;
    md.push(`  - '${g.value}': ${g.cause} (${g.detail})`);
  }
  md.push('');
  return md;
}
